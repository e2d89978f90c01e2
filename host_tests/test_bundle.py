# The download (tools/build/bundle.py, `make bundle`): two zips of the CIRCUITPY drive's contents.
# Everywhere: their names, what they hold (every module the game imports, the library, the
# font and its licence, firmware.txt, the drive's guide; nothing PC-only), the same bytes from
# a second build, the guide against README's button table, the version against CHANGELOG.md
# and a release tag, the release workflow's order. With the PicoSystem firmware (skipped, saying
# why, without it, as test_emulated_board): each zip, unzipped onto a fresh FAT drive, boots
# real CircuitPython 10.2.1 with its own code.py and boot.py to the game's title, drawn as the
# simulator draws it, with no traceback: a zip that misses a file fails there.
import os
import re
import sys
import time
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
sys.path.insert(0, ROOT)

from tools.build import bundle as B  # noqa: E402
from tools.build import firmware as F  # noqa: E402
from ui import VERSION  # noqa: E402

KINDS = [k for k, _ in B.KINDS]
# CircuitPython's own modules the game may import (built into the firmware, never on the
# drive; espnow on the ESP32 builds only, for linked play). Anything else the game imports
# must be in the zip.
CORE = {'analogio', 'array', 'audiocore', 'audioio', 'audiopwmio', 'binascii', 'bitmaptools',
        'board', 'busdisplay', 'busio', 'digitalio', 'displayio', 'espnow', 'fontio', 'fourwire',
        'gc', 'keypad', 'math', 'microcontroller', 'micropython', 'os', 'pwmio', 'storage',
        'struct', 'supervisor', 'sys', 'terminalio', 'time', 'vectorio'}


@pytest.fixture(scope='module')
def bundles(tmp_path_factory):
    return B.make(str(tmp_path_factory.mktemp('bundle')), log=lambda *a: None)


def names(path):
    with zipfile.ZipFile(path) as z:
        return z.namelist()


def read(path, name):
    with zipfile.ZipFile(path) as z:
        return z.read(name)


def test_the_version_is_written_once_as_major_minor_patch():
    assert re.fullmatch(r'\d+\.\d+\.\d+', VERSION), VERSION
    assert F.game_version() == VERSION
    # Fits the end of the title's last row beside 'Diagnostics' on every profile
    # (test_ui_layout checks the drawing; this says why in one place).
    assert len(VERSION) <= 8


def test_names_say_the_version_and_the_circuitpython_versions(bundles):
    # One zip: the game as plain source ran out of memory in its first round (tools/build/bundle.py)
    assert sorted(bundles) == sorted(KINDS) == ['mpy']
    assert os.path.basename(bundles['mpy']) == \
        'pocket-property-%s-circuitpython-9.2.x-or-10.x-mpy.zip' % VERSION


@pytest.mark.parametrize('kind', KINDS)
def test_each_zip_holds_the_whole_drive_at_its_top(bundles, kind):
    got = set(names(bundles[kind]))
    ext = '.' + kind
    from ui.widgets.draw import FONTS
    want = {'code.py', 'boot.py', F.MANIFEST, F.GUIDE, 'font/OFL.txt', 'text/events.txt',
            'lib/adafruit_ticks' + ext}
    want |= {'font/%s.bmp' % name for name, _w, _h in FONTS}
    want |= {rel.replace(os.sep, '/')[:-3] + ext for _, rel, _ in F.board_sources()}
    assert want <= got, sorted(want - got)
    for name in F.ENTRY + ('font/OFL.txt', 'text/events.txt'):
        with open(os.path.join(ROOT, name), 'rb') as f:
            assert read(bundles[kind], name) == f.read(), name


@pytest.mark.parametrize('kind', KINDS)
def test_nothing_pc_only(bundles, kind):
    for name in names(bundles[kind]):
        top = name.split('/')[0]
        assert top in F.PACKAGES + F.ASSETS + ('lib',) or name in F.ENTRY + (F.MANIFEST,
                                                                            F.GUIDE), name
        assert not re.search(r'__pycache__|\.pyc$|\.dist-info|\.inlined|\.requirements|'
                             r'\.sav$|game-set|^micropython\.py$', name), name
        if top in F.PACKAGES + ('lib',):
            assert name.endswith('.' + kind), name


def module_in(got, name, ext):
    rel = name.replace('.', '/')
    return bool({rel + ext, rel + '/__init__' + ext, 'lib/' + rel + ext,
                 'lib/' + rel + '/__init__' + ext} & got)


