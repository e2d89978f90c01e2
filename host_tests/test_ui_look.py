# What the board shows, read back from its bitmaps: each token's shape (distinct, upright on
# every side, whole when two share a square), houses counted as pips, the dice's pips, and the
# cursor on the token of the player on turn.
import pytest

from host.driver import Driver
from ui.widgets.ring import SHAPES, PLAYERS, GROUPS

BOARDS = ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack')


def mask(p):
    return {(i, j) for j in range(5) for i in range(5) if SHAPES[p][j] & (16 >> i)}


def test_the_six_shapes_differ_in_outline():
    for a in range(6):
        for b in range(a + 1, 6):
            assert len(mask(a) ^ mask(b)) >= 4, (a, b)


def corner(ring, sq):
    """(x, y) of square sq's cell in the ring's own pixels (2 x 2 screen pixels each on a
    short heap's 240-px screen: ui.boards.LEAN)."""
    x0, y0 = ring.xy(sq)
    return x0 // ring.k, y0 // ring.k


def cell_pixels(ring, sq, value):
    """(x, y) in the ring's pixels of the pixels of colour value inside square sq's cell."""
    x0, y0 = corner(ring, sq)
    out = set()
    for bmp, ox, oy in filter(None, ring.sides):
        for y in range(y0 + 1, y0 + ring.ch):
            for x in range(x0 + 1, x0 + ring.cw):
                bx, by = x - ox, y - oy
                if 0 <= bx < bmp.width and 0 <= by < bmp.height and bmp[bx, by] == value:
                    out.add((x, y))
    return out


def alone(d, sq, players):
    g = d.game
    for p in range(g.n):
        g.pos[p] = 20 if p not in players else sq     # the others out of the way
    d.changed()


