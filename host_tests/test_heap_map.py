"""tools/emulator/heap_map.py reads CircuitPython 10.2.1's heap out of a RAM dump: here a
dump made by hand with the firmware's layout (two areas, the first one's struct in the VM's
state, the second's at its own start), so that what it finds can be checked exactly."""
import struct

from tools.emulator import heap_map as H

BASE = H.BASE
STR, TUPLE, FUN = 0x10001000, 0x10002000, 0x10003000     # type words (in flash)


def area_struct(at, nxt, atb, atb_len, pool, end):
    # next, alloc table, its bytes, finaliser table, collect table, pool, end, 2 counters
    return {at + 4 * i: v for i, v in enumerate((nxt, atb, atb_len, atb + atb_len,
                                                 atb + atb_len + 1, pool, end, 0, 0))}


def dump_of(words):
    top = max(words) + 4
    ram = [0] * ((top - BASE) // 4)
    for a, v in words.items():
        ram[(a - BASE) // 4] = v
    return H.Dump(ram)


def states(*runs):
    """Alloc-table bytes for runs of (state, blocks)."""
    bits = []
    for s, n in runs:
        bits += [s] * n
    bits += [0] * (-len(bits) % 4)
    return [sum(bits[i + j] << (2 * j) for j in range(4)) for i in range(0, len(bits), 4)]


def build():
    """Area 1 (its struct in the VM's state at BASE + 0x100), a pool of 8 blocks at
    BASE + 0x1000: a str (1 block) pointing at its characters (2 blocks), 2 free, a tuple (1),
    2 free. Area 2 (its struct at its own start, BASE + 0x4000), a pool of 4 blocks: a
    function (1) of module ui.thing, its bytecode (2), 1 free."""
    w = {}
    a1, a2 = BASE + 0x100, BASE + 0x4000
    atb1, pool1 = BASE + 0x800, BASE + 0x1000
    atb2 = a2 + 4 * H.AREA_WORDS
    pool2 = BASE + 0x5000
    w.update(area_struct(a1, a2, atb1, 2, pool1, pool1 + 8 * 16))
    w.update(area_struct(a2, 0, atb2, 1, pool2, pool2 + 4 * 16))
    t1 = states((1, 1), (1, 1), (2, 1), (0, 2), (1, 1), (0, 2))
    t2 = states((1, 1), (1, 1), (2, 1), (0, 1))
    for i, b in enumerate(t1):
        w[atb1 + 4 * (i // 4)] = w.get(atb1 + 4 * (i // 4), 0) | b << (8 * (i % 4))
    for i, b in enumerate(t2):
        w[atb2 + 4 * (i // 4)] = w.get(atb2 + 4 * (i // 4), 0) | b << (8 * (i % 4))
    module = BASE + 0x3000           # outside the heap: its address is all that matters
    w[pool1] = STR
    w[pool1 + 12] = pool1 + 16       # the characters
    w[pool1 + 16] = 0x6c6c6568
    w[pool1 + 80] = TUPLE
    w[pool2] = FUN
    w[pool2 + 4] = module
    w[pool2 + 8] = pool2 + 16        # the bytecode
    w[BASE + 0x7000] = 0
    console = ('EMU type str %x\nEMU type tuple %x\nEMU type fun %x\n'
               'EMU mod ui.thing %x %x\nEMU heapdump 4\n' % (STR, TUPLE, FUN, module, module + 64))
    return dump_of(w), console, (a1, a2, pool1, pool2)


def test_the_areas_are_found_in_list_order():
    d, _, (a1, a2, pool1, pool2) = build()
    assert [a[0] for a in d.areas()] == [a1, a2]
    assert d.blocks(d.areas()[0]) == [('obj', pool1, 16), ('obj', pool1 + 16, 32),
                                      ('free', pool1 + 48, 32), ('obj', pool1 + 80, 16),
                                      ('free', pool1 + 96, 32)]


def test_objects_are_named_by_their_type_and_blocks_by_what_points_at_them():
    d, console, (_, _, pool1, pool2) = build()
    heap = H.Heap(d, *H.names(console))
    assert heap.name(pool1) == 'str' and heap.name(pool1 + 16) == 'str>'
    assert heap.name(pool1 + 80) == 'tuple'
    assert heap.name(pool2) == 'fun' and heap.name(pool2 + 16) == 'fun>'
    assert heap.module_of(pool2 + 16) == 'ui.thing'


def test_the_report_counts_the_holes_and_what_holds_the_rest():
    d, console, _ = build()
    lines = []
    H.report(H.Heap(d, *H.names(console)), lines.append)
    assert lines[0] == 'areas 2; free 80 B in 3 holes, the largest 32 B'
    assert '       32     1 str>' in lines and '       32     1 fun>' in lines
    assert '       48 ui.thing' in lines        # the function and its bytecode


def test_the_map_names_each_block_and_its_module():
    d, console, (_, _, pool1, pool2) = build()
    lines = []
    H.report(H.Heap(d, *H.names(console)), lines.append, show_map=True)
    assert '      16 %x fun (ui.thing)' % pool2 in lines
    assert '      32 %x fun> (ui.thing)' % (pool2 + 16) in lines
    assert '      16 %x str' % pool1 in lines       # data: no module
    assert '  FREE     32 at %x' % (pool1 + 48) in lines


def qstr_obj(q):
    return (q << 4) | 6


def test_a_module_no_longer_loaded_is_named_by_its_globals():
    """A qstr pool (run-time names 3000 'ui.here' and 3001 'ui.gone'), module ui.here as the
    console names it, a module object the console does not name (unloaded) and a function
    of it: the unloaded module is named by its __name__, found under the key ui.here's own
    name is stored under."""
    MODULE, DICT = 0x10004000, 0x10005000
    name_key = qstr_obj(23)     # __name__: a firmware qstr, in flash
    w = {}
    at = BASE + 0x100
    atb, pool = BASE + 0x800, BASE + 0x1000
    a2 = BASE + 0x4000      # a second area, empty (the firmware's list: the first in the
    w.update(area_struct(at, a2, atb, 3, pool, pool + 12 * 16))     # VM's state)
    w.update(area_struct(a2, 0, a2 + 4 * H.AREA_WORDS, 1, BASE + 0x5000, BASE + 0x5000 + 64))
    # pool (4 blocks), module, dict, module, dict, function, then free
    t = states((1, 1), (2, 3), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (0, 4))
    for i, b in enumerate(t):
        w[atb + 4 * (i // 4)] = w.get(atb + 4 * (i // 4), 0) | b << (8 * (i % 4))
    chars, lengths = BASE + 0x6000, BASE + 0x6100
    qp = pool
    for i, v in enumerate((H.FLASH + 0x100, 3000, 2, 2, BASE + 0x6200, lengths, chars,
                           chars + 8)):
        w[qp + 4 * i] = v
    w[chars] = int.from_bytes(b'ui.h', 'little')
    w[chars + 4] = int.from_bytes(b'ere\0', 'little')
    w[chars + 8] = int.from_bytes(b'ui.g', 'little')
    w[chars + 12] = int.from_bytes(b'one\0', 'little')
    w[lengths] = 7 | 7 << 8
    here, here_d, gone, gone_d, fun = (pool + 16 * k for k in (4, 5, 6, 7, 8))
    tables = BASE + 0x6400, BASE + 0x6500
    for m, dct, table, q in ((here, here_d, tables[0], 3000), (gone, gone_d, tables[1], 3001)):
        w[m], w[m + 4] = MODULE, dct
        w[dct], w[dct + 4], w[dct + 8], w[dct + 12] = DICT, 2 << 3, 2, table
        w[table], w[table + 4] = qstr_obj(2999), BASE + 0x7000     # another global
        w[table + 8], w[table + 12] = name_key, qstr_obj(q)
    w[fun], w[fun + 4] = FUN, gone
    w[BASE + 0x7000] = 0
    console = ('EMU type str 0\nEMU type module %x\nEMU type fun %x\n'
               'EMU mod ui.here %x %x\nEMU heapdump 1\n' % (MODULE, FUN, here, here_d))
    heap = H.Heap(dump_of(w), *H.names(console))
    assert heap.qstr(3001) == 'ui.gone' and heap.qstr(3002) is None
    assert heap.name(gone) == 'module ui.gone (unloaded)'
    assert heap.module_of(fun) == 'ui.gone (unloaded)'
    assert heap.name(here) == 'module ui.here'


def names_dump():
    """A qstr pool of three names, two of them in a block of the heap ('pass', 'bid') and
    one in flash: (dump, console, the pool's address, the block's)."""
    w = {}
    at = BASE + 0x100
    atb, pool = BASE + 0x800, BASE + 0x1000
    a2 = BASE + 0x4000
    w.update(area_struct(at, a2, atb, 2, pool, pool + 8 * 16))
    w.update(area_struct(a2, 0, a2 + 4 * H.AREA_WORDS, 1, BASE + 0x5000, BASE + 0x5000 + 64))
    # the pool (3 blocks), the names' block (1), then free
    t = states((1, 1), (2, 2), (1, 1), (0, 4))
    for i, b in enumerate(t):
        w[atb + 4 * (i // 4)] = w.get(atb + 4 * (i // 4), 0) | b << (8 * (i % 4))
    chars = pool + 48
    lengths = pool + 40
    for i, v in enumerate((H.FLASH + 0x100, 3000, 3, 3, pool + 36, lengths, chars,
                           chars + 5, H.FLASH + 0x200)):
        w[pool + 4 * i] = v
    w[lengths] = 4 | 3 << 8 | 5 << 16
    w[chars] = int.from_bytes(b'pass', 'little')
    w[chars + 4] = int.from_bytes(b'\0bid', 'little')
    w[BASE + 0x7000] = 0
    console = 'EMU type str 0\nEMU heapdump 1\n'
    return dump_of(w), console, pool, chars


def test_the_names_interned_at_run_time_are_named_and_listed_in_the_map():
    """The pool is 'names pool', the block 'names', and the map lists the names the block
    holds (the step that first interned them tells where it was made)."""
    d, console, pool, chars = names_dump()
    heap = H.Heap(d, *H.names(console))
    assert heap.name(pool) == 'names pool'
    assert heap.name(chars) == 'names'
    assert heap.name_blocks() == {chars: ['pass', 'bid']}
    lines = []
    H.report(heap, lines.append, show_map=True)
    assert '      16 %x names (pass bid)' % chars in lines
    assert '       16     1 names' in lines and '       48     1 names pool' in lines


def test_a_dump_says_the_names_interned_since_the_one_before():
    d, console, _, chars = names_dump()
    ram = ' '.join('%x' % w for w in struct.unpack('<%dI' % (len(d.ram) // 4), d.ram))
    lines = []
    held = H.analyse(ram, console, out=lines.append, before={'pass'})
    assert held == {'pass', 'bid'}
    assert 'names interned since the last dump: 1 (4 B of characters)\n  %x: bid' % chars \
        in lines
    lines = []
    H.analyse(ram, console, out=lines.append)
    assert not any(line.startswith('names interned') for line in lines)
