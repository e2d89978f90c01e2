# Setup: each CPU seat's level and personality reach the game's CPU players and survive a
# save and a resume; a seat keeps its token when it changes between person and CPU.
from engine import cpu as CPU
from host.driver import Driver
from ui import buttons as K


def selected(d):
    return [t for t in d.text() if t.startswith('>')][0][1:].rstrip(' ^v').lstrip()


def to(d, prefix):
    for _ in range(40):
        if selected(d).startswith(prefix):
            return
        d.press(K.DOWN)
    raise AssertionError('no row {!r}: {}'.format(prefix, d.text()))


def new_game(tmp_path):
    from ui.main import main
    from ui.setup import Setup
    d = Driver('pybadge', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    to(d, 'New game')
    d.press(K.A)
    assert isinstance(d.top(), Setup)
    return d


def test_a_seat_keeps_its_token_between_person_and_cpu(tmp_path):
    d = new_game(tmp_path)
    s = d.top()
    to(d, '2 Top Hat: Person')
    d.press(K.RIGHT)
    assert selected(d) == '2 Top Hat: CPU Easy' and s.toks[1] == 1 and s.cpu[1] == 1
    d.press(K.RIGHT, K.RIGHT, K.RIGHT)
    assert selected(d) == '2 Top Hat: Person' and s.toks[1] == 1 and s.cpu[1] == 0
    # The token changes only on its own row, to one no other seat has.
    d.press(K.DOWN)
    assert selected(d) == 'Change token'
    d.press(K.A)
    assert s.toks[1] not in (s.toks[0], s.toks[2], 1)


def test_cpu_level_and_personality_reach_the_game_and_survive_a_resume(tmp_path):
    d = new_game(tmp_path)
    to(d, '3 Race Car: CPU Normal')
    d.press(K.RIGHT)                        # Hard
    assert selected(d) == '3 Race Car: CPU Hard'
    d.press(K.DOWN)
    assert selected(d) == 'Style: Plain'
    d.press(K.LEFT)                         # Trader (wrapping back)
    assert selected(d) == 'Style: Trader'
    to(d, 'Start the game')
    d.press(K.A)
    app = d.app
    want = CPU.params(CPU.HARD, CPU.TRADER)
    assert app.levels[2] == (2, 3) and app.flow.bots[2].params == want
    assert app.flow.bots[0] is None and app.levels[0] == (1, 0)
    app.saves.autosave(app.flow)
    from ui.saves import SLOTS
    assert b' lv=eel' in (tmp_path / SLOTS[0]).read_bytes()     # Normal x2, Hard Trader
    # A new start from the title: resume brings the same players back.
    from ui.main import main
    d2 = Driver('pybadge', screen=False)
    d2.app = main(d2.profile, str(tmp_path), seed=5)
    assert selected(d2).startswith('Resume: round ')
    assert 'Saved: Dog, Hat, Car (CPU)' in ' '.join(d2.text())
    d2.press(K.A)
    assert d2.app.levels[2] == (2, 3) and d2.app.flow.bots[2].params == want
