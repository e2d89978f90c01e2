# The 16 Chance and 16 Community Chest cards (classic modern decks, ids in the printed order)
# and what each does. Editions word them; the effects never change.
from engine.board import RAIL_GROUP, UTIL_GROUP, GROUP_SQUARES
from engine.codes import EV_CARD
from engine.money import pay, credit, fee_to_bank
from engine.move import advance_to, back_to, send_to_jail
from engine.state import (PH_LAND, RENT_DOUBLE_RAIL, RENT_UTIL_TEN, JAIL_CARD)

from micropython import const

CHANCE = const(0)
CHEST = const(1)

_TO = const(1)         # advance to square arg
_RAIL = const(2)       # nearest railroad, double rent
_UTIL = const(3)       # nearest utility, 10x the dice
_GET = const(4)        # bank pays arg
_PAY = const(5)        # pay the bank arg
_FREE = const(6)       # Get Out of Jail Free
_BACK = const(7)       # go back arg squares
_JAIL = const(8)
_REPAIRS = const(9)    # arg indexes REPAIR_COST
_PAY_EACH = const(10)  # pay every other player arg
_GET_EACH = const(11)  # every other player pays arg

# (effect, arg) per card id: Chance then Community Chest.
EFFECTS = (bytes((_TO, 39, _TO, 0, _TO, 24, _TO, 11, _RAIL, 0, _RAIL, 0, _UTIL, 0, _GET, 50,
                  _FREE, 0, _BACK, 3, _JAIL, 0, _REPAIRS, 0, _PAY, 15, _TO, 5, _PAY_EACH, 50,
                  _GET, 150)),
           bytes((_TO, 0, _GET, 200, _PAY, 50, _GET, 50, _FREE, 0, _JAIL, 0, _GET, 100, _GET, 20,
                  _GET_EACH, 10, _GET, 100, _PAY, 100, _PAY, 50, _GET, 25, _REPAIRS, 1, _GET, 10,
                  _GET, 100)))
REPAIR_COST = ((25, 100), (40, 115))   # per house, per hotel


def shuffle_decks(g):
    """Shuffle both decks (g.rng) and put all 16 cards of each back."""
    for deck in (CHANCE, CHEST):
        g.rng.shuffle(g.deck, deck * 16, 16)
        g.deck_top[deck] = 0
        g.deck_n[deck] = 16


def draw(g, p, deck):
    """p draws the top card of deck (0 Chance, 1 Community Chest) and it takes effect
    (apply); a Get Out of Jail Free card is kept out of the deck while p holds it."""
    base = deck * 16
    top = g.deck_top[deck]
    card = g.deck[base + top]
    top = (top + 1) % 16
    g.deck_top[deck] = top
    n = g.deck_n[deck] - 1
    if card == JAIL_CARD[deck]:
        g.cards[deck] = p        # held out of the deck until used, sold or returned
    else:
        g.deck[base + (top + n) % 16] = card
        n += 1
    g.deck_n[deck] = n
    g.emit(EV_CARD, p, deck, card)
    apply(g, p, deck, card)


def _nearest(pos, group):
    for sq in GROUP_SQUARES[group]:
        if sq > pos:
            return sq
    return GROUP_SQUARES[group][0]


def apply(g, p, deck, card):
    """The effect of card (an id of deck) on p: move, pay, collect, jail, repairs."""
    effect = EFFECTS[deck][2 * card]
    arg = EFFECTS[deck][2 * card + 1]
    if effect == _TO:
        advance_to(g, p, arg)
        g.phase = PH_LAND
    elif effect == _RAIL or effect == _UTIL:
        advance_to(g, p, _nearest(g.pos[p], RAIL_GROUP if effect == _RAIL else UTIL_GROUP))
        g.rent_mode = RENT_DOUBLE_RAIL if effect == _RAIL else RENT_UTIL_TEN
        g.phase = PH_LAND
    elif effect == _GET:
        credit(g, p, arg)
    elif effect == _PAY:
        pay(g, p, fee_to_bank(g), arg)
    elif effect == _BACK:
        back_to(g, p, (g.pos[p] - arg) % 40)
        g.phase = PH_LAND
    elif effect == _JAIL:
        send_to_jail(g, p, 1)
    elif effect == _REPAIRS:
        houses, hotels = g.buildings(p)
        per_house, per_hotel = REPAIR_COST[arg]
        pay(g, p, fee_to_bank(g), houses * per_house + hotels * per_hotel)
    elif effect == _PAY_EACH:
        for q in g.alive():
            if q != p:
                pay(g, p, q, arg)
    elif effect == _GET_EACH:
        for q in g.alive():
            if q != p:
                pay(g, q, p, arg)
