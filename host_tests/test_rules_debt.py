"""Debt and bankruptcy: raise the cash (paid as soon as it is there), or go bankrupt only when
selling and mortgaging everything could not cover it; to a player or to the bank."""
import pytest

from positions import A, B, C, at, deck_list, roll, snapshot
from engine.codes import (BANK, ROLL, BID, DEBT, LIFT, OVER, PAY_DEBT, GO_BANKRUPT, LIFT_NOW,
                          KEEP, PASS, BID_AMOUNT, EV_BANKRUPT)
from engine import RuleError


def test_debt_is_raised_by_mortgaging_and_paid_automatically():
    # a ($20) lands on b's Boardwalk: rent $50. Mortgaging Mediterranean (+$30) covers it,
    # so bankruptcy is not allowed and the rent goes out the moment the cash is there.
    g = at({1: 'a', 39: 'b'}, '20@36,1500@0')
    roll(g, 1, 2)
    assert g.pending == DEBT and g.actor == A and g.owed == 50 and g.creditor == B
    assert g.answers() == ()
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.act(GO_BANKRUPT)
    assert snapshot(g) == before
    g.mortgage(A, 1)
    assert g.cash[A] == 0 and g.cash[B] == 1550
    assert g.pending == ROLL and g.actor == B


def test_debt_raised_by_selling_houses():
    # $10 owed $50 on Boardwalk; selling two brown houses (2 x $25) covers it: $10 left.
    g = at({1: 'a1', 3: 'a1', 39: 'b'}, '10@36,1500@0')
    roll(g, 1, 2)
    g.sell(A, 1)
    assert g.pending == DEBT and g.answers() == ()
    g.sell(A, 3)
    assert g.cash[A] == 10 and g.cash[B] == 1550 and g.pending == ROLL


def test_bankruptcy_allowed_only_when_everything_could_not_cover_it():
    # $19 + Mediterranean's $30 = $49 < $50: bankruptcy is the only answer.
    g = at({1: 'a', 39: 'b'}, '19@36,1500@0,1500@0')
    roll(g, 1, 2)
    assert g.answers() == (GO_BANKRUPT,)
    assert PAY_DEBT not in g.answers()


def test_bankruptcy_to_a_player_with_mortgaged_deeds_and_a_card():
    # a ($100) lands on b's Boardwalk with hotels on the dark blues: $2,000. a has browns with
    # a house each, Reading and Oriental mortgaged, and the Chance card: at most
    # 100 + 2 x 25 + 30 + 30 = $210, so a goes bankrupt to b.
    # b gets a's cash after the houses are sold: 100 + 50 = $150 -> $1,650; the browns come
    # unmortgaged; Reading (value 100) and Oriental (50) come mortgaged: 10% = $10 + $5 -> $1,635.
    tokens = {1: 'a1', 3: 'a1', 5: 'A', 6: 'A', 37: 'bH', 39: 'bH'}
    g = at(tokens, '100@36,1500@0,1500@0', 'ta ca-')
    assert (g.houses, g.hotels) == (30, 10)
    roll(g, 1, 2)
    assert g.pending == DEBT and g.owed == 2000 and g.answers() == (GO_BANKRUPT,)
    g.act(GO_BANKRUPT)
    assert g.out[A] == 1 and g.cash[A] == 0
    assert [g.owner[s] for s in (1, 3, 5, 6)] == [B] * 4
    assert [g.level[s] for s in (1, 3)] == [0, 0] and (g.houses, g.hotels) == (32, 10)
    assert [g.mortgaged[s] for s in (1, 3, 5, 6)] == [0, 0, 1, 1]
    assert g.cards[0] == B
    assert g.cash[B] == 1635
    assert g.pending == LIFT and g.actor == B and g.lift_square == 5
    g.act(LIFT_NOW)                          # Reading: the $100 value, no second 10%
    assert g.cash[B] == 1535 and g.mortgaged[5] == 0
    assert g.pending == LIFT and g.lift_square == 6
    g.act(KEEP)
    assert g.mortgaged[6] == 1
    assert g.pending == ROLL and g.actor == B       # play goes on after a
    assert (EV_BANKRUPT, A, B, 0) in g.events


