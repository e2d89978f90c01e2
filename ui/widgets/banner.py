# The one-line banner for the small moments (rent, tax, GO, a purchase, a building, a
# mortgage): over the ring's bottom row, on top of every screen, it needs no press and never
# stops the CPUs. A sentence longer than the line shows a line at a time (1.5 s each); the
# banner goes after its last line or at the next moment.
#
# Made once, with the game (ui.game.flow.Flow), and hidden between moments: a widget whose tiles
# change, not one built at each moment. Built at a moment, mid-step, its group, tile grid and
# palette would lie above that step's garbage and split the heap's largest free area once it
# went (a heap map at a CLUE's heap found them there: docs/bench.md). For the same reason it
# keeps no lines of its own: the sentence is the log's (ui.game.news.settle hands it the log's copy
# made at the turn's end), and a line is cut from it when it is shown.
from adafruit_ticks import ticks_diff
from ui.widgets import draw
from ui.widgets.draw import label
from ui.app import group_at
from ui.text.words import wrap


class Banner:
    """The one-line banner over the ring's bottom row (above): say(text) shows a sentence,
    tick(now) moves a long one on a line at a time and hides it after its last line. Shown
    while its group is not hidden; text: the sentence shown ('' hidden). Few methods: its
    code stays for the whole game (ui.game.flow keeps it in step at a turn's end and when the
    game is left)."""

    def __init__(self, app):
        self.cols = cols = draw.cols(app.width)
        self.group = group_at()
        self.group.hidden = True
        # One cell high on the bottom row, in the screen's font (draw.CELL_H), as wide as the
        # screen from the start (a label's grid grows to its longest text: not mid-game here),
        # above every screen pushed while it shows (App.on_top).
        self.row = label(self.group, 0, app.height - draw.CELL_H, app.edition.HIGHLIGHT,
                         ' ' * cols)
        self.row.background_color = app.edition.BACKGROUND
        app.on_top(self.group)
        self.since = None
        self.at = 0
        self.text = ''

    def say(self, text):
        """Show text on the banner, its first line first."""
        self.text = text
        self.show(0)
        self.group.hidden = False
        self.since = None

    def show(self, i):
        """Show line i of the sentence (the label blanks the rest of the row)."""
        self.row.text = wrap(self.text, self.cols)[i]
        self.at = i

    def tick(self, now):
        """The app's clock (ms): the next line after 1.5 s, then the banner hides."""
        if self.group.hidden:
            return
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= 1500:     # ms each line of a long sentence shows
            if self.at + 1 < len(wrap(self.text, self.cols)):
                self.show(self.at + 1)
                self.since = now
            else:
                self.group.hidden = True
                self.text = ''
