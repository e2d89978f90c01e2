# What a CPU player decides, and what deeds, groups and buildings are worth to it: the code of
# engine.cpu.CpuPlayer's decisions, as functions of the player's memory `me` (its table, its
# dice, the offers it tried: engine.cpu). Kept apart from the player so that a board holds
# this code (engine.cpu.DECIDING) only while a CPU is deciding: a caller lets it go between a
# CPU's turns, while a person plays, and the next decision loads it again. A CPU's choices are
# the same whether or not it was let go in between: everything it remembers lives in `me`.
# The worth of things and the decisions every CPU turn makes are here, in one module: each
# import on a board is a collection of the heap (21 ms on an RP2040 with a game's heap in use)
# and a module's own objects. What only a player with buildings, mortgages or a debt does
# (engine.cpu_money: build, lift, raise cash, place a building) is loaded only for a call that
# acts, made through the player (CpuPlayer.money) for a player it can act for; the trade code
# (engine.cpu_trade, 1.8 KB of bytecode) only for the call that weighs a trade
# (CpuPlayer.weigh). Both read the worths from here, and this module never names them back.
from array import array
from engine import rules as R
from engine.board import (SQUARES, PRICE, KIND, STREET, RAIL, UTIL, GROUP, GROUP_SQUARES, HOTEL,
                          RAIL_GROUP, UTIL_GROUP, RAIL_RENT, UTIL_MULTIPLIER, RENT,
                          house_cost, unmortgage_cost, street_rent)
from engine.codes import (ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, BANK,
                          BUY_IT, DECLINE, BID_AMOUNT, PASS, ACCEPT, REJECT, LIFT_NOW, KEEP,
                          PAY_FINE, USE_CARD, ROLL_DICE, PLACE_AT)
from engine.cpu_tables import (RESERVE, RISK, BID_PCT, BLOCK, TRADE_RATE, FAIR, MARGIN, STAY,
                               OPEN, LOCK, HORIZON, NOISE, SPARE, SEEN, GOT, DBL)
from engine import RuleError
from engine.state import LOT_HOUSE
from engine.turn import jail_turns

from micropython import const

# --- what deeds, groups and buildings are worth to one player now: money values in dollars,
# printed assets (as the variant scores them) plus the rent a holding should earn over a
# horizon of rounds, from the long-run landing frequency of each square ---------------------
_UTIL_DICE = const(7)     # the average roll, for utility rents
TARGET = const(3)         # houses a developed group is valued at: the best return per dollar

# Chance of ending a roll on each square, in 1/10000 (published long-run figures; Go to Jail
# sends its share to Jail, which is why square 30 is 0).
FREQ = array('H', (309, 213, 188, 216, 233, 296, 226, 87, 232, 230,
                   227, 270, 262, 238, 246, 292, 279, 259, 294, 309,
                   288, 283, 105, 274, 319, 306, 271, 268, 281, 262,
                   0, 268, 262, 237, 250, 243, 87, 219, 219, 263))


def rounds_left(g):
    """Rounds still to play under a round limit (the tournament), else 999."""
    limit = g.rules[R.ROUND_LIMIT]
    return limit - g.round + 1 if limit else 999


def horizon(g, base):
    """Rounds of rent worth counting: fewer in the Short Game (it ends at the first bankruptcy);
    in the tournament a narrow band (Easy 6, Normal and Hard 7: deeds there change hands at
    auction below price, and a round more than the rivals wins them, tools/games/tournament.py);
    never beyond a round limit, so that late in a tournament buying and building stop paying."""
    h = base
    if g.rules[R.END_RULE] == R.END_FIRST_BANKRUPTCY:
        h = h * 2 // 3
    elif g.rules[R.VARIANT] == R.TOURNAMENT:
        h = 4 + h // 4
    left = rounds_left(g)
    return max(1, min(h, left))


def rivals(g, p):
    """How many players besides p are still in the game."""
    c = 0
    for q in range(g.n):
        if not g.out[q] and q != p:
            c += 1
    return c


