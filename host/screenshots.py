"""Render the main screens to PNG, headless: `make screenshots` (docs/screenshots/)."""
import os
import sys


def midgame(players=4, seed=11, steps=160):
    """A game some way in, played by the engine's automatic player (deterministic)."""
    from engine.game import Game
    from engine.autoplay import AutoPlayer
    from engine.codes import OVER
    g = Game(players, seed=seed)
    auto = AutoPlayer(seed)
    for _ in range(steps):
        if g.pending == OVER:
            break
        auto.step(g)
    return g


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else 'docs/screenshots'
    os.makedirs(out, exist_ok=True)
    from host.driver import Driver
    from ui import buttons as K
    shots = []
    d = Driver('pybadge', players=4, seed=3)
    shots.append(('board-start-pybadge.png', d))
    d.shot(os.path.join(out, 'board-start-pybadge.png'), 2)
    for board in ('pybadge', 'feather_tft', 'clue', 'm5stack'):
        g = midgame()
        d = Driver(board, game=g)
        owned = [sq for sq in range(40) if g.owner[sq] < g.n and g.level[sq]] or \
            [sq for sq in range(40) if g.owner[sq] < g.n] or [0]
        d.app.top().move_cursor((owned[0] + 39) % 40)
        d.press(K.LEFT if d.profile.dpad else K.RIGHT)
        name = 'board-{}.png'.format(board)
        d.shot(os.path.join(out, name), 2 if d.profile.width < 300 else 1)
        shots.append((name, d))
    for name, _ in shots:
        print(os.path.join(out, name))
    return 0


if __name__ == '__main__':
    sys.exit(main())
