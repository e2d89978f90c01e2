# The engine's own PRNG: two multiply-with-carry generators in base 2**15.
# Every constant and intermediate stays below 2**30 (CircuitPython's small ints are 31-bit:
# 2**30 itself is a long int on a 32-bit board), so the board never allocates a long int,
# and the sequence is identical on CPython, MicroPython and CircuitPython.
from micropython import const

_MASK = const(0x7FFF)
_A1 = const(32760)  # a*2**15-1 and (a*2**15-2)/2 are both prime: period ~5e8
_A2 = const(32730)
_LAST = const(0x3FFFFFFF)     # the largest value next() returns: 2**30 - 1


class Rng:
    """The engine's PRNG (above): the same numbers from the same seed on every interpreter."""
    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        """Start again from seed (any int; its low 30 bits count)."""
        seed = int(seed) & 0x3FFFFFFF
        # x in 1..2**15-1 and carry in 1..a-2: neither fixed point (0, 0) nor (2**15-1, a-1),
        # and always a state set_state accepts (carry a crashed seeds like 261832).
        self.set_state(((seed & _MASK) or 1, (seed >> 15) % (_A1 - 2) + 1,
                        (((seed & _MASK) * 7 + 3) & _MASK) or 1, (seed >> 3) % (_A2 - 2) + 1))
        for _ in range(8):
            self.next()

    def set_state(self, words):
        """Restore from state(): four values below 2**16 (saved games use it)."""
        x1, c1, x2, c2 = words
        if not (0 <= x1 <= _MASK and 0 <= x2 <= _MASK and 0 <= c1 < _A1 and 0 <= c2 < _A2):
            raise ValueError("bad rng state")
        self.x1 = x1
        self.c1 = c1
        self.x2 = x2
        self.c2 = c2

    def state(self):
        """The four numbers that are the generator's state (saved games keep them; set_state)."""
        return (self.x1, self.c1, self.x2, self.c2)

    def next(self):
        """A 30-bit value."""
        t = _A1 * self.x1 + self.c1
        self.x1 = t & _MASK
        self.c1 = t >> 15
        t = _A2 * self.x2 + self.c2
        self.x2 = t & _MASK
        self.c2 = t >> 15
        return (self.x1 << 15) | self.x2

    def below(self, n):
        """Uniform in 0..n-1 (rejection keeps it unbiased)."""
        # next() written out (a call fewer: this is the engine's commonest call). Values from
        # 2**30 - extra up are rejected, extra = 2**30 % n < n, computed without 2**30 itself
        # and only for a value among the top n, the only ones it can reject.
        while True:
            t = _A1 * self.x1 + self.c1
            x = self.x1 = t & _MASK
            self.c1 = t >> 15
            t = _A2 * self.x2 + self.c2
            self.x2 = t & _MASK
            self.c2 = t >> 15
            r = x << 15 | t & _MASK
            if r <= _LAST - n + 1 or r <= _LAST - (_LAST % n + 1) % n:
                return r % n

    def die(self):
        """One die: 1 to 6."""
        return self.below(6) + 1

    def shuffle(self, buf, start, count):
        """Shuffle buf[start:start + count] in place."""
        # Fisher-Yates on buf[start:start+count] in place (no random.shuffle on the board).
        for i in range(count - 1, 0, -1):
            j = self.below(i + 1)
            a = start + i
            b = start + j
            buf[a], buf[b] = buf[b], buf[a]
