# The 40 squares in four 16-colour bitmaps, one a side of the board, and what a square looks
# like (Squares). A square is redrawn only when what it shows changes: a move or a purchase
# dirties one or two cells.
import displayio
import vectorio

from engine import board as bd
from ui.widgets.draw import cell_of, fill_region
from ui.app import grid, middle


# --- what a square looks like: its colour strip, houses or hotel, mortgage stripes, owner band
# and tokens, painted through Ring._rect in coordinates along and across its side, so one
# drawing serves all four sides. Tokens are sprites in screen orientation (Ring._sprite): a
# shape each as well as a colour, so a colour-blind player tells them apart.
BG = 0          # palette: 0 background, 1 text/lines, 2-9 street groups, 10-15 players
INK = 1
GROUPS = 2
PLAYERS = 10
# The six tokens' shapes, 5 x 5, a row of 5 bits each (left pixel the high bit): square,
# disc, triangle, diamond, plus, hourglass. Distinct outlines at 5 px, each a solid mass.
SHAPES = (b'\x1f\x1f\x1f\x1f\x1f', b'\x0e\x1f\x1f\x1f\x0e', b'\x04\x0e\x0e\x1f\x1f',
          b'\x04\x0e\x1f\x0e\x04', b'\x04\x04\x1f\x04\x04', b'\x1f\x0e\x04\x0e\x1f')


def pip_ink(edition, group):
    """Houses are pips in the group's strip: in INK (blocks) where it stands out enough on
    the strip (ui/widgets/contrast.py's MIN_GRAPHIC), else in BG."""
    from ui.widgets.contrast import ratio, MIN_GRAPHIC
    c = edition.GROUP_COLOURS[group]
    return INK if ratio(c, edition.TEXT) >= MIN_GRAPHIC else BG


