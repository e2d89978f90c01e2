# A prompt over the board's centre: a header, a few message lines and a wrapping list of
# choices. Every decision screen of the turn flow is one of these (overlay: the ring stays
# visible and closing it redraws only the centre). The cursor is ui.widgets.cursor's: RIGHT/DOWN
# next, LEFT/UP previous, A choose, B back, START the any-time menu on a turn prompt.
from ui.widgets.cursor import Cursor, marked, window
from ui.widgets import draw
from ui.widgets.draw import label, put, panel, backed
from ui.app import group_at, detach, middle

_FIRST = 'NOT SAVED'    # how a failed save's sentence starts (ui.drive.saves.autosave): read first


def area(app):
    """(x, y, w, h) of the prompt: the free middle of the ring."""
    return middle(app.width, app.height, app.profile.ring)


def made(app):
    """The game's prompt panel (App.keep_panel), made as the game starts (ui.game.flow.Flow): an
    overlay prompt's frame and rows, empty, over the ring's middle, where the game's
    decisions show. Every prompt there takes it over while no other shows it, so a game
    keeps one frame and row set, made low in the heap, for all of its prompts."""
    coming, leaving = app.coming, app.leaving
    app.leaving = []    # made anew: not the last game's closing overlay, in the old root
    p = Prompt(app, '')
    p.build()
    app.keep_panel(p.leave())
    app.coming, app.leaving = coming, leaving    # (p is not to be pushed)


