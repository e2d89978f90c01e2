# Logical buttons and the reader that turns keypad events into them.
# Every board profile feeds physical keys through one Reader; screens only ever see the eight
# logical buttons below. Key repeat, hold and chord timing live here, clocked by adafruit_ticks.
from adafruit_ticks import ticks_ms, ticks_diff, ticks_add

from micropython import const

UP = const(1)
DOWN = const(2)
LEFT = const(3)
RIGHT = const(4)
A = const(5)
B = const(6)
START = const(7)
SELECT = const(8)
NAMES = ('', 'UP', 'DOWN', 'LEFT', 'RIGHT', 'A', 'B', 'START', 'SELECT')

DELAY = const(400)   # ms before a held key starts repeating
RATE = const(110)    # ms between repeats
HOLD = const(500)    # ms that make a press a hold
LONG = const(1500)   # ms that make a press a long hold
# keypad's scan interval (s): half its default, so a press reaches the game 5 ms sooner on
# average (an event waits for the next scan); still longer than a switch's bounce (1-5 ms).
SCAN = 0.01

# Per-key stages.
_UP_ = const(0)      # not pressed
_DOWN_ = const(1)    # pressed, nothing fired yet
_REP = const(2)      # fired and repeating
_DONE = const(3)     # fired, nothing more until release


def direction(b):
    return UP <= b <= RIGHT



class Reader:
    """sources: tuple of (scanner, keymap). A scanner has .events (keypad EventQueue or
    anything whose get() returns an object with key_number and pressed, or None). keymap[key_number] = (tap, hold, long), logical buttons or 0:
    - tap == hold: fires on press and repeats while held (a d-pad, a full button set);
    - else tap fires on a short release, hold after HOLD ms (repeats if it is a direction),
      and when long is set, hold fires on release before LONG ms and long fires at LONG ms.
    chords: tuple of (key, key, button), keys numbered across all sources in order: pressing
    both fires button and swallows their own taps."""

    def __init__(self, sources, chords=(), clock=ticks_ms):
        self.sources = sources
        self.chords = chords
        self.clock = clock
        keys = []
        for s in sources:
            keys.extend(s[1])
        self.keys = keys
        n = len(keys)
        self.stage = bytearray(n)
        self.t0 = [0] * n
        self.next = [0] * n
        self.queue = []
        self.reps = []          # per queued button: 0 a press, n its n-th repeat (a hold)
        self.count = bytearray(n)
        self.repeat = 0         # that number for the button get() returned last

    def _fire(self, b, rep=0):
        self.queue.append(b)
        self.reps.append(rep)

    def _press(self, k, now):
        for c in self.chords:
            other = c[1] if c[0] == k else (c[0] if c[1] == k else -1)
            if other >= 0 and self.stage[other] != _UP_:
                self.stage[k] = _DONE
                self.stage[other] = _DONE
                self._fire(c[2])
                return
        self.t0[k] = now
        tap, hold = self.keys[k][0], self.keys[k][1]
        if tap == hold:
            if tap:
                self._fire(tap)
            self.count[k] = 0
            self.stage[k] = _REP
            self.next[k] = ticks_add(now, DELAY)
        else:
            self.stage[k] = _DOWN_

    def _release(self, k, now):
        if self.stage[k] == _DOWN_:
            tap, hold, long = self.keys[k]
            if long and ticks_diff(now, self.t0[k]) >= HOLD:
                tap = hold
            if tap:
                self._fire(tap)
        self.stage[k] = _UP_

    def _held(self, now):
        keys = self.keys
        for k in range(len(keys)):
            st = self.stage[k]
            if st == _REP:
                if ticks_diff(now, self.next[k]) >= 0:
                    b = keys[k][1]
                    if b and direction(b):
                        self.count[k] = min(self.count[k] + 1, 255)
                        self._fire(b, self.count[k])
                        self.next[k] = ticks_add(now, RATE)
                    else:
                        self.stage[k] = _DONE
            elif st == _DOWN_:
                tap, hold, long = keys[k]
                held = ticks_diff(now, self.t0[k])
                if long:
                    if held >= LONG:
                        self._fire(long)
                        self.stage[k] = _DONE
                elif held >= HOLD:
                    if hold:
                        self._fire(hold)
                    self.count[k] = 0
                    self.stage[k] = _REP
                    self.next[k] = ticks_add(now, DELAY)

    def get(self):
        """The next logical button, or 0."""
        now = self.clock()
        base = 0
        for scanner, keymap in self.sources:
            q = scanner.events
            ev = q.get()
            while ev:
                k = base + ev.key_number
                if ev.pressed:
                    self._press(k, now)
                else:
                    self._release(k, now)
                ev = q.get()
            base += len(keymap)
        if not self.queue:
            self._held(now)
        if self.queue:
            self.repeat = self.reps.pop(0)
            return self.queue.pop(0)
        self.repeat = 0
        return 0

    def clear(self):
        self.queue = []
        self.reps = []
