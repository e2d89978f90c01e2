# The tournament time limit on the handheld: chosen on the setup screen, shown on the board,
# and when it runs out the game ends (Game.finish_now) and the ranking is shown.
from engine import codes as C
from engine.codes import OVER_LIMIT
from test_ui_device import start, pick, say, kind, settle


def new_game_with_time_limit(tmp_path, presses):
    d = start(tmp_path)
    pick(d, 'New game')
    for _ in range(presses):
        pick(d, 'Time limit')
    return d


def test_setup_offers_a_time_limit_and_the_board_shows_the_time_left(tmp_path):
    d = new_game_with_time_limit(tmp_path, 1)
    assert any('Time limit: 30 min' in t for t in d.text()), say(d)
    pick(d, 'Start the game')
    assert d.app.clock is not None and d.app.clock.left_ms == 30 * 60000
    d.idle(1, 10)
    # The panel shows under no prompt (one covers it: it catches up when it goes): hidden as B
    # hides a decision's prompt.
    d.app.flow.browse()
    d.app.refresh()
    board = d.app.top()
    assert board is d.app.stack[0]
    assert board.round.text.endswith(' 30:00') or board.round.text.endswith(' 29:59'), board.round.text
    d.idle(3, 1000)                     # a few seconds on the game's clock
    assert d.app.clock.left_ms <= 30 * 60000 - 3000
    assert board.round.text.endswith(' ' + d.app.clock.text())


def test_no_time_limit_by_default(tmp_path):
    d = new_game_with_time_limit(tmp_path, 0)
    assert any('Time limit: off' in t for t in d.text()), say(d)
    pick(d, 'Start the game')
    assert d.app.clock is None
    assert ':' not in d.app.stack[0].round.text


def test_time_up_ends_the_game_and_shows_the_ranking(tmp_path):
    d = new_game_with_time_limit(tmp_path, 1)
    pick(d, 'Start the game')
    g = d.app.game
    d.app.clock.left_ms = 1500          # the last moments of the 30 minutes
    for _ in range(40):
        d.idle(1, 200)
        if g.pending == C.OVER:
            break
    assert g.pending == C.OVER and g.end_reason == OVER_LIMIT, say(d)
    settle(d)
    assert kind(d.top()) == 'Ranking', say(d)
    assert any('wins' in t for t in d.text()), say(d)


def test_leaving_the_game_stops_the_clock(tmp_path):
    d = new_game_with_time_limit(tmp_path, 2)
    assert any('Time limit: 60 min' in t for t in d.text()), say(d)
    pick(d, 'Start the game')
    assert d.app.clock.left_ms == 60 * 60000
    d.app.clear()
    assert d.app.clock is None


def test_the_time_left_goes_on_after_a_resume(tmp_path):
    from ui.screens.title import resume
    d = new_game_with_time_limit(tmp_path, 1)
    pick(d, 'Start the game')
    d.app.clock.left_ms = 754321
    saves = d.app.saves
    assert saves.save(d.app.game, d.app)        # the seats and the clock go in the slot
    resume(d.app, saves, saves.load())
    assert d.app.clock is not None and d.app.clock.left_ms == 754000


def test_a_game_without_a_limit_resumes_without_one(tmp_path):
    from ui.screens.title import resume
    d = new_game_with_time_limit(tmp_path, 0)
    pick(d, 'Start the game')
    saves = d.app.saves
    assert saves.save(d.app.game, d.app)
    assert saves.load() is not None and saves.seats[3] == 0
    resume(d.app, saves, saves.load())
    assert d.app.clock is None
