# Scores and the final ranking. Which formula counts depends on the variant:
# Short Game (and the classic tie-break): cash + printed price of deeds (half when mortgaged)
#   + buildings at purchase price (a hotel counts the houses it needed);
# tournament: cash + mortgage value of unmortgaged deeds + half the purchase price of buildings.
from engine import rules as R
from engine.board import SQUARES, PRICE, house_cost, mortgage_value


def assets(g, p):
    """(cash, deeds, buildings) as the variant values them."""
    tournament = g.rules[R.VARIANT] == R.TOURNAMENT
    deeds = built = 0
    for sq in range(SQUARES):
        if g.owner[sq] != p:
            continue
        if tournament:
            if not g.mortgaged[sq]:
                deeds += mortgage_value(sq)
        else:
            deeds += PRICE[sq] // 2 if g.mortgaged[sq] else PRICE[sq]
        lv = g.level[sq]
        if lv:
            cost = g.rank(lv) * house_cost(sq)
            built += cost // 2 if tournament else cost
    return g.cash[p], deeds, built


def score(g, p):
    """What p's assets count for in the ranking, as the chosen rules count them."""
    c, d, b = assets(g, p)
    return c + d + b


def ranking(g):
    """Players best first: those still in by score (seat order breaks ties), then the
    bankrupt, the last to go out first."""
    alive = [p for p in range(g.n) if not g.out[p]]
    scores = [score(g, p) for p in range(g.n)]
    alive.sort(key=lambda p: (-scores[p], p))
    gone = [p for p in range(g.n) if g.out[p]]
    gone.sort(key=lambda p: -g.out[p])
    return alive + gone
