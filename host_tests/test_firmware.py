"""The firmware tree (tools/build/firmware.py): contents, .mpy headers, nothing PC-only, pinned
library versions, the MicroPython unix port loading the unpatched twin of every .mpy, the
CircuitPython mpy-cross option, deploy, and boot.py's storage policy with faked hardware."""
import os
import runpy
import shutil
import subprocess
import sys
import types

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools.build import firmware as F  # noqa: E402

MICROPYTHON = os.path.join(ROOT, '.venv', 'bin', 'micropython')


@pytest.fixture(scope='module')
def built(tmp_path_factory):
    out = str(tmp_path_factory.mktemp('fw') / 'CIRCUITPY')
    files = F.build(out, log=lambda *a: None)
    return out, files


@pytest.fixture(scope='module')
def built_py(tmp_path_factory):
    out = str(tmp_path_factory.mktemp('fwpy') / 'CIRCUITPY')
    return out, F.build(out, py=True, log=lambda *a: None)


def board_modules():
    return sorted(rel for _, rel, _ in F.board_sources())


# -- contents ---------------------------------------------------------------------------------

def test_tree_has_entry_files_and_every_board_module(built):
    out, files = built
    assert 'code.py' in files and 'boot.py' in files and F.MANIFEST in files
    for rel in board_modules():
        assert rel[:-3] + '.mpy' in files, rel
    for name in F.ENTRY:
        assert open(os.path.join(out, name)).read() == open(os.path.join(ROOT, name)).read()
    assert sorted(files) == F.tree(out)


def test_nothing_pc_only(built):
    out, files = built
    for rel in files:
        top = rel.split(os.sep)[0]
        assert (top in F.PACKAGES + F.ASSETS + ('lib',)
                or rel in F.ENTRY + (F.MANIFEST, F.GUIDE)), rel
        assert top not in F.PC_ONLY and '__pycache__' not in rel and not rel.endswith('.pyc')
    compiled = [f for f in files if f.split(os.sep)[0] in F.PACKAGES + ('lib',)]
    assert all(f.endswith('.mpy') for f in compiled)


def test_font_strips_ship_as_they_are(built):
    # ui/widgets/draw.py reads them on 240-px screens and on builds without terminalio.
    out, files = built
    from ui.widgets.draw import FONTS
    for name, _w, _h in FONTS:
        rel = os.path.join('font', name + '.bmp')
        assert rel in files, rel
        assert open(os.path.join(out, rel), 'rb').read() == open(os.path.join(ROOT, rel), 'rb').read()
    assert os.path.join('font', 'OFL.txt') in files


def test_the_sentences_ship_as_they_are(built):
    # ui/text/words.py reads each event's sentence from text/events.txt when it is made.
    out, files = built
    rel = os.path.join('text', 'events.txt')
    assert rel in files
    assert open(os.path.join(out, rel), 'rb').read() == open(os.path.join(ROOT, rel), 'rb').read()


def test_mpy_headers_say_circuitpython(built):
    out, files = built
    mpys = [f for f in files if f.endswith('.mpy')]
    assert mpys
    for rel in mpys:
        head = open(os.path.join(out, rel), 'rb').read(4)
        assert head[:1] == b'C' and head[1] == 6, (rel, head)


def test_each_mpy_names_itself_as_its_source(built):
    """A traceback's file is the .mpy's own path, the name the board interns as the module's
    __file__ anyway: as 'ui/main.py' it was one more name per module, never freed (1 KB of
    a 143 KB heap). The source name is the first name of an .mpy v6 (after the 4-byte header,
    the counts of names and constants, each name as its length x 2 then its bytes)."""
    out, files = built
    for rel in (f for f in files if f.endswith('.mpy')):
        b = open(os.path.join(out, rel), 'rb').read()
        _, i = F.mpy_uint(b, 4)         # names
        _, i = F.mpy_uint(b, i)         # constants
        n, i = F.mpy_uint(b, i)
        assert not n & 1, rel           # not one of the firmware's own names
        assert b[i:i + (n >> 1)].decode() == rel.replace(os.sep, '/'), rel


