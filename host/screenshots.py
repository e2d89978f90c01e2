"""Render the main screens to PNG, headless: `make screenshots` (docs/screenshots/)."""
import os
import sys


def midgame(players=4, seed=11, steps=160):
    """A game some way in, played by the engine's automatic player (deterministic)."""
    from engine.autoplay import played
    return played(players, seed, steps)


def _dice(g, *values):
    """Make the game's next dice these values (a seed search, as the rule suites do)."""
    from engine.rng import Rng
    s = 1
    while True:
        r = Rng(s)
        if all(r.die() == v for v in values):
            break
        s += 1
    g.rng.seed(s)


def _settle(d):
    from ui.seats import CpuPrompt
    for _ in range(400):
        top = d.top()
        if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
        else:
            d.idle(1, 10)
            if d.top() is top:
                return


def _pick(d, text):
    from ui import buttons as K
    for _ in range(40):
        top = d.top()
        if hasattr(top, 'labs'):
            sel = [top.rows[top.sel]] if top.rows else []
        else:
            sel = [t for t in d.text() if t.startswith('>')]
        if sel and text in sel[0]:
            d.press(K.A)
            _settle(d)
            return
        d.press(K.DOWN)
    raise RuntimeError('no choice {!r} in {}'.format(text, d.text()))


def _take(d):
    """Take the device when a "pass to" screen asks for it."""
    if ' '.join(d.text()).startswith('Pass to'):
        _pick(d, 'I am ')


def game_shots(out, board='pybadge'):
    """The screens of a scripted game (people Dog and Hat, CPU Car): title, setup, pass the
    device, roll, buy, auction, menu, debt, ranking, log, help."""
    import tempfile
    from engine import notation
    from host.driver import Driver
    from ui import buttons as K
    from ui.main import main as start
    from ui.start import play
    names = []
    d = Driver(board, screen=False)
    scale = 2 if d.profile.width < 300 else 1

    def shot(name):
        path = os.path.join(out, '{}-{}.png'.format(name, board))
        d.shot(path, scale)
        names.append(path)
    d.app = start(d.profile, tempfile.mkdtemp() + '/', seed=5)
    d.idle(1, 10)
    shot('title')
    d.press(K.A)
    shot('setup')
    line = ('aa' + '.' * 12 + 'cHc4c4' + '.' * 11 +
            ' 1500@0,300@24,1500@10 ta oend_rule=1')
    g = notation.load(line)
    d = Driver(board, game=g, screen=False)
    f = play(d.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=3)
    f.speed = 0
    _dice(g, 2, 3)
    _settle(d)
    shot('pass')
    _pick(d, 'I am Dog')
    shot('roll')
    _pick(d, 'Roll dice')
    shot('buy')
    _pick(d, 'Auction it')
    _pick(d, '+10')
    shot('auction')
    for _ in range(12):
        if g.pending != 4:
            break
        t = ' '.join(d.text())
        _pick(d, 'I am ' if t.startswith('Pass to') else 'Pass')
    _dice(g, 2, 4, 4, 6, 1, 2)
    _take(d)
    _pick(d, 'Roll dice')
    _settle(d)
    _take(d)
    _pick(d, 'Menu')
    shot('menu')
    d.press(K.B)
    _settle(d)
    _pick(d, 'Log')
    shot('log')
    d.press(K.B)
    _settle(d)
    _pick(d, 'Help')
    shot('help')
    d.press(K.B)
    _settle(d)
    _pick(d, 'Roll dice')
    while g.pending == 3 or g.pending == 4 or ' '.join(d.text()).startswith('Pass'):
        t = ' '.join(d.text())
        _pick(d, 'I am ' if t.startswith('Pass') else ('Buy for' if 'sale' in t else 'Pass'))
    _take(d)
    _pick(d, 'Pay fine')
    _dice(g, 5, 6)
    _pick(d, 'Roll dice')
    shot('debt')
    _pick(d, 'Go bankrupt')
    _pick(d, 'Yes')
    shot('ranking')
    return names


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
    for board in ('pybadge', 'clue'):
        for path in game_shots(out, board):
            print(path)
    # The PicoSystem's screens where the emulated firmware's (emulated-*.png, made by
    # tools/emulator/play.py) are taken, to set side by side.
    from tools.emulator.play import simulated_shots
    for path in simulated_shots(out):
        print(path)
    return 0


if __name__ == '__main__':
    sys.exit(main())
