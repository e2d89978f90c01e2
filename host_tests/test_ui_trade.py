# The trade composer and the partner's OfferScreen, driven with RIGHT, A and B.
from engine import codes as C
from engine import notation
from ui import buttons as K
from ui.menu import Menu
from ui.trade import TradeScreen, OfferScreen
from ui_helpers import driver, choose


def compose(d):
    """Dog offers Baltic, 100 cash and the Chance jail card for Hat's Boardwalk."""
    d.press(K.START)
    choose(d, 'Propose a trade')
    assert isinstance(d.top(), TradeScreen)
    assert d.text()[1] == 'Hat'
    choose(d, 'Hat')
    choose(d, '[ ] Baltic Ave')
    choose(d, '[ ] Jail card (Chance)')
    choose(d, '[$0] Cash')
    for _ in range(10):
        choose(d, '+10')
    choose(d, 'Done')
    assert d.top().current() == '[$100] Cash'
    choose(d, '[ ] Boardwalk')
    choose(d, 'Review offer')
    return d.text()


def test_compose_propose_and_accept():
    d = driver({3: 'a', 39: 'b'}, players='1500@0,1500@0,1500@0', extra='ta ca-')
    g = d.game
    t = compose(d)
    assert t[0] == 'Offer to Hat'
    assert t[1:8] == ['Propose', 'Edit', 'Cancel', 'You get:', ' Boardwalk', 'You give:',
                      ' Baltic Ave']
    assert ' Jail card (Chance)' in t and ' $100' in t
    choose(d, 'Propose')
    assert g.pending == C.TRADE and g.actor == 1
    assert not isinstance(d.top(), (TradeScreen, Menu))
    d.app.push(OfferScreen(d.app))
    t = d.text()
    assert t[0] == 'Dog offers Hat:'
    assert t[1:3] == ['Accept', 'Reject']
    assert t[3:] == ['You get:', ' Baltic Ave', ' Jail card (Chance)', ' $100', 'You give:',
                     ' Boardwalk', 'A: choose']
    d.press(K.B)
    assert d.text()[-1] == 'Accept or reject'
    choose(d, 'Accept')
    assert not isinstance(d.top(), OfferScreen)
    assert g.owner[3] == 1 and g.owner[39] == 0 and g.cards[0] == 1
    assert g.cash[0] == 1400 and g.cash[1] == 1600


def test_reject_changes_nothing():
    d = driver({3: 'a', 39: 'b'}, extra='ta ca-')
    g = d.game
    compose(d)
    choose(d, 'Propose')
    before = notation.dump(g)
    d.app.push(OfferScreen(d.app))
    choose(d, 'Reject')
    assert g.pending != C.TRADE
    assert notation.dump(g).split()[:3] == before.split()[:3]


def test_refused_trade_shows_the_reason():
    # Boardwalk's group has a house: the engine refuses, the review stays with its reason.
    d = driver({3: 'a', 37: 'b', 39: 'b1'}, extra='ta ca-')
    g = d.game
    before = notation.dump(g)
    compose(d)
    choose(d, 'Propose')
    assert isinstance(d.top(), TradeScreen)
    assert d.text()[-1] == "sell the group's buildings first"
    assert notation.dump(g) == before and g.pending != C.TRADE
    d.press(K.B, K.B, K.B)
    assert isinstance(d.top(), Menu)


def test_cash_is_capped_by_what_the_payer_has():
    d = driver({3: 'a'}, players='30@0,1500@0')
    d.press(K.START)
    choose(d, 'Propose a trade')
    choose(d, 'Hat')
    choose(d, '[$0] Cash')
    choose(d, '+50')
    assert d.text()[0] == 'Dog pays $30'