class Squares:
    """What a square looks like, drawn into the ring's side bitmaps: its colour strip, houses
    or hotel pips, mortgage stripes, owner band and tokens (Ring is the one kind of Squares)."""
    def dims(self, sq):
        """(along, across) of square sq's inside, in ring pixels: the cell less its grid line,
        turned for the left and right sides."""
        if sq // 10 % 2 == 0:
            return self.cw - 1, self.ch - 1
        return self.ch - 1, self.cw - 1

    def draw(self, sq, owner, level, mortgaged, tokens, jailed=0):
        """Paint one square. tokens: bit p set when player p stands here; jailed: those of
        them in jail (square 10)."""
        al, dp = self.dims(sq)
        r = self._rect
        s, band, t = self.strip, self.band, self.tok
        r(sq, 0, 0, al, dp, BG)
        kind = bd.KIND[sq]
        g = bd.GROUP[sq]
        if kind == bd.STREET:
            # Mortgaged: a thin strip (no buildings stand on a mortgaged deed, so the pips
            # of houses never meet it).
            r(sq, 0, 0, al, 1 if mortgaged else s, GROUPS + g)
            self._buildings(sq, level, al, s, self.pips[g])
        elif kind == bd.RAIL:
            r(sq, 1, 1, al - 1, 2, INK)
            for a in range(2, al - 1, 3):
                r(sq, a, 0, a + 1, 3, INK)
        elif kind == bd.UTIL:
            r(sq, al // 2 - 2, 0, al // 2 + 2, 3, INK)
            r(sq, al // 2 - 1, 3, al // 2 + 1, 4, INK)
        elif kind == bd.CHANCE or kind == bd.CHEST:
            m = al // 2
            r(sq, m - 1, 0, m + 1, 2, INK)
            if kind == bd.CHEST:
                r(sq, m - 4, 0, m - 2, 2, INK)
                r(sq, m + 2, 0, m + 4, 2, INK)
        elif kind == bd.TAX:
            r(sq, 2, 1, al - 2, 2, INK)
        elif kind == bd.JUST_VISITING:
            # Bars in the inner part (the cell), a line, visitors along the outer edge.
            j = al - t - 2
            r(sq, 0, 0, j, dp, BG)
            r(sq, j, 0, j + 1, dp, INK)
            for d in range(0, dp, t + 1):
                r(sq, 0, d, j, d + 1, INK)
            ps = [p for p in range(6) if tokens >> p & 1]
            self._row(sq, [p for p in ps if jailed >> p & 1], (j - t) // 2, 1, dp - 1, True)
            self._row(sq, [p for p in ps if not jailed >> p & 1], j + 1, 1, dp - 1, True)
            return
        else:
            self._corner(sq, kind, al, dp)
        if owner < 6:
            r(sq, 0, dp - band, al, dp, PLAYERS + owner)
            if mortgaged:
                for a in range(1, al, 3):
                    r(sq, a, dp - band, a + 1, dp, BG)
        if tokens:
            # One row along the side from the strip's edge; a crowd takes a second row (over
            # the strip and the band where the cell is shallow), then sprites overlap; a cell
            # shallower than two rows (a 2-px ring's: ui.boards.LEAN) overlaps its rows.
            ps = [p for p in range(6) if tokens >> p & 1]
            n = len(ps)
            rows = 1 if n <= (al + 1) // (t + 1) else 2
            top = s if rows == 1 or s + 2 * t <= dp else max(0, dp - 2 * t)
            step = t + 1 if top + 2 * t + 1 <= dp else max(1, min(t, dp - top - t))
            per = (n + rows - 1) // rows
            for k in range(rows):
                self._row(sq, ps[k * per:k * per + per], top + k * step, 0, al, False)

    def _buildings(self, sq, level, al, s, ink):
        # Houses: one pip each across the strip, counted at a glance; a hotel: one long bar
        # with the strip's colour at both ends. In INK or BG, whichever the strip shows best.
        r = self._rect
        d0, d1 = (1, s - 1) if s > 4 else (0, s)
        if level == bd.HOTEL:
            r(sq, 2, d0, al - 2, d1, ink)
        elif level:
            w = max(1, min(d1 - d0, (al - 1 - level) // level))
            gap = 1 if w < 3 else 2
            a = (al - level * w - (level - 1) * gap) // 2
            for _ in range(level):
                r(sq, a, d0, a + w, d1, ink)
                a += w + gap

    def _row(self, sq, ps, at, lo, hi, across):
        # Tokens from lo to hi (along the side, or across), a pixel apart or overlapping.
        n = len(ps)
        t = self.tok
        step = t + 1
        if n > 1 and lo + (n - 1) * step + t > hi:
            step = max(1, (hi - lo - t) // (n - 1))
        u = lo if n > 1 or across else (lo + hi - t) // 2
        for p in ps:
            if across:
                self._sprite(sq, at, u, p)
            else:
                self._sprite(sq, u, at, p)
            u += step

    def _corner(self, sq, kind, al, dp):
        if kind == bd.GO:
            for i in range(min(al, dp) - 2):
                self._rect(sq, i + 1, i + 1, i + 3, i + 2, INK)
        elif kind == bd.PARKING:
            m = al // 2
            self._rect(sq, m - 2, 1, m + 2, 5, INK)
            self._rect(sq, m - 1, 2, m + 1, 4, BG)
        else:
            for i in range(min(al, dp) - 2):
                self._rect(sq, i + 1, i + 1, i + 2, i + 2, INK)
                self._rect(sq, al - 2 - i, i + 1, al - 1 - i, i + 2, INK)


# --- the ring ---------------------------------------------------------------------------------
def palette(edition):
    """The ring's 16 colours from the edition's: background (BG), text (INK), the eight
    groups' (GROUPS + i), the six players' (PLAYERS + i)."""
    p = displayio.Palette(16)
    p[BG] = edition.BACKGROUND
    p[INK] = edition.TEXT
    for i in range(8):
        p[GROUPS + i] = edition.GROUP_COLOURS[i]
    for i in range(6):
        p[PLAYERS + i] = edition.PLAYER_COLOURS[i]
    return p


def backdrop(pal, w, h):
    """The screen in palette colour 0 (BG) under the sides: a vectorio rectangle, no pixel
    memory, and half the render time of a bitmap scaled up to it (a tile grid's pixel costs
    about twice a rectangle's on the board: 80 ms of a board's 335 ms frame at 240x240)."""
    return vectorio.Rectangle(pixel_shader=pal, width=w, height=h, color_index=BG)


_pips = [None, b'']     # (edition, its pips' ink per group)


class Ring(Squares):
    """The 40 squares round the screen's edge: one or two 16-colour bitmaps a side over a
    backdrop, k x k screen pixels a ring pixel (Profile.ring). Its displayio group, grid, is
    under every game screen (ui.game.board_screen); sync(g) redraws the squares that changed; xy, box and
    centre give where a square, a cell and the free middle are on the screen."""
    def __init__(self, width, height, edition, k=1):
        # k: its pixels' size (ui.device.profile: Profile.ring); the rest is in those.
        self.k = k
        self.mid = middle(width, height, k)
        self.cw, self.ch, self.x0, self.y0 = cw, ch, x0, y0 = grid(width, height, k)
        # One bitmap a side (the top and bottom rows take the corners) over a backdrop: the
        # middle holds no pixels (3.5 KB of bitmaps at 160x128 instead of 10 KB). Where a
        # side would take over 1.5 KB (240x240: 2.5 KB), it is two bitmaps, split after the
        # 6th cell (4th on the left and right), sharing the grid line there: the ring is made
        # again after a full screen (ui.game.board_screen), where a 143 KB heap had no 2.5 KB
        # block left.
        pal = palette(edition)
        self.grid = g = displayio.Group()
        g.append(backdrop(pal, width, height))
        if k > 1:   # the sides scaled, not the backdrop (Blinka's vectorio ignores k)
            g.append(displayio.Group(scale=k))
            g = g[1]
        self.sides = []
        self.cut = cut = 6 if (11 * cw + 8) // 8 * 4 * (ch + 1) > 1536 else 11
        tall = 9 * ch - 1
        pieces = []
        for y in (y0, y0 + 10 * ch):
            pieces += ((x0, y, cut * cw + 1, ch + 1), (x0 + cut * cw, y, (11 - cut) * cw + 1,
                                                        ch + 1))
        k = cut - 2 if cut < 11 else 9    # rows 1..k, k+1..9 on the left and right
        for x in (x0, x0 + 10 * cw):
            pieces += ((x, y0 + ch + 1, cw + 1, k * ch if k < 9 else tall),
                       (x, y0 + (k + 1) * ch + 1, cw + 1, (9 - k) * ch - 1))
        for x, y, w, h in pieces:
            if w < 2 or h < 1:
                self.sides.append(None)     # not split: the second piece is empty
                continue
            b = displayio.Bitmap(w, h, 16)
            b.fill(INK)     # the grid lines; each square's inside is painted by draw()
            g.append(displayio.TileGrid(b, pixel_shader=pal, x=x, y=y))
            self.sides.append((b, x, y))
        small = min(cw, ch) - 1
        self.strip = max(3, small * 3 // 10)
        self.band = max(2, small // 6)
        self.zoom = k = max(1, small // 9)    # a token's sprite pixel: 1 px at 160x128, 2 at 240
        self.tok = 5 * k                     # a token's side: 5 px at 160x128, 10 at 240x240
        if _pips[0] is not edition:     # once a game: the ring is made again (ui.game.board_screen)
            _pips[:] = edition, bytes(pip_ink(edition, i) for i in range(8))
            from engine import forget
            forget('ui.widgets.contrast')   # only needed for that (and by the deed card, which loads it)
        self.pips = _pips[1]
        self.seen = bytearray(b'\xff' * 160)   # per square: owner, level|mortgage<<3, tokens, jailed

    def xy(self, sq):
        """The screen's (x, y) of square sq's cell, its grid lines included."""
        c, r = cell_of(sq)
        k = self.k
        return (self.x0 + c * self.cw) * k, (self.y0 + r * self.ch) * k

    def box(self):
        """The screen's (w, h) of a cell and its grid lines (the cursor's frame)."""
        k = self.k
        return (self.cw + 1) * k, (self.ch + 1) * k

    def centre(self):
        """(x, y, w, h) of the free area inside the ring, in the screen's pixels."""
        return self.mid

    def _box(self, sq, a0, d0, a1, d1):
        """(bitmap, x0, y0, x1, y1) in the side bitmap's pixels of the part of a square from
        a0 to a1 along its side and d0 to d1 in from its inner edge, clipped to the cell; None
        when nothing is left."""
        c, r = cell_of(sq)
        cut = self.cut      # the second piece of a side: columns from cut, rows after cut - 2
        bmp, ox, oy = self.sides[(0 if r == 0 else 2 if r == 10 else 4 if c == 0 else 6) +
                                 ((c >= cut) if r % 10 == 0 else (r > cut - 2))]
        x = self.x0 + c * self.cw + 1 - ox
        y = self.y0 + r * self.ch + 1 - oy
        w, h = self.cw - 1, self.ch - 1
        side = sq // 10
        if side == 0 or side == 2:
            al, dp = w, h
        else:
            al, dp = h, w
        a0, a1, d0, d1 = max(a0, 0), min(a1, al), max(d0, 0), min(d1, dp)
        if a0 >= a1 or d0 >= d1:
            return None
        if side == 0:
            return bmp, x + a0, y + d0, x + a1, y + d1
        if side == 2:
            return bmp, x + a0, y + h - d1, x + a1, y + h - d0
        if side == 1:
            return bmp, x + w - d1, y + a0, x + w - d0, y + a1
        return bmp, x + d0, y + a0, x + d1, y + a1

    def _rect(self, sq, a0, d0, a1, d1, v):
        b = self._box(sq, a0, d0, a1, d1)
        if b:
            fill_region(b[0], b[1], b[2], b[3], b[4], v)

    def _sprite(self, sq, a0, d0, p):
        """Player p's token in the t x t box at a0 (along) and d0 (in), upright on screen
        whichever side the square is on, clipped to the cell."""
        t = self.tok
        side = sq // 10
        b = self._box(sq, a0, d0, a0 + t, d0 + t)
        if not b:
            return
        bmp, x0, y0, x1, y1 = b
        # The unclipped box: grow the clipped one back on the sides that were cut.
        dp = self.dims(sq)[1]
        cut_a0 = max(0, -a0)
        cut_d0, cut_d1 = max(0, -d0), max(0, d0 + t - dp)
        if side == 0:
            x, y = x0 - cut_a0, y0 - cut_d0
        elif side == 2:
            x, y = x0 - cut_a0, y0 - cut_d1
        elif side == 1:
            x, y = x0 - cut_d1, y0 - cut_a0
        else:
            x, y = x0 - cut_d0, y0 - cut_a0
        k = self.zoom
        shape = SHAPES[p]
        v = PLAYERS + p
        # One fill a run of set bits, and one for the rows below that repeat it: the square
        # token is one fill, the others three to five, where a fill a sprite pixel was up to
        # 25 (each a call through the bitmap's bounds, 0.3-0.4 ms on an RP2040: tokens are
        # drawn again at every move).
        j = 0
        while j < 5:
            bits = shape[j]
            j1 = j + 1
            while j1 < 5 and shape[j1] == bits:
                j1 += 1
            ya, yb = max(y + j * k, y0), min(y + j1 * k, y1)
            i = 0
            while i < 5:
                if bits & (16 >> i):
                    i1 = i + 1
                    while i1 < 5 and bits & (16 >> i1):
                        i1 += 1
                    xa, xb = max(x + i * k, x0), min(x + i1 * k, x1)
                    # Only a non-empty region: the board's fill_region swaps reversed corners.
                    if xa < xb and ya < yb:
                        fill_region(bmp, xa, ya, xb, yb, v)
                    i = i1
                else:
                    i += 1
            j = j1

    def sync(self, g):
        """Redraw the squares whose owner, level, mortgage or tokens changed; how many."""
        marks = bytearray(40)
        jail = getattr(g, 'jail', None)
        jailed = 0
        for p in range(g.n):
            if not g.out[p]:
                marks[g.pos[p]] |= 1 << p
                if jail is not None and jail[p]:
                    jailed |= 1 << p
        seen = self.seen
        n = 0
        for sq in range(40):
            o = g.owner[sq]
            lv = g.level[sq] | (g.mortgaged[sq] << 3)
            jl = jailed if sq == 10 else 0
            i = sq * 4
            if seen[i] != o or seen[i + 1] != lv or seen[i + 2] != marks[sq] or seen[i + 3] != jl:
                seen[i] = o
                seen[i + 1] = lv
                seen[i + 2] = marks[sq]
                seen[i + 3] = jl
                self.draw(sq, o, g.level[sq], g.mortgaged[sq], marks[sq], jl)
                n += 1
        return n
