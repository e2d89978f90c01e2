# The any-time actions of the public Game (engine/game.py): what a player may do with their
# deeds and buildings besides answering the pending decision, and the legality questions the
# UI asks before offering them. Every action applies in full or raises RuleError and changes
# nothing. Naming: can_* returns why not (a short reason) or None when allowed.
# The examples run as tests (host_tests/test_docs_examples.py): a position is one line of
# engine.notation, here player a owning the two brown streets with $1500 each.
from engine import build, turn
from engine import rules as R
from engine.board import SQUARES
from engine.codes import BID, PLACE, TRADE, OVER
from engine import RuleError, need_int
from engine.state import State


class AnyTime(State):
    """The any-time actions and their can_* questions (above), on a State: engine.game.Game
    adds the answers to the pending decision."""
    def _may_act(self, p):
        need_int(p, 0, self.n, "not in the game")
        if self.out[p]:
            raise RuleError("not in the game")
        if self.pending in (BID, PLACE, TRADE, OVER):
            raise RuleError("finish the auction or offer first" if self.pending != OVER
                            else "the game is over")

    def _square(self, sq, p=0):     # and player p
        need_int(p, 0, self.n, "not a player")
        need_int(sq, 0, SQUARES, "not a square")

    def can_build(self, p, sq):
        """Why p may not build one level on square sq now, or None.

        >>> g = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.can_build(0, 1), g.can_build(1, 1)
        (None, 'not your street')
        """
        self._square(sq, p)
        return build.can_build(self, p, sq)

    def can_sell(self, p, sq, whole=False):
        """Why p may not sell one building level on sq now, or None; whole: the group's hotels
        at once (the playbook's hotel_breakup option).

        >>> load('aa' + '.' * 26 + ' 1500@0,1500@0 ta').can_sell(0, 1)
        'no building to sell'
        """
        self._square(sq, p)
        if whole:
            from engine.playbook import can_sell_whole   # loaded only when a rule asks
            return can_sell_whole(self, p, sq)
        return build.can_sell(self, p, sq)

    def can_mortgage(self, p, sq):
        """Why p may not mortgage sq now, or None (the playbook's mortgage_need rule included).

        >>> load('aA' + '.' * 26 + ' 1500@0,1500@0 ta').can_mortgage(0, 3)
        'already mortgaged'
        """
        self._square(sq, p)
        why = build.can_mortgage(self, p, sq)
        if why or not self.rules[R.MORTGAGE_NEED]:
            return why
        from engine.playbook import unneeded
        return unneeded(self, p)

    def can_unmortgage(self, p, sq):
        """Why p may not lift the mortgage on sq now (the value plus 10%), or None.

        >>> load('aA' + '.' * 26 + ' 1500@0,1500@0 ta').can_unmortgage(0, 3)
        """
        self._square(sq, p)
        return build.can_unmortgage(self, p, sq)

    def build(self, p, sq):
        """One building level on sq, paid to the bank. When the bank's houses or hotels are
        short and others want them too, the building goes to auction (g.pending == BID).

        >>> g = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.build(0, 1); g.level[1], g.cash[0]
        (1, 1450)
        >>> g.build(0, 1)
        Traceback (most recent call last):
        engine.RuleError: build evenly: another street first
        """
        self._may_act(p)
        self._square(sq)
        mask = build.build(self, p, sq)
        if mask:      # the house shortage: the buildings go to auction
            from engine import auction
            auction.start(self, build.building_lot(self, sq), p, mask)
        turn.advance(self)

    def sell(self, p, sq, whole=False):
        """One level down, for half its cost; whole: the group's hotels to bare land at once
        (the playbook's hotel_breakup option).

        >>> g = load('a1a1' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.sell(0, 3); g.level[3], g.cash[0]
        (0, 1525)
        """
        self._may_act(p)
        self._square(sq)
        if whole:
            from engine.playbook import sell_whole
            sell_whole(self, p, sq)
        else:
            build.sell(self, p, sq)
        turn.advance(self)

    def mortgage(self, p, sq):
        """Mortgage sq for its mortgage value (half the price).

        >>> g = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.mortgage(0, 3); g.mortgaged[3], g.cash[0]
        (1, 1530)
        """
        self._may_act(p)
        self._square(sq)
        why = self.can_mortgage(p, sq)
        if why:
            raise RuleError(why)
        build.mortgage(self, p, sq)
        turn.advance(self)

    def unmortgage(self, p, sq):
        """Lift the mortgage on sq: its mortgage value plus 10% interest.

        >>> g = load('aA' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.unmortgage(0, 3); g.mortgaged[3], g.cash[0]
        (0, 1467)
        """
        self._may_act(p)
        self._square(sq)
        build.unmortgage(self, p, sq)
        turn.advance(self)

    def propose(self, p, q, squares=(), cash=0, cards=0):
        """Offer q a trade: squares (of p or q) change hands, p pays q cash (negative: q pays
        p), cards is a bitmask of the Get Out of Jail Free cards (1 Chance, 2 Chest). Then q
        answers it (g.pending == TRADE, g.actor == q).

        >>> g = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
        >>> g.propose(0, 1, [3], -100); g.pending == TRADE, g.actor
        (True, 1)
        """
        self._may_act(p)
        from engine import trade    # for this step: the answer imports it again (engine.turn)
        why = trade.propose(self, p, q, squares, cash, cards)
        if why:
            raise RuleError(why)
        turn.advance(self)

    def cancel_offer(self):
        """Withdraw the offer being answered; the game goes on where it was."""
        if self.offer is None:
            raise RuleError("no offer")
        self.offer = None
        turn.advance(self)

    def finish_now(self, reason):
        """End the game now (the UI's clock: reason codes.OVER_LIMIT). Business in flight is
        wound up first (engine/ending.py), then g.pending == OVER and score.ranking(g) ranks.

        >>> g = load('aa' + '.' * 26 + ' 1500@0,1000@0 ta')
        >>> g.finish_now(OVER_LIMIT); g.pending == OVER, g.winner
        (True, 0)
        """
        from engine.ending import finish
        need_int(reason, 0, 3, "not a reason")
        if self.pending == OVER:
            raise RuleError("the game is over")
        finish(self, reason)
        turn.advance(self)
