# The start of a turn (ROLL) or a turn in jail (JAIL): roll, or the jail choices, plus the
# way to the menu, log, help and board. Rolling shows a short dice animation, then the token
# walks square by square on the ring before the landing is explained.
from adafruit_ticks import ticks_diff
from engine import codes as C
from engine import RuleError
from ui.text import words
from ui.widgets.prompt import Prompt

FRAME = (0, 40, 90, 140)    # ms per animation frame, by speed setting
_SPIN = 5                   # dice frames before the real faces


class View:
    """The game as the ring should draw it mid-animation: the mover's token elsewhere."""

    def __init__(self, g, pos):
        self.n = g.n
        self.out = g.out
        self.owner = g.owner
        self.level = g.level
        self.mortgaged = g.mortgaged
        self.pos = pos


def extras(app):
    return (('Menu', 'menu'), ('Log', 'log'), ('Help', 'help'), ('Board', 'board'))


def again(app, p, said=None):
    """The line that says p rolled doubles and rolls again, while that is so (said: that
    line, when the caller has it already: each is a read of the drive)."""
    g = app.game
    if g.doubles and g.turn == p and not g.jail[p]:
        t = said or words.event(app, (C.EV_DOUBLES, p, g.doubles, 0))
        if t:       # '' where the drive has no sentences
            return [t]
    return []


def jail_word(app, a):
    from engine import rules as R
    if a == C.PAY_FINE:
        return 'Pay fine ' + words.money(app, app.game.rules[R.JAIL_FINE])
    if a == C.USE_CARD:
        return 'Use Get Out card'
    return 'Roll for doubles'


class RollPrompt(Prompt):
    def __init__(self, app, p):
        self.p = p
        g = app.game
        self.anim = None
        if g.pending == C.JAIL:
            ch = tuple((jail_word(app, a), a) for a in g.answers())
            lines = app.flow.news[-3:] + ['In jail: turn {} of 3'.format(g.jail[p])]
        else:
            ch = (('Roll dice', C.ROLL_DICE),)
            # The doubles line last, said once, and only while so: its sentence names the
            # player, not the count, so one read gives every form the news may hold.
            said = words.event(app, (C.EV_DOUBLES, p, 1, 0))
            lines = ([t for t in app.flow.news if t != said] + again(app, p, said))[-4:]
        Prompt.__init__(self, app, '{} {}'.format(app.names[p], words.money(app, g.cash[p])),
                        lines, ch + extras(app), self.choose, app.flow.browse,
                        app.edition.PLAYER_COLOURS[p])
        self.dice = None

    def choose(self, v):
        other(self.app, v) or self.roll(v)

    def roll(self, answer):
        app = self.app
        f = app.flow
        g = app.game
        before = bytearray(g.pos)
        f.news = []
        try:
            g.act(answer)
        except RuleError as e:
            f.news.append(words.refusal(e.reason))
            f.close()
            f.after()
            return
        evs = g.take_events()
        path = []
        for ev in evs:
            if ev[0] == C.EV_CARD and ev[1] == self.p:
                break       # the card shows before the token goes where it says
            if ev[0] == C.EV_MOVE and ev[1] == self.p:
                a, b = ev[2], ev[3]
                steps = (b - a) % 40
                if 0 < steps <= 12 and not g.jail[self.p]:
                    for i in range(1, steps + 1):
                        path.append((a + i) % 40)
                else:
                    path.append(b)
        self.evs = evs
        self.path = path
        self.stop = path[-1] if path else g.pos[self.p]
        self.view = View(g, before)
        self.spin = _SPIN if answer == C.ROLL_DICE else 0
        self.seed = g.d1 * 7 + g.d2
        self.anim = 0
        self.last = None
        self.choices = ()
        self.lines = ()
        if FRAME[f.speed] == 0:
            self.finish()
        elif self.group is not None:
            # Big dice in the middle of the prompt while they roll (ui/widgets/dice.py).
            from ui.widgets.dice import Dice
            from ui.widgets.draw import LINE
            x, y, w, h = self.geometry()
            self.dice = d = Dice(2 * LINE + 2)
            d.group.x = x + (w - d.width) // 2
            d.group.y = y + min(3 * LINE, h - d.size - 2)
            self.group.append(d.group)

    def tick(self, now):
        if self.anim is None:
            Prompt.tick(self, now)
            return
        if self.last is not None and ticks_diff(now, self.last) < FRAME[self.app.flow.speed]:
            return
        self.last = now
        g = self.app.game
        if self.spin:
            self.spin -= 1
            self.seed = (self.seed * 5 + 3) % 36
            a, b = (self.seed % 6 + 1, self.seed // 6 + 1) if self.spin else (g.d1, g.d2)
            self.title = 'Rolling...' if self.spin else 'Rolled {} + {} = {}'.format(a, b, a + b)
            if self.dice is not None:
                self.dice.show(a, b)
            self.refresh()
        elif self.path:
            # The token walks; the board's cursor goes with it, the square's name below.
            from editions import square_name
            sq = self.view.pos[self.p] = self.path.pop(0)
            base = self.app.flow.base()
            base.ring.sync(self.view)
            base.move_cursor(sq)
            self.lines = (square_name(self.app.edition, sq),)
            self.refresh()
        else:
            self.finish()

    def finish(self):
        app = self.app
        f = app.flow
        g = app.game
        self.anim = None
        self.dice = None
        evs = self.evs
        g.events = evs + g.events       # the flow words them (and saves at a turn's end)
        v = self.view
        base = f.base()
        if self.stop != g.pos[self.p]:
            # A card (or jail) moved the token: the board keeps it where the card was drawn
            # until its panel is closed (ui.game.recap.big), so it is read before the move.
            v.pos[self.p] = self.stop
            base.view = v
        f.close()
        f.after()       # a card, jail...: the flow shows their panels first
        if base.view is not None:
            from ui.game.recap import Panel
            if not isinstance(f.prompt, Panel):
                base.view = None    # no card's panel came: nothing to wait for
                app.update()

    def key(self, b):
        if self.anim is not None:
            from ui.device import buttons as K
            if b == K.A or b == K.B:
                self.finish()       # skip the animation
            return
        Prompt.key(self, b)     # START: the any-time menu (Prompt.start)


def other(app, v):
    """The choices every turn prompt offers besides the decision; True when v was one."""
    f = app.flow
    if v == 'menu':
        f.menu()
    elif v == 'log':
        from ui.screens.log import LogScreen
        f.close()
        app.push(LogScreen(app))
    elif v == 'help':
        from ui.screens.teach import HelpScreen
        f.close()
        app.push(HelpScreen(app))
    elif v == 'board':
        f.browse()
    else:
        return False
    return True
