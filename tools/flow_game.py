# A seeded all-CPU game through the real ui flow, for the MicroPython unix port (PC-only):
#   micropython tools/flow_game.py SEED ROUNDS SAVES_DIR MEASURE   (sys.path: tree, standins)
# Start-up to the title screen, then the game with an autosave every turn, the CPU prompts
# pushed and popped, and now and then a tour of the menu, build, trade, holdings, deed and log
# screens. Prints START (heap kept at the title), GAME (steps, rounds, peak heap), MODULES
# (every module imported) and STAYED for each popped screen whose module stayed loaded.
import gc
import sys

seed, rounds, root, measure = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4] == '1'


class Display:
    width = 160
    height = 128
    auto_refresh = True
    root_group = None

    def refresh(self):
        pass


class Buttons:
    def get(self):
        return 0


def main():
    from ui.profile import Profile
    from ui import main as M
    app = M.main(Profile('pybadge', Display(), Buttons()), root)
    gc.collect()
    print('START', gc.mem_alloc())
    print('TITLE', ' '.join(sorted(sys.modules)))
    return app


app = main()
kept = set(getattr(app, "known", None) or sys.modules)
pop = app.pop


def checked_pop():
    s = pop()
    name = type(s).__module__
    if name in sys.modules and name not in kept and not [
            t for t in app.stack if type(t).__module__ == name]:
        print('STAYED', name)
    return s


app.pop = checked_pop


def tour(app, p):
    """The any-time screens a person opens, each pushed and popped."""
    f = app.flow
    f.menu(p)
    m = app.top()
    for i in (0, 4, 5):     # build, trade, holdings
        m.pick(i)
        app.pop()
    from ui.deed import DeedCard
    app.push(DeedCard(app, 39))
    app.pop()
    app.pop()               # the menu
    from ui.log import LogScreen
    app.push(LogScreen(app))
    app.pop()
    f.check()


from engine.game import Game    # noqa: E402
from engine.codes import OVER   # noqa: E402
from ui.start import play       # noqa: E402
f = play(app, Game(4, seed=seed), b'\x01\x01\x01\x01', saves=app.saves, seed=seed)
f.speed = 0
f.fast = True
g = app.game
peak = steps = 0
now = 0
toured = 0
while g.pending != OVER and g.round <= rounds and steps < 20000:
    now += 1000
    app.step(now)
    steps += 1
    if g.round in (3, 20, 60) and toured != g.round:
        toured = g.round
        tour(app, g.turn)
    if measure:
        gc.collect()
        a = gc.mem_alloc()
        if a > peak:
            peak = a
for _ in range(3):
    app.step(now + 1000)    # the ranking after the game
print('GAME', steps, g.round, peak, type(app.top()).__name__)
print('MODULES', ' '.join(sorted(sys.modules)))
