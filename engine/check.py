# The invariants every reachable position keeps; tests run this after every step of random games.
from engine.board import SQUARES, GROUP, GROUP_SQUARES, HOTEL, ownable
from engine.codes import BANK
from engine.state import TOTAL_HOUSES, TOTAL_HOTELS, JAIL_CARD


def _fail(what):
    raise AssertionError(what)


def invariants(g, start_total=None):
    n = g.n
    houses = hotels = 0
    for sq in range(SQUARES):
        o = g.owner[sq]
        lv = g.level[sq]
        if o != BANK and (not ownable(sq) or o >= n or g.out[o]):
            _fail("square %d owned by %d" % (sq, o))
        if g.mortgaged[sq] and (o == BANK or lv):
            _fail("square %d mortgaged wrongly" % sq)
        if lv:
            if lv > HOTEL or g.group_owner(GROUP[sq]) != o or g.group_mortgaged(GROUP[sq]):
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
    if g.houses < 0 or g.hotels < 0:
        _fail("negative stock")
    total = g.jackpot
    for p in range(n):
        total += g.cash[p]
        if g.cash[p] < 0:
            _fail("player %d below $0" % p)
        if g.pos[p] >= SQUARES or g.jail[p] > 3 or (g.jail[p] and g.pos[p] != 10):
            _fail("player %d misplaced" % p)
        if g.out[p] and (g.cash[p] or g.jail[p]):
            _fail("bankrupt player %d holds cash" % p)
    if start_total is not None and total != start_total + g.ledger:
        _fail("money appeared or vanished: %d != %d" % (total, start_total + g.ledger))
    for deck in (0, 1):
        holder = g.cards[deck]
        held = holder != BANK
        if held and (holder >= n or g.out[holder]):
            _fail("card held by %d" % holder)
        count = g.deck_n[deck]
        if count + held != 16:
            _fail("deck %d has %d cards" % (deck, count))
        seen = bytearray(16)
        for i in range(count):
            seen[g.deck[deck * 16 + (g.deck_top[deck] + i) % 16]] += 1
        for c in range(16):
            if seen[c] != (0 if c == JAIL_CARD[deck] and held else 1):
                _fail("deck %d card %d appears %d times" % (deck, c, seen[c]))
