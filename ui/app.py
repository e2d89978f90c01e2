# The screen stack and main loop: Screen, the base of every screen, and App, which pushes and
# pops them, runs the loop and refreshes the display. In three parts, one module: start-up
# needs all of it and a game keeps it (each import on a board is a collection of the heap and
# a module's own objects):
# - how the App shows its screens in displayio's tree (Layers, the App's base);
# - which modules each screen owns, unloaded when it is popped (release);
# - the stack itself (Screen, App).
import gc
import sys
import displayio
from engine import forget
from ui.widgets import draw


# --- the display's layers ------------------------------------------------------------------
# What the display shows, in displayio's tree: the App's root group and the layers it keeps.
# A full screen is shown as a new root group: the display sends it once, whole (one frame).
# Replaced inside the same root it sent the old screen's area, then every new layer's area,
# overlapping: 3.9 frames, 1.8 s on an RP2040 at 240x240 (measured on CircuitPython 10.2.1).
# An overlay (a prompt, the deed card) goes on top of the root and sends only its own area; a
# prompt closed and another opened in the same step keep the frame and rows, and only the text
# that differs is sent. Groups above the game (the banner) stay on top of its overlays.

# A new displayio.Group's transform is all zeros on CircuitPython 10 until the group joins
# the shown tree, and a vectorio shape takes its group's transform when it is added: added to
# a group outside the tree, its first area is wrong and its first refresh sends everything
# from the screen's origin (0, 0) to its far corner (a 180x150 prompt panel sent 210x190,
# twice); added to a group that is later moved, the union of both places. So shapes go into a
# group that already has the transform it will be shown with: a screen's own group comes from
# group_at() (its real transform at once, from a moment's stay in _anchor, a group that was
# in the shown tree: anchor()), and panel() puts its shapes into a group placed in its parent
# first. Then a shape sends only its own pixels.
_anchor = None


def anchor(root):
    """Called with the display's root group once it is shown (App)."""
    global _anchor
    a = displayio.Group()
    root.append(a)
    root.remove(a)
    _anchor = a


def group_at(x=0, y=0, scale=1):
    """A displayio.Group at (x, y) of the screen, with its real transform (above)."""
    g = displayio.Group(x=x, y=y, scale=scale)
    if _anchor is not None:
        _anchor.append(g)
        _anchor.remove(g)
    return g


def grid(w, h, k):
    """The ring's cell width and height and corner (x0, y0) on a w x h screen, in its k x k
    pixels (ui.device.profile: Profile.ring; ui.widgets.ring)."""
    w //= k
    h //= k
    cw = (w - 1) // 11
    ch = (h - 1) // 11
    return cw, ch, (w - 11 * cw - 1) // 2, (h - 11 * ch - 1) // 2


def middle(w, h, k):
    """(x, y, w, h) of the free middle of the ring, where overlays go, in screen pixels."""
    cw, ch, x0, y0 = grid(w, h, k)
    return k * (x0 + cw + 1), k * (y0 + ch + 1), k * (9 * cw - 1), k * (9 * ch - 1)


def detach(g, keep=0):
    """Take group g's items after its first keep off the screen, deepest first. On
    CircuitPython 10 a group removed whole redraws only where its tile grids were, not its
    vectorio shapes (a closed prompt left its frame on the board); a shape removed from its
    own group redraws its area. detach(g) before g itself is removed."""
    while len(g) > keep:
        item = g[-1]
        if isinstance(item, displayio.Group):
            detach(item)    # while it is still in g, so its area goes to g's
        g.pop()


