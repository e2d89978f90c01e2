# The one path money takes. A payment is queued; the queue's head moves when its payer has the
# cash, otherwise the payer must raise it (DEBT) or, when even selling everything could not
# cover it, go bankrupt. Bankruptcy hands everything over to the creditor or back to the bank.
from array import array
from engine import rules as R
from engine.board import SQUARES, HOTEL, house_cost, mortgage_value, interest
from engine.codes import (BANK, EV_PAY, EV_DEBT, EV_BANKRUPT, EV_INTEREST,
                          EV_JACKPOT, OVER_LAST_STANDING, OVER_FIRST_BANKRUPTCY)
# The end reasons live in engine.codes; money.OVER_LIMIT, the name the interface documented
# before, stays importable for code written against it.
from engine.codes import OVER_LIMIT  # noqa: F401
from engine.state import POT, PH_END, JAIL_CARD


def fee_to_bank(g):
    """Where taxes and fees go: the bank, or the jackpot under the Free Parking house rule."""
    return POT if g.rules[R.FREE_PARKING] else BANK


def pay(g, payer, payee, amount):
    """Queue a payment of amount from payer to payee (a player, BANK or POT); settle()
    moves it when the payer has the cash."""
    if amount > 0 and payer != payee:
        g.pay_from.append(payer)
        g.pay_to.append(payee)
        g.pay_amount.append(amount)


def pay_now(g, payer, payee, amount):
    """pay(), the money moving at once when no payment is queued before it and the payer has
    the cash: what settle() would do next, without the queue (rent, taxes, a deed's price)."""
    if g.pay_from or amount <= 0 or payer == payee or payer != BANK and g.cash[payer] < amount:
        pay(g, payer, payee, amount)
    elif payee == BANK or payee == POT or not g.out[payee]:
        g.owed = 0
        g.creditor = BANK
        _transfer(g, payer, payee, amount)


def credit(g, p, amount):
    """The bank pays player p."""
    g.cash[p] += amount
    g.ledger += amount


_NO_AMOUNTS = array('l')


def _drop_payment(g, i):
    # Slice deletion: MicroPython's bytearray and array have no pop().
    g.pay_from[i:i + 1] = b''
    g.pay_to[i:i + 1] = b''
    g.pay_amount[i:i + 1] = _NO_AMOUNTS


def _transfer(g, payer, payee, amount):
    if payer == BANK:
        credit(g, payee, amount)
    else:
        g.cash[payer] -= amount
        if payee == POT:
            g.jackpot += amount
        elif payee == BANK:
            g.ledger -= amount
        else:
            g.cash[payee] += amount
    g.emit(EV_PAY, payer, BANK if payee == POT else payee, amount)


def settle(g):
    """Move queued payments until one is blocked. Returns True when the queue is empty."""
    while g.pay_from:
        payer = g.pay_from[0]
        payee = g.pay_to[0]
        amount = g.pay_amount[0]
        if payee != BANK and payee != POT and g.out[payee]:
            _drop_payment(g, 0)     # a player gone bankrupt collects nothing more
            continue
        if payer != BANK and g.cash[payer] < amount:
            if g.owed != amount or g.creditor != payee:
                g.emit(EV_DEBT, payer, BANK if payee == POT else payee, amount)
            g.owed = amount
            g.creditor = payee
            return False
        _drop_payment(g, 0)
        g.owed = 0
        g.creditor = BANK
        _transfer(g, payer, payee, amount)
    return True


def liquid_value(g, p):
    """Cash p could have by selling every building and mortgaging every deed."""
    total = g.cash[p]
    for sq in range(SQUARES):
        if g.owner[sq] == p:
            lv = g.level[sq]
            if lv:
                steps = g.rank(lv)
                total += steps * house_cost(sq) // 2
            if not g.mortgaged[sq]:
                total += mortgage_value(sq)
    return total


def shortfall(g, p):
    """Cash p must still raise to make every payment queued from p: the debt screens'
    "raise $N" and "Still to raise $N"."""
    owed = 0
    for i in range(len(g.pay_from)):
        if g.pay_from[i] == p:
            owed += g.pay_amount[i]
    return max(owed - g.cash[p], 0)


