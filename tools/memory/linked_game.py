# The host of a linked game through the real ui, for MicroPython (PC-only: tools/memory/report.py):
#   micropython tools/memory/linked_game.py SEED ROUNDS SAVES_DIR MEASURE [alone]
#   (sys.path: tree, standins); alone: the same seats on one device, without a radio (seat 1
#   a CPU), to set the linked game against.
# or run by tools/memory/mp32.mjs (FG_FILE=tools/memory/linked_game.py) on the 32-bit port, phase by phase as
# tools/memory/flow_game.py is. The device is a board with a radio (the espnow stand-in): the title,
# Linked game, Host, a setup of a person here, a linked device and two CPUs, the lobby, then
# the game with an autosave every turn and the same tours of the menu, build, trade,
# holdings, deed and log screens. The other device is the harness's: a few lines that read
# the host's game (the same interpreter) and send, as frames into the host's radio, the
# answers of its seat (a plain policy) and its statuses; what the host sends it is dropped.
# Prints START, GAME (steps, rounds, peak heap, last screen), TITLE, MODULES, PEAK_AT.
import gc
import sys

seed = rounds = root = None
measure = alone = False
app = game = touring = bot = None
peak = steps = now = toured = 0
peak_at = ''
OVER = 9            # engine.codes.OVER (not imported: see tools/memory/flow_game.py)
_THEM = 0x0202      # the harness's device id
_MAC = b'\x02\x00\x00\x00\x02\x02'


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
    global seed, rounds, root, measure, app, alone
    seed, rounds, root, measure = int(argv[1]), int(argv[2]), argv[3], argv[4] == '1'
    alone = len(argv) > 5 and argv[5] == 'alone'
    from ui.device.profile import Profile
    from ui import main as M
    # The flow game's screen (160x128, the built-in font), so that the figures differ by
    # linked play alone; the radio as a board module's open() sets it where ESP-NOW is.
    prof = Profile('pybadge', Display(), Buttons())
    prof.backlight = True
    prof.link = None if alone else 'espnow'
    app = M.main(prof, root, seed)


def title_heap():
    gc.collect()
    print('START', gc.mem_alloc())
    print('TITLE', ' '.join(sorted(sys.modules)))


def frame(kind, body):
    from ui.link import link_wire as W
    h = link()
    return W.frame(kind, h.game_id, _THEM, h.me, body)


def link():
    return app.buttons.link


def to_host(kind, body):
    import espnow
    espnow.deliver(_MAC, frame(kind, body))


def begin():
    """Title, Linked game, Host, the setup, the lobby (the harness's device joins), start."""
    global game
    if alone:
        app.top().choose('new')
        s = app.top()
        s.n = 4
        for p in range(4):
            s.cpu[p] = 1 if p >= 1 else 0
        s.relabel()
        s.change('go')
    else:
        app.top().choose('link')
        app.top().choose('host')
        s = app.top()
        s.n = 4
        for p in range(4):
            s.linked[p] = 1 if p == 1 else 0
            s.cpu[p] = 1 if p >= 2 else 0
        s.relabel()
        s.change('go')
        to_host(2, bytes((0xFF, 0)))    # JOIN
        for _ in range(5):
            app.step(0)
        app.top().choose(1)             # Start the game: every seat has its device
    game = app.game
    app.flow.speed = 0
    app.flow.fast = True


def answer(g):
    """The harness's seat's answer: the first legal one, or raise money (mortgage)."""
    from ui.link import link_wire as W
    a = g.answers()
    if a:
        pick = a[0]
        if 14 in a:                     # PLACE_AT: the first square the building may go
            from engine.build import can_place
            for sq in range(40):
                if can_place(g, g.actor, sq, g.place) is None:
                    return W.answer(14, sq)
        return W.answer(pick, g.min_bid() if pick == 6 else 0)
    for sq in range(40):
        if g.owner[sq] == g.actor and not g.mortgaged[sq] and \
                g.can_mortgage(g.actor, sq) is None:
            return W.deed(4, g.actor, sq)
    for sq in range(40):
        if g.owner[sq] == g.actor and g.level[sq]:
            return W.deed(3, g.actor, sq)
    return None


def them():
    """The other device: drop what it hears, say where it is, answer its seat."""
    import espnow
    from ui.link import link_wire as W
    del espnow.AIR[:]
    h = link()
    g = game
    body = bytearray(5)
    body[0] = h.epoch
    W.put(body, 1, h.seq, 3)
    to_host(9, bytes(body))             # STATUS
    if g.pending != OVER and h.owner[g.actor] == _THEM:
        a = answer(g)
        if a is not None:
            req = bytearray(4)
            req[0] = steps & 0xFF or 1
            W.put(req, 1, h.seq, 3)
            to_host(6, bytes(req) + a)  # REQ


def deed_card():
    """The deed card of square 39 opened as ui.screens.trade opens one: from a call that ends, so
    nothing of ui.screens.deed stays referenced once it is popped (a name bound in tour(), a
    generator alive for the whole tour, kept its class and code, 2.3 KB, on the heap after
    the card closed, which the board never does)."""
    from ui.screens.deed import DeedCard
    app.push(DeedCard(app, 39))


def tour(p):
    f = app.flow
    f.cpus_rest()       # as at the end of a turn a person's follows: a person opens these
    f.menu(p)
    m = app.top()
    yield
    for i in (0, 2, 3):
        m.pick(i)
        yield
        if i == 2:
            deed_card()
            yield
            app.pop()
            yield
        app.pop()
        yield
    app.pop()
    yield
    from ui.screens.log import LogScreen
    app.push(LogScreen(app))
    yield
    app.pop()
    f.check()


def person():
    """This device's person (seat 0): a CPU player's answers (engine.cpu, which the CPU seats
    load anyway; not engine.autoplay, which a board never loads)."""
    global bot
    f = app.flow
    g = game
    top = app.top()
    name = type(top).__name__
    if name in ('Panel', 'PassPrompt'):
        top.chosen(1)
    elif f.prompt is top and g.pending != OVER and g.actor == 0 and name != 'Waiting':
        from engine import RuleError
        if bot is None:
            from engine.cpu import CpuPlayer
            bot = CpuPlayer(seed=seed)
        try:
            bot.step(g)
        except RuleError:
            pass
        f.close()
        f.after()


def step():
    global steps, now, toured, touring
    if touring is not None:
        for _ in touring:
            return True
        touring = None
        return True
    if game.pending == OVER or game.round > rounds or steps >= 20000:
        return False
    now += 1000
    if not alone:
        them()
    app.step(now)
    person()
    steps += 1
    if game.round in (3, 20, 60) and toured != game.round and game.actor == 0:
        toured = game.round
        touring = tour(0)
    return True


def live_heap():
    global peak, peak_at
    gc.collect()
    a = gc.mem_alloc()
    at = '%s round %d' % (type(app.top()).__name__, game.round)
    if a > peak:
        peak = a
        peak_at = at
    return '%d %s' % (a, at)     # the step's figure (tools/memory/mp32.mjs)


def end():
    for _ in range(3):
        app.step(now + 1000)
    print('GAME', steps, game.round, peak, type(app.top()).__name__)
    print('MODULES', ' '.join(sorted(sys.modules)))
    print('PEAK_AT', peak_at)


if __name__ == '__main__':
    title(sys.argv)
    title_heap()
    begin()
    while step():
        if measure:
            live_heap()
    end()
