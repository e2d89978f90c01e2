# tools/emulator/qstr_count.py: the names CircuitPython interned, from a RAM dump's pools.
from tools.emulator.qstr_count import BASE, names, pools


def pool(at, prev, total_prev, alloc, n):
    """The words of a qstr pool at address at (its header, then the entries' words)."""
    hashes = at + 24 + 4 * alloc
    words = [prev, total_prev | (1 << 31 if total_prev == 0 else 0), alloc, n, hashes,
             hashes + alloc]
    words += [0x20001000 + i for i in range(alloc)]         # the names' pointers
    words += [0x01010101] * (2 * alloc // 4)                # a byte of hash, a byte of length
    return words


def test_the_names_are_the_last_pool_s_less_the_firmware_s():
    words = [0xDEADBEEF] * 8
    first = BASE + 4 * len(words)
    words += pool(first, 0x100C05B0, 1984, 20, 20)
    second = BASE + 4 * len(words) + 16
    words += [0] * 4 + pool(second, first, 2004, 40, 7) + [0] * 8
    ram = ' '.join('%08x' % w for w in words)
    assert [p[0] for p in pools(ram)] == [first, second]
    assert names(ram) == (20 + 7, 2)


def test_no_pool_no_count():
    assert names(' '.join(['00000000'] * 64)) is None
    # Words that look like a header but whose hashes do not follow the pointers: no pool.
    assert names(' '.join('%08x' % w for w in [0, 1984, 20, 20, BASE, BASE] + [0] * 40)) is None
