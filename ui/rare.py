# The rarer moments for ui.news (self: its News), loaded when one happens: a trade made (who
# gets what, the cash), a bankruptcy (the cash and the buildings' value the creditor takes,
# the deeds), and what a debt is for.
from engine import codes as C
from engine.board import house_cost
from ui import words


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
