# The message log (the last events, newest at the bottom) and the help screen with the
# controls of the board the game runs on (the profile's KEYS). Both full screens; B or A closes.
import displayio
from ui import buttons as K
from ui.app import Screen
from ui.draw import label, panel, put, last_page
from ui.words import wrap


class TextScreen(Screen):
    title = ''

    def __init__(self, app):
        Screen.__init__(self, app)
        self.first = None       # None: show the end

    def content(self):
        return []

    def build(self):
        app = self.app
        self.group = g = displayio.Group()
        g.append(panel(app.width, app.height, app.edition.BACKGROUND, app.edition.HIGHLIGHT))
        self.cols = (app.width - 4) // 6
        n = (app.height - 14) // 11      # 11 px: the font's ink; lines never touch
        self.head = label(g, 2, 2, app.edition.HIGHLIGHT, self.title)
        self.rows = [label(g, 2, 14 + 11 * i, app.edition.TEXT) for i in range(n)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []

    def blocks(self):
        return [wrap(t, self.cols) for t in self.content()]

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
        for b in bs[first:]:
            if ls and len(ls) + len(b) > n:
                break
            ls.extend(b)
        for i in range(n):
            put(self.rows[i], ls[i] if i < len(ls) else '')

    def key(self, b):
        if b == K.A or b == K.B or b == K.START:
            self.app.pop()
            f = getattr(self.app, 'flow', None)
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
        f = getattr(self.app, 'flow', None)
        return f.log if f else []


class HelpScreen(TextScreen):
    title = 'Controls'

    def __init__(self, app):
        TextScreen.__init__(self, app)
        self.first = 0

    def content(self):
        out = list(self.app.profile.keys)
        out.append('Turn screens: next choice, A takes it, B shows the board.')
        out.append('Board: A back to the turn, START (or B) menu.')
        out.append('CPU turns: A fast-forward.')
        return out
