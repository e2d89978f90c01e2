# A full-screen list: a title, rows that scroll under a cursor, and a foot line for prices and
# refusals. Menus, the build/mortgage lists, the trade composer, the offer and the holdings
# are all lists, so RIGHT (next, wrapping), A (choose) and B (back) reach everything.
import displayio
from editions import square_name
from ui import buttons as K
from ui.app import Screen
from ui import draw
from ui.draw import label, put, panel


def cap(s):
    return s[:1].upper() + s[1:]


def money(app, n):
    return app.edition.MONEY.format(n)


def deed_name(app, sq, cols):
    long = square_name(app.edition, sq)
    return long if len(long) <= cols else square_name(app.edition, sq, True)


class ListScreen(Screen):
    """Subclasses set self.title, self.rows (list of str) and self.foot in fill(), and act in
    pick(i). self.sel is the row under the cursor."""

    def __init__(self, app):
        super().__init__(app)
        self.sel = 0
        self.first = 0
        self.title = ''
        self.rows = []
        self.foot = ''
        self.labs = None
        self.cols = (app.width - 6) // draw.CELL_W

    def build(self):
        app = self.app
        ed = app.edition
        w, h = app.width, app.height
        self.group = g = displayio.Group()
        g.append(panel(w, h, ed.BACKGROUND, ed.HIGHLIGHT))
        line = draw.LINE        # the font's pitch: no row touches
        n = (h - 2 * line - 7) // line      # rows between the head and the foot
        self.head = label(g, 3, 2, ed.HIGHLIGHT)
        self.labs = [label(g, 3, 5 + line * (i + 1), ed.TEXT) for i in range(n)]
        self.tail = label(g, 3, h - line - 2, ed.HIGHLIGHT)

    def drop(self):
        self.group = self.labs = self.head = self.tail = None

    def fill(self):
        """Set title, rows and foot from the game."""

    def update(self):
        self.fill()
        self.render()

    def render(self):
        if self.labs is None:
            return
        n = len(self.rows)
        if self.sel >= n:
            self.sel = max(n - 1, 0)
        k = len(self.labs)
        if self.sel < self.first:
            self.first = self.sel
        elif self.sel >= self.first + k:
            self.first = self.sel - k + 1
        if self.first > max(n - k, 0):
            self.first = max(n - k, 0)
        ed = self.app.edition
        c = self.cols
        t = self.title
        if n > k:
            # Rows scroll: say where the cursor is.
            pos = ' {}/{}'.format(self.sel + 1, n)
            t = t[:c - len(pos)] + pos
        put(self.head, t[:c])
        for i in range(k):
            j = self.first + i
            if j < n:
                on = j == self.sel
                put(self.labs[i], ('>' if on else ' ') + self.rows[j][:c - 1],
                    ed.HIGHLIGHT if on else ed.TEXT)
            else:
                put(self.labs[i], '')
        put(self.tail, self.foot[:c])

    def say(self, text):
        self.foot = text
        self.render()

    def key(self, b):
        n = len(self.rows)
        if b == K.RIGHT or b == K.DOWN:
            if n:
                self.sel = (self.sel + 1) % n
            self.render()
        elif b == K.LEFT or b == K.UP:
            if n:
                self.sel = (self.sel - 1) % n
            self.render()
        elif b == K.A:
            if n:
                self.pick(self.sel)
        elif b == K.B:
            self.back()

    def pick(self, i):
        pass

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
