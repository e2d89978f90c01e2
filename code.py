# Firmware entry point: choose the board profile (ui.profile), start the app.
# Guarded because on a PC this file shadows the standard library's `code` module (pdb
# imports it), and importing it there must not try to open a board.
import sys

if sys.implementation.name == 'circuitpython':
    from ui.main import main, run
    run(main())
