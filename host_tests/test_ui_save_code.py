# The save code is on the heap only while it runs: ui.main.Drive (app.saves) imports ui.drive.saves,
# and through it engine.save, for each autosave, load, check or settings read/write, and unloads
# them after it (sys.modules, their package's attribute, every reference), so a game does not hold
# their ~7 KB between turns. The reading halves (ui.drive.saves_read, engine.save_read) are imported
# only to check the drive, read a game or the settings: an autosave imports the writers alone.
# Checked here through the real flow on CPython and, for the modules a whole game leaves loaded and
# those an autosave imports, on the MicroPython unix port from .mpy.
import gc
import os
import subprocess
import sys

import pytest

from engine import codes as C
from engine.save import to_bytes
from ui.drive.saves import SETTINGS, SLOTS
from test_ui_device import kind, pick, settle, start
from ui.device import buttons as K

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')
CODE = ('ui.drive.saves', 'engine.save', 'ui.drive.saves_read', 'engine.save_read', 'engine.check',
        'ui.drive.slots', 'ui.drive.settings_spec')
READ = CODE[:5]         # what reading a save imports (ui.drive.slots: the drive's check at start-up)
WRITERS = ['engine.save', 'ui.drive.saves']
# One class or function of each module, to count its live copies.
MARKS = (('ui.drive.saves', 'save'), ('engine.save', 'to_bytes'), ('ui.drive.saves_read', 'load'),
         ('engine.save_read', '_Reader'), ('engine.check', 'invariants'),
         ('ui.drive.slots', 'setup'))


@pytest.fixture
def unloaded(monkeypatch):
    """None of the modules loaded (other suites import them at the top: the test's own copies
    are put back afterwards), and a count of the copies alive now."""
    for name in CODE:
        monkeypatch.delitem(sys.modules, name, raising=False)
        pkg, _, attr = name.rpartition('.')
        __import__(pkg)
        monkeypatch.delattr(sys.modules[pkg], attr, raising=False)
    return copies()


def loaded():
    return [n for n in CODE if n in sys.modules]


def copies():
    """Live copies of the modules' code, by one class or function of each (MARKS)."""
    gc.collect()
    n = [0] * len(MARKS)
    for o in gc.get_objects():
        if not callable(o):
            continue
        m = getattr(o, '__module__', None)
        name = getattr(o, '__name__', None)
        for i, mark in enumerate(MARKS):
            if (m, name) == mark:
                n[i] += 1
    return n


@pytest.fixture
def calls(monkeypatch):
    """Every ui.main.Drive.call from now on, as (method, the modules it imported): the modules
    new in sys.modules when the call starts to unload them (engine.forget, after the ui.drive.saves
    function has run), sorted; None when it unloaded nothing (all were loaded before)."""
    import engine
    import ui.main
    real_call = ui.main.Drive.call
    real_unload = engine.forget
    log = []
    at = []         # sys.modules when the current call began, and what its unload saw

    def call(self, name, *args):
        at[:] = [set(sys.modules), None]
        try:
            return real_call(self, name, *args)
        finally:
            log.append((name, at[1]))
            at[:] = []

    def unload(name):
        if at and at[1] is None:
            at[1] = sorted(set(sys.modules) - at[0])
        real_unload(name)
    monkeypatch.setattr(ui.main.Drive, 'call', call)
    monkeypatch.setattr(engine, 'forget', unload)
    return log


def cpu_game(d, seats=2, seed=3):
    """All-CPU seats through ui.game.start.play, as the setup screen starts them; every autosave
    is recorded: (game bytes, modules loaded right after it, its result)."""
    from engine.game import Game
    from ui.game.start import play
    f = play(d.app, Game(seats, seed=seed), b'\x01' * seats, saves=d.app.saves, seed=seed)
    f.speed = 0
    f.fast = True
    log = []
    real = d.app.saves.autosave

    def autosave(flow):
        real(flow)
        log.append((to_bytes(d.app.game), loaded(), f.saved))
    d.app.saves.autosave = autosave
    return f, log


