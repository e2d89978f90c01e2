# Feather ESP32-S2/S3 TFT (one user button, D0) and Reverse TFT (D0, D1, D2). 240x135.
# One button: tap = next (RIGHT), hold half a second = A (choose), hold 1.5 s = B (back;
# on the board screen B also opens the menu). Lists wrap, so RIGHT alone reaches every item.
# Reverse TFT: D0 tap = B, hold = START; D1 tap = RIGHT, hold = LEFT (repeats);
# D2 tap = A, hold = SELECT.
from ui.device.buttons import LEFT, RIGHT, A, B, START, SELECT

WIDTH = 240
HEIGHT = 135
DPAD = False
SPEAKER = None
BACKLIGHT = True
KEYS1 = ('Button tap: next', 'Hold 0.5s: choose', 'Hold 1.5s: back/menu')
KEYS3 = ('D1: next, hold: prev', 'D2: choose, hold: info', 'D0: back, hold: menu')
WORDS1 = '||||Tap|Hold|Long hold||'     # ui.device.profile.WORDS: hints' words
WORDS3 = '|||Hold D1|D1|D2|D0|Hold D0|Hold D2'
_ONE = ((RIGHT, A, B),)
_D0 = ((B, START, 0),)
_D12 = ((RIGHT, LEFT, 0), (A, SELECT, 0))


def open(board_id=''):
    import board
    import keypad
    from ui.device.buttons import Reader, SCAN
    from ui.device.profile import Profile
    d0 = keypad.Keys((board.D0 if 'reverse' in board_id else board.BUTTON,),
                     value_when_pressed=False, pull=True,
                     interval=SCAN)
    if 'reverse' in board_id:
        # D1 and D2 read high when pressed; D0 reads low.
        d12 = keypad.Keys((board.D1, board.D2), value_when_pressed=True, pull=True,
                          interval=SCAN)
        p = Profile('feather_tft', board.DISPLAY, Reader(((d0, _D0), (d12, _D12))), KEYS3, DPAD,
                    WORDS3)
    else:
        p = Profile('feather_tft', board.DISPLAY, Reader(((d0, _ONE),)), KEYS1, DPAD, WORDS1)
    p.link = 'espnow'       # ESP32-S2/S3: linked play over ESP-NOW (ui/link/link_radio.py)
    return p
