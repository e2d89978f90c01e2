# The editions' catalog: an edition loaded by its id and checked, the rules of an edition and
# a preset (editions.forget lets the editions browsed go, and tells `seen` here). Setup,
# Settings, start-up and a resumed game's start need it; a game does not, so it is not part of
# the package (editions/__init__.py, whose load(), option_value() and rules_for() call these):
# the app's screens own it as they own their ui modules (ui.app.App), and a game's start lets
# it go (ui.game.start.play).
import sys

from engine import forget as _forget

seen = []       # the edition modules load() has checked


def load(edition_id):
    """Import editions/<edition_id>.py and return the module. ImportError: no such edition
    (a name that is not an edition id, '__init__' say, is none); ValueError naming the
    problem: a file that fails to run (NameError, ...) or lacks what a game needs."""
    if not (type(edition_id) is str and 0 < len(edition_id) <= 24 and edition_id[0] != '_'
            and all(c.isalpha() or c.isdigit() or c == '_' for c in edition_id)):
        raise ImportError('no edition %r' % (edition_id,))
    if not hasattr(sys.modules.get('editions.' + edition_id), 'OPTIONS'):
        sys.modules.pop('editions.' + edition_id, None)     # a game's copy (ui.game.start.hold)
    # __import__ of a dotted name returns the package; the submodule is then its attribute.
    # This form works on CPython, MicroPython and CircuitPython alike.
    try:
        ed = getattr(__import__('editions.' + edition_id), edition_id)
    except (ImportError, MemoryError):
        raise
    except Exception as e:
        raise ValueError('%s: %s %s' % (edition_id, type(e).__name__, e))
    # Checked when it loaded (imported until forget()): 12 ms on an RP2040. Not Classic: it
    # ships with the game, the App imports it unchecked as its first edition (ui.app.App), and
    # host_tests/test_editions.py checks its fields as it does every shipped edition's; its
    # check at each start-up was an import (editions._fields) and 10 ms before the title.
    if ed in seen or edition_id == 'classic':
        return ed
    from editions._fields import problem   # loaded for the check only (memory)
    why = problem(ed)
    _forget('editions._fields')
    if why:
        raise ValueError('%s: %s' % (edition_id, why))
    seen.append(ed)
    return ed


def option_value(name, value):
    """A value as the engine stores it: ints pass through, words name engine constants.

    variant and jail_rule take 'classic', 'short', 'tournament'; end_rule takes
    'last_standing', 'first_bankruptcy', 'limit'. Raises ValueError for an unknown word.
    """
    if not isinstance(value, str):
        return value
    from engine import rules
    prefix = 'END_' if name == 'end_rule' else ''
    if name in ('variant', 'jail_rule', 'end_rule'):
        got = getattr(rules, prefix + value.upper(), None)
        if isinstance(got, int):
            return got
    raise ValueError('bad value for ' + name + ': ' + value)


def rules_for(edition, preset=0):
    """The rules array for an edition: engine classic rules, then the edition's OPTIONS,
    then, for preset n > 0, the pairs of PRESETS[n - 1]."""
    from engine import rules
    r = rules.classic()
    pairs = edition.OPTIONS
    if preset:
        pairs = pairs + edition.PRESETS[preset - 1][1]
    for name, value in pairs:
        r[rules.index(name)] = option_value(name, value)
    return r