def test_bankruptcy_to_the_bank_auctions_deeds_unmortgaged_and_returns_cards():
    # a ($10) lands on Luxury Tax ($100) with Mediterranean mortgaged and Electric Company
    # (worth $75 mortgaged): 10 + 75 = $85 < $100. Both cards go to the bottom of their decks;
    # both deeds come back unmortgaged and are auctioned, Mediterranean first.
    g = at({1: 'A', 12: 'a'}, '10@35,1500@0,1500@0', 'ta caa')
    roll(g, 1, 2)
    assert g.answers() == (GO_BANKRUPT,)
    g.act(GO_BANKRUPT)
    assert g.out[A] == 1 and g.ledger == -10
    assert g.cards[0] == g.cards[1] == BANK
    assert deck_list(g, 0)[-1] == 8 and deck_list(g, 1)[-1] == 4
    assert g.mortgaged[1] == 0 and g.owner[1] == BANK and g.owner[12] == BANK
    assert g.pending == BID and g.lot == 1 and g.actor == B
    g.act(PASS)                              # b
    g.act(BID_AMOUNT, 40)                    # c
    assert g.owner[1] == C and g.mortgaged[1] == 0 and g.cash[C] == 1460
    assert g.pending == BID and g.lot == 12
    g.act(PASS)
    g.act(PASS)                              # nobody: the bank keeps it
    assert g.owner[12] == BANK
    assert g.pending == ROLL and g.actor == B


def test_birthday_debt_on_someone_elses_turn_then_play_goes_on():
    # a draws "birthday": b ($5, nothing to sell) owes a $10 on a's turn and goes bankrupt
    # (a gets b's $5); c pays $10. a: 1500 + 5 + 10 = $1,515. Next to roll is c, b is skipped.
    g = at({}, '1500@14,5@0,1500@0', 'ta k,8')
    roll(g, 1, 2)
    assert g.pending == DEBT and g.actor == B and g.answers() == (GO_BANKRUPT,)
    g.act(GO_BANKRUPT)
    assert g.out[B] == 1 and list(g.cash) == [1515, 0, 1490]
    assert g.pending == ROLL and g.actor == C


def test_birthday_debt_raised_on_someone_elses_turn():
    # b mortgages Baltic (+$30) during a's turn: pays $10 at once, keeps $25; play goes on.
    g = at({3: 'b'}, '1500@14,5@0,1500@0', 'ta k,8')
    roll(g, 1, 2)
    assert g.pending == DEBT and g.actor == B
    g.mortgage(B, 3)
    assert list(g.cash) == [1520, 25, 1490]
    assert g.pending == ROLL and g.actor == B


def test_last_player_standing_wins():
    g = at({37: 'bH', 39: 'bH'}, '100@36,1500@0')
    roll(g, 1, 2)
    g.act(GO_BANKRUPT)
    assert g.pending == OVER and g.winner == B and g.answers() == ()
    with pytest.raises(RuleError):
        g.build(B, 39)


@pytest.mark.parametrize('tokens', [{}, {12: 'A'}])
def test_bankrupt_on_the_forced_jail_fine_does_not_move_on(tokens):
    # a ($10, third jail turn) fails 1+2 and owes the $50 fine before moving by that roll.
    # Bankrupt to the bank, a is out: no move to States Avenue (13), no buy, no card; the
    # next player rolls (after the auction of Electric Company when a held it, mortgaged).
    g = at(tokens, '10@10j3,1500@0,1500@0', 'ta')
    roll(g, 1, 2)
    assert g.pending == DEBT and g.owed == 50
    g.act(GO_BANKRUPT)
    if tokens:
        assert g.pending == BID and g.lot == 12
        g.act(PASS)
        g.act(PASS)
    assert g.out[A] == 1 and g.cash[A] == 0 and g.pos[A] == 10
    assert g.pending == ROLL and g.actor == B
