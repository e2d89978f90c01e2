# 320x240 boards with three buttons under the screen (M5Stack Core family).
# Left: tap = previous (LEFT), hold = B (back); middle: tap = A (choose), hold = START (menu);
# right: tap = next (RIGHT), hold = SELECT (square info).
from ui.device.buttons import LEFT, RIGHT, A, B, START, SELECT

WIDTH = 320
HEIGHT = 240
DPAD = False
SPEAKER = None      # not driven yet: models differ (DAC pin, I2S)
BACKLIGHT = False   # Core2 and others dim through a power chip, not display.brightness
KEYS = ('Left: prev, hold: back', 'Middle: choose, hold: menu', 'Right: next, hold: info')
WORDS = '|||Left|Right|Middle|Hold left|Hold middle|Hold right'     # ui.device.profile.WORDS
_MAP = ((LEFT, B, 0), (A, START, 0), (RIGHT, SELECT, 0))


def _pin(board, names):
    for n in names:
        if hasattr(board, n):
            return getattr(board, n)
    raise ValueError(names[0])


def open(board_id=''):
    import board
    import keypad
    from ui.device.buttons import Reader, SCAN
    from ui.device.profile import Profile
    pins = (_pin(board, ('BUTTON_A', 'BTN_A', 'IO39')), _pin(board, ('BUTTON_B', 'BTN_B', 'IO38')),
            _pin(board, ('BUTTON_C', 'BTN_C', 'IO37')))
    keys = keypad.Keys(pins, value_when_pressed=False, pull=True, interval=SCAN)
    p = Profile('m5stack', board.DISPLAY, Reader(((keys, _MAP),)), KEYS, DPAD, WORDS)
    p.link = 'espnow'       # ESP32 / ESP32-S3: linked play over ESP-NOW (ui/link/link_radio.py)
    return p
