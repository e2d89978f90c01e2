# A full-screen list: a title, rows that scroll under a cursor (ui.widgets.cursor), and a foot line
# for prices and refusals. Menus, the build/mortgage lists, the trade screen and holdings are
# all lists, so RIGHT (next, wrapping), A (choose) and B (back) reach everything. A row may
# carry a colour swatch (a deed's group) drawn in its second column.
import displayio
from editions import square_name
from ui.widgets.cursor import Cursor, window, marked
from ui.widgets import draw
from ui.widgets.draw import label, put, panel, backed
from ui.app import group_at
from ui.text.words import wrap


def cap(s):
    return s[:1].upper() + s[1:]


def money(app, n):
    return app.edition.MONEY.format(n)


def deed_name(app, sq, cols):
    long = square_name(app.edition, sq)
    return long if len(long) <= cols else square_name(app.edition, sq, True)


class ListScreen(Cursor):
    """Subclasses set self.title, self.rows (list of str), self.foot and, for swatches,
    self.colours (per row None or a swatch: 1-8 a street group's colour, 9 the text colour,
    ui.screens.deeds.swatch; the row's text leaves its first column blank) in fill(), and act in
    pick(i). self.sel is the row under the cursor. B goes back to the
    screen below (back())."""

    def __init__(self, app):
        Cursor.__init__(self, app)
        self.first = 0
        self.title = ''
        self.rows = []
        self.colours = None
        self.foot = ''
        self.labs = None
        self.cols = (app.width - 6) // draw.CELL_W

    def count(self):
        return len(self.rows)

    def build(self):
        app = self.app
        ed = app.edition
        w, h = app.width, app.height
        self.group = g = group_at()
        panel(g, w, h, ed.BACKGROUND, ed.HIGHLIGHT)
        line = draw.LINE        # the font's pitch: no row touches
        n = (h - 2 * line - 7) // line      # rows between the head and the foot
        # Each line as wide as the list at once (label(cells=)): grown to a longer row at
        # the first render, its wider tile grid was made after fill()'s garbage, a row's
        # above each, and outlived it.
        c = self.cols
        self.head = label(g, 3, 2, ed.HIGHLIGHT, '', 1, c)
        self.labs = [label(g, 3, 5 + line * (i + 1), ed.TEXT, '', 1, c) for i in range(n)]
        self.tail = label(g, 3, h - line - 2, ed.HIGHLIGHT, '', 1, c)
        backed(g, self.labs + [self.head, self.tail], ed.BACKGROUND)
        self.swatches = None

    def drop(self):
        # The rows go too (fill() makes them again before the list shows): a list under a
        # full screen (the menu and the trade screen under a deed card, the game's peak)
        # holds no strings.
        self.group = self.labs = self.head = self.tail = self.swatches = None
        self.rows = []
        self.colours = None

    def make_swatches(self):
        # Only lists that show colours pay for them: one tile grid down the rows' second
        # column over a strip of 10 tiles (none, the 8 group colours, the text colour).
        ed = self.app.edition
        h = draw.LINE
        tw = draw.CELL_W - 2        # the swatch fills the row's blank second column
        strip = displayio.Bitmap(10 * tw, h, 16)
        for t in range(1, 10):
            for x in range(tw):
                for y in range(2, h - 2):
                    strip[t * tw + x, y] = t
        pal = displayio.Palette(10)
        pal.make_transparent(0)
        for i in range(8):
            pal[1 + i] = ed.GROUP_COLOURS[i]
        pal[9] = ed.TEXT
        lab = self.labs[0]
        self.swatches = displayio.TileGrid(strip, pixel_shader=pal, width=1,
                                           height=len(self.labs), tile_width=tw, tile_height=h,
                                           x=lab.x + draw.CELL_W + 1, y=lab.y)
        self.group.append(self.swatches)

    def fill(self):
        """Set title, rows and foot from the game."""

    def update(self):
        self.refill()
        self.render()

    def refill(self):
        """fill() with the edition's file held open throughout where the game reads the
        squares' names from it: one open for the rows, not one each (editions._held.file
        says why). Opened here, not in editions._held, which a game keeps loaded."""
        ed = self.app.edition
        held = None
        if getattr(ed, 'SQUARES', None) is None:
            import editions._held as held
            try:
                held.file = open(ed._decks[0], 'rb')
            except OSError:
                pass        # each name opens it, and reads '' when it cannot
        try:
            self.fill()
        finally:
            if held is not None and held.file is not None:
                held.file.close()
                held.file = None

    def moved(self):
        self.render()

    def render(self):
        if self.labs is None:
            return
        ed = self.app.edition
        c = self.cols
        # The foot (a price, a refusal, what an action did) is never cut: a long one takes
        # up to two rows above it, and one longer still shows three lines at a time.
        foot = wrap(self.foot, c) or ['']
        if len(foot) > 3:
            pages = (len(foot) + 2) // 3
            foot = foot[3 * (self.beat % pages):][:3]
            if self.long is None:
                self.long = -1
        k = len(self.labs) - len(foot) + 1
        n = len(self.rows)
        if self.sel >= n:
            self.sel = max(n - 1, 0)
        self.first = first = window(self.sel, self.first, k, n)
        t = self.title
        pos = ' {}/{}'.format(self.sel + 1, n) if n > k else ''     # rows scroll: where?
        put(self.head, self.piece(t, c - len(pos)) + pos)
        cs = self.colours
        if cs and self.swatches is None:
            self.make_swatches()
        for i in range(len(self.labs)):
            j = first + i
            col = None
            if i >= k:
                put(self.labs[i], foot[i - k], ed.HIGHLIGHT)
            elif j < n:
                on = j == self.sel
                up = i == 0 and first > 0
                down = i == k - 1 and j < n - 1
                row = self.rows[j]
                if on:      # the row under the cursor is read whole, a piece at a time
                    row = self.piece(row, c - 1 - (2 if up or down else 0))
                put(self.labs[i], marked(('>' if on else ' ') + row, c, up, down),
                    ed.HIGHLIGHT if on else ed.TEXT)
                if cs and j < len(cs):
                    col = cs[j]
            else:
                put(self.labs[i], '')
            if self.swatches is not None and self.swatches[0, i] != (col or 0):
                self.swatches[0, i] = col or 0      # a tile redraws only when it changes
        # A wrapped foot's lines stay together: its last line comes up under the others.
        y = self.labs[-1].y + draw.LINE if len(foot) > 1 else self.app.height - draw.LINE - 2
        if self.tail.y != y:
            self.tail._item.y = y       # (ui.widgets.draw.Label's y is read-only: no setter's bytes)
        put(self.tail, foot[-1])

    def say(self, text):
        self.foot = text
        self.render()

    def back(self):
        self.app.pop()

    def current(self):
        return self.rows[self.sel] if self.rows else ''

    def text(self):
        return [self.title] + list(self.rows) + [self.foot]


def act(screen, fn, *args):
    """Run an engine action; on RuleError show its reason and return False."""
    from engine import RuleError
    try:
        fn(*args)
    except RuleError as e:
        screen.say(e.reason)
        return False
    f = screen.app.flow
    if f is not None:
        f.dirty = True      # saved once the turn's screen is back (ui.game.flow.Flow.check)
        f.news = []         # a new moment: what follows is its news (not an old refusal)
    return True
