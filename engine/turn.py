# The turn machine: runs the game forward until someone must decide, and applies the answers
# to the turn's own decisions (roll, jail, buy). Interruptions (auctions, offers, payments,
# deeds to lift) come first, in that order; then the phase says what the turn does next.
import sys
from engine import forget
from engine import rules as R
from engine.board import (SQUARES, KIND, GOTOJAIL, CHANCE, CHEST, TAX, PARKING, STREET, RAIL, GROUP,
                          NO_GROUP, PRICE, RAIL_RENT, UTIL_MULTIPLIER, INCOME_TAX_SQUARE,
                          street_rent)
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, PLACE, OVER,
                          EV_ROLL, EV_RENT, EV_TAX, EV_BUY, EV_FREED, EV_STAY, EV_DOUBLES,
                          EV_TURN, OVER_LIMIT)
from engine.money import pay, pay_now, settle, fee_to_bank, win_jackpot
from engine.move import advance_to, send_to_jail
from engine.state import (PH_ROLL, PH_MOVE, PH_LAND, PH_BUY, PH_END, PH_OVER, NO_LOT,
                          RENT_DOUBLE_RAIL, RENT_UTIL_TEN, RENT_NORMAL)


# The rules of a situation that few steps meet, an auction (engine.auction), an offer
# (engine.trade) and a card drawn (engine.cards), are imported when it arises and let go by
# advance() once the step no longer needs them: on a board a module's code and globals take
# its heap for as long as sys.modules holds it, and most steps (and the ui's screens over
# them) need none of them (3.4 KB of an RP2040's heap). An auction's stays while a bid is
# pending, as bid follows bid. An offer's goes while the offer waits (it is data, g.offer):
# the answer imports it again (Game.act): one import more an offer (20-30 ms on a board),
# where a CPU's offer to another CPU waiting at a turn line held 1.9 KB of the bench's heap at
# a PyBadge's (docs/bench.md). A card's effect is done within the step that draws it. -1: no
# decision, so always let go.
# Where the code does not share the game's heap (CPython: the simulator, the tests, the
# tournaments) they stay, as a re-import there is time for nothing.
SITUATIONS = ((BID, 'engine.auction'), (-1, 'engine.trade'), (-1, 'engine.cards')) \
    if sys.implementation.name != 'cpython' else ()


def advance(g):
    """Run the game on to its next decision (g.pending, g.actor); then the code of an
    auction, an offer or a card goes unless that is the decision."""
    _run(g)
    for d, name in SITUATIONS:
        if g.pending != d:
            forget(name)


def _auction(g, sq, first):
    from engine import auction
    auction.start(g, sq, first, auction.everyone(g))


def _run(g):
    while True:
        if g.phase == PH_OVER:
            _wait(g, OVER, g.winner)
            return
        # Most steps find no interruption waiting: one test for them all first.
        if g.lot != NO_LOT or g.offer or g.pay_from or g.place != NO_LOT or g.lifts or g.lots:
            if g.lot != NO_LOT:
                _wait(g, BID, g.bidder)
                return
            if g.offer:
                _wait(g, TRADE, g.offer[1])
                return
            if not settle(g):
                _wait(g, DEBT, g.pay_from[0])
                return
            if g.place != NO_LOT:       # a building won at auction: paid for above, now placed
                _wait(g, PLACE, g.place_by)
                return
            if g.lifts:
                g.lift_square = g.lifts[1]
                _wait(g, LIFT, g.lifts[0])
                return
            if g.lots:
                sq = g.lots[0]
                g.lots = g.lots[1:]
                _auction(g, sq, g.turn if not g.out[g.turn] else g.next_alive(g.turn))
                continue
        ph = g.phase
        p = g.turn
        if ph == PH_ROLL:               # _wait() written out in the two commonest stops
            g.pending = JAIL if g.jail[p] else ROLL
            g.actor = p
            return
        if ph == PH_BUY:
            g.pending = BUY
            g.actor = p
            return
        if ph == PH_MOVE:
            g.phase = PH_LAND
            advance_to(g, p, (g.pos[p] + g.d1 + g.d2) % SQUARES)     # advance_by()
        elif ph == PH_LAND:
            g.phase = PH_END
            land(g, p)
        else:
            end_turn(g)


def _wait(g, decision, actor):
    g.pending = decision
    g.actor = actor


def roll(g, p):
    """Roll p's dice (g.d1, g.d2); True on doubles."""
    r = g.rng
    d1 = g.d1 = r.below(6) + 1      # Rng.die(), a call fewer
    d2 = g.d2 = r.below(6) + 1
    g.emit(EV_ROLL, p, d1, d2)
    return d1 == d2


