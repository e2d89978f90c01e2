# The second half of engine.check: the pending decision must be the one the turn machine
# would wait on, with its actor, and the auction and offer it waits on must be possible.
from engine.board import SQUARES, ownable
from engine.codes import BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, OVER
from engine.state import NO_LOT, LOT_HOUSE, LOT_HOTEL, PH_ROLL, PH_BUY, PH_END
from engine.check import _fail, _player


def pending(g):
    """The decision must be the one turn.advance stops at (same order of precedence), and its
    actor the one who answers it; what comes after it in that order is then idle."""
    d = g.pending
    a = g.actor
    if d == OVER:
        want = (OVER, g.winner)
    elif g.lot != NO_LOT:
        _auction(g)
        want = (BID, g.bidder)
    elif g.offer:
        _offer(g)
        want = (TRADE, g.offer[1])
    elif g.pay_from:
        payer = g.pay_from[0]
        if payer == BANK or g.cash[payer] >= g.pay_amount[0] or g.pay_to[0] < g.n and \
                g.out[g.pay_to[0]]:
            _fail("a payment that would have been made")
        if g.owed != g.pay_amount[0] or g.creditor != g.pay_to[0]:
            _fail("debt of %d to %d" % (g.owed, g.creditor))
        want = (DEBT, payer)
    elif g.place != NO_LOT:
        _player(g, g.place_by, "building's buyer")
        want = (PLACE, g.place_by)
    elif g.lifts:
        want = (LIFT, g.lifts[0])
    elif g.lots:
        want = (0, 0)       # the turn machine would have opened an auction of the first
    elif g.phase == PH_ROLL:
        want = (JAIL if g.jail[g.turn] else ROLL, g.turn)
    elif g.phase == PH_BUY:
        sq = g.pos[g.turn]
        if not ownable(sq) or g.owner[sq] != BANK:
            _fail("buying square %d" % sq)
        want = (BUY, g.turn)
    else:
        want = (0, 0)       # moving, landing, ending a turn: never a resting state
    if (d, a) != want:
        _fail("decision %d for %d, where %d for %d is due" % (d, a, want[0], want[1]))
    if d != OVER and g.out[g.turn] and g.phase != PH_END:
        _fail("player %d is out but plays" % g.turn)
    if d != OVER:
        _player(g, a, "actor")
    if g.lot == NO_LOT and (g.high or g.high_bidder != BANK or g.bidders or g.bidder):
        _fail("bids without an auction")
    if d != BID and d != TRADE and d != DEBT and (g.owed or g.creditor != BANK):
        _fail("a debt with nothing owed")
    if d == OVER and (g.pay_from or g.lifts or g.lots or g.offer or g.place != NO_LOT):
        _fail("business open after the end")


def _auction(g):
    lot = g.lot
    if lot < SQUARES:
        if not ownable(lot) or g.owner[lot] != BANK:
            _fail("auction of square %d" % lot)
    elif lot != LOT_HOUSE and lot != LOT_HOTEL:
        _fail("auction of lot %d" % lot)
    if g.bidders >> g.n:
        _fail("bidders %d" % g.bidders)
    for p in range(g.n):
        if (g.bidders >> p) & 1 and g.out[p]:
            _fail("bankrupt player %d bids" % p)
    _player(g, g.bidder, "bidder")
    hb = g.high_bidder
    if not (g.bidders >> g.bidder) & 1 or g.bidder == hb:
        _fail("bidder %d not bidding" % g.bidder)
    if hb == BANK:
        if g.high:
            _fail("a high bid of nobody")
    else:
        _player(g, hb, "high bidder")
        if not 0 < g.high <= g.cash[hb]:
            _fail("high bid %d" % g.high)


def _offer(g):
    o = g.offer
    if len(o) != 5:
        _fail("offer %r" % (o,))
    from engine.trade import _check
    p, q, squares, cash, cards = o
    _player(g, p, "proposer")
    _player(g, q, "partner")
    why = _check(g, p, q, squares, cash, cards)
    if why:
        _fail("offer: " + why)
