# Landing statistics from the real engine: where each roll's move ends (after any card or
# Go To Jail redirection), over many rolls, under a jail policy.
#   python3 tools/games/stats.py --rolls N --jail short|long --seed S
# prints JSON: {"rolls": N, "jail": ..., "seed": S, "per_roll": [41 fractions]}, index 40 being
# "in jail" (sent there, or staying after a failed roll). short = always pay to leave at once,
# long = always try for doubles.
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine import rules as R                       # noqa: E402
from engine.codes import ROLL, JAIL, BUY, ROLL_DICE, PAY_FINE, DECLINE, DEBT  # noqa: E402
from engine.game import Game                        # noqa: E402

RICH = 1 << 24   # nobody owns anything, so only taxes and cards move money: never runs out


def landing_counts(rolls, jail, seed):
    r = R.classic()
    r[R.AUCTIONS] = 0
    g = Game(2, seed, r)
    counts = [0] * 41
    done = 0
    while done < rolls:
        p = g.actor
        if g.cash[p] < RICH // 2:
            g.cash[p] = RICH
        if g.pending == BUY:
            g.act(DECLINE)
        elif g.pending == JAIL and jail == 'short':
            g.act(PAY_FINE)
        elif g.pending in (ROLL, JAIL):
            g.act(ROLL_DICE)
            counts[40 if g.jail[p] else g.pos[p]] += 1
            done += 1
        elif g.pending == DEBT:
            raise SystemExit('unexpected debt')
        else:
            raise SystemExit('unexpected decision %d' % g.pending)
    return counts


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('--rolls', type=int, default=1000000)
    ap.add_argument('--jail', choices=('short', 'long'), default='short')
    ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args(argv)
    counts = landing_counts(a.rolls, a.jail, a.seed)
    out = {'rolls': a.rolls, 'jail': a.jail, 'seed': a.seed,
           'per_roll': [round(c / a.rolls, 6) for c in counts]}
    print(json.dumps(out))


if __name__ == '__main__':
    main()
