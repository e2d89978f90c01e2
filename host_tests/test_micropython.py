# The board's side, seen through the MicroPython unix port: the engine suite runs there, and a
# seeded game ends in the same state (same digest) as on CPython.
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)
MICROPYTHON = os.path.join(BIN, 'micropython')


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=600, **kw)


def test_engine_suite_under_micropython_with_a_small_heap():
    r = run([MICROPYTHON, '-X', 'heapsize=256k', 'host_tests/mp_engine_suite.py', '60'])
    assert r.returncode == 0, r.stdout + r.stderr
    assert '4 passed, 0 failed' in r.stdout


def test_same_seeded_games_on_cpython_and_micropython():
    args = ['tools/games/selfplay.py', '11', '4', '6', '120']
    cp = run([sys.executable] + args)
    mp = run([MICROPYTHON] + args)
    assert cp.returncode == 0 and mp.returncode == 0, cp.stderr + mp.stderr
    lines = cp.stdout.splitlines()
    assert len(lines) == 6 and all(line.startswith('seed=') for line in lines)
    assert mp.stdout == cp.stdout


def test_selfplay_line_format_and_winner():
    r = run([sys.executable, 'tools/games/selfplay.py', '1', '2', '1'])
    fields = dict(w.split('=') for w in r.stdout.split())
    assert set(fields) == {'seed', 'turns', 'winner', 'digest'}
    assert fields['seed'] == '1' and int(fields['turns']) > 0 and len(fields['digest']) == 8
