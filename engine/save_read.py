# Reading a saved game (engine.save's format): loaded only to read one, never by the autosave.
# A damaged, truncated or foreign file raises SaveError and is never half-loaded.
from array import array
from engine import rules as R
from engine import SaveError
from engine.rng import Rng
from engine.save import MAGIC, VERSION, _SCALARS, _ARRAYS, checksum


class _Reader:
    def __init__(self, data):
        self.data = data
        self.at = 0

    def take(self, size):
        if self.at + size > len(self.data):
            raise SaveError("save is truncated")
        chunk = self.data[self.at:self.at + size]
        self.at += size
        return chunk

    def int(self, size):
        v = 0
        chunk = self.take(size)
        for i in range(size):
            v |= chunk[i] << (8 * i)
        if size == 4 and v & 0x80000000:
            v -= 0x100000000
        return v


def from_bytes(data):
    """The game saved in data, or SaveError. Beyond the CRC and the shapes, the whole state
    must pass engine.check (every field in range, the decision and queues consistent): a
    well-formed save of an impossible game is refused, never resumed."""
    from engine.game import Game
    if len(data) < 8 or data[:3] != MAGIC:
        raise SaveError("not a saved game")
    if data[3] != VERSION:
        raise SaveError("saved by another version (%d)" % data[3])
    length = data[4] | (data[5] << 8)
    if len(data) != length + 8:
        raise SaveError("save is truncated" if len(data) < length + 8 else "save has extra bytes")
    payload = data[6:6 + length]
    if checksum(payload) != data[6 + length] | (data[7 + length] << 8):
        raise SaveError("save is damaged (checksum)")
    r = _Reader(payload)
    try:
        n = r.int(1)
        if not 2 <= n <= 6:
            raise SaveError("bad player count")
        rules = array('H', [r.int(2) for _ in range(R.COUNT)])
        g = Game(n, 1, rules, setup=False)
        g.rng = Rng()
        g.rng.set_state([r.int(2) for _ in range(4)])
        for name, size in _SCALARS:
            setattr(g, name, r.int(size))
        for name in _ARRAYS:
            setattr(g, name, bytearray(r.take(r.int(1))))
        for p in range(n):
            g.cash[p] = r.int(4)
        g.pay_amount = array('l', [r.int(4) for _ in range(len(g.pay_from))])
        if r.int(1):
            p = r.int(1)
            q = r.int(1)
            cards = r.int(1)
            cash = r.int(4)
            g.offer = (p, q, bytes(r.take(r.int(1))), cash, cards)
        if r.at != len(payload):
            raise SaveError("save has extra bytes")
        _shapes(g)
        from engine.check import invariants
        invariants(g)
    except (SaveError, MemoryError):
        # a heap too full to rebuild the game says nothing of the file: called damaged, the
        # newest save would be passed over and then written over by the next autosave
        raise
    except Exception as e:       # any inconsistency means the file cannot be trusted
        raise SaveError("save is inconsistent: %s" % e)
    return g


def _shapes(g):
    n = g.n
    sizes = (('owner', 40), ('level', 40), ('mortgaged', 40), ('pos', n), ('jail', n),
             ('out', n), ('cards', 2), ('deck', 32), ('deck_top', 2), ('deck_n', 2))
    for name, size in sizes:
        if len(getattr(g, name)) != size:
            raise SaveError("save has a bad " + name)
    if len(g.pay_to) != len(g.pay_from) or len(g.lifts) % 2:
        raise SaveError("save has bad queues")
    if not (0 <= g.turn < n and 0 <= g.first < n and 1 <= g.pending <= 9):
        raise SaveError("save has a bad turn")