@pytest.mark.parametrize('kind', KINDS)
def test_every_module_the_game_imports_is_in_the_zip_or_the_firmware(bundles, kind, tmp_path):
    # Every import in every shipped module (lazy and guarded ones too: they may run) names a
    # module of the zip or one of CircuitPython's own. The .py zip is read as shipped; the .mpy
    # zip through its modules' sources.
    got = set(names(bundles[kind]))
    ext = '.' + kind
    with zipfile.ZipFile(bundles[kind]) as z:
        z.extractall(str(tmp_path))
    files = [(os.path.join(str(tmp_path), e), '') for e in F.ENTRY]
    for name in sorted(got):
        if name.endswith(ext) and not name.startswith('lib/'):
            src = os.path.join(ROOT if kind == 'mpy' else str(tmp_path), name[:-len(ext)] + '.py')
            files.append((src, os.path.dirname(name).replace('/', '.')))
    missing = set()
    for path, package in files:
        for imported in F.imports_of(path, package):
            top = imported.split('.')[0]
            if top in CORE or module_in(got, imported, ext):
                continue
            # 'from ui import VERSION' names ui.VERSION, an attribute, not a module.
            parent = imported.rsplit('.', 1)[0]
            if '.' in imported and module_in(got, parent, ext):
                continue
            missing.add((os.path.relpath(path, ROOT if kind == 'mpy' else str(tmp_path)),
                         imported))
    assert not missing, sorted(missing)


@pytest.mark.parametrize('kind', KINDS)
def test_firmware_txt_names_the_version_the_format_and_circuitpython(bundles, kind):
    text = read(bundles[kind], F.MANIFEST).decode()
    assert text.startswith('game %s\ncommit ' % VERSION), text
    assert ('format mpy' if kind == 'mpy' else 'format py\n') in text, text
    assert 'circuitpython %s\n' % (F.MPY_FOR if kind == 'mpy' else F.PY_FOR) in text, text


