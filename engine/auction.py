# Open ascending auctions, the device going round the table: each bidder raises or passes
# (and is then out of this auction). A bid may not exceed the bidder's cash; players who
# cannot beat the high bid drop out by themselves. Lots: a square, or a building in a shortage.
from engine import rules as R
from engine.board import GROUP, HOUSE_COST
from engine.build import can_place
from engine.codes import BANK, EV_AUCTION, EV_BID, EV_PASS, EV_WON
from engine import RuleError
from engine.money import pay
from engine.state import NO_LOT, LOT_HOUSE


def start(g, lot, first, bidders):
    """Open an auction of lot among the players in the bidders mask, first to bid first."""
    g.lot = lot
    g.high = 0
    g.high_bidder = BANK
    g.bidders = bidders
    g.emit(EV_AUCTION, lot, first)
    g.bidder = first
    if not (bidders >> first) & 1:
        g.bidder = _next_bidder(g, first)
    _drop_the_poor(g)


def everyone(g):
    """The bit mask of every player still in the game: all of them bid in an auction."""
    mask = 0
    for p in g.alive():
        mask |= 1 << p
    return mask


def opening_bid(g):
    """Lowest first bid: $1, or in a building shortage under the tournament rule "the price of
    the lowest priced house/hotel desired for purchase among the bidding players": the lowest
    building price of a street where a bidder could put this lot now."""
    if g.lot < LOT_HOUSE or not g.rules[R.SHORTAGE_START]:
        return 1
    low = 0
    for p in range(g.n):
        if (g.bidders >> p) & 1:
            for sq in g.owned_by(p):
                cost = HOUSE_COST[GROUP[sq]] if GROUP[sq] < 8 else 0
                if cost and (low == 0 or cost < low) and can_place(g, p, sq, g.lot) is None:
                    low = cost
    return low or 1


def min_bid(g):
    """The lowest legal bid now: one more than the high bid, or the opening bid."""
    return g.high + 1 if g.high_bidder != BANK else opening_bid(g)


def bid(g, amount):
    """The bidder to act bids amount (RuleError below min_bid or above their cash); the
    turn to bid moves on."""
    p = g.bidder
    if amount < min_bid(g):
        raise RuleError("bid too low")
    if amount > g.cash[p]:
        raise RuleError("more than your cash")
    g.high = amount
    g.high_bidder = p
    g.emit(EV_BID, p, amount)
    _step(g)


def pass_(g):
    """The bidder to act drops out of the auction; the turn to bid moves on."""
    p = g.bidder
    g.bidders &= ~(1 << p)
    g.emit(EV_PASS, p)
    _step(g)


def _next_bidder(g, p):
    for i in range(1, g.n + 1):
        q = (p + i) % g.n
        if (g.bidders >> q) & 1 and q != g.high_bidder:
            return q
    return BANK


def _drop_the_poor(g):
    """Bidders who cannot beat the high bid leave; ends the auction when nobody is left to ask."""
    while True:
        p = g.bidder
        if p == BANK:
            _close(g)
            return
        if g.cash[p] >= min_bid(g):
            return
        g.bidders &= ~(1 << p)
        g.emit(EV_PASS, p)
        g.bidder = _next_bidder(g, p)


def _step(g):
    g.bidder = _next_bidder(g, g.bidder)
    _drop_the_poor(g)


def _close(g):
    lot = g.lot
    winner = g.high_bidder
    g.emit(EV_WON, winner, lot, g.high)
    if winner != BANK:
        pay(g, winner, BANK, g.high)
        if lot < LOT_HOUSE:
            g.owner[lot] = winner
        else:
            g.place = lot
            g.place_by = winner
    g.lot = NO_LOT
    g.high = 0
    g.high_bidder = BANK
    g.bidders = 0
    g.bidder = 0


