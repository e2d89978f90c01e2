"""MicroPython's qstr pool: how close a run came to its next block of names (PC-only;
host_tests/test_memory.py guards with it, docs/memory.md explains it).

MicroPython interns every name a module uses when the module loads (with each module's path,
each word of sys.argv, each attribute name made at run time), and never frees one. Names the
firmware does not hold go into pools on the heap; when the last pool is full, the next one is
allocated at twice its size (py/qstr.c, qstr_add: new_alloc = last_pool->alloc * 2, in
MicroPython 1.29 and CircuitPython 10.2.1 alike), after the firmware's pool, which counts as 10
(MICROPY_ALLOC_QSTR_ENTRIES_INIT; a frozen-code pool counts min(10, its names)). So the pools
hold 20, 40, 80, ... names and are full at 20, 60, 140, 300, 620, 1260, 2540 names. A pool is
6 words and, per name, a pointer, MICROPY_QSTR_BYTES_IN_HASH bytes of hash and a byte of length:
the 7th pool (1280 names) takes 13.8 KB of the 64-bit unix port's heap, 8.8 KB of the 32-bit
port's and 7.5 KB of CircuitPython's (RP2040 and SAMD51 builds: 1 byte of hash), all at once,
on the name after the 1260th: one more import can cost that much heap.
"""
import re

FIRST = 20      # names in the first pool on the heap: twice MICROPY_ALLOC_QSTR_ENTRIES_INIT
# The pools the heap budgets were set with (host_tests/test_memory.py): the game's names fit in
# 6 pools (1260 names) on every port. Taken mid-game, the 7th moved the unix port's least heap
# from about 200 KB to 232-272 KB (by seed): it needs one free block of 13.8 KB in a fragmented
# heap, not just 13.8 KB more.
BUDGETED = 6
# Names to spare on the 32-bit port (the board's figure) before its next pool. The unix port
# counts about 40 more for the same game (names the 32-bit port's firmware holds and the unix
# port's does not), so its budget guard reaches the pool first: with this margin the 32-bit
# guard fails before that one falls off (the test checks the offset). CircuitPython counts about
# 45 fewer than the 32-bit port (its firmware holds displayio's and keypad's names, which the
# other ports take from the game's modules and the stand-ins, and it has no stand-ins).
# 41 since ui/drive/slots.py, which added 6 names on the unix port and 5 on the 32-bit one (among
# them its module's paths, 'ui/drive/slots.py' and 't/ui/slots.mpy' on unix): 1216 and 1175, seed 3.
# 42 since ui/text/hints.py (the hints in each board's words, loaded by the trade, menu and other
# lists): 1255 and 1213, seed 3.
MARGIN = 42
LINE = re.compile(r'qstr pool: n_pool=(\d+), n_qstr=(\d+)')


def full_at(pools):
    """Names that pools pools hold: the first pool holds FIRST, each next one twice the last."""
    return FIRST * (2 ** pools - 1)


def pool_bytes(pool, word, hash_bytes):
    """Heap bytes of the pool-th pool (1 = the first) on a port with word-byte pointers."""
    return 6 * word + FIRST * 2 ** (pool - 1) * (word + hash_bytes + 1)


def read(out):
    """(pools, names) from the last micropython.qstr_info() line in out. Fails if the pools do
    not follow the doubling rule above (a MicroPython that grows them otherwise)."""
    found = LINE.findall(out)
    if not found:
        raise ValueError('no "qstr pool:" line (micropython.qstr_info()) in the output')
    pools, names = (int(x) for x in found[-1])
    if not full_at(pools - 1) < names <= full_at(pools):
        raise ValueError('%d names in %d pools: the pools do not double from %d as '
                         'tools/memory/qstr_pool.py assumes' % (names, pools, FIRST))
    return pools, names


def room(out, pools, margin):
    """None when the names in out fit in pools pools with margin names to spare, else why."""
    names = read(out)[1]
    left = full_at(pools) - names
    if left >= margin:
        return None
    if left < 0:
        where = ('past the %d names that %d pools hold: pool %d (%d names) is allocated'
                 % (full_at(pools), pools, pools + 1, FIRST * 2 ** pools))
    else:
        where = ('the next pool starts after %d: %d names of margin left, %d wanted (%d more '
                 'allocate pool %d, %d names, at once)'
                 % (full_at(pools), left, margin, left + 1, pools + 1, FIRST * 2 ** pools))
    return ('%d qstrs, %s. docs/memory.md ("The qstr pool") says what to do: names that could '
            'go, or a budget that takes that pool' % (names, where))
