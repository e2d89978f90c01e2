# The 40 squares in one 16-colour bitmap sized to the display. A square is redrawn only when
# what it shows changes: a move or a purchase dirties one or two cells.
import displayio
from engine import board as bd

try:
    from bitmaptools import fill_region
except ImportError:
    def fill_region(bmp, x1, y1, x2, y2, v):
        for y in range(y1, y2):
            for x in range(x1, x2):
                bmp[x, y] = v

BG = 0          # palette: 0 background, 1 text/lines, 2-9 street groups, 10-15 players
INK = 1
GROUPS = 2
PLAYERS = 10


def palette(edition):
    p = displayio.Palette(16)
    p[BG] = edition.BACKGROUND
    p[INK] = edition.TEXT
    for i in range(8):
        p[GROUPS + i] = edition.GROUP_COLOURS[i]
    for i in range(6):
        p[PLAYERS + i] = edition.PLAYER_COLOURS[i]
    return p


def cell_of(sq):
    """(column, row) of a square on the 11x11 grid; GO is bottom right."""
    side, k = sq // 10, sq % 10
    if side == 0:
        return 10 - k, 10
    if side == 1:
        return 0, 10 - k
    if side == 2:
        return k, 0
    return 10, k


class Ring:
    def __init__(self, width, height, edition):
        self.cw = cw = (width - 1) // 11
        self.ch = ch = (height - 1) // 11
        self.x0 = (width - 11 * cw - 1) // 2
        self.y0 = (height - 11 * ch - 1) // 2
        self.bitmap = displayio.Bitmap(width, height, 16)
        self.grid = displayio.TileGrid(self.bitmap, pixel_shader=palette(edition))
        small = min(cw, ch) - 1
        self.strip = max(3, small * 3 // 10)
        self.band = max(2, small // 6)
        self.tok = max(3, small // 4)        # a token's side: 3 px at 160x128, 5 at 240x240
        self.seen = bytearray(b'\xff' * 160)   # per square: owner, level|mortgage<<3, tokens, jailed
        fill_region(self.bitmap, self.x0, self.y0, self.x0 + 11 * cw + 1,
                    self.y0 + 11 * ch + 1, INK)
        x, y, w, h = self.centre()
        fill_region(self.bitmap, x, y, x + w, y + h, BG)

    def xy(self, sq):
        c, r = cell_of(sq)
        return self.x0 + c * self.cw, self.y0 + r * self.ch

    def centre(self):
        """(x, y, w, h) of the free area inside the ring."""
        return (self.x0 + self.cw + 1, self.y0 + self.ch + 1, 9 * self.cw - 1, 9 * self.ch - 1)

    def _rect(self, sq, a0, d0, a1, d1, v):
        # a: along the side, d: depth from the inner edge; clipped to the cell.
        x, y = self.xy(sq)
        x += 1
        y += 1
        w, h = self.cw - 1, self.ch - 1
        side = sq // 10
        if side == 0 or side == 2:
            al, dp = w, h
        else:
            al, dp = h, w
        a0, a1, d0, d1 = max(a0, 0), min(a1, al), max(d0, 0), min(d1, dp)
        if a0 >= a1 or d0 >= d1:
            return
        if side == 0:
            fill_region(self.bitmap, x + a0, y + d0, x + a1, y + d1, v)
        elif side == 2:
            fill_region(self.bitmap, x + a0, y + h - d1, x + a1, y + h - d0, v)
        elif side == 1:
            fill_region(self.bitmap, x + w - d1, y + a0, x + w - d0, y + a1, v)
        else:
            fill_region(self.bitmap, x + d0, y + a0, x + d1, y + a1, v)

    def dims(self, sq):
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
            r(sq, 0, 0, al, s, GROUPS + g)
            if mortgaged:
                for a in range(0, al, 2):
                    r(sq, a, 0, a + 1, s, BG)
            if level == bd.HOTEL:
                r(sq, 1, 0, al - 1, s - 1, INK)
            elif level:
                hw = max(1, (al - 1) // 4 - 1)
                for i in range(level):
                    a = 1 + i * (hw + 1)
                    r(sq, a, 0, a + hw, s - 1, INK)
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
        elif kind == bd.JAIL:
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
            # One row along the side under the strip; a second row (over the owner band
            # where the cell is shallow) and overlapping marks only for crowds.
            ps = [p for p in range(6) if tokens >> p & 1]
            n = len(ps)
            rows = 1 if n <= (al - 1) // (t + 1) else 2
            dstep = t + 1 if s + 2 * t + 2 <= dp - band else t
            per = (n + rows - 1) // rows
            for k in range(rows):
                self._row(sq, ps[k * per:k * per + per], s + 1 + k * dstep, 1, al - 1, False)

    def _row(self, sq, ps, at, lo, hi, across):
        # Tokens from lo to hi (along the side, or across), a pixel apart or overlapping.
        n = len(ps)
        t = self.tok
        step = t + 1
        if n > 1 and lo + (n - 1) * step + t > hi:
            step = max(1, (hi - lo - t) // (n - 1))
        u = lo
        for p in ps:
            if across:
                self._rect(sq, at, u, at + t, u + t, PLAYERS + p)
            else:
                self._rect(sq, u, at, u + t, at + t, PLAYERS + p)
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
