# A whole game played with the buttons through the real ui/ (headless): two people (Dog, Hat)
# and a CPU (Car). Buying, an auction, building, a mortgage, a trade, jail, a bankruptcy and
# the final ranking, checking the engine state and what the screen says at each step. The
# position and the dice come from the notation (host_tests/positions.py) so that each event
# happens on the turn the script expects.
import pytest

from engine import codes as C
from host.driver import Driver
from positions import at, set_dice
from ui.device import buttons as K
from ui_helpers import settle
from ui.game.start import play

A_, B_, C_ = 0, 1, 2


def say(d):
    return ' | '.join(d.text())


def pick(d, text, limit=40):
    """Move the selection (DOWN wraps) to the choice containing text, press A."""
    for _ in range(limit):
        top = d.top()
        if hasattr(top, 'labs'):                # ui.screens.listing.ListScreen (menus, trade)
            sel = [top.rows[top.sel]] if top.rows else []
        else:
            sel = [t for t in d.text() if t.startswith('>')]
        if sel and text in sel[0]:
            d.press(K.A)
            return settle(d)
        d.press(K.DOWN)
    raise AssertionError('no choice {!r} in {}'.format(text, d.text()))


def hand_to(d, name):
    """The "pass the device" screen for name: check it, then take the device."""
    t = say(d)
    assert t.startswith('Pass to ' + name), t
    return pick(d, 'I am ' + name)


@pytest.fixture(scope='module')
def d():
    # Dog (a) owns both browns; Hat (b) is near Go To Jail with little cash; Car (CPU) owns
    # the reds, Kentucky with a hotel. The game ends at the first bankruptcy.
    g = at({1: 'a', 3: 'a', 21: 'cH', 23: 'c4', 24: 'c4'},
           '1500@0,300@24,1500@10', 'ta oend_rule=1', dice=(2, 3))
    drv = Driver('pybadge', game=g, screen=False)
    f = play(drv.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=3)
    f.speed = 0
    settle(drv)
    return drv


def test_1_buy(d, tmp_path):
    g = d.game
    hand_to(d, 'Dog')
    assert 'Dog $1500' in say(d) and '>Roll dice' in say(d)
    pick(d, 'Roll dice')                        # 2+3: Reading Railroad
    assert g.pending == C.BUY and g.pos[A_] == 5
    assert 'Reading Railroad is | for sale' in say(d) and 'Buy for $200' in say(d)
    d.shot(str(tmp_path / 'buy.png'), 2)
    pick(d, 'Buy for')
    assert g.owner[5] == A_ and g.cash[A_] == 1300


def test_2_jail(d):
    g = d.game
    set_dice(g, 2, 4, 4, 6)                     # Hat: 24 + 6 = Go To Jail; Car: 10 + 10
    hand_to(d, 'Hat')
    assert 'Dog buys Reading Railroad for $200' in ' '.join(d.app.flow.log)
    pick(d, 'Roll dice')
    assert g.jail[B_] and g.pos[B_] == 10
    assert 'Hat goes to jail' in ' '.join(d.app.flow.log)
    # A panel says so and why, until Hat presses OK.
    assert say(d).startswith('Jail | Hat goes to jail: Go | to Jail square'), say(d)
    pick(d, 'OK')


def test_3_cpu_turn_then_build_and_mortgage(d):
    g = d.game
    # The CPU plays by itself; then the device goes back to Dog.
    settle(d)
    assert g.turn == A_ or g.actor == A_, say(d)
    hand_to(d, 'Dog')
    assert '>Roll dice' in say(d)
    pick(d, 'Menu')
    assert 'Build' in say(d)
    pick(d, 'Build')
    pick(d, 'Medit')                            # the first brown street
    pick(d, 'Build')                            # confirm (the price shown)
    assert g.level[1] == 1 and g.cash[A_] == 1250, say(d)
    d.press(K.B)                                # back to the menu
    settle(d)
    pick(d, 'Mortgage')
    pick(d, 'Reading')                          # mortgages on A (the row shows +$100)
    assert g.mortgaged[5] and g.cash[A_] == 1350, say(d)


