# Houses, hotels and mortgages: the any-time actions on one's own deeds. Each check returns the
# reason it refuses, or None; each action applies in full or raises RuleError.
from engine import rules as R
from engine.board import (KIND, STREET, GROUP, GROUP_SQUARES, HOTEL, house_cost,
                          mortgage_value, unmortgage_cost, ownable)
from engine.codes import EV_BUILD, EV_SELL, EV_MORTGAGE, EV_LIFT
from engine import RuleError
from engine.money import credit
from engine.state import LOT_HOUSE, LOT_HOTEL



def _to_bank(g, p, amount):
    g.cash[p] -= amount
    g.ledger -= amount


def _ranks(g, grp):
    return [g.rank(g.level[s]) for s in GROUP_SQUARES[grp]]


def _placeable(g, p, sq):
    """Why p may not add one building level on sq, cash aside; None when it may."""
    if KIND[sq] != STREET or g.owner[sq] != p:
        return "not your street"
    grp = GROUP[sq]
    if g.group_owner(grp) != p:
        return "you need the whole group"
    if g.group_mortgaged(grp):
        return "a street of the group is mortgaged"
    level = g.level
    lv = level[sq]
    if lv == HOTEL:
        return "already a hotel"
    # min(_ranks()) without the list or rank(): asked every turn. lv is a count of houses, and
    # a hotel (5) is above any such count, so comparing levels compares ranks.
    for s in GROUP_SQUARES[grp]:
        if level[s] < lv:
            return "build evenly: another street first"
    if lv == g.rules[R.HOTEL_HOUSES]:
        if not g.hotels:
            return "the bank has no hotels left"
    elif not g.houses:
        return "the bank has no houses left"
    return None


def can_build(g, p, sq):
    """Why p may not buy a building for street sq now (a short reason), or None."""
    # The tournament playbook: houses are bought "at any time during his turn" (classic rules:
    # whenever one likes). A shortage auction still takes bidders from every player (wanting).
    if g.rules[R.VARIANT] == R.TOURNAMENT and g.turn != p:
        return "build on your own turn"
    return _affordable(g, p, sq)


def _affordable(g, p, sq):
    why = _placeable(g, p, sq)
    if why is None and g.cash[p] < house_cost(sq):
        why = "not enough cash"
    return why


def _next_is_hotel(g, sq):
    return g.rank(g.level[sq]) == g.rules[R.HOTEL_HOUSES]


def wanting(g, hotel):
    """Bitmask of players who could build a house (or a hotel) somewhere right now."""
    mask = 0
    for p in g.alive():
        for sq in g.owned_by(p):
            if (KIND[sq] == STREET and _next_is_hotel(g, sq) == hotel and
                    _affordable(g, p, sq) is None):
                mask |= 1 << p
                break
    return mask


def shortage(g, p, sq):
    """The bitmask of bidders when building on sq must go to auction, else 0: the bank has
    fewer of that building than the players who could build one now."""
    hotel = _next_is_hotel(g, sq)
    stock = g.hotels if hotel else g.houses
    if stock >= g.n:            # more than there are players to want one: wanting() is moot
        return 0
    mask = wanting(g, hotel)
    count = 0
    for q in range(g.n):
        count += (mask >> q) & 1
    return mask if count >= 2 and stock < count else 0


def place(g, p, sq):
    """Put one building level on sq (already paid for)."""
    if _next_is_hotel(g, sq):
        g.hotels -= 1
        g.houses += g.level[sq]
        g.level[sq] = HOTEL
    else:
        g.houses -= 1
        g.level[sq] += 1
    g.emit(EV_BUILD, p, sq, g.level[sq])


def build(g, p, sq):
    """Returns a bitmask of bidders when a shortage sends the building to auction, else 0."""
    why = can_build(g, p, sq)
    if why:
        raise RuleError(why)
    mask = shortage(g, p, sq)
    if mask:
        return mask
    _to_bank(g, p, house_cost(sq))
    place(g, p, sq)
    return 0


def building_lot(g, sq):
    """LOT_HOTEL when street sq's next building is a hotel, else LOT_HOUSE."""
    return LOT_HOTEL if _next_is_hotel(g, sq) else LOT_HOUSE


def can_place(g, p, sq, lot):
    """Why p may not put the building lot (LOT_HOUSE or LOT_HOTEL, won at a shortage
    auction) on street sq, or None."""
    why = _placeable(g, p, sq)
    if why is None and (lot == LOT_HOTEL) != _next_is_hotel(g, sq):
        why = "that building does not go there"
    return why


