# The trade screen (compose and answer on one screen) and its safe defaults, driven with
# buttons: a d-pad board (pybadge) and a board without one (clue: RIGHT, A, B alone).
from engine import codes as C
from engine import notation
from ui.device import buttons as K
from ui.screens.deed import DeedCard
from ui.screens.menu import Menu
from ui.screens.offer import OfferScreen
from ui.screens.trade import TradeScreen
from ui_helpers import driver, choose


def to(d, prefix):
    """DOWN (RIGHT changes a cash or partner row on a d-pad) to the row starting with
    prefix, leading blanks aside."""
    t = d.top()
    for _ in range(len(t.rows)):
        if t.current().lstrip().startswith(prefix):
            return
        d.press(K.DOWN)
    raise AssertionError('no row {!r} in {}'.format(prefix, t.rows))


def open_trade(d):
    d.press(K.START)
    choose(d, 'Propose a trade')
    assert isinstance(d.top(), TradeScreen)
    return d.top()


def test_one_screen_grouped_with_swatches_and_marks():
    d = driver({1: 'a', 3: 'a', 39: 'b', 5: 'a'}, players='1500@0,1500@0,1500@0',
               extra='ta ca-')
    t = open_trade(d)
    ed = d.app.edition
    assert t.rows == ['With Hat', 'You pay <$0>', 'Hat pays <$0>', 'You give:',
                      ' [ ] Medit Ave*', ' [ ] Baltic Ave*', ' [ ] Reading RR',
                      ' [ ] Jail card (Chance)', 'You get:', ' [ ] Boardwalk',
                      'Marks: * whole set', 'Propose (START)', 'Holdings', 'Cancel']
    assert t.colours[4:7] == [1, 1, 9]        # the browns' colour, a railroad's (text)
    assert t.swatches.pixel_shader[1] == ed.GROUP_COLOURS[0]
    assert t.current() == ' [ ] Medit Ave*'      # opens on the first deed, not Propose
    # The cursor steps over the headings.
    d.press(K.UP)
    assert t.current() == 'Hat pays <$0>'
    # LEFT/RIGHT on the partner row change the partner; a partner's marks go with them.
    d.press(K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.A)
    assert t.current() == ' [x] Boardwalk'
    to(d, 'With')
    d.press(K.RIGHT)
    assert t.rows[0] == 'With Car' and t.marked[39] == 0 and 'You get:' in t.rows


def test_the_marks_are_explained_under_the_deeds():
    # Dog: the browns (a whole set, Medit with 2 houses, ...), Reading mortgaged; Hat: the
    # reds, Kentucky with a hotel: a legend row says what '*', '2h', 'H' and 'M' mean.
    d = driver({1: 'a2', 3: 'a2', 5: 'A', 21: 'b4', 23: 'bH', 24: 'b4'},
               players='1500@0,1500@0')
    t = open_trade(d)
    rows = t.rows
    assert ' [ ] Medit Ave*  2h' in rows and ' [ ] Reading RR  M' in rows, rows
    marks = rows[rows.index(' [ ] Illinois*   4h') + 1:rows.index('Propose (START)')]
    assert marks == ['Marks: * whole set,', '  2h 2 houses, H hotel,', '  M mortgaged'], marks
    assert all(len(r) < t.cols for r in rows)
    for r in marks:                     # the legend is read, never chosen
        assert not t.selectable(rows.index(r))


def test_cash_in_place_steps_faster_when_held_and_is_capped():
    d = driver({3: 'a'}, players='1500@0,120@0')
    t = open_trade(d)
    d.press(K.UP)
    assert t.current() == 'Hat pays <$0>'
    d.press(K.RIGHT, K.RIGHT, K.LEFT)
    assert t.get == 10
    d.hold(K.RIGHT, 4)              # $10, $10, $10, then $50 steps (rounded to $50)
    assert t.get == 100
    d.hold(K.RIGHT, 9)
    assert t.get == 120 and t.current() == 'Hat pays <$120>'     # all Hat has
    d.press(K.UP)
    d.hold(K.RIGHT, 12)
    assert t.give == 700            # $50 steps, then $100 from the 8th repeat
    d.hold(K.RIGHT, 20)
    assert t.give == 1500           # all Dog has


