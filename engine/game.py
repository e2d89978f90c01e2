# The public face of the engine: a game with its pending decision, the legal answers, and the
# any-time actions. Every method applies in full or raises RuleError and changes nothing.
from engine import auction, build, trade, turn
from engine import rules as R
from engine.board import PRICE, SQUARES, ownable, mortgage_value
from engine.cards import shuffle_decks
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, OVER,
                          ROLL_DICE, PAY_FINE, USE_CARD, BUY_IT, DECLINE, BID_AMOUNT, PASS,
                          PAY_DEBT, GO_BANKRUPT, ACCEPT, REJECT, LIFT_NOW, KEEP, PLACE_AT,
                          EV_FIRST, EV_FREED, EV_DEAL, EV_TURN)
from engine.errors import RuleError, need_int
from engine.money import bankrupt, can_go_bankrupt, pay, fee_to_bank, return_card
from engine.state import State, NO_LOT, PH_ROLL


class Game(State):
    def __init__(self, n, seed=1, rules=None, setup=True):
        State.__init__(self, n, seed, rules)
        if setup:
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
            return (GO_BANKRUPT,) if can_go_bankrupt(self, p) else ()
        if d == TRADE:
            return (ACCEPT, REJECT)
        if d == LIFT:
            sq = self.lift_square
            return (LIFT_NOW, KEEP) if self.cash[p] >= mortgage_value(sq) else (KEEP,)
        if d == PLACE:
            return (PLACE_AT,)
        return ()

    def min_bid(self):
        return auction.min_bid(self)

    def act(self, answer, arg=0):
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
            if answer == PASS:
                auction.pass_(self)
            else:
                auction.bid(self, arg)
        elif d == DEBT:
            if answer == GO_BANKRUPT:
                bankrupt(self, p)
        elif d == TRADE:
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

    # --- any-time actions ---------------------------------------------------
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
        self._square(sq, p)
        return build.can_build(self, p, sq)

    def can_sell(self, p, sq, whole=False):
        self._square(sq, p)
        if whole:
            from engine.playbook import can_sell_whole   # loaded only when a rule asks
            return can_sell_whole(self, p, sq)
        return build.can_sell(self, p, sq)

    def can_mortgage(self, p, sq):
        self._square(sq, p)
        why = build.can_mortgage(self, p, sq)
        if why or not self.rules[R.MORTGAGE_NEED]:
            return why
        from engine.playbook import unneeded
        return unneeded(self, p)

    def can_unmortgage(self, p, sq):
        self._square(sq, p)
        return build.can_unmortgage(self, p, sq)

    def build(self, p, sq):
        self._may_act(p)
        self._square(sq)
        mask = build.build(self, p, sq)
        if mask:
            auction.start(self, build.building_lot(self, sq), p, mask)
        turn.advance(self)

    def sell(self, p, sq, whole=False):
        """One level down; whole: the group's hotels at once (playbook)."""
        self._may_act(p)
        self._square(sq)
        if whole:
            from engine.playbook import sell_whole
            sell_whole(self, p, sq)
        else:
            build.sell(self, p, sq)
        turn.advance(self)

    def mortgage(self, p, sq):
        self._may_act(p)
        self._square(sq)
        why = self.can_mortgage(p, sq)
        if why:
            raise RuleError(why)
        build.mortgage(self, p, sq)
        turn.advance(self)

    def unmortgage(self, p, sq):
        self._may_act(p)
        self._square(sq)
        build.unmortgage(self, p, sq)
        turn.advance(self)

    def propose(self, p, q, squares=(), cash=0, cards=0):
        self._may_act(p)
        why = trade.propose(self, p, q, squares, cash, cards)
        if why:
            raise RuleError(why)
        turn.advance(self)

    def cancel_offer(self):
        if self.offer is None:
            raise RuleError("no offer")
        self.offer = None
        turn.advance(self)

    def finish_now(self, reason):
        """End the game now (the UI's time limit)."""
        from engine.money import finish
        need_int(reason, 0, 3, "not a reason")
        if self.pending == OVER:
            raise RuleError("the game is over")
        finish(self, reason)
        turn.advance(self)