def level_of_rank(g, r):
    """The level (houses, or HOTEL) that is r steps of building (Game.rank's inverse)."""
    return HOTEL if r > g.rules[R.HOTEL_HOUSES] else r


def develop(g, grp, h, opp):
    """What holding the whole street group adds over the horizon: rent at three houses (or its
    level now, when higher), less half the cost of the houses still to put up."""
    rate = 0
    base = 0
    need = 0
    level = g.level
    top = g.rules[R.HOTEL_HOUSES]
    for s in GROUP_SQUARES[grp]:
        # rank(), level_of_rank(), street_rent() written out: asked for every trade priced
        lv = level[s]
        r = top + 1 if lv == HOTEL else lv
        t = r if r > TARGET else TARGET
        f = FREQ[s]
        rate += f * RENT[s * 6 + (HOTEL if t > top else t)]
        base += f * RENT[s * 6] * 2
        need += t - r
    gain = rate * opp // 100 * h // 100 - need * house_cost(GROUP_SQUARES[grp][0]) // 2
    plain = base * opp // 100 * h // 100
    return gain if gain > plain else plain


def group_worth(g, own, p, grp, h, opp, memo=None):
    """Worth to p of its deeds in grp, with ownership taken from `own` (40 owners: the board's,
    or a copy changed by a trade under study). memo: a dict kept while the board stands still
    (a trade search), where each group's develop() is worked out once."""
    sqs = GROUP_SQUARES[grp]
    k = 0
    free = 0
    total = 0
    mortgaged = g.mortgaged
    half = g.rules[R.VARIANT] == R.TOURNAMENT
    for s in sqs:
        o = own[s]
        if o == p:
            k += 1
            # the deed as the final score counts it, less what lifting its mortgage would cost
            total += PRICE[s] // 2 if half else PRICE[s]
            if mortgaged[s]:
                total -= unmortgage_cost(s)
        elif o == BANK:
            free += 1
    if not k:
        return 0
    m = len(sqs)
    rate = 0
    if grp == RAIL_GROUP or grp == UTIL_GROUP:
        each = RAIL_RENT[k] if grp == RAIL_GROUP else UTIL_MULTIPLIER[k] * _UTIL_DICE
        for s in sqs:
            if own[s] == p and not mortgaged[s]:
                rate += FREQ[s] * each
        return total + rate * opp // 100 * h // 100
    if k < m and free + k < m:
        dev = 0                 # neither whole nor open: develop() does not count
    elif memo is None:
        dev = develop(g, grp, h, opp)
    else:
        dev = memo.get(grp)
        if dev is None:
            dev = memo[grp] = develop(g, grp, h, opp)
    if k == m:
        return total + dev
    for s in sqs:
        if own[s] == p and not mortgaged[s]:
            rate += FREQ[s] * RENT[s * 6]       # street_rent(s, 0)
    total += rate * opp // 100 * h // 100
    if free + k == m:       # still open: a share of the group's promise
        total += dev * k // (m * 3)
    return total


def deed_value(g, p, sq, h, block):
    """What getting sq is worth to p now: its own gain, plus `block` percent of the most any
    rival holding part of the group would gain from it (keeping it from them)."""
    grp = GROUP[sq]
    opp = rivals(g, p)
    own = bytearray(g.owner)
    before = group_worth(g, own, p, grp, h, opp)
    own[sq] = p
    gain = group_worth(g, own, p, grp, h, opp) - before
    best = 0
    if block:
        for q in range(g.n):
            if q != p and not g.out[q] and g.count_owned(q, grp):
                own[sq] = BANK
                was = group_worth(g, own, q, grp, h, opp)
                own[sq] = q
                d = group_worth(g, own, q, grp, h, opp) - was
                if d > best:
                    best = d
    return gain + best * block // 100


