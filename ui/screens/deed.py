# The deed card: an overlay over the board with a square's name on its group colour, price,
# rent table, building cost, mortgage value, owner and what its rent would be now.
import displayio
import vectorio
from engine import board as bd
from engine import job
from editions import square_name
from ui.app import Screen
from ui.widgets import draw
from ui.widgets.draw import label, put, panel
from ui.app import group_at
from ui.screens.listing import money, cap, deed_name
from ui.device import buttons as K
from ui.widgets.cursor import marked
from ui.text import words

_COLS = 25


def _ink(colour):
    # Black or white on the band (ui.widgets.contrast.ink_on), its code loaded for this one call:
    # not held while the card shows (over the trade screen, the game's heap peak).
    return job(('ui.widgets.contrast',), 'ui.widgets.contrast', 'ink_on', colour)


def deed_lines(app, sq):
    """The card's lines below the name, in order."""
    ed = app.edition
    g = app.game
    m = lambda n: money(app, n)
    kind = bd.KIND[sq]
    out = []
    if not bd.ownable(sq):
        return ['Not a deed']
    out.append('Price ' + m(bd.PRICE[sq]))
    if kind == bd.STREET:
        # '{:<10} {}': a space before the amount whatever the word ('Invincibility$1050')
        out.append('{:<10} {}'.format('Rent', m(bd.street_rent(sq, 0))))
        for lv in range(1, 6):
            if lv == bd.HOTEL:
                w = cap(ed.HOTEL[0])
            else:
                w = '{} {}'.format(lv, ed.HOUSE[0] if lv == 1 else ed.HOUSE[1])
            out.append('{:<10} {}'.format(w, m(bd.street_rent(sq, lv))))
        out.append('{} cost {}'.format(cap(ed.HOUSE[0]), m(bd.house_cost(sq))))
    elif kind == bd.RAIL:
        for n in range(1, 5):
            w = ed.RAILROAD[0] if n == 1 else ed.RAILROAD[1]
            out.append('{} {:<10} {}'.format(n, w, m(bd.RAIL_RENT[n])))
    else:
        for n in (1, 2):
            w = ed.UTILITY[0] if n == 1 else ed.UTILITY[1]
            out.append('{} {}: {}x dice'.format(n, w, bd.UTIL_MULTIPLIER[n]))
    # Mortgaged: said on the mortgage line, which has the room ('Owner: Thimble, mortgaged'
    # was cut on a CLUE's 23 columns).
    o = g.owner[sq]
    out.append(('Mortgaged for ' if o < g.n and g.mortgaged[sq] else 'Mortgage ') +
               m(bd.mortgage_value(sq)))
    if o >= g.n:
        out.append('Owner: bank')
        return out
    out.append('Owner: ' + app.names[o])
    out.append(words.rent(app, sq))
    return out


class DeedCard(Screen):
    full = False

    def __init__(self, app, square):
        super().__init__(app)
        self.sq = square
        self.labs = None
        # Where the card covers (nearly) the whole screen, the screens under it are dropped
        # while it shows instead of staying built beneath it: a deed card over the trade
        # screen was a game's heap peak (docs/memory.md). The margins get the background.
        self.full = app.width <= 168 and app.height <= 136

    def build(self):
        app = self.app
        ed = app.edition
        w, h = app.width, app.height
        # Sized by the font: 25 columns (every line fits 23: a CLUE's) and
        # an owned street's 11 lines under the name where the screen has them; where it does
        # not (240x135), the directions scroll the lines, a marker saying more are there.
        cols = min(_COLS, (w - 10) // draw.CELL_W)
        cw = cols * draw.CELL_W + 6
        ch = min(h, max(128, draw.LINE + 5 + 11 * draw.DENSE))
        x0 = (w - cw) // 2
        y0 = (h - ch) // 2
        self.group = g = group_at(x0, y0)
        if self.full:
            panel(g, w, h, ed.BACKGROUND, ed.BACKGROUND, -x0, -y0)
        panel(g, cw, ch, ed.BACKGROUND, ed.TEXT)
        sq = self.sq
        grp = bd.GROUP[sq]
        band = ed.GROUP_COLOURS[grp] if grp < 8 else ed.HIGHLIGHT
        pal = displayio.Palette(1)
        pal[0] = band
        g.append(vectorio.Rectangle(pixel_shader=pal, width=cw - 4, height=draw.LINE, x=2, y=2))
        self.cols = cols
        self.name = label(g, 4, 2, _ink(band))
        self.name.text = deed_name(self.app, sq, cols)
        # Lines a full line apart where they all fit so (a utility's, a railroad's): dense,
        # a 'y' of one line meets the next line's 'l' in the built-in font.
        line = draw.LINE
        if len(deed_lines(app, sq)) * line > ch - draw.LINE - 3:
            line = draw.DENSE
        n = (ch - draw.LINE - 3) // line
        self.labs = [label(g, 4, draw.LINE + 2 + line * i, ed.TEXT) for i in range(n)]
        self.first = 0      # the first line shown

    def drop(self):
        self.group = self.labs = self.name = None

    def update(self):
        if self.labs is None:
            return
        lines = deed_lines(self.app, self.sq)
        n = len(self.labs)
        top = self.first
        for i in range(n):
            k = top + i
            put(self.labs[i], marked(lines[k], self.cols, i == 0 and top > 0,
                                     i == n - 1 and k < len(lines) - 1)
                if k < len(lines) else '')

    def key(self, b):
        if b in (K.A, K.B, K.SELECT, K.START):
            self.app.pop()
        elif K.UP <= b <= K.RIGHT and self.labs is not None:
            # DOWN/RIGHT the next line, UP/LEFT the one before, wrapping as every list does:
            # a one-button board's tap (RIGHT) reaches every line and comes back to the top.
            # (Constants, not K.direction(): the build inlines them and ui.device.buttons, 26 names
            # in MicroPython's string pool, stays unloaded.)
            last = max(0, len(deed_lines(self.app, self.sq)) - len(self.labs))
            d = 1 if b == K.DOWN or b == K.RIGHT else -1
            self.first = (self.first + d) % (last + 1)
            self.update()

    def text(self):
        return [square_name(self.app.edition, self.sq)] + deed_lines(self.app, self.sq)
