"""Random full games: 2,000 seeded games (2-6 players) with the automatic player, to the end or
a round cap, with the invariant check (money audited against the bank's ledger, 32/12 stock,
evenness, decks, no one below $0) after every step."""
import pytest

import positions  # noqa: F401  (puts the project on sys.path)
from engine.autoplay import AutoPlayer
from engine.check import invariants
from engine.codes import OVER
from engine.game import Game

GAMES = 2000
CHUNK = 250
ROUND_BUDGET = 160      # round cap = 160 // players (80 rounds for 2 .. 26 for 6): the same
                        # cost per game, and about 1 game in 6 finishes; ~35 s CPU in all
STEP_CAP = 20000        # a game that stops advancing fails instead of hanging


def play(seed):
    n = 2 + seed % 5
    g = Game(n, seed=seed)
    # Every fourth game trades a lot, to reach offers, mortgaged deeds changing hands and lifts.
    ap = AutoPlayer(seed, trade_chance=150 if seed % 4 == 0 else 20)
    start_total = sum(g.cash)
    invariants(g, start_total)
    steps = 0
    while g.pending != OVER and g.round <= ROUND_BUDGET // n:
        ap.step(g)
        steps += 1
        invariants(g, start_total)
        assert steps < STEP_CAP, 'seed %d stuck at %r' % (seed, g.pending)
    return g


@pytest.mark.parametrize('first', range(0, GAMES, CHUNK))
def test_random_games_keep_the_invariants(first):
    finished = 0
    for seed in range(first, first + CHUNK):
        g = play(seed)
        if g.pending == OVER:
            finished += 1
            assert g.out[g.winner] == 0
            assert sum(1 for p in range(g.n) if not g.out[p]) == 1
    assert finished > 0


def test_same_seed_same_game():
    from engine.save import to_bytes
    assert to_bytes(play(12345)) == to_bytes(play(12345))
