# Firmware entry point: choose the board profile (ui.device.profile), start the app.
# Guarded because on a PC this file shadows the standard library's `code` module (pdb
# imports it), and importing it there must not try to open a board.
import sys

if sys.implementation.name == 'circuitpython':
    import board
    # The console shown until the game's first screen would be redrawn during its imports:
    # 0.3 s of a 1 s start on an RP2040. The game refreshes the display itself.
    if getattr(board, 'DISPLAY', None) is not None:
        board.DISPLAY.auto_refresh = False
    import ui.main
    app = ui.main.main()
    # Start-up's code has run: let it go (288 B more free at every turn of a game).
    del ui.main.main
    ui.main.run(app)
