# "Linked game" on the title (boards with a radio, and the PC simulator): host a game or join
# one; and a saved linked game's resume, which rejoins it or hosts it here (docs/linked.md).
# The title reaches it through menu() alone (a name the title has anyway: a board without a
# radio interns no new string for linked play).
from ui.link.link_screen import Full, open_radio, clock_of


def menu(app, saves, g=None):
    """The title's Linked game (g None), or its Resume of a saved linked game g: False when
    that save's table cannot be read (the title then resumes it here alone)."""
    if g is not None:
        return resume(app, saves, g)
    app.push(LinkMenu(app, saves))
    return True


class LinkMenu(Full):
    def __init__(self, app, saves):
        self.saves = saves
        Full.__init__(self, app, 'Linked game',
                      ['A device each. One hosts and sets up the seats; the others choose '
                       'Join and pick it.'],
                      (('Host a game', 'host'), ('Join a game', 'join'), ('Back', 0)),
                      self.choose, self.leave)

    def choose(self, v):
        app = self.app
        if not v:
            self.leave()
            return
        try:
            radio = open_radio(app)
        except OSError as e:
            self.lines = ['No radio: {}'.format(e)]
            self.refresh()
            return
        if v == 'host':
            from ui.link.link_lobby import LinkSetup
            app.push(LinkSetup(app, self.saves, radio))
        else:
            from ui.link.link_join import JoinScreen
            app.push(JoinScreen(app, radio))

    def leave(self):
        self.app.pop()


def resume(app, saves, g):
    """A saved linked game: rejoin its host, or host it here (this device's copy).
    False when its table cannot be read (the title resumes it here alone)."""
    from ui.link.link_state import table
    t = table(saves.seats[5], g.n)
    if t is None:
        return False
    hosted = t[3] == t[4]
    ch = (('Host it again', 'host'), ('Rejoin its host', 'join'))
    s = Full(app, 'Linked game, round {}'.format(g.round),
             ['This device {} it. Rejoin: the host is on. Host here: the host is gone (the '
              'others rejoin this one).'.format('hosted' if hosted else 'joined')],
             (ch if hosted else ch[::-1]) + (('Back', 0),),
             lambda v: again(app, saves, g, t, v), app.pop)
    app.push(s)
    return True


def again(app, saves, g, t, v):
    if not v:
        app.pop()
        return
    try:
        radio = open_radio(app)
    except OSError as e:
        s = app.top()
        s.lines = ['No radio: {}'.format(e)]
        s.refresh()
        return
    game, epoch, seq, me = t[:4]
    if v == 'join':
        from ui.link.link_join import JoinScreen
        seat = t[6].index(me) if me in t[6] else 0xFF
        app.push(JoinScreen(app, radio, (game, seat, me)))
        return
    from ui.link.link_host import HostLink
    from ui.link.link_play import up, enter
    h = HostLink(radio, me, clock_of(radio), game)
    h.owner, h.home = t[5], t[6]
    up(app, h)
    h.resume(g, epoch, seq)
    enter(h, g, saves.seats)
