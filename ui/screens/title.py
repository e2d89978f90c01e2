# The title screen: new game, resume, demo (also when idle), help; says when saving is off.
# Above the choices: a little board and dice in the edition's colours, the game's name.
from adafruit_ticks import ticks_diff
from ui.widgets import draw
from ui.widgets.draw import label, panel
from ui.widgets.prompt import Prompt

NAME = ('POCKET', 'PROPERTY')

IDLE = 30000        # ms idle on the title before the demo


class Title(Prompt):
    full = True

    def __init__(self, app, saves=None):
        self.saves = saves
        self.since = None
        ch = [('New game', 'new')]
        lines = []
        self.saved = None
        if saves is not None:
            try:
                self.saved = saves.load()
            except MemoryError:
                raise
            except Exception:
                pass
            if self.saved is not None:
                ch.insert(0, ('Resume: round {}'.format(self.saved.round), 'resume'))
                lines.append('Saved: ' + players(app, saves, self.saved))
            if not saves.enabled:
                lines.append('Saving off: ' + (saves.problem or 'drive not writable'))
            elif saves.problem:
                lines.append(saves.problem)
        from ui.drive.settings import trouble
        if trouble:                 # an edition failed to load
            lines.append(trouble.pop())
        if getattr(app.profile, 'link', None):      # ESP-NOW, or the PC's
            ch.append(('Linked game', 'link'))
        ch += (('Demo', 'demo'), ('Help', 'help'), ('Settings', 'settings'),
               ('Diagnostics', 'diag'))
        Prompt.__init__(self, app, app.edition.NAME, lines, tuple(ch), self.choose)

    def unit(self):
        m = min(self.app.width, self.app.height)
        return m // 24 if m >= 200 else 4

    def geometry(self):
        u = self.unit()
        top = max(11 * u + 6, self.words_at(u)[-1][1] + draw.LINE - 3)
        return 0, top, self.app.width, self.app.height - top

    def big(self, u):
        """The name at twice the font's size where it fits (not on a short screen with a
        large font: the choices need the rows)."""
        if self.app.height < 200 and draw.CELL_H > 12:
            return 1
        return 2 if 11 * u + 9 + 8 * 2 * draw.CELL_W <= self.app.width else 1

    def words_at(self, u):
        """(text, y, scale) of the words beside the motif."""
        big = self.big(u)
        line = draw.LINE - 1        # capitals, digits: no descender meets the next line
        out = [(NAME[0], 4, big), (NAME[1], 4 + line * big, big),
               ('2-6 players', 4 + 2 * line * big, 1)]
        if u > 4 and 11 * u + 9 + 16 * draw.CELL_W <= self.app.width:
            out.append(('Property trading', 4 + 2 * line * big + line, 1))
        return out

    def frame(self, g, x, y, w, h):
        ed = self.app.edition
        panel(g, self.app.width, self.app.height, ed.BACKGROUND, ed.HIGHLIGHT)

    def build(self):
        Prompt.build(self)
        import displayio
        ed = self.app.edition
        u = self.unit()
        s = 11 * u + 1
        pal = displayio.Palette(12)
        pal[0], pal[1] = ed.BACKGROUND, ed.TEXT
        for i in range(8):
            pal[2 + i] = ed.GROUP_COLOURS[i]
        pal[10], pal[11] = 0xFFFFFF, ed.HIGHLIGHT
        g = self.group
        at = pieces(u)
        bmps = [displayio.Bitmap(w, h, 16) for x, y, w, h in at]
        motif(bmps, at, u)
        for i in range(len(at)):
            g.append(displayio.TileGrid(bmps[i], pixel_shader=pal, x=3 + at[i][0],
                                        y=3 + at[i][1]))
        x = s + 8
        for t, y, scale in self.words_at(u):
            label(g, x, y, ed.HIGHLIGHT if scale > 1 or t in NAME else ed.TEXT, t, scale)
        from ui import VERSION
        t = 'v' + VERSION
        # On the last row, right: two columns further left when the list scrolls, so that the
        # row's scroll mark ('v') stays apart from it ('v1.0.0 v' read as one).
        d = self.drawn      # (first, last shown, ...): None before a body was laid out
        more = 2 if d is None or d[1] - d[0] < len(self.choices) else 0
        label(g, (self.cols - 2 - more - len(t)) * draw.CELL_W + 2, self.rows[-1].y, ed.TEXT, t)

    def shown(self):
        # Once the title has shown: the names a game's later code interns (App.intern_names,
        # once a session: 56 ms less of a game's start), then New game's code (the likely
        # press: 32 ms less), with the editions' catalog it chooses from (start-up no longer
        # loads it for Classic: 6 ms of the title).
        import sys
        if self.app.top() is not self:
            return
        self.app.intern_names()
        if 'ui.screens.setup' not in sys.modules:
            import ui.screens.setup     # noqa: F401
            import editions._catalog    # noqa: F401
            for name in ('ui.screens.setup', 'editions._catalog'):
                self.app.known.add(name)
                self.owns += (name,)

    def key(self, b):
        self.since = None
        Prompt.key(self, b)

    def tick(self, now):
        Prompt.tick(self, now)
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= IDLE:
            self.since = None
            from ui.game.start import demo
            demo(self.app, now)
        elif ticks_diff(now, self.since) >= 100 and 'ui.screens.setup' not in self.owns:
            self.shown()

    def choose(self, v):
        app = self.app
        if v == 'new':
            from ui.screens.setup import Setup
            app.push(Setup(app, self.saves))
        elif v == 'resume':
            resume(app, self.saves, self.saved)
        elif v == 'link':
            from ui.link.link_menu import menu
            menu(app, self.saves)
        elif v == 'demo':
            from ui.game.start import demo
            demo(app, 7)
        elif v == 'help':
            from ui.screens.teach import HelpScreen
            app.push(HelpScreen(app))
        elif v == 'settings':
            from ui.screens.settings_screen import SettingsScreen
            app.push(SettingsScreen(app, self.saves))
        elif v == 'diag':
            from ui.screens.diag import Diagnostics
            app.push(Diagnostics(app))


