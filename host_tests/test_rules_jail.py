"""Jail: sent there, and the three ways out; a jailed player still plays the market."""
import pytest

from positions import A, B, at, deck_list, roll, snapshot
from engine.codes import (BANK, ROLL, JAIL, BUY, DEBT, TRADE, ACCEPT, PAY_FINE, USE_CARD, ROLL_DICE,
                          EV_FREED)
from engine import RuleError


def test_jail_offers_fine_card_or_roll():
    g = at({}, '1500@10j1,1500@0', 'ta ca-')
    assert g.pending == JAIL and g.actor == A
    assert g.answers() == (USE_CARD, PAY_FINE, ROLL_DICE)


def test_pay_50_before_rolling_then_roll_normally():
    g = at({6: 'a'}, '1500@10j1,1500@0')
    g.act(PAY_FINE)
    assert g.cash[A] == 1450 and g.jail[A] == 0 and g.pending == ROLL and g.actor == A
    roll(g, 2, 3)                           # 10 + 5 = 15, unowned railroad
    assert g.pos[A] == 15


def test_fine_needs_50_in_cash():
    g = at({}, '49@10j1,1500@0')
    assert PAY_FINE not in g.answers()
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.act(PAY_FINE)
    assert snapshot(g) == before


def test_use_own_card_returns_it_to_the_bottom_of_its_deck():
    g = at({}, '1500@10j2,1500@0', 'ta c-a')
    g.act(USE_CARD)
    assert g.jail[A] == 0 and g.cash[A] == 1500 and g.pending == ROLL and g.actor == A
    assert g.cards[1] == BANK and deck_list(g, 1)[-1] == 4 and len(deck_list(g, 1)) == 16


def test_use_a_card_bought_from_another_player():
    # b sells a its Chance card for $60, then a leaves jail with it.
    g = at({}, '1500@10j1,1500@0', 'ta cb-')
    assert USE_CARD not in g.answers()
    g.propose(A, B, (), 60, 1)
    assert g.pending == TRADE and g.actor == B
    g.act(ACCEPT)
    assert g.cards[0] == A and g.cash[A] == 1440 and g.cash[B] == 1560
    g.act(USE_CARD)
    assert g.jail[A] == 0 and deck_list(g, 0)[-1] == 8


def test_doubles_free_and_move_by_that_roll_without_another_roll():
    g = at({14: 'a'}, '1500@10j1,1500@0')
    roll(g, 2, 2)                           # out, 10 -> 14 (own), and the turn ends
    assert g.jail[A] == 0 and g.pos[A] == 14 and g.cash[A] == 1500
    assert g.pending == ROLL and g.actor == B
    assert (EV_FREED, A, 2, 0) in g.events


@pytest.mark.parametrize('turn', [1, 2])
def test_failed_roll_stays_and_ends_the_turn(turn):
    g = at({}, '1500@10j%d,1500@0' % turn)
    roll(g, 1, 2)
    assert g.jail[A] == turn + 1 and g.pos[A] == 10 and g.cash[A] == 1500
    assert g.pending == ROLL and g.actor == B


def test_third_failed_roll_pays_50_and_moves_by_that_roll():
    # Third turn in jail, 1+2 fails: pay $50 and move 10 -> 13 (own States Avenue).
    g = at({13: 'a'}, '1500@10j3,1500@0')
    roll(g, 1, 2)
    assert g.jail[A] == 0 and g.pos[A] == 13 and g.cash[A] == 1450
    assert g.pending == ROLL and g.actor == B


def test_third_failed_roll_without_the_fine_is_a_debt():
    # $30 and a mortgageable Baltic (+$30): raise $50 by mortgaging, paid automatically.
    g = at({3: 'a'}, '30@10j3,1500@0')
    roll(g, 1, 2)
    assert g.pending == DEBT and g.actor == A and g.owed == 50
    g.mortgage(A, 3)
    # 30 + 30 - 50 = $10, then the move by that roll: States Avenue (13) is for sale.
    assert g.cash[A] == 10 and g.pos[A] == 13 and g.pending == BUY


def test_sent_by_the_square_ends_the_turn_even_after_doubles():
    # 26 + 2+2 = 30 Go To Jail: doubles give no extra roll once jailed.
    g = at({}, '1500@26,1500@0')
    roll(g, 2, 2)
    assert g.pos[A] == 10 and g.jail[A] == 1 and g.pending == ROLL and g.actor == B


def test_jailed_player_builds_trades_and_mortgages():
    g = at({1: 'a', 3: 'a', 5: 'a', 6: 'b'}, '1500@10j1,1500@0')
    g.build(A, 1)
    assert g.level[1] == 1 and g.cash[A] == 1450
    g.mortgage(A, 5)
    assert g.mortgaged[5] and g.cash[A] == 1550
    g.propose(A, B, (6,), 100)
    g.act(ACCEPT)
    assert g.owner[6] == A and g.cash[A] == 1450 and g.jail[A] == 1
    assert g.pending == JAIL and g.actor == A
