"""Shared setup for the rule suites: build a position line, load it, fix the dice.

    g = at({1: 'a', 3: 'a2'}, '1500@0,1500@5', dice=(3, 4))

`deeds` maps a square to its notation token ('b', 'B' mortgaged, 'b3', 'bH'); every other
ownable square is unowned. Extra words (turn 'tb', cards 'cab', card on top 'k9,', ...) go in
`extra`. `dice` re-seeds the game's own PRNG so that its next dice are exactly those values.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from engine import notation, save  # noqa: E402
from engine.board import SQUARES, ownable  # noqa: E402
from engine.rng import Rng  # noqa: E402

OWNABLE = [sq for sq in range(SQUARES) if ownable(sq)]
A, B, C, D = 0, 1, 2, 3

_seeds = {}


def deeds(tokens=None):
    tokens = tokens or {}
    for sq in tokens:
        assert sq in OWNABLE, sq
    return ''.join(tokens.get(sq, '.') for sq in OWNABLE)


def line(tokens=None, players='1500@0,1500@0', extra='ta'):
    return '%s %s %s' % (deeds(tokens), players, extra)


def dice_seed(values):
    """A seed whose PRNG's die() calls give exactly `values` (searched once, then cached)."""
    values = tuple(values)
    if values not in _seeds:
        s = 1
        while True:
            r = Rng(s)
            for v in values:
                if r.die() != v:
                    break
            else:
                break
            s += 1
        _seeds[values] = s
    return _seeds[values]


def set_dice(g, *values):
    """The next len(values) dice the game rolls (d1, d2 of each roll in turn)."""
    g.rng.seed(dice_seed(values))
    return g


def roll(g, *values):
    """Roll these dice now (the current actor answers ROLL_DICE). Keep sequences short: the
    seed search costs 6**len(values) tries on average."""
    from engine.codes import ROLL_DICE
    set_dice(g, *values)
    g.act(ROLL_DICE)


def at(tokens=None, players='1500@0,1500@0', extra='ta', dice=()):
    g = notation.load(line(tokens, players, extra))
    if dice:
        set_dice(g, *dice)
    g.take_events()
    return g


def total(g):
    """Money held by players plus the jackpot, for conservation checks against the ledger."""
    return sum(g.cash) + g.jackpot


def deck_list(g, deck):
    """Cards of a deck in draw order, top first."""
    base = deck * 16
    return [g.deck[base + (g.deck_top[deck] + i) % 16] for i in range(g.deck_n[deck])]


def snapshot(g):
    return save.to_bytes(g)


def refused(g, call, *args):
    """call(*args) must raise RuleError and leave the game byte for byte as it was; its reason."""
    import pytest
    from engine import RuleError
    before = snapshot(g)
    with pytest.raises(RuleError) as e:
        call(*args)
    assert snapshot(g) == before
    return e.value.reason


def events_of(g, kind):
    return [e for e in g.events if e[0] == kind]
