# The heap at a point of a run on the emulated board: a module for the code.py files the PC
# puts on the emulated drive beside the game (tools/emulator/bench_code.py; any harness may
# import it too: `from heap_probe import largest_block`). Runs on CircuitPython and CPython.
# gc.mem_free() counts every free block, so it hides fragmentation: a feature that needs one
# buffer of a few KB needs a block that large in one piece, and largest_block() says whether
# there is one.
import gc


def largest_block(step=256):
    """The largest bytearray that can be allocated now, in bytes (a multiple of step): a
    binary search of sizes, each tried after a collection (a block that was had is garbage
    until one). On CircuitPython 10 a size the heap's areas cannot hold may take a new area
    from the outer heap, as the game's own allocation would: that counts. The collector
    scans the stack conservatively, so a stale pointer to an earlier try can hold its block
    a moment longer: the answer may be a step or two short of the truth (seen on the unix
    port), never more than can be had."""
    gc.collect()
    lo = 0              # lo * step was had (0 always is)
    hi = gc.mem_free() // step + 2
    for _ in range(4):      # mem_free() bounds it on most ports; make sure
        if not _fits(hi * step):
            break
        lo = hi
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _fits(mid * step):
            lo = mid
        else:
            hi = mid
    gc.collect()
    return lo * step


def _fits(n):
    try:
        b = bytearray(n)
    except MemoryError:
        return False
    b = None        # noqa: F841 (the block is garbage from here)
    gc.collect()
    return True
