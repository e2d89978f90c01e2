# A full-screen list: a title, rows that scroll under a cursor (ui.cursor), and a foot line
# for prices and refusals. Menus, the build/mortgage lists, the trade screen and holdings are
# all lists, so RIGHT (next, wrapping), A (choose) and B (back) reach everything. A row may
# carry a colour swatch (a deed's group) drawn in its second column.
import displayio
import vectorio
from editions import square_name
from ui.cursor import Cursor, window, marked
from ui.draw import label, put, panel, LINE


def cap(s):
    return s[:1].upper() + s[1:]


def money(app, n):
    return app.edition.MONEY.format(n)


def deed_name(app, sq, cols):
    long = square_name(app.edition, sq)
    return long if len(long) <= cols else square_name(app.edition, sq, True)


class ListScreen(Cursor):
    """Subclasses set self.title, self.rows (list of str), self.foot and, for swatches,
    self.colours (a colour or None per row, the row's text leaving its first column blank)
    in fill(), and act in pick(i). self.sel is the row under the cursor. B goes back to the
    screen below (back())."""

    def __init__(self, app):
        Cursor.__init__(self, app)
        self.first = 0
        self.title = ''
        self.rows = []
        self.colours = None
        self.foot = ''
        self.labs = None
        self.cols = (app.width - 6) // 6

    def count(self):
        return len(self.rows)

    def build(self):
        app = self.app
        ed = app.edition
        w, h = app.width, app.height
        self.group = g = displayio.Group()
        g.append(panel(w, h, ed.BACKGROUND, ed.HIGHLIGHT))
        n = (h - LINE - 14) // LINE
        self.head = label(g, 3, 2, ed.HIGHLIGHT)
        self.labs = [label(g, 3, 5 + LINE * (i + 1), ed.TEXT) for i in range(n)]
        self.tail = label(g, 3, h - LINE - 2, ed.HIGHLIGHT)
        self.swatches = None

    def drop(self):
        self.group = self.labs = self.head = self.tail = self.swatches = None

    def make_swatches(self):
        # Only lists that show colours pay for the shapes: one small rectangle a row.
        self.swatches = sw = []
        self.shown = [None] * len(self.labs)
        for lab in self.labs:
            r = vectorio.Rectangle(pixel_shader=displayio.Palette(1), width=5, height=7,
                                   x=lab.x + 6, y=lab.y + 2)
            r.hidden = True
            sw.append(r)
            self.group.append(r)

    def fill(self):
        """Set title, rows and foot from the game."""

    def update(self):
        self.fill()
        self.render()

    def moved(self):
        self.render()

    def render(self):
        if self.labs is None:
            return
        n = len(self.rows)
        if self.sel >= n:
            self.sel = max(n - 1, 0)
        k = len(self.labs)
        self.first = first = window(self.sel, self.first, k, n)
        ed = self.app.edition
        c = self.cols
        t = self.title
        if n > k:
            # Rows scroll: say where the cursor is.
            pos = ' {}/{}'.format(self.sel + 1, n)
            t = t[:c - len(pos)] + pos
        put(self.head, t[:c])
        cs = self.colours
        if cs and self.swatches is None:
            self.make_swatches()
        for i in range(k):
            j = first + i
            col = None
            if j < n:
                on = j == self.sel
                text = marked(('>' if on else ' ') + self.rows[j], c,
                              i == 0 and first > 0, i == k - 1 and j < n - 1)
                put(self.labs[i], text, ed.HIGHLIGHT if on else ed.TEXT)
                if cs and j < len(cs):
                    col = cs[j]
            else:
                put(self.labs[i], '')
            if self.swatches is not None and self.shown[i] != col:
                # Only a swatch whose colour changes is touched (each change redraws it).
                self.shown[i] = col
                r = self.swatches[i]
                r.hidden = col is None
                if col is not None:
                    r.pixel_shader[0] = col
        put(self.tail, self.foot[:c])

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
    from engine.errors import RuleError
    try:
        fn(*args)
    except RuleError as e:
        screen.say(e.reason)
        return False
    return True