def test_start_up_and_the_title_leave_the_save_code_unloaded(tmp_path, unloaded, calls):
    d = start(tmp_path)
    assert kind(d.top()) == 'Title'
    assert loaded() == [] and copies() == unloaded
    # The drive checked, the settings and (no save yet: no engine code) the slots read, the
    # save code held loaded from one call to the next and let go once the title is up.
    assert calls == [('check', None), ('load_settings', None), ('load', None)], calls
    assert d.app.saves.enabled and d.app.saves.problem is None
    for name in CODE:
        assert name not in d.app.known              # app.keep() at start-up did not pin it


def test_autosaves_unload_the_save_code_and_still_round_trip(tmp_path, unloaded, calls):
    d = start(tmp_path)
    del calls[:]
    f, log = cpu_game(d)
    for _ in range(400):
        d.idle(1, 10)
        if len(log) >= 8:
            break
    assert len(log) >= 8, log
    for _data, mods, saved in log:
        assert mods == [] and saved is True
    assert copies() == unloaded, 'a copy of the save code is still referenced'
    # Each autosave imported the writers alone, never a reader, and unloaded them.
    assert calls == [('autosave', WRITERS)] * len(log), calls
    from ui.drive import saves_read as SR
    from ui.main import Drive
    # The last autosave is the newest slot, read back into a fresh state by ui.drive.saves_read
    # itself (as a Drive's call runs it, without the unloading), and the Drive's state (sequence
    # number, slot) follows the slots: the two alternate.
    s = d.app.saves
    t = Drive(s.root)
    assert to_bytes(SR.load(t)) == log[-1][0] and t.damaged == []
    assert (t.seq, t.slot) == (s.seq, s.slot) and s.seq == len(log)
    # Every file the game wrote is a checked slot (the seats are inside the game's), made at
    # start-up with the 4 KB pad before them (ui/drive/slots.py).
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob('*')
                  if p.is_file()) == sorted(SLOTS + SETTINGS + ('saves/pad',))
    # Loaded by this test now (ui.drive.saves_read imports the writer, engine.save_read imports
    # engine.save): the Drive leaves them loaded.
    assert loaded() == list(READ)
    assert to_bytes(s.load()) == log[-1][0] and loaded() == list(READ)
    assert calls[-1] == ('load', None)


def test_the_game_resumed_from_the_title_saves_on(tmp_path, unloaded, calls):
    d = start(tmp_path)
    f, log = cpu_game(d, seats=3, seed=4)
    while len(log) < 3:
        d.idle(1, 10)
    want = log[-1][0]
    from ui.screens.title import back
    del calls[:]
    back(d.app, d.app.saves)
    assert loaded() == [] and copies() == unloaded
    # A save read: every reader and writer, and engine.rules when the game it makes needs it
    # again (ui.game.start.play unloaded it once the game before was made).
    assert calls in ([('load', sorted(READ))], [('load', sorted(READ + ('engine.rules',)))]), calls
    del calls[:]
    assert kind(d.top()) == 'Title' and to_bytes(d.top().saved) == want
    pick(d, 'Resume: round')        # (its step also plays the first CPU move)
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
    saves = [c for c in calls if c[0] == 'autosave']
    assert len(saves) >= 2 and saves == [('autosave', WRITERS)] * len(saves), calls


