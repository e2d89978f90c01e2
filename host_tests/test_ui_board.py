# The board screen, run headless through the real ui/ and the real engine.
import pytest

from engine.codes import BANK
from host.driver import Driver
from ui.device import buttons as K
from ui.game.board_screen import step, sq_at
from ui.widgets.ring import cell_of


@pytest.fixture(scope='module')
def d():
    return Driver('pybadge', players=4, seed=3)


def test_grid_round_trip():
    cells = set()
    for sq in range(40):
        c, r = cell_of(sq)
        assert sq_at(c, r) == sq
        cells.add((c, r))
    assert len(cells) == 40


def test_cursor_reaches_every_square():
    # Without a d-pad, RIGHT alone walks the whole ring; with one, the four directions do.
    sq, seen = 0, set()
    for _ in range(40):
        sq = step(sq, K.RIGHT, dpad=False)
        seen.add(sq)
    assert len(seen) == 40
    seen, todo = {0}, [0]
    while todo:
        s = todo.pop()
        for b in (K.UP, K.DOWN, K.LEFT, K.RIGHT):
            t = step(s, b)
            if t not in seen:
                seen.add(t)
                todo.append(t)
    assert len(seen) == 40


def test_dpad_follows_the_screen():
    assert step(0, K.LEFT) == 1          # bottom row runs right to left
    assert step(10, K.UP) == 11          # left column runs upward
    assert step(20, K.RIGHT) == 21
    assert step(30, K.DOWN) == 31
    assert step(5, K.UP) == 25           # into the middle: across the board
    assert step(15, K.RIGHT) == 35
    assert step(0, K.RIGHT) == 0         # off the board: stay


def test_panel_shows_turn_cash_and_square(d):
    g = d.game
    text = d.text()
    name = d.app.names[g.turn]
    assert text[0] == '{} ${}'.format(name, g.cash[g.turn])
    d.app.top().move_cursor(0)
    d.press(K.LEFT)
    assert d.app.top().cursor == 1
    assert 'Mediterranean Avenue' in d.text()
    assert '$60 rent $2' in d.text()        # for sale: the price and the deed's rent
    assert 'For sale' in d.text()