def test_no_module_pins_the_heap_block_after_its_names(built, tmp_path):
    """Every .mpy has a constant: with none, the loader points its constants' table at the end
    of its names' table, the next heap block when the names fill whole blocks, and the collector
    keeps that block alive while the module is loaded (tools/build/firmware.py, NO_CONSTANT:
    engine.move kept a Setup screen and the Classic edition module, 12 KB, through a game).
    A module of no constants gets a None and still runs; one with constants is left as
    mpy-cross made it."""
    def constants(path):
        b = open(path, 'rb').read()
        _, i = F.mpy_uint(b, 4)
        return F.mpy_uint(b, i)[0]
    out, files = built
    for rel in (f for f in files if f.endswith('.mpy')):
        assert constants(os.path.join(out, rel)) >= 1, rel
    for name, text in (('plain', 'def f(a):\n    return a + 1\n'), ('kept', 'X = 1.5\n')):
        src = str(tmp_path / (name + '.py'))
        with open(src, 'w') as f:
            f.write(text)
        raw = str(tmp_path / (name + '.raw'))
        subprocess.run([F.DEFAULT_MPY_CROSS, F.MPY_OPT, '-o', raw, '-s', name + '.mpy', src],
                       check=True)
        dest = str(tmp_path / (name + '.mpy'))
        F.compile_mpy(src, dest, name + '.mpy', F.DEFAULT_MPY_CROSS, 'micropython')
        assert constants(dest) == 1, name
        if name == 'kept':
            assert open(dest, 'rb').read()[1:] == open(raw, 'rb').read()[1:]
        data = bytearray(open(dest, 'rb').read())
        data[0] = ord('M')          # MicroPython's header, to run it on the unix port
        with open(dest, 'wb') as f:
            f.write(data)
    if os.path.exists(MICROPYTHON):
        r = subprocess.run([MICROPYTHON, '-c', 'import sys\nsys.path.insert(0, %r)\n'
                            'import plain, kept\nprint(plain.f(41), kept.X)' % str(tmp_path)],
                           capture_output=True, text=True, timeout=60)
        assert r.stdout.split() == ['42', '1.5'], r.stdout + r.stderr


def test_lib_holds_only_what_the_game_imports(built):
    out, files = built
    lib = sorted(f for f in files if f.startswith('lib' + os.sep))
    assert os.path.join('lib', 'adafruit_ticks.mpy') in lib
    # Text is drawn on the built-in font: the text library is not shipped (ui/widgets/draw.py).
    assert not [f for f in lib if 'adafruit_display_text' in f], lib
    # Every module the board code names from a library is there...
    for src, rel, pkg in F.board_sources():
        for name in F.imports_of(src, pkg):
            p = F.module_file(name, F.LIBS)
            if p:
                want = os.path.join('lib', os.path.relpath(p, F.LIBS))[:-3] + '.mpy'
                assert want in lib, (rel, name)
    # ...and modules nothing imports stay out.
    reached, missing = F.library_closure(
        [(s, p) for s, _, p in F.board_sources()] + [(os.path.join(ROOT, e), '')
                                                     for e in F.ENTRY])
    assert lib == sorted(os.path.join('lib', r)[:-3] + '.mpy' for r in reached)
    assert not missing
    if not any('scrolling_label' in r for r in reached):
        assert not any('scrolling_label' in f for f in lib)


def test_py_build_ships_the_same_modules_as_source(built, built_py):
    # but the names module the .mpy build writes from its compiled modules
    # (tools/build/early_names.py); on the .py download each module's names are interned as
    # the board compiles it.
    from tools.build.early_names import NAMES
    out, files = built
    pout, pfiles = built_py
    assert NAMES.replace('/', os.sep) in files
    assert sorted(f[:-4] for f in files if f.endswith('.mpy') and
                  f != NAMES.replace('/', os.sep)) == \
        sorted(f[:-3] for f in pfiles if f.endswith('.py') and f not in F.ENTRY)
    assert 'format py' in open(os.path.join(pout, F.MANIFEST)).read()


# -- pinned libraries -------------------------------------------------------------------------

def test_board_libraries_are_pinned_and_installed_at_those_versions(built):
    out, files = built
    pins = F.pins()
    names = [F.normalise(n) for n, _ in pins]
    assert 'adafruit-circuitpython-ticks' in names
    got = F.installed_versions(F.LIBS)
    manifest = open(os.path.join(out, F.MANIFEST)).read()
    for name, version in pins:
        assert got[F.normalise(name)] == version, name
        assert '%s %s\n' % (name, version) in manifest


