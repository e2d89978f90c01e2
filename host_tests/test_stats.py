# tools/games/stats.py against the long-run landing probabilities published for the classic game
# (per move, percent; short = pay out of jail at once, long = always try for doubles).
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PUBLISHED = {
    'short': {40: 3.94, 10: 2.36, 24: 3.18, 0: 3.09, 25: 3.06, 30: 0.0, 39: 2.62},
    'long': {40: 9.39, 24: 2.99, 0: 2.91, 39: 2.47, 30: 0.0},
}


def stats(jail, rolls=200000):
    out = subprocess.run([sys.executable, 'tools/games/stats.py', '--rolls', str(rolls), '--jail', jail,
                          '--seed', '3'], capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(out.stdout)


def test_short_stay_matches_published_probabilities():
    data = stats('short')
    per = data['per_roll']
    assert len(per) == 41 and abs(sum(per) - 1) < 1e-4
    for sq, pct in PUBLISHED['short'].items():
        assert abs(per[sq] * 100 - pct) < 0.2, (sq, per[sq])


def test_long_stay_fills_the_jail():
    per = stats('long')['per_roll']
    for sq, pct in PUBLISHED['long'].items():
        assert abs(per[sq] * 100 - pct) < 0.25, (sq, per[sq])
    assert per[40] > 2 * stats('short', 50000)['per_roll'][40]
