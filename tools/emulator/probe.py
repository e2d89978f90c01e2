# Board code (CircuitPython), not imported on the PC: an emulated check puts this text in front
# of its code.py (tools/emulator/play.py's harness; a bench's ballast code.py can do the same),
# so the probe costs no import and no module of its own on the board.
#
# largest_block(): the largest bytearray that can be allocated now, to 256 bytes. gc.mem_free()
# hides fragmentation: with 13 KB free a 4 KB buffer can fail. A collection first; sizes
# doubled from 256 bytes until one fails, then a binary search between the last that fitted
# and the first that failed; each bytearray is dropped at once (a failed allocation collects
# and retries by itself, so the dropped ones never count against the next). CircuitPython 10
# adds a heap area from the port's heap when nothing fits: that counts (the game would get it
# too), and the closing collection gives an emptied area back, so the heap is as it was.
import gc


def largest_block(step=256, most=1 << 20):
    gc.collect()
    lo = 0          # in steps: fitted
    hi = 1          # first size tried, then the first that failed
    while hi * step <= most:
        try:
            bytearray(hi * step)
        except MemoryError:
            break
        lo = hi
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        try:
            bytearray(mid * step)
            lo = mid
        except MemoryError:
            hi = mid
    gc.collect()
    return lo * step


def holes(most=12, least=1024, step=16):
    """The heap's largest free holes, largest first: [(address, bytes)], each found as the
    largest tuple that can be allocated (one allocation: its items are inline, and id() is
    its address) to step items, kept while the next is looked for, all dropped at the end.
    Slow (a search per hole, each failed try a collection): for finding what fragments the
    heap, not for every turn of a benchmark."""
    import sys
    word = 4 if sys.maxsize < 1 << 32 else 8      # a tuple's item: a pointer
    gc.collect()
    kept = []
    while len(kept) < most:
        lo = 0          # in steps of items: fitted
        hi = 4
        while True:
            try:
                (None,) * (hi * step)
            except MemoryError:
                break
            lo = hi
            hi *= 2
        while hi - lo > 1:
            mid = (lo + hi) // 2
            try:
                (None,) * (mid * step)
                lo = mid
            except MemoryError:
                hi = mid
        if (lo * step + 2) * word < least:
            break
        kept.append((None,) * (lo * step))
    out = [(id(t), (len(t) + 2) * word) for t in kept]
    kept = None
    gc.collect()
    return out