class Layers:
    """The App's display half (ui.app.App is one; stack and _shown() are the App's)."""

    def __init__(self, display):
        # Two root groups, made once and shown in turn (_show_root): a full screen goes on
        # the one not on the display, and showing it sends the whole screen (one frame).
        # One made for each full screen lay where that step's garbage ended: a heap map of
        # the six-seat CLUE game at its first turn line had it at the top of the largest
        # free area, for as long as the board showed.
        self.root = displayio.Group()
        self.other = displayio.Group()      # empty while the root is shown
        self.tops = []          # groups above the game and its overlays (the banner): on_top()
        self.topped = True      # the tops are shown (no full screen over the stack's first)
        # Overlays popped in this step, until settle() or adopt(): emptied in place, never
        # made anew (a list made mid-game lies where that step's garbage ended, for good)
        self.leaving = []
        self.adopted = None     # the group the overlay being pushed took over
        self.panel = None       # the game's prompt panel's group (keep_panel)
        self.spare = None       # that panel while no prompt shows it: (key, group, rows)
        self.queue = []         # what waits until the screen has been sent: after()
        try:
            display.auto_refresh = False
        except AttributeError:
            pass
        display.root_group = self.root
        anchor(self.root)

    def _show_root(self):
        """Show the screens from the last full one up in the other root group (one frame);
        the one shown until now is emptied for the next full screen."""
        self._unroot_spare()
        old, r = self.root, self.other
        for s in self.stack[self._shown():]:
            r.append(s.group)
        if self.topped:
            for t in self.tops:
                old.remove(t)
        self.topped = self._shown() == 0
        if self.topped:
            for t in self.tops:
                r.append(t)
        del self.leaving[:]
        self.root, self.other = r, old
        self.display.root_group = r
        while len(old):     # what was left in it (cover() took the screens off)
            old.pop()

    def on_top(self, group):
        """Keep group above the stack's first screen and the overlays pushed over it, pushed
        or not, until off_top(group); a full screen pushed later covers it."""
        self.tops.append(group)
        if self.topped:
            self.root.append(group)

    def off_top(self, group):
        """Stop keeping group on top (on_top) and take it off the display if it shows."""
        if group in self.tops:
            self.tops.remove(group)
            if self.topped:
                detach(group)
                self.root.remove(group)

    def blank(self):
        """Nothing on the display any more (the out-of-memory screen's last resort): the root
        emptied, and the groups it held for later let go with it (an overlay closing in this
        step, those kept on top), so that no later step removes them from it again."""
        while len(self.root):
            self.root.pop()
        del self.leaving[:]
        self.tops = []
        self.adopted = None
        self.panel = self.spare = None

    def adopt(self, key):
        """The group and rows of an overlay popped in this step with the same key (its
        place and size), for the overlay being built: it stays on screen, and only what the
        new one changes is sent. Else the game's panel (keep_panel) if no prompt shows it
        and its key is the same. None if there is none."""
        for i in range(len(self.leaving)):
            k, group, rows = self.leaving[i]
            if k == key:
                self.leaving.pop(i)
                self.adopted = group
                return group, rows
        s = self.spare
        if s is None or s[0] != key:
            return None
        self._unroot_spare()    # push puts it above the screens shown (or _show_root)
        self.spare = None
        return s[1], s[2]

    def keep_panel(self, kept):
        """Keep kept, a prompt's (key, group, rows) (ui.widgets.prompt.Prompt.leave), for the
        game: the overlays with its key take it over (adopt) as long as the game lasts,
        instead of each making a frame and rows wherever a step left room (the heap then
        splits around them). None: let it go (the game is left)."""
        self._unroot_spare()
        self.panel = kept and kept[1]
        self.spare = kept

    def _unroot_spare(self):
        # The spare panel, hidden in the root since its prompt closed (settle), out of it:
        # the root is about to go, or a prompt takes it (a group is in one parent at a time;
        # removed hidden, it leaves nothing to redraw, and shown again its whole area is).
        s = self.spare
        if s is not None and s[1].hidden:
            self.root.remove(s[1])
            s[1].hidden = False

    def settle(self):
        """Take off the screen the overlays popped and not taken over (the screens under
        them catch up: what they skipped while covered). The game's panel is hidden
        instead, and kept (keep_panel): CircuitPython redraws a hidden group's area, its
        shapes' too."""
        if self.leaving:
            for kept in self.leaving:
                g = kept[1]
                if g is self.panel:
                    g.hidden = True
                    self.spare = kept
                else:
                    detach(g)
                    self.root.remove(g)
            del self.leaving[:]
            self.update()

    def covered(self, screen):
        """An overlay over the ring's centre is above screen, or one is closing in this step
        and the next may take its place: what screen shows there cannot be seen."""
        if self.leaving:
            return True
        above = False
        for s in self.stack:
            if above and s.covers:
                return True
            above = above or s is screen
        return False

    def after(self, fn, spare=False):
        """Call fn() once the next refresh has sent the screen: a write to the drive that
        the press which asked for it need not wait for (the settings on leaving Settings, the
        seats to remember at a game's start: 190-250 ms of flash on an RP2040 before the new
        screen showed). A press meanwhile waits in keypad's queue. spare: a write the game
        can do without, left undone when it finds no memory (the seats, at a 6-seat game's
        start on a 137.9 KB heap: its save code did not fit beside the new board)."""
        self.queue.append((fn, spare))

    def refresh(self):
        """Send what changed to the display, then do what waited for it (after())."""
        self.settle()
        self.display.refresh()
        while self.queue:
            fn, spare = self.queue.pop(0)
            try:
                fn()
            except MemoryError:
                if not spare:
                    raise


