# One bidder's turn in an auction: the lot, the current bid, the bid being made (raised in
# steps of 1/10/50/100 up to the bidder's cash), bid or pass. The device goes round the table
# through the flow's "pass the device" screen.
from engine import codes as C
from ui import words
from ui.prompt import Prompt

STEPS = (1, 10, 50, 100)


class BidPrompt(Prompt):
    keep = 2
    def __init__(self, app, p):
        self.p = p
        g = app.game
        self.amount = g.min_bid()
        Prompt.__init__(self, app, '', (), (), self.choose, app.flow.browse,
                        app.edition.PLAYER_COLOURS[p])
        self.relabel()

    def relabel(self):
        app = self.app
        g = app.game
        m = lambda n: words.money(app, n)
        self.title = 'Auction: ' + (words.square(app, g.lot, True) if g.lot < 100
                                    else words.lot(app, g.lot))
        if g.high_bidder < g.n and g.high:
            high = 'Bid {} by {}'.format(m(g.high), app.names[g.high_bidder])
        else:
            high = 'No bids yet'
        self.lines = (high, '{} has {}'.format(app.names[self.p], m(g.cash[self.p])))
        ch = [('Bid ' + m(self.amount), 'bid')]
        for s in STEPS:
            ch.append(('+' + str(s), s))
        ch.append(('Lowest', 0))
        ch.append(('Pass', 'pass'))
        self.choices = tuple(ch)
        self.refresh()

    def choose(self, v):
        f = self.app.flow
        g = self.app.game
        if v == 'bid':
            f.news = []
            f.act(C.BID_AMOUNT, self.amount)
        elif v == 'pass':
            f.news = []
            f.act(C.PASS)
        else:
            low = g.min_bid()
            self.amount = low if v == 0 else max(low, min(self.amount + v, g.cash[self.p]))
            self.relabel()
