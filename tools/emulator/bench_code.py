# Board code (CircuitPython), not imported on the PC: `make bench-board`'s additions to the
# emulated check's code.py. tools/emulator/bench_board.py puts on the drive as code.py:
#   SEED = n, BALLAST_TO = bytes, MARK = 0|1 (the options), this file, tools/emulator/probe.py
#   (largest_block) and tools/emulator/harness.py (ui.main's start-up and loop and its EMU
#   lines, which calls BENCH.imported() once ui.main is imported and BENCH.idle(app) whenever
#   the game begins to wait for a press, its time kept out of the ticks it prints).
# What this adds:
#   BALLAST_TO   if not 0: a ballast, kept all run, so that the heap a fill can reach is this
#                many bytes (a PyBadge's code.py: 145,920; docs/memory.md "The boards' heaps"):
#                  EMU ballast REACH KEPT REACH_WITH_IT   (bytes a fill reached)
#   MARK         GPIO 14 high around every display.refresh() (run.mjs logs each refresh), and
#                every Drive.autosave timed on the board: EMU autosave MICROSECONDS SAVED
#   always       when the game waits for a press, what its screen shows, for the PC to find its
#                way by the words on the screen rather than by counting presses:
#                  EMU view SCREEN ROW|ROW|...     EMU sel TEXT OF THE SELECTED CHOICE
import gc
from adafruit_ticks import ticks_ms


def _fill(piece=240):
    """Fill the heap with linked pieces until MemoryError: (the newest piece, bytes the VM
    heap then holds, pieces). The chain runs from the newest to the oldest."""
    gc.collect()
    head = None
    n = 0
    filled = 0
    try:
        while True:
            head = [head, bytearray(piece)]
            n += 1
    except MemoryError:
        filled = gc.mem_alloc()
    head = head[0]      # room for what follows (the answer's tuple)
    return head, filled, n - 1


def _ballast(target):
    """Keep the newest pieces of a fill (in the last area the heap grew by, as a PyBadge's
    last area is the smaller one) so that a fill from here reaches target bytes; checked by
    a second fill, then dropped. A fill's reach: the bytes it allocated until MemoryError."""
    gc.collect()
    base = gc.mem_alloc()
    head, filled, n = _fill()
    keep = filled - base - target
    each = (filled - base) // n
    node = head
    kept = each
    while node is not None and kept + each <= keep:
        node = node[0]
        kept += each
    if node is not None:
        node[0] = None      # the older pieces are garbage from here
    gc.collect()
    over = _reach() - target
    gc.collect()        # the check's fill, out of every live frame by now
    if over > 32:       # the pieces' granularity: the rest in one piece
        head = [head, bytearray(over - 16)]
        kept += over
    gc.collect()
    print('EMU ballast', filled - base, kept, _reach())
    gc.collect()
    return head


def _reach():
    """The bytes a fill reaches now (its pieces garbage once this returns)."""
    gc.collect()
    base = gc.mem_alloc()
    return _fill()[1] - base


class _Marked:
    """The board's display with the marker pin high around each refresh; every attribute
    the game reads or sets goes to the display itself."""

    def __init__(self, display, pin):
        self._d = display
        self._pin = pin

    def refresh(self, *a, **k):
        self._pin.value = True
        try:
            return self._d.refresh(*a, **k)
        finally:
            self._pin.value = False

    def __getattr__(self, name):
        return getattr(self._d, name)

    root_group = property(lambda s: s._d.root_group, lambda s, v: setattr(s._d, 'root_group', v))
    auto_refresh = property(lambda s: s._d.auto_refresh,
                            lambda s, v: setattr(s._d, 'auto_refresh', v))
    brightness = property(lambda s: s._d.brightness, lambda s, v: setattr(s._d, 'brightness', v))
    rotation = property(lambda s: s._d.rotation, lambda s, v: setattr(s._d, 'rotation', v))


class _Bench:
    def __init__(self):
        self.saves = []
        self.keep = _ballast(BALLAST_TO) if BALLAST_TO else None      # noqa: F821

    def imported(self):
        self.began = ticks_ms()
        if not MARK:        # noqa: F821
            return
        import board
        import digitalio
        import time
        from ui import profile
        from ui.main import Drive
        pin = digitalio.DigitalInOut(board.LED_R)       # GPIO 14 on the PicoSystem
        pin.switch_to_output(False)
        load = profile.load

        def marked_load():
            p = load()
            p.display = _Marked(p.display, pin)
            return p
        profile.load = marked_load
        autosave = Drive.autosave
        saves = self.saves

        def timed_autosave(drive, flow):
            t0 = time.monotonic_ns()
            try:
                return autosave(drive, flow)
            finally:
                saves.append(((time.monotonic_ns() - t0) // 1000, getattr(flow, 'saved', None)))
        Drive.autosave = timed_autosave

    def idle(self, app):
        for us, ok in self.saves:
            print('EMU autosave', us, ok)
        self.saves[:] = []
        t = app.top()
        print('EMU view', type(t).__name__, '|'.join(t.text()))
        ch = getattr(t, 'choices', None)
        sel = getattr(t, 'sel', -1)
        c = ch[sel] if ch and 0 <= sel < len(ch) else ''
        print('EMU sel', c[0] if isinstance(c, tuple) else c)


BENCH = _Bench()
