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
    engine.check (test-only code, not on the board, where the CRC and shapes must do).
    The reader is engine.save_read, imported for the call (and left loaded)."""
    from engine.save_read import from_bytes
    return from_bytes(data, strict)
