# CPU players: answer the pending decision as a person would, through the same API, after the
# any-time actions of their own turn (trade, lift, build). Levels and personalities: tables
# of parameters over one way of playing.
from engine import rules as R
from engine.board import SQUARES, PRICE, KIND, STREET, RAIL, UTIL
from engine.codes import (ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, BANK,
                          BUY_IT, DECLINE, BID_AMOUNT, PASS, ACCEPT, REJECT, LIFT_NOW, KEEP,
                          PAY_FINE, USE_CARD, ROLL_DICE, PLACE_AT)
from engine.cpu_money import raise_cash, build_some, lift_some, place_best, building_worth
from engine.cpu_trade import acceptable, best_offer, fresh
from engine.cpu_value import horizon, deed_value, danger
from engine.errors import RuleError
from engine.rng import Rng
from engine.state import LOT_HOUSE
from engine.turn import jail_turns

from micropython import const

# Parameters (indexes into a level's table).
RESERVE = const(0)      # cash ($) always kept back when buying or building
RISK = const(1)      # percent of the largest rent on the board also kept back
BID_PCT = const(2)       # percent of its valuation a deed is bid up to
BLOCK = const(3)     # percent of a rival's gain from a deed added to its worth (denial)
TRADE_RATE = const(4)  # percent chance per turn of looking for a trade to offer (0: never)
FAIR = const(5)      # how much a partner's gain counts against its own (100: a rival's share)
MARGIN = const(6)    # least gain ($) for a trade to be worth taking
STAY = const(7)      # expected rent per roll ($) above which it stays in jail
OPEN = const(8)      # unowned deeds left above which it leaves jail at once, whatever the board
LOCK = const(9)      # bank house stock at or below which it holds at three houses (0: never)
HORIZON = const(10)  # rounds of rent counted in valuations
NOISE = const(11)    # random $ on what it keeps back and what a deed is worth (weaker)
SPARE = const(12)    # 1: mortgages deeds outside its building groups to pay for building

# RESERVE RISK BID_PCT BLOCK TRADE FAIR MARGIN STAY OPEN LOCK HORIZON NOISE SPARE
EASY = (80, 35, 100, 60, 25, 100, 25, 60, 8, 0, 8, 150, 0)
NORMAL = (90, 40, 100, 50, 40, 110, 30, 60, 8, 0, 12, 80, 1)
HARD = (60, 30, 100, 60, 100, 100, 20, 25, 6, 12, 15, 0, 1)
LEVELS = (EASY, NORMAL, HARD)

# Personalities: (parameter, change) pairs applied over the level.
CAUTIOUS = ((RESERVE, 150), (RISK, 20), (BID_PCT, -10), (STAY, -10))
AGGRESSIVE = ((RESERVE, -50), (RISK, -15), (BID_PCT, 10), (BLOCK, 20))
TRADER = ((TRADE_RATE, 100), (MARGIN, -10))
PERSONALITIES = ((), CAUTIOUS, AGGRESSIVE, TRADER)


def params(level, personality=()):
    t = list(level)
    for i, d in personality:
        t[i] = max(0, t[i] + d)
    return tuple(t)


