"""Rules variants (issue 3): one test per difference between the classic rules, the Short
Game, the tournament playbook and the house rules, each set up from the position notation with
the numbers worked out by hand; then seeded random games under every variant and edition.

Board numbers used below (classic values, every edition keeps them):
  Oriental 6 / Vermont 8: $100, rent 6, hotel 550, house $50; Connecticut 9: $120, rent 8.
  Park Place 37: $350, mortgage 175; Boardwalk 39: $400, rent 50, mortgage 200; house $200.
  Mediterranean 1 / Baltic 3: $60, mortgage 30, house $50. Reading Railroad 5: $200.
  St. Charles 11: $140, mortgage 70.
"""
import os
import sys

from array import array

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import editions  # noqa: E402
from engine import notation, rules as R  # noqa: E402
from engine.autoplay import AutoPlayer  # noqa: E402
from engine.board import SQUARES, HOTEL, ownable  # noqa: E402
from engine.check import invariants  # noqa: E402
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, OVER, ROLL_DICE, PAY_FINE,  # noqa: E402
                          DECLINE, BUY_IT, GO_BANKRUPT, BID_AMOUNT, ACCEPT)
from engine import RuleError, SaveError  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.codes import OVER_LIMIT, OVER_FIRST_BANKRUPTCY  # noqa: E402
from engine.money import liquid_value  # noqa: E402
from positions import dice_seed  # noqa: E402
from engine.score import score, ranking  # noqa: E402

OWNABLE = [sq for sq in range(SQUARES) if ownable(sq)]
A, B, C = 0, 1, 2

# The three rule families as option words for the notation's `o` field.
SHORT = 'variant=1,jail_rule=1,hotel_houses=3,end_rule=1,deal_deeds=3'
TOURNAMENT = ('variant=2,double_rent=1,jail_rule=2,end_rule=2,round_limit=30,hotel_breakup=1,'
              'shortage_start=1,trade_turn=1,mortgage_need=1,referee=1')



def at(deeds=None, players='1500@0,1500@0', extra='ta', opts='', dice=()):
    """A game at a position: deeds maps square -> token ('a', 'A' mortgaged, 'a3', 'aH')."""
    deeds = deeds or {}
    text = '%s %s %s' % (''.join(deeds.get(sq, '.') for sq in OWNABLE), players, extra)
    if opts:
        text += ' o' + opts
    g = notation.load(text)
    if dice:
        g.rng.seed(dice_seed(dice))
    g.take_events()
    return g


def opts_of(r):
    base = R.classic()
    return ','.join('%s=%d' % (R.NAMES[i], r[i]) for i in range(R.COUNT) if r[i] != base[i])


# --- double rent ---------------------------------------------------------------------------

LIGHT_BLUE_ONE_MORTGAGED = {6: 'A', 8: 'a', 9: 'a'}


@pytest.mark.parametrize('double_rent, rent', [(0, 8), (1, 16)])
def test_double_rent_with_one_mortgaged_street_under_both_readings(double_rent, rent):
    # b at Reading (5) rolls 1+3 onto Connecticut (9), rent 8. a owns the whole light blue
    # group but Oriental is mortgaged. Collector's editions (0): no double rent while any
    # street of the group is mortgaged -> $8. Playbook (1): every unmortgaged street of the
    # owned group doubles -> $16.
    g = at(LIGHT_BLUE_ONE_MORTGAGED, '1500@0,1500@5', 'tb', 'double_rent=%d' % double_rent,
           dice=(1, 3))
    g.act(ROLL_DICE)
    assert g.pos[B] == 9
    assert (g.cash[A], g.cash[B]) == (1500 + rent, 1500 - rent)


