# Seeded games of every kind, for the golden digests of host_tests/test_speed.py:
#   python game_digests.py ROOT [SEEDS]   (CPython or MicroPython; ROOT: where engine/ is)
# One line per game: kind (auto: AutoPlayer, cpu: CPU players), seed, rules (0 classic,
# 1 short, 2 tournament, 3 house rules drawn from the seed), players, steps, FNV-1a digest of
# the saved state at the end (round cap 120).
import sys

root = sys.argv[1]
SEEDS = int(sys.argv[2]) if len(sys.argv) > 2 else 6
sys.path.insert(0, root)
from engine.game import Game                                            # noqa: E402
from engine.autoplay import AutoPlayer                                  # noqa: E402
from engine.cpu import CpuPlayer  # noqa: E402
from engine.cpu_tables import EASY, NORMAL, HARD, CAUTIOUS, AGGRESSIVE, TRADER  # noqa: E402
from engine.save import to_bytes                                        # noqa: E402
from engine import rules as R                                           # noqa: E402
from engine.rng import Rng                                              # noqa: E402


def digest(data):
    h = 0x811C9DC5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return '%08x' % h


def variant(k, seed):
    """Rules 0 classic, 1 the Short Game, 2 the tournament, 3 house rules drawn from the seed."""
    r = R.classic()
    if k == 1:
        for i, v in ((R.VARIANT, R.SHORT), (R.JAIL_RULE, R.SHORT), (R.HOTEL_HOUSES, 3),
                     (R.END_RULE, R.END_FIRST_BANKRUPTCY), (R.DEAL_DEEDS, 3)):
            r[i] = v
    elif k == 2:
        for i, v in ((R.VARIANT, R.TOURNAMENT), (R.DOUBLE_RENT, 1), (R.JAIL_RULE, R.TOURNAMENT),
                     (R.END_RULE, R.END_LIMIT), (R.ROUND_LIMIT, 30), (R.HOTEL_BREAKUP, 1),
                     (R.SHORTAGE_START, 1), (R.TRADE_TURN, 1), (R.MORTGAGE_NEED, 1),
                     (R.REFEREE, 1)):
            r[i] = v
    elif k == 3:
        x = Rng(seed * 13 + 5)
        for i in (R.DOUBLE_RENT, R.AUCTIONS, R.FREE_PARKING, R.GO_DOUBLE, R.JAIL_NO_RENT,
                  R.HOTEL_BREAKUP, R.SHORTAGE_START, R.TRADE_TURN, R.MORTGAGE_NEED, R.REFEREE):
            r[i] = x.below(2)
        r[R.HOTEL_HOUSES] = 2 + x.below(3)
        r[R.START_CASH] = 800 + x.below(1000)
    return r


def run(g, seats, cap):
    """Steps played by seats (one player per seat) until the game ends or passes the cap."""
    steps = 0
    while g.pending != 9 and g.round <= cap and steps < 20000:
        seats[g.actor].step(g)
        g.take_events()
        steps += 1
    return steps


for seed in range(1, SEEDS + 1):
    for k in range(4):
        n = 2 + (seed + k) % 5
        g = Game(n, seed, variant(k, seed))
        bot = AutoPlayer(seed, trade_chance=20 + 40 * (k == 3))
        s = run(g, [bot] * n, 120)
        print('auto', seed, k, n, s, digest(to_bytes(g)))
        g = Game(n, seed, variant(k, seed))
        kinds = (CpuPlayer(HARD, seed=seed), CpuPlayer(NORMAL, seed=seed + 1),
                 CpuPlayer(HARD, TRADER, seed=seed + 2), CpuPlayer(EASY, seed=seed + 3),
                 CpuPlayer(NORMAL, CAUTIOUS, seed=seed + 4),
                 CpuPlayer(NORMAL, AGGRESSIVE, seed=seed + 5))
        seats = [kinds[(i + seed) % 6] for i in range(n)]
        if k == 3:
            seats[0] = AutoPlayer(seed)
        s = run(g, seats, 120)
        print('cpu', seed, k, n, s, digest(to_bytes(g)))
