"""Trades: unimproved deeds, cash and Get Out of Jail Free cards, both sides confirming; a
mortgaged deed received costs 10% at once, then lift now (the value) or keep (10% again later)."""
import pytest

from positions import A, B, at, refused, snapshot
from engine.codes import (ROLL, TRADE, LIFT, ACCEPT, REJECT, LIFT_NOW, KEEP)


def test_trade_deeds_cash_and_a_card_both_confirm():
    # a gives Baltic and $100 for b's Oriental and b's Chance card.
    g = at({3: 'a', 6: 'b'}, '1500@0,1500@0', 'ta cb-')
    g.propose(A, B, (3, 6), 100, 0b01)
    assert g.pending == TRADE and g.actor == B and g.answers() == (ACCEPT, REJECT)
    assert g.owner[3] == A                    # nothing moves before b answers
    g.act(ACCEPT)
    assert g.owner[3] == B and g.owner[6] == A and g.cards[0] == A
    assert g.cash[A] == 1400 and g.cash[B] == 1600
    assert g.pending == ROLL and g.actor == A


def test_rejected_trade_changes_nothing():
    g = at({3: 'a', 6: 'b'})
    before = snapshot(g)
    g.propose(A, B, (3, 6), 100)
    g.act(REJECT)
    assert snapshot(g) == before


def test_negative_cash_means_the_partner_pays():
    g = at({3: 'a'})
    g.propose(A, B, (3,), -75)
    g.act(ACCEPT)
    assert g.owner[3] == B and g.cash[A] == 1575 and g.cash[B] == 1425


def test_mortgaged_deed_received_costs_10_percent_and_lift_now():
    # Boardwalk mortgaged (value $200): b pays $20 at once, then lifts for $200: $220 in all.
    g = at({39: 'A'})
    g.propose(A, B, (39,), -300)
    g.act(ACCEPT)
    assert g.pending == LIFT and g.actor == B and g.lift_square == 39
    assert g.answers() == (LIFT_NOW, KEEP)
    assert g.cash[B] == 1500 - 300 - 20
    g.act(LIFT_NOW)
    assert g.mortgaged[39] == 0 and g.cash[B] == 1500 - 300 - 20 - 200
    assert g.pending == ROLL and g.actor == A


def test_mortgaged_deed_kept_pays_10_percent_again_when_lifted_later():
    # Keep: $20 now; lifting later costs $220: $240 in all.
    g = at({39: 'A'})
    g.propose(A, B, (39,), 0)
    g.act(ACCEPT)
    g.act(KEEP)
    assert g.mortgaged[39] == 1 and g.cash[B] == 1480
    g.unmortgage(B, 39)
    assert g.cash[B] == 1260


def test_lift_now_is_not_offered_without_the_cash():
    # Mediterranean: interest $3 leaves b with $27 < $30 value: only KEEP.
    g = at({1: 'A'}, '1500@0,30@0')
    g.propose(A, B, (1,), 0)
    g.act(ACCEPT)
    assert g.cash[B] == 27 and g.answers() == (KEEP,)


def test_a_group_with_buildings_cannot_be_traded():
    g = at({1: 'a1', 3: 'a'})
    assert refused(g, g.propose, A, B, (3,), -100) == "sell the group's buildings first"
    g.sell(A, 1)
    g.propose(A, B, (3,), -100)
    assert g.pending == TRADE


@pytest.mark.parametrize('args,reason', [
    ((A, A, (3,), 0, 0), "pick another player"),
    ((A, B, (), 0, 0), "the trade is empty"),
    ((A, B, (6,), 0, 0), "deed not held by either of you"),
    ((A, B, (2,), 0, 0), "not a deed"),
    ((A, B, (3,), 1501, 0), "not enough cash"),
    ((A, B, (3,), -1501, 0), "not enough cash"),
    ((A, B, (), 0, 0b10), "card not held by either of you"),
])
def test_bad_offers_are_refused(args, reason):
    g = at({3: 'a', 6: 'c'}, '1500@0,1500@0,1500@0')
    assert refused(g, g.propose, *args) == reason
