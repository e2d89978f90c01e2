# Start the handheld: the board's profile, a game, the board screen, the main loop.
# Until the setup and turn screens land, this opens a 4-player game on the board screen and
# A plays the pending decision with the engine's automatic player (a demo).


def main(prof=None, players=4, seed=None):
    from adafruit_ticks import ticks_ms
    from engine.autoplay import AutoPlayer
    from engine.game import Game
    from ui.app import App
    from ui.board_screen import BoardScreen
    if prof is None:
        from ui import profile
        prof = profile.load()
    if seed is None:
        seed = ticks_ms() & 0x3FFFFFFF
    game = Game(players, seed=seed)
    app = App(prof, game)
    auto = AutoPlayer(seed)
    app.advance = lambda: auto.step(game)
    app.push(BoardScreen(app))
    return app
