# The save code is on the heap only while it runs: ui.main.Drive (app.saves) imports ui.saves,
# and through it engine.save, for each autosave, load, check or settings read/write, and
# unloads both after it (sys.modules, their package's attribute, every reference), so a game
# does not hold their ~7 KB between turns. Checked here through the real flow on CPython and,
# for the modules a whole game leaves loaded, on the MicroPython unix port from .mpy.
import gc
import os
import subprocess
import sys

import pytest

from engine import codes as C
from engine.save import to_bytes
from test_ui_device import kind, pick, settle, start

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')
CODE = ('ui.saves', 'engine.save')


@pytest.fixture
def unloaded(monkeypatch):
    """Neither module loaded (other suites import them at the top: the test's own copies are
    put back afterwards), and a count of the copies alive now."""
    import engine
    import ui
    for name in CODE:
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.delattr(ui, 'saves', raising=False)
    monkeypatch.delattr(engine, 'save', raising=False)
    return copies()


def loaded():
    return [n for n in CODE if n in sys.modules]


def copies():
    """Live copies of the two modules' code, by one class or function of each."""
    gc.collect()
    n = [0, 0]
    for o in gc.get_objects():
        m = getattr(o, '__module__', None)
        if type(o) is type and m == 'ui.saves' and o.__name__ == 'Saves':
            n[0] += 1
        elif m == 'engine.save' and getattr(o, '__name__', '') == 'to_bytes' and callable(o):
            n[1] += 1
    return n


def cpu_game(d, seats=2, seed=3):
    """All-CPU seats through ui.start.play, as the setup screen starts them; every autosave
    is recorded: (game bytes, modules loaded right after it, its result)."""
    from engine.game import Game
    from ui.start import play
    f = play(d.app, Game(seats, seed=seed), b'\x01' * seats, saves=d.app.saves, seed=seed)
    f.speed = 0
    f.fast = True
    log = []
    real = f.autosave

    def autosave():
        real()
        log.append((to_bytes(d.app.game), loaded(), f.saved))
    f.autosave = autosave
    return f, log


def test_start_up_and_the_title_leave_the_save_code_unloaded(tmp_path, unloaded):
    d = start(tmp_path)
    assert kind(d.top()) == 'Title'
    assert loaded() == [] and copies() == unloaded
    assert d.app.saves.enabled and d.app.saves.problem is None
    assert 'ui.saves' not in d.app.known           # app.keep() at start-up did not pin it


def test_autosaves_unload_the_save_code_and_still_round_trip(tmp_path, unloaded):
    d = start(tmp_path)
    f, log = cpu_game(d)
    for _ in range(400):
        d.idle(1, 10)
        if len(log) >= 8:
            break
    assert len(log) >= 8, log
    for data, mods, saved in log:
        assert mods == [] and saved is True
    assert copies() == unloaded, 'a copy of the save code is still referenced'
    from ui.saves import Saves
    # The last autosave is the newest slot, read back by a fresh Saves, and the Drive's state
    # (sequence number, slot) follows the slots: the two alternate.
    s = d.app.saves
    t = Saves(s.root)
    assert to_bytes(t.load()) == log[-1][0] and t.damaged == []
    assert (t.seq, t.slot) == (s.seq, s.slot) and s.seq == len(log)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        'game-a.sav', 'game-b.sav', 'game-seats.txt', 'game-settings.txt']
    # Loaded by this test now (Saves.load imports engine.save): the Drive leaves them loaded.
    assert loaded() == list(CODE)
    assert to_bytes(s.load()) == log[-1][0] and loaded() == list(CODE)


def test_the_game_resumed_from_the_title_saves_on(tmp_path, unloaded):
    d = start(tmp_path)
    f, log = cpu_game(d, seats=3, seed=4)
    while len(log) < 3:
        d.idle(1, 10)
    want = log[-1][0]
    from ui.title import back
    back(d.app, d.app.saves)
    assert loaded() == [] and copies() == unloaded
    assert kind(d.top()) == 'Title' and to_bytes(d.top().saved) == want
    pick(d, 'Resume saved game')        # (its step also plays the first CPU move)
    assert d.game is not None and loaded() == []
    f = d.app.flow
    f.speed = 0
    f.fast = True
    seq = d.app.saves.seq
    for _ in range(400):
        d.idle(1, 10)
        if d.app.saves.seq >= seq + 2:
            break
    assert d.app.saves.seq >= seq + 2 and f.saved is True and loaded() == []
    assert copies() == unloaded


def test_the_settings_screen_releases_the_save_code(tmp_path, unloaded):
    d = start(tmp_path)
    pick(d, 'Settings')
    assert kind(d.top()) == 'SettingsScreen'
    from ui import buttons as K
    d.press(K.RIGHT, K.B)           # brightness up, back: written, to the title
    assert (tmp_path / 'game-settings.txt').read_text().startswith('brightness=9')
    assert kind(d.top()) == 'Title' and loaded() == []
    assert copies() == unloaded


def test_a_finished_game_clears_the_slots_with_the_code_unloaded(tmp_path, unloaded):
    d = start(tmp_path)
    f, log = cpu_game(d)
    while len(log) < 2:
        d.idle(1, 10)
    from engine.money import OVER_LIMIT
    d.app.game.finish_now(OVER_LIMIT)
    d.app.flow.after()
    settle(d)
    assert d.app.game.pending == C.OVER and kind(d.top()) == 'Ranking'
    assert not (tmp_path / 'game-a.sav').exists() and not (tmp_path / 'game-b.sav').exists()
    assert loaded() == [] and copies() == unloaded


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_a_whole_game_from_mpy_ends_without_the_save_code(tmp_path):
    """tools/flow_game.py on the unix port, from the firmware's .mpy: neither module is loaded
    at the title nor at the end of the game (after its autosaves every turn)."""
    sys.path.insert(0, os.path.join(ROOT, 'tools'))
    import firmware as F
    tree = str(tmp_path / 'tree')
    F.build(tree, log=lambda *a: None)
    for rel in F.tree(tree):
        if rel.endswith('.mpy'):
            with open(os.path.join(tree, rel), 'r+b') as f:
                f.write(b'M')
    saves = tmp_path / 'saves'
    saves.mkdir()
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        (os.path.join(ROOT, 'tools', 'standins'), tree)))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=4m',
                        os.path.join(ROOT, 'tools', 'flow_game.py'), '7', '12',
                        str(saves) + os.sep, '0'],
                       capture_output=True, text=True, timeout=120, env=env, cwd=str(tmp_path))
    out = r.stdout + r.stderr
    assert r.returncode == 0 and 'GAME' in out, out[-2000:]
    lines = dict(line.split(' ', 1) for line in out.splitlines() if ' ' in line)
    for name in CODE:
        assert name not in lines['TITLE'].split() and name not in lines['MODULES'].split()
    assert 'game-a.sav' in os.listdir(str(saves)), os.listdir(str(saves))