def test_firmware_txt_names_the_version_from_its_one_place(built, built_py):
    from ui import VERSION
    for out, fmt, target in ((built[0], 'mpy (micropython mpy-cross)', F.MPY_FOR),
                             (built_py[0], 'py', F.PY_FOR)):
        lines = open(os.path.join(out, F.MANIFEST)).read().split('\n')
        assert lines[:4] == ['game ' + VERSION, 'commit ' + F.git_version(), 'format ' + fmt,
                             'circuitpython ' + target], lines


def test_a_version_that_cannot_be_read_is_refused(tmp_path):
    (tmp_path / 'ui').mkdir()
    with pytest.raises(F.BuildError, match='cannot read'):
        F.game_version(str(tmp_path))
    (tmp_path / F.VERSION_FILE).write_text('VERSION = 1\n')
    with pytest.raises(F.BuildError, match="sets no VERSION = '...' string"):
        F.game_version(str(tmp_path))
    (tmp_path / F.VERSION_FILE).write_text("# the version\nVERSION = '2.3.4'\n")
    assert F.game_version(str(tmp_path)) == '2.3.4'


def test_unpinned_requirement_is_refused(tmp_path):
    p = tmp_path / 'req.txt'
    p.write_text('adafruit-circuitpython-ticks>=1.0\n')
    with pytest.raises(F.BuildError):
        F.pins(str(p))


def test_circup_list_and_sim_pins_agree():
    bundle = [line.strip() for line in open(os.path.join(ROOT, 'requirements.txt'))
              if line.strip() and not line.startswith('#')]
    pypi = [F.normalise(n) for n, _ in F.pins()]
    assert sorted('adafruit-circuitpython-' + b[len('adafruit_'):].replace('_', '-')
                  for b in bundle) == sorted(pypi)
    ui = os.path.join(ROOT, 'requirements-ui.txt')
    if os.path.exists(ui):
        ui_pins = dict((F.normalise(n), v) for n, v in F.pins(ui))
        for name, version in F.pins():
            if F.normalise(name) in ui_pins:
                assert ui_pins[F.normalise(name)] == version, name


# -- MicroPython unix port loads the unpatched twins ---------------------------------------------

STUB = "def __getattr__(name):\n    return type(name, (), {})\n"
DISPLAY_ONLY = ('displayio', 'terminalio', 'bitmaptools', 'fontio', 'vectorio', 'busdisplay')