def rent_now(g, sq):
    """Rent a rival would pay on sq at its present level (utilities at the average roll)."""
    o = g.owner[sq]
    if o == BANK or g.mortgaged[sq]:
        return 0
    grp = GROUP[sq]
    if grp == RAIL_GROUP:
        return RAIL_RENT[g.count_owned(o, grp)]
    if grp == UTIL_GROUP:
        return UTIL_MULTIPLIER[g.count_owned(o, grp)] * _UTIL_DICE
    lv = g.level[sq]
    rent = street_rent(sq, lv)
    if not lv and g.group_owner(grp) == o and (g.rules[R.DOUBLE_RENT] or not g.group_mortgaged(grp)):
        rent *= 2
    return rent


def danger(g, p):
    """(expected rent p pays per roll anywhere on the board, the largest single rent it could
    meet)."""
    seen = SEEN
    got = GOT
    dbl = g.rules[R.DOUBLE_RENT]
    if g.owner != seen[0] or g.level != seen[1] or g.mortgaged != seen[2] or \
            dbl != got[DBL]:
        seen[0][:] = g.owner
        seen[1][:] = g.level
        seen[2][:] = g.mortgaged
        for i in range(DBL):
            got[i] = -1
        got[DBL] = dbl
        got[DBL + 1] += 1
    i = 2 * p
    if got[i] < 0:
        expected = 0
        worst = 0
        mortgaged = g.mortgaged
        for q in range(g.n):
            if q != p:
                for sq in g.owned_by(q):        # the rivals' deeds: the rest charge p nothing
                    if not mortgaged[sq]:
                        r = rent_now(g, sq)
                        expected += FREQ[sq] * r
                        if r > worst:
                            worst = r
        got[i] = expected // 10000
        got[i + 1] = worst
    return got[i], got[i + 1]


# --- what it keeps back -------------------------------------------------
def reserve(me, g, p):
    """The cash the CPU player me keeps back as p: its table's reserve, more the more rent p
    may meet in the next round (danger), and a little noise."""
    t = me.params
    worst = danger(g, p)[1]
    extra = me.rng.below(t[NOISE] + 1) if t[NOISE] else 0
    return t[RESERVE] + worst * t[RISK] // 100 + extra


def ahead(me, g):
    """Rounds of rent the CPU player me counts now (horizon, from its table)."""
    return horizon(g, me.params[HORIZON])


# --- the decision -------------------------------------------------------
def step(me, g):
    """Answer g's pending decision for g.actor (any-time actions of its own first)."""
    d = g.pending
    p = g.actor
    if d == DEBT:
        me.money('raise_cash', g, p, ahead(me, g))
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
        g.act(PLACE_AT, me.money('place_best', g, p))


def answer_offer(me, g):
    """ACCEPT or REJECT for the offer g.offer made to this player (for the UI, too)."""
    a, b, squares, cash, cards = g.offer
    t = me.params
    return ACCEPT if me.weigh('acceptable', g, b, a, squares, cash, cards, ahead(me, g), t[FAIR],
                        t[MARGIN]) else REJECT


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
        top = min(me.money('building_worth', g, p, ahead(me, g)), g.cash[p] - reserve(me, g, p))
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
        offer = me.weigh('offer_for', g, p, h, t[FAIR], t[MARGIN], g.cash[p] - t[RESERVE],
                         me.tried, me.people)
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
    # The money code (one load for both) only for a player it can act for: a mortgage to
    # lift, a street group of its own to build on (a building gone to auction this turn: not
    # again). Without one, lifting and building would do nothing.
    lift = build = False
    whole = g.whole_groups()
    for sq in g.owned_by(p):
        if g.mortgaged[sq]:
            lift = True
        if whole[GROUP[sq]] == p and KIND[sq] == STREET:
            build = me.built != mark
    if (lift or build) and not me.money('manage', g, p, keep, h, t[RESERVE], t[LOCK], t[SPARE],
                                        lift, build):
        me.built = mark      # a shortage auction: no second try this turn
        return False
    return True