def insolvent(g, p):
    """True when selling and mortgaging everything p has could not pay the debt: only then
    may p go bankrupt."""
    return liquid_value(g, p) < g.owed


def _strip_buildings(g, p):
    """Every building of p goes back to the bank at half price."""
    for sq in range(SQUARES):
        if g.owner[sq] == p and g.level[sq]:
            lv = g.level[sq]
            credit(g, p, g.rank(lv) * house_cost(sq) // 2)
            if lv == HOTEL:
                g.hotels += 1
            else:
                g.houses += lv
            g.level[sq] = 0


def bankrupt(g, p):
    """p goes out, owing g.creditor: buildings sold to the bank, cash, deeds (mortgaged ones
    with their 10%) and Get Out of Jail Free cards to the creditor, or to the bank, which
    auctions the deeds when auctions are on. The caller asks end_reason whether the game ends."""
    creditor = g.creditor
    if creditor == POT:
        creditor = BANK
    g.emit(EV_BANKRUPT, p, creditor)
    _strip_buildings(g, p)
    cash = g.cash[p]
    g.cash[p] = 0
    if creditor == BANK:
        g.ledger -= cash
    else:
        g.cash[creditor] += cash
    for sq in range(SQUARES):
        if g.owner[sq] != p:
            continue
        if creditor == BANK:
            g.owner[sq] = BANK
            g.mortgaged[sq] = 0
            if g.rules[R.AUCTIONS]:
                g.lots.append(sq)
        else:
            g.owner[sq] = creditor
            if g.mortgaged[sq]:
                take_mortgaged(g, creditor, sq)
    for deck in (0, 1):
        if g.cards[deck] == p:
            if creditor == BANK:
                return_card(g, deck)
            else:
                g.cards[deck] = creditor
    g.out[p] = g.n - len(g.alive()) + 1   # order of going out, for the ranking
    g.jail[p] = 0
    g.owed = 0
    g.creditor = BANK
    # Whatever else p was due to pay is void; payments to p are dropped by settle().
    i = 0
    while i < len(g.pay_from):
        if g.pay_from[i] == p:
            _drop_payment(g, i)
        else:
            i += 1
    _drop_lifts(g, p)
    if p == g.turn:
        g.phase = PH_END    # a player out moves no further (e.g. the forced jail fine, then the roll)


def _drop_lifts(g, p):
    keep = bytearray()
    for i in range(0, len(g.lifts), 2):
        if g.lifts[i] != p:
            keep.append(g.lifts[i])
            keep.append(g.lifts[i + 1])
    g.lifts = keep


def take_mortgaged(g, p, sq):
    """A mortgaged deed comes to p: 10% interest now, and the choice to lift it at once."""
    g.emit(EV_INTEREST, p, sq, interest(sq))
    pay(g, p, BANK, interest(sq))
    g.lifts.append(p)
    g.lifts.append(sq)


def return_card(g, deck):
    """A Get Out of Jail Free card goes back to the bottom of its own deck."""
    n = g.deck_n[deck]
    g.deck[deck * 16 + (g.deck_top[deck] + n) % 16] = JAIL_CARD[deck]
    g.deck_n[deck] = n + 1
    g.cards[deck] = BANK


def win_jackpot(g, p):
    """p, on Free Parking under the jackpot house rule, takes the jackpot."""
    if g.jackpot:
        g.emit(EV_JACKPOT, p, g.jackpot)
        g.cash[p] += g.jackpot
        g.jackpot = 0


def end_reason(g, bankruptcy=False):
    """Why the game ends now (an OVER_ reason, 0 among them), or None while it goes on: one
    player left, or, under the first-bankruptcy end rule, a bankruptcy. Ending it is
    engine.ending.finish's, loaded only then."""
    if len(g.alive()) <= 1:
        return OVER_LAST_STANDING
    if bankruptcy and g.rules[R.END_RULE] == R.END_FIRST_BANKRUPTCY:
        return OVER_FIRST_BANKRUPTCY
    return None
