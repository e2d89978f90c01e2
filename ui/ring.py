# The 40 squares in four 16-colour bitmaps, one a side of the board (what a square looks like:
# ui/squares.py). A square is redrawn only when what it shows changes: a move or a purchase
# dirties one or two cells.
import displayio

try:
    from bitmaptools import fill_region
except ImportError:
    def fill_region(bmp, x1, y1, x2, y2, v):
        for y in range(y1, y2):
            for x in range(x1, x2):
                bmp[x, y] = v

from ui.squares import Squares, BG, INK, GROUPS, PLAYERS


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


def backdrop(pal, size):
    """A size x size square (or a little more) of palette colour 0: a few pixels scaled up,
    no pixel memory to speak of. CircuitPython 10's Group scale wraps at 128 (a signed byte:
    scale 240 drew nothing on the emulated PicoSystem's firmware, 128 drew up and left), so
    an n x n bitmap keeps the scale below it."""
    n = size // 120 + 1
    g = displayio.Group(scale=(size + n - 1) // n)
    g.append(displayio.TileGrid(displayio.Bitmap(n, n, 16), pixel_shader=pal))
    return g


class Ring(Squares):
    def __init__(self, width, height, edition):
        self.cw = cw = (width - 1) // 11
        self.ch = ch = (height - 1) // 11
        self.x0 = x0 = (width - 11 * cw - 1) // 2
        self.y0 = y0 = (height - 11 * ch - 1) // 2
        # One bitmap a side (the top and bottom rows take the corners) over a backdrop: the
        # middle holds no pixels (3.5 KB of bitmaps at 160x128 instead of 10 KB).
        pal = palette(edition)
        self.grid = g = displayio.Group()
        g.append(backdrop(pal, max(width, height)))
        self.sides = []
        wide, tall = 11 * cw + 1, 9 * ch - 1
        for x, y, w, h in ((x0, y0, wide, ch + 1), (x0, y0 + 10 * ch, wide, ch + 1),
                           (x0, y0 + ch + 1, cw + 1, tall), (x0 + 10 * cw, y0 + ch + 1, cw + 1,
                                                             tall)):
            b = displayio.Bitmap(w, h, 16)
            b.fill(INK)     # the grid lines; each square's inside is painted by draw()
            g.append(displayio.TileGrid(b, pixel_shader=pal, x=x, y=y))
            self.sides.append((b, x, y))
        small = min(cw, ch) - 1
        self.strip = max(3, small * 3 // 10)
        self.band = max(2, small // 6)
        self.tok = max(3, small // 4)        # a token's side: 3 px at 160x128, 5 at 240x240
        self.seen = bytearray(b'\xff' * 160)   # per square: owner, level|mortgage<<3, tokens, jailed

    def xy(self, sq):
        c, r = cell_of(sq)
        return self.x0 + c * self.cw, self.y0 + r * self.ch

    def centre(self):
        """(x, y, w, h) of the free area inside the ring."""
        return (self.x0 + self.cw + 1, self.y0 + self.ch + 1, 9 * self.cw - 1, 9 * self.ch - 1)

    def _rect(self, sq, a0, d0, a1, d1, v):
        # a: along the side, d: depth from the inner edge; clipped to the cell.
        c, r = cell_of(sq)
        bmp, ox, oy = self.sides[0 if r == 0 else 1 if r == 10 else 2 if c == 0 else 3]
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
            return
        if side == 0:
            fill_region(bmp, x + a0, y + d0, x + a1, y + d1, v)
        elif side == 2:
            fill_region(bmp, x + a0, y + h - d1, x + a1, y + h - d0, v)
        elif side == 1:
            fill_region(bmp, x + w - d1, y + a0, x + w - d0, y + a1, v)
        else:
            fill_region(bmp, x + d0, y + a0, x + d1, y + a1, v)

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
