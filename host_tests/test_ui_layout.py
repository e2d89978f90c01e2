# Every main screen, for every edition, at 160x128 and 240x240: no label past the screen (or
# its overlay's panel) and no two labels overlapping. The longest names of each edition are
# put where they are shown: the buy prompt, the deed card, the log, the board's panel.
import pytest

from label_boxes import problems

EDITIONS = ('classic', 'smurfs', 'family_guy', 'nintendo', 'tournament')
BOARDS = ('pybadge', 'clue')


def longest_deed(ed):
    from engine import board as bd
    return max((sq for sq in range(40) if bd.ownable(sq)), key=lambda sq: len(ed.SQUARES[sq][0]))


def check(d, area=None):
    top = d.top()
    got = problems(top.group, d.profile.width, d.profile.height, area)
    assert not got, (type(top).__name__, got)


def game(d, ed_id, players=6):
    import editions
    from engine.game import Game
    from ui.start import play
    g = Game(players, seed=3)
    ed = editions.load(ed_id)
    toks = sorted(range(len(ed.TOKENS)), key=lambda t: -len(ed.TOKENS[t][1]))[:players]
    f = play(d.app, g, bytes(players), tokens=toks, edition=ed, edition_id=ed_id, seed=3)
    f.speed = 0
    return g, ed, f


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_turn_screens_fit(board, ed_id):
    from host.driver import Driver
    from host.screenshots import _dice, _pick, _settle, _take
    from ui.prompt import area
    d = Driver(board, screen=False)
    g, ed, f = game(d, ed_id)
    sq = longest_deed(ed)
    g.pos[g.turn] = (sq - 7) % 40
    d.changed()
    _dice(g, 3, 4)
    _settle(d)
    _take(d)
    check(d, area(d.app))                           # roll prompt
    _pick(d, 'Roll dice')
    assert g.pos[g.turn] == sq
    assert ' '.join(d.text()).startswith(d.app.names[g.turn])
    check(d, area(d.app))                           # buy prompt, the longest deed's name
    from ui.deed import DeedCard
    d.app.push(DeedCard(d.app, sq))
    d.idle(1, 10)
    check(d)
    d.app.pop()
    f.say('{} pays {} interest on {}'.format(d.app.names[0], ed.MONEY.format(10),
                                                ed.SQUARES[sq][1]))
    from ui.log import LogScreen
    d.app.push(LogScreen(d.app))
    d.idle(1, 10)
    check(d)
    t = d.text()
    assert t[-1].endswith(ed.SQUARES[sq][1]) or ed.SQUARES[sq][1].endswith(t[-1].split()[-1])
    d.app.pop()
    d.idle(1, 10)
    from ui.ranking import Ranking
    d.app.push(Ranking(d.app))
    d.idle(1, 10)
    check(d)


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_board_and_title_fit(board, ed_id, tmp_path):
    import editions
    from host.driver import Driver
    from ui.title import Title
    d = Driver(board, screen=False)
    g, ed, f = game(d, ed_id)
    for p in range(g.n):
        g.cash[p] = 10000 + p
    board_screen = f.base()
    while d.top() is not board_screen:
        d.app.pop()
    d.changed()
    board_screen.move_cursor(longest_deed(ed))
    d.changed()
    check(d, board_screen.ring.centre())
    d.app.edition = editions.load(ed_id)
    d.app.push(Title(d.app, None))
    d.idle(1, 10)
    check(d)
