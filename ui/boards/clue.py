# Adafruit CLUE: 240x240, two buttons (A on the left, B on the right).
# Scheme: left tap = next (RIGHT), left hold = previous (LEFT, repeats);
# right tap = A (choose), right hold = B (back); both together = START (menu).
# No UP, DOWN or SELECT: screens treat them as shortcuts only (see docs/ui.md).
from ui.device.buttons import LEFT, RIGHT, A, B, START

WIDTH = 240
HEIGHT = 240
DPAD = False
SPEAKER = ('SPEAKER', None)     # the CLUE's buzzer
BACKLIGHT = True
RING = 2    # the ring in 2-px pixels: a CLUE's heap is short for 240 px (ui.boards.LEAN)
KEYS = ('Left: next, hold: back up', 'Right: choose, hold: back', 'Both: menu')
WORDS = '|||Hold left|Left|Right|Hold right|Both|'   # ui.device.profile.WORDS: hints' words
_MAP = ((RIGHT, LEFT, 0), (A, B, 0))
_CHORDS = ((0, 1, START),)


def open(board_id=''):
    import board
    import keypad
    from ui.device.buttons import Reader, SCAN
    from ui.device.profile import Profile
    keys = keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True,
                       interval=SCAN)
    return Profile('clue', board.DISPLAY, Reader(((keys, _MAP),), _CHORDS), KEYS, DPAD, WORDS)