class Prompt(Cursor):
    """title: header line; lines: message text (wrapped; a page at a time when it does not
    all fit); choices: tuple of (text, value); chosen(value) on A; back() on B (the back
    argument; default nothing). A title or choice too long for its row shows a piece at a
    time (ui.widgets.cursor: Cursor.piece)."""
    full = False
    covers = True   # over the ring's centre (full prompts cover everything)
    keep = 2        # message lines kept when the choices need the room (they scroll)

    def __init__(self, app, title, lines=(), choices=(), chosen=None, back=None, colour=None):
        Cursor.__init__(self, app)
        self.title = title
        self.lines = lines
        self.choices = choices
        self.chosen = chosen
        self.on_back = back
        self.colour = colour
        self.rows = []
        self.first = 0      # the first choice shown
        self.drawn = None   # (first, last, row of first, selected) as body() last laid out

    def count(self):
        """How many rows the cursor walks: the choices."""
        return len(self.choices)

    def pick(self, i):
        """A on choice i: chosen(its value)."""
        if self.chosen:
            self.chosen(self.choices[i][1])

    def back(self):
        """B: the back argument, called (nothing without one)."""
        if self.on_back:
            self.on_back()

    def start(self):
        """START on a person's decision: the any-time menu for the person holding the
        device; the prompt shows again when it closes. Nothing on any other prompt."""
        f = self.app.flow
        if f is None or f.prompt is not self:
            return
        g = self.app.game
        if not f.cpu[g.actor] and f.holder == g.actor:
            from engine.codes import DEBT
            f.menu(g.actor, g.pending == DEBT)

    def moved(self):
        """The cursor moved: the rows that changed drawn again."""
        # A step within the rows shown changes two: only those are made again (the body
        # took 10-20 ms of a 60 ms press on an RP2040); a page turned or a long line's
        # pieces draw it all.
        d = self.drawn
        sel = self.sel
        if d is not None and self.rows and d[0] <= sel < d[1] and sel != d[3]:
            first, last, row, old = d
            self.drawn = (first, last, row, sel)
            ed = self.app.edition
            for i in (old, sel):
                put(self.rows[row + i - first], self.choice(i, first, last),
                    ed.HIGHLIGHT if i == sel else ed.TEXT)
            if self.long is None:
                return
        self.refresh()

    def geometry(self):
        """(x, y, w, h) of the prompt: the ring's middle (a full prompt, the screen)."""
        return area(self.app)

    def build(self):
        """The frame and rows, taken over from the prompt closed before it in the same place
        (App.adopt: the game's prompt panel) or made; then the text."""
        ed = self.app.edition
        x, y, w, h = self.geometry()
        self.cols = (w - 4) // draw.CELL_W
        line = draw.LINE        # the pitch: lines never touch
        n = (h - 4) // line
        # An overlay takes over the frame and rows of the prompt closed just before it in the
        # same place (a CPU's prompt handing over to a person's, a panel then the next
        # decision): only the text that differs is sent (ui.app.App.adopt).
        self.place = (x, y, w, h, n)
        got = None if self.full else self.app.adopt(self.place)
        lines = None
        if got is None:
            self.group = g = group_at()
            self.frame(g, x, y, w, h)
            # Rows made with their text, the bottom one first: the order backed() wants. An
            # overlay's each as wide as the panel at once: the game's next prompts take its
            # rows over (App.adopt) with their own lines, and a row grown to a longer one
            # was a new tile grid, made mid-step; it outlived that step's garbage and split
            # the largest free area (a CLUE's heap, a heap map at a CPU's turn line). A full
            # prompt's rows go with it, and as wide as their text they are quicker to draw
            # (every pixel of a tile grid is rendered: the title took 52 ms more).
            self.rows = [None] * n
            lines = self.body()
            cells = 0 if self.full else self.cols
            rows = [label(g, x + 2, y + 2 + i * line, ed.TEXT, lines[i] if i < len(lines)
                          else '', 1, cells) for i in range(n - 1, -1, -1)]
            rows.reverse()
            self.rows = rows
            backed(g, rows, ed.BACKGROUND)
        else:
            self.group, self.rows = got
        self.own = len(self.group)      # the frame and rows; a prompt's own come after
        self.x, self.y = x, y
        self.refresh(lines)

    def frame(self, g, x, y, w, h):
        """The panel under the rows, into group g (a full prompt draws its own)."""
        ed = self.app.edition
        panel(g, w, h, ed.BACKGROUND, ed.HIGHLIGHT, x, y)

    def leave(self):
        """Popped: (place, group, rows), the frame and rows the next prompt may take over
        (ui.app.Screen.leave); None for a full prompt."""
        # The frame and rows stay for the next prompt of this step; what it added goes.
        g = self.group
        if self.full or g is None:
            return None
        detach(g, self.own)
        return self.place, g, self.rows

    def drop(self):
        """Let the group and rows go (built again when shown)."""
        self.group = None
        self.rows = []

    def body(self):
        """The lines shown: header, message, choices (choice() marks them)."""
        cols = self.cols
        nc = len(self.choices)
        room = max(len(self.rows) - 1 - nc, self.keep)
        # The message's whole sentences, packed from the last into pages of the room: the
        # last page (the decision's own words) first, then the others from the first, a page
        # every BEAT ms (nothing dropped; a sentence longer than the room is its own pages).
        # A failed save's sentence is read first, from its start, wherever it stands (a press
        # within the first page's time must not pass it over unseen).
        pages = []
        msg = []
        first = 0       # the page shown first: k of the order below
        if self.lines:
            from ui.text.words import wrap   # (none at the title: 13 ms)
        for t in reversed(self.lines):
            w = wrap(t, cols)
            if len(msg) + len(w) > room and msg:
                pages.append(msg)
                msg = []
            while len(w) > room > 0:
                # pages as even as the room allows: 5 lines in 4 rows as 3 and 2, never a
                # lone last line ('Ave') on a page of its own
                k = -(-len(w) // room)              # the pages it takes
                n = len(w) - len(w) // k            # its last page's first line
                pages.append(w[n:])
                w = w[:n]
            msg = w + msg
            if t.startswith(_FIRST):
                first = len(pages)      # the page its first line is on
        if pages:
            pages.append(msg)
            n = len(pages)
            # pages[0] is the last page, pages[n - 1] the first: shown last page, then from
            # the first on (beat k shows pages[k and n - k]), or from the failed save's page
            k = (self.beat + (first and n - first)) % n
            msg = pages[k and n - k]
            if self.long is None:
                self.long = -1
        out = [self.piece(self.title, cols)] + msg[:room]
        left = len(self.rows) - len(out)
        self.first = first = window(self.sel, self.first, left, nc) if nc > left else 0
        last = min(nc, first + left)
        self.drawn = (first, last, len(out), self.sel)
        for i in range(first, last):
            out.append(self.choice(i, first, last))
        return out

    def choice(self, i, first, last):
        """Choice i's row when first to last show: '>' when selected, '^'/'v' at an end
        with more beyond it."""
        up = i == first and first > 0
        down = i == last - 1 and last < len(self.choices)
        on = i == self.sel
        t = self.choices[i][0]
        if on:      # the choice under the cursor is read whole, a piece at a time
            t = self.piece(t, self.cols - 1 - (2 if up or down else 0))
        return marked(('>' if on else ' ') + t, self.cols, up, down)

    def refresh(self, lines=None):
        """Show the body (lines: body() just made)."""
        if not self.rows:
            return
        ed = self.app.edition
        if lines is None:
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
        if self.long is not None:
            self.drawn = None       # a piece at a time: every step draws the whole body

    def tick(self, now):
        """A long line's next piece; the flow's banner goes after a while."""
        Cursor.tick(self, now)      # a long line's next piece
        f = self.app.flow
        if f is not None:
            f.tick(now)     # the banner goes after a while

    def text(self):
        """The rows' text shown (tests, the headless driver)."""
        return [r.text for r in self.rows if r.text]
