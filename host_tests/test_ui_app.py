# ui/app.py's screen stack and its module ownership: a screen owns the ui modules imported
# since the last push and they unload when it is popped, except those a screen still shown,
# the next screen or a module kept for them uses (App.pop, ui.app.release): those pass on, never
# unloaded and imported again as a second copy.
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MODULES = {
    # state at module level: a second copy would start again from one
    'ui/t/t_shared.py': '''
        LOADS = []
        LOADS.append(1)
        def used():
            return 'shared %d' % len(LOADS)
    ''',
    'ui/t/t_mid.py': '''
        from ui.t.t_shared import used
        def mid():
            return 'mid ' + used()
    ''',
    'ui/t/t_a.py': '''
        from ui.t import t_shared
        from ui.t.t_mid import mid
        from ui.app import Screen
        class A(Screen):
            def text(self):
                return (t_shared.used(), mid())
    ''',
    'ui/t/t_b.py': '''
        from ui.t.t_mid import mid
        from ui.app import Screen
        class B(Screen):
            def text(self):
                return (mid(),)
    ''',
    'ui/t/t_c.py': '''
        from ui.app import Screen
        class C(Screen):
            pass
    ''',
    'ui/t/t_low.py': '''
        from ui.app import Screen
        shared = None
        class Low(Screen):
            def later(self):
                global shared
                from ui.t import t_shared as shared
    ''',
}
# In a package of their own (ui.t), as the game's screens are in ui's packages: a package
# module is never claimed (ui.app.claimable).
NAMES = tuple('ui.t.' + p[5:-3] for p in MODULES)


class Display:
    auto_refresh = True
    root_group = None

    def refresh(self):
        pass


class Profile:
    width, height = 160, 128
    display = Display()
    buttons = None


@pytest.fixture
def app(tmp_path):
    """An App with the test's screen modules importable as ui.t.t_*, none loaded yet."""
    import ui
    for p, src in MODULES.items():
        f = tmp_path / p
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(textwrap.dedent(src))
    ui.__path__.append(str(tmp_path / 'ui'))
    from ui.app import App
    a = App(Profile())
    yield a
    ui.__path__.remove(str(tmp_path / 'ui'))
    for n in NAMES + ('ui.t',):
        sys.modules.pop(n, None)
    if hasattr(ui, 't'):
        delattr(ui, 't')


def loaded():
    return tuple(n for n in NAMES if n in sys.modules)


def test_a_popped_screens_modules_unload(app):
    from ui.t.t_a import A
    app.push(A(app))
    assert set(app.top().owns) == {'ui.t.t_a', 'ui.t.t_mid', 'ui.t.t_shared'}
    assert app.top().text() == ('shared 1', 'mid shared 1')
    app.pop()
    assert loaded() == ()


def test_replace_keeps_what_the_next_screen_imported(app):
    from ui.t.t_a import A
    app.push(A(app))
    shared = sys.modules['ui.t.t_shared']
    mid = sys.modules['ui.t.t_mid']
    from ui.t.t_b import B        # uses ui.t.t_mid (A's), which uses ui.t.t_shared (A's)
    app.replace(B(app))
    assert 'ui.t.t_a' not in sys.modules
    assert sys.modules['ui.t.t_shared'] is shared and sys.modules['ui.t.t_mid'] is mid
    from ui.t import t_shared
    assert t_shared is shared and t_shared.LOADS == [1]
    assert app.top().text() == ('mid shared 1',)
    assert set(app.top().owns) == {'ui.t.t_b', 'ui.t.t_mid', 'ui.t.t_shared'}
    app.pop()                   # and they go with the screen that took them
    assert loaded() == ()


def test_pop_then_push_of_a_screen_made_before(app):
    # The flow's pattern: make the next prompt (its module already loaded, owned by the
    # prompt shown), close the shown one, push the new one.
    from ui.t.t_a import A
    app.push(A(app))
    a = sys.modules['ui.t.t_a']
    nxt = A(app)
    app.pop()
    assert sys.modules['ui.t.t_a'] is a
    app.push(nxt)
    assert set(nxt.owns) == {'ui.t.t_a', 'ui.t.t_mid', 'ui.t.t_shared'}
    from ui.t.t_a import A as again
    assert again is type(nxt)
    app.pop()
    assert loaded() == ()


