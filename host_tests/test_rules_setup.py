"""Setup, the turn and movement: one focused test per rule of issue 2."""
import pytest

from positions import A, B, C, at, deck_list, events_of, roll
from engine.codes import (BANK, ROLL, BUY, ROLL_DICE, BUY_IT, DECLINE, PASS, EV_FIRST, EV_GO)
from engine.game import Game
from engine import RuleError


@pytest.mark.parametrize('n', [2, 3, 4, 5, 6])
def test_setup_cash_stock_and_shuffled_decks(n):
    g = Game(n, seed=11)
    assert list(g.cash) == [1500] * n
    assert (g.houses, g.hotels) == (32, 12)
    assert list(g.owner) == [BANK] * 40
    for deck in (0, 1):
        cards = deck_list(g, deck)
        assert sorted(cards) == list(range(16))
    # Shuffled by the engine's PRNG: not the printed order, and the seed decides it.
    assert deck_list(g, 0) != list(range(16)) or deck_list(g, 1) != list(range(16))
    assert deck_list(Game(n, seed=11), 0) == deck_list(g, 0)
    assert g.pending == ROLL and g.actor == g.turn


@pytest.mark.parametrize('n', [0, 1, 7])
def test_setup_refuses_player_counts_outside_2_to_6(n):
    with pytest.raises(ValueError):
        Game(n)


def _first_rolls(g):
    """The opening rolls as rounds: [{player: total}, ...] (a round restarts at a seat <= last)."""
    rounds = []
    last = 99
    for _, p, total, _ in events_of(g, EV_FIRST):
        if p <= last:
            rounds.append({})
        rounds[-1][p] = total
        last = p
    return rounds


def test_first_player_is_highest_roll_and_ties_roll_again_among_the_tied():
    tied_seeds = 0
    for seed in range(1, 400):
        g = Game(4, seed=seed)
        rounds = _first_rolls(g)
        # Only those tied for the top of a round roll in the next round.
        for before, after in zip(rounds, rounds[1:]):
            best = max(before.values())
            assert sorted(after) == sorted(p for p, t in before.items() if t == best)
        final = rounds[-1]
        best = max(final.values())
        assert [p for p, t in final.items() if t == best] == [g.turn]
        assert g.first == g.turn
        tied_seeds += len(rounds) > 1
    assert tied_seeds > 0          # the tie-break was exercised


def test_go_salary_when_passing():
    # From Short Line (35) a 2+4 goes 35 -> 1: passes GO, $1,500 + $200 = $1,700;
    # Mediterranean (1) is a's own, so nothing else happens.
    g = at({1: 'a'}, '1500@35,1500@0', dice=(2, 4))
    g.act(ROLL_DICE)
    assert g.pos[A] == 1 and g.cash[A] == 1700
    assert events_of(g, EV_GO) == [(EV_GO, A, 200, 0)]


def test_go_salary_when_landing_exactly():
    # From Park Place (37) a 1+2 lands on GO: $200 once, not twice.
    g = at({}, '1500@37,1500@0', dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pos[A] == 0 and g.cash[A] == 1700


def test_no_salary_when_sent_to_jail_from_beyond_go_to_jail_square():
    # 26 + 1+3 = Go To Jail (30): to square 10, jailed, no salary though jail is "behind".
    g = at({}, '1500@26,1500@0', dice=(1, 3))
    g.act(ROLL_DICE)
    assert g.pos[A] == 10 and g.jail[A] == 1 and g.cash[A] == 1500
    assert g.pending == ROLL and g.actor == B      # the jailed player's turn is over


def test_doubles_roll_again():
    # 3+3 from GO lands on a's own Oriental (6); a rolls again, then 1+2 -> Connecticut (9).
    g = at({6: 'a', 9: 'a'}, dice=(3, 3, 1, 2))
    g.act(ROLL_DICE)
    assert g.pos[A] == 6 and g.pending == ROLL and g.actor == A and g.doubles == 1
    g.act(ROLL_DICE)
    assert g.pos[A] == 9 and g.pending == ROLL and g.actor == B


def test_third_double_goes_to_jail_without_moving():
    # 10 -> 1+1 Electric Co (12) -> 2+2 St. James (16), both a's; the third double (3+3)
    # would reach 22 but sends a straight to jail: square 10, no salary, turn over.
    g = at({12: 'a', 16: 'a'}, '1500@10,1500@0')
    roll(g, 1, 1)
    roll(g, 2, 2)
    assert g.pos[A] == 16 and g.doubles == 2
    roll(g, 3, 3)
    assert g.pos[A] == 10 and g.jail[A] == 1 and g.cash[A] == 1500
    assert g.doubles == 0 and g.pending == ROLL and g.actor == B


def test_just_visiting_is_harmless():
    g = at({}, '1500@7,1500@0', dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pos[A] == 10 and g.jail[A] == 0 and g.cash[A] == 1500
    assert g.pending == ROLL and g.actor == B


def test_buy_unowned_property_at_printed_price():
    # GO + 1+2 = Baltic (3), $60: $1,500 - $60 = $1,440.
    g = at({}, dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.pending == BUY and g.actor == A and g.answers() == (BUY_IT, DECLINE)
    g.act(BUY_IT)
    assert g.owner[3] == A and g.cash[A] == 1440
    assert g.pending == ROLL and g.actor == B


def test_buying_needs_the_cash():
    # $59 cannot buy Baltic ($60): only DECLINE is offered and BUY_IT is refused.
    g = at({}, '59@0,1500@0', dice=(1, 2))
    g.act(ROLL_DICE)
    assert g.answers() == (DECLINE,)
    with pytest.raises(RuleError):
        g.act(BUY_IT)


def test_turns_go_round_the_table_and_count_rounds():
    g = at({1: 'a', 3: 'a'}, '1500@0,1500@0,1500@0', 'tb')
    # b: 0 -> 3 (a's Baltic, group owned unimproved: $4 x 2 = $8 rent); c: 0 -> 5 Reading
    # (declined, nobody bids); then a's turn, still round 1 (b opened the game).
    assert g.actor == B and g.round == 1
    roll(g, 1, 2)
    assert g.cash[B] == 1492 and g.actor == C
    roll(g, 3, 2)
    g.act(DECLINE)
    for _ in range(3):
        g.act(PASS)     # c (who declined), then a and b
    assert g.owner[5] == BANK and g.actor == A and g.round == 1


@pytest.mark.parametrize('seed', [0, 1, 261823, 261824, 261832, 261839, 2**15 * 32759, 2**30 - 1])
def test_every_seed_starts_a_game(seed):
    # Seeds whose carry came out equal to the multiplier used to crash Rng (engine fix).
    g = Game(3, seed=seed)
    assert g.pending == ROLL
