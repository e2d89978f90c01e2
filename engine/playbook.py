# The tournament playbook's own rules on selling back and mortgaging, each behind its option:
# hotel_breakup (a group's hotels sold back at once) and mortgage_need (mortgage only for cash
# needed now). The playbook's other rules live where the classic rule they change lives
# (jail: turn.py, double rent: turn.rent_due, shortage auctions: auction.opening_bid,
# trades: trade.py, scoring: score.py).
from engine import rules as R
from engine.board import GROUP, GROUP_SQUARES, HOTEL, PRICE, house_cost
from engine.codes import EV_SELL, DEBT, BUY
from engine import RuleError
from engine.money import credit


def can_sell_whole(g, p, sq):
    """Why p may not sell street sq's hotel whole (the rule is off, or no hotel of p's
    there), or None."""
    if not g.rules[R.HOTEL_BREAKUP]:
        return "hotels sell a house at a time"
    if g.owner[sq] != p or g.level[sq] != HOTEL:
        return "no hotel to sell"
    return None


def sell_whole(g, p, sq):
    """"All hotels on one color-group may be sold at once." To keep the group even, the whole
    group comes down to bare land: its hotels, and the houses of any street without one, go
    back to the bank at half the price paid (a hotel counts the houses it needed). No houses
    come back out of the bank, so this works in a house shortage too."""
    why = can_sell_whole(g, p, sq)
    if why:
        raise RuleError(why)
    steps = 0
    for s in GROUP_SQUARES[GROUP[sq]]:
        lv = g.level[s]
        if lv:
            steps += g.rank(lv)
            if lv == HOTEL:
                g.hotels += 1
            else:
                g.houses += lv
            g.level[s] = 0
            g.emit(EV_SELL, p, s, 0)
    credit(g, p, steps * house_cost(sq) // 2)


def unneeded(g, p):
    """Mortgage only for cash needed now: a debt p is raising (on any turn: the playbook's
    "imposed financial obligation"), or on p's own turn the price of the deed p landed on and
    is offered (its "financial transaction" on his turn). Reason when refused, else None."""
    if not g.rules[R.MORTGAGE_NEED] or g.actor == p and (
            g.pending == DEBT and g.cash[p] < g.owed or
            g.pending == BUY and g.cash[p] < PRICE[g.pos[p]]):
        return None
    return "mortgage only for cash you need now"
