# Trading on one screen. Composing: the partner, both sides' cash, then each side's deeds
# (grouped by colour, with swatches and set marks) and Get Out of Jail Free cards; A marks a
# row, LEFT/RIGHT change a cash row in place by $10 a press (a held key speeds up), A on it
# adds $50, START proposes. An offer is answered on the same layout (ui/screens/offer.py, which
# does not load this module). The engine checks the trade.
from ui.device import buttons as K
from ui.text.hints import hint, word
from ui.screens.listing import ListScreen, money, act
from ui.screens.deeds import side, sets_made, legend, show
from ui.widgets.cursor import cash_step

_NONE = -1          # a heading
_PARTNER = 200
_GIVE_CASH = 201
_GET_CASH = 202
_PROPOSE = 203
_HOLDINGS = 204
_CANCEL = 205
_CARD = 100         # 100, 101: a jail card of deck 0, 1


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
        self.refill()
        self.sel = self.first_selectable(self.acts.index(_NONE) + 1 if _NONE in self.acts else 0)
        self.foot = self.hint()         # the row it opens on's

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
        legend(self, rows, cols, acts)
        made = sets_made(app, p, q, [sq for sq in range(40) if self.marked[sq]], self.cols - 1)
        rows += made                    # below the deeds: marking one never moves a row
        cols += [None] * len(made)
        acts += [_NONE] * len(made)
        st = word(app, K.START)        # no START on a one-button board: the row
        rows += ['Propose (%s)' % st if st else 'Propose', 'Holdings', 'Cancel']
        cols += [None, None, None]
        acts += [_PROPOSE, _HOLDINGS, _CANCEL]
        self.rows = rows
        self.colours = cols
        self.acts = acts
        if not self.foot:
            self.foot = self.hint()

    def hints(self):
        """The foot's hints in the board's own words (ui.device.profile): on a deed, on a cash row
        (d-pad, editing, not)."""
        app = self.app
        return (hint(app, K.A, 'mark', K.START, 'propose'), '< >: $10  ' + hint(app, K.A, '+$50'),
                hint(app, K.RIGHT, '+$10', K.LEFT, '-$10', K.A, '+$50', K.B, 'ok'),
                hint(app, K.A, 'change the amount'), hint(app, K.A, 'propose'),
                hint(app, K.A, 'open'), hint(app, K.A, 'cancel'),
                hint(app, K.A, 'next partner', K.START, 'propose'))

    def hint(self):
        """The foot for the row under the cursor: what A does there (mark a deed, propose,
        open Holdings, cancel, the next partner), on a cash row how the amount changes."""
        a = self.acts[self.sel] if self.acts else _NONE
        h = self.hints()
        if a == _GIVE_CASH or a == _GET_CASH:
            return h[1 if self.app.profile.dpad else 2 if self.editing else 3]
        rows = (_PROPOSE, _HOLDINGS, _CANCEL, _PARTNER)
        return h[4 + rows.index(a)] if a in rows else h[0]

    def moved(self):
        if self.foot in self.hints():
            self.foot = self.hint()     # a hint follows the cursor; a refusal stays
        self.render()

    def key(self, b):
        a = self.acts[self.sel] if self.acts else _NONE
        dpad = self.app.profile.dpad
        if b == K.SELECT and 0 <= a < 40:
            show(self.app, a)
        elif a in (_GIVE_CASH, _GET_CASH) and (dpad or self.editing) and b in (K.LEFT, K.RIGHT):
            self.change_cash(a, 1 if b == K.RIGHT else -1)
        elif a == _PARTNER and dpad and b in (K.LEFT, K.RIGHT):
            self.partner(1 if b == K.RIGHT else -1)
        elif self.editing and b == K.B:
            self.editing = False
            self.foot = ''
            if self.one_button():
                self.sel = self.acts.index(_PROPOSE)    # the amount set: on to Propose
            self.update()
        else:
            ListScreen.key(self, b)

    def change_cash(self, a, d, s=0):
        """d steps of s up or down (0: a press's step, ui.widgets.cursor.cash_step: $10 a tap)."""
        g = self.app.game
        who = self.p if a == _GIVE_CASH else self.q
        n = self.give if a == _GIVE_CASH else self.get
        if s:
            n += d * s                  # A: exactly $50 more, wherever the amount stands
        else:
            s = cash_step(self.app.repeat)
            n = (n // s + d) * s if n % s == 0 or d < 0 else (n // s + 1) * s
        if n > g.cash[who]:     # no more than they have, and said (it was capped silently)
            n = g.cash[who]
            self.foot = '{} {} only {}'.format('You' if who == self.p else self.app.names[who],
                                              'have' if who == self.p else 'has',
                                              money(self.app, n))
        n = max(0, n)
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

    def one_button(self):
        """A board whose cursor only goes forward (one button: the Feather TFT): the trade's
        common path is made short there (a deed marked, then the cash that pays for it)."""
        return not word(self.app, K.LEFT)

    def pick(self, i):
        a = self.acts[i]
        app = self.app
        if 0 <= a < 40:
            self.marked[a] ^= 1
            if self.marked[a] and self.one_button():
                # Straight to the cash that pays for it, taking the button: theirs for a deed
                # given, one's own for a deed asked for (some 8 taps round the list saved)
                self.sel = self.acts.index(_GET_CASH if app.game.owner[a] == self.p
                                           else _GIVE_CASH)
                self.editing = True
        elif _CARD <= a < _CARD + 2:
            self.cards ^= 1 << (a - _CARD)
        elif a == _PARTNER:
            self.partner(1)
            return
        elif a in (_GIVE_CASH, _GET_CASH):
            # A: $50 more (a d-pad's LEFT/RIGHT, or next/previous once editing, give $10).
            # Without a d-pad the first A starts editing the amount.
            if app.profile.dpad or self.editing:
                self.change_cash(a, 1, 50)
            else:
                self.editing = True
                self.foot = ''
                self.update()
            return
        elif a == _PROPOSE:
            self.start()
            return
        elif a == _HOLDINGS:
            from ui.screens.holdings import Holdings
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
            from ui.game.haggle import keep
            keep(self)              # refused, the offer comes back here (ui.game.haggle)
            app.pop_to(app.stack[0])
            app.update()

    def back(self):
        self.app.pop()
