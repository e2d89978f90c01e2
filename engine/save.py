# Saved games: the whole state, pending decision included, as a few hundred bytes.
#   b'PTG' | version | length (2 bytes) | payload | CRC-16/CCITT of the payload (2 bytes)
# A damaged, truncated or foreign file raises SaveError and is never half-loaded.
# This module writes; reading is in engine/save_read.py, loaded only to read a save, so that
# the autosave at the end of every turn does not bring the reader onto the heap.

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


# The CRC of each 4-bit value shifted out of the top (i * 0x1021, the polynomial's multiples).
_NIBBLE = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
           0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def checksum(data, start=0, end=None, crc=0xFFFF):
    # CRC-16/CCITT. Fletcher-16 (mod 255) could not see a byte turned from 0x00 to 0xFF or back,
    # and such a damaged save loaded as a different game; a CRC catches every single-byte error.
    # crc: the CRC so far, to run on over a file written in several pieces (ui.saves).
    # Four bits a step from a 16-entry table, the same CRC as eight one-bit steps: 75 ms for a
    # save on the emulated RP2040 bit by bit, a quarter of that so.
    t = _NIBBLE
    for k in range(start, len(data) if end is None else end):
        crc ^= data[k] << 8
        crc = ((crc << 4) & 0xFFFF) ^ t[crc >> 12]
        crc = ((crc << 4) & 0xFFFF) ^ t[crc >> 12]
    return crc


def _put(out, i, value, size):
    """Write value little-endian in size bytes at out[i]; the index after it."""
    if size == 4:
        value &= 0xFFFFFFFF
    for k in range(size):
        out[i + k] = (value >> (8 * k)) & 0xFF
    return i + size


def _copy(out, i, items):
    """Write the bytes of items at out[i] (a loop: no slice assignment, no copy); the index
    after them."""
    for x in items:
        out[i] = x
        i += 1
    return i


def _length(g):
    n = 1 + 2 * len(g.rules) + 2 * len(g.rng.state())
    for _, size in _SCALARS:
        n += size
    for name in _ARRAYS:
        n += 1 + len(getattr(g, name))
    n += 4 * (len(g.cash) + len(g.pay_amount)) + 1
    if g.offer is not None:
        n += 8 + len(g.offer[2])
    return n


def to_bytes(g):
    """The save of g, a bytearray. Made in one buffer of its final size: the autosave runs at
    the end of every turn on a full heap, where a buffer grown byte by byte (and copied twice
    at the end) was the allocation that failed first (docs/memory.md)."""
    size = _length(g)
    out = bytearray(6 + size + 2)
    i = _copy(out, 0, MAGIC)
    out[3] = VERSION
    i = _put(out, 4, size, 2)
    out[i] = g.n
    i += 1
    for v in g.rules:
        i = _put(out, i, v, 2)
    for v in g.rng.state():
        i = _put(out, i, v, 2)
    for name, size in _SCALARS:
        i = _put(out, i, getattr(g, name), size)
    for name in _ARRAYS:
        a = getattr(g, name)
        out[i] = len(a)
        i = _copy(out, i + 1, a)
    for v in g.cash:
        i = _put(out, i, v, 4)
    for v in g.pay_amount:
        i = _put(out, i, v, 4)
    offer = g.offer
    if offer is None:
        out[i] = 0
        i += 1
    else:
        p, q, squares, cash, cards = offer
        i = _copy(out, i, (1, p, q, cards))
        i = _put(out, i, cash, 4)
        out[i] = len(squares)
        i = _copy(out, i + 1, squares)
    _put(out, i, checksum(out, 6, i), 2)
    return out


def from_bytes(data):
    """The game saved in data, or SaveError (engine.save_read: checked whole by engine.check).
    The reader is engine.save_read, imported for the call (and left loaded)."""
    from engine.save_read import from_bytes
    return from_bytes(data)
