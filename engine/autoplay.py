# The automatic player: answers every decision legally, with simple rules and a dash of chance,
# so that whole games run unattended (tests, demo, statistics). It uses its own PRNG so that
# the game's dice do not depend on how it plays.
from engine import rules as R
from engine.board import SQUARES, PRICE, STREET, KIND, GROUP, unmortgage_cost
from engine.build import can_build, can_sell, can_mortgage
from engine.codes import (ROLL_DICE, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, OVER,
                          BUY_IT, DECLINE, BID_AMOUNT, PASS, ACCEPT, REJECT, PLACE_AT,
                          GO_BANKRUPT, PAY_DEBT)
from engine import RuleError
from engine.rng import Rng

_FLAT = bytes(SQUARES)      # the levels of a board without buildings


def played(players, seed, steps):
    """Game(players, seed) after up to steps decisions of AutoPlayer(seed), fewer when the
    game ends first: a position some way into a game, the same on every interpreter."""
    from engine.game import Game
    g = Game(players, seed=seed)
    bot = AutoPlayer(seed)
    for _ in range(steps):
        if g.pending == OVER:
            break
        bot.step(g)
    return g


class AutoPlayer:
    """A player for every seat that answers g's pending decision with step(g): legal moves,
    simple rules, a little chance from its own Rng(seed); trade_chance in 1000ths a turn."""
    def __init__(self, seed=1, trade_chance=20):
        self.rng = Rng(seed)
        self.trade_chance = trade_chance   # in 1000ths per turn

    def step(self, g):
        """Answer g's pending decision (after any-time actions of its own)."""
        d = g.pending
        p = g.actor
        r = self.rng
        if d == DEBT:
            self._raise(g, p)
            if g.pending == DEBT and g.actor == p:     # else paid, and the next debtor waits
                a = g.answers()
                g.act(PAY_DEBT if PAY_DEBT in a else GO_BANKRUPT)
            return
        if d == ROLL or d == JAIL:
            self._manage(g, p)
            if g.pending != d:
                return          # an action started an auction or an offer
            if d == ROLL:
                r.next()        # the one answer, drawn as for any other decision: below(1)
                g.act(ROLL_DICE)
                return
            a = g.answers()
            g.act(a[r.below(len(a))])
        elif d == BUY:
            a = g.answers()
            g.act(BUY_IT if BUY_IT in a and r.below(5) else DECLINE)
        elif d == BID:
            low = g.min_bid()
            worth = PRICE[g.lot] if g.lot < SQUARES else 150
            if low <= worth + r.below(60) and g.cash[p] - low >= r.below(150):
                g.act(BID_AMOUNT, min(g.cash[p], low + r.below(25)))
            else:
                g.act(PASS)
        elif d == TRADE:
            g.act(ACCEPT if r.below(3) == 0 else REJECT)
        elif d == LIFT:
            a = g.answers()
            g.act(a[r.below(len(a))])
        elif d == PLACE:
            for sq in range(SQUARES):
                try:
                    g.act(PLACE_AT, sq)
                    return
                except RuleError:
                    pass

    def _raise(self, g, p):
        """Sell buildings, then mortgage, until the debt is paid or nothing is left."""
        sold = True
        while sold and g.pending == DEBT and g.actor == p:
            sold = False
            own = g.owned_by(p)         # deeds do not change hands while p raises cash
            for i in range(len(own) - 1, -1, -1):
                sq = own[i]
                if g.pending == DEBT and g.actor == p and g.level[sq] and \
                        can_sell(g, p, sq) is None:
                    g.sell(p, sq)
                    sold = True
        for sq in g.owned_by(p):
            if g.pending == DEBT and g.actor == p and may_mortgage(g, p, sq):
                g.mortgage(p, sq)

    def _manage(self, g, p):
        # Only p's own deeds can pass the four checks, and each check is made only when the
        # cheap facts it needs hold (mortgaged or not, the group whole, a building), in the
        # order of the checks: the same answers, the same draws, the same games, without the
        # 4 x 40 questions a roll of asking the whole board.
        below = self.rng.below
        cash = g.cash
        level = g.level
        mortgaged = g.mortgaged
        need = g.rules[R.MORTGAGE_NEED]
        flat = level == _FLAT           # no building anywhere: no group is built
        own = g.owned_by(p)
        whole = g.whole_groups()        # nothing below changes who owns what
        for sq in own:
            if mortgaged[sq]:
                # can_unmortgage(g, p, sq) is None: p's mortgaged deed, and the cash to lift it
                if cash[p] >= unmortgage_cost(sq) and cash[p] > 600 + below(400):
                    g.unmortgage(p, sq)
                    continue
            else:
                grp = GROUP[sq]
                if whole[grp] == p and KIND[sq] == STREET and \
                        can_build(g, p, sq) is None and cash[p] > 200 + below(400):
                    g.build(p, sq)
                    if g.pending != ROLL and g.pending != JAIL:
                        return
                    flat = False
                    continue
                # may_mortgage(g, p, sq): p's unmortgaged deed in an unbuilt group, and the
                # playbook's mortgage_need rule (asked only when it is on)
                if (flat or not g.group_built(grp)) and (not need or may_mortgage(g, p, sq)) and \
                        below(300) == 0:
                    g.mortgage(p, sq)
                    continue
            if level[sq] and can_sell(g, p, sq) is None and below(200) == 0:
                g.sell(p, sq)
                flat = level == _FLAT
        if below(1000) < self.trade_chance:
            self._offer(g, p)

    def _offer(self, g, p):
        r = self.rng
        q = r.below(g.n)
        if q == p or g.out[q]:
            return
        mine = [sq for sq in g.owned_by(p) if r.below(3) == 0]
        theirs = [sq for sq in g.owned_by(q) if r.below(3) == 0]
        cash = r.below(200) - 100
        cards = r.below(4) if r.below(4) == 0 else 0
        try:
            g.propose(p, q, mine[:2] + theirs[:2], cash, cards)
        except RuleError:
            pass


def may_mortgage(g, p, sq):
    """True when g.can_mortgage(p, sq) is None (the playbook's mortgage_need rule included),
    without the public method's argument checks."""
    if can_mortgage(g, p, sq) is not None:
        return False
    if not g.rules[R.MORTGAGE_NEED]:
        return True
    from engine.playbook import unneeded
    return unneeded(g, p) is None
