# Every main screen, for every edition, on every profile (160x128 to 320x240, each with its
# font: ui/widgets/draw.use): no label past the screen (or its overlay's panel) and no two labels
# overlapping. The longest names of each edition are
# put where they are shown: the buy prompt, the deed card, the log, the board's panel.
import pytest

from label_boxes import problems

EDITIONS = ('classic', 'smurfs', 'family_guy', 'nintendo', 'tournament')
BOARDS = ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack')


def longest_deed(ed):
    from editions import square_name
    from engine import board as bd
    return max((sq for sq in range(40) if bd.ownable(sq)),
               key=lambda sq: len(square_name(ed, sq)))


def check(d, area=None):
    top = d.top()
    got = problems(top.group, d.profile.width, d.profile.height, area)
    assert not got, (type(top).__name__, got)


def game(d, ed_id, players=6):
    import editions
    from engine.game import Game
    from ui.game.start import play
    g = Game(players, seed=3)
    ed = editions.load(ed_id)
    toks = sorted(range(len(ed.TOKENS)), key=lambda t: -len(ed.TOKENS[t][1]))[:players]
    f = play(d.app, g, bytes(players), tokens=toks, edition=ed, edition_id=ed_id, seed=3)
    f.speed = 0
    return g, ed, f


def rolling_to_longest_deed(board, ed_id):
    """A 6-seat game of ed_id on board whose player on turn will roll 3+4 onto the deed with
    the longest name, the roll prompt shown: (driver, game, edition, flow, that square)."""
    from host.driver import Driver
    from host.screenshots import _dice, _settle, _take
    d = Driver(board, screen=False)
    g, ed, f = game(d, ed_id)
    sq = longest_deed(ed)
    g.pos[g.turn] = (sq - 7) % 40
    d.changed()
    _dice(g, 3, 4)
    _settle(d)
    _take(d)
    return d, g, ed, f, sq


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_turn_screens_fit(board, ed_id):
    from host.screenshots import _pick
    from ui.widgets.prompt import area
    d, g, ed, f, sq = rolling_to_longest_deed(board, ed_id)
    check(d, area(d.app))                           # roll prompt
    _pick(d, 'Roll dice')
    assert g.pos[g.turn] == sq
    assert ' '.join(d.text()).startswith(d.app.names[g.turn])
    check(d, area(d.app))                           # buy prompt, the longest deed's name
    from ui.screens.deed import DeedCard
    d.app.push(DeedCard(d.app, sq))
    d.idle(1, 10)
    check(d)
    d.app.pop()
    from editions import square_name
    short = square_name(ed, sq, True)
    f.say('{} pays {} interest on {}'.format(d.app.names[0], ed.MONEY.format(10), short))
    from ui.screens.log import LogScreen
    d.app.push(LogScreen(d.app))
    d.idle(1, 10)
    check(d)
    t = d.text()
    assert t[-1].endswith(short) or short.endswith(t[-1].split()[-1])
    d.app.pop()
    d.idle(1, 10)
    from ui.screens.ranking import Ranking
    d.app.push(Ranking(d.app))
    d.idle(1, 10)
    check(d)


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_board_and_title_fit(board, ed_id, tmp_path):
    import editions
    from host.driver import Driver
    from ui.screens.title import Title
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


# --- the other screens: setup, bid, menu, build, holdings, trade, settings, diagnostics,
# jail prompt and the drawn cards' text, with 6 seats, 5-digit cash and the longest names.

def walk(d, button, presses, area=None, found=None):
    """Check the top screen, then after each of presses presses of button (scrolling); the
    problems go to found (the test fails at its end, after every screen was seen)."""
    for i in range(presses + 1):
        if i:
            d.press(button)
        top = d.top()
        for p in problems(top.group, d.profile.width, d.profile.height, area):
            p = '{}: {}'.format(type(top).__name__, p)
            if p not in found:
                found.append(p)


