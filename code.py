# Firmware entry point: choose the board profile, start the app.
# Until the setup and turn screens land, this opens a 4-player game on the board screen and
# A plays the pending decision with the engine's automatic player (a demo).
from adafruit_ticks import ticks_ms
from engine.autoplay import AutoPlayer
from engine.game import Game
from ui import profile
from ui.app import App
from ui.board_screen import BoardScreen

seed = ticks_ms() & 0x3FFFFFFF
game = Game(4, seed=seed)
app = App(profile.load(), game)
auto = AutoPlayer(seed)
app.advance = lambda: auto.step(game)
app.push(BoardScreen(app))
app.run()
