# Saved games: the whole state, pending decision included, as a few hundred bytes.
#   b'PTG' | version | length (2 bytes) | payload | CRC-16/CCITT of the payload (2 bytes)
# A damaged, truncated or foreign file raises SaveError and is never half-loaded.
from array import array
from engine import rules as R
from engine.errors import SaveError
from engine.rng import Rng

MAGIC = b'PTG'
VERSION = 2   # 2: CRC-16 instead of Fletcher-16

# Scalar fields in order, with their size in bytes (4-byte fields are signed).
_SCALARS = (('turn', 1), ('first', 1), ('round', 2), ('d1', 1), ('d2', 1), ('doubles', 1),
            ('again', 1), ('phase', 1), ('rent_mode', 1), ('pending', 1), ('actor', 1),
            ('houses', 1), ('hotels', 1), ('lot', 1), ('high', 4), ('high_bidder', 1),
            ('bidders', 1), ('bidder', 1), ('place', 1), ('place_by', 1), ('owed', 4),
            ('creditor', 1), ('lift_square', 1), ('jackpot', 4), ('ledger', 4), ('winner', 1),
            ('end_reason', 1))
_ARRAYS = ('owner', 'level', 'mortgaged', 'pos', 'jail', 'out', 'cards', 'deck', 'deck_top',
           'deck_n', 'lots', 'lifts', 'pay_from', 'pay_to')


def checksum(data):
    # CRC-16/CCITT. Fletcher-16 (mod 255) could not see a byte turned from 0x00 to 0xFF or back,
    # and such a damaged save loaded as a different game; a CRC catches every single-byte error.
    crc = 0xFFFF
    for x in data:
        crc ^= x << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def _put(out, value, size):
    if size == 4:
        value &= 0xFFFFFFFF
    for i in range(size):
        out.append((value >> (8 * i)) & 0xFF)


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


def to_bytes(g):
    out = bytearray()
    out.append(g.n)
    for v in g.rules:
        _put(out, v, 2)
    for v in g.rng.state():
        _put(out, v, 2)
    for name, size in _SCALARS:
        _put(out, getattr(g, name), size)
    for name in _ARRAYS:
        a = getattr(g, name)
        out.append(len(a))
        out.extend(a)
    for v in g.cash:
        _put(out, v, 4)
    for v in g.pay_amount:
        _put(out, v, 4)
    offer = g.offer
    if offer is None:
        out.append(0)
    else:
        p, q, squares, cash, cards = offer
        out.append(1)
        out.append(p)
        out.append(q)
        out.append(cards)
        _put(out, cash, 4)
        out.append(len(squares))
        out.extend(squares)
    head = bytearray(MAGIC)
    head.append(VERSION)
    _put(head, len(out), 2)
    _put(out, checksum(out), 2)
    return bytes(head + out)


def from_bytes(data, strict=True):
    """The game saved in data, or SaveError. strict: also check the invariants with
    engine.check (test-only code, not on the board, where the CRC and shapes must do)."""
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
        if strict:
            from engine.check import invariants
            invariants(g)
    except SaveError:
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
