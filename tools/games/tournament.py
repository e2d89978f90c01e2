"""CPU tournament (a benchmark, not a test): seeded 4-player games of Hard, Normal and Easy CPU
players and the engine's automatic player, seats rotated every game, win rates with 95%
confidence intervals and the average game length in turns.

    python tools/games/tournament.py [--games N] [--variant classic|short|tournament|all] [--jobs J]
                               [--field levels|personalities]

--field personalities plays Normal against cautious, aggressive and trader Normal players.

Classic games still running after --cap rounds end there and rank by score (counted apart).
"""
import argparse
import math
import os
import sys
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from engine import rules as R                       # noqa: E402
from engine.autoplay import AutoPlayer               # noqa: E402
from engine.codes import OVER                        # noqa: E402
from engine.cpu import CpuPlayer  # noqa: E402
from engine.cpu_tables import EASY, NORMAL, HARD, CAUTIOUS, AGGRESSIVE, TRADER  # noqa: E402
from engine.game import Game                         # noqa: E402

NAMES = ('Hard', 'Normal', 'Easy', 'AutoPlayer')
FIELDS = {'levels': NAMES, 'personalities': ('Normal', 'cautious', 'aggressive', 'trader')}


def variant_rules(name):
    r = R.classic()
    if name == 'short':
        for i, v in ((R.VARIANT, R.SHORT), (R.JAIL_RULE, R.SHORT), (R.HOTEL_HOUSES, 3),
                     (R.END_RULE, R.END_FIRST_BANKRUPTCY), (R.DEAL_DEEDS, 3)):
            r[i] = v
    elif name == 'tournament':
        for i, v in ((R.VARIANT, R.TOURNAMENT), (R.DOUBLE_RENT, 1), (R.JAIL_RULE, R.TOURNAMENT),
                     (R.END_RULE, R.END_LIMIT), (R.ROUND_LIMIT, 30), (R.HOTEL_BREAKUP, 1),
                     (R.SHORTAGE_START, 1), (R.TRADE_TURN, 1), (R.MORTGAGE_NEED, 1),
                     (R.REFEREE, 1)):
            r[i] = v
    return r


def players(seed, field='levels'):
    if field == 'personalities':
        return tuple(CpuPlayer(NORMAL, kind, seed=seed * 4 + i)
                     for i, kind in enumerate(((), CAUTIOUS, AGGRESSIVE, TRADER)))
    return (CpuPlayer(HARD, seed=seed * 4 + 1), CpuPlayer(NORMAL, seed=seed * 4 + 2),
            CpuPlayer(EASY, seed=seed * 4 + 3), AutoPlayer(seed))


def play(job):
    """One game: (kind of the winner, turns played, capped?)."""
    seed, variant, cap, field = job
    g = Game(4, seed, variant_rules(variant))
    kinds = players(seed, field)
    shift = seed % 4            # seat s holds kind (s + shift) % 4: every kind sits everywhere
    seats = [kinds[(s + shift) % 4] for s in range(4)]
    turns = 1
    last = g.turn
    capped = 0
    while g.pending != OVER:
        seats[g.actor].step(g)
        g.events = []
        if g.turn != last:
            last = g.turn
            turns += 1
        if g.round > cap and g.pending != OVER:
            g.finish_now(2)
            capped = 1
    return (g.winner + shift) % 4, turns, capped


def wilson(wins, n, z=1.96):
    if not n:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def run(variant, games, jobs, cap, first_seed=1, field='levels'):
    work = [(s, variant, cap, field) for s in range(first_seed, first_seed + games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play, work, chunksize=8)
    else:
        results = [play(w) for w in work]
    wins = [0, 0, 0, 0]
    turns = capped = 0
    for w, t, c in results:
        wins[w] += 1
        turns += t
        capped += c
    return wins, turns / games, capped


def table(variant, games, wins, avg_turns, capped, names=NAMES):
    lines = ['### %s: %d games, average %.1f turns%s' % (
        variant, games, avg_turns, ', %d stopped at the round cap' % capped if capped else ''),
        '', '| player | wins | win rate | 95% CI |', '|---|---:|---:|---|']
    for k in range(4):
        lo, hi = wilson(wins[k], games)
        lines.append('| %s | %d | %.1f%% | %.1f-%.1f%% |' % (
            names[k], wins[k], 100.0 * wins[k] / games, 100 * lo, 100 * hi))
    return '\n'.join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--games', type=int, default=2000)
    ap.add_argument('--variant', default='all', choices=('classic', 'short', 'tournament', 'all'))
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--cap', type=int, default=200, help='round cap for classic games')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--field', default='levels', choices=tuple(FIELDS))
    a = ap.parse_args()
    variants = ('classic', 'short', 'tournament') if a.variant == 'all' else (a.variant,)
    for v in variants:
        wins, avg, capped = run(v, a.games, a.jobs, a.cap, a.seed, a.field)
        print(table(v, a.games, wins, avg, capped, FIELDS[a.field]))
        print()
        sys.stdout.flush()


if __name__ == '__main__':
    main()
