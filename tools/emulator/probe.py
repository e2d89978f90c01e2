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
