"""How many names CircuitPython has interned, read from a dump of the emulated RP2040's RAM
(PC-only; tools/emulator/mash.py). CircuitPython 10.2.1 has no micropython.qstr_info().

The pools on the heap (py/qstr.h, qstr_pool_t) are found by their shape: six words, then a
name pointer per entry, a byte of hash each and a byte of length each, the hashes right after
the pointers and the lengths right after the hashes:
    prev, total_prev_len (31 bits) | is_sorted, alloc, len, hashes, lengths, qstrs[alloc]
The last pool's total_prev_len + len, less the firmware's own names (the first pool on the heap
says how many: its total_prev_len), is the names interned since start-up; docs/memory.md ("The
qstr pool") says why the count matters: the name after the 1260th takes a 7.5 KB block."""
BASE = 0x20000000


def pools(ram_hex, base=BASE):
    """[(address, total_prev_len, alloc, len)] of the qstr pools in the RAM dump (hex words)."""
    words = [int(w, 16) for w in ram_hex.split()]
    end = base + 4 * len(words)
    out = []
    for i in range(0, len(words) - 6):
        alloc, n, hashes, lengths = words[i + 2:i + 6]
        a = base + 4 * i
        if 0 < alloc < 65536 and n <= alloc and hashes == a + 24 + 4 * alloc \
                and lengths == hashes + alloc and lengths + alloc <= end:
            out.append((a, words[i + 1] & 0x7FFFFFFF, alloc, n))
    return out


def names(ram_hex, base=BASE):
    """(names interned on the heap, pools) of the RAM dump, or None when it holds no pool."""
    found = pools(ram_hex, base)
    if not found:
        return None
    firmware = min(p[1] for p in found)
    last = max(found, key=lambda p: p[1])
    return last[1] + last[3] - firmware, len(found)
