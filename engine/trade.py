# Trades between two players: unimproved deeds, cash and Get Out of Jail Free cards, both sides
# agreeing. A mortgaged deed received costs its new owner 10% at once (see money.take_mortgaged).
from engine import rules as R
from engine.board import SQUARES, GROUP, PRICE, ownable
from engine.codes import EV_TRADE
from engine.money import take_mortgaged


def _check(g, p, q, squares, cash, cards):
    if p == q or not (0 <= p < g.n and 0 <= q < g.n):
        return "pick another player"
    if g.out[p] or g.out[q]:
        return "that player is out"
    if not squares and not cash and not cards:
        return "the trade is empty"
    # The playbook: deeds change hands on the turn of one of the two; a Get Out of Jail Free
    # card "may be sold at any time" (for cash, with no deed in the trade).
    if g.rules[R.TRADE_TURN] and g.turn != p and g.turn != q and (squares or not cards):
        return "trades only on the turn of one of you"
    seen = bytearray(SQUARES)
    for sq in squares:
        if not (0 <= sq < SQUARES) or not ownable(sq) or seen[sq]:
            return "not a deed"
        seen[sq] = 1
        if g.owner[sq] != p and g.owner[sq] != q:
            return "deed not held by either of you"
        if g.group_built(GROUP[sq]):
            return "sell the group's buildings first"
    if cash > 0 and g.cash[p] < cash or cash < 0 and g.cash[q] < -cash:
        return "not enough cash"
    for deck in (0, 1):
        if (cards >> deck) & 1 and g.cards[deck] != p and g.cards[deck] != q:
            return "card not held by either of you"
    if cards >> 2:
        return "not a card"
    if g.rules[R.REFEREE] and lopsided(g, p, q, squares, cash, cards):
        return "the referee calls it lopsided"
    return None


def value_moved(g, p, squares, cash, cards):
    """What player p gains in the trade, at printed values (a card counts as the jail fine)."""
    gain = -cash
    for sq in squares:
        v = score_of_square(g, sq)
        gain += -v if g.owner[sq] == p else v
    for deck in (0, 1):
        if (cards >> deck) & 1:
            v = g.rules[R.JAIL_FINE]
            gain += -v if g.cards[deck] == p else v
    return gain


def score_of_square(g, sq):
    """What deed sq is worth when a trade is weighed: its price, half when mortgaged."""
    return PRICE[sq] // 2 if g.mortgaged[sq] else PRICE[sq]


def lopsided(g, p, q, squares, cash, cards):
    """Referee's measure: one side gains more than half the value the trade moves (it gets
    over three times what it gives), and more than a tenth of the loser's score. Values at
    printed price (half when mortgaged), a Get Out of Jail Free card at the jail fine."""
    gain = value_moved(g, p, squares, cash, cards)
    moved = abs(cash)
    for sq in squares:
        moved += score_of_square(g, sq)
    for deck in (0, 1):
        moved += ((cards >> deck) & 1) * g.rules[R.JAIL_FINE]
    loser = q if gain > 0 else p
    from engine.score import score
    return abs(gain) * 2 > moved and abs(gain) * 10 > score(g, loser)


def propose(g, p, q, squares, cash, cards):
    """p offers q a trade (Game.propose): squares (deeds of p or q) change hands, p pays q
    cash (negative: q pays p), cards a bitmask of Get Out of Jail Free cards (1 Chance, 2
    Chest). None, and the offer waits for q's answer; or the reason it is not allowed."""
    for v in (q, cash, cards):
        if type(v) is not int or not -0x3FFFFFFF < v < 0x3FFFFFFF:
            return "not a number"
    for sq in squares:
        if type(sq) is not int or not 0 <= sq < SQUARES:
            return "not a deed"
    squares = bytes(squares)
    why = _check(g, p, q, squares, cash, cards)
    if why:
        return why
    g.offer = (p, q, squares, cash, cards)
    g.emit(EV_TRADE, p, q, 2)
    return None


def answer(g, accept):
    """q's answer to the offer waiting: accepted, everything changes hands (the reason it no
    longer can, if so); either way the offer is gone."""
    p, q, squares, cash, cards = g.offer
    if accept:
        why = _check(g, p, q, squares, cash, cards)
        if why:
            return why
    g.offer = None
    if accept:
        g.cash[p] -= cash
        g.cash[q] += cash
        for sq in squares:
            giver = g.owner[sq]
            taker = q if giver == p else p
            g.owner[sq] = taker
            if g.mortgaged[sq]:
                take_mortgaged(g, taker, sq)
        for deck in (0, 1):
            if (cards >> deck) & 1:
                g.cards[deck] = q if g.cards[deck] == p else p
    g.emit(EV_TRADE, p, q, 1 if accept else 0)
    return None


