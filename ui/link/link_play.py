# A linked game on screen (docs/linked.md): the link read once per app step (Buttons stands
# in for app.buttons), the turn flow told which seats this device answers for (ui.game.flow asks
# link.check), the screens catching up with actions ordered elsewhere, the prompt shown while
# another device's seat (or a CPU on the host) plays, a seat handed over when its device is
# away, the host taken over when it is gone, and the game (re)entered from a state received.


class Buttons:
    """app.buttons while a link is up: get() lets the link read the radio first."""

    def __init__(self, app, link):
        self.app = app
        self.inner = app.buttons
        self.link = link
        self.repeat = 0
        app.buttons = self

    def get(self):
        link = self.link
        link.tick()
        catch_up(link)
        b = self.inner.get()
        self.repeat = getattr(self.inner, 'repeat', 0)
        return b


# Linked play's modules stay loaded while a link is up (the link outlives the screens that
# made it), and go with it: loaded and unloaded with the screens, they came back as second
# copies while the link held the first. None of them holds a screen's module (ui/app.py
# does not look into kept modules): the prompt of a seat playing elsewhere, ui.link.link_wait,
# comes and goes with its screen, as every screen's module does.
_MODULES = ('ui.link.link_wire', 'ui.link.link_core', 'ui.link.link_play', 'ui.link.link_host',
            'ui.link.link_client', 'ui.link.link_radio', 'ui.link.link_serve',
            'ui.link.link_follow', 'ui.link.link_own', 'ui.link.link_state')


def up(app, link):
    """Start reading the link every step (the lobby, the join screen, the game)."""
    import sys
    from ui.link import link_own, link_state     # loaded now, to be kept (read below: the build
    #                                         drops an import nothing reads)
    link.app = app
    link.ui = sys.modules[__name__]
    b = app.buttons
    if getattr(b, 'link', None) is not None:     # not isinstance: one wrapper, whatever copy
        b.link = link
    else:
        Buttons(app, link)
    # Kept: no screen owns them (a screen that claimed one when it loaded lets it go).
    mods = [m for m in _MODULES if m in sys.modules] + [link_own.__name__, link_state.__name__]
    for s in app.stack:
        s.owns = tuple(m for m in s.owns if m not in mods)
    for m in mods:
        app.keep(m)


def down(app, link, close=True):
    """The link stops being read; close: the radio too and linked play's modules go."""
    b = app.buttons
    if getattr(b, 'link', None) is not None:
        app.buttons = b.inner
    if close:
        link.shut()
        from engine import forget
        for m in _MODULES:
            app.known.discard(m)
            forget(m)


def attach(link, app, f):
    """ui.game.start.play with a link: the game's actions go through it, the flow knows which
    seats are this device's, a follower's clock follows the host's."""
    f.link = link
    up(app, link)
    link.install(app.game)
    sync(link, f)
    if link.hosting:
        link.token = app.tokens[f.holder] if f.holder >= 0 else app.tokens[0]
        link.edition = app.edition_id
    elif app.clock is not None:
        app.clock = Follow(link, app.clock.left_ms)


def sync(link, f):
    """The flow's CPU seats, bots and people from the link's table."""
    g = f.app.game
    for p in range(g.n):
        cpu = 1 if link.owner[p] == 0 else 0
        f.cpu[p] = cpu
        if cpu and f.bots[p] is None:       # as ui.game.flow.make_bot (a seat handed to a CPU)
            from engine.cpu import CpuPlayer
            f.bots[p] = CpuPlayer(seed=g.round + p)
    mine = link.seats_of(link.me)
    f.persons = len(mine)
    if f.holder not in mine:
        f.holder = mine[0] if mine else -1


