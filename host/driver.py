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
        self.display.refresh()
        if screen:
            from ui.board_screen import BoardScreen
            self.app.push(BoardScreen(self.app))
            self.display.refresh()

    @property
    def game(self):
        return self.app.game

    def top(self):
        return self.app.top()

    def press(self, *buttons):
        """Press each button in turn; returns the pixels redrawn by each press."""
        out = []
        for b in buttons:
            self.script.push(b)
            self.app.step()
            out.append(self.display.last_pixels())
        return out

    def changed(self):
        """The game changed outside the buttons (a test acted on the engine): redraw."""
        self.app.update()
        self.display.refresh()
        return self.display.last_pixels()

    def text(self):
        return list(self.top().text())

    def shot(self, path, scale=1):
        self.display.save(path, scale)

    def pixel(self, x, y):
        return tuple(self.display.surface().get_at((x, y)))[:3]
