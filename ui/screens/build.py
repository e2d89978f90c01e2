# Build, sell buildings, mortgage, lift: a list of the player's deeds the action applies to,
# with swatches and the amount. Build and sell then confirm ("Cash $1500 -> $1450"); mortgage
# and lift act on A (each can be undone, and the row shows what it moves). The engine decides
# what is allowed and a refusal shows its reason. Rows never move under the cursor: a deed
# stays listed after the action (its row then says so), so a quick second press lands on the
# same deed and is refused, never on another.
from engine import board as bd
from engine import rules as R
from engine.codes import DEBT, EV_PAY
from ui.device import buttons as K
from ui.text.hints import hint
from ui.screens.listing import ListScreen, money, deed_name, act
from ui.screens.deeds import swatch

from micropython import const

BUILD = const(0)
SELL = const(1)
MORTGAGE = const(2)
LIFT = const(3)


def level_words(ed, lv):
    if lv == bd.HOTEL:
        return '1 ' + ed.HOTEL[0]
    return '{} {}'.format(lv, ed.HOUSE[0] if lv == 1 else ed.HOUSE[1])


def sale(g, sq):
    """What selling sq's top building would do: (sq's level after, the cash it pays), the
    bank's stock of houses taken into account (a hotel it cannot break into houses brings
    the group down further: engine.build.broken, the rule). Nothing changes."""
    lv = g.level[sq]
    keep = g.rules[R.HOTEL_HOUSES]
    if lv == bd.HOTEL and g.houses < keep:
        from engine.build import broken
        levels, _, _, paid = broken(g, bd.GROUP[sq], sq)
        return levels[-1][1], paid
    return (keep if lv == bd.HOTEL else lv - 1), bd.house_cost(sq) // 2


def signed(app, a):
    return ('+' if a > 0 else '-') + money(app, abs(a))


