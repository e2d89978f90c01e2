# Panels that wait for a press: a big moment (jail, a card, an auction won, a bankruptcy, a
# trade, who starts, the end), "Pass to X" with the recap of what happened while that person
# was away, and the same recap when the device stays with them after CPU turns. Their text scrolls (UP/DOWN; RIGHT/LEFT too, as they have one choice, so boards
# without a d-pad read it all); the title shows ^ and v when more is above or below.
# guard(): the screen after a panel ignores A for a moment, so a quick second press never
# takes a choice the person has not seen.
from adafruit_ticks import ticks_diff
from engine import codes as C
from ui.device import buttons as K
from ui.game.news import SAVE_FAILED
from ui.widgets.prompt import Prompt
from ui.text.words import wrap, money

GUARD = 300     # ms an A is ignored on the screen that follows a panel
_TITLES = {C.EV_JAIL: 'Jail', C.EV_WON: 'Auction won', C.EV_BANKRUPT: 'Bankrupt',
           C.EV_TRADE: 'Trade made', C.EV_OVER: 'Game over', C.EV_FIRST: 'Who starts',
           SAVE_FAILED: 'Not saved'}


class Panel(Prompt):
    keep = 0

    def __init__(self, app, title, lines, choice, chosen, colour=None):
        Prompt.__init__(self, app, title, lines, ((choice, 1),), chosen, None, colour)
        self.top = 0

    def body(self):
        cols = self.cols
        ls = []
        for t in self.lines:
            ls.extend(wrap(t, cols))
        room = len(self.rows) - 2
        self.top = max(0, min(self.top, len(ls) - room))
        mark = ('^' if self.top else '') + ('v' if self.top + room < len(ls) else '')
        t = self.piece(self.title, cols - 3 if mark else cols)
        out = [t + ' ' * (cols - len(t) - len(mark)) + mark if mark else t]
        out.extend(ls[self.top:self.top + room])
        out.append('>' + self.piece(self.choices[0][0], cols - 1))
        return out

    def key(self, b):
        if K.UP <= b <= K.RIGHT:
            down = b == K.DOWN or b == K.RIGHT
            old = self.top
            self.top += 1 if down else -1
            self.body()
            if down and self.top == old and b == K.RIGHT:
                self.top = 0        # RIGHT wraps round to the top: it alone reads it all
            self.refresh()
        else:
            Prompt.key(self, b)


def big(app, it):
    """The panel for a big moment (a ui.game.flow.Item): its sentence, then what followed."""
    f = app.flow
    k = it.ev
    title = app.edition.DECKS[it.arg][0] if k == C.EV_CARD else _TITLES.get(k, 'News')
    p = 0
    while p < 6 and not (it.who >> p) & 1:
        p += 1
    colour = app.edition.PLAYER_COLOURS[p] if p < len(app.names) and it.who != 255 else None
    t = it.text
    if k == C.EV_CARD:      # the title names the deck: 'Dog: Advance to GO'
        t = t.replace(' draws {}:'.format(app.edition.DECKS[it.arg][1]), ':')

    def ok(_):
        f.calm = True
        f.close()
        b = f.base()
        if getattr(b, 'view', None) is not None:
            b.view = None       # a card was read: the token goes where it said
            app.update()
        f.check()
    return Panel(app, title, [t] + it.more, 'OK', ok, colour)


def waited(app, p):
    """What happened while person p (holding the device) waited for the CPUs."""
    f = app.flow

    def ok(_):
        seen_by(app, p)
        f.calm = True
        f.close()
        f.check()
    return Panel(app, 'How it ended' if app.game.pending == C.OVER else 'While you waited',
                 recap_for(app, p), 'OK', ok, app.edition.PLAYER_COLOURS[p])


def people_out(app):
    """Every person is bankrupt and CPUs play on: end the game now, ranked as its rules count
    the richest, or watch the CPUs to the end (it took about 40 rounds)."""
    f = app.flow
    g = app.game

    def chosen(v):
        f.close()
        if v:
            g.finish_now(C.OVER_LIMIT)      # the ranking: the variant's count of the richest
        else:
            f.watching = True
        f.after()
    return Prompt(app, 'Every person is out', (
        'The CPUs can play on to the end, or the game can end now, ranked by who is richest.',),
        (('End now: ranking', 1), ('Watch them play on', 0)), chosen)


def recap_for(app, p):
    """What person p has not seen, most important first, their cash change on top; at the
    game's end in the order it happened (the winner last)."""
    f = app.flow
    out = [e for e in f.recap if (e[2] >> p) & 1]
    if app.game.pending != C.OVER:
        out = sorted(out, key=lambda e: -e[0])
    out = [e[1] for e in out]
    a, b = f.held[p], app.game.cash[p]
    if a != b:
        out.insert(0, 'Your cash: {} -> {}'.format(money(app, a), money(app, b)))
    return out


def seen_by(app, p):
    """p took the device: their recap is read."""
    f = app.flow
    f.held[p] = app.game.cash[p]
    r = f.recap     # kept in place: the flow made its room once (ui.game.flow.room)
    k = 0
    for e in r:
        e[2] &= ~(1 << p)
        if e[2]:
            r[k] = e
            k += 1
    del r[k:]


def guard(screen, ms=GUARD):
    """screen ignores A until ms after it first ticked (a held or doubled A on the panel
    before must not answer it unseen)."""
    key = screen.key
    tick = screen.tick
    t = [None, None]

    def g_tick(now):
        if t[0] is None:
            t[0] = now
        t[1] = now
        tick(now)

    def g_key(b):
        if b == K.A and (t[0] is None or ticks_diff(t[1], t[0]) < ms):
            return
        key(b)
    screen.key = g_key
    screen.tick = g_tick


class PassPrompt(Panel):
    """A different person must answer: hand the device over, then that person presses A.
    It shows that person's recap: what touched them since they last held the device, the
    big moments of everyone, their cash then and now (it scrolls)."""

    def __init__(self, app, p):
        self.p = p
        name = app.names[p]
        Panel.__init__(self, app, 'Pass to ' + name, recap_for(app, p) or app.flow.news[-3:],
                       'I am ' + name, self.ready, app.edition.PLAYER_COLOURS[p])

    def ready(self, _):
        f = self.app.flow
        f.holder = self.p
        seen_by(self.app, self.p)
        f.close()
        f.check()
