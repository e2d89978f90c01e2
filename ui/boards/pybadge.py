# PyBadge, PyBadge LC, EdgeBadge (8 buttons on a shift register) and PyGamer (4 buttons on
# the shift register plus an analog joystick). 160x128.
from ui.device.buttons import UP, DOWN, LEFT, RIGHT, A, B, START, SELECT

WIDTH = 160
HEIGHT = 128
DPAD = True
SPEAKER = ('SPEAKER', 'SPEAKER_ENABLE')     # DAC pin and the amplifier's enable
BACKLIGHT = True
KEYS = ('D-pad/stick: move', 'A: choose  B: back', 'START: menu', 'SELECT: square info')
WORDS = '|up|down|left|right|A|B|START|SELECT'     # ui.device.profile.WORDS: hints' words

# Shift-register order on these boards: B, A, START, SELECT, RIGHT, DOWN, UP, LEFT.
_MAP = ((B, B, 0), (A, A, 0), (START, START, 0), (SELECT, SELECT, 0),
        (RIGHT, RIGHT, 0), (DOWN, DOWN, 0), (UP, UP, 0), (LEFT, LEFT, 0))
_STICK = ((UP, UP, 0), (DOWN, DOWN, 0), (LEFT, LEFT, 0), (RIGHT, RIGHT, 0))


class _Ev:
    def __init__(self, k, pressed):
        self.key_number = k
        self.pressed = pressed


class Stick:
    """PyGamer's analog joystick as four keys (UP, DOWN, LEFT, RIGHT), polled on get()."""

    def __init__(self, xpin, ypin):
        import analogio
        self.x = analogio.AnalogIn(xpin)
        self.y = analogio.AnalogIn(ypin)
        self.held = 0
        self.events = self

    def get(self):
        x = self.x.value
        y = self.y.value
        want = 0
        if y < 16000:
            want |= 1
        elif y > 49000:
            want |= 2
        if x < 16000:
            want |= 4
        elif x > 49000:
            want |= 8
        diff = want ^ self.held
        if not diff:
            return None
        k = 0
        while not diff & (1 << k):
            k += 1
        self.held ^= 1 << k
        return _Ev(k, bool(self.held & (1 << k)))


def open(board_id=''):
    import board
    import keypad
    from ui.device.buttons import Reader, SCAN
    from ui.device.profile import Profile
    stick = hasattr(board, 'JOYSTICK_X')
    sr = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                  latch=board.BUTTON_LATCH, key_count=4 if stick else 8,
                                  value_when_pressed=True, interval=SCAN)
    sources = [(sr, _MAP[:4] if stick else _MAP)]
    if stick:
        sources.append((Stick(board.JOYSTICK_X, board.JOYSTICK_Y), _STICK))
    return Profile('pybadge', board.DISPLAY, Reader(tuple(sources)), KEYS, DPAD, WORDS)
