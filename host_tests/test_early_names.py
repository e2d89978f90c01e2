"""The names a game's later code interns, interned as it starts (tools/build/early_names.py):
the firmware build writes ui/game/names.mpy, and on MicroPython loading it leaves the later
modules nothing to intern."""
import keyword
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools.build import early_names as E  # noqa: E402
from tools.build import firmware as F  # noqa: E402
from tools.memory import unix_port as U  # noqa: E402


@pytest.fixture(scope='module')
def tree(tmp_path_factory):
    out = str(tmp_path_factory.mktemp('fw') / 'mpy')
    F.build_for_micropython(out)
    return out


def module(path):
    """'ui/game/roll' -> 'ui.game.roll'."""
    return path.replace('/', '.')


def test_every_module_named_is_a_board_module():
    for m in E.MIDGAME + E.START:
        assert os.path.isfile(os.path.join(ROOT, m + '.py')), m
    assert not set(E.MIDGAME) & set(E.START)


def test_the_build_writes_the_later_modules_names_that_start_does_not_intern(tree):
    names = E.early(tree)
    spelled = set(E.names_in(os.path.join(tree, *E.NAMES.split('/'))))
    start, mid = set(), set()
    for m in E.START:
        start.update(E.names_in(os.path.join(tree, *(m + '.mpy').split('/'))))
    for m in E.MIDGAME:
        mid.update(E.names_in(os.path.join(tree, *(m + '.mpy').split('/'))))
    assert sorted(names) == sorted(mid - start) and len(names) > 50
    for q in names:
        if q.isidentifier() and not keyword.iskeyword(q):
            assert q in spelled, q      # interned as the module loads (the rest as it runs)


def new_names(where, first, then):
    """The names the modules then intern after first's (on the unix port), less each module's
    path: this port names a module's file by its path on the stage ('t/ui/game/roll.mpy'), a
    board by the name its .mpy holds (tools/build/firmware.py compile_mpy), which the names
    module interns."""
    body = ['import micropython']
    body += ['import ' + m for m in first]
    body += ['micropython.qstr_info(1)', 'print("--- then")']
    body += ['import ' + m for m in then]
    body += ['micropython.qstr_info(1)']
    with open(os.path.join(where, 'probe.py'), 'w') as f:
        f.write('\n'.join(body) + '\n')
    code, out = U.run(8 * 1024 * 1024, ['probe.py'], where, U.PATH)
    assert code == 0, out
    a, b = out.split('--- then\n')

    def names(part):
        return set(t.strip()[2:-1] for t in part.splitlines() if t.strip().startswith('Q('))
    return sorted(q for q in names(b) - names(a) if not q.startswith('t/'))


def test_after_the_names_module_the_later_modules_intern_nothing(tree, tmp_path):
    where = U.stage(str(tmp_path / 'stage'), tree)
    start = [module(m) for m in E.START]
    mid = [module(m) for m in E.MIDGAME]
    assert len(new_names(where, start, mid)) > 50, 'the later modules intern few names'
    assert new_names(where, start + ['ui.game.names'], mid) == []


START_SPY = r'''
import sys
sys.path.insert(0, ROOT)
seen = []


class Spy:      # asked only for a module not in sys.modules: one about to be imported
    def find_spec(self, name, path=None, target=None):
        seen.append(name)


sys.meta_path.insert(0, Spy())
from host.driver import Driver
from ui.device import buttons as K
from ui.main import main
d = Driver('pybadge', screen=False)
d.app = main(d.profile, SAVES, seed=5)


def chosen():
    return [t for t in d.text() if t.startswith('>')][0][1:].strip(' ^v')


for want in ('New game', 'Start the game'):
    for _ in range(40):
        if chosen().startswith(want):
            break
        d.press(K.DOWN)
    d.press(K.A)
assert d.app.game is not None
print('LOADED', ' '.join(seen))
'''


def test_every_start_module_is_loaded_before_a_game_starts(tmp_path):
    """START leaves its modules' names out of the names module: each must be loaded (its names
    interned) once a game has started. A new game from the title, through Setup, on CPython in
    a fresh interpreter, on a new drive (no save read): every module imported by then."""
    script = START_SPY.replace('ROOT', repr(ROOT)).replace('SAVES', repr(str(tmp_path)))
    r = subprocess.run([sys.executable, '-c', script], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    loaded = set(r.stdout.split('LOADED', 1)[1].split())
    missing = [m for m in E.START if module(m).replace('.__init__', '') not in loaded]
    assert missing == [], (missing, sorted(loaded))
