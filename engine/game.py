# The public face of the engine: a game with its pending decision, the legal answers, and the
# any-time actions (engine/anytime.py). Every method applies in full or raises RuleError and
# changes nothing. docs/engine-api.md has the whole contract; the examples here run as tests.
from engine import build, turn
from engine.anytime import AnyTime
from engine import rules as R
from engine.board import PRICE, SQUARES, ownable, mortgage_value
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE,
                          ROLL_DICE, PAY_FINE, USE_CARD, BUY_IT, DECLINE, BID_AMOUNT, PASS,
                          PAY_DEBT, GO_BANKRUPT, ACCEPT, REJECT, LIFT_NOW, KEEP, PLACE_AT,
                          EV_FIRST, EV_FREED, EV_DEAL, EV_TURN)
from engine import RuleError, need_int
from engine.money import bankrupt, end_reason, insolvent, pay, fee_to_bank, return_card
from engine.state import NO_LOT, PH_ROLL


class Game(AnyTime):
    """A game of n players (2-6), its dice seeded, under rules (an engine.rules array; None:
    classic). setup=False leaves the board as dealt for a loader to fill.

    >>> g = Game(3, seed=7)
    >>> g.pending == ROLL, g.actor == g.turn, g.answers() == (ROLL_DICE,)
    (True, True, True)
    """
    def __init__(self, n, seed=1, rules=None, setup=True):
        AnyTime.__init__(self, n, seed, rules)
        if setup:
            from engine.cards import shuffle_decks     # let go in advance() (SITUATIONS)
            shuffle_decks(self)
            self._deal_deeds()
            self.turn = self.first = self._first_player()
            self.emit(EV_TURN, self.turn, 1)
            turn.advance(self)

    def _first_player(self):
        """Everyone rolls; the highest goes first, ties roll again."""
        tied = list(range(self.n))
        while len(tied) > 1:
            best = -1
            top = []
            for p in tied:
                total = self.rng.die() + self.rng.die()
                self.emit(EV_FIRST, p, total)
                if total > best:
                    best = total
                    top = [p]
                elif total == best:
                    top.append(p)
            tied = top
        return tied[0]

    def _deal_deeds(self):
        """Short Game: deeds dealt free to each player."""
        count = self.rules[R.DEAL_DEEDS]
        if not count:
            return
        deeds = bytearray(sq for sq in range(SQUARES) if ownable(sq))
        self.rng.shuffle(deeds, 0, len(deeds))
        i = 0
        for _ in range(count):
            for p in range(self.n):
                self.owner[deeds[i]] = p
                self.emit(EV_DEAL, p, deeds[i])
                i += 1

    # --- decisions ----------------------------------------------------------
    def answers(self):
        """The legal answers to the pending decision, as a tuple of codes (empty when there
        is none: a debt the debtor must first raise, or the game over)."""
        d = self.pending
        p = self.actor
        if d == ROLL:
            return (ROLL_DICE,)
        if d == JAIL:
            a = [ROLL_DICE]
            if turn.may_pay_fine(self, p):
                a.insert(0, PAY_FINE)
            if self.cards[0] == p or self.cards[1] == p:
                a.insert(0, USE_CARD)
            return tuple(a)
        if d == BUY:
            return (BUY_IT, DECLINE) if self.cash[p] >= PRICE[self.pos[p]] else (DECLINE,)
        if d == BID:
            return (BID_AMOUNT, PASS)
        if d == DEBT:
            if self.cash[p] >= self.owed:
                return (PAY_DEBT,)
            return (GO_BANKRUPT,) if insolvent(self, p) else ()
        if d == TRADE:
            return (ACCEPT, REJECT)
        if d == LIFT:
            sq = self.lift_square
            return (LIFT_NOW, KEEP) if self.cash[p] >= mortgage_value(sq) else (KEEP,)
        if d == PLACE:
            return (PLACE_AT,)
        return ()

    def settle(self):
        """The lists the game keeps between steps made again, the same values: a board calls
        this just after a collection (ui.game.news.settle), so that they lie low in its heap, not
        where a step made them (docs/bench.md, "Heap rules the code follows")."""
        if self._seen is not None:
            self._index()       # the owner index
        self.events = self.events[:]
        self.pay_from = self.pay_from[:]
        self.pay_to = self.pay_to[:]
        self.pay_amount = self.pay_amount[:]

    def min_bid(self):
        """The lowest legal BID_AMOUNT in the auction under way."""
        from engine import auction      # resident while an auction is (engine.turn.advance)
        return auction.min_bid(self)

    def act(self, answer, arg=0):
        """Apply one of answers() (arg: the bid, or the square for PLACE_AT), then run the
        game on to the next decision.

        >>> g = Game(2, seed=1); setup_events = g.take_events()   # who starts: EV_FIRST
        >>> g.act(BUY_IT)
        Traceback (most recent call last):
        engine.RuleError: not a choice now
        >>> g.act(ROLL_DICE); g.take_events()[0][0] == EV_ROLL
        True
        """
        need_int(arg, -0x3FFFFFFF, 0x3FFFFFFF, "not a number")
        if type(answer) is not int or answer not in self.answers():
            raise RuleError("not a choice now")
        d = self.pending
        p = self.actor
        if d == ROLL:
            turn.act_roll(self, p)
        elif d == JAIL:
            self._leave_jail(p, answer)
        elif d == BUY:
            turn.act_buy(self, p, answer == BUY_IT)
        elif d == BID:
            from engine import auction
            if answer == PASS:
                auction.pass_(self)
            else:
                auction.bid(self, arg)
        elif d == DEBT:
            if answer == GO_BANKRUPT:
                bankrupt(self, p)
                reason = end_reason(self, True)
                if reason is not None:
                    from engine.ending import finish
                    finish(self, reason)
        elif d == TRADE:
            from engine import trade
            why = trade.answer(self, answer == ACCEPT)
            if why:
                raise RuleError(why)
        elif d == LIFT:
            sq = self.lifts[1]
            if answer == LIFT_NOW:
                build.unmortgage(self, p, sq, mortgage_value(sq))
            self.lifts = self.lifts[2:]
            self.lift_square = NO_LOT
        elif d == PLACE:
            why = build.can_place(self, p, arg, self.place) if 0 <= arg < SQUARES else "not a square"
            if why:
                raise RuleError(why)
            build.place(self, p, arg)
            self.place = NO_LOT
            self.place_by = BANK
        turn.advance(self)

    def _leave_jail(self, p, answer):
        if answer == ROLL_DICE:
            turn.act_roll(self, p)
            return
        self.jail[p] = 0
        if answer == USE_CARD:
            return_card(self, 0 if self.cards[0] == p else 1)
            self.emit(EV_FREED, p, 1)
        else:
            self.emit(EV_FREED, p, 0)
            pay(self, p, fee_to_bank(self), self.rules[R.JAIL_FINE])
        self.phase = PH_ROLL