def test_the_settings_screen_releases_the_save_code(tmp_path, unloaded, calls):
    d = start(tmp_path)
    pick(d, 'Settings')
    assert kind(d.top()) == 'SettingsScreen'
    from ui.device import buttons as K
    del calls[:]
    d.press(K.RIGHT, K.B)           # brightness up, back: written, to the title
    assert (tmp_path / SETTINGS[0]).read_text().startswith('brightness=9')
    assert kind(d.top()) == 'Title' and loaded() == []
    assert copies() == unloaded
    # The settings written (once the title shows, the screen's own modules let go): the reader that
    # writes them, ui.drive.saves_read, with the writer's checks and the files' names
    # (ui.drive.saves), the settings' spec (ui.drive.settings_spec, let go with the screen before
    # the call) and engine.save (its CRC checks the slot).
    assert calls == [('save_settings', ['engine.save', 'ui.drive.saves', 'ui.drive.saves_read',
                                        'ui.drive.settings_spec'])], calls


def test_a_game_started_from_setup_remembers_its_seats_and_lets_the_code_go(tmp_path, unloaded,
                                                                          calls):
    # Setup writes the seats into the settings once the board shows: the reader that writes
    # them brings the settings' spec (ui.drive.settings_spec), and both go with the call. A game
    # that kept them (the spec once lived in ui.drive.settings, which stays loaded) ran out of
    # memory at a CLUE's heap.
    d = start(tmp_path)
    pick(d, 'New game')
    assert kind(d.top()) == 'Setup'
    del calls[:]
    pick(d, 'Start the game', limit=60)
    for _ in range(20):
        d.idle(1, 10)
        if calls:
            break
    assert [c[0] for c in calls] == ['save_settings'], calls
    assert 'ui.drive.settings_spec' in calls[0][1] and 'ui.drive.saves_read' in calls[0][1], calls
    assert loaded() == [] and copies() == unloaded
    assert any(b'seats=' in (tmp_path / n).read_bytes() for n in SETTINGS)


def test_settings_left_unchanged_write_nothing(tmp_path, unloaded, calls):
    # A look at Settings, on a drive with no settings yet and on one with them: B writes
    # nothing (no flash write, no save code loaded); a change is written (the test above).
    from ui.device import buttons as K
    d = start(tmp_path)
    for _ in range(2):
        pick(d, 'Settings')
        del calls[:]
        d.press(K.B)
        assert kind(d.top()) == 'Title' and calls == [], calls
        pick(d, 'Settings')
        d.press(K.RIGHT, K.B)       # a change: written
        assert [c[0] for c in calls] == ['save_settings'], calls


def test_a_finished_game_clears_the_slots_with_the_code_unloaded(tmp_path, unloaded, calls):
    d = start(tmp_path)
    f, log = cpu_game(d)
    while len(log) < 2:
        d.idle(1, 10)
    del calls[:]
    from engine.codes import OVER_LIMIT
    d.app.game.finish_now(OVER_LIMIT)
    d.app.flow.after()
    settle(d)
    assert d.app.game.pending == C.OVER and kind(d.top()) == 'Ranking'
    assert loaded() == [] and copies() == unloaded
    # The end is a save of no game, over the older slot (no file removed: ui/drive/slots.py).
    assert ('autosave', WRITERS) in calls and not [c for c in calls if c[0] != 'autosave'], calls
    from ui.main import Drive
    assert Drive(str(tmp_path)).load() is None


def test_the_title_after_a_game_reads_the_saves_with_the_game_let_go(tmp_path, unloaded, calls):
    # The title a finished game goes back to reads the slots into the heap the game leaves:
    # a game kept through it held its state where a long session's heap has least room.
    import weakref
    from engine.codes import OVER_LIMIT
    d = start(tmp_path)
    f, log = cpu_game(d)
    from ui.screens.title import back
    f.quit = lambda: back(d.app, d.app.saves)      # as Setup starts a game
    while len(log) < 2:
        d.idle(1, 10)
    game = weakref.ref(d.app.game)
    d.app.game.finish_now(OVER_LIMIT)
    d.app.flow.after()
    settle(d)
    assert kind(d.top()) == 'Ranking'
    del f
    seen = []
    real = d.app.saves.load

    def load():
        gc.collect()
        seen.append((d.app.game, d.app.flow, game()))
        return real()
    d.app.saves.load = load
    d.press(K.A)
    settle(d)
    assert kind(d.top()) == 'Title' and seen == [(None, None, None)], seen


