# The rarer moments for ui.game.news (self: its News), loaded when one happens: a trade made (who
# gets what, the cash), a bankruptcy (the cash and the buildings' value the creditor takes,
# the deeds), a debt with its cause and the payment that settles it, a card drawn, who
# starts a game and the panels waiting at a turn's end made again (ui.game.news.settle).
from engine import codes as C
from engine.board import house_cost
from ui.text import words
from micropython import const

_GET = const(4)     # engine.cards' effect "the bank pays you" (its const is not exported)


def opening(self, f, g, Item):
    """Who starts (everyone's roll), before the first turn: a panel when people play. Item:
    ui.game.news' class (this module does not import ui.game.news, which loads it)."""
    rolls = [words.who(f.app, e[1]) + ' ' + str(e[2]) for e in g.take_events()
             if e[0] == C.EV_FIRST]
    if rolls:
        t = 'Rolls: {}. {} starts.'.format(', '.join(rolls), f.app.names[g.turn])
        f.say(t)
        if f.persons and not f.demo:
            f.panels.append(Item(5, t, 0, C.EV_FIRST))     # 5: ui.game.news.BIG


def trade(self, app, it):
    p, q, squares, cash, cards = self.offer
    self.offer = None
    g = app.game
    it.prio = 8
    it.who = 1 << p | 1 << q
    it.arg = q      # who accepted: they saw it all on the offer
    gets = ([], [])
    for sq in squares:
        gets[g.owner[sq] == q].append(words.square(app, sq, True))
    if cash:
        gets[cash > 0].append(words.amount(app, abs(cash)))
    if cards:
        gets[0].append('Get Out card')
    self.move(it, p, -cash)
    self.move(it, q, cash)
    it.text = 'Trade made: {} gets {}; {} gets {}'.format(
        words.who(app, p), ', '.join(gets[0]) or 'nothing',
        words.who(app, q), ', '.join(gets[1]) or 'nothing')
    return it

def bankrupt(self, app, ev, it):
    k, p, to, c = ev
    g = app.game
    it.prio = 9
    it.who = 255
    cash = self.cash[p]
    built = 0
    deeds = 0
    for sq in range(40):
        if self.own[sq] == p:
            deeds += 1
            if self.lv[sq]:
                built += g.rank(self.lv[sq]) * house_cost(sq) // 2
            self.own[sq] = to
            self.lv[sq] = 0
    self.move(it, p, -cash)
    self.move(it, to, cash + built)
    t = '{} is bankrupt: {} takes {}'.format(words.who(app, p), words.who(app, to),
                                             words.amount(app, cash + built))
    if built:
        t += ' ({} cash, {} buildings)'.format(words.amount(app, cash), words.amount(app, built))
    if deeds:
        t += ' and {} deed{}'.format(deeds, 's' if deeds > 1 else '')
    it.text = t
    return it


def debt(self, app, ev, due, Item):
    """A debt (ev) and its cause (due: the event that made the payment due), kept in
    self.debt until the payment that settles it (owed, below). The arguments' names are
    ones the board has interned already (ui.game.news.settle says why)."""
    k, a, b, c = ev
    t = cause(self, app, due)
    self.debt = (a, b, c, t)
    return Item(4, '{}: {} owes {} to {}'.format(t, words.who(app, a), words.amount(app, c),
                                                words.who(app, b)), 1 << a, k)


def owed(self, app, ev, Item):
    """The payment (ev) that settles the debt told last, told with its cause."""
    k, a, b, c = ev
    t = self.debt[3]
    self.debt = None
    return Item(2, '{} pays {} the {} owed ({})'.format(   # 2: ui.game.news.SMALL, a banner
        words.who(app, a), words.who(app, b), words.amount(app, c), t), 0, k)


def cause(self, app, ev):
    """Why a payment is owed, for a debt: 'Rent, Boardwalk with a hotel'."""
    if ev is None:
        return 'A payment'
    k, a, b, c = ev
    if k == C.EV_RENT:
        sq = self.at[a]
        lv = self.lv[sq]
        t = 'Rent, ' + words.square(app, sq, True)
        return t + (' with ' + ('a ' if lv >= 5 else '') + words.building(app, lv) if lv else '')
    if k == C.EV_TAX:
        return words.square(app, b, True)
    if k == C.EV_WON:
        return 'Auction, ' + words.lot(app, b)
    if k == C.EV_INTEREST:
        return 'Interest, ' + words.square(app, b, True)
    if k == C.EV_CARD:
        return app.edition.DECKS[b][1] + ' card'
    if k == C.EV_FREED:
        return 'Jail fine'
    return 'A payment'


def card(self, app, ev, it):
    """A card drawn (ev), told in it (ui.game.news.other's item for ev)."""
    k, a, b, c = ev
    from engine.cards import EFFECTS
    t = '{} draws {}: {}'.format(words.who(app, a), app.edition.DECKS[b][1],
                                 words.card(app, b, c))
    it.prio = 5
    it.text = t
    it.arg = b
    if EFFECTS[b][2 * c] == _GET:
        n = EFFECTS[b][2 * c + 1]
        self.move(it, a, n)
        if t.find(words.amount(app, n)) < 0:
            it.text += ' (+{})'.format(words.amount(app, n))
    return it


def panels(f, m):
    """The panels waiting (ui.game.news.settle: m, this turn's lines made again)."""
    for i, it in enumerate(f.panels):
        c = type(it)(it.prio, m.get(it.text, it.text), it.who, it.ev)
        c.cash = list(it.cash)
        c.more = [m.get(t, t) for t in it.more]
        c.due = it.due
        c.arg = it.arg
        f.panels[i] = c
