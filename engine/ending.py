# The game's end: finishing it, and first winding it up when it ends with business still
# open: the UI's tournament clock may call Game.finish_now in the middle of anything, and a
# Short Game ends at the first bankruptcy while other payments may still wait. The final
# position must be clean (no auction, offer, debt or building in flight) before the scores are
# counted. Loaded only when a game ends (engine.money.end_reason says when): its callers
# import it for the call, so a game in play does not hold it.
from engine import build
from engine.board import SQUARES
from engine.codes import BANK, EV_OVER
from engine.money import settle
from engine.score import ranking
from engine.state import NO_LOT, PH_OVER


def finish(g, reason):
    """Ends the game now for reason (an OVER_ code): wound up, the winner the best score."""
    wind_up(g)
    g.winner = ranking(g)[0]
    g.end_reason = reason
    g.phase = PH_OVER
    g.emit(EV_OVER, g.winner, reason)


def wind_up(g):
    """Close what is open when g ends: a void auction and offer, a building won placed,
    every payment owed made (the payer selling and mortgaging as a debtor must)."""
    # An auction under way is void: the lot stays with the bank and nobody pays. Deeds waiting
    # for a bankruptcy auction stay with the bank too. An offer lapses.
    g.lot = NO_LOT
    g.high = 0
    g.high_bidder = BANK
    g.bidders = 0
    g.bidder = 0
    g.lots = bytearray()
    g.offer = None
    # A building won at auction is paid for: put it on the first street where it may go.
    if g.place != NO_LOT:
        for sq in range(SQUARES):
            if build.can_place(g, g.place_by, sq, g.place) is None:
                build.place(g, g.place_by, sq)
                break
        g.place = NO_LOT
        g.place_by = BANK
    # Mortgaged deeds just received stay mortgaged (their 10% is among the payments below).
    g.lifts = bytearray()
    g.lift_square = NO_LOT
    # Every payment owed is made. A payer short of cash sells buildings and mortgages deeds as
    # the rules require of a debtor (which leaves a tournament score unchanged); what even
    # that cannot cover lapses with the game, since nobody goes bankrupt after the end.
    while not settle(g):
        p = g.pay_from[0]
        sell_until(g, p, g.owed)
        if g.cash[p] < g.owed:
            g.pay_amount[0] = g.cash[p]
    g.owed = 0
    g.creditor = BANK


def sell_until(g, p, amount):
    """Sell p's buildings evenly, then mortgage p's deeds, until p holds amount or has nothing
    left to sell."""
    sold = True
    while sold and g.cash[p] < amount:
        sold = False
        for sq in range(SQUARES):
            if g.cash[p] < amount and build.can_sell(g, p, sq) is None:
                build.sell(g, p, sq)
                sold = True
    for sq in range(SQUARES):
        if g.cash[p] < amount and build.can_mortgage(g, p, sq) is None:
            build.mortgage(g, p, sq)
