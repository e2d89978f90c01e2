"""What fills CircuitPython's heap, read from a dump of the emulated RP2040's RAM (PC-only;
`make heap-quick DUMP=1`, tools/emulator/heap_quick.py --dump). gc.mem_free() and the
largest block say how much is left; this says what holds the rest and what splits the free
space: every block of every heap area, each object named by its type, and each block with no
type of its own (bytecode, a str's characters, a list's items) by the typed object that
points at it; the names interned at run time as 'names pool' (a qstr pool) and 'names' (a
block of their characters, listed in the map).

CircuitPython 10.2.1's heap (py/gc.c, py/mpstate.h, MICROPY_GC_SPLIT_HEAP,
MICROPY_ENABLE_FINALISER and MICROPY_ENABLE_SELECTIVE_COLLECT on): areas in a list, the first
in the VM's state, each added one with its struct at its own start:
    next, alloc table, alloc table bytes, finaliser table, collect table, pool start, pool
    end, last free index, last used block (9 words)
16-byte blocks, 2 bits each in the alloc table: 0 free, 1 an object's head, 2 its tail, 3 a
marked head. After a collection no head is marked. An object's first word is its type: the
board prints each built-in kind's type address (tools/emulator/dump.py heap_dump), and each
module and class, so that types, instances (whose first word is their class), modules and
module dicts are named.

A module object the console does not name (unloaded, no longer in sys.modules, yet alive:
something still holds it, its functions or a class of it) is named by its globals'
`__name__`, read from the qstr pools the dump holds (the names interned at run time; the
firmware's own are in flash), as 'module NAME (unloaded)': the way a panel's item of an
unloaded module's class was found holding that module's whole code.

    python -m tools.emulator.heap_map RAM.hex CONSOLE.txt [--map]
"""
import bisect
import collections
import struct
import sys

BASE = 0x20000000       # the RP2040's SRAM
FLASH, FLASH_END = 0x10000000, 0x11000000       # its flash (the firmware's own objects)
AREA_WORDS = 9
BLOCK = 16
NULL_SENTINEL = 8       # a deleted dict slot (MP_OBJ_SENTINEL)


def is_qstr(w):
    """A qstr object, as the firmware's dicts hold one: (number << 4) | 6 (found in its
    dumps: a module's __name__ and its globals' keys)."""
    return w is not None and w & 15 == 6


class Dump:
    def __init__(self, words, base=BASE):
        """words: the RAM as 32-bit words (ints), from base."""
        self.base = base
        self.ram = struct.pack('<%dI' % len(words), *words)

    def word(self, a):
        o = a - self.base
        return struct.unpack_from('<I', self.ram, o)[0] if 0 <= o <= len(self.ram) - 4 else None

    def inside(self, a):
        return a is not None and self.base <= a < self.base + len(self.ram)

    def area_at(self, a):
        """(alloc table, its bytes, pool start, pool end) if a holds an area's struct."""
        atb, n, pool, end = self.word(a + 4), self.word(a + 8), self.word(a + 20), \
            self.word(a + 24)
        if self.inside(atb) and self.inside(pool) and end and end - pool == n * 4 * BLOCK \
                and atb < pool:
            return atb, n, pool, end
        return None

    def areas(self):
        """The heap's areas in list order: [(struct address, atb, atb bytes, pool, end)]."""
        added = set()
        for a in range(self.base, self.base + len(self.ram) - 4 * AREA_WORDS, 4):
            if self.word(a + 4) == a + 4 * AREA_WORDS and self.area_at(a):
                added.add(a)
        first = None
        for a in range(self.base, self.base + len(self.ram) - 4 * AREA_WORDS, 4):
            if a not in added and self.word(a) in added and self.area_at(a):
                first = a
        out = []
        a = first
        while a and len(out) < 64:
            out.append((a,) + self.area_at(a))
            a = self.word(a)
        return out

    def blocks(self, area):
        """[(kind, address, bytes)] of an area in address order: kind 'free' or 'obj'."""
        _, atb, n, pool, _ = area
        table = self.ram[atb - self.base:atb - self.base + n]

        def state(i):
            return (table[i >> 2] >> ((i & 3) * 2)) & 3
        out = []
        i = 0
        total = n * 4
        while i < total:
            s = state(i)
            j = i + 1
            if s == 0:
                while j < total and state(j) == 0:
                    j += 1
                out.append(('free', pool + i * BLOCK, (j - i) * BLOCK))
            else:       # a head (a stray tail counts as one block)
                while j < total and state(j) == 2:
                    j += 1
                out.append(('obj', pool + i * BLOCK, (j - i) * BLOCK))
            i = j
        return out


