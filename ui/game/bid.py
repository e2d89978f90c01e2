# One bidder's turn in an auction, in place: the lot and its printed price, the high bid and
# who made it, every bidder's cash, and the bid on one row. With a d-pad, LEFT/RIGHT change
# the amount by $10 a press (only a held key's repeats go by $50, then $100), UP/DOWN reach Pass; raising the high bid by
# $10 is RIGHT, A. Without one (RIGHT/A/B), the rows are ready bids (the lowest, +$10, +$100)
# and Pass, all visible. The cursor starts on a bid, never on Pass. The flow hands the device
# over only when the next bidder is a different person.
from engine import codes as C
from ui.device import buttons as K
from ui.text import words
from ui.widgets.prompt import Prompt
from ui.widgets.cursor import cash_step


class BidPrompt(Prompt):
    keep = 3

    def __init__(self, app, p):
        self.p = p
        g = app.game
        self.amount = min(g.min_bid(), max(g.cash[p], 1))
        Prompt.__init__(self, app, '', (), (), self.choose, app.flow.browse,
                        app.edition.PLAYER_COLOURS[p])
        self.relabel()

    def base(self):
        g = self.app.game
        return g.high if g.high_bidder < g.n else 0

    def to(self, step, up):
        """The amount one step up or down, on multiples of step above the high bid."""
        g = self.app.game
        h = self.base()
        a = self.amount - h
        a = (a // step + 1) * step if up else (a - 1) // step * step
        return max(g.min_bid(), min(h + a, g.cash[self.p]))

    def relabel(self):
        app = self.app
        g = app.game
        m = lambda n: words.money(app, n)
        lot = g.lot
        self.title = 'Auction: ' + (words.square(app, lot, True) if lot < 100
                                    else words.lot(app, lot))
        cash = []
        for q in range(g.n):
            if (g.bidders >> q) & 1:
                cash.append('{} {}'.format(app.names[q], m(g.cash[q])))
        ls = ['Cash: ' + ', '.join(cash)]     # first: the line cut when room is short
        if lot < 100:
            from engine.board import PRICE
            ls.append('Price ' + m(PRICE[lot]))
        if g.high_bidder < g.n:
            ls.append('High {} {}'.format(m(g.high), app.names[g.high_bidder]))
        else:
            ls.append('No bids yet')
        self.lines = ls
        if self.app.profile.dpad:
            ch = [('Bid: < {} >'.format(m(self.amount)), self.amount)]
        else:
            ch = []
            for v in (g.min_bid(), self.to(10, True), self.to(100, True)):
                if not ch or v > ch[-1][1]:
                    ch.append(('Bid ' + m(v), v))
        ch.append(('Pass', 'pass'))
        self.choices = tuple(ch)
        self.refresh()

    def key(self, b):
        if (b == K.LEFT or b == K.RIGHT) and self.app.profile.dpad and self.sel == 0:
            self.amount = self.to(cash_step(self.app.repeat), b == K.RIGHT)
            self.relabel()
            return
        Prompt.key(self, b)

    def choose(self, v):
        f = self.app.flow
        f.news = []
        if v == 'pass':
            f.act(C.PASS)
        else:
            f.act(C.BID_AMOUNT, v)
