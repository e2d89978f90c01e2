# The game in a web page (tools/web/site.py, web/): built, served on localhost and played in a real
# headless Chromium (tools/web/browser.mjs; `make test` installs it from npm into .venv/web-npm),
# its screen compared pixel for pixel with the simulator's after the same presses: the title,
# a new game of a person and two CPUs set up and played by keys and by taps on the on-screen
# buttons, and the same position resumed after the page is loaded again.
import base64
import importlib.util
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools.web import site as web  # noqa: E402
from ui.device import buttons as K  # noqa: E402

A, B, UP, DOWN, RIGHT = K.A, K.B, K.UP, K.DOWN, K.RIGHT
SEED = 5


def page_module():
    """web/py/page.py as a module of the simulator's: its profile() makes the simulator's
    profile as the page makes its own (its displayio and vectorio are then Blinka's)."""
    spec = importlib.util.spec_from_file_location(
        'web_page', os.path.join(ROOT, 'web', 'py', 'page.py'))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


@pytest.fixture(scope='module')
def site(tmp_path_factory):
    """The page built into a temporary folder and served on a free port: its URL."""
    assert os.path.isdir(os.path.join(web.WEB_NPM, 'node_modules', '@sparticuz', 'chromium')), \
        'no browser in .venv/web-npm: `make test` installs it (npm: @sparticuz/chromium)'
    out = str(tmp_path_factory.mktemp('web'))
    web.build(out, log=lambda *a: None)
    with web.served(out) as url:
        yield url


def drive_page(url, steps, touch=False, **more):
    """Run steps (tools/web/browser.mjs; more: its script's "before" and "storage") in
    Chromium: its output, each shot's pixels as RGB triples."""
    got = web.drive(url, dict(more, steps=steps, touch=touch))
    for shot in got['shots'].values():
        raw = base64.b64decode(shot['rgba'])
        shot['rgb'] = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 4)]
    return got


class Sim:
    """The simulator (host/) at a screen of the page's, its profile made as the page makes it
    (web/py/page.py: the screen's size and ring, a PyBadge's eight buttons and their names),
    driven by the same steps."""

    def __init__(self, root, board):
        self.root = root
        self.board = board
        self.start()

    def start(self):
        from host import profile as HP
        from host.display import HostDisplay
        from host.keys import Script
        from ui.main import main
        HP.headless_env()
        self.prof = page_module().profile(self.board, lambda w, h: HostDisplay(w, h, 1),
                                          Script())
        self.app = main(self.prof, self.root, seed=SEED)
        self.app.refresh()

    def run(self, steps):
        shots = {}
        for s in steps:
            if 'key' in s:
                self.prof.buttons.push(s['key'])
            elif 'tap' in s:
                self.prof.buttons.push(getattr(K, s['tap']))
            elif 'step' in s:
                self.app.step(s['step'])
            elif 'shot' in s:
                surf = self.prof.display.surface()
                w, h = surf.get_size()
                shots[s['shot']] = [tuple(surf.get_at((x, y)))[:3]
                                    for y in range(h) for x in range(w)]
            elif 'reload' in s:
                self.start()
        return shots


def differ(a, b):
    """How many pixels differ, and the first (index, sim, page)."""
    bad = [i for i in range(min(len(a), len(b))) if a[i] != b[i]]
    return len(bad) + abs(len(a) - len(b)), [(i, a[i], b[i]) for i in bad[:3]]


@pytest.mark.parametrize('board', ('pybadge', 'clue', 'tablet'))
def test_the_page_plays_as_the_simulator_and_resumes_after_a_reload(site, tmp_path, board):
    steps = web.Steps().shot('title').press(A).shot('setup')
    # Seat 2 a CPU (Easy): one person and two CPUs, then Start the game.
    steps.press(*([DOWN] * 10 + [RIGHT] + [DOWN] * 6 + [A])).shot('who starts')
    # (An A just after a panel closes is guarded: the person's next A waits a moment.)
    steps.press(A).idle(5).shot('roll')
    # The person's roll by a tap on the on-screen A, then on by keys and taps as time passes.
    steps.tap('A').idle(30).shot('after the roll')
    steps.press(DOWN, A).idle(30)
    for b in ('DOWN', 'A', 'B', 'A'):
        steps.tap(b).idle(20)
    steps.shot('played on')
    # Loaded again: the title offers the saved game; A resumes it.
    steps.append({'reload': True})
    steps.shot('title again').press(A).idle(3).shot('resumed')
    page = drive_page(site + '?seed=%d&clock=manual&board=%s' % (SEED, board), steps, touch=True)
    assert page['errors'] == [], page['errors']
    sim = Sim(str(tmp_path) + '/', board).run(steps)
    for name in sim:
        assert name in page['shots'], (name, list(page['shots']))
        n, first = differ(sim[name], page['shots'][name]['rgb'])
        assert n == 0, '%s: %d pixels differ from the simulator, first %s' % (name, n, first)
    # The reload did bring the game back: the title after it is not the first one.
    assert sim['after the roll'] != sim['roll'] and sim['played on'] != sim['after the roll']
    assert sim['title again'] != sim['title'] and sim['resumed'] != sim['title again']