def enter(link, g, seats):
    """Play game g (a state received, or the game starting) with its seats line's edition,
    tokens, clock and CPU levels; the link's table says whose seats are whose."""
    app = link.app
    from ui.drive.settings import edition
    from ui.game.start import play
    ed_id, ed = edition(seats[0])
    if app.flow is not None:
        app.flow.link = None        # play() closes the old flow's link: this one stays
    play(app, g, bytearray(1 if o == 0 else 0 for o in link.owner), seats[2], ed, ed_id,
         app.saves, quit=app.go_home, seed=g.round, left_ms=seats[3], levels=seats[4],
         link=link)


def catch_up(link):
    """Once per step: a state received (a device), what others did (the flow tells it as it
    tells a CPU's moves), a prompt whose decision moved on closed, the next one shown; a
    host that must follow another does."""
    app = link.app
    f = app.flow
    if f is None or f.link is not link:
        return
    if link.hosting:
        if link.down:
            step_down(link, link.down)
            return
        if link.took is not None:
            got = link.took
            link.took = None
            enter(link, *got)
            return
    elif link.state is not None and not link.calling:
        got = link.adopt()
        if got is not None:
            enter(link, *got)
            return
    while link.said:
        f.say(said(app, link.said.pop(0)))
        link.changed = True
    if not link.changed:
        return
    link.changed = False
    moved = link.moved
    link.moved = False
    sync(link, f)
    f.stepping = True
    f.drain()
    f.stepping = False
    app.update()
    p = f.prompt
    # A decision's prompt whose decision moved on goes (not a panel: it tells what happened;
    # not a roll still animating: it holds its roll's events). By name: a screen's module
    # may have been loaded again since (ui/app.py), its class a new one.
    if moved and p is not None and app.top() is p and getattr(p, 'anim', None) is None \
            and type(p).__name__ not in ('Panel', 'PassPrompt'):
        f.close()
    f.check()


def said(app, what):
    kind, x = what
    if kind == 'back':
        return "{}'s device is back".format(app.names[x])
    return 'A new host leads the game'


class Follow:
    """A follower's clock: the host's time left, from its beacons; only the host ends it."""

    def __init__(self, link, left_ms):
        self.link = link
        self.left_ms = left_ms
        self.shown = ''

    def text(self):
        s = (self.left_ms + 999) // 1000
        return '{}:{:02d}'.format(s // 60, s % 60)

    def tick(self, app, now):
        if self.link.left_s:
            self.left_ms = self.link.left_s * 1000
        t = self.text()
        if t != self.shown:
            self.shown = t
            base = app.stack[0] if app.stack else None
            if base is not None and base.group is not None:
                base.update()


def waiting(app, p):
    """The prompt while seat p plays elsewhere (ui.game.flow asks through link.ui)."""
    from ui.link.link_wait import Waiting
    return Waiting(app, p)


def swap(old, new):
    """new takes old's place: the flow's, the buttons', the game's actions."""
    app = old.app
    new.app = app
    new.log = old.log
    up(app, new)
    f = app.flow
    if f is not None and f.link is old:
        f.link = new
        new.install(app.game)
        sync(new, f)
        f.close()


def take_over(link):
    """This device hosts the game from its own copy (the host is gone)."""
    from ui.link.link_host import HostLink
    h = HostLink(link.radio, link.me, link.clock, link.game_id)
    h.owner, h.home = link.owner, link.home
    h.token, h.edition = link.app.tokens[max(link.app.flow.holder, 0)], link.app.edition_id
    swap(link, h)
    h.resume(link.game, link.epoch, link.seq)


def step_down(host, other):
    """Another host of this game outranks this one: follow it (its state comes next)."""
    from ui.link.link_client import ClientLink
    c = ClientLink(host.radio, host.me, host.clock)
    c.game_id = host.game_id
    c.owner, c.home = host.owner, host.home
    c.epoch, c.seq, c.game = host.epoch, host.seq, host.game
    c.said.append(('host', other))
    swap(host, c)
    c.join(host.game_id, other, host.home.index(host.me) if host.me in host.home else 0xFF)