def rent_due(g, sq, mode=RENT_NORMAL, dice=0):
    """Rent a visitor owes on sq now (utilities: times dice, else the last roll's total;
    dice=1 gives a utility's multiplier, what the board and deed card show)."""
    owner = g.owner[sq]
    if owner == BANK or g.mortgaged[sq]:
        return 0
    if g.rules[R.JAIL_NO_RENT] and g.jail[owner]:
        return 0
    kind = KIND[sq]
    grp = GROUP[sq]
    if kind == STREET:
        lv = g.level[sq]
        rent = street_rent(sq, lv)
        if not lv and g.group_owner(grp) == owner and (
                g.rules[R.DOUBLE_RENT] or not g.group_mortgaged(grp)):
            rent *= 2
        return rent
    count = g.count_owned(owner, grp)
    if kind == RAIL:
        return RAIL_RENT[count] * (2 if mode == RENT_DOUBLE_RAIL else 1)
    mult = 10 if mode == RENT_UTIL_TEN else UTIL_MULTIPLIER[count]
    return mult * (dice or g.d1 + g.d2)


def land(g, p):
    """Settle p's landing on their square: buy, rent, tax, card, Go To Jail."""
    sq = g.pos[p]
    mode = g.rent_mode
    g.rent_mode = RENT_NORMAL
    if GROUP[sq] != NO_GROUP:           # a deed (street, railroad, utility): the commonest
        owner = g.owner[sq]
        if owner == BANK:
            g.phase = PH_BUY
        elif owner != p:
            if mode == RENT_UTIL_TEN:
                roll(g, p)          # the card says: roll and pay ten times the dice
            rent = rent_due(g, sq, mode)
            if rent:
                g.emit(EV_RENT, p, owner, rent)
                pay_now(g, p, owner, rent)
        return
    kind = KIND[sq]
    if kind == GOTOJAIL:
        send_to_jail(g, p, 0)
    elif kind == CHANCE or kind == CHEST:
        from engine.cards import draw   # for this step only (SITUATIONS)
        draw(g, p, 0 if kind == CHANCE else 1)
    elif kind == TAX:
        amount = g.rules[R.INCOME_TAX if sq == INCOME_TAX_SQUARE else R.LUXURY_TAX]
        g.emit(EV_TAX, p, sq, amount)
        pay_now(g, p, fee_to_bank(g), amount)
    elif kind == PARKING:
        win_jackpot(g, p)


def end_turn(g):
    """After doubles the same player rolls again; else the next player still in the game
    starts a turn (and a round may end, and with the round limit the game)."""
    p = g.turn
    if g.again and not g.out[p] and not g.jail[p]:
        g.again = 0
        g.phase = PH_ROLL
        return
    g.again = 0
    g.doubles = 0
    q = (p + 1) % g.n               # next_alive(), asked only when the next seat is out
    if g.out[q]:
        q = g.next_alive(p)
    # A round ends when play comes back round to the first player's seat (or past it).
    if (q - g.first) % g.n <= (p - g.first) % g.n:
        g.round += 1
        limit = g.rules[R.ROUND_LIMIT]
        if limit and g.round > limit:
            from engine.ending import finish
            finish(g, OVER_LIMIT)
            return
    g.turn = q
    g.phase = PH_ROLL
    g.emit(EV_TURN, q, g.round)


def jail_turns(g):
    """How many turns a player may try for doubles before the fine is forced: the Short Game's
    jailed player must leave on the next turn, rolling and then paying on that same turn."""
    return 1 if g.rules[R.JAIL_RULE] == R.SHORT else 3


def may_pay_fine(g, p):
    """Pay the fine before rolling: on any jail turn, except under the tournament playbook
    ("before he rolls the dice on either of his next two turns"), whose third turn must roll
    and pays only when that roll fails."""
    if g.rules[R.JAIL_RULE] == R.TOURNAMENT and g.jail[p] > 2:
        return False
    return g.cash[p] >= g.rules[R.JAIL_FINE]


def act_roll(g, p):
    """Roll for a free player, or for a jailed one trying for doubles."""
    doubles = roll(g, p)
    if g.jail[p]:
        if doubles:
            g.jail[p] = 0
            g.emit(EV_FREED, p, 2)
            g.again = 0             # doubles that free a player give no extra roll
            g.phase = PH_MOVE
        elif g.jail[p] >= jail_turns(g):
            g.jail[p] = 0
            g.emit(EV_FREED, p, 3)
            pay(g, p, fee_to_bank(g), g.rules[R.JAIL_FINE])
            g.phase = PH_MOVE
        else:
            g.jail[p] += 1
            g.emit(EV_STAY, p, g.jail[p])
            g.phase = PH_END
        return
    if doubles:
        g.doubles += 1
        if g.doubles == 3:
            send_to_jail(g, p, 2)
            return
        g.again = 1
        g.emit(EV_DOUBLES, p, g.doubles)
    else:
        g.again = 0
    g.phase = PH_MOVE


def act_buy(g, p, take):
    """p buys the deed they stand on (take) or declines it, which puts it up for auction
    when auctions are on."""
    sq = g.pos[p]
    g.phase = PH_END
    if take:
        g.owner[sq] = p
        g.emit(EV_BUY, p, sq, PRICE[sq])
        pay_now(g, p, BANK, PRICE[sq])
    elif g.rules[R.AUCTIONS]:
        _auction(g, sq, p)
