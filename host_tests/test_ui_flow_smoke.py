# The turn flow, headless: title -> setup -> a game of people and a CPU, played with buttons.
from engine import codes as C
from host.driver import Driver
from ui.device import buttons as K


def settle(d, n=400):
    """Idle until a person must press something (animations and CPU turns done), then as
    long as a person takes to see the screen (after a panel, ui.game.recap.guard ignores an A
    pressed at once)."""
    from ui.game.seats import CpuPrompt
    for _ in range(n):
        top = d.top()
        if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
        else:
            d.idle(1, 400)
            return top
    return d.top()


def test_title_setup_and_a_few_turns(tmp_path):
    from ui.main import main
    from ui.screens.setup import Setup
    d = Driver('pybadge', screen=False)
    app = main(d.profile, str(tmp_path), seed=5)
    d.app = app
    assert 'New game' in ' '.join(d.text())
    d.press(K.A)                       # New game (no save yet)
    assert isinstance(d.top(), Setup)
    d.press(K.UP, K.A)                 # Start the game with the defaults: 3 seats, one CPU
    g = d.game
    assert g.n == 3 and list(app.flow.cpu) == [0, 0, 1]
    for _ in range(40):
        settle(d)
        if g.pending == C.OVER:
            break
        d.press(K.A)
    # The seats are saved inside the game's slot: read back as they were set up.
    from ui.main import Drive
    s = Drive(str(tmp_path))
    assert s.load() is not None and s.seats[:3] == ('classic', bytearray(b'\x00\x00\x01'),
                                                     list(app.tokens))


def untell(monkeypatch):
    """The telling code (ui.game.news, ui.game.rare) not loaded, as on a board before a turn
    is told (the other suites load it): put back after the test."""
    import sys
    import ui.game
    for name in ('news', 'rare'):
        monkeypatch.delitem(sys.modules, 'ui.game.' + name, raising=False)
        monkeypatch.delattr(ui.game, name, raising=False)


def untold(tmp_path, monkeypatch):
    """A game of two people and a CPU started from the title with the telling code (ui.game.news,
    ui.game.rare) not loaded yet, as on a board: (driver, app)."""
    from ui.main import main
    untell(monkeypatch)
    d = Driver('pybadge', screen=False)
    app = main(d.profile, str(tmp_path), seed=5)
    d.app = app
    d.press(K.A)
    d.press(K.UP, K.A)                 # 3 seats, one CPU
    return d, app


def test_the_telling_code_loads_once_a_turn(tmp_path, monkeypatch):
    """The code that tells what happened (ui.game.news) is loaded at a turn's first
    events and unloaded at its end (Flow.rest): no prompt shown meanwhile takes it as its
    own, whose pop would unload it for the next answer to load again (on the board each
    import is a collection, 15-20 ms in a game)."""
    import sys
    d, app = untold(tmp_path, monkeypatch)
    g = d.game
    seen = 0
    for _ in range(60):
        top = settle(d)
        news = sys.modules.get('ui.game.news')
        if news is not None and type(top).__name__ == 'Prompt':
            # ui.game.decide's (an earlier test may have loaded another copy of ui.widgets.prompt):
            # a decision mid-turn (buy, auction...). The telling code is loaded, the app's.
            assert 'ui.game.news' not in top.owns and 'ui.game.news' in app.known
            turn = g.turn
            d.press(K.A)
            if g.turn == turn and g.pending != C.OVER:     # the same turn goes on
                assert sys.modules.get('ui.game.news') is news   # not loaded again
                seen += 1
            continue
        if g.pending == C.OVER:
            break
        d.press(K.A)
    assert seen, 'no decision mid-turn was met'
    app.flow.rest()
    assert 'ui.game.news' not in sys.modules and 'ui.game.news' not in app.known


def test_a_turns_save_runs_once_the_telling_code_is_gone(monkeypatch):
    """The autosave at a turn's end runs with ui.game.news let go, not held by the frame that
    called it (on a board the save's peak came on top of the telling code's 3 KB: a CLUE's
    heap ran out there)."""
    import gc
    import sys
    import weakref
    from engine.game import Game
    from ui.game.flow import Flow
    from ui.game.start import play
    untell(monkeypatch)
    refs = []
    rest = Flow.rest

    def rest_noting(f):
        m = sys.modules.get('ui.game.news')
        refs.append(weakref.ref(m) if m is not None else None)
        rest(f)

    class Saves:
        def __init__(self):
            self.alive = []

        def autosave(self, f):
            gc.collect()
            self.alive.append(refs[-1] is not None and refs[-1]() is not None)

    g = Game(3, seed=5)
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x01\x01\x01', tokens=(0, 1, 2), seed=5)
    f.speed = 0
    f.saves = saves = Saves()
    monkeypatch.setattr(Flow, 'rest', rest_noting)
    for _ in range(200):
        d.idle(1, 200)
        if len(saves.alive) >= 5:
            break
    assert len(saves.alive) >= 5 and not any(saves.alive), saves.alive


def test_a_big_moment_waiting_past_a_turns_end_holds_none_of_the_telling_code(tmp_path,
                                                                             monkeypatch):
    """A big moment told in one turn can wait in the flow's panels past its end, for the
    person who is to see it: it must not hold the telling code (ui.game.news), let go at the
    turn's end. An item that was an instance of a ui.game.news class held the whole module's
    code, 2.6 KB of a board's heap, in the middle of its largest free block at a CLUE's
    heap, and a second copy once the next turn imported it again."""
    import gc

    def telling():
        return [o for o in gc.get_objects()
                if callable(o) and getattr(o, '__module__', None) == 'ui.game.news']
    before = set(id(o) for o in telling())     # copies other tests hold (monkeypatch's)
    d, app = untold(tmp_path, monkeypatch)
    g = d.game
    f = app.flow
    real = f.saves.autosave
    waiting = []
    held = []

    def autosave(flow):
        if flow.telling is None and flow.panels:
            gc.collect()
            waiting.append(len(flow.panels))
            held.extend(o for o in telling() if id(o) not in before)
        return real(flow)
    f.saves.autosave = autosave
    for _ in range(150):
        settle(d)
        if g.pending == C.OVER or len(waiting) >= 3:
            break
        d.press(K.A)
    assert waiting, 'no panel waited past a turn\'s end'
    assert held == [], held


def test_the_log_and_the_recap_are_made_once(tmp_path):
    """The flow's log and recap are lists made with the game, with room for all they keep
    (ui.game.flow.room): through turns, hand-overs and a full log they are the same lists, never
    made again, and the recap keeps only what someone has still to see. (The room itself is
    MicroPython's: a CPython list shows none.)"""
    from ui.main import main
    d = Driver('pybadge', screen=False)
    app = main(d.profile, str(tmp_path), seed=5)
    d.app = app
    d.press(K.A)
    d.press(K.UP, K.A)                 # 3 seats, one CPU: the device passes between people
    f = app.flow
    log, recap = f.log, f.recap
    holders = set()
    for _ in range(60):
        settle(d)
        holders.add(f.holder)
        if d.game.pending == C.OVER:
            break
        d.press(K.A)
    assert f.log is log and f.recap is recap
    assert len(log) == 24 and len(holders) >= 2
    assert all(e[2] for e in recap)
