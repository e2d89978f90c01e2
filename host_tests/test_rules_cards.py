"""All 16 Chance and 16 Community Chest cards (ids in the printed order of the reference deck
lists, 0-based), each drawn by landing on its square with the card put on top ('k' field)."""
import pytest

from positions import A, B, at, deck_list, roll
from engine.codes import BANK, BUY, ROLL

CHANCE, CHEST = 0, 1
THREE = '1500@%d,1500@0,1500@0'


def draw(deck, card, start=None, tokens=None, d=(1, 2), cash=None, chest_top=None):
    """a rolls d from start onto a Chance (default 4 -> 7) or Chest (default 14 -> 17) square
    with `card` on top of that deck."""
    if start is None:
        start = 4 if deck == CHANCE else 14
    players = THREE % start
    if cash is not None:
        players = '%d@%d,1500@0,1500@0' % (cash, start)
    top = '%d,' % card if deck == CHANCE else ',%d' % card
    if chest_top is not None:
        top += str(chest_top)
    g = at(tokens, players, 'ta k' + top)
    roll(g, *d)
    return g


# (deck, card, a's cash change, each other player's change) for the cards that only move money.
MONEY = [
    (CHANCE, 7, +50, 0),      # bank pays a dividend of $50
    (CHANCE, 12, -15, 0),     # speeding fine $15
    (CHANCE, 14, -100, +50),  # chairman of the board: $50 to each of 2 others
    (CHANCE, 15, +150, 0),    # building loan matures
    (CHEST, 1, +200, 0),      # bank error in your favour
    (CHEST, 2, -50, 0),       # doctor's fee
    (CHEST, 3, +50, 0),       # sale of stock
    (CHEST, 6, +100, 0),      # holiday fund
    (CHEST, 7, +20, 0),       # income tax refund
    (CHEST, 8, +20, -10),     # birthday: $10 from each of 2 others
    (CHEST, 9, +100, 0),      # life insurance
    (CHEST, 10, -100, 0),     # hospital fees
    (CHEST, 11, -50, 0),      # school fees
    (CHEST, 12, +25, 0),      # consultancy fee
    (CHEST, 14, +10, 0),      # beauty contest
    (CHEST, 15, +100, 0),     # inherit $100
]


@pytest.mark.parametrize('deck,card,mine,each', MONEY)
def test_money_card(deck, card, mine, each):
    g = draw(deck, card)
    assert g.pos[A] == (7 if deck == CHANCE else 17)
    assert list(g.cash) == [1500 + mine, 1500 + each, 1500 + each]
    assert g.pending == ROLL and g.actor == B
    # A drawn card goes to the bottom of its deck.
    assert deck_list(g, deck)[-1] == card and len(deck_list(g, deck)) == 16


def test_chance_0_advance_to_boardwalk():
    g = draw(CHANCE, 0)
    assert g.pos[A] == 39 and g.cash[A] == 1500 and g.pending == BUY


def test_chance_0_boardwalk_owned_pays_rent():
    g = draw(CHANCE, 0, tokens={39: 'b'})
    assert g.pos[A] == 39 and g.cash[A] == 1450 and g.cash[B] == 1550


def test_chance_1_advance_to_go_collects_200():
    g = draw(CHANCE, 1)
    assert g.pos[A] == 0 and g.cash[A] == 1700


def test_chance_2_illinois_without_passing_go():
    g = draw(CHANCE, 2)                 # 7 -> 24
    assert g.pos[A] == 24 and g.cash[A] == 1500 and g.pending == BUY


def test_chance_2_illinois_passing_go():
    g = draw(CHANCE, 2, start=33, d=(1, 2))     # 36 -> 24 passes GO
    assert g.pos[A] == 24 and g.cash[A] == 1700 and g.pending == BUY


def test_chance_3_st_charles_passing_go():
    g = draw(CHANCE, 3, start=19, d=(1, 2))     # 22 -> 11 passes GO
    assert g.pos[A] == 11 and g.cash[A] == 1700 and g.pending == BUY


@pytest.mark.parametrize('card', [4, 5])
def test_chance_nearest_railroad_pays_double_rent(card):
    # 7 -> Pennsylvania RR (15); b owns it and Reading: rent 50, doubled = $100.
    g = draw(CHANCE, card, tokens={5: 'b', 15: 'b'})
    assert g.pos[A] == 15 and g.cash[A] == 1400 and g.cash[B] == 1600


@pytest.mark.parametrize('card', [4, 5])
def test_chance_nearest_railroad_unowned_may_be_bought_and_passes_go(card):
    g = draw(CHANCE, card, start=33)    # 36 -> Reading (5), past GO: +$200
    assert g.pos[A] == 5 and g.cash[A] == 1700 and g.pending == BUY