def test_an_overlay_leaves_the_screen_under_it_its_modules(app):
    from ui.t.t_a import A
    app.push(A(app))
    from ui.t.t_c import C
    c = C(app)
    c.full = False
    app.push(c)
    assert c.owns == ('ui.t.t_c',)
    app.pop()
    assert set(loaded()) == {'ui.t.t_shared', 'ui.t.t_mid', 'ui.t.t_a'}
    assert app.top().text() == ('shared 1', 'mid shared 1')


def test_a_module_used_later_by_a_screen_below_passes_to_it(app):
    from ui.t.t_low import Low
    low = Low(app)
    app.push(low)
    from ui.t.t_c import C
    from ui.t import t_shared
    app.push(C(app))            # owns ui.t.t_c and ui.t.t_shared
    low.later()                 # the screen below binds ui.t.t_shared at module level
    app.pop()
    assert sys.modules['ui.t.t_shared'] is t_shared and 'ui.t.t_c' not in sys.modules
    assert 'ui.t.t_shared' in low.owns
    app.pop()
    assert loaded() == ()


def test_full_screens_show_in_turn_in_two_root_groups_made_once(app):
    """A full screen pushed or uncovered shows in the root group not on the display (a
    new root: one frame), and the one it leaves is emptied for the next: the same two
    groups all along, never one made mid-game."""
    from ui.t.t_a import A
    from ui.t.t_c import C
    made = (app.root, app.other)
    shown = []

    def check():
        assert app.display.root_group is app.root and len(app.other) == 0
        assert {id(app.root), id(app.other)} == {id(g) for g in made}
        assert [s.group for s in app.stack if s.group is not None][-len(app.root):] \
            == list(app.root)
        shown.append(app.root)
    app.push(A(app))
    check()
    c = C(app)
    c.full = False
    app.push(c)                 # an overlay goes over the full screen, in its root
    assert app.root is shown[-1] and app.root[-1] is c.group
    app.push(A(app))            # a full screen over both
    check()
    app.pop()                   # and they show again
    check()
    assert list(app.root) == [app.stack[0].group, c.group]
    app.pop()
    app.pop()
    assert shown[0] is not shown[1] and shown[1] is not shown[2] and shown[0] is shown[2]


FLOW = r'''
import sys
sys.path.insert(0, %r)
from host.driver import Driver
from engine.game import Game
from ui.game.start import play
d = Driver('pybadge', screen=False)
app = d.app
app.keep()
pop = app.pop
def checked():
    s = pop()
    name = type(s).__module__
    if name in sys.modules and sys.modules[name].__dict__.get(type(s).__name__) is not type(s):
        print('STALE', name)
    return s
app.pop = checked
f = play(app, Game(4, seed=5), b'\x01\x01\x01\x01', seed=5)
f.speed = 0
f.fast = True
for i in range(600):
    d.idle(1, 50)
    for s in app.stack:
        name = type(s).__module__
        m = sys.modules.get(name)
        if m is None or m.__dict__.get(type(s).__name__) is not type(s):
            print('STALE', name, type(s).__name__)
print('ROUND', app.game.round)
'''


def test_cpu_turns_load_each_prompt_module_once():
    """A real CPU game through the flow: every screen shown and popped runs the copy of its
    module that sys.modules holds (none kept alive after its module was unloaded)."""
    env = dict(os.environ, SDL_VIDEODRIVER='dummy')
    r = subprocess.run([sys.executable, '-c', FLOW % ROOT], capture_output=True, text=True,
                       timeout=300, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    assert 'STALE' not in r.stdout, r.stdout[-2000:]
    assert int(r.stdout.split('ROUND')[1]) > 2, r.stdout


def test_a_games_start_leaves_only_names_in_app_known():
    """ui.game.start.play makes App.known's table room for the modules a game loads later
    (numbers put in and taken out, so that it never grows mid-step): none of the numbers
    stays, and every module it knew stays known."""
    sys.path.insert(0, os.path.join(ROOT, 'host_tests'))
    from host.driver import Driver
    from positions import at
    from ui.game.start import play
    g = at({}, '1500@0,1500@0,1500@0', 'ta')
    d = Driver('pybadge', game=g, screen=False)
    before = set(d.app.known)
    play(d.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=3)
    assert all(isinstance(k, str) for k in d.app.known)
    assert before - {'ui.drive.settings', 'editions._catalog'} <= d.app.known