def can_sell(g, p, sq):
    """Why p may not sell a building from street sq (it has none, or selling unevenly), or
    None."""
    if g.owner[sq] != p or not g.level[sq]:
        return "no building to sell"
    if g.rank(g.level[sq]) < max(_ranks(g, GROUP[sq])):
        return "sell evenly: another street first"
    return None


def sell(g, p, sq):
    """p sells one building from street sq back to the bank at half its price (RuleError
    when can_sell says why not); a hotel the bank cannot turn back into houses breaks the
    group down."""
    why = can_sell(g, p, sq)
    if why:
        raise RuleError(why)
    lv = g.level[sq]
    keep = g.rules[R.HOTEL_HOUSES]
    if lv == HOTEL and g.houses < keep:
        _break_group(g, p, GROUP[sq], sq)
        return
    if lv == HOTEL:
        g.hotels += 1
        g.houses -= keep
        g.level[sq] = keep
    else:
        g.houses += 1
        g.level[sq] = lv - 1
    credit(g, p, house_cost(sq) // 2)
    g.emit(EV_SELL, p, sq, g.level[sq])


def _break_group(g, p, grp, first):
    """Selling a hotel when the bank lacks the houses to give back (broken), applied."""
    levels, houses, hotels, paid = broken(g, grp, first)
    for s, lv in levels:
        g.level[s] = lv
        g.emit(EV_SELL, p, s, lv)
    g.houses = houses
    g.hotels = hotels
    credit(g, p, paid)


def broken(g, grp, first):
    """Selling a hotel when the bank lacks the houses to give back: the group comes down to the
    richest even spread the bank's stock allows, with at least one level less than before, and
    the difference is paid at half price (streets are lowered starting from `first`).
    ([(square, level)], the bank's houses, hotels, the cash paid), nothing changed."""
    sqs = GROUP_SQUARES[grp]
    k = len(sqs)
    keep = g.rules[R.HOTEL_HOUSES]
    before = sum(_ranks(g, grp))
    houses = g.houses
    hotels = g.hotels
    for s in sqs:                       # everything back to the bank, then rebuild
        if g.level[s] == HOTEL:
            hotels += 1
        else:
            houses += g.level[s]
    total = before - 1
    while total > 0:
        base, extra = divmod(total, k)
        need_hotels = 0
        need_houses = 0
        for i in range(k):
            r = base + (1 if i < extra else 0)
            if r > keep:
                need_hotels += 1
            else:
                need_houses += r
        if need_hotels <= hotels and need_houses <= houses:
            break
        total -= 1
    base, extra = divmod(total, k)
    # The chosen street gets the lower rank: order the group with `first` last.
    order = [s for s in sqs if s != first] + [first]
    levels = []
    for i in range(k):
        s = order[i]
        r = base + (1 if i < extra else 0)
        lv = HOTEL if r > keep else r
        if lv == HOTEL:
            hotels -= 1
        else:
            houses -= lv
        levels.append((s, lv))
    return levels, houses, hotels, (before - total) * house_cost(first) // 2


def can_mortgage(g, p, sq):
    """Why p may not mortgage deed sq (not p's, mortgaged, buildings in its group), or None."""
    if not ownable(sq) or g.owner[sq] != p:
        return "not your deed"
    if g.mortgaged[sq]:
        return "already mortgaged"
    if g.group_built(GROUP[sq]):
        return "sell the group's buildings first"
    return None


def mortgage(g, p, sq):
    """p mortgages deed sq: the bank pays its mortgage value (RuleError when can_mortgage
    says why not)."""
    why = can_mortgage(g, p, sq)
    if why:
        raise RuleError(why)
    g.mortgaged[sq] = 1
    credit(g, p, mortgage_value(sq))
    g.emit(EV_MORTGAGE, p, sq, mortgage_value(sq))


def can_unmortgage(g, p, sq):
    """Why p may not lift the mortgage on deed sq (not p's, not mortgaged, short of the
    unmortgage cost), or None."""
    if not ownable(sq) or g.owner[sq] != p:
        return "not your deed"
    if not g.mortgaged[sq]:
        return "not mortgaged"
    if g.cash[p] < unmortgage_cost(sq):
        return "not enough cash"
    return None


def unmortgage(g, p, sq, cost=0):
    """Lift a mortgage: the value plus 10%, or `cost` when given (lifting at once after a
    trade or bankruptcy, where the 10% was already paid)."""
    why = can_unmortgage(g, p, sq)
    cost = cost or unmortgage_cost(sq)
    if why and not (why == "not enough cash" and g.cash[p] >= cost):
        raise RuleError(why)
    g.mortgaged[sq] = 0
    _to_bank(g, p, cost)
    g.emit(EV_LIFT, p, sq, cost)