TEXT = {'eval': 'window.game.text()', 'as': 'text'}


def test_a_browser_without_webassembly_is_told_so(site):
    got = drive_page(site, [], before='delete window.WebAssembly;')
    assert got['status'] == 'This browser cannot run the game: it has no WebAssembly.', got


def test_storage_refused_plays_on_a_read_only_drive_and_says_so(site):
    refuse = ("Object.defineProperty(window, 'localStorage', {get() {"
              " throw new DOMException('denied', 'SecurityError'); }});")
    got = drive_page(site + '?clock=manual&board=pybadge', [{'step': 10}, TEXT], before=refuse)
    assert got['errors'] == [], got['errors']
    assert 'gives this page no storage' in got['status'], got['status']
    assert 'Saving off: drive is\nread-only' in got['text'] and '>New game' in got['text'], got


def test_full_storage_is_said_as_a_full_drive(site):
    full = ("const real = Storage.prototype.setItem;"
            " Storage.prototype.setItem = function (k, v) {"
            " if (k.startsWith('handheld-drive:'))"
            " throw new DOMException('full', 'QuotaExceededError');"
            " return real.call(this, k, v); };")
    got = drive_page(site + '?clock=manual&board=pybadge', [{'step': 10}, TEXT], before=full)
    assert got['errors'] == [], got['errors']
    assert 'Saving off: drive is full' in got['text'], got['text']


def test_damaged_entries_are_reported_and_others_left_alone(site):
    storage = {'handheld-drive:/saves/game-a/slot.sav': '!!not base64!!', 'other-app': 'theirs',
               'handheld-drive:/elsewhere.txt': 'aGVsbG8='}
    got = drive_page(site + '?clock=manual&board=pybadge',
                     [{'step': 10}, TEXT, {'eval': "localStorage.getItem('other-app')",
                                           'as': 'other'}], storage=storage)
    assert got['errors'] == [], got['errors']
    assert got['status'] == ('Ignored damaged storage entries: /saves/game-a/slot.sav. Ignored '
                             "storage entries that are not the game's: /elsewhere.txt."), got
    assert '>New game' in got['text'] and got['other'] == 'theirs', got


def test_once_loaded_the_page_plays_offline(site):
    got = drive_page(site + '?clock=manual&board=pybadge',
                     [{'step': 10}, {'offline': True}, {'reload': True}, {'step': 20}, TEXT])
    assert got['errors'] == [], got['errors']
    assert '>New game' in got['text'], got['text']


def test_a_finger_held_on_a_button_is_a_hold(site):
    """On the setup screen's long list, DOWN held by a finger for 0.9 s moves on by itself
    (ui.device.buttons: the first move at once, repeats after 0.4 s, every 0.11 s), where a tap
    moves one row."""
    steps = [{'step': 10}, {'tap': 'A'}, {'step': 20}, TEXT,
             {'tap': 'DOWN'}, {'step': 30}, dict(TEXT, **{'as': 'tapped'}),
             {'hold': 'DOWN', 'ms': 900, 'at': 40}, dict(TEXT, **{'as': 'held'})]
    got = drive_page(site + '?clock=manual&board=pybadge', steps, touch=True)
    assert got['errors'] == [], got['errors']

    def row(text):
        rows = text.split('\n')
        return [i for i, r in enumerate(rows) if r.startswith('>')][0], rows

    first, rows = row(got['text'])
    assert rows[0] == 'New game', rows
    tapped = row(got['tapped'])[0]
    held = row(got['held'])[0]
    assert tapped == first + 1, (first, tapped)
    assert held >= tapped + 3, (tapped, held, got['held'])