def rich(d, ed_id):
    """6 people, the first in jail with both jail cards and the longest deed's group built,
    the others owning every other deed (some mortgaged): the jail prompt is shown."""
    import editions
    from engine import notation
    from engine import board as bd
    from positions import OWNABLE, line
    from ui.game.start import play
    ed = editions.load(ed_id)
    sq = longest_deed(ed)
    group = [s for s in OWNABLE if bd.GROUP[s] == bd.GROUP[sq]]
    deeds = {}
    others = [s for s in OWNABLE if s not in group]
    for i in range(len(others)):
        p = 'bcdef'[i % 5]
        deeds[others[i]] = p.upper() if i % 6 == 1 else p      # upper case: mortgaged
    for s in group:
        deeds[s] = 'a1' if bd.GROUP[s] < 8 else 'a'
    g = notation.load(line(deeds, ','.join(['98765@10j1'] + ['12345@0'] * 5), 'ta caa'))
    toks = sorted(range(len(ed.TOKENS)), key=lambda t: -len(ed.TOKENS[t][1]))[:6]
    f = play(d.app, g, bytes(6), tokens=toks, edition=ed, edition_id=ed_id, seed=3)
    f.speed = 0
    return g, ed, f, sq


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_any_time_screens_fit(board, ed_id):
    from host.driver import Driver
    from host.screenshots import _settle, _take
    from ui.device import buttons as K
    from engine import codes as C
    from ui.screens.build import DeedAction, BUILD
    from ui.game.flow import Item, News
    from ui.game.news import rare
    from ui.game.recap import big
    from ui.screens.diag import Diagnostics
    from ui.screens.holdings import Holdings
    from ui.screens.menu import open_menu
    from ui.widgets.prompt import area
    from ui.screens.settings_screen import SettingsScreen
    from ui.screens.trade import TradeScreen
    from ui.screens.offer import OfferScreen
    d = Driver(board, screen=False)
    g, ed, f, sq = rich(d, ed_id)
    app = d.app
    _settle(d)
    _take(d)
    assert 'jail' in ' '.join(d.text()).lower(), d.text()
    found = []
    walk(d, K.DOWN, 4, area(app), found)            # jail prompt
    from editions import card_text
    for deck in (0, 1):
        # The longest card of each deck, told as a draw is (ui.game.news.rare: its code let go
        # after) in the panel a drawn card is shown in, scrolled to its end.
        cid = max(range(16), key=lambda c: len(card_text(ed, deck, c)))
        told = rare('card', News(g), app, (C.EV_CARD, 0, deck, cid), Item(0, '', 1, C.EV_CARD))
        app.push(big(app, told))
        d.idle(1, 10)
        walk(d, K.DOWN, 6, area(app), found)
        app.pop()
    open_menu(app, 0)
    d.idle(1, 10)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # menu
    app.push(DeedAction(app, 0, BUILD))
    d.idle(1, 10)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # build list
    d.press(K.A)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # build confirm
    app.pop()
    app.push(Holdings(app, 0))
    d.idle(1, 10)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # holdings, 6 players
    app.pop()
    app.push(TradeScreen(app, 0))
    d.idle(1, 10)
    walk(d, K.RIGHT, 5, None, found)  # partner
    d.press(K.A)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # composer
    app.pop()
    app.pop()                                       # the menu
    app.push(SettingsScreen(app, None))
    d.idle(1, 10)
    walk(d, K.DOWN, 5, None, found)
    app.pop()
    app.push(Diagnostics(app))
    d.idle(1, 10)
    walk(d, K.DOWN, 3, None, found)
    app.pop()
    mine = [s for s in range(40) if g.owner[s] == 0 and not g.level[s]]
    theirs = [s for s in range(40) if g.owner[s] == 1 and not g.level[s]]
    g.propose(0, 1, bytes(mine[:1] + theirs[:2]), 12345, 3)
    assert g.pending == C.TRADE
    app.push(OfferScreen(app))
    d.idle(1, 10)
    walk(d, K.RIGHT, len(d.top().rows), None, found)  # the offer
    assert not found, found