def test_propose_accept_and_the_offer_opens_safe():
    d = driver({3: 'a', 39: 'b'}, players='1500@0,1500@0,1500@0', extra='ta ca-')
    g = d.game
    open_trade(d)
    d.press(K.A)                    # Baltic
    to(d, '[ ] Jail card')
    d.press(K.A)
    to(d, 'You pay')
    for _ in range(10):
        d.press(K.RIGHT)
    to(d, '[ ] Boardwalk')
    d.press(K.A)
    d.press(K.START)
    assert g.pending == C.TRADE and g.actor == 1 and g.offer[3] == 100
    assert not isinstance(d.top(), (TradeScreen, Menu))     # back past the menu
    d.app.push(OfferScreen(d.app))
    o = d.top()
    assert o.title == 'Dog offers you'
    assert o.rows == ['You get:', ' Baltic Ave', '  Jail card (Chance)', '  $100', 'You give:',
                      ' Boardwalk', 'Reject', 'Accept']
    # It opens on what is offered: A looks at the deed, it never accepts.
    assert o.current() == ' Baltic Ave'
    d.press(K.A)
    assert isinstance(d.top(), DeedCard) and g.pending == C.TRADE
    d.press(K.B)
    # Up on the first row stays there: no wrap lands on Accept, the row that gives.
    d.press(K.UP)
    assert o.current() == ' Baltic Ave'
    # Accept is three presses from there: B (to Reject), down, A.
    d.press(K.B, K.DOWN)
    assert o.current() == 'Accept'
    d.press(K.A)
    assert not isinstance(d.top(), OfferScreen)
    assert g.owner[3] == 1 and g.owner[39] == 0 and g.cards[0] == 1
    assert g.cash[0] == 1400 and g.cash[1] == 1600


def test_b_goes_to_reject_and_reject_changes_nothing():
    d = driver({3: 'a', 39: 'b'}, extra='ta ca-')
    g = d.game
    open_trade(d)
    d.press(K.A, K.START)
    before = notation.dump(g)
    d.app.push(OfferScreen(d.app))
    o = d.top()
    d.press(K.B)
    assert o.current() == 'Reject' and g.pending == C.TRADE      # B alone answers nothing
    d.press(K.A)
    assert g.pending != C.TRADE and not isinstance(d.top(), OfferScreen)
    assert notation.dump(g).split()[:3] == before.split()[:3]


def test_refused_trade_shows_the_reason_and_changes_nothing():
    # Boardwalk's group has a house: the engine refuses, the screen stays with its reason.
    d = driver({3: 'a', 37: 'b', 39: 'b1'}, extra='ta ca-')
    g = d.game
    before = notation.dump(g)
    open_trade(d)
    to(d, '[ ] Boardwalk')
    d.press(K.A, K.START)
    assert isinstance(d.top(), TradeScreen)
    assert d.text()[-1] == "sell the group's buildings first"
    assert notation.dump(g) == before and g.pending != C.TRADE
    d.press(K.B)
    assert isinstance(d.top(), Menu)


def test_holdings_from_the_trade_screen():
    d = driver({3: 'a', 39: 'b'})
    open_trade(d)
    to(d, 'Holdings')
    d.press(K.A)
    assert d.text()[0] == 'Holdings' and d.text()[1].startswith('Hat')   # the partner first
    d.press(K.B)
    assert isinstance(d.top(), TradeScreen)


def test_without_a_dpad_right_a_and_b_reach_everything():
    d = driver({3: 'a', 39: 'b'}, board='clue')
    g = d.game
    t = open_trade(d)
    assert t.rows[1] == 'You pay $0'            # no arrows: A first makes the row take them
    d.press(K.A)                                # mark Baltic
    choose(d, 'Hat pays')
    assert t.current() == 'Hat pays <$0>'
    assert t.foot == 'Left: +$10  Hold left: -$10  Right: +$50  Hold right: ok'   # the CLUE's
    d.press(K.A, K.RIGHT, K.A, K.RIGHT)         # +$50, +$10, +$50, +$10: no step ever grows
    assert t.current() == 'Hat pays <$120>'
    for _ in range(3):
        d.press(K.RIGHT)
    d.press(K.B)                                # B: the amount is done
    assert t.current() == 'Hat pays $150'
    choose(d, 'Propose')
    assert g.offer == (0, 1, b'\x03', -150, 0)


def test_an_offer_does_not_load_the_trade_composer():
    """A CPU's offer waits with ui.screens.offer, ui.screens.deeds and ui.screens.listing loaded, not ui.screens.trade (2.4 KB
    of a PyBadge's heap at that turn): a fresh interpreter imports the offer screen alone."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, '-c', 'import sys; import ui.screens.offer; '
                        'print(sorted(n for n in sys.modules if n[:3] == "ui."))'],
                       capture_output=True, text=True, cwd=root, timeout=60)
    assert r.returncode == 0, r.stderr[-2000:]
    assert 'ui.screens.deeds' in r.stdout and 'ui.screens.trade' not in r.stdout, r.stdout
