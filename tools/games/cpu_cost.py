"""Cost of each CPU decision kind under the MicroPython unix port: seeded 4-player games of
Hard, Normal, Hard (trader) and Easy CPUs, every step timed (the CPU's choice plus the engine
running on to the next decision), and the trade search and offer answer timed on their own.

    python tools/games/cpu_cost.py [--games N] [--micropython PATH]

Prints a markdown table: decision, count, mean and worst microseconds, and the heap the run
needed. The board (SAMD51 at 120 MHz, CircuitPython) is slower than a PC running the unix
port: multiply by about 30-50 for an estimate.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = """
import gc, sys, time
sys.path.insert(0, '.')
from engine.game import Game
from engine.cpu import CpuPlayer
from engine.cpu_tables import HARD, NORMAL, EASY, TRADER, FAIR, MARGIN
from engine.cpu_trade import best_offer
from engine.codes import OVER
NAMES = ('', 'roll (build, lift, trade)', 'jail (and any-time)', 'buy', 'bid', 'debt', 'trade answer', 'lift', 'place')
count = [0] * 9
total = [0] * 9
worst = [0] * 9
search = [0, 0, 0]
for seed in range(1, GAMES + 1):
    g = Game(4, seed)
    cpus = [CpuPlayer(HARD, seed=seed), CpuPlayer(NORMAL, seed=seed + 1),
            CpuPlayer(HARD, TRADER, seed=seed + 2), CpuPlayer(EASY, seed=seed + 3)]
    while g.pending != OVER and g.round <= 150:
        d = g.pending
        p = g.actor
        if d == 1 and p == g.turn and seed % 2:
            t = time.ticks_us()
            best_offer(g, p, 15, 100, 20, g.cash[p], {})
            e = time.ticks_diff(time.ticks_us(), t)
            search[0] += 1
            search[1] += e
            search[2] = max(search[2], e)
        t = time.ticks_us()
        cpus[p].step(g)
        e = time.ticks_diff(time.ticks_us(), t)
        g.events = []
        count[d] += 1
        total[d] += e
        if e > worst[d]:
            worst[d] = e
    gc.collect()
for d in range(1, 9):
    if count[d]:
        print('%s|%d|%d|%d' % (NAMES[d], count[d], total[d] // count[d], worst[d]))
if search[0]:
    print('trade search alone (best_offer)|%d|%d|%d' % (search[0], search[1] // search[0], search[2]))
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--games', type=int, default=20)
    ap.add_argument('--micropython', default=os.path.join(ROOT, '.venv', 'bin', 'micropython'))
    ap.add_argument('--heap', default='128k')
    a = ap.parse_args()
    r = subprocess.run([a.micropython, '-X', 'heapsize=' + a.heap, '-c',
                        SCRIPT.replace('GAMES', str(a.games))],
                       cwd=ROOT, capture_output=True, text=True, timeout=3600)
    if r.returncode:
        sys.exit(r.stdout + r.stderr)
    version = subprocess.run([a.micropython, '-c', 'import sys; print(sys.implementation.name, '
                              '".".join(str(v) for v in sys.implementation.version[:3]))'],
                             capture_output=True, text=True).stdout.strip()
    print('Interpreter: %s unix port, heap %s, %d games' % (version, a.heap, a.games))
    print()
    print('| decision | count | mean us | worst us |')
    print('|---|---:|---:|---:|')
    for line in r.stdout.split('\n'):
        if line.strip():
            print('| ' + ' | '.join(line.split('|')) + ' |')


if __name__ == '__main__':
    main()