def test_chance_nearest_railroad_from_22_is_b_and_o():
    g = draw(CHANCE, 4, start=19, tokens={25: 'b'})   # single railroad: 25 x 2 = $50
    assert g.pos[A] == 25 and g.cash[A] == 1450


def test_chance_6_nearest_utility_rolls_and_pays_10x():
    # 7 -> Electric Company (12), b owns only it (would be 4x), but the card says: roll the
    # dice and pay 10x: 4+5 = 9 -> $90.
    g = draw(CHANCE, 6, tokens={12: 'b'}, d=(1, 2, 4, 5))
    assert g.pos[A] == 12 and g.cash[A] == 1410 and g.cash[B] == 1590
    assert (g.d1, g.d2) == (4, 5)


def test_chance_6_nearest_utility_from_36_passes_go():
    # 36 -> Electric Company (12) past GO (+200), Water Works not nearer; unowned: buy.
    g = draw(CHANCE, 6, start=33)
    assert g.pos[A] == 12 and g.cash[A] == 1700 and g.pending == BUY


def test_chance_6_nearest_utility_from_22_is_water_works():
    g = draw(CHANCE, 6, start=19, tokens={28: 'b'}, d=(1, 2, 6, 6))   # 10 x 12 = $120
    assert g.pos[A] == 28 and g.cash[A] == 1380
    assert g.pending == ROLL and g.actor == B   # the card's double roll gives no extra turn


def test_chance_8_get_out_of_jail_free_is_held_out_of_the_deck():
    g = draw(CHANCE, 8)
    assert g.cards[CHANCE] == A and g.cash[A] == 1500
    assert 8 not in deck_list(g, CHANCE) and len(deck_list(g, CHANCE)) == 15


def test_chance_9_go_back_3_onto_income_tax():
    g = draw(CHANCE, 9)                 # 7 -> 4: Income Tax $200
    assert g.pos[A] == 4 and g.cash[A] == 1300


def test_chance_9_go_back_3_onto_community_chest():
    # 36 -> 33: Community Chest is drawn too; its top card is "bank error" +$200.
    g = draw(CHANCE, 9, start=33, chest_top=1)
    assert g.pos[A] == 33 and g.cash[A] == 1700
    assert deck_list(g, CHEST)[-1] == 1


def test_chance_9_go_back_3_onto_a_street_pays_rent():
    g = draw(CHANCE, 9, start=19, tokens={19: 'b'})   # 22 -> New York Avenue: $16
    assert g.pos[A] == 19 and g.cash[A] == 1484


def test_chance_10_go_to_jail_no_salary():
    g = draw(CHANCE, 10, start=33)      # from 36 "forward" to 10 would pass GO: no salary
    assert g.pos[A] == 10 and g.jail[A] == 1 and g.cash[A] == 1500
    assert g.pending == ROLL and g.actor == B


def test_chance_11_general_repairs():
    # Light blues 4 / 4 / hotel: 8 houses x $25 + 1 hotel x $100 = $300.
    g = draw(CHANCE, 11, tokens={6: 'a4', 8: 'a4', 9: 'aH'})
    assert g.cash[A] == 1200


def test_chance_13_reading_railroad_passing_go():
    g = draw(CHANCE, 13)                # 7 -> 5 passes GO
    assert g.pos[A] == 5 and g.cash[A] == 1700 and g.pending == BUY


def test_chest_0_advance_to_go():
    g = draw(CHEST, 0)
    assert g.pos[A] == 0 and g.cash[A] == 1700


def test_chest_4_get_out_of_jail_free():
    g = draw(CHEST, 4)
    assert g.cards[CHEST] == A and 4 not in deck_list(g, CHEST)
    assert g.cards[CHANCE] == BANK


def test_chest_5_go_to_jail():
    g = draw(CHEST, 5, start=30, d=(1, 2))     # 33 -> jail, no salary
    assert g.pos[A] == 10 and g.jail[A] == 1 and g.cash[A] == 1500


def test_chest_13_street_repairs():
    # 8 houses x $40 + 1 hotel x $115 = $435.
    g = draw(CHEST, 13, tokens={6: 'a4', 8: 'a4', 9: 'aH'})
    assert g.cash[A] == 1065


def test_repairs_with_no_buildings_cost_nothing():
    g = draw(CHANCE, 11, tokens={6: 'a', 8: 'a', 9: 'a'})
    assert g.cash[A] == 1500 and g.pending == ROLL


def test_every_card_id_is_covered_here():
    import re
    text = open(__file__).read()
    seen = {(CHANCE, c) for c in range(16) if re.search(r'def test_chance_%d_' % c, text)}
    seen |= {(CHEST, c) for c in range(16) if re.search(r'def test_chest_%d_' % c, text)}
    seen |= {(d, c) for d, c, _, _ in MONEY}
    seen |= {(CHANCE, 4), (CHANCE, 5)}
    assert seen == {(d, c) for d in (0, 1) for c in range(16)}
