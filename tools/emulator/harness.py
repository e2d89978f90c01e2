# code.py for the emulated-board check (tools/emulator/play.py puts it on the drive in place of
# the game's own, after 'SEED = n' and tools/emulator/probe.py's largest_block): ui.main's
# start-up and main loop, unchanged, with fixed dice and lines on the console a PC can wait for
# and measure by:
#   EMU start TICKS FREE             code.py started (before the game's imports)
#   EMU title TICKS FREE BLOCK       the title screen is on the display (BLOCK: largest_block())
#   EMU saved SEQ ROUND TURN CASH    the game the title offers to resume (its save's sequence
#                                    number; CASH: each player's, comma-separated), or SEQ 0
#   EMU screen NAME TICKS FREE LOW   another screen is on top (LOW: least free seen so far)
#   EMU game ROUND TURN CASH         a game began (new or resumed)
#   EMU turn PLAYER TICKS LIVE LEAST BLOCK LEASTBLOCK
#                                    another player's turn began: gc.mem_free() after a
#                                    collection (LIVE) and the least of those so far, the
#                                    largest block then and the least of those so far
#   EMU key TICKS IDLE               a button was handled and the display refreshed; IDLE 1:
#                                    the game now waits for a press (no CPU move, no animation)
#   EMU idle TICKS                   the game began to wait for a press
# FREE is gc.mem_free() after the step, without a collection: what the game left at that point.
# TICKS is ticks_ms() less the time the harness spent measuring (its collections and probes),
# so the differences between lines are the game's own times.
# BENCH: `make bench-board`'s additions (tools/emulator/bench_code.py, put above this file), or
# none: its imported() once ui.main is imported, its idle(app) when the game begins to wait,
# its turned(app) after each turn line. A MemoryError's traceback is printed before its line.
import gc
import board
from adafruit_ticks import ticks_ms
board.DISPLAY.auto_refresh = False      # as the game's code.py does first
spent = 0
bench = globals().get('BENCH')
# Every global set below, set once now: code.py's globals table grows here, before the game,
# not at the first turn line, where its new table (480 B) split the heap's largest hole for
# the rest of the game (the game's own code.py has a few globals, all set at its start).
app = low = saved = top = game = turn = least = least_block = idle = b = free = was = \
    shown = at = g = t = start = live = block = None


def now():
    return (ticks_ms() - spent) & 0x1FFFFFFF


def probe():
    """largest_block(), its time kept out of the printed ticks."""
    global spent
    t = ticks_ms()
    b = largest_block()  # noqa: F821 (tools/emulator/probe.py, put above this file)
    spent += ticks_ms() - t
    return b


def digest(g):
    return '%d %d %s' % (g.round, g.turn, ','.join(str(c) for c in g.cash))


print('EMU start', now(), gc.mem_free())
from ui.main import main, rescue     # noqa: E402
if bench is not None:
    bench.imported()
    spent = ticks_ms() - bench.began       # the bench's import and patches are not the game's

app = main(seed=SEED)  # noqa: F821 (play.py writes 'SEED = n' above this file)
import ui.main  # noqa: E402
del ui.main.main, main     # as the game's code.py: start-up's code goes once it ran
app.refresh()
gc.collect()
low = gc.mem_free()
print('EMU title', now(), low, probe())
saved = getattr(app.top(), 'saved', None)
print('EMU saved', '%d %s' % (app.saves.seq, digest(saved)) if saved is not None else 0)
saved = None


def told(app, hook=None):
    """bench.idle(app), or another of its hooks, its time kept out of the printed ticks."""
    global spent
    t = ticks_ms()
    (hook or bench.idle)(app)
    spent += ticks_ms() - t


if bench is not None:
    told(app)
top = app.top()
game = None
turn = -1
least = low
least_block = 1 << 30
idle = True
while app.running and app.stack:
    try:
        b = app.step(ticks_ms())
    except MemoryError as e:
        # where it ran out (CircuitPython's traceback module is built in: no import to load)
        try:
            import traceback
            traceback.print_exception(e)
        except Exception:   # a build without it, or no room to print
            pass
        e = None        # its frames hold what ran out: free for the rescue
        rescue(app)     # as ui.main.run: the out-of-memory screen, tried again if it runs out
        b = 0
        print('EMU MemoryError')
    t = ticks_ms()
    # gc.mem_free() walks the whole heap (CircuitPython's gc_info): a fifth of a timing game's
    # emulated time; kept out of the ticks, as the probes are
    free = gc.mem_free()
    spent += ticks_ms() - t
    if free < low:
        low = free
    was = idle
    idle = type(app.top()).__name__ != 'CpuPrompt' and getattr(app.top(), 'anim', None) is None
    # The key, idle and screen lines go out last, after the game and turn lines of the same
    # step: a PC that runs until the game is idle then has this step's turn line too.
    # The screen line before the key line: a PC that runs until the key line knows the screen.
    # Until then the harness keeps ints and the screen class's name (a qstr), and prints them
    # as print()'s arguments: no str or list of its own lies in the heap at the turn line's
    # probe (its two lines kept as strs cut a 17 KB hole in two at a 160x128 turn line).
    shown = None
    if app.top() is not top:
        top = app.top()
        shown = type(top).__name__
    at = now()
    g = app.game
    if g is not game:
        game = g
        turn = -1
        if g is not None:
            print('EMU game', digest(g))
    if g is not None and g.turn != turn:
        turn = g.turn
        t = now()
        start = ticks_ms()
        gc.collect()
        live = gc.mem_free()
        spent += ticks_ms() - start
        if live < least:
            least = live
        block = probe()
        if block < least_block:
            least_block = block
        print('EMU turn', turn, t, live, least, block, least_block)
        if bench is not None:
            told(app, bench.turned)
    if shown is not None:
        print('EMU screen', shown, at, free, low)
    if b:
        print('EMU key', at, int(idle))
    elif idle and not was:
        print('EMU idle', at)
    if bench is not None and idle and (b or not was):
        told(app)
