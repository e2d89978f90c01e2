# Press counts of the common actions, driving the real UI with buttons from the turn screen
# (a person's roll prompt) on the pybadge: the README's table. Each test asserts the count
# measured (so the table stays true) and the limit.
from engine import codes as C
from ui.device import buttons as K
from ui.screens.offer import OfferScreen
from ui_helpers import turn_screen

BROWNS = {1: 'a', 3: 'a', 39: 'b'}


def test_first_house_on_a_complete_group_in_4():
    d = turn_screen(BROWNS)
    d.press(K.START, K.A, K.A, K.A)     # menu, Build houses, Mediterranean, Build: pay $50
    assert d.game.level[1] == 1 and d.game.cash[0] == 1450
    assert d.presses == 4


def test_mortgage_a_deed_in_4():
    d = turn_screen(BROWNS)
    d.press(K.START, K.DOWN, K.A, K.A)  # menu, Mortgage, Mediterranean (acts on A)
    assert d.game.mortgaged[1] and d.game.cash[0] == 1530
    assert d.presses == 4


def test_propose_one_deed_for_150_in_8():
    d = turn_screen(BROWNS)
    g = d.game
    d.press(K.START, K.DOWN, K.DOWN, K.A)   # menu, Propose a trade (partner: Hat)
    d.press(K.A, K.UP)                      # mark Mediterranean, up to "Hat pays"
    d.hold(K.RIGHT, 5)                      # held: $10, 20, 30, then 50, 100, 150
    d.press(K.START)                        # propose
    assert g.pending == C.TRADE and g.offer == (0, 1, b'\x01', -150, 0)
    assert d.presses == 8


def test_propose_one_deed_for_150_by_taps_alone_in_10():
    # Taps only (no held key): $10 a tap on LEFT/RIGHT, A on a cash row adds $50.
    d = turn_screen(BROWNS)
    g = d.game
    d.press(K.START, K.DOWN, K.DOWN, K.A)   # menu, Propose a trade (partner: Hat)
    d.press(K.A, K.UP)                      # mark Mediterranean, up to "Hat pays"
    d.press(K.A, K.A, K.A)                  # $50, $100, $150
    d.press(K.START)                        # propose
    assert g.pending == C.TRADE and g.offer == (0, 1, b'\x01', -150, 0)
    assert d.presses <= 10
    assert d.presses == 10


def test_propose_one_deed_for_150_on_a_clue_in_11():
    # The CLUE's buttons: next (left tap), previous (left hold), choose (right tap), back
    # (right hold), menu (both): START here is both buttons, LEFT a held left button.
    d = turn_screen(BROWNS, board='clue')
    g = d.game
    d.press(K.START, K.RIGHT, K.RIGHT, K.A)     # menu, Propose a trade
    d.press(K.A, K.LEFT)                        # mark Mediterranean, back up to "Hat pays"
    d.press(K.A)                                # edit the amount
    d.press(K.A, K.A, K.A)                      # $50, $100, $150
    d.press(K.START)                            # propose
    assert g.pending == C.TRADE and g.offer == (0, 1, b'\x01', -150, 0)
    assert d.presses <= 14
    assert d.presses == 11


def test_propose_one_deed_for_150_on_a_one_button_feather_in_11():
    # One button: tap = next, hold = choose, long hold = back. Marking a deed takes the cursor
    # to the cash that pays for it, ready to change; ok takes it on to Propose (about 37
    # presses round the list before, 24 with every row reached by taps).
    d = turn_screen(BROWNS, board='feather_tft')
    g = d.game
    d.press(K.RIGHT, K.A)                       # Menu
    d.press(K.RIGHT, K.RIGHT, K.A)              # Propose a trade (partner: Hat)
    d.press(K.A)                                # mark Mediterranean: on to "Hat pays"
    d.press(K.A, K.A, K.A)                      # $50, $100, $150
    d.press(K.B)                                # ok: on to Propose
    d.press(K.A)                                # propose
    assert g.pending == C.TRADE and g.offer == (0, 1, b'\x01', -150, 0)
    assert d.presses <= 15
    assert d.presses == 11


def cpu_offer(d):
    """Car (CPU) offers Dog $150 for Boardwalk... from Dog's own deeds: Baltic."""
    g = d.game
    f = d.app.flow
    f.close()
    g.propose(2, 0, b'\x03', 150, 0)
    f.after()
    o = d.top()
    assert isinstance(o, OfferScreen), d.text()
    # It opens on what is offered, never on Accept (nor Reject: looking is the default).
    assert o.current() == '  $150'
    d.presses = 0
    return o


def test_answer_an_offer_in_3_or_2_after_looking_at_it():
    d = turn_screen(BROWNS)
    g = d.game
    o = cpu_offer(d)
    d.press(K.UP)                       # no wrap onto Accept: the first row stays
    assert o.current() == '  $150' and g.pending == C.TRADE
    d.presses = 0
    d.press(K.B, K.DOWN, K.A)           # B: to Reject, Accept is the next row
    assert g.owner[3] == 2 and g.cash[0] == 1650 and d.presses == 3
    d = turn_screen(BROWNS)
    g = d.game
    cpu_offer(d)
    d.press(K.B, K.A)                   # B: to Reject, A
    assert g.owner[3] == 0 and g.pending != C.TRADE and d.presses == 2


def test_a_press_too_many_on_an_offer_gives_nothing_away():
    # A child presses A twice as a CPU's offer pops up: the offer is still there.
    d = turn_screen(BROWNS)
    g = d.game
    cpu_offer(d)
    d.press(K.A, K.A)
    assert g.pending == C.TRADE and g.owner[3] == 0
