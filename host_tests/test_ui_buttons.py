# The button reader: key repeat, holds, long holds and chords, on a fake clock.
from ui.device import buttons as K
from ui.device.buttons import Reader


class Ev:
    def __init__(self, k, pressed):
        self.key_number = k
        self.pressed = pressed


class Keys:
    def __init__(self):
        self.events = self
        self.q = []

    def get(self):
        return self.q.pop(0) if self.q else None


class Clock:
    t = 1000

    def __call__(self):
        return self.t


def drain(r):
    out = []
    b = r.get()
    while b:
        out.append(b)
        b = r.get()
    return out


def setup(keymap, chords=()):
    keys, clock = Keys(), Clock()
    return keys, clock, Reader(((keys, keymap),), chords, clock)


def test_dpad_fires_on_press_and_repeats_while_held():
    keys, clock, r = setup(((K.RIGHT, K.RIGHT, 0), (K.A, K.A, 0)))
    keys.q.append(Ev(0, True))
    assert drain(r) == [K.RIGHT]
    clock.t += K.DELAY - 1
    assert drain(r) == []
    clock.t += 1
    assert drain(r) == [K.RIGHT]
    clock.t += K.RATE
    assert drain(r) == [K.RIGHT]
    keys.q.append(Ev(0, False))
    clock.t += 5 * K.RATE
    assert drain(r) == []


def test_a_does_not_repeat():
    keys, clock, r = setup(((K.RIGHT, K.RIGHT, 0), (K.A, K.A, 0)))
    keys.q.append(Ev(1, True))
    assert drain(r) == [K.A]
    clock.t += 5000
    assert drain(r) == []


def test_tap_and_hold():
    keys, clock, r = setup(((K.RIGHT, K.LEFT, 0), (K.A, K.B, 0)))
    keys.q += [Ev(1, True)]
    assert drain(r) == []
    clock.t += 100
    keys.q += [Ev(1, False)]
    assert drain(r) == [K.A]
    keys.q += [Ev(1, True)]
    drain(r)
    clock.t += K.HOLD
    assert drain(r) == [K.B]
    keys.q += [Ev(1, False)]
    assert drain(r) == []
    # A held direction repeats.
    keys.q += [Ev(0, True)]
    drain(r)
    clock.t += K.HOLD
    assert drain(r) == [K.LEFT]
    clock.t += K.DELAY
    assert drain(r) == [K.LEFT]


def test_one_button_scheme_tap_hold_long():
    keys, clock, r = setup(((K.RIGHT, K.A, K.B),))
    for held, want in ((100, [K.RIGHT]), (K.HOLD + 10, [K.A])):
        keys.q.append(Ev(0, True))
        drain(r)
        clock.t += held
        keys.q.append(Ev(0, False))
        assert drain(r) == want
    keys.q.append(Ev(0, True))
    drain(r)
    clock.t += K.LONG
    assert drain(r) == [K.B]
    keys.q.append(Ev(0, False))
    assert drain(r) == []


def test_chord_fires_once_and_swallows_taps():
    keys, clock, r = setup(((K.RIGHT, K.LEFT, 0), (K.A, K.B, 0)), ((0, 1, K.START),))
    keys.q += [Ev(0, True), Ev(1, True)]
    assert drain(r) == [K.START]
    clock.t += 2000
    keys.q += [Ev(0, False), Ev(1, False)]
    assert drain(r) == []


def test_ticks_wrap():
    keys, clock, r = setup(((K.UP, K.UP, 0),))
    clock.t = (1 << 29) - 100   # adafruit_ticks wraps at 2**29
    keys.q.append(Ev(0, True))
    assert drain(r) == [K.UP]
    clock.t = (clock.t + K.DELAY) & ((1 << 29) - 1)
    assert drain(r) == [K.UP]