def names(console):
    """The board's lines before the last heap dump in console: (types {kind: its type's
    address}, modules {address: name}, classes {address: MODULE.NAME})."""
    end = console.rfind('EMU heapdump')
    start = console.rfind('EMU type str', 0, end if end >= 0 else len(console))
    types, modules, classes = {}, {}, {}
    for line in console[start:end].splitlines():
        at = line.find('EMU ')
        w = line[at:].split() if at >= 0 else ()
        if len(w) < 4:
            continue
        if w[1] == 'type':
            types[w[2]] = int(w[3], 16)
        elif w[1] == 'mod' and len(w) >= 5:
            modules[int(w[3], 16)] = w[2]
            modules[int(w[4], 16)] = w[2] + '.__dict__'
        elif w[1] == 'class':
            classes[int(w[3], 16)] = w[2]
    return types, modules, classes


class Heap:
    """A dump's objects, named."""

    def __init__(self, dump, types, modules, classes):
        self.d = dump
        self.modules = modules
        self.classes = classes
        self.types = {a: k for k, a in types.items()}
        self.areas = dump.areas()
        self.runs = [dump.blocks(a) for a in self.areas]
        self.objects = {a: n for runs in self.runs for k, a, n in runs if k == 'obj'}
        self.parent = {}
        for a in sorted(self.objects):
            for o in range(0, self.objects[a], 4):
                p = dump.word(a + o)
                if p in self.objects and p != a and p not in self.parent:
                    self.parent[p] = a

    # --- names interned at run time: the qstr pools (py/qstr.h's qstr_pool_t: prev,
    # total_prev_len (its first qstr's number), alloc, len, hashes, lengths, qstrs[]), each a
    # heap object; the first one's prev is the firmware's pool, in flash.
    def pools(self):
        if getattr(self, '_pools', None) is None:
            d = self.d
            self._pools = []
            for a in self.objects:
                prev, first, alloc, n = (d.word(a + 4 * i) for i in range(4))
                if alloc and 0 < n <= alloc and self.objects[a] >= 24 + 4 * alloc and \
                        (prev in self.objects or FLASH <= prev < FLASH_END) and \
                        d.inside(d.word(a + 16)) and d.inside(d.word(a + 20)):
                    self._pools.append((first & 0x7fffffff, n, a))
        return self._pools

    def name_blocks(self):
        """{block: [names]}: each heap block that holds run-time names' characters (a pool's
        entries point into it), with the names it holds in pool order. Such a block (128 B or
        a longer name's length) is made when a name does not fit the last one and is never
        freed: one made mid-game lies where that step's garbage ended, for good (docs/bench.md,
        "A name first interned mid-game can pin the heap")."""
        if getattr(self, '_name_blocks', None) is None:
            d = self.d
            starts = sorted(self.objects)
            self._name_blocks = {}
            for _, n, a in self.pools():
                for i in range(n):
                    chars = d.word(a + 24 + 4 * i)
                    k = bisect.bisect_right(starts, chars) - 1
                    if k < 0 or chars >= starts[k] + self.objects[starts[k]]:
                        continue        # a name in flash, or outside the heap
                    self._name_blocks.setdefault(starts[k], []).append(self.entry(a, i))
        return self._name_blocks

    def entry(self, pool, i):
        """The characters of entry i of the qstr pool at pool (its qstrs[i], lengths[i])."""
        d = self.d
        chars, size = d.word(pool + 24 + 4 * i), d.ram[d.word(pool + 20) - d.base + i]
        return d.ram[chars - d.base:chars - d.base + size].decode('latin1')

    def qstr(self, q):
        """The characters of run-time qstr number q, None if the dump has no pool for it."""
        for first, n, a in self.pools():
            if first <= q < first + n:
                return self.entry(a, q - first)
        return None

    def dict_items(self, a):
        """[(key word, value word)] of the dict at a (mp_obj_dict_t: type, map: used and
        flags, alloc, table of key/value pairs); empty slots left out."""
        d = self.d
        alloc, table = d.word(a + 8), d.word(a + 12)
        if not d.inside(table) or not alloc or alloc > 4096:
            return []
        pairs = ((d.word(table + 8 * i), d.word(table + 8 * i + 4)) for i in range(alloc))
        return [(k, v) for k, v in pairs if k not in (0, None, NULL_SENTINEL)]

    def unloaded_name(self, a):
        """The __name__ of a module object the console did not name (a module no longer in
        sys.modules): its globals' entry whose key is the key a named module's own name is
        stored under."""
        if getattr(self, '_name_key', None) is None:
            self._name_key = False
            for m, name in self.modules.items():
                if name.endswith('.__dict__'):
                    continue
                for k, v in self.dict_items(self.d.word(m + 4)):
                    if is_qstr(v) and self.qstr(v >> 4) == name:
                        self._name_key = k
                        break
                if self._name_key:
                    break
        for k, v in self.dict_items(self.d.word(a + 4)):
            if k == self._name_key and is_qstr(v):
                return self.qstr(v >> 4)
        return None

    def own_name(self, a):
        t = self.d.word(a)
        if a in self.name_blocks():
            return 'names'
        if any(a == p[2] for p in self.pools()):
            return 'names pool'
        if a in self.modules:
            return 'module ' + self.modules[a]
        if a in self.classes:
            return 'class ' + self.classes[a]
        if t in self.types:
            if self.types[t] == 'module':
                name = self.unloaded_name(a)
                if name:
                    self.modules[a] = name + ' (unloaded)'
                    return 'module ' + self.modules[a]
            return self.types[t]
        if t in self.classes:
            return self.classes[t]
        return None

    def owner(self, a):
        """(the nearest typed object at or above a, steps up): a itself with 0 steps."""
        seen = 0
        while seen < 12:
            if self.own_name(a):
                return a, seen
            p = self.parent.get(a)
            if p is None:
                return a, seen
            a = p
            seen += 1
        return a, seen

    def name(self, a):
        """The kind of block a: its type, or 'KIND>' for a block KIND points at ('?': none
        does, from the heap: a qstr pool, held from the VM's state)."""
        top, up = self.owner(a)
        return (self.own_name(top) or '?') + '>' * up

    def module_of(self, a):
        """The module a function (its second word: the module's context) or a block under
        one belongs to, or a module's or class's own; None."""
        top, _ = self.owner(a)
        own = self.own_name(top) or ''
        if own in ('fun', 'closure', 'gen', 'bound'):
            ctx = self.d.word(top + 4)
            if ctx not in self.modules and ctx in self.objects:
                self.own_name(ctx)      # an unloaded module's: named by its globals
            return self.modules.get(ctx)
        if own.startswith('module '):
            return own[7:].replace('.__dict__', '')
        if own.startswith('class '):
            return own[6:].rsplit('.', 1)[0]
        return None


