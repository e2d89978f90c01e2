# The any-time menu, build/sell, mortgage/lift, holdings, the deed card and the raise-money
# menu, driven with the buttons through the real ui/ and engine.
import pytest

from engine import codes as C
from engine import notation
from host.driver import cost
from ui.device import buttons as K
from ui.screens.build import DeedAction
from ui.screens.deed import DeedCard
from ui.screens.menu import Menu
from ui_helpers import driver, choose

BROWNS = {1: 'a', 3: 'a'}


def test_start_opens_the_menu_and_b_closes_it():
    d = driver(BROWNS)
    d.press(K.START)
    assert isinstance(d.top(), Menu)
    assert d.text()[0] == 'Dog $1500'
    d.press(K.B)
    assert not isinstance(d.top(), Menu)
    d.press(K.B)        # with a d-pad, B on the board is nothing: START is the menu's key
    assert not isinstance(d.top(), Menu)


def test_b_opens_the_menu_on_the_board_without_a_dpad():
    d = driver(BROWNS, board='clue')
    d.press(K.B)
    assert isinstance(d.top(), Menu)
    assert d.text()[0] == 'Dog $1500'


def test_build_evenly_with_the_cost_shown():
    d = driver(BROWNS)
    g = d.game
    d.press(K.START)
    choose(d, 'Build')
    assert isinstance(d.top(), DeedAction)
    assert d.text()[1:3] == [' Medit Ave  0>1 -$50', ' Baltic Ave 0>1 -$50']
    choose(d, 'Baltic')
    assert 'Cash $1500 -> $1450' in d.text()
    assert d.top().current() == 'Build: pay $50'
    d.press(K.A)
    assert g.level[3] == 1 and g.cash[0] == 1450
    assert d.text()[-1] == 'Build Baltic Ave -$50'
    # The cursor stays on Baltic; building there again is refused (build evenly).
    assert d.top().current() == ' Baltic Ave 1>2 -$50'
    d.press(K.A)
    assert g.level[3] == 1 and 'even' in d.text()[-1]
    d.press(K.LEFT, K.A, K.A)
    assert g.level[1] == 1 and g.cash[0] == 1400
    assert d.top().current() == ' Medit Ave  1>2 -$50'
    d.press(K.B, K.B)
    assert not isinstance(d.top(), (Menu, DeedAction))


def test_sell_pays_half():
    d = driver({1: 'a2', 3: 'a3'})
    g = d.game
    d.press(K.START)
    choose(d, 'Sell')
    assert d.text()[1:-1] == [' Baltic Ave 3>2 +$25']
    d.press(K.A)
    assert 'Cash $1500 -> $1525' in d.text()
    choose(d, 'Sell: get $25')
    assert g.level[3] == 2 and g.cash[0] == 1525


def test_cancel_changes_nothing():
    d = driver(BROWNS)
    before = notation.dump(d.game)
    d.press(K.START)
    choose(d, 'Build')
    d.press(K.A)
    choose(d, 'Cancel')
    d.press(K.B)
    assert notation.dump(d.game) == before


def test_mortgage_and_lift_mediterranean():
    d = driver(BROWNS)
    g = d.game
    d.press(K.START)
    choose(d, 'Mortgage')
    assert ' Medit Ave  +$30' in d.text()
    choose(d, 'Medit')
    assert g.mortgaged[1] and g.cash[0] == 1530
    assert d.text()[-1] == 'Mortgage Medit Ave +$30'
    # The row stays under the cursor and says so; a second press is refused, not moved on.
    assert d.top().current() == ' Medit Ave  mortgaged'
    d.press(K.A)
    assert g.cash[0] == 1530 and not g.mortgaged[3]
    d.press(K.B)
    choose(d, 'Lift')
    assert d.text()[1:-1] == [' Medit Ave  -$33']
    d.press(K.A)
    assert not g.mortgaged[1] and g.cash[0] == 1497
    assert d.text()[1:] == [' Medit Ave  lifted', 'Lift Medit Ave -$33']


