# The game in a web page (issue 42): the board's own ui/ and engine/ on MicroPython's
# WebAssembly port, with this module as the board. web/page.mjs loads it and calls start()
# once, then step() on a timer and key() for each key or on-screen button; on each refresh
# the display writes the shown displayio tree to SCENE, which page.mjs draws on the canvas.
#
# The page's profile has the eight logical buttons of a PyBadge (keyboard and on-screen
# buttons alike, named as on a PyBadge) at the size of the board chosen: a CLUE or a Feather
# TFT in a page has a d-pad, as `make sim DPAD=1` gives them.
import struct

import displayio
import vectorio

SCENE = '/scene'
DRIVE = '/drive/'
HELP = ('Arrows: move', 'Z/Enter: A (choose)', 'X/Esc: B (back)', 'S/Tab: START (menu)',
        'A/Space: SELECT (info)', 'Or touch the buttons')
app = None
display = None
keys = None


class Display:
    """A display as ui/ uses one (width, height, root_group, refresh, brightness), whose
    refresh() writes the scene: per shown tile grid and rectangle, in drawing order, where
    it is and what it shows; a bitmap's pixels and a palette's colours only when page.mjs
    does not hold them yet (its copies are dropped once a scene stops using them)."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = False
        self.brightness = 1.0
        self.frames = 0         # scenes written: page.mjs draws when this moves
        self._sent = {}         # id -> version page.mjs holds

    def refresh(self, *args, **kw):
        out = bytearray()
        used = {}
        if self.root_group is not None:
            self._walk(self.root_group, 0, 0, 1, out, used)
        self._sent = used
        head = struct.pack('<HHf', self.width, self.height, self.brightness)
        with open(SCENE, 'wb') as f:
            f.write(head)
            f.write(out)
        self.frames += 1

    def _give(self, o, out, used, bitmap):
        i, v = o._id, o._v
        if self._sent.get(i) != v and i not in used:
            if bitmap:
                out += struct.pack('<BIHH', 66, i, o.width, o.height)     # 'B'
                out += o._p
            else:
                n = len(o._c)
                out += struct.pack('<BIH', 80, i, n)      # 'P'
                for k in range(n):
                    c = o._c[k]
                    out += struct.pack('<I', (c & 0xFFFFFF) | (o._t[k] << 24))
        used[i] = v

    def _walk(self, g, ox, oy, s, out, used):
        if g.hidden:
            return
        if isinstance(g, displayio.Group):
            ox += g.x * s
            oy += g.y * s
            s *= g.scale
            for item in g._items:
                self._walk(item, ox, oy, s, out, used)
        elif isinstance(g, displayio.TileGrid):
            self._give(g.bitmap, out, used, True)
            self._give(g.pixel_shader, out, used, False)
            out += struct.pack('<BhhBIIHHHH', 84, ox + g.x * s, oy + g.y * s, s,    # 'T'
                               g.bitmap._id, g.pixel_shader._id, g.tile_width,
                               g.tile_height, g.width, g.height)
            out += g._tiles
        elif isinstance(g, vectorio.Rectangle):
            self._give(g.pixel_shader, out, used, False)
            out += struct.pack('<BhhBHHIB', 82, ox + g.x * s, oy + g.y * s, s,     # 'R'
                               g.width, g.height, g.pixel_shader._id, g.color_index)


class _Ev:
    def __init__(self, k, pressed):
        self.key_number = k
        self.pressed = pressed


class Keys:
    """keypad's event queue over what the page reports (key()): keys numbered as the eight
    logical buttons less one."""

    def __init__(self):
        self.events = self
        self.queue = []

    def get(self):
        return self.queue.pop(0) if self.queue else None


# Screens of the page's own: the table's, for a tablet or a phone lying flat among the
# players: the M5Stack's 320x240 layout, whose text (the 10x18 font) the page scales up to
# the window, so that it reads from across a table. The boards' own come from ui/boards.
SCREENS = {'tablet': (320, 240, 1)}


def _board(m):
    return m.WIDTH, m.HEIGHT, getattr(m, 'RING', 1)


def profile(board, display_of, buttons):
    """The page's Profile for screen board (SCREENS, or a board's of ui/boards: its size and
    ring), its display display_of(width, height), its buttons a PyBadge's eight named as on a
    PyBadge. (host_tests/test_web.py makes the simulator's with it, to compare the two.)"""
    from ui import boards
    from ui.device.profile import Profile, WORDS
    w, h, ring = SCREENS.get(board) or _board(boards.module(board))
    prof = Profile(board, display_of(w, h), buttons, HELP, True, WORDS)
    prof.ring = ring
    prof.backlight = True
    return prof


def start(board='pybadge', seed=None, store=None):
    """The app at its title, on a screen of the page's (profile()), its saves in store
    (web/py/drive.py; None: a read-only drive). Returns what the page must say of the
    storage's entries left out ('' for none)."""
    global app, display, keys
    import os
    from drive import Drive
    drive = Drive(store)
    os.mount(drive, DRIVE.rstrip('/'))
    from ui.device import buttons as K
    from ui.main import main
    keys = Keys()
    logical = (K.UP, K.DOWN, K.LEFT, K.RIGHT, K.A, K.B, K.START, K.SELECT)
    reader = K.Reader(((keys, tuple((b, b, 0) for b in logical)),))
    prof = profile(board, Display, reader)
    display = prof.display
    app = main(prof, DRIVE, seed=seed)
    app.refresh()
    said = []
    if drive.damaged:
        said.append('Ignored damaged storage entries: ' + ', '.join(drive.damaged) + '.')
    if drive.foreign:
        said.append('Ignored storage entries that are not the game\'s: ' +
                    ', '.join(drive.foreign) + '.')
    return ' '.join(said)


def key(n, down):
    """Logical button n (ui.device.buttons: 1 UP ... 8 SELECT) pressed (down 1) or released."""
    keys.queue.append(_Ev(n - 1, bool(down)))


def text():
    """What the screen on top says, one line a row (ui.app.Screen.text)."""
    s = app.top()
    return '\n'.join(s.text()) if s is not None else ''


def game_round():
    """The game's round (0 before a game): the page's figures count turns with it."""
    return app.game.round if app.game is not None else 0


def frames():
    """The scenes written so far (page.mjs draws the last when this moves)."""
    return display.frames


def step(now=None):
    """One turn of the board's main loop (now: ms, the page's clock by default); the scene's
    count, which moves when a refresh wrote a new one."""
    from ui.main import rescue
    from adafruit_ticks import ticks_ms
    if app.running and app.stack:
        try:
            app.step(ticks_ms() if now is None else now)
        except MemoryError:
            rescue(app)
    return display.frames
