# Board code (CircuitPython), not imported on the PC: `make bench-board`'s additions to the
# emulated check's code.py. tools/emulator/bench_board.py puts on the drive as code.py:
#   SEED = n, BALLAST_TO = bytes, MARK = 0|1, HOLES = n, DUMP = 0|1, LINE = 0|1 (the options:
#   heap_quick.py sets the last three, and puts holes.py and dump.py before harness.py; LINE 1:
#   its maps at the turn lines themselves, 0: when the game next waits), this file, probe.py
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
from array import array
from adafruit_ticks import ticks_ms


def _fill(piece=240):
    """Fill the heap with linked pieces until MemoryError: (the newest piece, bytes the VM
    heap then holds, pieces). The chain runs from the newest to the oldest."""
    gc.collect()
    # The answer's list is made before the fill: once the fill has run out, no allocation
    # may count on the newest piece being let go, as a stale copy of its address (a register
    # the collector scans, the VM's stack where the list that failed was being built) can
    # keep it; whether the answer then found room was the layout's luck (a build of the same
    # firmware by another compiler ran out here).
    out = [None, 0, 0]
    head = None
    n = 0
    try:
        while True:
            head = [head, bytearray(piece)]
            n += 1
    except MemoryError:
        out[1] = gc.mem_alloc()
    out[0] = head[0]    # room for what follows
    out[2] = n - 1
    return out


def _ballast(target):
    """Keep the newest pieces of a fill (in the last area the heap grew by, as a PyBadge's
    last area is the smaller one) so that a fill from here reaches target bytes; checked by
    a second fill, then dropped. A fill's reach: the bytes it allocated until MemoryError."""
    gc.collect()
    base = gc.mem_alloc()
    # heap_quick.py's map of the areas: (first, last) addresses of the fill's runs. Only
    # there: on the unix port a stale pointer to a piece the walk met can keep the older
    # pieces for a while (its C stack is scanned conservatively); on the firmware the
    # ballast came out exact with it.
    runs = array('l', [0] * 64) if globals().get('HOLES') else None
    head, filled, n = _fill()
    if runs is not None:
        _runs(head, runs)
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
    # The check can fall short of the target by far more than the pieces' granularity: the
    # areas the heap grows by again after the older pieces went are the outer heap's doing,
    # and a tree whose start-up left another layout reached 117,696 B of a CLUE's 129,664
    # (heap-quick, twice; main's tree, the same fill, 129,696). Then the oldest pieces kept
    # go, the shortfall's worth, and the fill is checked again.
    tries = 0
    while over < -32 and head is not None and tries < 4:
        tries += 1
        head, gone = _shed(head, -over, each)
        kept -= gone
        gc.collect()
        over = _reach() - target
        gc.collect()
    while over > 32:    # the pieces' granularity, or a shed that overshot: the rest in pieces
        n = min(over, 2048)     # (a block that size is found in any heap this fill left)
        head = [head, bytearray(n - 16)]
        kept += n
        over -= n
    gc.collect()
    print('EMU ballast', filled - base, kept, _reach())
    if runs is not None:
        print('EMU areas', ' '.join('%x-%x' % (runs[i + 1], runs[i])
                                    for i in range(0, 64, 2) if runs[i]))
    gc.collect()
    return head


def _shed(head, drop, each):
    """Let the oldest pieces of the chain from head go, drop bytes' worth at each bytes a
    piece: (the chain's head, None when every piece went; the bytes let go)."""
    m = 0
    node = head
    while node is not None:
        m += 1
        node = node[0]
    k = min(m, -(-drop // each))
    if k >= m:
        return None, m * each
    node = head
    for _ in range(m - k - 1):
        node = node[0]
    node[0] = None
    return head, k * each


def _runs(head, runs):
    """The fill's pieces (newest first) as runs of nearby addresses, into runs (no
    allocation here: the heap is full): the heap's areas, as the fill met them."""
    i = 0
    last = 0
    node = head
    while node is not None and i < 64:
        a = id(node)
        if last == 0 or a - last > 2048 or last - a > 2048:
            if last:
                runs[i + 1] = last
                i += 2
            if i < 64:
                runs[i] = a
        last = a
        node = node[0]
    if i < 64:
        runs[i + 1] = last


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
        self.turn = -1      # heap_quick: the turn last seen waiting, and how many were seen
        self.turns = 0
        self.keep = _ballast(BALLAST_TO) if BALLAST_TO else None      # noqa: F821

    def imported(self):
        self.began = ticks_ms()
        if not MARK:        # noqa: F821
            return
        import board
        import digitalio
        import time
        from ui import boards
        from ui.main import Drive
        pin = digitalio.DigitalInOut(board.LED_R)       # GPIO 14 on the PicoSystem
        pin.switch_to_output(False)
        load = boards.load

        def marked_load():
            p = load()
            p.display = _Marked(p.display, pin)
            return p
        boards.load = marked_load
        autosave = Drive.autosave
        saves = self.saves

        def timed_autosave(drive, flow):
            t0 = time.monotonic_ns()
            try:
                return autosave(drive, flow)
            finally:
                saves.append(((time.monotonic_ns() - t0) // 1000, getattr(flow, 'saved', None)))
        Drive.autosave = timed_autosave

    def turned(self, app):
        """The harness printed a turn line: heap_quick's maps there with --at-line."""
        if LINE:    # noqa: F821
            self._map(app)

    def _map(self, app):
        g = app.game
        if HOLES and g is not None and g.turn != self.turn:  # noqa: F821 heap_quick's maps
            self.turn = g.turn
            self.turns += 1
            if self.turns % HOLES == 0:  # noqa: F821
                hole_map(app, self.turns)  # noqa: F821 (tools/emulator/holes.py)
                if globals().get('DUMP'):
                    heap_dump(app, self.turns)  # noqa: F821 (tools/emulator/dump.py)

    def idle(self, app):
        if not LINE:    # noqa: F821
            self._map(app)
        for us, ok in self.saves:
            print('EMU autosave', us, ok)
        self.saves[:] = []
        t = app.top()
        print('EMU view', type(t).__name__, '|'.join(t.text()))
        ch = getattr(t, 'choices', None)
        sel = getattr(t, 'sel', -1)
        c = ch[sel] if ch and 0 <= sel < len(ch) else ''
        if not ch and hasattr(t, 'current'):    # a list (ui.screens.listing): the row under the cursor
            c = t.current()
        print('EMU sel', c[0] if isinstance(c, tuple) else c)


BENCH = _Bench()
# The ballast's code goes once it is made: this code.py's globals stay all run, and what
# they hold takes the game's heap as the game's own code does.
for _n in ('_fill', '_ballast', '_shed', '_runs', '_reach'):
    del globals()[_n]
