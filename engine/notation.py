# Position notation: a whole position on one line, in the spirit of chess FEN.
#
#   <deeds> <players> t<turn> c<cards> h<houses>/<hotels> [r<round>] [d<doubles>] [j<jackpot>]
#   [k<chance top>,<chest top>] [s<seed>] [o<option>=<value>,...]
#
# deeds   one token per ownable square in board order (28): '.' unowned, 'a'-'f' the owner,
#         upper case when mortgaged, then '1'-'4' houses or 'H' a hotel.
# players comma-separated '<cash>@<square>', then 'j<n>' in jail (n = jail turn 1-3),
#         or 'x<k>' for the k-th player to go bankrupt.
# cards   holders of the Chance and Chest Get Out of Jail Free cards: '-' or 'a'-'f'.
# k       card ids to put on top of the two decks (tests of single cards); o: rules options
#         that differ from classic, by name (engine.rules.NAMES).
from engine import rules as R
from engine.board import SQUARES, HOTEL, ownable
from engine.codes import BANK
from engine import SaveError
from engine.state import TOTAL_HOUSES, TOTAL_HOTELS, JAIL_CARD

_LETTERS = 'abcdef'


def _who(p):
    return '-' if p == BANK else _LETTERS[p]


def dump(g):
    """The position of g as one line of this notation (load reads it back)."""
    parts = []
    for sq in range(SQUARES):
        if not ownable(sq):
            continue
        o = g.owner[sq]
        t = '.' if o == BANK else _LETTERS[o]
        if g.mortgaged[sq]:
            t = t.upper()
        lv = g.level[sq]
        if lv:
            t += 'H' if lv == HOTEL else str(lv)
        parts.append(t)
    players = []
    for p in range(g.n):
        t = '%d@%d' % (g.cash[p], g.pos[p])
        if g.out[p]:
            t += 'x%d' % g.out[p]
        elif g.jail[p]:
            t += 'j%d' % g.jail[p]
        players.append(t)
    words = [''.join(parts), ','.join(players), 't' + _LETTERS[g.turn],
             'c' + _who(g.cards[0]) + _who(g.cards[1]), 'h%d/%d' % (g.houses, g.hotels),
             'r%d' % g.round]
    if g.doubles:
        words.append('d%d' % g.doubles)
    if g.jackpot:
        words.append('j%d' % g.jackpot)
    base = R.classic()
    opts = ['%s=%d' % (R.NAMES[i], g.rules[i]) for i in range(R.COUNT) if g.rules[i] != base[i]]
    if opts:
        words.append('o' + ','.join(opts))
    return ' '.join(words)


def _player(text, n):
    i = _LETTERS.find(text)
    if i < 0 or i >= n or len(text) != 1:
        raise SaveError("bad player: " + text)
    return i


def _int(text, what):
    try:
        return int(text)
    except ValueError:
        raise SaveError("bad " + what + ": " + text)


def load(text, seed=1):
    """A new game at this position, waiting on its turn's first decision."""
    from engine.game import Game
    from engine.turn import advance
    from engine.cards import shuffle_decks
    from engine.money import end_reason
    words = text.split()
    if len(words) < 3:
        raise SaveError("position needs deeds, players and turn")
    players = words[1].split(',')
    n = len(players)
    if not 2 <= n <= 6:
        raise SaveError("2 to 6 players")
    extra = {}
    for w in words[2:]:
        if not w or w[0] not in 'tchrdjkso' or w[0] in extra:
            raise SaveError("bad field: " + w)
        extra[w[0]] = w[1:]
    rules = R.classic()
    if 'o' in extra:
        for item in extra['o'].split(','):
            name, _, value = item.partition('=')
            try:
                rules[R.index(name)] = int(value)
            except (ValueError, OverflowError):
                raise SaveError("bad option: " + item)
    if R.conflicts(rules):
        raise SaveError(R.conflicts(rules))
    g = Game(n, _int(extra.get('s', '1'), 'seed'), rules, setup=False)
    shuffle_decks(g)
    _deeds(g, words[0])
    for p in range(n):
        _player_state(g, p, players[p])
    if 't' not in extra:
        raise SaveError("whose turn?")
    g.turn = g.first = _player(extra['t'], n)
    if g.out[g.turn] and len(g.alive()) > 1:
        raise SaveError("a bankrupt player cannot have the turn")
    _cards(g, extra.get('c', '--'))
    _stock(g, extra.get('h'))
    g.round = _int(extra.get('r', '1'), 'round')
    g.doubles = _int(extra.get('d', '0'), 'doubles')
    g.again = 1 if g.doubles else 0
    g.jackpot = _int(extra.get('j', '0'), 'jackpot')
    if 'k' in extra:
        tops = extra['k'].split(',')
        for deck in (0, 1):
            if deck < len(tops) and tops[deck]:
                _to_top(g, deck, _int(tops[deck], 'card'))
    if not (0 <= g.doubles <= 2 and g.round >= 1 and g.jackpot >= 0):
        raise SaveError("bad round, doubles or jackpot")
    reason = end_reason(g)
    if reason is not None:
        from engine.ending import finish
        finish(g, reason)
    advance(g)
    return g


