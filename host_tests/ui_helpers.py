"""Helpers for the menu and trade suites: load a position, drive lists by their row text."""
from engine import notation
from host.driver import Driver
from positions import line
from ui import buttons as K


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
