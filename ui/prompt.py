# A prompt over the board's centre: a header, a few message lines and a wrapping list of
# choices. Every decision screen of the turn flow is one of these (overlay: the ring stays
# visible and closing it redraws only the centre). RIGHT/DOWN next, LEFT/UP previous, A
# choose, B back; so RIGHT, A and B alone reach everything.
import displayio
from ui import buttons as K
from ui.app import Screen
from ui.draw import label, put, panel
from ui.words import wrap

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_LINE = const(11)     # the font's ink is 11 rows: lines never touch


def placed(tg, x, y):
    tg.x = x
    tg.y = y
    return tg


def area(app):
    """(x, y, w, h) of the prompt: the free middle of the ring (the whole screen without)."""
    cw = (app.width - 1) // 11
    ch = (app.height - 1) // 11
    x0 = (app.width - 11 * cw - 1) // 2
    y0 = (app.height - 11 * ch - 1) // 2
    return x0 + cw + 1, y0 + ch + 1, 9 * cw - 1, 9 * ch - 1


class Prompt(Screen):
    """title: header line; lines: message text (wrapped, cut to what fits); choices: tuple
    of (text, value); chosen(value) on A; back() on B (default: nothing)."""
    full = False
    keep = 2        # message lines kept visible when the choices need the room (they scroll)

    def __init__(self, app, title, lines=(), choices=(), chosen=None, back=None, colour=None):
        Screen.__init__(self, app)
        self.title = title
        self.lines = lines
        self.choices = choices
        self.chosen = chosen
        self.back = back
        self.colour = colour
        self.sel = 0
        self.rows = []

    def geometry(self):
        return area(self.app)

    def build(self):
        ed = self.app.edition
        x, y, w, h = self.geometry()
        self.group = g = displayio.Group()
        g.append(self.frame(x, y, w, h))
        self.cols = (w - 4) // 6
        n = (h - 4) // _LINE
        self.rows = [label(g, x + 2, y + 2 + i * _LINE, ed.TEXT) for i in range(n)]
        self.x, self.y = x, y
        self.refresh()

    def frame(self, x, y, w, h):
        ed = self.app.edition
        return placed(panel(w, h, ed.BACKGROUND, ed.HIGHLIGHT), x, y)

    def drop(self):
        self.group = None
        self.rows = []

    def body(self):
        """The lines shown: header, message, choices (the selected one marked)."""
        cols = self.cols
        nc = len(self.choices)
        room = max(len(self.rows) - 1 - nc, self.keep)
        msg = []
        i = len(self.lines) - 1
        while i >= 0:
            w = wrap(self.lines[i], cols)
            if len(w) + len(msg) > room:
                if not msg:
                    msg = w[:room]
                break
            msg = w + msg
            i -= 1
        out = [self.title[:cols]] + msg
        first = 0
        left = len(self.rows) - len(out)
        if nc > left:
            first = min(max(0, self.sel - left + 1), nc - left)
        for i in range(first, min(nc, first + left)):
            out.append(('>' if i == self.sel else ' ') + self.choices[i][0][:cols - 1])
        return out

    def refresh(self):
        if not self.rows:
            return
        ed = self.app.edition
        lines = self.body()
        nmsg = len(lines) - min(len(self.choices), len(lines) - 1)
        for i in range(len(self.rows)):
            t = lines[i] if i < len(lines) else ''
            c = ed.TEXT
            if i == 0:
                c = self.colour if self.colour is not None else ed.HIGHLIGHT
            elif i >= nmsg and t[:1] == '>':
                c = ed.HIGHLIGHT
            put(self.rows[i], t, c)

    def key(self, b):
        n = len(self.choices)
        if n and (b == K.RIGHT or b == K.DOWN):
            self.sel = (self.sel + 1) % n
            self.refresh()
        elif n and (b == K.LEFT or b == K.UP):
            self.sel = (self.sel - 1) % n
            self.refresh()
        elif b == K.A and n and self.chosen:
            self.chosen(self.choices[self.sel][1])
        elif b == K.B and self.back:
            self.back()

    def tick(self, now):
        f = getattr(self.app, 'flow', None)
        if f is not None:
            f.tick(now)     # the banner goes after a while

    def text(self):
        return [r.text for r in self.rows if r.text]