def longest_setup(d, ed_id):
    """The game left for a Setup of ed_id with six seats, the edition's longest token names
    in them (the longest rows it can show), shown and settled: the Setup."""
    from ui.screens.setup import Setup
    d.app.clear()
    d.app.edition_id = ed_id
    s = Setup(d.app)
    s.n = 6
    s.toks = sorted(range(len(s.ed.TOKENS)), key=lambda t: -len(s.ed.TOKENS[t][0]))[:6]
    d.app.push(s)
    s.relabel()
    d.idle(1, 10)
    return s


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_setup_and_bid_fit(board, ed_id):
    from host.screenshots import _pick, _take
    from ui.device import buttons as K
    from ui.widgets.prompt import area
    d, g, ed, f, sq = rolling_to_longest_deed(board, ed_id)
    _pick(d, 'Roll dice')
    _pick(d, 'Auction')
    _take(d)
    assert ' '.join(d.text()).startswith('Auction'), d.text()
    found = []
    walk(d, K.DOWN, 7, area(d.app), found)          # bid prompt
    s = longest_setup(d, ed_id)
    walk(d, K.DOWN, len(s.choices), None, found)  # setup, 6 seats
    assert not found, found


@pytest.mark.parametrize('board', BOARDS)
def test_the_title_at_its_fullest_fits_with_its_version(board, tmp_path):
    # Resume, the saved game's six players, a damaged slot's line, and the version at the end
    # of the last row: scrolled through every choice, nothing meets or leaves the screen.
    from engine.autoplay import played
    from host.driver import Driver
    from label_boxes import boxes
    from ui import VERSION
    from ui.widgets import draw
    from ui.device import buttons as K
    from ui.main import Drive, main
    root = str(tmp_path) + '/'
    assert Drive(root).save(played(6, 5, 60))
    from ui.drive.saves import SLOTS
    (tmp_path / SLOTS[1]).write_bytes(b'not a save')
    d = Driver(board, screen=False)
    d.app = main(d.profile, root, seed=5)
    d.idle(1, 10)
    title = d.top()
    shown = ' | '.join(d.text())
    assert 'Resume' in shown and 'ignored a damaged save' in shown, shown
    found = []
    walk(d, K.DOWN if d.profile.dpad else K.RIGHT, len(title.choices), None, found)
    assert not found, found
    got = [b for b in boxes(title.group) if b[0] == 'v' + VERSION]
    assert len(got) == 1, boxes(title.group)
    _, x0, y0, x1, y1, _ = got[0]
    last = title.rows[-1].y
    assert last <= y0 and y1 <= last + draw.CELL_H and x1 <= d.profile.width, got
    # The last row's scroll mark stays apart from the version: two blank cells between them
    # ('v1.0.0 v' read as one). At the top of the list, the last row shows 'v'.
    d = Driver(board, screen=False)
    d.app = main(d.profile, root, seed=5)
    d.idle(1, 10)
    title = d.top()
    row = title.rows[-1]
    text = row.text.rstrip()
    assert text.endswith('v'), text
    mark = row.x + (len(text) - 1) * draw.CELL_W
    x1 = [b for b in boxes(title.group) if b[0] == 'v' + VERSION][0][3]
    assert x1 + 2 * draw.CELL_W <= mark, (x1, mark, text)


def bitmaps(group):
    """Every bitmap a tile grid in group (and the groups in it) shows."""
    import displayio
    out = []
    for item in group:
        if isinstance(item, displayio.Group):
            out += bitmaps(item)
        elif isinstance(item, displayio.TileGrid):
            out.append(item.bitmap)
    return out


@pytest.mark.parametrize('board', BOARDS)
def test_the_title_needs_no_large_block_of_memory(board, tmp_path):
    # A long session goes back to the title with its heap in pieces (a CLUE's emulated heap
    # after 134 turns had no 4 KB block): the little board is made of bitmaps of at most
    # 1.2 KB each (its whole, 111 px square at 240x240, took one block of 6.2 KB).
    # (The labels' glyph strip is made once at start-up and shared: not the title's.)
    from host.driver import Driver
    from ui.widgets import draw
    from ui.main import main
    d = Driver(board, screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    strip = draw._font_strip()
    sizes = [(b.width * b._bits_per_value + 31) // 32 * 4 * b.height
             for b in bitmaps(d.top().group) if b is not strip]
    assert len(sizes) >= 5 and max(sizes) <= 1200, sizes