class CpuPlayer:
    def __init__(self, level=NORMAL, personality=(), seed=1):
        self.params = params(level, personality)   # a level's table, personality applied
        self.rng = Rng(seed)
        self.tried = {}         # partner*16+group -> round the offer was made
        self.acted = -1         # turn marker: a trade was looked for this turn already
        self.built = -1         # turn marker: a building went to auction this turn

    # --- what it keeps back -------------------------------------------------
    def reserve(self, g, p):
        t = self.params
        worst = danger(g, p)[1]
        extra = self.rng.below(t[NOISE] + 1) if t[NOISE] else 0
        return t[RESERVE] + worst * t[RISK] // 100 + extra

    def h(self, g):
        return horizon(g, self.params[HORIZON])

    # --- the decision -------------------------------------------------------
    def step(self, g):
        """Answer g's pending decision for g.actor (any-time actions of its own first)."""
        d = g.pending
        p = g.actor
        if d == DEBT:
            raise_cash(g, p, self.h(g))
        elif d == ROLL or d == JAIL:
            if not self._manage(g, p):
                return              # an offer or a building auction now waits
            if d == JAIL:
                g.act(self.jail_choice(g, p))
            else:
                g.act(ROLL_DICE)
        elif d == BUY:
            g.act(BUY_IT if BUY_IT in g.answers() and self.limit(g, p, g.pos[p]) >= PRICE[g.pos[p]]
                  else DECLINE)
        elif d == BID:
            self._bid(g, p)
        elif d == TRADE:
            g.act(self.answer_offer(g))
        elif d == LIFT:
            sq = g.lift_square
            keep = LIFT_NOW in g.answers() and g.cash[p] - PRICE[sq] // 2 >= self.reserve(g, p)
            g.act(LIFT_NOW if keep else KEEP)
        elif d == PLACE:
            g.act(PLACE_AT, place_best(g, p))

    def answer_offer(self, g):
        """ACCEPT or REJECT for the offer g.offer made to this player (for the UI, too)."""
        a, b, squares, cash, cards = g.offer
        t = self.params
        return ACCEPT if acceptable(g, b, a, squares, cash, cards, self.h(g), t[FAIR],
                                    t[MARGIN]) else REJECT

    # --- buying and bidding -------------------------------------------------
    def limit(self, g, p, sq):
        """The most p would pay for deed sq now."""
        t = self.params
        v = deed_value(g, p, sq, self.h(g), t[BLOCK])
        n = t[NOISE]
        if n:
            v += self.rng.below(2 * n + 1) - n     # a looser eye for what a deed is worth
        keep = self.reserve(g, p)
        if v >= 2 * PRICE[sq]:
            keep //= 4              # it completes or blocks a group: dig deeper
        return min(v * t[BID_PCT] // 100, g.cash[p] - keep)

    def _bid(self, g, p):
        lot = g.lot
        if lot >= LOT_HOUSE:
            top = min(building_worth(g, p, self.h(g)), g.cash[p] - self.reserve(g, p))
        else:
            top = self.limit(g, p, lot)
        low = g.min_bid()
        if low > top or low > g.cash[p]:
            g.act(PASS)
            return
        step = low + (top - low) // 8
        g.act(BID_AMOUNT, min(top, max(low, step)))

    # --- jail -----------------------------------------------------------------
    def jail_choice(self, g, p):
        """Leave at once while deeds are still for sale; stay (roll for doubles) when a trip
        round the board costs more than it could bring. The last try is always a roll."""
        a = g.answers()
        t = self.params
        unowned = 0
        for sq in range(SQUARES):
            if g.owner[sq] == BANK and KIND[sq] in (STREET, RAIL, UTIL):
                unowned += 1
        stay = unowned <= t[OPEN] and danger(g, p)[0] >= t[STAY] * (
            2 if g.rules[R.JAIL_NO_RENT] else 1)
        if stay or g.jail[p] >= jail_turns(g):
            return ROLL_DICE
        if USE_CARD in a:
            return USE_CARD
        return PAY_FINE if PAY_FINE in a else ROLL_DICE

    # --- any-time actions -----------------------------------------------------
    def _manage(self, g, p):
        """Trade, lift, build on p's own turn. False when a decision of someone else now
        waits (an offer made, a building gone to auction)."""
        mark = g.round * 8 + g.turn
        if p != g.turn:
            return True
        t = self.params
        h = self.h(g)
        if self.acted != mark and t[TRADE_RATE] and self.rng.below(100) < t[TRADE_RATE]:
            self.acted = mark
            offer = best_offer(g, p, h, t[FAIR], t[MARGIN], g.cash[p] - t[RESERVE], self.tried)
            if offer and fresh(g, self.tried, offer):
                q, squares, cash, grp, cards = offer
                self.tried[q * 16 + grp] = g.round
                try:
                    g.propose(p, q, squares, cash, cards)
                    return False
                except RuleError:
                    pass
        self.acted = mark
        reserve = self.reserve(g, p)
        lift_some(g, p, reserve, h, t[RESERVE])
        if self.built == mark:
            return True
        if not build_some(g, p, reserve, h, t[LOCK], t[SPARE]):
            self.built = mark      # a shortage auction: no second try this turn
            return False
        return True
