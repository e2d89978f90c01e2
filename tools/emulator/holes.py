# Board code (CircuitPython), not imported on the PC: tools/emulator/heap_quick.py's maps of the
# heap, put on the drive in front of the bench's code.py only for those runs (bench_board.py's
# Session with holes=n), so the emulated check's code.py and the bench's figures are as
# without it. bench_code.py's BENCH calls hole_map() when the game first waits for a press
# after every HOLES-th turn (idle), or with LINE at that turn's line (turned):
#   EMU holes N ADDRESS:BYTES ...    the free holes of 1 KB or more (holes())
#   EMU pins ADDRESS ... | ADDRESS ...   the flow's log lines and recap lines
#   EMU mods NAME:ADDRESS ...        the loaded modules (a module object lies among its code)
import gc
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



def hole_map(app, n):
    """The three lines above, at the n-th turn."""
    import sys
    print('EMU holes', n, ' '.join('%x:%d' % h for h in holes()))
    f = app.flow
    if f is not None:
        print('EMU pins', ' '.join('%x' % id(t) for t in f.log),
              '|', ' '.join('%x' % id(e[1]) for e in f.recap))
    print('EMU mods', ' '.join('%s:%x' % (k, id(m)) for k, m in sys.modules.items()))