# On the unix port from .mpy: what each Drive call imported, seen by engine.forget as the call
# starts to unload (as the calls fixture does), and what is loaded after it.
MP_CALLS = r'''
import sys
import engine
from ui.main import Drive
from engine.game import Game
from engine.autoplay import AutoPlayer
CODE = ('ui.drive.saves', 'engine.save', 'ui.drive.saves_read', 'engine.save_read', 'engine.check',
        'ui.drive.slots')
real = engine.forget
before = []
seen = []


def unload(name):
    if not seen:
        seen.append(sorted([n for n in sys.modules if n not in before]))
    real(name)


def run(what, *args):
    before[:] = list(sys.modules)
    del seen[:]
    r = getattr(d, what)(*args)
    print(what.upper(), r is not None and r is not False, ' '.join(seen[0] if seen else ['-']),
          '|', ' '.join([n for n in CODE if n in sys.modules]))


engine.forget = unload
d = Drive(DIR)
g = Game(3, seed=4)
bot = AutoPlayer(4)
run('check')
for _ in range(3):
    for _ in range(40):
        bot.step(g)
    run('save', g)
run('load')
'''


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_a_whole_game_from_mpy_ends_without_the_save_code(tmp_path, mpy_tree):
    """tools/memory/flow_game.py on the unix port, from the firmware's .mpy: none of the modules is
    loaded at the title nor at the end of the game (after its autosaves every turn); and a
    Drive's autosave imports only the writers, its check and load the readers too (the first
    call the package ui.drive too, which stays: ui.app.claimable)."""
    tree = mpy_tree
    saves = tmp_path / 'saves'
    saves.mkdir()
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        (os.path.join(ROOT, 'tools', 'memory', 'standins'), tree)))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=4m',
                        os.path.join(ROOT, 'tools', 'memory', 'flow_game.py'), '7', '12',
                        str(saves) + os.sep, '0'],
                       capture_output=True, text=True, timeout=120, env=env, cwd=str(tmp_path))
    out = r.stdout + r.stderr
    assert r.returncode == 0 and 'GAME' in out, out[-2000:]
    lines = dict(line.split(' ', 1) for line in out.splitlines() if ' ' in line)
    for name in CODE:
        assert name not in lines['TITLE'].split() and name not in lines['MODULES'].split()
    assert (saves / SLOTS[0]).is_file(), os.listdir(str(saves))
    drive = tmp_path / 'drive'
    drive.mkdir()
    code = 'DIR = %r\n' % (str(drive) + os.sep) + MP_CALLS
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=4m', '-c', code], capture_output=True,
                       text=True, timeout=120, env=env, cwd=str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.splitlines() == [
        'CHECK True ui.drive ui.drive.saves ui.drive.slots | ',   # the package stays
        'SAVE True engine.save ui.drive.saves | ',
        'SAVE True engine.save ui.drive.saves | ',
        'SAVE True engine.save ui.drive.saves | ',
        'LOAD True engine.check engine.save engine.save_read ui.drive.saves ui.drive.saves_read | '
    ], r.stdout


def test_the_save_code_works_on_the_drives_own_state(tmp_path, monkeypatch):
    # A call runs ui.drive.saves's function on the Drive itself: whatever the save code sets on its
    # state stays, a new attribute too (a list of names to copy would drop it silently).
    import ui.drive.saves
    from ui.main import Drive

    def mark(s, value):
        s.marked = value
        s.seq = 7
        return s
    monkeypatch.setattr(ui.drive.saves, 'mark', mark, raising=False)
    d = Drive(str(tmp_path))
    assert d.call('mark', 'kept') is d
    assert d.marked == 'kept' and d.seq == 7