class DeedAction(ListScreen):
    def __init__(self, app, player, kind):
        ListScreen.__init__(self, app)
        self.p = player
        self.kind = kind
        self.sq = -1        # the square being confirmed, -1 in the list
        self.squares = []   # the rows' squares: only ever added to while the list is open
        self.said = ''

    def title_of(self):
        ed = self.app.edition
        k = self.kind
        if k == BUILD:
            return 'Build ' + ed.HOUSE[1]
        if k == SELL:
            return 'Sell ' + ed.HOUSE[1] + '/' + ed.HOTEL[1]
        return 'Mortgage' if k == MORTGAGE else 'Lift mortgage'

    def amount(self, sq):
        """Cash the action moves: negative when the player pays."""
        k = self.kind
        if k == BUILD:
            return -bd.house_cost(sq)
        if k == SELL:
            return sale(self.app.game, sq)[1]
        if k == MORTGAGE:
            return bd.mortgage_value(sq)
        return -bd.unmortgage_cost(sq)

    def candidates(self):
        g = self.app.game
        p = self.p
        k = self.kind
        out = []
        why = None
        for sq in g.owned_by(p):
            if k == BUILD:
                r = g.can_build(p, sq) if bd.KIND[sq] == bd.STREET else 'x'
            elif k == SELL:
                r = g.can_sell(p, sq)
            elif k == MORTGAGE:
                # A deed of a built group is listed, marked, but refused with the engine's
                # reason on A (row()): it is there, and why it can't be mortgaged shows.
                r = None if not g.mortgaged[sq] else 'x'
            else:
                r = None if g.mortgaged[sq] else 'x'
            if r is None:
                out.append(sq)
            elif why is None and r != 'x':
                why = r
        return out, why

    def done(self, sq):
        """Has the action nothing left to do on sq (mortgaged already, lifted already)?"""
        m = self.app.game.mortgaged[sq]
        return (self.kind == MORTGAGE and m) or (self.kind == LIFT and not m)

    def row(self, sq):
        g = self.app.game
        ed = self.app.edition
        name = deed_name(self.app, sq, 10)
        m = signed(self.app, self.amount(sq))
        if self.kind in (BUILD, SELL):
            lv = g.level[sq]
            if lv == (bd.HOTEL if self.kind == BUILD else 0):
                # Nothing more to build (sell) here: the row says what stands, no amount.
                return ' {:<10} {}'.format(name, level_words(ed, lv))
            if self.kind == SELL:
                to = sale(g, sq)[0]     # a hotel the bank cannot break into houses: lower
            else:
                to = bd.HOTEL if lv == g.rules[R.HOTEL_HOUSES] else lv + 1
            h = ed.HOTEL[0][0]
            return ' {:<10} {}>{} {}'.format(name, h if lv == bd.HOTEL else lv,
                                             h if to == bd.HOTEL else to, m)
        if self.done(sq):
            m = 'mortgaged' if self.kind == MORTGAGE else 'lifted'
        elif self.kind == MORTGAGE and g.group_built(bd.GROUP[sq]):
            m = 'sell ' + ed.HOUSE[1]      # A gives the engine's reason
        return ' {:<10} {}'.format(name, m)

    def fill(self):
        g = self.app.game
        cash = money(self.app, g.cash[self.p])
        if self.sq < 0:
            self.title = self.title_of()
            fresh, why = self.candidates()
            at = self.squares[self.sel] if self.sel < len(self.squares) else -1
            first = not self.squares
            self.squares = sorted(set(self.squares + fresh))
            if at in self.squares:
                self.sel = self.squares.index(at)       # the cursor stays on its deed
            elif first and self.kind == MORTGAGE:
                # Opens on the first deed that can be mortgaged: those of a built group
                # come first by square but are refused (9 presses to the first that was not).
                ok = [i for i, sq in enumerate(self.squares)
                      if not self.done(sq) and not g.group_built(bd.GROUP[sq])]
                self.sel = ok[0] if ok else 0
            self.rows = [self.row(sq) for sq in self.squares]
            self.colours = [swatch(sq) for sq in self.squares]
            if self.said:
                self.foot = self.said
            elif not self.rows:
                from ui.screens.build_empty import nothing
                self.rows = nothing(self.app.edition, self.kind, why, self.cols - 1)
                self.sel = len(self.rows) - 1
                self.foot = hint(self.app, K.A, 'back')     # the board's own button
            elif g.pending == DEBT and g.actor == self.p:
                # Raising money for a debt: what is left to raise counts (as the menu says)
                from engine.money import shortfall
                self.foot = 'Still to raise ' + money(self.app, shortfall(g, self.p))
            else:
                self.foot = 'Cash ' + cash
            return
        sq = self.sq
        a = self.amount(sq)
        self.title = self.title_of() + ':'
        self.colours = None
        rows = [deed_name(self.app, sq, self.cols - 1)]
        lv = g.level[sq]
        rows.append('Now ' + level_words(self.app.edition, lv))
        verb = ('Build', 'Sell')[self.kind]
        rows.append('Cash {} -> {}'.format(cash, money(self.app, g.cash[self.p] + a)))
        rows.append('{}: {} {}'.format(verb, 'pay' if a < 0 else 'get', money(self.app, abs(a))))
        rows.append('Cancel')
        self.rows = rows
        self.foot = hint(self.app, K.A, 'confirm', K.B, 'back')

    def selectable(self, i):
        return self.sq >= 0 or bool(self.squares) or i == len(self.rows) - 1

    def pick(self, i):
        g = self.app.game
        k = self.kind
        if self.sq < 0 and not self.squares:
            self.back()
            return
        if self.sq < 0:
            sq = self.squares[i]
            if k == MORTGAGE or k == LIFT:
                self.apply(sq)
                self.settle()
                return
            why = g.can_build(self.p, sq) if k == BUILD else g.can_sell(self.p, sq)
            if why:
                self.say(why)
                return
            self.sq = sq
            self.said = ''
            self.update()
            self.sel = len(self.rows) - 2
            self.render()
            return
        n = len(self.rows)
        if i == n - 1:
            self.back()
            return
        if i == n - 2:
            self.apply(self.sq)
            self.back()
            self.settle()

    def apply(self, sq):
        """Run the action on sq; the foot says the action's own amount ("Mortgage Baltic Ave
        +$30"), a debt it let the engine pay in the same step told apart (", debt paid")."""
        g = self.app.game
        seen = len(g.events)
        k = self.kind
        before = g.cash[self.p]
        fn = (g.build, g.sell, g.mortgage, g.unmortgage)[k]
        if act(self, fn, self.p, sq):
            paid = sum(e[3] for e in g.events[seen:] if e[0] == EV_PAY and e[1] == self.p)
            verb = ('Build', 'Sell', 'Mortgage', 'Lift')[k]
            self.said = '{} {} {}{}'.format(verb, deed_name(self.app, sq, 10),
                                            signed(self.app, g.cash[self.p] - before + paid),
                                            ', debt paid' if paid else '')
        else:
            self.said = self.foot
        self.update()
        self.app.update()

    def settle(self):
        """What the list keeps once an action is done (its rows, its deeds and their swatches,
        the foot's sentence) made again after a collection, so that it lies in the heap's
        lowest holes (the heap rule of ui.game.news.settle). Made row by row, each above its
        own garbage (a deed's name is read from the drive), the rows lay 330 B apart at the
        top of the heap's largest free area, the lists above them; and an action that pays a
        debt ends the turn with this list still shown. With what the turn had told made
        again as the menu covered the board (ui.app.App.cover), that turn line went from
        5,120 to 10,496 B in one piece at a CLUE's heap (heap-quick; neither change alone
        did). One collection an action (13-18 ms on an RP2040)."""
        import gc
        gc.collect()
        self.rows = [r[:] for r in self.rows]
        self.squares = self.squares[:]
        if self.colours is not None:
            self.colours = self.colours[:]
        said = self.said[:]
        if self.foot == said:
            self.foot = said
        self.said = said

    def back(self):
        if self.sq < 0:
            self.app.pop()
            return
        sq = self.sq
        self.sq = -1
        self.update()
        if sq in self.squares:
            self.sel = self.squares.index(sq)
            self.render()