def test_4_trade(d):
    g = d.game
    while 'Trade' not in say(d) and 'Propose' not in say(d):
        d.press(K.B)
        settle(d)
        if '>Roll dice' in say(d):
            pick(d, 'Menu')
    pick(d, 'Propose a trade')
    assert d.top().rows[0] == 'With Hat'         # the next player is the first partner
    pick(d, 'Reading')
    pick(d, 'Propose')
    assert g.pending == C.TRADE and g.actor == B_
    hand_to(d, 'Hat')
    assert 'Accept' in say(d), say(d)
    pick(d, 'Accept')
    assert g.owner[5] == B_
    # Hat received a mortgaged deed: lift it now or keep it.
    assert g.pending == C.LIFT and 'came mortgaged' in say(d), say(d)
    assert '>Keep mortgaged' in say(d), say(d)      # opens on the row that costs nothing
    pick(d, 'Keep mortgaged')
    assert g.mortgaged[5]


def test_5_auction(d):
    g = d.game
    if say(d).startswith('Pass to'):
        hand_to(d, 'Dog')
    set_dice(g, 3, 3, 1, 2)                     # Dog on 5: doubles to 11, St. Charles Place
    pick(d, 'Roll dice')
    assert g.pending == C.BUY, say(d)
    pick(d, 'Auction it')
    bids = 0
    while g.pending == C.BID:
        if say(d).startswith('Pass to'):
            hand_to(d, d.app.names[g.actor])
            continue
        assert 'Auction:' in say(d)
        if g.actor == A_ and bids < 2:
            bids += 1
            d.press(K.RIGHT)                    # the amount, in place: +$10
            pick(d, 'Bid')
        else:
            pick(d, 'Pass')
    log = ' '.join(d.app.flow.log)
    assert 'Auction: St. Charles Place' in log and ' wins St. Charles Place for ' in log, log
    if say(d).startswith('Auction won'):        # when a CPU won it, the recap tells it later
        t = ' '.join(d.text())
        assert 'wins St. Charles Place for $' in t and '(price $140)' in t, t
        pick(d, 'OK')


def test_6_bankruptcy_and_ranking(d, tmp_path):
    g = d.game
    # Play on until Hat's turn in jail (doubles made Dog roll again).
    for _ in range(20):
        if g.actor == B_ and g.pending == C.JAIL:
            break
        if say(d).startswith('Pass to'):
            hand_to(d, d.app.names[g.actor])
        elif g.pending in (C.ROLL, C.BUY):
            if g.pending == C.ROLL:
                set_dice(g, 1, 2)
            pick(d, 'Roll dice' if g.pending == C.ROLL else 'Buy for')
        else:
            settle(d)
    if say(d).startswith('Pass to'):
        hand_to(d, 'Hat')
    assert g.pending == C.JAIL and 'In jail' in say(d), say(d)
    pick(d, 'Pay fine')
    assert not g.jail[B_]
    set_dice(g, 5, 6)                           # 10 + 11 = Kentucky, Car's hotel
    pick(d, 'Roll dice')
    assert g.pending == C.DEBT and g.actor == B_, say(d)
    # The debt says what it is for and what is left to raise.
    assert 'Rent, Kentucky with a hotel: $1050 to Car.' in ' '.join(d.text()), say(d)
    assert 'You have $240: raise $810' in ' '.join(d.text()), say(d)
    pick(d, 'Go bankrupt')
    assert 'Go bankrupt?' in say(d)
    pick(d, 'Yes, give up')
    assert g.out[B_] and g.pending == C.OVER
    t = ' '.join(d.text())
    assert t.startswith('Bankrupt Hat is bankrupt: Car takes $240 and 1 deed'), t
    pick(d, 'OK')
    assert say(d).startswith('Game over'), say(d)
    pick(d, 'OK')
    t = say(d)
    assert 'Game over' in t and 'Hat bankrupt' in t, t
    d.shot(str(tmp_path / 'ranking.png'), 2)
