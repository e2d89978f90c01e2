# Saved games: the whole state, pending decision included, as a few hundred bytes.
#   b'PTG' | version | length (2 bytes) | payload | CRC-16/CCITT of the payload (2 bytes)
# A damaged, truncated or foreign file raises SaveError and is never half-loaded.
# This module writes, and holds the layout both halves use; reading is engine/save_read.py
# (engine.save_read.from_bytes), which imports this one: loaded only to read a save, so that
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


# The CRC-16/CCITT of each byte value (polynomial 0x1021), its high bytes and its low bytes:
# one table step a byte. Bytes, not a tuple of ints: 0.5 KB of heap while the save code is
# loaded, not 1 KB (2 KB on a 64-bit port), at the autosave's full heap. (Its names are few
# on purpose: this code's names are first interned mid-game, at the first save, where one
# more name moved a PyBadge-sized heap's free memory at every turn by 9 KB: docs/bench.md.)
_TABLES = ((
    b'\x00\x10\x20\x30\x40\x50\x60\x70\x81\x91\xa1\xb1\xc1\xd1\xe1\xf1\x12\x02\x32\x22\x52'
    b'\x42\x72\x62\x93\x83\xb3\xa3\xd3\xc3\xf3\xe3\x24\x34\x04\x14\x64\x74\x44\x54\xa5\xb5'
    b'\x85\x95\xe5\xf5\xc5\xd5\x36\x26\x16\x06\x76\x66\x56\x46\xb7\xa7\x97\x87\xf7\xe7\xd7'
    b'\xc7\x48\x58\x68\x78\x08\x18\x28\x38\xc9\xd9\xe9\xf9\x89\x99\xa9\xb9\x5a\x4a\x7a\x6a'
    b'\x1a\x0a\x3a\x2a\xdb\xcb\xfb\xeb\x9b\x8b\xbb\xab\x6c\x7c\x4c\x5c\x2c\x3c\x0c\x1c\xed'
    b'\xfd\xcd\xdd\xad\xbd\x8d\x9d\x7e\x6e\x5e\x4e\x3e\x2e\x1e\x0e\xff\xef\xdf\xcf\xbf\xaf'
    b'\x9f\x8f\x91\x81\xb1\xa1\xd1\xc1\xf1\xe1\x10\x00\x30\x20\x50\x40\x70\x60\x83\x93\xa3'
    b'\xb3\xc3\xd3\xe3\xf3\x02\x12\x22\x32\x42\x52\x62\x72\xb5\xa5\x95\x85\xf5\xe5\xd5\xc5'
    b'\x34\x24\x14\x04\x74\x64\x54\x44\xa7\xb7\x87\x97\xe7\xf7\xc7\xd7\x26\x36\x06\x16\x66'
    b'\x76\x46\x56\xd9\xc9\xf9\xe9\x99\x89\xb9\xa9\x58\x48\x78\x68\x18\x08\x38\x28\xcb\xdb'
    b'\xeb\xfb\x8b\x9b\xab\xbb\x4a\x5a\x6a\x7a\x0a\x1a\x2a\x3a\xfd\xed\xdd\xcd\xbd\xad\x9d'
    b'\x8d\x7c\x6c\x5c\x4c\x3c\x2c\x1c\x0c\xef\xff\xcf\xdf\xaf\xbf\x8f\x9f\x6e\x7e\x4e\x5e'
    b'\x2e\x3e\x0e\x1e'), (
    b'\x00\x21\x42\x63\x84\xa5\xc6\xe7\x08\x29\x4a\x6b\x8c\xad\xce\xef\x31\x10\x73\x52\xb5'
    b'\x94\xf7\xd6\x39\x18\x7b\x5a\xbd\x9c\xff\xde\x62\x43\x20\x01\xe6\xc7\xa4\x85\x6a\x4b'
    b'\x28\x09\xee\xcf\xac\x8d\x53\x72\x11\x30\xd7\xf6\x95\xb4\x5b\x7a\x19\x38\xdf\xfe\x9d'
    b'\xbc\xc4\xe5\x86\xa7\x40\x61\x02\x23\xcc\xed\x8e\xaf\x48\x69\x0a\x2b\xf5\xd4\xb7\x96'
    b'\x71\x50\x33\x12\xfd\xdc\xbf\x9e\x79\x58\x3b\x1a\xa6\x87\xe4\xc5\x22\x03\x60\x41\xae'
    b'\x8f\xec\xcd\x2a\x0b\x68\x49\x97\xb6\xd5\xf4\x13\x32\x51\x70\x9f\xbe\xdd\xfc\x1b\x3a'
    b'\x59\x78\x88\xa9\xca\xeb\x0c\x2d\x4e\x6f\x80\xa1\xc2\xe3\x04\x25\x46\x67\xb9\x98\xfb'
    b'\xda\x3d\x1c\x7f\x5e\xb1\x90\xf3\xd2\x35\x14\x77\x56\xea\xcb\xa8\x89\x6e\x4f\x2c\x0d'
    b'\xe2\xc3\xa0\x81\x66\x47\x24\x05\xdb\xfa\x99\xb8\x5f\x7e\x1d\x3c\xd3\xf2\x91\xb0\x57'
    b'\x76\x15\x34\x4c\x6d\x0e\x2f\xc8\xe9\x8a\xab\x44\x65\x06\x27\xc0\xe1\x82\xa3\x7d\x5c'
    b'\x3f\x1e\xf9\xd8\xbb\x9a\x75\x54\x37\x16\xf1\xd0\xb3\x92\x2e\x0f\x6c\x4d\xaa\x8b\xe8'
    b'\xc9\x26\x07\x64\x45\xa2\x83\xe0\xc1\x1f\x3e\x5d\x7c\x9b\xba\xd9\xf8\x17\x36\x55\x74'
    b'\x93\xb2\xd1\xf0'))


def checksum(data, start=0, end=None, crc=0xFFFF):
    """The CRC-16/CCITT of data[start:end], run on from crc."""
    # CRC-16/CCITT. Fletcher-16 (mod 255) could not see a byte turned from 0x00 to 0xFF or back,
    # and such a damaged save loaded as a different game; a CRC catches every single-byte error.
    # crc: the CRC so far, to run on over a file written in several pieces (ui.drive.saves).
    # A byte a step from a 256-entry table: 75 ms for a save on the emulated RP2040 bit by
    # bit, 13 ms four bits a step, 10 ms so.
    hi, lo = _TABLES
    for k in range(start, len(data) if end is None else end):
        j = (crc >> 8) ^ data[k]
        crc = ((crc << 8) & 0xFFFF) ^ (hi[j] << 8 | lo[j])
    return crc


def sums(parts):
    """(CRC-16 as checksum(), hash) of the byte strings in parts, one after the other, in one
    loop (ui.drive.saves.sums, the slots' checks: 11 ms for an autosave on an RP2040, 18 in two)."""
    hi, lo = _TABLES
    crc = 0xFFFF
    h = 0
    for p in parts:
        for b in p:
            j = (crc >> 8) ^ b
            crc = ((crc << 8) & 0xFFFF) ^ (hi[j] << 8 | lo[j])
            h = (h * 31 + b) & 0xFFFF
    return crc, h


def _put(out, i, value, size):
    """Write value little-endian in size bytes at out[i]; the index after it."""
    if size == 4 and value < 0:
        value &= 0xFFFFFFFF     # two's complement (a long int on a board: only when negative)
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