@pytest.mark.parametrize('double_rent', [0, 1])
def test_mortgaged_street_itself_charges_nothing_under_both_readings(double_rent):
    # b rolls 1+2 from 3 onto Oriental (6), mortgaged: no rent under either reading.
    g = at(LIGHT_BLUE_ONE_MORTGAGED, '1500@0,1500@3', 'tb', 'double_rent=%d' % double_rent,
           dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pos[B] == 6 and g.cash[B] == 1500 and g.cash[A] == 1500


# --- Short Game hotel on three houses ------------------------------------------------------

def test_short_game_hotel_on_three_houses_and_its_sale_value():
    # a has 3 houses on each light blue street: 9 houses out, bank 23 houses, 12 hotels.
    deeds = {6: 'a3', 8: 'a3', 9: 'a3'}
    g = at(deeds, '1500@0,1500@0', 'ta', SHORT)
    assert g.can_build(A, 6) is None
    g.build(A, 6)
    # A hotel for $50; the 3 houses of Oriental go back: bank 23 + 3 = 26 houses, 11 hotels.
    assert g.level[6] == HOTEL and (g.houses, g.hotels) == (26, 11) and g.cash[A] == 1450
    # Hotel rent unchanged: $550 on Oriental.
    from engine.turn import rent_due
    assert rent_due(g, 6) == 550
    # Its purchase value is 3 houses + the hotel = 4 x $50 = $200; turn-in value half: $100.
    # Selling it steps back to 3 houses (the bank gives 3 back: 26 - 3 = 23) for $25, then
    # the 3 houses for $25 each: 4 x $25 = $100.
    before = liquid_value(g, A)
    assert before == 1450 + (4 + 3 + 3) * 25 + (50 + 50 + 60)
    g.sell(A, 6)
    assert g.level[6] == 3 and (g.houses, g.hotels) == (23, 12) and g.cash[A] == 1475
    # Short Game score: buildings at purchase price, the hotel with the three houses turned in.
    # Built again for $50 (cash 1425): 1425 + deeds 320 + (4 + 3 + 3) x 50 = 2245.
    g.build(A, 6)
    assert score(g, A) == 1425 + (100 + 100 + 120) + (4 + 3 + 3) * 50 == 2245


def test_classic_three_houses_build_a_fourth_house_not_a_hotel():
    g = at({6: 'a3', 8: 'a3', 9: 'a3'}, '1500@0,1500@0', 'ta')
    g.build(A, 6)
    assert g.level[6] == 4 and (g.houses, g.hotels) == (22, 12)


def test_classic_hotel_sale_value_is_five_half_houses():
    # Classic hotel: 4 houses + hotel = 5 x $50 paid, turn-in 5 x $25 = $125.
    g = at({6: 'aH', 8: 'a4', 9: 'a4'}, '0@0,1500@0', 'ta')
    assert liquid_value(g, A) == (5 + 4 + 4) * 25 + (50 + 50 + 60)


# --- jail ----------------------------------------------------------------------------------

def test_tournament_jail_exit_on_the_second_turn_by_paying_before_rolling():
    # a is on the 2nd turn in jail: the playbook lets a pay $50 before rolling on either of
    # the next two turns. Pay (1500 - 50 = 1450), then roll 2+1 from 10 to 13 (States Ave).
    g = at(None, '1500@10j2,1500@0', 'ta', TOURNAMENT, dice=(2, 1))
    assert g.pending == JAIL and PAY_FINE in g.answers()
    g.act(PAY_FINE)
    assert g.cash[A] == 1450 and not g.jail[A] and g.pending == ROLL
    g.act(ROLL_DICE)
    assert g.pos[A] == 13 and g.pending == BUY


def test_tournament_third_jail_turn_must_roll_then_pays_when_it_fails():
    # 3rd turn: no paying before the roll. 2+1 is no double: pay $50 and move 3 to 13.
    g = at(None, '1500@10j3,1500@0', 'ta', TOURNAMENT, dice=(2, 1))
    assert PAY_FINE not in g.answers()
    g.act(ROLL_DICE)
    assert g.cash[A] == 1450 and g.pos[A] == 13 and not g.jail[A]


def test_classic_may_pay_before_rolling_on_the_third_jail_turn():
    g = at(None, '1500@10j3,1500@0', 'ta')
    assert PAY_FINE in g.answers()


def test_short_game_jail_rolls_then_pays_on_the_same_next_turn():
    # Short Game, 1st turn in jail: 2+1 fails, a pays $50 at once and moves to 13.
    g = at(None, '1500@10j1,1500@0', 'ta', SHORT.replace(',deal_deeds=3', ''), dice=(2, 1))
    g.act(ROLL_DICE)
    assert g.cash[A] == 1450 and g.pos[A] == 13 and not g.jail[A]
    # Classic: the same roll keeps a in jail (2nd turn next), no fine.
    g = at(None, '1500@10j1,1500@0', 'ta', dice=(2, 1))
    g.act(ROLL_DICE)
    assert g.cash[A] == 1500 and g.pos[A] == 10 and g.jail[A] == 2


@pytest.mark.parametrize('opts', ['', TOURNAMENT, SHORT])
def test_doubles_that_free_give_no_extra_roll(opts):
    # 2+2 frees a and moves 10 -> 14 (Virginia, unowned: decline, auction passes), then the
    # turn goes to b: no second roll for a.
    g = at(None, '1500@10j1,1500@0', 'ta', opts + (',' if opts else '') + 'auctions=0',
           dice=(2, 2))
    g.act(ROLL_DICE)
    assert g.pos[A] == 14 and not g.jail[A]
    g.act(DECLINE)
    assert g.pending == ROLL and g.actor == B


# --- end of game ---------------------------------------------------------------------------

# One position for the three scorings. c (cash 10, no deeds) stands on 35 and rolls 1+2 onto
# Luxury Tax (38, $100): c cannot pay and goes bankrupt to the bank.
#   a: cash 300; Park Place and Boardwalk with 2 houses each; Reading Railroad mortgaged.
#   b: cash 1100; Mediterranean and Baltic; St. Charles mortgaged.
ENDING = ({5: 'A', 37: 'a2', 39: 'a2', 1: 'b', 3: 'b', 11: 'B'}, '300@0,1100@0,10@35', 'tc')
# Short Game (printed price, half when mortgaged, buildings at purchase price):
#   a = 300 + (350 + 400 + 200/2) + 4 x 200 = 300 + 850 + 800 = 1950
#   b = 1100 + (60 + 60 + 140/2)            = 1100 + 190       = 1290
# Tournament (mortgage value of unmortgaged deeds, mortgaged 0, buildings at half cost):
#   a = 300 + (175 + 200 + 0) + 4 x 200 / 2 = 300 + 375 + 400 = 1075
#   b = 1100 + (30 + 30 + 0)                = 1160
SHORT_SCORES = (1950, 1290)
TOURNAMENT_SCORES = (1075, 1160)


def _bankrupt_c(opts):
    deeds, players, extra = ENDING
    g = at(deeds, players, extra, opts, dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pos[C] == 38 and g.pending == DEBT and g.answers() == (GO_BANKRUPT,)
    g.act(GO_BANKRUPT)
    assert g.out[C]
    return g


def test_classic_game_goes_on_after_the_first_bankruptcy():
    g = _bankrupt_c('')
    assert g.pending == ROLL and g.actor == A
    # Classic scores (used for a round limit or an early stop) are the Short Game's count.
    assert (score(g, A), score(g, B)) == SHORT_SCORES


def test_short_game_ends_at_the_first_bankruptcy_ranked_by_printed_values():
    g = _bankrupt_c(SHORT.replace(',deal_deeds=3', ''))
    assert g.pending == OVER and g.end_reason == OVER_FIRST_BANKRUPTCY
    assert (score(g, A), score(g, B)) == SHORT_SCORES
    assert ranking(g) == [A, B, C] and g.winner == A


def test_tournament_time_limit_ranks_by_mortgage_values():
    g = _bankrupt_c(TOURNAMENT)
    assert g.pending == ROLL            # a bankruptcy does not end a tournament game
    g.finish_now(OVER_LIMIT)           # the handheld's clock ran out
    assert g.pending == OVER and g.end_reason == OVER_LIMIT
    assert (score(g, A), score(g, B)) == TOURNAMENT_SCORES
    assert ranking(g) == [B, A, C] and g.winner == B
    with pytest.raises(RuleError):
        g.finish_now(OVER_LIMIT)


def test_tournament_round_limit_ends_after_the_last_round():
    # Round 30 of 30, a opened the game (turn a, first a): after b's turn the game is over.
    g = at(None, '1500@0,1500@0', 'ta r30', TOURNAMENT + ',auctions=0', dice=(1, 2, 2, 3))
    g.act(ROLL_DICE)                   # a: 0 -> 3 Baltic
    g.act(DECLINE)
    assert g.pending == ROLL and g.actor == B and g.round == 30
    g.act(ROLL_DICE)                   # b: 0 -> 5 Reading
    g.act(DECLINE)
    assert g.pending == OVER and g.end_reason == OVER_LIMIT and g.round == 31


def test_finish_now_during_a_debt_makes_the_debtor_raise_the_cash():
    # b (cash 10, owns Mediterranean and Baltic, mortgage 30 each) rolls 2+2 from 35 onto
    # Boardwalk (39, a's, rent 50) and must raise $40 when the clock runs out. b mortgages
    # both ($10 + 30 + 30 = $70), pays 50: b ends with $20 and two mortgaged deeds.
    # Tournament score of b: before 10 + 30 + 30 = 70, owing 50 -> after 20 + 0 = 20.
    g = at({39: 'a', 1: 'b', 3: 'b'}, '1500@0,10@35', 'tb', TOURNAMENT, dice=(2, 2))
    start = sum(g.cash)
    g.act(ROLL_DICE)
    assert g.pending == DEBT and g.owed == 50
    g.finish_now(OVER_LIMIT)
    assert g.pending == OVER and g.cash[B] == 20 and g.cash[A] == 1550
    assert g.mortgaged[1] and g.mortgaged[3] and not g.pay_from
    assert score(g, B) == 20
    invariants(g, start)


def test_finish_now_during_an_auction_leaves_the_lot_with_the_bank():
    g = at(None, '1500@0,1500@0', 'ta', TOURNAMENT, dice=(1, 2))
    g.act(ROLL_DICE)
    g.act(DECLINE)
    assert g.pending == BID
    g.act(BID_AMOUNT, 10)
    g.finish_now(OVER_LIMIT)
    assert g.pending == OVER and g.owner[3] == BANK and g.cash[A] == g.cash[B] == 1500
    assert g.lot == 255 and not g.pay_from


def test_finish_now_with_an_offer_waiting_withdraws_it():
    g = at({1: 'a', 3: 'b'}, '1500@0,1500@0', 'ta')
    g.propose(A, B, (1, 3), 0)
    assert g.pending == TRADE
    g.finish_now(OVER_LIMIT)
    assert g.pending == OVER and g.offer is None and g.owner[1] == A


# --- tournament: hotels sold whole, shortage auctions, trades, mortgages, referee ---------

def test_tournament_hotels_sell_whole_keeping_the_group_even():
    # Park Place 4 houses, Boardwalk a hotel: selling "whole" takes the group to bare land:
    # 4 + 5 levels x $200 / 2 = $900; bank gets 4 houses (28 + 4 = 32) and 1 hotel (11 + 1).
    g = at({37: 'a4', 39: 'aH'}, '0@0,1500@0', 'ta', TOURNAMENT)
    assert (g.houses, g.hotels) == (28, 11)
    g.sell(A, 39, whole=True)
    assert g.level[37] == g.level[39] == 0 and g.cash[A] == 900
    assert (g.houses, g.hotels) == (32, 12)


def test_classic_hotels_sell_a_house_at_a_time():
    # One level: the hotel becomes 4 houses (28 - 4 = 24 in the bank) for $100.
    g = at({37: 'a4', 39: 'aH'}, '0@0,1500@0', 'ta')
    assert g.can_sell(A, 39, whole=True)
    with pytest.raises(RuleError):
        g.sell(A, 39, whole=True)
    g.sell(A, 39)
    assert g.level[39] == 4 and g.cash[A] == 100 and (g.houses, g.hotels) == (24, 12)


# a could build on Mediterranean ($50 houses), b on Park Place/Boardwalk ($200); c holds 31
# houses (light blue 4/4/4, pink 4/4/4, orange 3/2/2) and no cash: the bank has 1 house left
# and two players want it, so it goes to auction.
SHORTAGE = ({1: 'a', 3: 'a', 37: 'b', 39: 'b', 6: 'c4', 8: 'c4', 9: 'c4', 11: 'c4', 13: 'c4',
             14: 'c4', 16: 'c3', 18: 'c2', 19: 'c2'}, '1000@0,1000@0,0@0', 'ta')


@pytest.mark.parametrize('shortage_start, opening', [(0, 1), (1, 50)])
def test_shortage_auction_opening_bid(shortage_start, opening):
    # Playbook: the auction begins at the lowest house price among the bidders: $50 (brown).
    g = at(*SHORTAGE, opts='shortage_start=%d' % shortage_start)
    assert g.houses == 1
    g.build(A, 1)
    assert g.pending == BID and g.min_bid() == opening


def test_tournament_trades_only_on_the_turn_of_one_of_the_two():
    deeds = {1: 'b', 3: 'c'}
    g = at(deeds, '1500@0,1500@0,1500@0', 'ta', TOURNAMENT)
    with pytest.raises(RuleError):
        g.propose(B, C, (1, 3), 0)
    g = at(deeds, '1500@0,1500@0,1500@0', 'ta')
    g.propose(B, C, (1, 3), 0)
    assert g.pending == TRADE


def test_tournament_a_jail_card_alone_may_be_sold_at_any_time():
    # Playbook: the card "may be sold, at any time, to another player"; a's turn, b sells its
    # Chance card to c for $50 (the referee's value of a card: the jail fine).
    g = at(None, '1500@0,1500@0,1500@0', 'ta cb-', TOURNAMENT)
    g.propose(C, B, (), 50, 0b01)
    assert g.pending == TRADE and g.actor == B
    g.act(ACCEPT)
    assert g.cards[0] == C and g.cash[C] == 1450 and g.cash[B] == 1550
    # A deed with the card still waits for the turn of one of the two.
    g = at({1: 'b'}, '1500@0,1500@0,1500@0', 'ta cb-', TOURNAMENT)
    with pytest.raises(RuleError, match="turn of one of you"):
        g.propose(C, B, (1,), 80, 0b01)
    assert g.pending == ROLL and g.offer is None


def test_tournament_houses_only_on_the_builders_own_turn():
    # b holds the whole brown group with $1500; it is a's turn. Playbook: houses are bought
    # "at any time during his turn"; classic rules: whenever one likes.
    brown = {1: 'b', 3: 'b'}
    g = at(brown, '1500@0,1500@0', 'ta', TOURNAMENT)
    assert g.can_build(B, 1) == "build on your own turn"
    with pytest.raises(RuleError, match="own turn"):
        g.build(B, 1)
    assert g.level[1] == 0 and g.cash[B] == 1500 and g.houses == 32
    g = at(brown, '1500@0,1500@0', 'tb', TOURNAMENT)
    g.build(B, 1)
    assert g.level[1] == 1 and g.cash[B] == 1450
    g = at(brown, '1500@0,1500@0', 'ta')
    g.build(B, 1)
    assert g.level[1] == 1


def test_tournament_mortgage_only_for_cash_needed_now():
    # a, to roll, owes nothing: no mortgage under the playbook; classic: any time.
    g = at({1: 'a'}, '40@0,1500@0', 'ta', TOURNAMENT)
    assert g.can_mortgage(A, 1)
    with pytest.raises(RuleError):
        g.mortgage(A, 1)
    assert at({1: 'a'}, '40@0,1500@0', 'ta').can_mortgage(A, 1) is None


def test_tournament_mortgage_to_buy_the_deed_landed_on():
    # a (cash 100, owns Mediterranean and Baltic) rolls 1+2 from 2 onto Reading ($200).
    # Short by 100: mortgaging Mediterranean (+30 -> 130) and Baltic (+30 -> 160) is
    # allowed while cash < 200; with a third deed it would still be; once cash >= price, no.
    g = at({1: 'a', 3: 'a', 11: 'a'}, '100@2,1500@0', 'ta', TOURNAMENT, dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pending == BUY and g.answers() == (DECLINE,)
    g.mortgage(A, 1)
    g.mortgage(A, 3)
    g.mortgage(A, 11)                  # 160 + 70 = 230
    assert g.cash[A] == 230 and BUY_IT in g.answers()
    g.act(BUY_IT)
    assert g.owner[5] == A and g.cash[A] == 30


def test_tournament_mortgage_to_pay_a_debt():
    # b ($10; Mediterranean, Baltic) rolls 2+2 from 35 onto a's Boardwalk (rent 50) and must
    # raise $40. b may mortgage (10 + 30 = 40, still short; + 30 = 70 pays 50 -> 20); a, who
    # owes nothing, may not mortgage Reading meanwhile; once paid, b may not mortgage more.
    g = at({39: 'a', 5: 'a', 1: 'b', 3: 'b', 11: 'b'}, '1500@0,10@35', 'tb', TOURNAMENT,
           dice=(2, 2))
    g.act(ROLL_DICE)
    assert g.pending == DEBT and g.owed == 50
    assert g.can_mortgage(A, 5)
    g.mortgage(B, 1)
    assert g.pending == DEBT and g.cash[B] == 40
    g.mortgage(B, 3)
    assert g.cash[B] == 20 and g.cash[A] == 1550
    assert g.can_mortgage(B, 11)


@pytest.mark.parametrize('referee, refused', [(0, False), (1, True)])
def test_referee_blocks_a_lopsided_trade(referee, refused):
    # a gives Boardwalk ($400) for $1: b gains 399 of the 401 moved (more than half) and more
    # than a tenth of a's score (1500 + 400 = 1900 -> 190).
    g = at({39: 'a'}, '1500@0,1500@0', 'ta', 'referee=%d' % referee)
    if refused:
        with pytest.raises(RuleError):
            g.propose(A, B, (39,), -1)
    else:
        g.propose(A, B, (39,), -1)
    # Boardwalk for $350: b gains 50 of 750 moved: fair under the referee.
    g = at({39: 'a'}, '1500@0,1500@0', 'ta', 'referee=%d' % referee)
    g.propose(A, B, (39,), -350)
    assert g.pending == TRADE


def test_tournament_tuition_fees_cost_200():
    # The playbook's Tuition Fees square is square 4 (Income Tax on the classic board), $200.
    r = editions.rules_for(editions.load('tournament'))
    g = at(None, '1500@0,1500@0', 'ta', opts_of(r), dice=(1, 3))
    g.act(ROLL_DICE)
    assert g.pos[A] == 4 and g.cash[A] == 1300


# --- house rules ---------------------------------------------------------------------------

@pytest.mark.parametrize('auctions', [0, 1])
def test_auctions_off_leaves_a_declined_deed_with_the_bank(auctions):
    g = at(None, '1500@0,1500@0', 'ta', 'auctions=%d' % auctions, dice=(1, 2))
    g.act(ROLL_DICE)
    g.act(DECLINE)
    if auctions:
        assert g.pending == BID
    else:
        assert g.pending == ROLL and g.actor == B and g.owner[3] == BANK


def test_free_parking_jackpot():
    # a pays Income Tax $200 into the jackpot (300 + 200 = 500); b rolls 2+3 from 15 onto
    # Free Parking and wins the $500.
    g = at(None, '1500@0,1500@15', 'ta j300', 'free_parking=1', dice=(1, 3, 2, 3))
    g.act(ROLL_DICE)
    assert g.cash[A] == 1300 and g.jackpot == 500
    g.act(ROLL_DICE)
    assert g.pos[B] == 20 and g.cash[B] == 2000 and g.jackpot == 0


def test_without_free_parking_taxes_go_to_the_bank():
    g = at(None, '1500@0,1500@15', 'ta', '', dice=(1, 3, 2, 3))
    g.act(ROLL_DICE)
    g.act(ROLL_DICE)
    assert g.cash[A] == 1300 and g.cash[B] == 1500 and g.jackpot == 0


@pytest.mark.parametrize('go_double, salary', [(0, 200), (1, 400)])
def test_double_salary_for_landing_exactly_on_go(go_double, salary):
    g = at(None, '1500@35,1500@0', 'ta', 'go_double=%d' % go_double, dice=(2, 3))
    g.act(ROLL_DICE)
    assert g.pos[A] == 0 and g.cash[A] == 1500 + salary


def test_double_salary_not_for_passing_go():
    # 36 + 1 + 2 = 39 -> no; 37 + 2 + 4 = 43 -> 3 (Baltic): passing GO pays the usual $200.
    g = at(None, '1500@37,1500@0', 'ta', 'go_double=1', dice=(2, 4))
    g.act(ROLL_DICE)
    assert g.pos[A] == 3 and g.cash[A] == 1700


@pytest.mark.parametrize('jail_no_rent, rent', [(0, 50), (1, 0)])
def test_no_rent_while_the_owner_is_in_jail(jail_no_rent, rent):
    g = at({39: 'a'}, '1500@10j1,1500@35', 'tb', 'jail_no_rent=%d' % jail_no_rent, dice=(1, 3))
    g.act(ROLL_DICE)
    assert g.pos[B] == 39 and g.cash[B] == 1500 - rent


@pytest.mark.parametrize('opts', ['', SHORT.replace(',deal_deeds=3', ''), TOURNAMENT])
def test_round_limit_for_any_variant(opts):
    # Limit 2 rounds, now round 2 with a to play first: after b, round 3 > 2: the game ends.
    opts = (opts + ',' if opts else '') + 'round_limit=2,auctions=0'
    g = at(None, '1500@0,1500@0', 'ta r2', opts, dice=(1, 2, 2, 3))
    g.act(ROLL_DICE)
    g.act(DECLINE)
    g.act(ROLL_DICE)
    g.act(DECLINE)
    assert g.pending == OVER and g.end_reason == OVER_LIMIT


# --- setup ---------------------------------------------------------------------------------

def test_short_game_deals_three_free_deeds_to_each_player():
    r = editions.rules_for(editions.load('smurfs'), 1)
    g = Game(4, 5, r)
    for p in range(4):
        mine = g.owned_by(p)
        assert len(mine) == 3 and g.cash[p] == 1500
        assert not any(g.mortgaged[sq] for sq in mine)
    assert g.ledger == 0


def test_conflicts_refuses_values_out_of_range_only():
    for eid in editions.IDS:
        ed = editions.load(eid)
        for preset in range(len(ed.PRESETS) + 1):
            assert R.conflicts(editions.rules_for(ed, preset)) is None
    # Every house rule with every variant is accepted.
    r = editions.rules_for(editions.load('tournament'))
    for name in ('free_parking', 'go_double', 'jail_no_rent'):
        r[R.index(name)] = 1
    r[R.AUCTIONS] = 0
    assert R.conflicts(r) is None
    bad = R.classic()
    bad[R.HOTEL_HOUSES] = 5
    assert R.conflicts(bad) == 'hotel_houses out of range'
    with pytest.raises(ValueError):
        Game(2, 1, bad)
    with pytest.raises(SaveError):
        at(None, opts='deal_deeds=5')


# --- seeded random games -------------------------------------------------------------------

def _variants():
    out = []
    for eid in editions.IDS:
        ed = editions.load(eid)
        for preset in range(len(ed.PRESETS) + 1):
            out.append(('%s-%d' % (eid, preset), editions.rules_for(ed, preset)))
    classic = editions.rules_for(editions.load('classic'))
    for name, value in (('auctions', 0), ('free_parking', 1), ('go_double', 1),
                        ('jail_no_rent', 1), ('round_limit', 40)):
        r = array('H', classic)
        r[R.index(name)] = value
        out.append(('classic+' + name, r))
    for eid, preset in (('classic', 0), ('classic', 1), ('classic', 2)):
        r = editions.rules_for(editions.load(eid), preset)
        r[R.AUCTIONS] = 0
        r[R.FREE_PARKING] = r[R.GO_DOUBLE] = r[R.JAIL_NO_RENT] = 1
        r[R.ROUND_LIMIT] = 50
        out.append(('%s-%d+all house rules' % (eid, preset), r))
    return out


VARIANTS = _variants()


def play(rules, n, seed, steps=40000):
    g = Game(n, seed, rules)
    start = sum(g.cash) - g.ledger
    bot = AutoPlayer(seed)
    invariants(g, start)
    for _ in range(steps):
        if g.pending == OVER:
            return g
        bot.step(g)
        invariants(g, start)
    raise AssertionError('game did not finish')


@pytest.mark.parametrize('name, rules', VARIANTS, ids=[v[0] for v in VARIANTS])
@pytest.mark.parametrize('seed', [1, 2])
def test_seeded_games_finish_with_invariants(name, rules, seed):
    if rules[R.END_RULE] == R.END_LAST_STANDING and not rules[R.ROUND_LIMIT]:
        rules = array('H', rules)         # a copy, with a round cap to bound the run time
        rules[R.ROUND_LIMIT] = 300
    g = play(rules, 2 + seed * 2 % 5, seed)
    assert g.pending == OVER
    if rules[R.END_RULE] == R.END_FIRST_BANKRUPTCY:
        # Short Game: over at the first bankruptcy (or its round cap).
        assert sum(1 for p in range(g.n) if g.out[p]) <= 1
        if g.end_reason == OVER_FIRST_BANKRUPTCY:
            assert sum(1 for p in range(g.n) if g.out[p]) == 1
    if g.end_reason == OVER_LIMIT:
        assert g.round == rules[R.ROUND_LIMIT] + 1


def test_short_game_ends_at_the_first_bankruptcy():
    r = editions.rules_for(editions.load('family_guy'), 1)
    ended = 0
    for seed in range(1, 6):
        g = play(r, 4, seed)
        assert g.end_reason == OVER_FIRST_BANKRUPTCY
        assert sorted(g.out) == [0, 0, 0, 1]
        assert ranking(g)[-1] == list(g.out).index(1)
        ended += 1
    assert ended == 5


def test_tournament_game_ends_at_its_limit():
    r = editions.rules_for(editions.load('tournament'))
    for seed in range(1, 4):
        g = play(r, 4, seed)
        assert g.end_reason == OVER_LIMIT and g.round == 31
        order = ranking(g)
        scores = [score(g, p) for p in order if not g.out[p]]
        assert scores == sorted(scores, reverse=True)


def test_setup_screen_words_for_every_option():
    from ui.text.rules_text import LABELS, HELP
    assert len(LABELS) == len(HELP) == R.COUNT
    assert all(len(label) <= 16 for label in LABELS)
    assert all(len(h) == 3 and all(len(x) <= 26 for x in h) for h in HELP)
    # The Free Parking jackpot stays off by default, and its help says the books discourage it.
    assert R.classic()[R.FREE_PARKING] == 0
    assert 'discourage' in ' '.join(HELP[R.FREE_PARKING])