def test_micropython_loads_every_unpatched_twin(built, tmp_path):
    if not os.path.exists(MICROPYTHON):
        pytest.skip('no MicroPython unix port in .venv')
    out, files = built
    twin = tmp_path / 'twin'
    shutil.copytree(out, str(twin))
    stubs = tmp_path / 'stubs'
    stubs.mkdir()
    for name in DISPLAY_ONLY:       # displayio and friends do not exist on the unix port
        (stubs / (name + '.py')).write_text(STUB)
    names = []
    for rel in files:
        if rel.endswith('.mpy'):
            p = twin / rel
            data = bytearray(p.read_bytes())
            data[0] = ord('M')
            p.write_bytes(bytes(data))
            mod = rel[:-4].replace(os.sep, '.')
            if mod.startswith('lib.'):
                mod = mod[4:]
            names.append(mod[:-9] if mod.endswith('.__init__') else mod)
    script = ('import sys\nsys.path[:0] = [%r, %r, %r]\n' % (str(twin), str(twin / 'lib'),
                                                            str(stubs)) +
              'import os\n'
              'for name in %r:\n'
              '    m = __import__(name)\n'
              '    for part in name.split(".")[1:]:\n'
              '        m = getattr(m, part)\n'
              '    f = m.__file__\n'
              '    assert f.endswith(".mpy"), f\n'
              'print("LOADED", len(%r))\n' % (names, names))
    r = subprocess.run([MICROPYTHON, '-c', script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and 'LOADED %d' % len(names) in r.stdout, r.stdout + r.stderr


def test_micropython_refuses_the_patched_files(built):
    if not os.path.exists(MICROPYTHON):
        pytest.skip('no MicroPython unix port in .venv')
    out, files = built
    r = subprocess.run([MICROPYTHON, '-c', 'import sys\nsys.path.insert(0, %r)\n'
                        'import engine.rng' % out], capture_output=True, text=True)
    assert r.returncode != 0 and 'incompatible .mpy' in r.stdout + r.stderr


# -- compilers and refusals ---------------------------------------------------------------------

def test_micropython_mpy_cross_given_as_circuitpythons_is_refused(tmp_path):
    with pytest.raises(F.BuildError, match='not CircuitPython'):
        F.build(str(tmp_path / 'o'), mpy_cross=F.DEFAULT_MPY_CROSS, log=lambda *a: None)


def test_circuitpython_mpy_cross_output_keeps_its_header(tmp_path):
    fake = tmp_path / 'cp-mpy-cross'
    fake.write_text('#!%s\n' % sys.executable +
                    'import subprocess, sys\n'
                    'if sys.argv[1:] == ["--version"]:\n'
                    '    print("CircuitPython 10.2.1 on 2026-01-01; mpy-cross emitting mpy v6")\n'
                    '    sys.exit(0)\n'
                    'r = subprocess.run([%r] + sys.argv[1:])\n'
                    'p = sys.argv[sys.argv.index("-o") + 1]\n'
                    'd = bytearray(open(p, "rb").read()); d[0] = 67\n'
                    'open(p, "wb").write(d)\n'
                    'sys.exit(r.returncode)\n' % F.DEFAULT_MPY_CROSS)
    fake.chmod(0o755)
    assert F.check_mpy_cross(str(fake)) == 'circuitpython'
    out = str(tmp_path / 'o')
    files = F.build(out, mpy_cross=str(fake), log=lambda *a: None)
    manifest = open(os.path.join(out, F.MANIFEST)).read()
    assert 'format mpy (circuitpython mpy-cross)' in manifest
    # made by 10.2's own compiler: for 10.2 (compilers of two minor versions can differ)
    assert 'circuitpython 10.2.x\n' in manifest, manifest
    for rel in files:
        if rel.endswith('.mpy'):
            assert open(os.path.join(out, rel), 'rb').read(1) == b'C'


def test_async_generators_are_refused(tmp_path):
    root = tmp_path / 'proj'
    for pkg in F.PACKAGES:
        (root / pkg).mkdir(parents=True)
        (root / pkg / '__init__.py').write_text('')
    (root / F.VERSION_FILE).write_text("VERSION = '0.1.0'\n")
    for e in F.ENTRY:
        (root / e).write_text('')
    (root / 'ui' / 'fine.py').write_text('async def f():\n    await g()\n'
                                         '    def h():\n        yield 1\n')
    assert F.async_generators(str(root / 'ui' / 'fine.py')) == []
    F.build(str(tmp_path / 'ok'), root=str(root), log=lambda *a: None)
    (root / 'ui' / 'bad.py').write_text('async def ticker():\n    yield 1\n')
    with pytest.raises(F.BuildError, match='async generator ticker'):
        F.build(str(tmp_path / 'o'), root=str(root), log=lambda *a: None)
    F.build(str(tmp_path / 'p'), py=True, root=str(root), log=lambda *a: None)


# -- deploy -----------------------------------------------------------------------------------

def drive(tmp_path):
    d = tmp_path / 'CIRCUITPY'
    d.mkdir()
    (d / 'boot_out.txt').write_text('Adafruit CircuitPython 10.0.0 on ...\n')
    return d


def test_deploy_copies_only_changes_and_keeps_user_files(built, tmp_path):
    out, files = built
    src = str(tmp_path / 'src')
    shutil.copytree(out, src)
    d = drive(tmp_path)
    (d / 'game-a.sav').write_bytes(b'saved game')
    (d / 'game-settings.txt').write_text('sound=1\n')
    (d / 'lib').mkdir()
    (d / 'lib' / 'neopixel.mpy').write_bytes(b'C\x06other library')
    (d / 'lib' / 'adafruit_ticks.py').write_text('# stale source twin')
    (d / 'engine').mkdir()
    (d / 'engine' / 'gone.mpy').write_bytes(b'C')
    (d / 'engine' / 'game.py').write_text('# stale twin shadowing game.mpy')
    log = lambda *a: None  # noqa: E731
    copied, removed = F.deploy(src, str(d), log=log)
    assert sorted(copied) == sorted(files)
    assert sorted(removed) == sorted([os.path.join('engine', 'gone.mpy'),
                                      os.path.join('engine', 'game.py'),
                                      os.path.join('lib', 'adafruit_ticks.py')])
    assert copied[-2:] == ['code.py', 'boot.py']
    assert (d / 'game-a.sav').read_bytes() == b'saved game'
    assert (d / 'game-settings.txt').exists() and (d / 'lib' / 'neopixel.mpy').exists()
    assert F.deploy(src, str(d), log=log) == ([], [])
    with open(os.path.join(src, 'engine', 'rng.mpy'), 'ab') as f:
        f.write(b'\0')
    assert F.deploy(src, str(d), log=log)[0] == [os.path.join('engine', 'rng.mpy')]


def test_deploy_refuses_a_folder_that_is_not_a_board(built, tmp_path):
    out, files = built
    with pytest.raises(F.BuildError, match='boot_out.txt'):
        F.deploy(out, str(tmp_path), log=lambda *a: None)
    with pytest.raises(F.BuildError, match='not a folder'):
        F.deploy(out, str(tmp_path / 'nowhere'), log=lambda *a: None)


def test_deploy_to_a_drive_the_game_holds(built, tmp_path, monkeypatch):
    out, files = built
    d = drive(tmp_path)

    def refuse(a, b):
        raise OSError(30, 'Read-only file system')
    monkeypatch.setattr(F.shutil, 'copyfile', refuse)
    with pytest.raises(F.BuildError, match='Hold B'):
        F.deploy(out, str(d), log=lambda *a: None)


# -- boot.py with faked CircuitPython modules ---------------------------------------------------

class FakeKeys:
    def __init__(self, held, fail=False):
        self.held = held
        self.fail = fail
        self.made = []

    def make(self, *a, **k):
        if self.fail:
            raise RuntimeError('pin in use')
        self.made.append(k)
        ev = types.SimpleNamespace(pressed=True, key_number=0) if self.held else None
        return types.SimpleNamespace(events=types.SimpleNamespace(get=lambda: ev),
                                     deinit=lambda: None)


def run_boot(monkeypatch, board_attrs, held=False, fail_keys=False, fail_remount=False):
    calls = []

    def remount(path, readonly=True, **k):
        if fail_remount:
            raise RuntimeError('Cannot remount "/" when visible via USB.')
        calls.append((path, readonly))
    keys = FakeKeys(held, fail_keys)
    mods = {
        'storage': types.SimpleNamespace(remount=remount),
        'board': types.SimpleNamespace(board_id=board_attrs.pop('board_id', 'x'), **board_attrs),
        'keypad': types.SimpleNamespace(ShiftRegisterKeys=keys.make, Keys=keys.make),
    }
    for name, m in mods.items():
        monkeypatch.setitem(sys.modules, name, m)
    runpy.run_path(os.path.join(ROOT, 'boot.py'))
    return calls, keys


PYBADGE = dict(board_id='pybadge', BUTTON_CLOCK=1, BUTTON_OUT=2, BUTTON_LATCH=3)


def test_boot_gives_the_game_the_drive(monkeypatch):
    calls, keys = run_boot(monkeypatch, dict(PYBADGE))
    assert calls == [('/', False)]
    assert keys.made and keys.made[0]['value_when_pressed'] is True


def test_boot_b_held_leaves_the_drive_to_the_computer(monkeypatch):
    assert run_boot(monkeypatch, dict(PYBADGE), held=True)[0] == []
    assert run_boot(monkeypatch, dict(board_id='clue', BUTTON_B=5), held=True)[0] == []
    assert run_boot(monkeypatch, dict(board_id='clue', BUTTON_B=5))[0] == [('/', False)]


def test_boot_never_locks_the_user_out(monkeypatch):
    assert run_boot(monkeypatch, dict(PYBADGE), fail_keys=True)[0] == []
    assert run_boot(monkeypatch, dict(board_id='mystery'))[0] == []     # no button known
    run_boot(monkeypatch, dict(PYBADGE), fail_remount=True)            # does not raise
