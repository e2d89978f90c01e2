# What the help says of the game being played (or, at the title, of a classic game): how it
# ends (and how the richest is counted, only where a game can end that way) and each rule
# that differs from classic, a page each. The option numbers are engine.rules' (read from the
# game's rules array; engine.rules itself is not loaded: a game lets it go once started).
from ui.text import rules_text as T

# engine.rules indexes and values (checked against engine.rules by host_tests/test_ui_help.py)
_VARIANT = 0
_END_RULE = 4
_ROUND_LIMIT = 5
_TOURNAMENT = 2
_FIRST_BANKRUPTCY = 1
CLASSIC = (0, 0, 0, 4, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200, 100, 200, 1500, 50)
_VALUES = {0: ('Classic', 'Short Game', 'Tournament'), 2: ('Classic', 'Short', 'Tournament'),
           4: ('last standing', 'first bankruptcy', 'limit')}


def rules(app):
    g = app.game
    return g.rules if g is not None else CLASSIC


def value(app, i, v):
    words = _VALUES.get(i)
    if words:
        return words[v] if v < len(words) else str(v)
    if i >= 16:
        return app.edition.MONEY.format(v)
    if 6 <= i <= 14:
        return 'on' if v else 'off'
    return str(v)


def ending(app, r):
    """The pages of How it ends: the goal, then each way this game may end with the richest
    winning and how the richest is counted (none of that in a classic game: it never ends
    so)."""
    if r[_END_RULE] == _FIRST_BANKRUPTCY:
        out = ['The game ends when the first player goes bankrupt. The richest of the others '
               'wins.']
    else:
        out = ['Goal: make the others go bankrupt. The last player left wins.']
    limit = r[_ROUND_LIMIT]
    if limit:
        out.append('Or after round {}: then the game ends and the richest wins.'.format(limit))
    if app.clock is not None:
        out.append('Or when the clock runs out: then the game ends and the richest wins.')
    if len(out) > 1 or r[_END_RULE] == _FIRST_BANKRUPTCY:
        if r[_VARIANT] == _TOURNAMENT:
            out.append('Richest: cash + mortgage value of unmortgaged deeds + half the cost '
                       'of buildings.')
        else:
            out.append('Richest: cash + printed price of deeds (half when mortgaged) + '
                       'buildings at cost.')
    return out


def changes(app, r):
    """(topic title, pages) of the rules that differ from classic, or None."""
    differ = [i for i in range(1, len(CLASSIC)) if i < len(r) and r[i] != CLASSIC[i]]
    if not differ and not r[_VARIANT]:
        return None
    name = value(app, _VARIANT, r[_VARIANT])
    out = ['This game plays the {} rules. The next pages say what differs from classic.'
           .format(name)]
    for i in differ:
        out.append('{}: {}.\n{}'.format(T.LABELS[i], value(app, i, r[i]),
                                        T.teach(i, r[i], app.edition)))
    return ('Rules: ' + name if r[_VARIANT] else 'House rules'), out