def report(heap, out=print, show_map=False, before=None):
    """before: the names an earlier dump held (heap.name_blocks()'s, as a set): the names
    interned since are said with the blocks they lie in."""
    free = [r for runs in heap.runs for r in runs if r[0] == 'free']
    total = sum(r[2] for r in free)
    out('areas %d; free %d B in %d holes, the largest %d B' % (
        len(heap.areas), total, len(free), max([r[2] for r in free] or [0])))
    sizes = collections.Counter()
    for r in free:
        b = 16
        while b < r[2]:
            b *= 2
        sizes[b] += r[2]
    out('free bytes by hole size (up to): ' + ', '.join('%d: %d' % kv for kv in sorted(
        sizes.items())))
    kinds = collections.Counter()
    count = collections.Counter()
    mods = collections.Counter()
    for a, n in heap.objects.items():
        k = heap.name(a)
        kinds[k] += n
        count[k] += 1
        m = heap.module_of(a)
        if m:
            mods[m] += n
    out('held, by kind (bytes, objects):')
    for k, n in kinds.most_common(30):
        out('  %7d %5d %s' % (n, count[k], k))
    out('held by each module (its functions, the blocks under them, its dict and classes):')
    for m, n in mods.most_common(60):
        out('  %7d %s' % (n, m))
    out('  %7d in all' % sum(mods.values()))
    if before is not None:
        new = [(n, a) for a, names in sorted(heap.name_blocks().items()) for n in names
               if n not in before]
        out('names interned since the last dump: %d (%d B of characters)%s' % (
            len(new), sum(len(n) + 1 for n, _ in new),
            ''.join('\n  %x: %s' % (a, ' '.join(n for n, b in new if b == a))
                    for a in sorted(set(b for _, b in new)))))
    if show_map:
        for area, runs in zip(heap.areas, heap.runs):
            out('area %x: pool %x-%x' % (area[0], area[3], area[4]))
            for k, a, n in runs:
                if k == 'free':
                    out('  FREE %6d at %x' % (n, a))
                else:
                    m = heap.module_of(a)
                    held = heap.name_blocks().get(a)
                    if held:        # the names in it: which step first interned them
                        m = ' '.join(held[:6]) + (' ...' if len(held) > 6 else '')
                    out('  %6d %x %s%s' % (n, a, heap.name(a), ' (%s)' % m if m else ''))


def analyse(ram_hex, console, out=print, show_map=False, before=None):
    """The report of a dump; returns the names it holds (for the next dump's before)."""
    words = [int(w, 16) for w in ram_hex.split()]
    heap = Heap(Dump(words), *names(console))
    report(heap, out, show_map, before)
    return set(n for held in heap.name_blocks().values() for n in held)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) < 2:
        print(__doc__)
        return 2
    with open(argv[0]) as f:
        ram = f.read()
    with open(argv[1]) as f:
        console = f.read()
    analyse(ram, console, show_map='--map' in argv)
    return 0


if __name__ == '__main__':
    sys.exit(main())
