# Each event but a payment or a debt as an Item for ui.news (self: its News): the sentence,
# how much it matters, the cash it moved, with what the events leave out (a building's price,
# an auction lot's printed price). The rarer big moments are in ui.rare, loaded for each one.
from engine import codes as C
from engine.board import house_cost
from ui import words

from micropython import const

LOG = const(0)      # the log only
SMALL = const(2)    # a banner (and a recap line for whom it touched)
BIG = const(5)      # a panel that waits for a press (or a recap line)
SAVE_FAILED = const(-1)     # an Item's kind that is no engine event: a save that failed


class Item:
    """prio: LOG, SMALL, BIG or between (sorting a recap); who: bitmask of the players it
    touched; cash: [player, amount, ...] it moved; more: lines told after it (a card's
    effect) for its panel; ev: the event kind."""

    def __init__(self, prio, text, who, ev):
        self.prio = prio
        self.text = text
        self.who = who
        self.ev = ev
        self.cash = []
        self.more = []
        self.due = 0        # interest told, its payment still to come
        self.arg = 0        # a card's deck


def other(self, app, ev):
    k, a, b, c = ev
    t = words.event(app, ev)
    me = 1 << a if a < 8 else 0
    if k == C.EV_MOVE:
        self.at[a] = c
    if k in (C.EV_ROLL, C.EV_MOVE, C.EV_AUCTION, C.EV_BID, C.EV_PASS, C.EV_STAY,
             C.EV_TURN, C.EV_DEAL, C.EV_FIRST):
        return Item(LOG, t, me, k) if t else None
    if k == C.EV_RENT:
        sq = self.at[a]
        t = '{} pays {} {} rent, {}'.format(words.who(app, a), words.who(app, b),
                                             words.amount(app, c), words.square(app, sq, True))
        return Item(3, t, me | 1 << b, k)
    it = Item(SMALL, t or '', me, k)
    if k == C.EV_GO or k == C.EV_JACKPOT:
        self.move(it, a, b)
    elif k == C.EV_MORTGAGE:
        self.move(it, a, c)
    elif k == C.EV_LIFT:
        self.move(it, a, -c)
    elif k == C.EV_BUILD:
        if self.free == a:
            self.free = -1
            it.text += ' (paid at auction)'
        else:
            self.move(it, a, -house_cost(b))
            it.text += ': -' + words.amount(app, house_cost(b))
        self.lv[b] = c
    elif k == C.EV_SELL:
        g = app.game
        d = (g.rank(self.lv[b]) - g.rank(c)) * house_cost(b) // 2
        self.move(it, a, d)
        it.text += ': +' + words.amount(app, d)
        self.lv[b] = c
    elif k == C.EV_WON:
        if a == C.BANK:
            it.prio = LOG
            return it
        it.prio = 7
        if b < 100:
            from engine.board import PRICE
            it.text += ' (price {})'.format(words.amount(app, PRICE[b]))
        else:
            self.free = a
    elif k == C.EV_CARD:
        it = rare('card', self, app, ev, it)
    elif k == C.EV_JAIL:
        # Sent by a card: told under the card's panel, after it (one panel, one OK).
        it.prio = 4 if b == 1 else 6
        it.text = '{} goes to jail: {}'.format(words.who(app, a), (
            'Go to Jail square', 'a card', 'three doubles in a row')[b])
    elif k == C.EV_DOUBLES:
        it.prio = 3
    elif k == C.EV_INTEREST:
        it.due = c
    elif k == C.EV_TRADE:
        if c == 2:
            self.offer = app.game.offer
        elif c == 1 and self.offer:
            it = rare('trade', self, app, it)
    elif k == C.EV_BANKRUPT:
        it = rare('bankrupt', self, app, ev, it)
    elif k == C.EV_OVER:
        it.prio = 9
        it.who = 255
    return it


def rare(name, *args):
    """ui.rare's function name called, the module let go after it: loaded until the turn's end
    with the rest of the telling code, it held 1 KB through a CPU's turn after its trade (the
    least free heap at a PyBadge's 160x128 turns). Two in a turn load it twice (25 ms)."""
    from engine import job
    return job(('ui.rare',), 'ui.rare', name, *args)

