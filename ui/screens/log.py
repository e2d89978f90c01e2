# The message log (the last events, newest at the bottom; Diagnostics is one too): a full
# screen; B or A closes; '^'/'v' say more is there. (Help is ui.screens.teach.)
from ui.device import buttons as K
from ui.app import Screen
from ui.widgets.cursor import marked, last_page
from ui.widgets import draw
from ui.widgets.draw import label, panel, put
from ui.app import group_at
from ui.text.words import wrap


class TextScreen(Screen):
    title = ''

    def __init__(self, app):
        Screen.__init__(self, app)
        self.first = None       # None: show the end

    def content(self):
        return []

    def build(self):
        app = self.app
        self.group = g = group_at()
        panel(g, app.width, app.height, app.edition.BACKGROUND, app.edition.HIGHLIGHT)
        self.cols = (app.width - 4) // draw.CELL_W
        line = draw.LINE
        n = (app.height - 4) // line
        self.head = label(g, 2, 2, app.edition.HIGHLIGHT, self.title)
        self.rows = [label(g, 2, 4 + line * (i + 1), app.edition.TEXT) for i in range(n - 1)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []

    def blocks(self):
        return [wrap(t, self.cols - 1) for t in self.content()]     # the last column: markers

    def update(self):
        # Scrolls by item (an event, a help line), never starting halfway through one.
        if not self.rows:
            return
        bs = self.blocks()
        n = len(self.rows)
        last = min(last_page(bs, n), max(0, len(bs) - 1))
        first = last if self.first is None else max(0, min(self.first, last))
        self.first = first
        ls = []
        shown = first
        for b in bs[first:]:
            if ls and len(ls) + len(b) > n:
                break
            ls.extend(b)
            shown += 1
        c = self.cols
        for i in range(n):
            put(self.rows[i], marked(ls[i] if i < len(ls) else '', c,
                                     i == 0 and first > 0, i == n - 1 and shown < len(bs)))

    def key(self, b):
        if b == K.A or b == K.B or b == K.START:
            self.app.pop()
            f = self.app.flow
            if f:
                f.check()
        elif b == K.UP or b == K.LEFT:
            self.first -= 1
            self.update()
        elif b == K.DOWN or b == K.RIGHT:
            self.first += 1
            self.update()

    def text(self):
        return [self.head.text] + [r.text for r in self.rows if r.text]


class LogScreen(TextScreen):
    title = 'Last events'

    def content(self):
        f = self.app.flow
        return f.log if f else []