# --- the modules a screen owns --------------------------------------------------------------
# Which modules a screen owns, and unloading them when it is popped (App.pop): every
# claimable module (a ui module, the editions' catalog) imported since the last push belongs
# to the screen pushed next. A popped screen's modules are unloaded but those still used,
# which pass on instead of being imported again as a second copy: a module (or a function or
# class of it, bound under its own name) held by a module of a screen still on the stack, by
# a module not claimed yet, or the class of the screen made to be pushed next. Start-up's
# modules load first: they hold none.


def claimable(name):
    """Is module name code a screen loads for itself, owned by the screen pushed next: a
    module of one of ui's packages, or the editions' catalog (editions/_catalog.py: choosing
    an edition)? Not the engine's (a game's rules stay) nor an edition's (editions.forget
    lets those go). Nor a package itself (ui.screens, say): it holds only the names of its
    modules loaded, so it stays, and holding them is no use of them (release)."""
    return (name[:3] == 'ui.' and '.' in name[3:]) or name == 'editions._catalog'


def short(room):
    """Less than room bytes free after a collection (CircuitPython's gc.mem_free(); a PC's
    heap is never short). The collection only when the count before it says short."""
    import gc
    free = getattr(gc, 'mem_free', None)
    if free is None or free() >= room:
        return False
    gc.collect()
    return free() < room


def held(v, k, name, mod):
    """Is value v (bound under k somewhere) module mod (named name), or a function or class
    of it? (Functions and classes say where they come from when they can.)"""
    if v is mod:
        return True
    if not (type(v) is type(forget) or isinstance(v, type)):
        return False
    d = mod.__dict__
    return d.get(k) is v and getattr(v, '__globals__', d) is d and \
        getattr(v, '__module__', name) == name


def release(app, s):
    """Unload popped screen s's modules but those still used: they pass to the screen that
    uses them, or (used by a module not claimed yet) to the next push."""
    mods = sys.modules
    gone = {}
    for name in s.owns:
        if name in mods:
            gone[name] = mods[name]
    if not gone:
        return
    # (screen, module name or class): where a module may still be used; grows as modules
    # pass on, since what they hold is kept too.
    work = [(t, name) for t in app.stack for name in t.owns]
    work += [(None, name) for name in mods if claimable(name) and name not in app.known]
    if app.coming is not None:
        work.append((None, type(app.coming)))
    i = 0
    while gone and i < len(work):
        screen, where = work[i]
        i += 1
        if isinstance(where, type):
            found = ((where.__name__, where),)
        else:
            m = mods.get(where)
            if m is None:
                continue
            found = m.__dict__.items()
        for k, v in found:
            for name in gone:
                if held(v, k, name, gone[name]):
                    del gone[name]
                    if screen is None:
                        app.known.discard(name)
                    else:
                        screen.owns += (name,)
                    work.append((screen, name))
                    break
    for name in gone:
        forget(name)
        app.known.discard(name)


