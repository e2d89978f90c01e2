# What the help screen says of the game being played (or, at the title, of a classic game):
# the goal, how the end is scored, and each rule that differs from classic, in short. The
# option numbers are engine.rules' (read from the game's rules array; engine.rules itself is
# not loaded: a game lets it go once it has started).
from ui import rules_text as T

# engine.rules indexes and values (checked against engine.rules by host_tests/test_ui_help.py)
_VARIANT = 0
_END_RULE = 4
_ROUND_LIMIT = 5
_TOURNAMENT = 2
_FIRST_BANKRUPTCY = 1
CLASSIC = (0, 0, 0, 4, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200, 100, 200, 1500, 50)
_VALUES = {0: ('Classic', 'Short Game', 'Tournament'), 2: ('Classic', 'Short', 'Tournament'),
           4: ('last standing', 'first bankruptcy', 'limit')}


def value(app, i, v):
    words = _VALUES.get(i)
    if words:
        return words[v] if v < len(words) else str(v)
    if i >= 16:
        return app.edition.MONEY.format(v)
    if 6 <= i <= 14:
        return 'on' if v else 'off'
    return str(v)


def goal(app, r):
    if r[_END_RULE] == _FIRST_BANKRUPTCY:
        end = 'The game ends when the first player goes bankrupt: the richest of the others wins.'
    else:
        end = 'Goal: bankrupt the others. The last player left wins.'
    limit = r[_ROUND_LIMIT]
    if limit:
        end += ' After round {} the game ends and the richest wins.'.format(limit)
    if app.clock is not None:
        end += ' With the time limit, when the clock runs out the richest wins.'
    return end


def score(r):
    if r[_VARIANT] == _TOURNAMENT:
        return ('Richest: cash + mortgage value of unmortgaged deeds + half the cost of '
                'buildings.')
    return ('Richest: cash + printed price of deeds (half when mortgaged) + buildings at '
            'cost.')


def lines(app):
    """The help's rules part, one string a block."""
    g = app.game
    r = g.rules if g is not None else CLASSIC
    out = [goal(app, r), score(r),
           'Buy what you land on, collect rent, build on whole colour groups evenly.']
    differ = [i for i in range(1, len(CLASSIC)) if i < len(r) and r[i] != CLASSIC[i]]
    out.append('Rules: {}.{}'.format(value(app, _VARIANT, r[_VARIANT]),
                                     ' Changed from classic:' if differ else ''))
    for i in differ:
        h = ' '.join(t for t in T.HELP[i] if t)
        out.append('{}: {}. {}'.format(T.LABELS[i], value(app, i, r[i]), h))
    return out