@pytest.mark.parametrize('board', ['pybadge', 'clue'])
def test_a_lists_lines_are_made_as_wide_as_the_list(board):
    """Each line of a list (its title, rows and foot) is made as wide as the list at once
    (label(cells=)): rows of every length scrolled through, a deed mortgaged and its foot
    written write them again, and none gets a new tile grid (on a board one made at the
    first render lay above fill()'s garbage and outlived it)."""
    deeds = {sq: 'a' for sq in (1, 3, 6, 8, 9, 11, 13, 14, 16, 18, 19, 21, 23, 24)}
    d = driver(deeds, board=board)
    d.press(K.START)
    choose(d, 'Mortgage')
    s = d.top()
    labs = [s.head] + s.labs + [s.tail]
    grids = [lab._tiles for lab in labs]
    assert {lab._tiles.width for lab in labs} == {s.cols}
    for _ in range(len(s.rows) + 1):
        d.press(K.RIGHT)
    d.press(K.A)
    assert d.game.mortgaged[s.squares[s.sel]]
    assert [lab._tiles for lab in labs] == grids


def test_refused_mortgage_shows_the_reason_and_changes_nothing():
    d = driver({1: 'a1', 3: 'a'})
    before = notation.dump(d.game)
    d.press(K.START)
    choose(d, 'Mortgage')
    choose(d, 'Baltic')
    assert d.text()[-1] == "sell the group's buildings first"
    assert notation.dump(d.game) == before
    assert d.top().sq < 0                       # still the list, no confirm step


def test_nothing_to_build_says_why_and_what_to_do():
    d = driver({1: 'a'})
    d.press(K.START)
    choose(d, 'Build')
    t = ' '.join(d.text()[1:-2])
    assert t.startswith('You need the whole group. To build houses, own all the streets of '
                        'one colour'), t
    assert 'buy or trade for the rest' in t
    assert d.top().current() == 'Back' and d.text()[-1] == 'A: back'
    d.press(K.RIGHT)                            # only Back can be chosen
    assert d.top().current() == 'Back'
    d.press(K.A)
    assert isinstance(d.top(), Menu)


def test_every_empty_list_says_why_and_what_to_do():
    # No deeds at all: no reason from the engine, the list still explains itself.
    for item, words in (('Build', 'own all the streets of one colour'),
                        ('Sell buildings', 'no houses or hotels to sell'),
                        ('Mortgage', 'No deed to mortgage'),
                        ('Lift mortgage', 'No mortgage to lift')):
        d = driver({})
        d.press(K.START)
        choose(d, item)
        assert isinstance(d.top(), DeedAction)
        t = ' '.join(d.text()[1:-2])
        assert words in t, (item, d.text())
        assert all(len(r) <= d.top().cols for r in d.top().rows)
        d.press(K.B)
        assert isinstance(d.top(), Menu)


def test_deed_card_boardwalk():
    d = driver({37: 'b', 39: 'b'}, extra='ta')
    d.top().move_cursor(39)
    d.press(K.SELECT)
    assert isinstance(d.top(), DeedCard)
    t = d.text()
    assert t[0] == 'Boardwalk'
    assert 'Price $400' in t
    rents = [s.split()[-1] for s in t[2:8]]
    assert rents == ['$50', '$200', '$600', '$1400', '$1700', '$2000']
    assert 'House cost $200' in t and 'Mortgage $200' in t
    assert 'Owner: Hat' in t and 'Rent now $100' in t     # whole group: double rent
    d.press(K.B)
    assert not isinstance(d.top(), DeedCard)


def test_deed_card_railroad_utility_and_plain_square():
    d = driver({5: 'a', 15: 'a', 12: 'a'})
    assert DeedCard(d.app, 5).text()[-1] == 'Rent now $50'
    assert '4 railroads  $200' in DeedCard(d.app, 15).text()
    assert DeedCard(d.app, 12).text()[-1] == 'Rent now 4x dice'
    assert DeedCard(d.app, 7).text() == ['Chance', 'Not a deed']


