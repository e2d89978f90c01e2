# Hosting a linked game: the usual setup, where a seat may also be "Linked device", then the
# lobby, where the host sees each linked seat joined or still waited for (and any other host
# heard nearby) and starts the game once every linked seat has its device.
import editions
from ui.link import link_wire as W
from ui.link.link_screen import Full, new_id, clock_of, game_name
from ui.screens.setup import Setup, KINDS

_LINKED = 'Linked device'


def waiting(free):
    return 'Waiting for {} device{}'.format(free, 's' if free > 1 else '') if free else ''


class LinkSetup(Setup):
    def __init__(self, app, saves, radio):
        self.radio = radio
        self.linked = bytearray(6)      # 1: a seat played on a device of its own
        Setup.__init__(self, app, saves)
        self.title = 'Linked game'
        self.n = 2
        self.cpu[1] = 0
        self.linked[1] = 1
        self.relabel()

    def kind(self, p):
        return _LINKED if self.linked[p] else Setup.kind(self, p)

    def seat(self, p, d):
        """Person, Linked device, CPU Easy, Normal, Hard in turn; the token stays."""
        k = 1 if self.linked[p] else (self.cpu[p] and 2 + self.level[p])
        k = (k + d) % (len(KINDS) + 1)
        self.linked[p] = 1 if k == 1 else 0
        self.cpu[p] = 1 if k >= 2 else 0
        if k >= 2:
            self.level[p] = k - 2
        self.relabel()

    def leave(self):
        self.radio.close()
        self.app.pop()

    def remember(self, toks):
        """A linked game's seats are not kept for the next New game's setup."""

    def play(self, seed, toks):
        if not any(self.linked[:self.n]):
            self.lines = ('Make a seat a linked device (or play a New game)',)
            self.refresh()
            return
        self.app.push(Lobby(self.app, self, seed, toks))


class Lobby(Full):
    def __init__(self, app, setup, seed, toks):
        from ui.link.link_host import HostLink
        from ui.link.link_play import up
        self.setup = setup
        self.seed = seed
        self.toks = toks
        self.last = None
        self.shown = None
        self.note = ''
        self.eds = {editions.IDS[setup.ed_i]: setup.ed}
        radio = setup.radio
        me = new_id(radio)
        game = new_id(radio) ^ seed & 0xFFFF or 1
        self.link = h = HostLink(radio, me, clock_of(radio), game if game < W.ALL else 1)
        n = setup.n
        h.lobby([W.ALL if setup.linked[p] else (0 if setup.cpu[p] else me) for p in range(n)])
        here = [p for p in range(n) if h.owner[p] == me]
        h.token = toks[here[0] if here else 0]
        h.edition = editions.IDS[setup.ed_i]
        up(app, h)
        Full.__init__(self, app, 'Hosting', (), (('Start the game', 1), ('Back to setup', 0)),
                      self.choose, self.back_to_setup)
        self.relabel(h.clock())

    def relabel(self, now):
        s = self.setup
        h = self.link
        ed = s.ed
        lines = ["{}'s game, {}: on the other devices choose Linked game, then Join.".format(
            ed.TOKENS[h.token][1], ed.NAME)]
        for p in range(s.n):
            if s.linked[p]:
                who = h.home[p]
                lines.append('{} {}: {}'.format(
                    p + 1, ed.TOKENS[self.toks[p]][1], 'waiting' if who == W.ALL else (
                        'joined' if h.present(who, now) else 'joined, not heard')))
        for o in h.others.values():
            if h.since(o[0], now) < 4000:
                lines.append('Also hosting nearby: ' + game_name(self.eds, o[2], o[1]))
        if self.note:       # said once Start was refused: it follows the seats joined
            self.note = waiting(len(h.free())) or 'Every device has joined: start the game'
            lines.append(self.note)
        if tuple(lines) != self.shown:
            self.shown = tuple(lines)
            self.lines = lines
            self.refresh()

    def tick(self, now):
        if self.last is None or self.link.since(self.last, now) >= 300 or self.link.changed:
            self.last = now
            self.link.changed = False
            self.relabel(self.link.clock())

    def choose(self, v):
        if not v:
            self.back_to_setup()
            return
        free = len(self.link.free())
        if free:
            self.note = waiting(free)
            self.relabel(self.link.clock())
            return
        self.start()

    def back_to_setup(self):
        app = self.app
        from ui.link.link_play import down
        down(app, self.link, False)     # the radio stays with the setup
        app.pop()

    def start(self):
        from ui.game.start import play
        s = self.setup
        h = self.link
        app = self.app
        play(app, (s.n, self.seed, s.r), s.cpu[:s.n], self.toks, s.ed, editions.IDS[s.ed_i],
             s.saves, quit=app.go_home, seed=self.seed, minutes=s.minutes,
             levels=[(s.level[p], s.style[p]) for p in range(s.n)], link=h)
        h.begin()