def test_the_same_commit_gives_the_same_bytes(bundles, tmp_path):
    # Built again by make's command in another process, with another hash seed (a set or
    # dict iterated in the build would come out in another order).
    import subprocess
    env = dict(os.environ, PYTHONHASHSEED='1')
    env.pop('SOURCE_DATE_EPOCH', None)
    r = subprocess.run([sys.executable, os.path.join(ROOT, 'tools', 'build', 'bundle.py'), '--out',
                        str(tmp_path)], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    for kind in KINDS:
        again = os.path.join(str(tmp_path), os.path.basename(bundles[kind]))
        with open(bundles[kind], 'rb') as a, open(again, 'rb') as b:
            assert a.read() == b.read(), kind
    with zipfile.ZipFile(bundles['mpy']) as z:
        infos = z.infolist()
    assert [i.filename for i in infos] == sorted(i.filename for i in infos)
    when = B.source_date()
    assert {i.date_time for i in infos} == {time.gmtime(when - when % 2)[:6]}
    assert {(i.create_system, i.external_attr) for i in infos} == {(3, 0o100644 << 16)}


def test_an_entry_is_dated_by_source_date_epoch_when_set(monkeypatch):
    monkeypatch.setenv('SOURCE_DATE_EPOCH', '1700000000')
    assert B.source_date() == 1700000000
    monkeypatch.setenv('SOURCE_DATE_EPOCH', '0')        # before zip's first date
    assert B.source_date() == B.EARLIEST


def readme_buttons():
    """(board, button) rows of README's 'button to hold' table."""
    with open(os.path.join(ROOT, 'README.md')) as f:
        text = f.read()
    table = text.split('| board | button to hold |')[1].split('\n\n')[0]
    rows = []
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        rows.append((cells[0], re.sub(r'\*', '', cells[1])))
    return rows


@pytest.mark.parametrize('kind', KINDS)
def test_the_drives_guide(bundles, kind):
    raw = read(bundles[kind], F.GUIDE)
    assert b'\r\n' in raw and b'\n' not in raw.replace(b'\r\n', b''), 'CR LF line ends'
    text = raw.decode('ascii')
    assert '{' not in text and 'Pocket Property %s' % VERSION in text
    target = F.MPY_FOR if kind == 'mpy' else F.PY_FOR
    assert 'These files are for CircuitPython %s.' % target in text
    assert (F.NOTE_MPY if kind == 'mpy' else F.NOTE_PY).replace('\n', '\r\n') in text
    # the three steps, the button per board as README has it, the saves and updating
    for step in ('1. Put CircuitPython', '2. Copy everything', '3. Press reset'):
        assert step in text, step
    rows = readme_buttons()
    assert len(rows) >= 4, rows
    flat = ' '.join(text.split())           # the guide wraps its lines
    for board, button in rows:
        assert '%s: %s' % (board, button) in flat, (board, button)
    from ui.drive.saves import SLOTS, SETTINGS
    for name in SLOTS + SETTINGS:
        assert name in text, name
    assert 'Updating keeps them' in text
    # linked play: how to host and join, and which boards have it
    for words in ('Linked game, Host a game', 'Linked game, Join a game', 'Resume, Rejoin',
                  'CIRCUITPY_WIFI_SSID'):
        assert words in flat, words


def test_the_changelog_names_this_version_first_and_a_release_tag_must_agree(tmp_path):
    entries = B.changelog_entries()
    assert entries[0][0] == VERSION, [v for v, _ in entries]
    assert all(text.strip() for _, text in entries)
    assert B.check_tag('v' + VERSION) == VERSION
    assert B.notes(VERSION) == entries[0][1]
    with pytest.raises(F.BuildError, match='is not v'):
        B.check_tag(VERSION)                        # without the v
    with pytest.raises(F.BuildError, match='is not v'):
        B.check_tag('v99.0.0')
    stale = tmp_path / 'CHANGELOG.md'
    stale.write_text('# Changes\n\n## 0.9.0\n\nOlder.\n\n## %s\n\nThis one.\n' % VERSION)
    with pytest.raises(F.BuildError, match='newest entry is 0.9.0'):
        B.check_tag('v' + VERSION, path=str(stale))
    with pytest.raises(F.BuildError, match='no "## 1.2.3" entry'):
        B.notes('1.2.3', path=str(stale))


def test_the_release_workflow_tests_checks_the_tag_then_builds_and_attaches():
    with open(os.path.join(ROOT, '.github', 'workflows', 'release.yml')) as f:
        text = '\n'.join(line.split(' #')[0] for line in f if not line.lstrip().startswith('#'))
    assert re.search(r"tags:\s*\n\s*- 'v\*'", text), text
    order = [text.index(s) for s in ('--check-tag', '.ci/run', 'make bundle',
                                     'gh release', 'build/bundle/*.zip')]
    assert order == sorted(order), order
    assert 'contents: write' in text


# -- on real firmware ------------------------------------------------------------------------

from tools.emulator import board as EB  # noqa: E402

FIRMWARE = EB.firmware_path()
WHY = EB.problem(FIRMWARE)
# Emulated ms after reset by which the title must be up: code.py starts about 4 s in, the
# title follows 1.4 s later from .mpy and 3.0 s later from source (measured when written).
TITLE_BY = 30000


@pytest.fixture(scope='module')
def simulated_title():
    os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')
    from tools.emulator.play import Simulated
    s = Simulated()
    try:
        return s.frame()
    finally:
        s.close()


@pytest.mark.skipif(WHY is not None, reason='emulated board: %s' % WHY)
@pytest.mark.parametrize('kind', KINDS)
def test_each_zip_boots_real_circuitpython_to_the_title(bundles, kind, simulated_title,
                                                        tmp_path):
    from tools.emulator.play import difference
    tree = str(tmp_path / 'drive')
    with zipfile.ZipFile(bundles[kind]) as z:
        z.extractall(tree)
    with EB.Board(FIRMWARE, tree) as b:
        n = box = None
        sent = 0
        while b.ms < TITLE_BY:
            b.run(500)
            assert 'Traceback' not in b.console, b.console[-2000:]
            assert 'Code done running' not in b.console, b.console[-2000:]
            # Once code.py runs (the console's title bar says so) and the display was sent
            # nothing for 500 ms, the screen is what the game drew.
            if 'code.py' in b.console and b.bytes == sent:
                n, box = difference(b.frame(), simulated_title)
                if n == 0:
                    break
            sent = b.bytes
        assert n == 0, ('no title by %d ms' % TITLE_BY, n, box, b.console[-2000:])
        b.run(500)                              # and it stays up, nothing printed
        assert 'Traceback' not in b.console, b.console[-2000:]