def test_holdings_lists_everyone():
    d = driver({1: 'a2', 3: 'A', 39: 'b'}, extra='ta ca-')
    d.press(K.START)
    choose(d, 'All holdings')
    t = d.text()
    # Grouped by colour with swatches; '*' marks the complete set.
    assert t[1:7] == ['Dog $1500, 1 set', ' Medit Ave*  2 houses', ' Baltic Ave* mortgaged',
                      '  Jail card (Chance)', 'Hat $1500', ' Boardwalk']
    assert d.top().colours[:6] == [None, 1, 1, None, None, 8]     # browns, dark blues
    tiles = d.top().swatches
    assert [tiles[0, i] for i in range(6)] == [0, 1, 1, 0, 0, 8]
    d.press(K.A)
    assert d.top().current() == 'Hat $1500'


def test_raise_money_menu_during_a_debt():
    # Hat owes Dog's Boardwalk rent with a hotel (2000) and has 100: raise it.
    d = driver({39: 'aH', 37: 'a', 5: 'b', 15: 'b', 11: 'b', 13: 'b', 14: 'b'},
               players='1500@0,100@30', extra='tb')
    g = d.game
    from engine import money
    money.pay(g, 1, 0, 300)
    from engine import turn
    turn.advance(g)
    assert g.pending == C.DEBT and g.actor == 1
    d.changed()
    d.press(K.A)                # the hidden prompt back: the device passes to Hat
    assert d.text()[0].startswith('Pass to Hat'), d.text()
    d.press(K.A)
    d.idle(1, 400)              # a person reads the debt (the screen after a panel guards A)
    assert '>Raise money' in d.text(), d.text()
    d.press(K.A)
    m = d.top()
    assert isinstance(m, Menu) and m.debt
    assert m.rows[:3] == ['Mortgage', 'Sell buildings', 'Propose a trade']
    assert m.foot == 'Still to raise $200'
    choose(d, 'Mortgage')
    choose(d, 'Reading RR')
    d.press(K.B)
    assert d.top().foot == 'Still to raise $100'
    choose(d, 'Mortgage')
    choose(d, 'Penn RR')
    d.press(K.B)
    assert d.top().foot == 'Debt paid: B to go on'
    assert g.pending != C.DEBT and g.cash[1] == 0 and g.cash[0] == 1800


def tile_grids(group, x=0, y=0):
    """(x, y, grid) of every tile grid under group, at its place on the screen."""
    import displayio
    out = []
    for item in group:
        if isinstance(item, displayio.Group):
            out += tile_grids(item, x + item.x, y + item.y)
        elif isinstance(item, displayio.TileGrid):
            out.append((x + item.x, y + item.y, item))
    return out


def test_every_screen_fits_and_costs(tmp_path):
    d = driver({1: 'a2', 3: 'a2', 39: 'b'})
    full = 160 * 128
    d.press(K.START)
    for px in d.press(K.RIGHT, K.RIGHT, K.LEFT):
        assert 0 < px < full // 4
    c = cost(d.top().group)
    assert c['tilegrids'] <= 16
    grids = tile_grids(d.top().group)
    assert grids
    for x, y, grid in grids:     # every row's tiles within the screen
        assert x + grid.width * grid.tile_width <= 160 and y + grid.tile_height <= 128
    d.shot(str(tmp_path / 'm.png'))


def test_a_sell_row_says_what_breaking_a_hotel_gives_when_the_bank_is_short_of_houses():
    # Two hotels on the browns and 2 houses in the bank: a hotel cannot come down to 4 houses,
    # so the group comes down further; the row's level and '+$' are what selling gives.
    from engine import board as bd
    from ui.screens.build import DeedAction, SELL, sale
    d = driver({1: 'a', 3: 'a'})
    g = d.game
    for sq in (1, 3):
        g.level[sq] = bd.HOTEL
    g.hotels -= 2
    g.houses = 2
    to, paid = sale(g, 3)
    assert to < 4 and paid > bd.house_cost(3) // 2, (to, paid)
    d.app.push(DeedAction(d.app, 0, SELL))
    d.idle(1, 10)
    row = [r for r in d.top().rows if 'Baltic' in r][0]
    h = d.app.edition.HOTEL[0][0]
    assert row.split()[-2:] == ['%s>%d' % (h, to), '+$%d' % paid], row
    before = g.cash[0]
    g.sell(0, 3)
    assert g.cash[0] - before == paid and g.level[3] == to
