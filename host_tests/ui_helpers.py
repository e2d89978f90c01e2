"""Helpers for the menu and trade suites: load a position, drive lists by their row text."""
from engine import notation
from host.driver import Driver
from positions import line
from ui.device import buttons as K


def driver(deeds, players='1500@0,1500@0', extra='ta', board='pybadge', edition=None):
    g = notation.load(line(deeds, players, extra))
    return Driver(board, game=g, edition=edition)


def choose(d, prefix, button=K.A):
    """Move the list cursor with RIGHT alone to the first row starting with prefix (leading
    blanks aside: a swatch's column), press A."""
    top = d.top()
    for _ in range(len(top.rows) + 1):
        if top.current().lstrip().startswith(prefix):
            return d.press(button)
        d.press(K.RIGHT)
    raise AssertionError('no row {!r} in {}'.format(prefix, top.rows))


def turn_screen(deeds, players='1500@0,1500@0,1500@0', extra='ta', board='pybadge'):
    """A game through ui.game.start.play (people Dog and Hat, CPU Car) at Dog's roll prompt, the
    turn screen, with the device in Dog's hands: where press counts start."""
    from positions import at
    from ui.game.roll import RollPrompt
    from ui.game.start import play
    g = at(deeds, players, extra)
    d = Driver(board, game=g, screen=False)
    f = play(d.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=3)
    f.speed = 0
    d.idle(1, 10)
    if not isinstance(d.top(), RollPrompt):
        d.press(K.A)                        # "Pass to Dog": I am Dog
    assert isinstance(d.top(), RollPrompt), d.text()
    d.presses = 0
    return d


def settle(d, n=600):
    """Idle until a person must press something (animations and CPU turns done)."""
    from ui.game.seats import CpuPrompt
    for _ in range(n):
        top = d.top()
        if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
        else:
            # A tick shows the next prompt; a person takes a moment to read it (after a
            # panel, ui.game.recap.guard ignores an A pressed at once).
            d.idle(1, 400)
            if d.top() is top:
                return top
    raise AssertionError('still busy: {}'.format(d.text()))


def run_steps(app, n):
    """The board's main loop (ui.main.run, which catches MemoryError) for n app steps, then
    the app stops; app.step is wrapped on the instance (del app.step restores it)."""
    from ui import main
    real = app.step
    steps = []

    def step(now=0):
        steps.append(now)
        if len(steps) >= n:
            app.running = False
        return real(now)
    app.step = step
    main.run(app)
