# The message log (the last events, newest at the bottom) and the help screen with the
# controls of the board the game runs on (the profile's KEYS). Both full screens; B or A closes.
import displayio
from ui import buttons as K
from ui.app import Screen
from ui.prompt import label, panel, put
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
        n = (app.height - 4) // 10
        self.head = label(g, 2, 2, app.edition.HIGHLIGHT, self.title)
        self.rows = [label(g, 2, 14 + 10 * i, app.edition.TEXT) for i in range(n - 1)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []

    def lines(self):
        out = []
        for t in self.content():
            out.extend(wrap(t, self.cols))
        return out

    def update(self):
        if not self.rows:
            return
        ls = self.lines()
        n = len(self.rows)
        last = max(0, len(ls) - n)
        first = last if self.first is None else max(0, min(self.first, last))
        self.first = first
        for i in range(n):
            j = first + i
            put(self.rows[i], ls[j] if j < len(ls) else '')

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
