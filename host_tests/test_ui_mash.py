# Button mashing, as a child at the table does it: every key at any moment, held or tapped, on
# every board profile, from the title on. Nothing may crash the device, and whatever game the
# presses made must still be a valid game. (The first run found one: a direction key pressed
# while a CPU seat played called the CPU's move with the cursor's argument.)
import random

import pytest

from engine.check import invariants
from test_ui_device import start, kind
from ui.device import buttons as K

BOARDS = ('pybadge', 'clue', 'picosystem', 'm5stack', 'feather_tft')
ALL_KEYS = (K.UP, K.DOWN, K.LEFT, K.RIGHT, K.A, K.B, K.START, K.SELECT)


def test_every_key_while_a_cpu_seat_plays(tmp_path):
    from engine.game import Game
    from ui.game.start import play
    d = start(tmp_path)
    g = Game(3, seed=5)
    play(d.app, g, [1, 1, 1])           # CPU seats only: a CPU always plays
    d.idle(1, 10)
    for b in ALL_KEYS:
        assert kind(d.top()) == 'CpuPrompt', d.text()
        before = position(g)
        d.press(b)
        for _ in range(30):             # and the CPU plays on
            if position(g) != before:
                break
            d.idle(1, 600)
        assert position(g) != before, K.NAMES[b]
    invariants(g)


def position(g):
    return (g.round, g.turn, g.pending, g.actor, bytes(g.owner), tuple(g.cash), tuple(g.pos))


def mash(d, seed, presses):
    """Seeded random presses, holds and pauses; returns the game the app plays at the end."""
    rnd = random.Random(seed)
    keys = ALL_KEYS + (K.A, K.A) if d.profile.dpad else (K.A, K.A, K.A, K.B, K.START, K.SELECT)
    for _ in range(presses):
        r = rnd.random()
        if r < 0.8:
            d.press(rnd.choice(keys))
        elif r < 0.9:
            d.hold(rnd.choice(keys), rnd.randint(1, 12))
        else:
            d.idle(rnd.randint(1, 30), rnd.choice((10, 200, 1000)))
        assert d.app.running
    return d.app.game


@pytest.mark.parametrize('board', BOARDS)
def test_mashing_every_key_crashes_nothing(tmp_path, board):
    d = start(tmp_path, board)
    g = mash(d, BOARDS.index(board) + 1, 150)
    if g is not None:
        invariants(g)
