"""Auctions of declined deeds: everyone still in bids, the decliner too; open ascending bids
from $1; no bid above one's cash; nobody bids -> the bank keeps the deed."""
import pytest

from positions import A, B, C, at, roll, snapshot
from engine.codes import BANK, BID, BUY, ROLL, BID_AMOUNT, PASS, DECLINE
from engine import RuleError


def declined(players='1500@0,1500@0,1500@0'):
    """a rolls onto Baltic (3) and declines: the auction opens."""
    g = at({}, players)
    roll(g, 1, 2)
    assert g.pending == BUY
    g.act(DECLINE)
    return g


def test_decliner_bids_and_wins():
    g = declined()
    assert g.pending == BID and g.lot == 3 and g.actor == A    # the decliner opens
    assert g.min_bid() == 1
    g.act(BID_AMOUNT, 10)      # a
    g.act(BID_AMOUNT, 20)      # b
    g.act(PASS)                # c is out of this auction
    g.act(BID_AMOUNT, 30)      # a
    assert g.actor == B
    g.act(PASS)                # b: a wins at $30
    assert g.owner[3] == A and g.cash[A] == 1470 and g.cash[B] == 1500
    assert g.pending == ROLL and g.actor == B


def test_nobody_bids_the_bank_keeps_it():
    g = declined()
    for _ in range(3):
        g.act(PASS)
    assert g.owner[3] == BANK and list(g.cash) == [1500] * 3
    assert g.pending == ROLL and g.actor == B


def test_bid_above_cash_is_refused_and_changes_nothing():
    g = declined('1500@0,100@0,1500@0')
    g.act(BID_AMOUNT, 5)
    before = snapshot(g)
    with pytest.raises(RuleError) as e:
        g.act(BID_AMOUNT, 101)     # b has $100
    assert e.value.reason == "more than your cash"
    assert snapshot(g) == before
    g.act(BID_AMOUNT, 100)         # all of it is fine
    assert g.high == 100 and g.high_bidder == B


def test_bid_must_beat_the_high_bid():
    g = declined()
    g.act(BID_AMOUNT, 40)
    assert g.min_bid() == 41
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.act(BID_AMOUNT, 40)
    assert snapshot(g) == before


def test_players_who_cannot_beat_the_high_bid_drop_out():
    # b has $30: after a bids 30, b is skipped (cannot bid 31) and c is asked.
    g = declined('1500@0,30@0,1500@0')
    g.act(BID_AMOUNT, 30)
    assert g.actor == C
    g.act(PASS)
    assert g.owner[3] == A and g.cash[A] == 1470


def test_passed_player_is_not_asked_again():
    g = declined()
    g.act(PASS)                # a
    g.act(BID_AMOUNT, 5)       # b
    g.act(BID_AMOUNT, 6)       # c
    assert g.actor == B        # a passed for good
    g.act(PASS)
    assert g.owner[3] == C and g.cash[C] == 1494


def test_without_the_auction_option_the_bank_keeps_a_declined_deed():
    g = at({}, '1500@0,1500@0', 'ta oauctions=0')
    roll(g, 1, 2)
    g.act(DECLINE)
    assert g.owner[3] == BANK and g.pending == ROLL and g.actor == B
