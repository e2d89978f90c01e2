"""Render the main screens to PNG, headless: `make screenshots` (docs/screenshots/)."""
import os
import sys


def midgame(players=4, seed=11, steps=160):
    """A game some way in, played by the engine's automatic player (deterministic)."""
    from engine.autoplay import played
    return played(players, seed, steps)


def showcase(seed=11):
    """A 6-player game some way in, dressed for the board's picture: three groups built up
    (houses 1-4 and hotels), a deed mortgaged, three tokens on one square, two on another,
    the dice showing 4 and 2."""
    g = midgame(6, seed=seed, steps=200)
    for sqs, p, levels in (((16, 18, 19), 1, (2, 3, 3)), ((37, 39), 0, (5, 5)),
                           ((21, 23, 24), 2, (4, 4, 5)), ((5,), 3, (0,))):
        for sq, lv in zip(sqs, levels):
            g.owner[sq] = p
            g.level[sq] = lv
            g.mortgaged[sq] = 0
    g.mortgaged[5] = 1
    for p, sq in ((1, 19), (2, 19), (3, 19), (4, 24), (5, 24)):
        g.pos[p] = sq
        g.out[p] = 0
    g.d1, g.d2 = 4, 2
    return g


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
    from ui.game.seats import CpuPrompt
    for _ in range(400):
        top = d.top()
        if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
        else:
            d.idle(1, 400)      # a person's pause: the screen after a panel guards its A
            if d.top() is top:
                return


_PANELS = {'Jail': 'jail', 'Auction won': 'auction-won', 'Bankrupt': 'bankrupt'}


def _panels(d, shot):
    """OK every panel on top, saving the first of each kind (jail, auction won...)."""
    from ui.game.recap import Panel
    from ui.device import buttons as K
    while isinstance(d.top(), Panel):
        name = _PANELS.get(d.text()[0])
        if name and name not in shot.done:
            shot(name)
            shot.done.add(name)
        d.press(K.A)
        _settle(d)


def _pick(d, text):
    from ui.device import buttons as K
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
    """OK the panels on top (who starts...), then take the device when a "pass to" screen
    asks for it."""
    from ui.game.recap import Panel
    from ui.device import buttons as K
    while isinstance(d.top(), Panel) and d.text()[-1] == '>OK':
        d.press(K.A)
        _settle(d)
    if ' '.join(d.text()).startswith('Pass to'):
        _pick(d, 'I am ')


def game_shots(out, board='pybadge'):
    """The screens of a scripted game (people Dog and Hat, CPU Car): title, setup, pass the
    device, roll, buy, auction, menu, debt, ranking, log, help."""
    import tempfile
    from engine import notation
    from host.driver import Driver
    from ui.device import buttons as K
    from ui.main import main as start
    from ui.game.start import play
    names = []
    d = Driver(board, screen=False)
    scale = 2 if d.profile.width < 300 else 1

    def shot(name):
        path = os.path.join(out, '{}-{}.png'.format(name, board))
        d.shot(path, scale)
        names.append(path)
    shot.done = set()
    drive = tempfile.TemporaryDirectory()     # the title's drive, removed when the shots are taken
    d.app = start(d.profile, drive.name + '/', seed=5)
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
    _pick(d, 'Bid')
    _take(d)
    d.press(K.RIGHT if d.profile.dpad else K.DOWN)     # Hat: +$10, in place
    shot('auction')
    for _ in range(12):
        _panels(d, shot)
        if g.pending != 4:
            break
        t = ' '.join(d.text())
        _pick(d, 'I am ' if t.startswith('Pass to') else 'Pass')
    _panels(d, shot)
    _dice(g, 2, 4, 4, 6, 1, 2)
    _take(d)
    _pick(d, 'Roll dice')
    _settle(d)
    _panels(d, shot)
    _take(d)
    _panels(d, shot)
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
    d.press(K.RIGHT, K.RIGHT, K.A)      # the Jail topic's first page
    shot('help-page')
    d.press(K.B, K.B)
    _settle(d)
    _pick(d, 'Roll dice')
    _panels(d, shot)
    while g.pending == 3 or g.pending == 4 or ' '.join(d.text()).startswith('Pass'):
        t = ' '.join(d.text())
        _pick(d, 'I am ' if t.startswith('Pass') else ('Buy for' if 'sale' in t else 'Pass'))
        _panels(d, shot)
    _take(d)
    _panels(d, shot)
    _pick(d, 'Pay fine')
    _dice(g, 5, 6)
    _pick(d, 'Roll dice')
    shot('debt')
    _pick(d, 'Go bankrupt')
    _pick(d, 'Yes')
    _panels(d, shot)
    shot('ranking')
    names += banner_shots(out, board)
    return names


