# The screen stack and main loop. Screens draw into their own displayio Group; how the App
# shows them (a new root group for a full screen, overlays on top): ui/layers.py.
import gc
import sys
import displayio
from ui import draw
from ui.layers import Layers, detach
from ui.owned import claimable, release


class Screen:
    """Base of every screen. full = True: it covers the display, and the screens under it
    drop their groups while it is shown (memory); False: an overlay over the screen below,
    which stays built (closing it redraws only the overlay's area)."""
    full = True
    covers = False  # an overlay over the ring's centre, where the board's panel is
    owns = ()       # the ui modules imported for this screen (App.push), unloaded on pop

    def __init__(self, app):
        self.app = app
        self.group = None
        app.coming = self   # made to be pushed: App.pop keeps its modules

    def build(self):
        """Make self.group with everything the screen shows."""
        self.group = displayio.Group()

    def drop(self):
        """Release the group and every widget (it may be built again)."""
        self.group = None

    def leave(self):
        """An overlay is popped: what of it the next overlay may take over in this step
        (ui.prompt: (key, group, rows), see App.adopt), None to let it all go."""
        return None

    def update(self):
        """Bring the screen up to date with the game; change only what differs."""

    def key(self, b):
        """Handle one logical button (ui.buttons)."""

    def tick(self, now):
        """Every loop, with ticks_ms(): animations, CPU moves."""

    def text(self):
        """Every string shown (tests, the headless driver)."""
        return ()


class App(Layers):
    """Screens are loaded on demand and released: every ui module imported since the last
    push belongs to the screen pushed next, and is unloaded when that screen is popped.
    Modules imported before the App exists, and those named in keep(), stay: the app, the
    board profile, the drive (ui.main.Drive loads the save code only for a call)."""

    def __init__(self, profile, game=None, edition=None, names=None):
        self.profile = profile
        self.display = profile.display
        self.width = profile.width
        self.height = profile.height
        draw.use(profile.width, profile.height)
        self.buttons = profile.buttons
        self.game = game
        if edition is None:
            from editions import classic as edition
        self.edition = edition
        # Player names: Setup sets them; until then the tokens' short names.
        self.names = names or [t[1] for t in edition.TOKENS]
        self.stack = []
        self.coming = None      # the screen made last and not pushed yet
        self.clock = None       # a time limit (ui/clock.py)
        self.flow = None        # the turn controller (ui/flow.py) while a game is on
        self.edition_id = 'classic'
        self.tokens = None      # the edition's token index per seat (ui.start.play)
        self.seed = None        # fixed dice for new games (tests)
        self.saves = None       # ui.main.Drive, or None without a drive
        self.settings = None    # ui.settings' values once read
        self.sound = None       # ui.sound.Sound while sound is on
        self.idle = None        # ui.idle.Idle
        self.cpu_speed = 2
        self.home = None        # "go home": set by ui.main
        self.levels = None      # per seat (level, personality) of a CPU
        self.repeat = 0         # the key handled is the n-th repeat of a held one
        Layers.__init__(self, self.display)     # root, tops, leaving...
        self.running = True
        self.known = set(sys.modules)

    def keep(self, name=None):
        """Never unload module name (one that holds hardware, say); no name: every module
        loaded by now (start-up's)."""
        if name:
            self.known.add(name)
        else:
            self._claim()

    def _claim(self):
        new = tuple(m for m in sys.modules if claimable(m) and m not in self.known)
        for m in new:
            self.known.add(m)
        return new

    def top(self):
        return self.stack[-1] if self.stack else None

    def _shown(self):
        # Index of the lowest screen still on the display: the last full one.
        i = len(self.stack) - 1
        while i > 0 and not self.stack[i].full:
            i -= 1
        return max(i, 0)

    def cover(self):
        """A full screen comes: what shows goes (the board its ring), and the telling code;
        before a big screen's import too (the heap was short there)."""
        if self.flow is not None:
            self.flow.rest()
        for kept in self.leaving:
            self.root.remove(kept[1])
        self.leaving = []
        for s in self.stack[self._shown():]:
            if s.group is not None:
                self.root.remove(s.group)
                s.drop()
        gc.collect()    # (not for an overlay: small, and 20 ms a collection)

    def push(self, screen):
        full = screen.full
        if full:
            self.cover()
        self.stack.append(screen)
        self.adopted = None
        try:
            screen.build()
            screen.update()
        except MemoryError:
            # Off the stack: ui.main.rescue's pops crashed on a screen not in the tree.
            self.stack.pop()
            screen.drop()
            self.adopted = None
            raise
        if full:
            self._show_root()
        elif screen.group is not self.adopted:
            self.settle()
            self.root.insert(len(self.root) - (len(self.tops) if self.topped else 0),
                             screen.group)
        self.adopted = None
        screen.owns = self._claim()
        self.coming = None

    def pop(self):
        s = self.stack.pop()
        revealed = s.full and self.stack    # a full screen goes: those under it show again
        kept = None if s.full else s.leave()
        if kept is not None:
            self.leaving.append(kept)
        elif s.group is not None:
            if not s.full:
                detach(s.group)    # its whole area is redrawn (shapes too)
            self.root.remove(s.group)   # freed before the screens under it are built again
        s.drop()
        release(self, s)   # its modules, but those still used (ui/owned.py)
        s.owns = ()
        if s.full:
            gc.collect()
        if revealed:
            for t in self.stack[self._shown():]:
                try:
                    t.build()
                except MemoryError:
                    t.drop()    # not half built when the rescue pops it
                    raise
            self._show_root()
        for t in self.stack[self._shown():]:
            t.update()
        return s

    def pop_to(self, screen):
        """Pop until screen is on top (past screens it need not name)."""
        while self.stack and self.top() is not screen:
            self.pop()

    def drop_all(self):
        """Let every screen and the game go without building anything (the save is on the
        drive): what is left to do when even the out-of-memory screen does not fit."""
        self.stack = []
        self.blank()
        self.coming = self.flow = self.clock = self.game = None
        gc.collect()

    def go_home(self):
        """Leave whatever is shown for the home screen (ui.main sets the action)."""
        if self.home is not None:
            self.home()

    def replace(self, screen):
        self.coming = screen
        self.pop()
        self.push(screen)

    def update(self):
        """The game changed: let every shown screen catch up."""
        for s in self.stack[self._shown():]:
            s.update()

    def step(self, now=0):
        """One turn of the main loop: at most one button, then a tick and a refresh."""
        b = self.buttons.get()
        self.repeat = getattr(self.buttons, 'repeat', 0) if b else 0
        s = self.top()
        if b and s is not None:
            s.key(b)
        s = self.top()
        if s is not None:
            s.tick(now)
        if self.clock is not None:
            self.clock.tick(self, now)
        self.refresh()
        return b

    def run(self):
        from adafruit_ticks import ticks_ms
        while self.running and self.stack:
            self.step(ticks_ms())
