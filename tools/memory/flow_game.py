# A seeded all-CPU game through the real ui flow, for MicroPython (PC-only):
#   micropython -m flow_game SEED ROUNDS SAVES_DIR MEASURE   (tools/memory/unix_port.py: from a stage)
# or imported by tools/memory/mp32.mjs (the 32-bit WebAssembly port), which calls the phases below
# one by one: that port only collects garbage between calls from JavaScript, so it measures
# the live heap between steps, never inside one.
# Start-up to the title screen, then the game with an autosave every turn, the CPU prompts
# pushed and popped, and now and then a tour of the menu, build, trade, holdings, deed and log
# screens. Prints START (heap kept at the title), GAME (steps, rounds, peak heap, last screen),
# TITLE/MODULES (modules imported), STAYED for each popped screen whose module stayed loaded
# and, at the end, the qstr pool's line where the port has micropython.qstr_info() (the unix
# and 32-bit ports: tools/memory/qstr_pool.py reads it). Arguments after MEASURE are not read.
import gc
import sys

seed = rounds = root = None
measure = False
app = game = flow = touring = None
kept = ()
peak = steps = now = toured = 0
peak_at = ''
peak_mods = ''      # the board's modules loaded at the peak (tools/memory/report.py: what it holds)
# engine.codes.OVER (host_tests/test_memory.py checks it): the firmware inlines engine.codes,
# so the game never loads it, and importing it here would intern its ~45 names for good
# (MicroPython never frees a qstr), which a board never holds.
OVER = 9


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


def title(argv):
    """Start-up to the title screen."""
    global seed, rounds, root, measure, app, kept
    seed, rounds, root, measure = int(argv[1]), int(argv[2]), argv[3], argv[4] == '1'
    from ui.device.profile import Profile
    from ui import main as M
    prof = Profile('pybadge', Display(), Buttons())
    prof.backlight = True       # as ui.boards.load() sets it on a PyBadge
    app = M.main(prof, root)
    kept = set(getattr(app, "known", None) or sys.modules)
    app.pop = checked_pop(app.pop)


def title_heap():
    gc.collect()
    print('START', gc.mem_alloc())
    print('TITLE', ' '.join(sorted(sys.modules)))


def checked_pop(pop):
    def popped():
        s = pop()
        name = type(s).__module__
        if name in sys.modules and name not in kept and not [
                t for t in app.stack if type(t).__module__ == name]:
            print('STAYED', name)
        return s
    return popped


def deed_card():
    """The deed card of square 39 opened as ui.screens.trade opens one: from a call that ends, so
    nothing of ui.screens.deed stays referenced once it is popped (a name bound in tour(), a
    generator alive for the whole tour, kept its class and code, 2.3 KB, on the heap after
    the card closed, which the board never does)."""
    from ui.screens.deed import DeedCard
    app.push(DeedCard(app, 39))


def tour(p):
    """The any-time screens a person opens, one push or pop a step (a generator), so that the
    live heap is read with each screen open. The deed card opens from the trade screen, as a
    player checks a deed while composing a trade: the deepest stack of screens the ui makes."""
    f = app.flow
    f.cpus_rest()       # as at the end of a turn a person's follows: a person opens these
    f.menu(p)
    m = app.top()
    yield
    for i in (0, 2, 3):     # build, trade (the one-screen composer), holdings
        m.pick(i)
        yield
        if i == 2:
            deed_card()
            yield
            app.pop()
            yield
        app.pop()
        yield
    app.pop()               # the menu
    yield
    from ui.screens.log import LogScreen
    app.push(LogScreen(app))
    yield
    app.pop()
    f.check()


def begin():
    """The four CPU seats through ui.game.start.play, as the setup screen starts them."""
    global game, flow
    from ui.game.start import play
    flow = play(app, (4, seed, None), b'\x01\x01\x01\x01', saves=app.saves, seed=seed)
    flow.speed = 0
    flow.fast = True
    game = app.game


def step():
    """One app step, or one step of a tour of the screens (rounds 3, 20 and 60); False when
    the game is over."""
    global steps, now, toured, touring
    if touring is not None:
        for _ in touring:
            return True
        touring = None
        return True
    if game.pending == OVER or game.round > rounds or steps >= 20000:
        return False
    now += 1000
    app.step(now)
    steps += 1
    if game.round in (3, 20, 60) and toured != game.round:
        toured = game.round
        touring = tour(game.turn)
    return True


def live_heap():
    global peak, peak_at, peak_mods
    gc.collect()
    a = gc.mem_alloc()
    at = '%s round %d' % (type(app.top()).__name__, game.round)
    if a > peak:
        peak = a
        peak_at = at
        peak_mods = ' '.join(sorted(m for m in sys.modules if m.split('.')[0] in
                                    ('engine', 'editions', 'ui')))
    return '%d %s' % (a, at)     # the step's figure (tools/memory/mp32.mjs)


def end():
    for _ in range(3):
        app.step(now + 1000)    # the ranking after the game
    print('GAME', steps, game.round, peak, type(app.top()).__name__)
    print('MODULES', ' '.join(sorted(sys.modules)))
    print('PEAK_AT', peak_at)     # the screen on top at the peak, and the round
    print('PEAK_MODULES', peak_mods)
    import micropython      # the names interned since start-up: never freed, so the most
    if hasattr(micropython, 'qstr_info'):
        micropython.qstr_info()


if __name__ == '__main__':
    title(sys.argv)
    title_heap()
    begin()
    while step():
        if measure:
            live_heap()
    end()