def banner_shots(out, board):
    """One person (Dog) and a CPU (Car): Dog pays rent on Baltic (the banner over the CPU's
    turn), Car pays Dog rent on Connecticut; back with Dog, what happened while Dog waited."""
    from engine import notation
    from host.driver import Driver
    from ui.device import buttons as K
    from ui.game.start import play
    g = notation.load('.b...a' + '.' * 22 + ' 1500@0,1500@5 ta')
    d = Driver(board, game=g, screen=False)
    f = play(d.app, g, b'\x00\x01', tokens=(0, 2), seed=3)
    scale = 2 if d.profile.width < 300 else 1
    f.speed = 0
    names = []
    _dice(g, 1, 2, 3, 1)
    _settle(d)
    f.speed = 3                     # slow: the banner over the CPU's first move
    d.press(K.A)                    # Dog rolls to Baltic: rent to Car; the CPU's turn
    for _ in range(200):
        if f.banner is not None and 'rent' in f.banner.text:
            break
        d.idle(1, 20)
    names.append(os.path.join(out, 'banner-rent-{}.png'.format(board)))
    d.shot(names[-1], scale)
    for _ in range(40):
        if d.text()[0] == 'While you waited':
            break
        d.idle(1, 200)
    f.speed = 0
    names.append(os.path.join(out, 'recap-{}.png'.format(board)))
    d.shot(names[-1], scale)
    return names


def trade_shots(out, board='pybadge'):
    """The trade screen, a CPU's offer and holdings, from Dog's turn screen (people Dog and
    Hat, CPU Car): trade-, offer-, holdings-BOARD.png."""
    from engine import notation
    from host.driver import Driver
    from ui.device import buttons as K
    from ui.game.start import play
    names = []
    # Dog: the browns (Baltic mortgaged), Reading, the Chance jail card; Hat: the dark blues,
    # Atlantic; Car (CPU): St. Charles, the reds with houses.
    g = notation.load('aAa...c.......c1c1c2.b.......bb 1500@0,1500@5,1500@10 ta ca-')
    d = Driver(board, game=g, screen=False)
    scale = 2 if d.profile.width < 300 else 1
    f = play(d.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=3)
    f.speed = 0
    _settle(d)
    _take(d)

    def shot(name):
        path = os.path.join(out, '{}-{}.png'.format(name, board))
        d.shot(path, scale)
        names.append(path)
    d.press(K.START)
    _pick(d, 'Propose a trade')
    d.press(K.A)                                    # Mediterranean
    if d.profile.dpad:
        d.press(K.UP)
        d.hold(K.RIGHT, 5)                          # Hat pays $150
    shot('trade')
    d.press(K.B, K.B)
    _settle(d)
    d.press(K.START)
    _pick(d, 'All holdings')
    shot('holdings')
    d.press(K.B, K.B)
    _settle(d)
    f.close()
    g.propose(2, 0, bytes((3, 11)), 100, 0)         # Car: St. Charles and $100 for Baltic
    f.after()
    d.changed()
    shot('offer')
    return names


def save_shots(out, board='pybadge'):
    """A failed autosave as the next person sees it (a full drive: issue 11), and the title
    when the settings name a broken edition file."""
    import builtins
    import tempfile
    from engine.game import Game
    from host.driver import Driver
    from ui.device import buttons as K
    from ui.main import main as start
    from ui.game.start import play
    drive = tempfile.TemporaryDirectory()     # removed when the shots are taken
    root = drive.name + '/'
    d = Driver(board, screen=False)
    scale = 2 if d.profile.width < 300 else 1
    d.app = start(d.profile, root, seed=5)
    real = builtins.open

    def full(path, mode='r', *a, **k):
        if str(path).startswith(root) and any(c in mode for c in 'wa+'):
            raise OSError(28, 'No space left on device')
        return real(path, mode, *a, **k)
    builtins.open = full
    try:
        play(d.app, Game(2, seed=3), b'\x00\x00', saves=d.app.saves, seed=3)
        _settle(d)
        for _ in range(60):
            if ' '.join(d.text()).startswith('Pass to') and d.app.flow.saved is False:
                break
            d.press(K.A)
            _settle(d)
    finally:
        builtins.open = real
    path = os.path.join(out, 'not-saved-{}.png'.format(board))
    d.shot(path, scale)
    return [path]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else 'docs/screenshots'
    os.makedirs(out, exist_ok=True)
    from host.driver import Driver
    shots = []
    d = Driver('pybadge', players=4, seed=3)
    shots.append(('board-start-pybadge.png', d))
    d.shot(os.path.join(out, 'board-start-pybadge.png'), 2)
    for board in ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack'):
        # The board mid-game: houses, hotels, a crowd on one square, the dice, the cursor
        # on the token of the player on turn.
        d = Driver(board, game=showcase())
        name = 'board-{}.png'.format(board)
        d.shot(os.path.join(out, name), 2 if d.profile.width < 300 else 1)
        shots.append((name, d))
    for name, _ in shots:
        print(os.path.join(out, name))
    for board in ('pybadge', 'clue'):
        for path in game_shots(out, board) + trade_shots(out, board) + save_shots(out, board):
            print(path)
    # The PicoSystem's simulated-*.png are made with their emulated-*.png pair, in one run
    # with the same presses: `make screenshots-board` (tools/emulator/play.py --pair).
    from host.linked_shots import shots as linked_shots     # linked play (docs/linked.md)
    for path in linked_shots(out):
        print(path)
    return 0


if __name__ == '__main__':
    sys.exit(main())
