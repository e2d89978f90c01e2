# Who may write the CIRCUITPY drive: the game (to save games) or the computer (to copy files).
# Normally the game does, and the computer sees the drive read-only. Hold B at power-on or
# reset to leave it to the computer for this session (to update the firmware):
#   PyBadge, PyGamer, EdgeBadge, PicoSystem, CLUE: B; M5Stack: the middle button (B);
#   Feather TFT Reverse: D1; Feather TFT: press D0 just after reset (held at reset it starts
#   the ROM bootloader instead).
# Any error here, or a board without such a button, leaves CircuitPython's default (the
# computer writes; the game says saving is off), so this file never locks anyone out.
# Safe mode (press reset again while the light blinks yellow) skips this file too.
import storage


def _held():
    import board
    import keypad
    import time
    wait = 0.1
    if hasattr(board, 'BUTTON_CLOCK'):
        # Shift register, B is key 0 on PyBadge and PyGamer alike.
        keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                        latch=board.BUTTON_LATCH, key_count=4,
                                        value_when_pressed=True)
    else:
        pin = None
        low = True
        for name in ('SW_B', 'BUTTON_B', 'BTN_B'):
            if hasattr(board, name):
                pin = getattr(board, name)
                break
        if pin is None and 'reverse' in board.board_id and hasattr(board, 'D1'):
            pin = board.D1
            low = False
        if pin is None and hasattr(board, 'BUTTON'):
            pin = board.BUTTON
            wait = 1.0
        if pin is None:
            return True
        keys = keypad.Keys((pin,), value_when_pressed=not low, pull=True)
    end = time.monotonic() + wait
    try:
        while time.monotonic() < end:
            e = keys.events.get()
            if e and e.pressed and e.key_number == 0:
                return True
            time.sleep(0.01)
    finally:
        keys.deinit()
    return False


try:
    if not _held():
        storage.remount('/', readonly=False)
except Exception as e:
    print('boot.py: drive left to the computer:', e)
