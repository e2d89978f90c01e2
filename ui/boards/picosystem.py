# Pimoroni PicoSystem: 240x240, d-pad and A, B, X, Y. X is SELECT, Y is START.
from ui.device.buttons import UP, DOWN, LEFT, RIGHT, A, B, START, SELECT

WIDTH = 240
HEIGHT = 240
DPAD = True
SPEAKER = ('AUDIO', None)       # the piezo buzzer
BACKLIGHT = True
KEYS = ('D-pad: move', 'A: choose  B: back', 'Y: menu', 'X: square info')
WORDS = '|up|down|left|right|A|B|Y|X'      # ui.device.profile.WORDS: hints' words
_MAP = ((UP, UP, 0), (DOWN, DOWN, 0), (LEFT, LEFT, 0), (RIGHT, RIGHT, 0),
        (A, A, 0), (B, B, 0), (SELECT, SELECT, 0), (START, START, 0))


def open(board_id=''):
    import board
    import keypad
    from ui.device.buttons import Reader, SCAN
    from ui.device.profile import Profile
    pins = (board.SW_UP, board.SW_DOWN, board.SW_LEFT, board.SW_RIGHT,
            board.SW_A, board.SW_B, board.SW_X, board.SW_Y)
    keys = keypad.Keys(pins, value_when_pressed=False, pull=True, interval=SCAN)
    return Profile('picosystem', board.DISPLAY, Reader(((keys, _MAP),)), KEYS, DPAD, WORDS)
