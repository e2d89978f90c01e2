# What the display shows, in displayio's tree: the App's root group and the layers it keeps.
# A full screen is shown as a new root group: the display sends it once, whole (one frame).
# Replaced inside the same root it sent the old screen's area, then every new layer's area,
# overlapping: 3.9 frames, 1.8 s on an RP2040 at 240x240 (measured on CircuitPython 10.2.1).
# An overlay (a prompt, the deed card) goes on top of the root and sends only its own area; a
# prompt closed and another opened in the same step keep the frame and rows, and only the text
# that differs is sent. Groups above the game (the banner) stay on top of its overlays.
import displayio

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
    pixels (ui.profile: Profile.ring; ui.ring)."""
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
        self.root = displayio.Group()
        self.tops = []          # groups above the game and its overlays (the banner): on_top()
        self.topped = True      # the tops are shown (no full screen over the stack's first)
        self.leaving = []       # overlays popped in this step, until settle() or adopt()
        self.adopted = None     # the group the overlay being pushed took over
        self.queue = []         # what waits until the screen has been sent: after()
        try:
            display.auto_refresh = False
        except AttributeError:
            pass
        display.root_group = self.root
        anchor(self.root)

    def _show_root(self):
        """Show the screens from the last full one up as a new root group (one frame)."""
        r = displayio.Group()
        for s in self.stack[self._shown():]:
            r.append(s.group)
        if self.topped:
            for t in self.tops:
                self.root.remove(t)
        self.topped = self._shown() == 0
        if self.topped:
            for t in self.tops:
                r.append(t)
        self.leaving = []
        self.root = r
        self.display.root_group = r

    def on_top(self, group):
        """Keep group above the stack's first screen and the overlays pushed over it, pushed
        or not, until off_top(group); a full screen pushed later covers it."""
        self.tops.append(group)
        if self.topped:
            self.root.append(group)

    def off_top(self, group):
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
        self.leaving = []
        self.tops = []
        self.adopted = None

    def adopt(self, key):
        """The group and rows of an overlay popped in this step with the same key (its
        place and size), for the overlay being built: it stays on screen, and only what the
        new one changes is sent. None if there is none."""
        for i in range(len(self.leaving)):
            k, group, rows = self.leaving[i]
            if k == key:
                self.leaving.pop(i)
                self.adopted = group
                return group, rows
        return None

    def settle(self):
        """Take off the screen the overlays popped and not taken over (the screens under
        them catch up: what they skipped while covered)."""
        if self.leaving:
            for kept in self.leaving:
                detach(kept[1])
                self.root.remove(kept[1])
            self.leaving = []
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

