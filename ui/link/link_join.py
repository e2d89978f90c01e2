# Joining a linked game: the hosts this device hears (by the host's token and edition), one
# picked with the buttons, the host's answer (a seat, or why not: full, started), then the
# game as the host sends it. Given a saved game's (game, seat, id) it rejoins that game as
# soon as its host is heard.
from ui.link import link_client as C
from ui.link import link_wire as W
from ui.link.link_screen import Full, new_id, clock_of, game_name

_WHY = {1: '{} is full', 2: '{} has started: only its own devices rejoin',
        3: 'Another device here has the same id: join again', 0: 'No answer from {}'}


class JoinScreen(Full):
    def __init__(self, app, radio, want=None):
        from ui.link.link_play import up
        self.want = want
        self.last = None
        self.eds = {}
        self.asked = ''
        self.link = c = C.ClientLink(radio, want[2] if want else new_id(radio),
                                     clock_of(radio))
        if want:
            c.game_id = want[0]
            c.wish = want[1]
        up(app, c)
        Full.__init__(self, app, 'Rejoin the game' if want else 'Join a game', (), (),
                      self.choose, self.leave)
        self.relabel(c.clock())

    def name(self, ed_id, token):
        return game_name(self.eds, ed_id, token)

    def relabel(self, now):
        c = self.link
        if c.phase == W.SEATED and c.lost(now):     # the host went (or set up again)
            c.phase = W.SEEK
            c.answer = ('no', 0)
        heard = c.heard_hosts(now)
        if self.want:
            heard = [h for h in heard if h[0] == self.want[0]]
            if heard and c.phase == W.SEEK and c.answer is None:
                self.ask((heard[0][0], heard[0][1], heard[0][2], heard[0][3]))
        ch = []
        for game, host, token, ed_id, free, phase in heard:
            state = 'started' if phase else '{} free'.format(free)
            ch.append(('{}, {}'.format(self.name(ed_id, token), state),
                       (game, host, token, ed_id)))
        if c.phase == W.ASKING:
            line = 'Asking {}...'.format(self.asked)
        elif c.phase == W.SEATED:
            line = 'Joined {} as seat {}. The host starts the game.'.format(self.asked,
                                                                            c.answer + 1)
        elif isinstance(c.answer, tuple):
            line = _WHY.get(c.answer[1], _WHY[0]).format(self.asked)
        elif ch:
            line = 'Pick a game to join:'
        else:
            line = 'Looking for a game to join... (its host chooses Linked game, Host)'
        ch.append(('Back', 0))
        lines = [line]
        if (lines, ch) != (self.lines, list(self.choices)):
            self.lines = lines
            self.choices = tuple(ch)
            self.refresh()

    # Not `pick`: that is the list's own (Prompt.pick(i), what the A button calls), which
    # chooses row i and so comes to choose() below.
    def ask(self, v):
        game, host, token, ed_id = v
        self.asked = "{}'s game".format(self.name(ed_id, token).split(':')[0])
        self.link.join(game, host, self.want[1] if self.want else 0xFF)

    def choose(self, v):
        if not v:
            self.leave()
        elif self.link.phase < W.SEATED:
            self.ask(v)
            self.relabel(self.link.clock())

    def tick(self, now):
        c = self.link
        if c.state is not None:
            got = c.adopt()
            if got is not None:
                from ui.link.link_play import enter
                enter(c, *got)      # the game is on: this screen goes with the others
                return
        if self.last is None or c.since(self.last, now) >= 300:
            self.last = now
            self.relabel(c.clock())

    def leave(self):
        from ui.link.link_play import down
        down(self.app, self.link)
        self.app.pop()