@pytest.mark.parametrize('board', BOARDS)
def test_tokens_are_upright_shapes_and_two_on_a_square_stay_whole(board):
    d = Driver(board, players=6, seed=5)
    ring = d.app.top().ring
    k = ring.zoom
    assert ring.tok == 5 * k and ring.tok >= 5
    for sq in (1, 11, 21, 31):          # one square on each side
        for pair in ((0, 1), (2, 3), (4, 5)):
            alone(d, sq, pair)
            for p in pair:
                px = cell_pixels(ring, sq, PLAYERS + p)
                xs = [x for x, _ in px]
                ys = [y for _, y in px]
                got = {((x - min(xs)) // k, (y - min(ys)) // k) for x, y in px}
                if 2 * ring.tok > min(ring.cw, ring.ch) - 1 and p == pair[0]:
                    # A cell shallower than two tokens (the CLUE's 2-px ring): the second
                    # row overlaps the first by the shortfall, one token's row at most.
                    assert len(px) >= len(mask(p)) - 5, (board, sq, p)
                    continue
                assert got == mask(p), (board, sq, p)
                assert len(px) == len(mask(p)) * k * k, (board, sq, p)


@pytest.mark.parametrize('board', ('pybadge', 'clue'))
def test_houses_are_pips_that_can_be_counted(board):
    from engine import board as bd
    d = Driver(board, players=2, seed=5)
    ring = d.app.top().ring
    g = d.game
    for sq in (1, 39, 11, 21):
        g.owner[sq] = 0
        for level in range(1, 6):
            g.level[sq] = level
            d.changed()
            ink = ring.pips[bd.GROUP[sq]]
            side = sq // 10
            x0, y0 = corner(ring, sq)
            s = ring.strip
            # Only the strip: the inner s rows (columns on the left and right sides).
            inner = {0: lambda x, y: y <= y0 + s, 2: lambda x, y: y >= y0 + ring.ch - s,
                     1: lambda x, y: x >= x0 + ring.cw - s, 3: lambda x, y: x <= x0 + s}[side]
            px = {q for q in cell_pixels(ring, sq, ink) if inner(*q)}
            along = sorted({y if side % 2 else x for x, y in px})
            runs = 1 + sum(1 for a, b in zip(along, along[1:]) if b > a + 1)
            assert runs == (1 if level == 5 else level), (board, sq, level, along)
        g.level[sq] = 0
        g.owner[sq] = 255
    d.changed()


def test_a_mortgaged_strip_is_thin():
    d = Driver('pybadge', players=2, seed=5)
    ring = d.app.top().ring
    g = d.game
    g.owner[1] = 0
    d.changed()
    full = len(cell_pixels(ring, 1, GROUPS + 0))
    g.mortgaged[1] = 1
    d.changed()
    assert 0 < len(cell_pixels(ring, 1, GROUPS + 0)) < full // 2


@pytest.mark.parametrize('face', range(1, 7))
def test_dice_show_their_pips(face):
    from host.profile import headless_env
    headless_env()
    from ui.widgets.dice import Dice
    dice = Dice(15)
    dice.show(face, 7 - face)
    for b, v in zip(dice.bmps, (face, 7 - face)):
        ink = {(x, y) for y in range(2, 13) for x in range(2, 13) if b[x, y] == 2}
        # Count the pips: groups of touching ink pixels.
        n = 0
        while ink:
            n += 1
            todo = [ink.pop()]
            while todo:
                x, y = todo.pop()
                for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if q in ink:
                        ink.remove(q)
                        todo.append(q)
        assert n == v


def test_the_cursor_starts_on_and_follows_the_token_on_turn():
    d = Driver('pybadge', players=3, seed=5)
    top = d.app.top()
    g = d.game
    assert top.cursor == g.pos[g.turn]
    g.pos[g.turn] = 17
    d.changed()
    assert top.cursor == 17 and 'Community Chest' in d.text()
    top.move_cursor(30)             # browsing leaves the cursor where the player put it
    d.changed()
    assert top.cursor == 30
    g.turn = (g.turn + 1) % 3
    d.changed()
    assert top.cursor == g.pos[g.turn]


@pytest.mark.parametrize('board', BOARDS)
def test_every_line_of_a_deed_card_can_be_read_whole(board):
    # An owned street with a hotel has the most lines (11) and the widest figures ($2000).
    # Where they do not all fit (240x135), RIGHT (a one-button board's tap) or DOWN scrolls to
    # the rest, a 'v' saying more follow, and wraps back to the top.
    from engine.notation import load
    from ui.device import buttons as K
    from ui.screens.deed import DeedCard, deed_lines
    g = load('.' * 26 + 'aHaH 1500@0,1500@0 ta')
    d = Driver(board, game=g)
    card = DeedCard(d.app, 39)
    d.app.push(card)
    d.display.refresh()
    want = deed_lines(d.app, 39)
    hidden = len(want) - len(card.labs)
    seen = []
    for _ in range(max(hidden, 0) + 1):
        for text in [lab.text for lab in card.labs]:
            more = text.endswith(('v', '^')) and text[:-1].rstrip() in want
            seen.append(text[:-1].rstrip() if more else text)
        d.press(K.RIGHT)
    assert set(want) <= set(seen), (board, sorted(set(want) - set(seen)))
    assert card.first == 0                      # round to the top again
    if hidden > 0:
        assert card.labs[-1].text.endswith('v')
        d.press(K.UP)                           # back: the last lines, a '^' above them
        assert card.labs[0].text.endswith('^') and card.labs[-1].text.rstrip() == want[-1]


@pytest.mark.parametrize('ed_id', ('classic', 'smurfs', 'family_guy', 'nintendo', 'tournament'))
def test_a_deed_cards_rents_stand_apart_from_their_words(ed_id):
    # Nintendo's hotel is an 'Invincibility': '{:<11}' ran it into its amount
    # ('Invincibility$1050'). Every rent row has a space before its amount.
    import editions
    from engine import board as bd
    from engine.notation import load
    from ui.screens.deed import deed_lines
    from ui.screens.listing import money
    g = load('.' * 26 + 'aHaH 1500@0,1500@0 ta')
    d = Driver('pybadge', game=g, edition=editions.load(ed_id))
    for sq, rents in ((39, [bd.street_rent(39, lv) for lv in range(6)]),
                      (5, [bd.RAIL_RENT[n] for n in range(1, 5)])):
        lines = deed_lines(d.app, sq)
        for r in rents:
            m = money(d.app, r)
            row = [t for t in lines if t.endswith(m)][0]
            assert row[-len(m) - 1] == ' ', (ed_id, row)
