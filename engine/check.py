# One validation of a whole game state: every field in its range, the pending decision the one
# the turn machine would wait on, the queues, auction and offer consistent with each other.
# The loader runs it on every save before offering it (engine.save_read: a save that fails is
# reported and ignored), and the random-game tests run it after every step as their oracle.
# Loaded on the board only while a save is read (ui.main.Drive unloads it again): one module,
# as each import there is a collection of the heap and a save read needs all of it.
from engine.board import SQUARES, GROUP, GROUP_SQUARES, HOTEL, KIND, STREET, ownable
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, OVER,
                          OVER_LIMIT)
from engine.state import (TOTAL_HOUSES, TOTAL_HOTELS, JAIL_CARD, NO_LOT, LOT_HOUSE, LOT_HOTEL,
                          POT, PH_OVER, PH_ROLL, PH_BUY, PH_END)
from engine import rules as R


def _fail(what):
    raise AssertionError(what)


def _player(g, p, what):
    """p must be a player still in the game."""
    if not (type(p) is int and 0 <= p < g.n) or g.out[p]:
        _fail("%s is %r, not a player in the game" % (what, p))


def invariants(g, start_total=None):
    """Raises AssertionError naming the first thing wrong; start_total: the cash at the start,
    to audit money against the bank's ledger (tests)."""
    if R.conflicts(g.rules):
        _fail("rules out of range")
    _board(g)
    _players(g, start_total)
    _decks(g)
    _scalars(g)
    pending(g)


def _board(g):
    n = g.n
    houses = hotels = 0
    for sq in range(SQUARES):
        o = g.owner[sq]
        lv = g.level[sq]
        if o != BANK and (not ownable(sq) or o >= n or g.out[o]):
            _fail("square %d owned by %d" % (sq, o))
        if g.mortgaged[sq] > 1 or g.mortgaged[sq] and (o == BANK or lv):
            _fail("square %d mortgaged wrongly" % sq)
        if lv:
            if (lv > HOTEL or KIND[sq] != STREET or o == BANK or g.group_owner(GROUP[sq]) != o
                    or g.group_mortgaged(GROUP[sq])):
                _fail("building on square %d without a clean group" % sq)
            if lv == HOTEL:
                hotels += 1
            else:
                houses += lv
    for grp in range(8):
        ranks = [g.rank(g.level[s]) for s in GROUP_SQUARES[grp]]
        if max(ranks) - min(ranks) > 1:
            _fail("group %d built unevenly" % grp)
    if houses + g.houses != TOTAL_HOUSES or hotels + g.hotels != TOTAL_HOTELS:
        _fail("stock: %d+%d houses, %d+%d hotels" % (houses, g.houses, hotels, g.hotels))


def _players(g, start_total):
    n = g.n
    total = g.jackpot
    order = bytearray(n + 1)
    for p in range(n):
        total += g.cash[p]
        if g.cash[p] < 0:
            _fail("player %d below $0" % p)
        if g.pos[p] >= SQUARES or g.jail[p] > 3 or (g.jail[p] and g.pos[p] != 10):
            _fail("player %d misplaced" % p)
        k = g.out[p]
        if k > n or k and order[k] or k and (g.cash[p] or g.jail[p]):
            _fail("bankrupt player %d: out %d" % (p, k))
        order[k] = 1
    left = n - sum(order[1:])
    if left < 1 or (left == 1 and g.pending != OVER):
        _fail("%d players left" % left)
    if g.jackpot < 0 or g.jackpot and not g.rules[R.FREE_PARKING]:
        _fail("jackpot of %d" % g.jackpot)
    if start_total is not None and total != start_total + g.ledger:
        _fail("money appeared or vanished: %d != %d" % (total, start_total + g.ledger))


def _decks(g):
    n = g.n
    for deck in (0, 1):
        holder = g.cards[deck]
        held = holder != BANK
        if held and (holder >= n or g.out[holder]):
            _fail("card held by %d" % holder)
        count = g.deck_n[deck]
        if count + held != 16 or g.deck_top[deck] > 15:
            _fail("deck %d has %d cards" % (deck, count))
        seen = bytearray(16)
        for i in range(count):
            c = g.deck[deck * 16 + (g.deck_top[deck] + i) % 16]
            if c > 15:
                _fail("deck %d holds card %d" % (deck, c))
            seen[c] += 1
        for c in range(16):
            if seen[c] != (0 if c == JAIL_CARD[deck] and held else 1):
                _fail("deck %d card %d appears %d times" % (deck, c, seen[c]))


def _scalars(g):
    limit = g.rules[R.ROUND_LIMIT]
    over = g.pending == OVER
    if not (0 <= g.turn < g.n and 0 <= g.first < g.n):
        _fail("turn %d, first %d" % (g.turn, g.first))
    if g.round < 1 or limit and g.round > limit + over:
        _fail("round %d" % g.round)
    if g.d1 > 6 or g.d2 > 6 or g.doubles > 2 or g.again > 1 or g.rent_mode > 2:
        _fail("dice %d %d, doubles %d, again %d" % (g.d1, g.d2, g.doubles, g.again))
    if over != (g.phase == PH_OVER) or g.phase > PH_OVER:
        _fail("phase %d with decision %d" % (g.phase, g.pending))
    if over:
        if g.winner >= g.n or g.end_reason > OVER_LIMIT:
            _fail("game over: winner %d, reason %d" % (g.winner, g.end_reason))
    elif g.winner != BANK or g.end_reason:
        _fail("a winner before the end")
    # Queues: payments (payer, payee, amount), deeds to auction, mortgaged deeds to lift.
    n = g.n
    for i in range(len(g.pay_from)):
        a = g.pay_from[i]
        b = g.pay_to[i]
        if not (a < n or a == BANK) or not (b < n or b in (BANK, POT)) or a == b \
                or g.pay_amount[i] <= 0 or a < n and g.out[a]:
            _fail("payment %d: %d to %d of %d" % (i, a, b, g.pay_amount[i]))
    seen = bytearray(SQUARES)
    for sq in g.lots:
        if sq >= SQUARES or not ownable(sq) or g.owner[sq] != BANK or seen[sq] or sq == g.lot:
            _fail("deed %d waiting for auction" % sq)
        seen[sq] = 1
    for i in range(0, len(g.lifts), 2):
        _player(g, g.lifts[i], "lift's owner")
        sq = g.lifts[i + 1]
        if sq >= SQUARES or not ownable(sq):
            _fail("lift of square %d" % sq)
    if g.lift_square != (g.lifts[1] if g.pending == LIFT else NO_LOT):
        _fail("lift square %d" % g.lift_square)
    if (g.place == NO_LOT) != (g.place_by == BANK) or g.place not in (NO_LOT, LOT_HOUSE,
                                                                        LOT_HOTEL):
        _fail("building %d to place by %d" % (g.place, g.place_by))


# --- the pending decision must be the one the turn machine would wait on, with its actor, and
# the auction and offer it waits on must be possible ------------------------------------------

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
