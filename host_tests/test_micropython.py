# The board's side, seen through the MicroPython unix port: the engine suite runs there, and a
# seeded game ends in the same state (same digest) as on CPython.
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)
MICROPYTHON = os.path.join(BIN, 'micropython')


def run(cmd, cwd=ROOT, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=600, **kw)


def test_engine_suite_under_micropython_with_a_small_heap(mpy_tree, tmp_path):
    """The suite on the firmware's .mpy (conftest's mpy_tree), as the board loads it. From
    source the port compiles each module as it is imported (engine.auction at every bid, as it
    is unloaded after), and the compiler's passing parse trees, not the engine, decided whether
    a 256 KB heap had a 3.5 KB block: the run passed or failed with the length of the clone's
    path. On .mpy the suite needs about 120 KB here (64-bit words); 256 KB leaves room for
    fragmentation and still fails an engine that holds much more. The script runs from a
    folder of its own, so its first path entry holds no source and the .mpy are found."""
    os.makedirs(str(tmp_path / 'host_tests'))
    shutil.copy(os.path.join(ROOT, 'host_tests', 'mp_engine_suite.py'), str(tmp_path / 'host_tests'))
    r = run([MICROPYTHON, '-X', 'heapsize=256k', 'host_tests/mp_engine_suite.py', '60'],
            cwd=str(tmp_path), env=dict(os.environ, MICROPYPATH=mpy_tree))
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
