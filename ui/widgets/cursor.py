# The one list cursor every choosing screen shares (Prompt and ListScreen, so the title,
# setup, settings, the turn prompts, the menu and the any-time lists): RIGHT/DOWN next and
# LEFT/UP previous, both wrapping, so RIGHT, A and B alone reach every row; A calls
# pick(i), B calls back(), START calls start(). Rows for which selectable(i) is False
# (headings) are stepped over. And what shows of a long list: window, marked, and last_page
# (the blocks of lines of the log or the ranking).
from adafruit_ticks import ticks_diff
from micropython import const
from ui.device import buttons as K
from ui.app import Screen

BEAT = const(1500)      # ms each piece of a line too long for its room shows (as the banner's)


def cash_step(repeat):
    """An amount's step (a bid, a trade's cash): $10 a press, always; only a held key's
    repeats (app.repeat, from ui.device.buttons.Reader: never taps, however quick) go faster: $50
    from the 3rd, $100 from the 8th."""
    return 10 if repeat < 3 else (50 if repeat < 8 else 100)


class Cursor(Screen):
    """The list cursor a choosing screen is made of (above): sel is the row under it;
    subclasses give count(), selectable(i) and pick(i), back() and start()."""
    def __init__(self, app):
        Screen.__init__(self, app)
        self.sel = 0
        # Lines too long for their room (a title, the row under the cursor, a refusal) show
        # a piece at a time: beat counts the pieces shown, long is when the last one came
        # (-1: not timed yet; None: nothing on the screen is too long, no redraw).
        self.beat = 0
        self.long = None

    def count(self):
        """How many rows the cursor walks over."""
        return 0

    def selectable(self, i):
        """May the cursor stop on row i? False for headings."""
        return True

    def step(self, d):
        """Move the cursor d (1 or -1) rows, wrapping, over rows that are not selectable."""
        n = self.count()
        i = self.sel
        for _ in range(n):
            i = (i + d) % n
            if self.selectable(i):
                self.sel = i
                break
        self.beat = 0           # the row now under the cursor starts at its first piece
        self.long = None
        self.moved()

    def first_selectable(self, i=0):
        """The first selectable row from i on (wrapping); i when there is none."""
        n = self.count()
        for k in range(n):
            if self.selectable((i + k) % n):
                return (i + k) % n
        return i

    def key(self, b):
        """Logical button b: RIGHT/DOWN the next row, LEFT/UP the one before (wrapping), A
        pick, B back, START start."""
        n = self.count()
        if b == K.RIGHT or b == K.DOWN:
            if n:
                self.step(1)
        elif b == K.LEFT or b == K.UP:
            if n:
                self.step(-1)
        elif b == K.A:
            if n and self.selectable(self.sel):
                self.pick(self.sel)
        elif b == K.B:
            self.back()
        elif b == K.START:
            self.start()

    def moved(self):
        """The cursor moved (or a long line's next piece is due): redraw."""

    def piece(self, text, cols):
        """text as it shows in cols characters: whole when it fits, else the piece of its
        wrapped lines this beat shows (the screen then redraws every BEAT ms: tick)."""
        if len(text) <= cols:
            return text
        if self.long is None:
            self.long = -1
        from ui.text.words import wrap       # not at the title: its rows fit (13 ms)
        w = wrap(text, max(cols, 1))
        return w[self.beat % len(w)]

    def tick(self, now):
        """The app's clock (ms): show the next piece of a line too long for its room."""
        t = self.long
        if t is None:
            return
        if t < 0:
            self.long = now
        elif ticks_diff(now, t) >= BEAT:
            self.beat += 1
            self.long = None        # the redraw times it again if something is still long
            self.moved()
            if self.long is not None:
                self.long = now

    def pick(self, i):
        """A on row i."""

    def back(self):
        """B."""

    def start(self):
        """START (a shortcut: whatever it does is also reachable from a row)."""


def window(sel, first, shown, n):
    """The first row to show so that row sel is among the shown rows of n. A list turns a
    page at a time: the cursor stepping past the last row shows the next page, with the old
    last row on top (and back the same way), so most presses change two rows, not every row
    (every row costs a whole relabel: about half a second at 240x240 on an RP2040)."""
    if sel < first:
        first = sel - shown + 2 if sel == first - 1 and shown > 2 else sel
    elif sel >= first + shown:
        first = sel - 1 if sel == first + shown and shown > 2 else sel - shown + 1
    return max(0, min(first, n - shown))


def marked(text, cols, up, down):
    """text in cols with a scroll marker in the last column: '^' more rows above, 'v' more
    below (the rows that overflow a list must say so). A text too long for its room ends in
    '~' (the font has no ellipsis): cut short, which the cursor on it shows whole."""
    room = cols - 2 if up or down else cols
    if len(text) > room:
        text = text[:room - 1] + '~'
    if not (up or down):
        return text
    return text + ' ' * (cols - 1 - len(text)) + ('^' if up else 'v')


def last_page(blocks, rows):
    """Index of the first block of the last page: as many whole blocks from the end as fit
    in rows lines, so a page never starts halfway through one."""
    last = len(blocks)
    used = 0
    while last > 0 and used + len(blocks[last - 1]) <= rows:
        last -= 1
        used += len(blocks[last])
    return last
