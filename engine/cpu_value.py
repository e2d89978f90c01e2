# What deeds, groups and buildings are worth to one player now, for the CPU players. Money
# values in dollars: printed assets (as the variant scores them) plus the rent a holding should
# earn over a horizon of rounds, from the long-run landing frequency of each square.
from array import array
from engine import rules as R
from engine.board import (GROUP, GROUP_SQUARES, PRICE, RAIL_GROUP, UTIL_GROUP, HOTEL,
                          RAIL_RENT, UTIL_MULTIPLIER, RENT, house_cost, street_rent, unmortgage_cost)
from engine.codes import BANK
from engine.cpu_tables import SEEN, GOT, DBL

from micropython import const

_UTIL_DICE = const(7)     # the average roll, for utility rents
_TARGET = const(3)        # houses a developed group is valued at: the best return per dollar

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
    auction below price, and a round more than the rivals wins them, tools/tournament.py);
    never beyond a round limit, so that late in a tournament buying and building stop paying."""
    h = base
    if g.rules[R.END_RULE] == R.END_FIRST_BANKRUPTCY:
        h = h * 2 // 3
    elif g.rules[R.VARIANT] == R.TOURNAMENT:
        h = 4 + h // 4
    left = rounds_left(g)
    return max(1, min(h, left))


def rivals(g, p):
    c = 0
    for q in range(g.n):
        if not g.out[q] and q != p:
            c += 1
    return c


def level_of_rank(g, r):
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
        t = r if r > _TARGET else _TARGET
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


def income_step(g, sq, opp, h):
    """Extra rent over the horizon from one more building level on sq."""
    r = g.rank(g.level[sq])
    now = street_rent(sq, g.level[sq])
    if not g.level[sq]:
        now *= 2
    nxt = street_rent(sq, level_of_rank(g, r + 1))
    return FREQ[sq] * (nxt - now) * opp // 100 * h // 100
