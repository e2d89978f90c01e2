# The one-line banner for the small moments (rent, tax, GO, a purchase, a building, a
# mortgage): over the bottom of the screen, on top of every screen, it needs no press and
# never stops the CPUs; it goes at the next moment or after SHOW ms. Made on the first
# moment and freed when it goes (a label's tiles are all it holds).
import displayio
from ui.draw import label, put
from ui.words import wrap

try:
    from adafruit_ticks import ticks_diff
except ImportError:
    def ticks_diff(a, b):
        return a - b

SHOW = 2500


class Banner:
    def __init__(self, app):
        self.app = app
        self.group = None
        self.rows = ()
        self.since = None
        self.text = ''

    def say(self, text):
        app = self.app
        ed = app.edition
        cols = app.width // 6
        ls = wrap(text, cols)[:2]
        if self.group is None:
            self.group = g = displayio.Group()
            self.rows = [label(g, 0, 0, ed.HIGHLIGHT) for _ in range(2)]
            for r in self.rows:
                r.background_color = ed.BACKGROUND
        self.lift()
        y = app.height - 12 * len(ls)
        for i in range(2):
            r = self.rows[i]
            t = ls[i] if i < len(ls) else ''
            put(r, t + ' ' * (cols - len(t)) if t else '')
            r._item.y = y + 12 * i if t else app.height
        self.text = text
        self.since = None

    def lift(self):
        """Put the banner above the screens pushed since it was shown."""
        if self.group is not None:
            self.off()
            self.app.root.append(self.group)

    def off(self):
        try:
            self.app.root.remove(self.group)
        except ValueError:
            pass

    def tick(self, now):
        if self.group is None:
            return
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= SHOW:
            self.hide()

    def hide(self):
        if self.group is not None:
            self.off()
        self.group = None
        self.rows = ()
        self.text = ''