def players(app, saves, g):
    """Who plays the saved game: 'Dog, Hat, Car (CPU)' (from its seats)."""
    from ui.drive.settings import edition
    got = saves.seats
    ed = edition(got[0])[1] if got else app.edition
    out = []
    for p in range(g.n):
        if not g.out[p]:
            t = got[2][p] if got else p
            out.append(ed.TOKENS[t][1] + (' (CPU)' if got and got[1][p] else ''))
    return ', '.join(out)


def back(app, saves):
    """To the title, from anywhere, in the settings' edition (not the last game's)."""
    app.clear()
    s = app.settings
    if s:
        from ui.drive.settings import edition
        app.edition_id, app.edition = edition(s['edition'])
        app.names = [t[1] for t in app.edition.TOKENS]
    app.push(Title(app, saves))


def resume(app, saves, g):
    """Play on saved game g with its seats (saves.seats: ui.drive.saves_read); without seats (a
    tool's save): Classic, every seat a person."""
    got = saves.seats
    if got and got[5] and getattr(app.profile, 'link', None):   # linked: rejoin or host
        from ui.link.link_menu import menu
        if menu(app, saves, g):
            return
    from ui.drive.settings import edition
    from ui.game.start import play
    ed_id, cpu, toks, left, levels = got[:5] if got else ('classic', bytearray(g.n),
                                                          list(range(g.n)), 0, None)
    ed_id, ed = edition(ed_id)
    play(app, g, cpu, toks, ed, ed_id, saves, quit=lambda: back(app, saves), seed=g.round,
         left_ms=left, levels=levels)
    app.flow.kept = True        # it came from the drive


# Per square '0' + 2 + its street group, or '0': engine.board's groups as the little board
# paints them (its import was 22 ms of the title; a test checks the copy).
_CELLS = b'0202003033040440505506066077070880800909'


def pieces(u):
    """(x, y, w, h) of the motif's bitmaps: the four sides of its ring and the dice, the
    middle between them left to the screen's background. One bitmap of it all took 6.2 KB
    in one block at 240x240 (111 px square, 4 bits a pixel), a block the heap may not have
    when a long session goes back to the title; these take 3.8 KB, none over 1.1 KB."""
    s = 11 * u + 1
    e = s - u - 1
    d = 3 * u + 1
    x, y = dice_at(u)
    return ((0, 0, s, u + 1), (0, e, s, s - e), (0, u + 1, u + 1, e - u - 1),
            (e, u + 1, s - e, e - u - 1), (x, y, 2 * d + 2, d + 4))


def dice_at(u):
    """Where the first die's corner is in the motif (the second is d + 2 right, 4 down)."""
    s = 11 * u + 1
    d = 3 * u + 1
    return s // 2 - d - 1, s // 2 - d // 2 - 2


def motif(bmps, at, u):
    """The motif drawn into its pieces (bmps[i] at at[i]: pieces()): a board of 11x11 cells of
    u px, streets in their group colours, GO highlighted; two dice in the middle."""
    from ui.widgets.draw import cell_of, fill_region    # (not ui.widgets.ring: 30 ms)

    def fill(i, x0, y0, x1, y1, v):     # in the motif's pixels, into piece i
        x, y = at[i][0], at[i][1]
        fill_region(bmps[i], x0 - x, y0 - y, x1 - x, y1 - y, v)
    for i in range(4):
        bmps[i].fill(1)         # the ring's ink (a new bitmap is 0: background)
    for sq in range(40):
        c, r = cell_of(sq)
        v = 11 if sq == 0 else _CELLS[sq] - 48
        fill(0 if r == 0 else 1 if r == 10 else 2 if c == 0 else 3,
             c * u + 1, r * u + 1, c * u + u, r * u + u, v)
    d = 3 * u + 1
    x, y = dice_at(u)
    for pips in ((0, 2, 4, 6, 8), (0, 4, 8)):     # five, three: pips on a 3x3 grid
        fill(4, x, y, x + d, y + d, 1)
        fill(4, x + 1, y + 1, x + d - 1, y + d - 1, 10)
        p = max(2, d // 7)
        for k in pips:
            px = x + p + (k % 3) * (d - 3 * p) // 2
            py = y + p + (k // 3) * (d - 3 * p) // 2
            fill(4, px, py, px + p, py + p, 1)
        x += d + 2
        y += 4