# --- the stack -------------------------------------------------------------------------------
# Screens draw into their own displayio Group; the App shows them (Layers, above).
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
        (ui.widgets.prompt: (key, group, rows), see App.adopt), None to let it all go."""
        return None

    def update(self):
        """Bring the screen up to date with the game; change only what differs."""

    def key(self, b):
        """Handle one logical button (ui.device.buttons)."""

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
        self.clock = None       # a time limit (ui/game/clock.py)
        self.flow = None        # the turn controller (ui/game/flow.py) while a game is on
        self.edition_id = 'classic'
        self.tokens = None      # the edition's token index per seat (ui.game.start.play)
        self.seed = None        # fixed dice for new games (tests)
        self.saves = None       # ui.main.Drive, or None without a drive
        self.settings = None    # ui.drive.settings' values once read
        self.sound = None       # ui.device.sound.Sound while sound is on
        self.idle = None        # ui.device.idle.Idle
        self.cpu_speed = 2
        self.home = None        # "go home": set by ui.main
        self.levels = None      # per seat (level, personality) of a CPU
        self.repeat = 0         # the key handled is the n-th repeat of a held one
        Layers.__init__(self, self.display)     # root, tops, leaving...
        self.running = True
        self.known = set(sys.modules)
        self.named = False      # intern_names() has run this session

    def intern_names(self):
        """The names a game's later code interns (a CPU's decision, an auction, a person's
        prompts), interned once a session (tools/build/early_names.py, which writes the module
        into the firmware build only; the module goes, its names stay): a board never frees a
        name, and one first met mid-game starts a block of them above that step's garbage,
        splitting the largest free area for the rest of the game. The title does it once it
        has shown, while a person reads it (ui.screens.title.Title.shown: a game's start was
        56 ms longer on an RP2040 for it), a game's start if the title never had the time."""
        if self.named:
            return
        self.named = True
        try:
            import ui.game.names    # noqa: F401
        except ImportError:
            pass
        forget('ui.game.names')

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
        """The screen on top of the stack, or None."""
        return self.stack[-1] if self.stack else None

    def _shown(self):
        # Index of the lowest screen still on the display: the last full one.
        i = len(self.stack) - 1
        while i > 0 and not self.stack[i].full:
            i -= 1
        return max(i, 0)

    def cover(self):
        """A full screen comes: what shows goes (the board its ring), and the telling code;
        before a big screen's import too (the heap was short there). Not the telling code
        when nothing is shown yet: a game's board screen, pushed as the game starts, comes
        after the game's opening was told and before its first turn is (a second import of
        that code, a collection of the heap on a board, in every game's start). What the
        turn told so far is made again low before that code goes (ui.game.flow.Flow.settle, a
        collection): a person's roll and move, told above that step's garbage, stayed at the
        top of the heap's largest free area under the menu, and a debt paid from its mortgage
        list ends the turn there (ui.screens.build.DeedAction.settle has the figures)."""
        if self.flow is not None and self.stack:
            self.flow.settle()
            self.flow.rest()
        self._unroot_spare()
        for kept in self.leaving:
            self.root.remove(kept[1])
            if kept[1] is self.panel:
                self.spare = kept
        del self.leaving[:]
        for s in self.stack[self._shown():]:
            if s.group is not None:
                if s.group is self.panel:   # its prompt builds again from it (adopt)
                    self.spare = s.leave()
                self.root.remove(s.group)
                s.drop()
        gc.collect()    # (not for an overlay: small, and 20 ms a collection)

    def push(self, screen):
        """Show screen on top: built and brought up to date; a full screen covers those under
        it (one frame, a new root group), an overlay goes over them. The ui modules its import
        loaded are its own (owns), let go when it is popped."""
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
        """Take the top screen off and let its modules go; a full screen's going builds those
        under it again. Returns it."""
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
        release(self, s)   # its modules, but those still used (above)
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

    def clear(self):
        """Every screen off and the game gone, then a collection: before a game starts (so
        that its code and objects load low in the heap just emptied: Setup does it before it
        imports ui.game.start, whose names, made as Setup closed, lay in the middle of the
        game's largest free area), and on the way to the title. Nothing to clear: nothing
        done, not even the collection (20 ms on an RP2040)."""
        if not self.stack and self.flow is None and self.game is None:
            return
        if self.flow is not None:
            self.flow.leave()
        while self.stack:
            # Popped with nothing under it: a screen it covered is not built and shown again
            # on the way out (the title under Setup: 110 ms on an RP2040 before the board's
            # frame).
            under = self.stack[:-1]
            del self.stack[:-1]
            self.pop()
            self.stack[:0] = under
        # The game goes with its flow: the title a finished game goes back to reads the saves
        # into the heap the game leaves, and its Help shows the rules a new game starts with.
        self.flow = self.game = None
        self.clock = None
        gc.collect()

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
        """Pop the top screen and push screen in its place (coming: what is on its way, so
        the pop does not let go of what screen needs)."""
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