def test_owner_houses_mortgage_redraw_one_cell(d):
    g = d.game
    ring = d.app.top().ring
    x, y = ring.xy(39)
    g.owner[39] = 2
    px = d.changed()
    # Only Boardwalk's cell (plus nothing else) is sent to the panel.
    assert px <= (ring.cw + 1) * (ring.ch + 1)
    # Its outer band is in player 2's colour (right column: the outer edge is on the right).
    want = d.app.edition.PLAYER_COLOURS[2]
    got = d.pixel(x + ring.cw - 1, y + ring.ch // 2)
    assert all(abs(got[i] - (want >> (16 - 8 * i) & 0xFF)) < 9 for i in range(3))
    g.level[39] = 3
    assert 0 < d.changed() <= (ring.cw + 1) * (ring.ch + 1)
    g.level[39] = 0
    g.mortgaged[39] = 1
    assert 0 < d.changed() <= (ring.cw + 1) * (ring.ch + 1)
    d.app.top().move_cursor(39)
    d.display.refresh()
    assert 'Car, mortgaged' in d.text()
    g.owner[39] = BANK
    g.mortgaged[39] = 0
    d.changed()


def test_nothing_changed_sends_nothing(d):
    d.changed()
    assert d.changed() == 0


def test_cursor_press_redraws_a_small_share(d):
    d.app.top().move_cursor(5)
    d.display.refresh()
    full = d.profile.width * d.profile.height
    for px in d.press(K.LEFT, K.LEFT, K.UP, K.DOWN, K.LEFT):
        assert 0 < px < full // 4


def test_token_moves(d):
    g = d.game
    p = g.turn
    old = g.pos[p]
    g.pos[p] = (old + 7) % 40
    ring = d.app.top().ring
    px = d.changed()
    assert px > 0
    g.pos[p] = old
    d.changed()
    assert ring.seen[old * 4 + 2] & (1 << p)


@pytest.mark.parametrize('board', ['pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack'])
def test_every_profile_lays_out(board, tmp_path):
    d = Driver(board, players=6, seed=5)
    w, h = d.profile.width, d.profile.height
    ring = d.app.top().ring
    assert ring.x0 >= 0 and ring.y0 >= 0
    assert ring.x0 + 11 * ring.cw < w and ring.y0 + 11 * ring.ch < h
    # Every label, the whole cells of its text, stays inside the centre panel: the status
    # line, the square's name and the cash of each of the 6 seats at least (the 240x135
    # panel folds the round and price lines away); the drawn dice too, clear of every
    # label's ink (drawn over the lines, they may cover a line's blank cells).
    from label_boxes import boxes
    x, y, cw, ch = ring.centre()
    top = d.app.top()
    got = boxes(top.group, cells=True, inks=True)
    assert len(got) >= 8, got
    dice = top.dice.group
    dx0, dy0 = dice.x, dice.y
    dx1, dy1 = dx0 + top.dice.width, dy0 + top.dice.size
    assert x <= dx0 and dx1 <= x + cw and y <= dy0 and dy1 <= y + ch
    for text, x0, y0, x1, y1, _, inked in got:
        assert x <= x0 and x1 <= x + cw and y <= y0 and y1 <= y + ch, (text, (x0, y0, x1, y1))
        assert not [1 for px, py in inked if dx0 <= px < dx1 and dy0 <= py < dy1], \
            (text, 'under the dice')
    d.press(K.RIGHT, K.A, K.B)
    d.shot(str(tmp_path / 'b.png'))
    assert (tmp_path / 'b.png').stat().st_size > 500


@pytest.mark.parametrize('board', ['pybadge', 'clue', 'feather_tft'])
def test_the_panels_lines_are_made_at_their_width_and_the_dice_stay_whole(board):
    """The board panel's lines are made as wide as their room (label(cells=)): the cursor on
    every square and four-digit cash for all six seats write them again, and no line gets a
    new, wider tile grid (on a board one made mid-step outlived that step's garbage, at the
    top of the largest free area). The status and round lines keep left of the dice, and the
    dice are drawn over the lines (a folded panel's square name runs beside them)."""
    from ui.widgets import draw
    d = Driver(board, players=6, seed=5)
    top = d.app.top()
    labs = [lab for lab in (top.head, top.round, top.name, top.info, top.own) if lab]
    labs += top.cash + top.last
    grids = [lab._tiles for lab in labs]
    dice = top.dice.group
    for lab in (top.head, top.round):
        if lab:
            assert lab.x + lab._tiles.width * draw.CELL_W <= dice.x
    order = list(top.group)
    assert all(order.index(dice) > order.index(lab._item) for lab in labs)
    g = d.game
    for p in range(g.n):
        g.cash[p] = 1000 + 1111 * p
    for sq in range(40):
        top.move_cursor(sq)
        top.update()
    assert [lab._tiles for lab in labs] == grids
    assert any(lab.text.endswith('6555') for lab in top.cash)


def test_longest_names_fit():
    from ui.widgets import draw
    d = Driver('pybadge', players=6, seed=5)
    top = d.app.top()
    x, y, cw, ch = top.ring.centre()
    for sq in range(40):
        top.move_cursor(sq)
        lab = top.name
        assert lab.x + len(lab.text.rstrip()) * draw.CELL_W <= x + cw, lab.text


def test_main_starts_at_the_title(tmp_path):
    from host import profile as HP
    from ui.main import main
    from ui.screens.title import Title
    prof = HP.headless('pybadge')
    app = main(prof, str(tmp_path), seed=9)
    assert isinstance(app.top(), Title)
    assert 'New game' in ' '.join(app.top().text())


def test_the_driver_presses_reach_the_game_screens_keys():
    # The driver's board is the game's own (ui.game.board_screen.PlayScreen under the turn flow, its
    # prompt hidden as B on it leaves it): the presses take the path a person's buttons take.
    from ui.screens.deed import DeedCard
    from ui.game.board_screen import PlayScreen
    d = Driver('pybadge', players=3, seed=3)
    board = d.top()
    assert isinstance(board, PlayScreen) and d.app.flow.browsing
    d.press(K.B)                        # with a d-pad B on the board is nothing
    assert d.top() is board
    d.press(K.SELECT)
    assert isinstance(d.top(), DeedCard)
    d.press(K.B)
    d.press(K.A)                        # the hidden prompt back: "Pass to Car"
    assert d.top() is d.app.flow.prompt and d.top() is not board, d.text()
    assert not d.app.flow.browsing


def test_panel_rent_is_the_engines_for_every_kind_of_square():
    # Rent now, as the engine would charge it (engine.turn.rent_due): a street with a house
    # (the deed card's $50, not the bare rent), a complete bare set (doubled), a lone street,
    # railroads by the count owned, utilities as their dice multiplier, a mortgaged deed.
    from engine.board import KIND, UTIL, ownable
    from engine.turn import rent_due
    from ui.screens.deed import deed_lines
    from ui_helpers import driver
    d = driver({1: 'a', 3: 'a', 11: 'b1', 13: 'b', 14: 'b', 5: 'a', 15: 'a', 25: 'b',
                12: 'a', 28: 'b', 39: 'B', 37: 'a'})
    g = d.game
    g.d1, g.d2 = 3, 4
    top = d.app.top()
    want = {11: 'Rent now $50', 1: 'Rent now $4', 13: 'Rent now $20', 37: 'Rent now $35',
            5: 'Rent now $50', 25: 'Rent now $25', 12: 'Rent now 4x dice',
            28: 'Rent now 4x dice', 39: 'Rent now $0'}
    seen = set()
    for sq in range(40):
        if not ownable(sq) or g.owner[sq] >= g.n:
            continue
        top.move_cursor(sq)
        t = d.text()
        due = rent_due(g, sq)
        shown = 'Rent now {}x dice'.format(due // 7) if KIND[sq] == UTIL else \
            'Rent now ${}'.format(due)
        assert shown in t, (sq, t)
        assert deed_lines(d.app, sq)[-1] == shown       # the deed card says the same
        if sq in want:
            assert want[sq] == shown, (sq, shown)
            seen.add(sq)
        seen.add(KIND[sq])
    assert len(seen) >= len(want)
    g.owner[12] = g.owner[28] = 0               # both utilities: ten times the dice
    top.move_cursor(12)
    assert 'Rent now 10x dice' in d.text() and rent_due(g, 12) == 70


@pytest.mark.parametrize('board', ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack'))
def test_a_tall_panel_uses_its_room_for_the_last_events(board):
    # The CLUE's and M5Stack's panels had half their height empty under the cash table: there
    # the last events show, each whole, newest last; the small screens have no room for them.
    from positions import at
    from ui.game.board_screen import PlayScreen
    from ui.game.start import play
    from ui.text.words import wrap
    from ui_helpers import settle
    g = at({}, '1500@0,1500@10,1500@20', 'ta', dice=(3, 4))
    drv = Driver(board, game=g, screen=False)
    f = play(drv.app, g, b'\x00\x01\x01', tokens=(0, 1, 2), seed=3)
    f.speed = 0
    settle(drv)
    drv.press(K.A)                      # Dog rolls
    settle(drv)
    for _ in range(6):                  # OK panels, buy, until the board is on top
        if isinstance(drv.top(), PlayScreen):
            break
        drv.press(K.B if drv.text()[-1] != '>OK' else K.A)
        settle(drv)
    b = drv.app.flow.base()
    assert isinstance(drv.top(), PlayScreen)
    if board in ('pybadge', 'feather_tft', 'clue'):
        # (The CLUE's ring in 2-px pixels, ui.boards.LEAN, leaves its panel 10 px shorter:
        # room for two rows, too few for the last events beside three players' cash.)
        assert not b.last
        return
    x, y, cw, chh = b.ring.centre()
    from ui.widgets import draw
    bottom = b.last[-1].y + draw.LINE
    assert y + chh - bottom < 2 * draw.LINE, (board, y + chh, bottom)     # no half-empty panel
    shown = [lab.text for lab in b.last if lab.text]
    assert shown and all(len(t) <= b.cols for t in shown)
    newest = wrap(f.log[-1], b.cols)
    assert shown[-len(newest):] == newest, (shown, f.log[-3:])
    assert ' '.join(shown) in ' '.join(f.log)       # whole items, in order


@pytest.mark.parametrize('board', ('picosystem', 'clue', 'pybadge', 'm5stack'))
def test_the_ring_goes_under_a_full_screen_and_comes_back_the_same(board, tmp_path,
                                                                    monkeypatch):
    """Under 28 KB free a full screen over the board frees the ring's bitmaps (9.6 KB at
    240x240: a 143 KB heap ran out at a CPU's trade offer with them kept); the board made
    again shows the same pixels, and on 240-px screens no bitmap of the ring needs a block
    over 1.5 KB (a fragmented heap had no 2.5 KB block left when it was made again;
    320x240's are 2 KB)."""
    import gc
    monkeypatch.setattr(gc, 'mem_free', lambda: 20000, raising=False)  # CircuitPython's
    d = Driver(board, players=4, seed=3)
    g = d.game
    g.owner[1], g.level[1] = 0, 3
    g.owner[39], g.mortgaged[39] = 2, 1
    g.pos[1] = 1
    d.changed()
    d.shot(str(tmp_path / 'before.png'))
    board_screen = d.app.stack[0]
    d.app.flow.menu()
    assert d.top().full and board_screen.ring is None
    d.press(K.B)
    assert d.top() is board_screen and board_screen.ring is not None
    d.shot(str(tmp_path / 'after.png'))
    assert (tmp_path / 'before.png').read_bytes() == (tmp_path / 'after.png').read_bytes()
    pieces = [p[0] for p in board_screen.ring.sides if p]
    assert len(pieces) == (4 if board in ('pybadge', 'clue') else 8)     # (the CLUE's: 2-px)
    for b in pieces:
        need = (b.width + 7) // 8 * 4 * b.height
        assert need <= (1536 if d.profile.width <= 240 else 2048), (b.width, b.height)


def test_a_roomy_heap_keeps_the_ring_under_a_full_screen(monkeypatch):
    """With 28 KB or more free after a collection (a PicoSystem's 3-player game), the ring
    stays: no 150 ms to make it again when the menu closes. A PC's heap is never short."""
    import gc
    from ui.app import short
    assert not short(1 << 30)
    free = [40000]
    monkeypatch.setattr(gc, 'mem_free', lambda: free[0], raising=False)
    d = Driver('picosystem', players=4, seed=3)
    board_screen = d.app.stack[0]
    ring = board_screen.ring
    d.app.flow.menu()
    assert d.top().full and board_screen.ring is ring
    d.press(K.B)
    assert d.top() is board_screen and board_screen.ring is ring
    collected = []
    monkeypatch.setattr(gc, 'collect', lambda: collected.append(free.__setitem__(0, 30000)))
    free[0] = 20000         # short by the count, not after a collection: kept
    assert not short(28672) and collected
