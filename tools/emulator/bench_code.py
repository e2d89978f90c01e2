# code.py for `make bench-board` (tools/emulator/bench_board.py writes the options above this
# file and puts it on the emulated drive in place of the game's own, with heap_probe.py).
# ui.main's start-up and main loop, unchanged, as tools/emulator/harness.py runs them, with
# its lines (EMU start, title, screen, turn, key, idle: see there) and:
#   BALLAST_TO   bring gc.mem_free() down to this many bytes before the game starts (a
#                PyBadge's code.py gets 146,432), with a ballast kept all run:
#                  EMU ballast PIECES FREE_BEFORE FREE_AFTER
#   PROBE        at every turn's start, after its collection, the largest block:
#                  EMU block TURN ROUND BYTES
#   MARK         GPIO 14 high around every display.refresh() (run.mjs logs each refresh), and
#                every Drive.autosave timed: EMU autosave MICROSECONDS SAVED
#   VIEW         when the game waits for a press, what its screen shows, for the PC to find
#                its way by the words on the screen rather than by counting presses:
#                  EMU view SCREEN ROW|ROW|...     EMU sel TEXT OF THE SELECTED CHOICE
# The lines of the wrapper are printed after the loop's own, so that the turn and press times
# measured from those do not include them.
import gc
if MARK:            # noqa: F821
    import board
    import digitalio
    _mark = digitalio.DigitalInOut(board.LED_R)     # GPIO 14 on the PicoSystem
    _mark.switch_to_output(False)
if PROBE:           # noqa: F821
    from heap_probe import largest_block
_saves = []


class _Marked:
    """The board's display with the marker pin high around each refresh; every attribute
    the game reads or sets goes to the display itself."""

    def __init__(self, display):
        self._d = display

    def refresh(self, *a, **k):
        _mark.value = True
        try:
            return self._d.refresh(*a, **k)
        finally:
            _mark.value = False

    def __getattr__(self, name):
        return getattr(self._d, name)

    root_group = property(lambda s: s._d.root_group, lambda s, v: setattr(s._d, 'root_group', v))
    auto_refresh = property(lambda s: s._d.auto_refresh,
                            lambda s, v: setattr(s._d, 'auto_refresh', v))
    brightness = property(lambda s: s._d.brightness, lambda s, v: setattr(s._d, 'brightness', v))
    rotation = property(lambda s: s._d.rotation, lambda s, v: setattr(s._d, 'rotation', v))


def _view(app):
    for us, ok in _saves:
        print('EMU autosave', us, ok)
    _saves[:] = []
    if not VIEW:        # noqa: F821
        return
    t = app.top()
    print('EMU view', type(t).__name__, '|'.join(t.text()))
    ch = getattr(t, 'choices', None)
    sel = getattr(t, 'sel', -1)
    c = ch[sel] if ch and 0 <= sel < len(ch) else ''
    print('EMU sel', c[0] if isinstance(c, tuple) else c)


from adafruit_ticks import ticks_ms     # noqa: E402
gc.collect()
_f0 = gc.mem_free()
_ballast = []
if BALLAST_TO:      # noqa: F821 (the options are written above this file)
    # mem_free() counts the areas' free blocks and what a new area could take, so one big
    # piece a few KB above the target first (retried smaller until it leaves the target),
    # then small pieces that fit into free blocks, down to within 64 bytes.
    _n = _f0 - BALLAST_TO - 3000        # noqa: F821
    for _ in range(8):
        _ballast = []
        gc.collect()
        _ballast.append(bytearray(max(_n, 16)))
        gc.collect()
        if gc.mem_free() >= BALLAST_TO:       # noqa: F821
            break
        _n -= BALLAST_TO - gc.mem_free() + 512      # noqa: F821
    for _ in range(60):
        _d = gc.mem_free() - BALLAST_TO     # noqa: F821
        if _d < 64:
            break
        _ballast.append(bytearray(min(_d - 48, 1024)))
        gc.collect()
    print('EMU ballast', len(_ballast), _f0, gc.mem_free())
print('EMU start', ticks_ms(), gc.mem_free())
from ui.main import main, out_of_memory, Drive     # noqa: E402
if MARK:        # noqa: F821
    import time
    from ui import profile as _profile
    _load = _profile.load

    def _marked_load():
        p = _load()
        p.display = _Marked(p.display)
        return p
    _profile.load = _marked_load
    _autosave = Drive.autosave

    def _timed_autosave(self, flow):
        t0 = time.monotonic_ns()
        try:
            return _autosave(self, flow)
        finally:
            _saves.append(((time.monotonic_ns() - t0) // 1000, getattr(flow, 'saved', None)))
    Drive.autosave = _timed_autosave
app = main(seed=SEED)  # noqa: F821
app.display.refresh()
t = ticks_ms()
gc.collect()
low = gc.mem_free()
print('EMU title', t, low)
_view(app)
top = app.top()
turn = -1
turns = -1
least = low
idle = True
while app.running and app.stack:
    try:
        b = app.step(ticks_ms())
    except MemoryError:
        out_of_memory(app)
        b = 0
        print('EMU MemoryError')
    free = gc.mem_free()
    if free < low:
        low = free
    was = idle
    idle = type(app.top()).__name__ != 'CpuPrompt' and getattr(app.top(), 'anim', None) is None
    if b:
        print('EMU key', ticks_ms(), int(idle))
    elif idle and not was:
        print('EMU idle', ticks_ms())
    if app.top() is not top:
        top = app.top()
        print('EMU screen', type(top).__name__, ticks_ms(), free, low)
    g = app.game
    if g is not None and (g.turn != turn or g.round * 8 + g.turn != turns):
        turn = g.turn
        turns = g.round * 8 + g.turn
        t = ticks_ms()
        gc.collect()
        live = gc.mem_free()
        if live < least:
            least = live
        print('EMU turn', turn, t, live, least)
        if PROBE:       # noqa: F821
            print('EMU block', turn, g.round, largest_block())
    if idle and (b or not was):
        _view(app)
