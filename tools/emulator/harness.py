# code.py for the emulated-board check (tools/emulator/play.py puts it on the drive in place of
# the game's own): ui.main's start-up and main loop, unchanged, with fixed dice and lines on
# the console a PC can wait for and measure by:
#   EMU start TICKS FREE             code.py started (before the game's imports)
#   EMU title TICKS FREE             the title screen is on the display
#   EMU screen NAME TICKS FREE LOW   another screen is on top (LOW: least free seen so far)
#   EMU turn PLAYER TICKS LIVE LEAST another player's turn began: gc.mem_free() after a
#                                    collection (LIVE), and the least of those so far
#   EMU key TICKS IDLE               a button was handled and the display refreshed; IDLE 1:
#                                    the game now waits for a press (no CPU move, no animation)
#   EMU idle TICKS                   the game began to wait for a press
# FREE is gc.mem_free() after the step, without a collection: what the game left at that point.
import gc
import board
from adafruit_ticks import ticks_ms
board.DISPLAY.auto_refresh = False      # as the game's code.py does first
print('EMU start', ticks_ms(), gc.mem_free())
from ui.main import main, out_of_memory     # noqa: E402

app = main(seed=SEED)  # noqa: F821 (play.py writes 'SEED = n' above this file)
app.refresh()
gc.collect()
low = gc.mem_free()
print('EMU title', ticks_ms(), low)
top = app.top()
turn = -1
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
    if g is not None and g.turn != turn:
        turn = g.turn
        t = ticks_ms()
        gc.collect()
        live = gc.mem_free()
        if live < least:
            least = live
        print('EMU turn', turn, t, live, least)
