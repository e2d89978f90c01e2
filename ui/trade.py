# Trading: the composer (partner, then deeds, cash and jail cards on both sides, review,
# propose) and OfferScreen, where the partner accepts or rejects the pending offer.
# The engine checks the trade (g.propose / g.act): a refusal shows its reason.
from engine import codes as C
from editions import square_name
from ui.listing import ListScreen, money, act

_STEPS = (1, 10, 50, 100, -1, -10, -50, -100)
# Row actions: 0-39 toggle a deed, 100/101 a jail card, then these.
_GIVE_CASH = 200
_GET_CASH = 201
_REVIEW = 202
_CANCEL = 203
_PROPOSE = 204
_EDIT = 205
_DONE = 206
_NONE = -1


def _card(ed, deck):
    return 'Jail card (' + ed.DECKS[deck][1] + ')'


def offer_rows(app, offer, v, acts):
    """What viewer v gets and gives in offer (p, q, squares, cash, cards); fills acts."""
    g = app.game
    ed = app.edition
    p, q, squares, cash, cards = offer
    rows = []
    for gets in (1, 0):
        rows.append('You get:' if gets else 'You give:')
        acts.append(_NONE)
        for sq in squares:
            if (g.owner[sq] != v) == gets:
                rows.append(' ' + square_name(ed, sq, True) + (' (M)' if g.mortgaged[sq] else ''))
                acts.append(sq)
        for deck in (0, 1):
            if (cards >> deck) & 1 and (g.cards[deck] != v) == gets:
                rows.append(' ' + _card(ed, deck))
                acts.append(_NONE)
        paid = cash if v == q else -cash        # what v receives
        if paid and (paid > 0) == gets:
            rows.append(' ' + money(app, abs(paid)))
            acts.append(_NONE)
    return rows


def _show_deed(app, sq):
    from ui.deed import DeedCard
    app.push(DeedCard(app, sq))


class TradeScreen(ListScreen):
    def __init__(self, app, player):
        super().__init__(app)
        self.p = player
        self.q = -1
        self.stage = 0          # 0 partner, 1 compose, 2 cash, 3 review
        self.marked = bytearray(40)
        self.cards = 0
        self.give = 0
        self.get = 0
        self.acts = []
        self.said = ''
        self.which = _GIVE_CASH
        self.back_to = 0

    def offer(self):
        sqs = bytes([sq for sq in range(40) if self.marked[sq]])
        return (self.p, self.q, sqs, self.give - self.get, self.cards)

    def fill(self):
        app = self.app
        g = app.game
        ed = app.edition
        p, q = self.p, self.q
        rows = []
        acts = []
        st = self.stage
        if st == 0:
            self.title = app.names[p] + ': trade with'
            for o in g.alive():
                if o != p:
                    rows.append(app.names[o])
                    acts.append(o)
            self.foot = 'A: choose  B: back'
        elif st == 1:
            self.title = 'Trade with ' + app.names[q]
            for who in (p, q):
                rows.append('You give:' if who == p else 'You get:')
                acts.append(_NONE)
                for sq in g.owned_by(who):
                    rows.append('[{}] {}'.format('x' if self.marked[sq] else ' ',
                                                 square_name(ed, sq, True)))
                    acts.append(sq)
                for deck in (0, 1):
                    if g.cards[deck] == who:
                        on = (self.cards >> deck) & 1
                        rows.append('[{}] {}'.format('x' if on else ' ', _card(ed, deck)))
                        acts.append(100 + deck)
                rows.append('[{}] Cash'.format(money(app, self.give if who == p else self.get)))
                acts.append(_GIVE_CASH if who == p else _GET_CASH)
            rows.append('Review offer')
            acts.append(_REVIEW)
            rows.append('Cancel')
            acts.append(_CANCEL)
            self.foot = 'A: mark  B: back'
        elif st == 2:
            who = p if self.which == _GIVE_CASH else q
            n = self.give if who == p else self.get
            self.title = '{} pays {}'.format(app.names[who], money(app, n))
            for s in _STEPS:
                rows.append('{}{}'.format('+' if s > 0 else '', s))
                acts.append(s)
            rows.append('Done')
            acts.append(_DONE)
            self.foot = 'Cash ' + money(app, g.cash[who])
        else:
            self.title = 'Offer to ' + app.names[q]
            rows = ['Propose', 'Edit', 'Cancel']
            acts = [_PROPOSE, _EDIT, _CANCEL]
            rows.extend(offer_rows(app, self.offer(), p, acts))
            if not self.said:
                self.foot = 'A: choose  B: edit'
        self.rows = rows
        self.acts = acts

    def goto(self, stage, sel=0):
        self.stage = stage
        self.sel = sel
        self.first = 0
        self.said = ''
        self.update()

    def pick(self, i):
        a = self.acts[i]
        st = self.stage
        g = self.app.game
        if st == 0:
            self.q = a
            self.goto(1)
        elif st == 1:
            if 0 <= a < 40:
                self.marked[a] ^= 1
            elif a >= 100 and a < 102:
                self.cards ^= 1 << (a - 100)
            elif a in (_GIVE_CASH, _GET_CASH):
                self.which = a
                self.back_to = i
                self.goto(2)
                return
            elif a == _REVIEW:
                self.goto(3)
                return
            elif a == _CANCEL:
                self.app.pop()
                return
            self.update()
        elif st == 2:
            if a == _DONE:
                self.goto(1, self.back_to)
                return
            who = self.p if self.which == _GIVE_CASH else self.q
            n = (self.give if who == self.p else self.get) + a
            n = max(0, min(n, g.cash[who]))
            if who == self.p:
                self.give = n
            else:
                self.get = n
            self.update()
        else:
            if a == _EDIT:
                self.goto(1)
            elif a == _CANCEL:
                self.app.pop()
            elif a == _PROPOSE:
                _, q, sqs, cash, cards = self.offer()
                if act(self, g.propose, self.p, q, sqs, cash, cards):
                    self.done()
                else:
                    self.said = self.foot
            elif 0 <= a < 40:
                _show_deed(self.app, a)

    def done(self):
        # The offer now waits for the partner (g.pending TRADE): leave the menu too, so the
        # turn flow can pass the device and show OfferScreen.
        from ui.menu import Menu
        app = self.app
        app.pop()
        if isinstance(app.top(), Menu):
            app.pop()
        app.update()

    def back(self):
        if self.stage == 0:
            self.app.pop()
        elif self.stage == 2:
            self.goto(1, self.back_to)
        else:
            self.goto(self.stage - 1 if self.stage == 1 else 1)


class OfferScreen(ListScreen):
    """The pending TRADE decision, shown to the partner (g.actor)."""

    def fill(self):
        app = self.app
        g = app.game
        self.acts = acts = [C.ACCEPT, C.REJECT]
        self.rows = ['Accept', 'Reject']
        if g.offer is None:
            self.title = 'No offer'
            return
        p, q = g.offer[0], g.offer[1]
        self.title = '{} offers {}:'.format(app.names[p], app.names[q])
        self.rows.extend(offer_rows(app, g.offer, q, acts))
        if not self.foot:
            self.foot = 'A: choose'

    def pick(self, i):
        a = self.acts[i]
        app = self.app
        if a in (C.ACCEPT, C.REJECT):
            if act(self, app.game.act, a):
                app.pop()
                app.update()
        elif 0 <= a < 40:
            _show_deed(app, a)

    def back(self):
        # The offer must be answered; B only reminds.
        self.say('Accept or reject')
