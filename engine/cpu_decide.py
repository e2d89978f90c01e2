# What a CPU player decides: the code of engine.cpu.CpuPlayer's decisions, as functions of the
# player's memory `me` (its table, its dice, the offers it tried: engine.cpu). Kept apart so
# that a board holds this code, and the modules it imports (engine.cpu.DECIDING names them), only
# while a CPU is deciding: a caller lets them go between a CPU's turns, while a person plays,
# and the next decision loads them again. A CPU's choices are the same whether or not they
# were let go in between: everything it remembers lives in `me`. engine.cpu_trade (1.8 KB of
# bytecode) is loaded only for the call that weighs a trade (TRADING below).
import sys

from engine import job
from engine import rules as R
from engine.board import SQUARES, PRICE, KIND, STREET, RAIL, UTIL
from engine.codes import (ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, BANK,
                          BUY_IT, DECLINE, BID_AMOUNT, PASS, ACCEPT, REJECT, LIFT_NOW, KEEP,
                          PAY_FINE, USE_CARD, ROLL_DICE, PLACE_AT)
from engine.cpu_tables import (RESERVE, RISK, BID_PCT, BLOCK, TRADE_RATE, FAIR, MARGIN, STAY,
                               OPEN, LOCK, HORIZON, NOISE, SPARE)
from engine.cpu_money import raise_cash, build_some, lift_some, place_best, building_worth
from engine.cpu_value import horizon, deed_value, danger
from engine.errors import RuleError
from engine.state import LOT_HOUSE
from engine.turn import jail_turns

# The code of a trade weighed, an offer of the CPU's own or its answer to one: resident only
# for that call (engine.job), as the rest of a CPU's turn does not need it. It was kept to the
# turn's end, and the telling code then loads on top of it: the game's peak on the 32-bit
# port (2.1 KB higher, seed 7). engine.score comes with engine.trade's lopsided measure.
# Where the code does not share the game's heap (CPython: the simulator, the tests, the
# tools' tournaments) it stays: a re-import there is 3 ms of nothing, in 40% of a Normal
# CPU's turns.
TRADING = ('engine.cpu_trade', 'engine.score') if sys.implementation.name != 'cpython' else ()


# --- what it keeps back -------------------------------------------------
def reserve(me, g, p):
    t = me.params
    worst = danger(g, p)[1]
    extra = me.rng.below(t[NOISE] + 1) if t[NOISE] else 0
    return t[RESERVE] + worst * t[RISK] // 100 + extra


def ahead(me, g):
    return horizon(g, me.params[HORIZON])


# --- the decision -------------------------------------------------------
def step(me, g):
    """Answer g's pending decision for g.actor (any-time actions of its own first)."""
    d = g.pending
    p = g.actor
    if d == DEBT:
        raise_cash(g, p, ahead(me, g))
    elif d == ROLL or d == JAIL:
        if not _manage(me, g, p):
            return              # an offer or a building auction now waits
        if d == JAIL:
            g.act(jail_choice(me, g, p))
        else:
            g.act(ROLL_DICE)
    elif d == BUY:
        g.act(BUY_IT if BUY_IT in g.answers() and limit(me, g, p, g.pos[p]) >= PRICE[g.pos[p]]
              else DECLINE)
    elif d == BID:
        _bid(me, g, p)
    elif d == TRADE:
        g.act(answer_offer(me, g))
    elif d == LIFT:
        sq = g.lift_square
        keep = LIFT_NOW in g.answers() and g.cash[p] - PRICE[sq] // 2 >= reserve(me, g, p)
        g.act(LIFT_NOW if keep else KEEP)
    elif d == PLACE:
        g.act(PLACE_AT, place_best(g, p))


def answer_offer(me, g):
    """ACCEPT or REJECT for the offer g.offer made to this player (for the UI, too)."""
    a, b, squares, cash, cards = g.offer
    t = me.params
    return ACCEPT if job(TRADING, 'engine.cpu_trade', 'acceptable', g, b, a, squares, cash,
                         cards, ahead(me, g), t[FAIR], t[MARGIN]) else REJECT


# --- buying and bidding -------------------------------------------------
def limit(me, g, p, sq):
    """The most p would pay for deed sq now."""
    t = me.params
    v = deed_value(g, p, sq, ahead(me, g), t[BLOCK])
    n = t[NOISE]
    if n:
        v += me.rng.below(2 * n + 1) - n     # a looser eye for what a deed is worth
    keep = reserve(me, g, p)
    if v >= 2 * PRICE[sq]:
        keep //= 4              # it completes or blocks a group: dig deeper
    return min(v * t[BID_PCT] // 100, g.cash[p] - keep)


def _bid(me, g, p):
    lot = g.lot
    if lot >= LOT_HOUSE:
        top = min(building_worth(g, p, ahead(me, g)), g.cash[p] - reserve(me, g, p))
    else:
        top = limit(me, g, p, lot)
    low = g.min_bid()
    if low > top or low > g.cash[p]:
        g.act(PASS)
        return
    step = low + (top - low) // 8
    g.act(BID_AMOUNT, min(top, max(low, step)))


# --- jail -----------------------------------------------------------------
def jail_choice(me, g, p):
    """Leave at once while deeds are still for sale; stay (roll for doubles) when a trip
    round the board costs more than it could bring. The last try is always a roll."""
    a = g.answers()
    t = me.params
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
def _manage(me, g, p):
    """Trade, lift, build on p's own turn. False when a decision of someone else now
    waits (an offer made, a building gone to auction)."""
    mark = g.round * 8 + g.turn
    if p != g.turn:
        return True
    t = me.params
    h = ahead(me, g)
    if me.acted != mark and t[TRADE_RATE] and me.rng.below(100) < t[TRADE_RATE]:
        me.acted = mark
        offer = job(TRADING, 'engine.cpu_trade', 'offer_for', g, p, h, t[FAIR], t[MARGIN],
                    g.cash[p] - t[RESERVE], me.tried, me.people)
        if offer:
            q, squares, cash, grp, cards = offer
            me.tried[q * 16 + grp] = g.round
            try:
                g.propose(p, q, squares, cash, cards)
                return False
            except RuleError:
                pass
    me.acted = mark
    keep = reserve(me, g, p)
    lift_some(g, p, keep, h, t[RESERVE])
    if me.built == mark:
        return True
    if not build_some(g, p, keep, h, t[LOCK], t[SPARE]):
        me.built = mark      # a shortage auction: no second try this turn
        return False
    return True
