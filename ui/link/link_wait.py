# The prompt while a seat plays on another device (or is a CPU on the host), or this device
# cannot play now (the host gathering the devices, the host not heard): the news as they come
# and what this device may do meanwhile: its menu, the log, the board; on the host, hand an
# away device's seat to a CPU or play it here; on a device, host the game when the host is
# gone. Each asked first.
from adafruit_ticks import ticks_diff
from ui.widgets.prompt import Prompt


class Waiting(Prompt):
    """Seat p answers elsewhere (another device, a CPU on the host) or cannot now (the host
    gathering, the host not heard): the news as they come, and what this device may do."""

    def __init__(self, app, p):
        self.p = p
        self.last = None
        self.said = None
        Prompt.__init__(self, app, app.names[p], (), (), self.choose, app.flow.browse,
                        app.edition.PLAYER_COLOURS[p])
        self.relabel(app.flow.link.clock())

    def state(self, now):
        """(title, a line or None, choices) for now: short, so the news keep the room."""
        link = self.app.flow.link
        p = self.p
        who = link.owner[p]
        name = self.app.names[p]
        if link.hosting:
            if not link.ready():
                return 'Finding the devices', None, ()
            if who and who != link.me and not link.present(who, now):
                return (name + ': device away', 'Wait for it, or play the seat here:',
                        (('Wait', 0), ('CPU plays ' + name, 'cpu'), ('Play it here', 'here')))
            return name + (': CPU' if not who else ': on their device'), None, ()
        if link.lost(now):
            s = ticks_diff(now, link.heard) // 1000 if link.heard is not None else 0
            return ('Host not heard: {} s'.format(s), 'Wait for it, or host the game here:',
                    (('Wait', 0), ('Host the game here', 'host')))
        if not link.synced:
            return 'Catching up...', None, ()
        return name + (': CPU, on the host' if not who else ': on their device'), None, ()

    def relabel(self, now):
        title, line, ch = self.state(now)
        f = self.app.flow
        extra = (('Menu', 'menu'), ('Log', 'log')) if f.holder >= 0 else (('Log', 'log'),)
        key = (title, ch, f.news[-1] if f.news else '')
        if key == self.said:
            return
        self.said = key
        self.title = title
        self.lines = f.news[-4:] + ([line] if line else [])
        self.choices = ch + extra
        self.refresh()

    def tick(self, now):
        f = self.app.flow
        f.tick(now)
        g = self.app.game
        if f.prompt is self and (g.actor != self.p or f.link.here(self.p)):
            f.close()       # the seat plays here now, or another decision is waited on
            f.check()
            return
        if self.last is None or ticks_diff(now, self.last) >= 500:
            self.last = now
            self.relabel(f.link.clock())

    def start(self):
        if self.app.flow.holder >= 0:
            self.app.flow.menu()

    def choose(self, v):
        app = self.app
        if v in ('cpu', 'here', 'host'):
            ask(app, self.p, v)
        elif v:
            from ui.game.roll import other
            other(app, v)


def ask(app, p, v):
    """Hand seat p to a CPU or to this device, or host the game here: asked first."""
    f = app.flow
    name = app.names[p]
    if v == 'host':
        q = ('Host the game here?', ['Only if the host is off for good. The other devices '
                                     'follow this one; the game goes on from here.'])
    else:
        q = ('CPU plays {}?'.format(name) if v == 'cpu' else 'Play {} here?'.format(name),
             ['{} gets the seat back when their device returns.'.format(name)])

    def yes(ok):
        f.close()
        if ok:
            link = f.link
            if v == 'host':
                link.ui.take_over(link)     # ui.link.link_play
            elif link.hosting:
                link.seat(p, 0 if v == 'cpu' else link.me)
        f.check()
    f.show(Prompt(app, q[0], q[1], (('No, wait', 0), ('Yes', 1)), yes, None,
                  app.edition.PLAYER_COLOURS[p]))
