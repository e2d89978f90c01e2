# Memory guards on the MicroPython unix port (tools/flow_game.py, stand-ins for displayio in
# tools/standins/): start-up and a seeded all-CPU game through the real flow, with the menu,
# trade, build, holdings, deed and log screens opened and closed. Screens' modules must be
# released when popped, the board must never import the engine's test-only modules, and the
# game must keep fitting a fixed heap (a regression guard: make memory has the real figures).
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')
TEST_ONLY = ('engine.check', 'engine.notation', 'engine.autoplay')
SCREENS = ('ui.menu', 'ui.build', 'ui.trade', 'ui.holdings', 'ui.deed', 'ui.listing', 'ui.log',
           'ui.title')
# From source (compiled on the spot), 40 rounds needed 260 KB on the 64-bit unix port when
# this was written; 320 KB leaves a margin for small changes, not for importing everything.
HEAP = '320k'


def game(tmp_path, heap='4m', rounds=40):
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        (os.path.join(ROOT, 'tools', 'standins'), ROOT)))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=' + heap,
                        os.path.join(ROOT, 'tools', 'flow_game.py'), '7', str(rounds),
                        str(tmp_path) + os.sep, '0'],
                       capture_output=True, text=True, timeout=120, env=env, cwd=str(tmp_path))
    return r.returncode, r.stdout + r.stderr


@pytest.fixture(scope='module')
def played(tmp_path_factory):
    code, out = game(tmp_path_factory.mktemp('saves'))
    assert code == 0 and 'GAME' in out, out[-2000:]
    lines = dict(line.split(' ', 1) for line in out.splitlines() if ' ' in line)
    return out, lines['TITLE'].split(), lines['MODULES'].split()


def test_the_board_never_imports_test_only_engine_modules(played):
    _, title, end = played
    for m in TEST_ONLY:
        assert m not in title and m not in end, m


def test_popped_screens_modules_are_unloaded(played):
    out, _, end = played
    assert 'STAYED' not in out, out
    for m in SCREENS:
        assert m not in end, m


def test_a_seeded_game_fits_a_fixed_heap(tmp_path):
    code, out = game(tmp_path, HEAP)
    assert code == 0 and 'GAME' in out, out[-2000:]
