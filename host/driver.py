"""Headless driver: runs the real ui/ off-screen with scripted button presses.

    d = Driver(board='pybadge', players=3, seed=7)
    d.press(RIGHT, RIGHT, A)     # each press: one app step and one refresh
    d.text()                     # strings the top screen shows
    d.game                       # the engine state
    d.shot('board.png')          # PNG of the display, native size (or scale=N)
"""
from host import profile as HP


class Driver:
    def __init__(self, board='pybadge', game=None, players=3, seed=1, edition=None,
                 names=None, screen=True):
        HP.headless_env()
        from ui.app import App
        if game is None:
            from engine.game import Game
            game = Game(players, seed=seed)
        self.profile = HP.headless(board)
        self.display = self.profile.display
        self.script = self.profile.buttons
        self.app = App(self.profile, game, edition, names)
        self.now = 0        # the clock screens' tick() sees, in ms
        self.presses = 0    # buttons a person pressed (a hold counts once): press counts
        self.app.refresh()
        if screen:
            # The board in a game of people, as a person reaches it: ui.game.start.play (the turn
            # flow under the board screen (ui.game.board_screen.PlayScreen), which takes the presses
            # as a person's buttons would), with the flow's prompt hidden as B on it leaves it (A
            # brings it back).
            from ui.game.start import play
            play(self.app, game, bytes(game.n))
            self.app.flow.browse()
            if names:
                self.app.names = list(names)
            self.app.refresh()

    @property
    def game(self):
        return self.app.game

    def top(self):
        return self.app.top()

    def press(self, *buttons):
        """Press each button in turn; returns the pixels redrawn by each press."""
        out = []
        for b in buttons:
            self.presses += 1
            self.script.push(b)
            self.now += 10
            self.app.step(self.now)
            out.append(self.display.last_pixels())
        return out

    def hold(self, button, repeats):
        """Hold a direction down: the press, then repeats repeats of it (the Reader fires one
        every ui.device.buttons.RATE ms after DELAY), one app step each. One press for a person."""
        self.presses += 1
        self.script.hold(button, repeats)
        for _ in range(repeats + 1):
            self.now += 10
            self.app.step(self.now)
        return self.display.last_pixels()

    def idle(self, steps=1, ms=200):
        """Loop without a press (animations and CPU moves run), ms apart."""
        for _ in range(steps):
            self.now += ms
            self.app.step(self.now)
        return self.display.last_pixels()

    def changed(self):
        """The game changed outside the buttons (a test acted on the engine): redraw."""
        self.app.update()
        self.app.refresh()
        return self.display.last_pixels()

    def text(self):
        return list(self.top().text())

    def shot(self, path, scale=1):
        self.display.save(path, scale)

    def pixel(self, x, y):
        return tuple(self.display.surface().get_at((x, y)))[:3]


def cost(group):
    """What a screen's displayio tree holds: groups, tile grids, labels, distinct bitmaps and
    their pixel bytes at the board's bit depth, palette entries. CPython cannot measure the
    board's heap; these are the objects that dominate it."""
    import displayio
    out = {'groups': 0, 'tilegrids': 0, 'bitmaps': 0, 'bitmap_bytes': 0, 'palette_colours': 0}
    seen = set()

    def bitmap(b):
        if id(b) in seen:
            return
        seen.add(id(b))
        out['bitmaps'] += 1
        bits = getattr(b, '_bits_per_value', 8)
        out['bitmap_bytes'] += (b.width * bits + 31) // 32 * 4 * b.height

    def walk(item):
        if isinstance(item, displayio.Group):
            out['groups'] += 1
            for child in item:
                walk(child)
        elif isinstance(item, displayio.TileGrid):
            out['tilegrids'] += 1
            bitmap(item.bitmap)
            shader = item.pixel_shader
            if isinstance(shader, displayio.Palette) and id(shader) not in seen:
                seen.add(id(shader))
                out['palette_colours'] += len(shader)
    walk(group)
    return out
