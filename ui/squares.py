# What a square of the board looks like: its colour strip, houses or hotel, mortgage stripes,
# owner band and tokens, painted through Ring._rect (ui/ring.py) in coordinates along and
# across its side, so one drawing serves all four sides. Tokens are sprites in screen
# orientation (Ring._sprite): a shape each as well as a colour, so a colour-blind player
# tells them apart.
from engine import board as bd

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
    the strip (ui/contrast.py's MIN_GRAPHIC), else in BG."""
    from ui.contrast import ratio, MIN_GRAPHIC
    c = edition.GROUP_COLOURS[group]
    return INK if ratio(c, edition.TEXT) >= MIN_GRAPHIC else BG


class Squares:
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
