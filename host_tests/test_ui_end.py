# The end of a game whose people are all out: the CPUs need not play on for 40 rounds (the
# game ends at once, ranked, or they are watched), and what happened last is told in the
# order it happened under a title that says it is the end.
from engine import codes as C
from engine.game import Game
from ui.device import buttons as K
from test_ui_device import start, settle, say, pick


def people_out(tmp_path):
    """A person and two CPUs; the person, kept at $1, goes bankrupt: the screen then."""
    from ui.game.start import play
    d = start(tmp_path)
    play(d.app, Game(3, seed=3), b'\x00\x01\x01', saves=d.app.saves, seed=3)
    d.app.flow.speed = 0
    g = d.app.game
    for _ in range(400):
        settle(d)
        t = say(d)
        if 'Every person is out' in t:
            return d
        g.cash[0] = min(g.cash[0], 1)
        if 'Yes, give up' in t:
            pick(d, 'Yes, give up')
        elif 'Go bankrupt' in t:
            pick(d, 'Go bankrupt')
        else:
            d.press(K.A)
    raise AssertionError(say(d))


def test_when_every_person_is_out_the_game_can_end_at_once(tmp_path):
    d = people_out(tmp_path)
    g = d.app.game
    assert g.out[0] and g.pending != C.OVER and not any(g.out[1:])
    assert '>End now: ranking' in say(d), say(d)
    d.press(K.A)
    for _ in range(20):
        settle(d)
        if type(d.top()).__name__ == 'Ranking':
            break
        d.press(K.A)
    assert g.pending == C.OVER and g.round <= 10 and type(d.top()).__name__ == 'Ranking'


def test_or_the_cpus_are_watched_to_the_end_told_in_order(tmp_path):
    d = people_out(tmp_path)
    g = d.app.game
    d.idle(2, 200)          # (after a panel, A waits a moment: ui.game.recap.guard)
    pick(d, 'Watch them play on')
    for _ in range(300):                    # the CPUs play on, the person watching
        d.idle(1, 200)
        assert 'Every person is out' not in say(d)     # asked once
    r = g.round
    assert g.pending != C.OVER and r > 2
    from ui.game.clock import GameClock
    d.app.clock = GameClock(1, 2000)        # (to the end sooner: 2 s left on a clock)
    for _ in range(100):
        d.idle(1, 200)
        if g.pending == C.OVER:
            break
    ends = []
    for _ in range(20):
        settle(d)
        top = d.top()
        panel = type(top).__name__ == 'Panel'
        ends.append((top.title, list(top.lines)) if panel else ('', []))
        if panel and top.title == 'How it ended':       # the recap, as it was kept
            kept = [e[1] for e in d.app.flow.recap if e[2] & 1]
        if type(top).__name__ == 'Ranking':
            break
        d.press(K.A)
    assert g.pending == C.OVER and type(d.top()).__name__ == 'Ranking'
    told = [lines for title, lines in ends if title == 'How it ended']
    assert told and 'While you waited' not in [t for t, _ in ends], ends
    # In the order it happened (the recap keeps it so), not most important first: a win
    # sorted first read as if it came before the moves that led to it.
    lines = [t for t in told[0] if not t.startswith('Your cash')]
    assert len(lines) > 5 and lines == kept, (lines, kept)