def _deeds(g, text):
    sqs = [sq for sq in range(SQUARES) if ownable(sq)]
    i = -1
    for ch in text:
        if ch in '1234H':
            if i < 0 or g.level[sqs[i]]:
                raise SaveError("building without a deed")
            g.level[sqs[i]] = HOTEL if ch == 'H' else int(ch)
            continue
        i += 1
        if i >= len(sqs):
            raise SaveError("more than 28 deeds")
        if ch == '.':
            continue
        o = _LETTERS.find(ch.lower())
        if o < 0 or o >= g.n:
            raise SaveError("bad owner: " + ch)
        g.owner[sqs[i]] = o
        g.mortgaged[sqs[i]] = 1 if ch.isupper() else 0
    if i != len(sqs) - 1:
        raise SaveError("need 28 deeds")


def _player_state(g, p, text):
    cash, at, rest = text.partition('@')
    if not at:
        raise SaveError("player needs cash@square: " + text)
    g.cash[p] = _int(cash, 'cash')
    pos = rest
    flag = ''
    for mark in 'jx':
        if mark in rest:
            pos, flag, count = rest.partition(mark)
            if mark == 'j':
                g.jail[p] = _int(count, 'jail turn')
            else:
                g.out[p] = _int(count, 'bankruptcy order')
    g.pos[p] = _int(pos, 'square')
    if g.pos[p] >= SQUARES or g.cash[p] < 0 or g.jail[p] > 3 or g.out[p] > g.n:
        raise SaveError("bad player: " + text)
    if g.jail[p] and g.pos[p] != 10:
        raise SaveError("a jailed player stands on square 10")
    return flag


def _cards(g, text):
    if len(text) != 2:
        raise SaveError("cards need two holders")
    for deck in (0, 1):
        if text[deck] != '-':
            g.cards[deck] = _player(text[deck], g.n)
            _take_out(g, deck, JAIL_CARD[deck])


def _stock(g, text):
    houses = TOTAL_HOUSES
    hotels = TOTAL_HOTELS
    for sq in range(SQUARES):
        if g.level[sq] == HOTEL:
            hotels -= 1
        else:
            houses -= g.level[sq]
    if houses < 0 or hotels < 0:
        raise SaveError("more buildings than the bank holds")
    if text is not None and text != '%d/%d' % (houses, hotels):
        raise SaveError("stock does not match the board")
    g.houses = houses
    g.hotels = hotels


def _ring(g, deck):
    base = deck * 16
    return [g.deck[base + (g.deck_top[deck] + i) % 16] for i in range(g.deck_n[deck])]


def _set_ring(g, deck, cards):
    base = deck * 16
    for i in range(len(cards)):
        g.deck[base + i] = cards[i]
    g.deck_top[deck] = 0
    g.deck_n[deck] = len(cards)


def _take_out(g, deck, card):
    _set_ring(g, deck, [c for c in _ring(g, deck) if c != card])


def _to_top(g, deck, card):
    ring = _ring(g, deck)
    if card not in ring:
        raise SaveError("card not in the deck")
    ring.remove(card)
    _set_ring(g, deck, [card] + ring)
