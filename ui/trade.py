# Trading on one screen. Composing: the partner, both sides' cash, then each side's deeds
# (grouped by colour, with swatches and set marks) and Get Out of Jail Free cards; A marks a
# row, LEFT/RIGHT change a cash row in place (a held key speeds up), START proposes. The same
# screen answers an offer (ui/offer.py, loaded only then). The engine checks the trade.
from ui import buttons as K
from ui.listing import ListScreen, money, act
from ui.deeds import side

_NONE = -1          # a heading
_PARTNER = 200
_GIVE_CASH = 201
_GET_CASH = 202
_PROPOSE = 203
_HOLDINGS = 204
_CANCEL = 205
_CARD = 100         # 100, 101: a jail card of deck 0, 1


def cash_step(repeat):
    """$10 a press; a held key's repeats go faster: $50 from the 3rd, $100 from the 8th."""
    return 10 if repeat < 3 else (50 if repeat < 8 else 100)


class TradeScreen(ListScreen):
    """p proposes a trade to a partner."""

    def __init__(self, app, p):
        ListScreen.__init__(self, app)
        g = app.game
        self.p = p
        self.q = g.next_alive(p)
        self.marked = bytearray(40)
        self.cards = 0
        self.give = 0
        self.get = 0
        self.acts = []
        self.editing = False        # a cash row taking RIGHT/LEFT (boards without a d-pad)
        self.fill()
        self.sel = self.first_selectable(self.acts.index(_NONE) + 1 if _NONE in self.acts else 0)

    def selectable(self, i):
        return self.acts[i] != _NONE

    def fill(self):
        app = self.app
        names = app.names
        rows = []
        cols = []
        acts = []
        p, q = self.p, self.q
        self.title = names[p] + ' trades'
        edit = '<{}>' if self.editing or app.profile.dpad else '{}'
        rows += ['With ' + names[q], 'You pay ' + edit.format(money(app, self.give)),
                 names[q] + ' pays ' + edit.format(money(app, self.get))]
        cols += [None, None, None]
        acts += [_PARTNER, _GIVE_CASH, _GET_CASH]
        side(self, rows, cols, acts, p, 'You give:')
        side(self, rows, cols, acts, q, 'You get:')
        st = app.profile.word(K.START)        # no START on a one-button board: the row
        rows += ['Propose (%s)' % st if st else 'Propose', 'Holdings', 'Cancel']
        cols += [None, None, None]
        acts += [_PROPOSE, _HOLDINGS, _CANCEL]
        if not self.foot:
            self.foot = app.profile.hint(K.A, 'mark', K.START, 'propose')
        self.rows = rows
        self.colours = cols
        self.acts = acts

    def key(self, b):
        a = self.acts[self.sel] if self.acts else _NONE
        dpad = self.app.profile.dpad
        if b == K.SELECT and 0 <= a < 40:
            self.show_deed(a)
        elif a in (_GIVE_CASH, _GET_CASH) and (dpad or self.editing) and b in (K.LEFT, K.RIGHT):
            self.change_cash(a, 1 if b == K.RIGHT else -1)
        elif a == _PARTNER and dpad and b in (K.LEFT, K.RIGHT):
            self.partner(1 if b == K.RIGHT else -1)
        elif self.editing and b in (K.A, K.B):
            self.editing = False
            self.update()
        else:
            ListScreen.key(self, b)

    def change_cash(self, a, d):
        g = self.app.game
        who = self.p if a == _GIVE_CASH else self.q
        n = self.give if a == _GIVE_CASH else self.get
        s = cash_step(self.app.repeat)
        n = (n // s + d) * s if n % s == 0 or d < 0 else (n // s + 1) * s
        n = max(0, min(n, g.cash[who]))
        if a == _GIVE_CASH:
            self.give = n
        else:
            self.get = n
        self.update()

    def partner(self, d):
        g = self.app.game
        q = self.q
        while True:
            q = (q + d) % g.n
            if q != self.p and not g.out[q]:
                break
        if q != self.q:
            for sq in range(40):
                if g.owner[sq] == self.q:
                    self.marked[sq] = 0
            for deck in (0, 1):
                if g.cards[deck] == self.q:
                    self.cards &= ~(1 << deck)
            self.q = q
            self.get = 0
        self.update()

    def show_deed(self, sq):
        from ui.deed import DeedCard
        self.app.push(DeedCard(self.app, sq))

    def pick(self, i):
        a = self.acts[i]
        app = self.app
        if 0 <= a < 40:
            self.marked[a] ^= 1
        elif _CARD <= a < _CARD + 2:
            self.cards ^= 1 << (a - _CARD)
        elif a == _PARTNER:
            self.partner(1)
            return
        elif a in (_GIVE_CASH, _GET_CASH):
            self.editing = not app.profile.dpad
        elif a == _PROPOSE:
            self.start()
            return
        elif a == _HOLDINGS:
            from ui.holdings import Holdings
            app.push(Holdings(app, self.q))
            return
        elif a == _CANCEL:
            app.pop()
            return
        self.foot = ''
        self.update()

    def start(self):
        g = self.app.game
        sqs = bytes([sq for sq in range(40) if self.marked[sq]])
        if act(self, g.propose, self.p, self.q, sqs, self.give - self.get, self.cards):
            # The offer now waits for the partner (g.pending TRADE): back to the game (past
            # the menu), where the turn flow passes the device and shows the offer.
            app = self.app
            app.pop_to(app.stack[0])
            app.update()

    def back(self):
        self.app.pop()
