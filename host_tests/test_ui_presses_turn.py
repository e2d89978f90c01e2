# Press counts of the common actions, measured through the real ui/ (headless) from the turn
# screen: buying the deed landed on, and raising a bid by $10, with a d-pad (pybadge) and
# without one (clue: RIGHT, A and B only). Each count is the presses after the roll (or from
# the bidder's screen); the CPU turns and the dice animation run by themselves in between.
import pytest

from engine import codes as C
from host.driver import Driver
from positions import at
from ui.device import buttons as K
from ui.game.start import play
from ui_helpers import settle


def game(board, players, cpu, dice):
    g = at({}, players, 'ta', dice=dice)
    d = Driver(board, game=g, screen=False)
    f = play(d.app, g, cpu, tokens=tuple(range(g.n)), seed=3)
    settle(d)
    return d, f


@pytest.mark.parametrize('board', ['pybadge', 'clue'])
def test_buy_the_deed_landed_on_in_one_press_after_the_roll(board):
    d, f = game(board, '1500@0,1500@0', b'\x00\x01', (2, 3))
    g = d.game
    assert '>Roll dice' in d.text()
    d.press(K.A)                                # the roll
    settle(d)
    assert g.pending == C.BUY and g.pos[0] == 5
    assert '>Buy for $200' in d.text(), d.text()     # the cursor is on Buy
    presses = 0
    while g.owner[5] != 0 and presses < 5:
        d.press(K.A)
        presses += 1
    assert g.owner[5] == 0 and g.cash[0] == 1300
    assert presses <= 2
    assert presses == 1


@pytest.mark.parametrize('board', ['pybadge', 'clue'])
def test_raise_a_bid_by_10_in_two_presses(board):
    # Two people: Dog declines Reading Railroad; the auction opens with Dog's bid of $1,
    # then Hat raises it by $10 on the device handed over.
    d, f = game(board, '1500@0,1500@0', b'\x00\x00', (2, 3))
    g = d.game
    d.press(K.A)                                # Dog is first: "Pass to Dog"
    settle(d)
    d.press(K.A)                                # roll
    settle(d)
    assert g.pending == C.BUY
    d.press(K.RIGHT, K.A)                       # Auction it
    settle(d)
    assert g.pending == C.BID and g.actor == 0
    t = ' '.join(d.text())
    assert 'Price $200' in t and 'No bids yet' in t and 'Dog $1500' in t, t
    assert d.text()[-1] == ' Pass', d.text()    # Pass is shown, and never the default
    d.press(K.A)                                # the lowest bid, $1
    assert g.high == 1 and g.high_bidder == 0
    settle(d)
    assert d.text()[0] == 'Pass to Hat'
    d.press(K.A)
    settle(d)
    t = ' '.join(d.text())
    assert 'High $1 Dog' in t and 'Hat $1500' in t, t
    presses = 0
    while g.high_bidder != 1 and presses < 8:
        d.press(K.RIGHT if presses == 0 else K.A)
        presses += 1
    assert g.high == 11 and g.high_bidder == 1       # $1 raised by $10
    assert presses == 2


def test_a_held_right_takes_bigger_steps_and_left_comes_back():
    d, f = game('pybadge', '1500@0,1500@0', b'\x00\x01', (2, 3))
    g = d.game
    d.press(K.A)
    settle(d)
    d.press(K.RIGHT, K.A)                       # Auction it
    settle(d)
    top = d.top()
    assert top.amount == 1                      # no bids yet: the lowest bid
    seen = []
    for _ in range(6):
        d.press(K.RIGHT)                        # taps, 10 ms apart: $10 each, never more
        seen.append(top.amount)
    assert seen == [10, 20, 30, 40, 50, 60]     # (on round figures above the high bid)
    d.hold(K.RIGHT, 6)                          # a held key: its repeats go faster
    assert top.amount > 60 + 7 * 10
    before = top.amount
    d.press(K.LEFT)
    assert top.amount == before - 10            # a tap after the hold: $10 again
    for _ in range(100):
        d.press(K.LEFT)
    assert top.amount == g.min_bid()            # never below the lowest bid


def test_start_on_the_turn_screen_opens_the_menu():
    d, f = game('pybadge', '1500@0,1500@0', b'\x00\x01', (2, 3))
    assert '>Roll dice' in d.text()
    d.press(K.START)
    assert type(d.top()).__module__ == 'ui.screens.menu', type(d.top())
    assert 'Build' in ' '.join(d.text()), d.text()


def test_a_doubled_press_after_a_panel_is_ignored():
    # Dog rolls 1+1 onto Community Chest: the card's panel; the screen after it (Dog's next
    # decision) takes no A pressed at once, only one pressed a moment later.
    d, f = game('pybadge', '1500@0,1500@0', b'\x00\x01', (1, 1))
    g = d.game
    d.press(K.A)                                # roll 1+1: Community Chest, a card
    settle(d)
    from ui.game.recap import Panel
    assert isinstance(d.top(), Panel), d.text()
    before = (g.pending, g.actor, list(g.cash), bytes(g.owner))
    d.press(K.A, K.A)                           # OK, and at once A again
    assert not isinstance(d.top(), Panel), d.text()
    assert (g.pending, g.actor, list(g.cash), bytes(g.owner)) == before
    d.idle(1, 400)
    d.press(K.A)                                # a moment later, A answers
    assert (g.pending, g.actor, list(g.cash), bytes(g.owner)) != before
