# The one-line banner for the small moments (rent, tax, GO, a purchase, a building, a
# mortgage): over the ring's bottom row, on top of every screen, it needs no press and never
# stops the CPUs. A sentence longer than the line shows a line at a time (1.5 s each); the
# banner goes after its last line or at the next moment. Made on the first moment and freed
# when it goes (a label's tiles are all it holds).
from adafruit_ticks import ticks_diff
from ui import draw
from ui.draw import label, put
from ui.app import group_at
from ui.words import wrap


class Banner:
    """The one-line banner over the ring's bottom row (above): say(text) shows a sentence,
    tick(now) moves a long one on a line at a time and lets it go after its last line,
    hide() takes it off at once."""
    def __init__(self, app):
        self.app = app
        self.group = None
        self.row = None
        self.since = None
        self.lines = ()
        self.text = ''

    def say(self, text):
        """Show text on the banner (made now if it is not shown), its first line first."""
        app = self.app
        cols = draw.cols(app.width)
        self.lines = wrap(text, cols)
        if self.group is None:
            self.group = group_at()
            # One cell high on the bottom row, in the screen's font (draw.CELL_H), above
            # every screen pushed while it shows (App.on_top).
            self.row = label(self.group, 0, app.height - draw.CELL_H, app.edition.HIGHLIGHT)
            self.row.background_color = app.edition.BACKGROUND
            app.on_top(self.group)
        self.show(0)
        self.text = text
        self.since = None

    def show(self, i):
        """Show line i of the sentence, padded to the banner's width."""
        cols = draw.cols(self.app.width)
        t = self.lines[i]
        put(self.row, t + ' ' * (cols - len(t)))
        self.at = i

    def tick(self, now):
        """The app's clock (ms): the next line after 1.5 s, then the banner goes."""
        if self.group is None:
            return
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= 1500:     # ms each line of a long sentence shows
            if self.at + 1 < len(self.lines):
                self.show(self.at + 1)
                self.since = now
            else:
                self.hide()

    def hide(self):
        """Take the banner off the screen and free its label."""
        if self.group is not None:
            self.app.off_top(self.group)
        self.group = None
        self.row = None
        self.text = ''
