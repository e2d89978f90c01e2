# Words for what happened: engine events and refusals in the edition's names and money.
# The engine only has numbers (engine/codes.py); every sentence a player reads is made here.
from engine import codes as C
from editions import square_name, card_text
from ui import HOME

_BANK = 'the bank'


def money(app, n):
    """Compact amount for columns and buttons: the edition's MONEY format ('$28', '28 SB')."""
    return app.edition.MONEY.format(n)


def amount(app, n):
    """An amount in a sentence: '$28' when MONEY starts with a symbol, else currency words
    ('28 Smurfberries')."""
    ed = app.edition
    if ed.MONEY[0] != '{':
        return ed.MONEY.format(n)
    return '{} {}'.format(n, ed.CURRENCY[0 if n == 1 else 1])


def rent(app, sq):
    """The rent a visitor would pay on deed sq now, by the engine's rule: 'Rent now $50', a
    utility 'Rent now 4x dice' (the board panel and the deed card say it)."""
    from engine.turn import rent_due
    from engine.board import KIND, UTIL
    if KIND[sq] == UTIL:
        return 'Rent now {}x dice'.format(rent_due(app.game, sq, dice=1))
    return 'Rent now ' + money(app, rent_due(app.game, sq))


def who(app, p):
    if p == C.BANK or p < 0 or p >= len(app.names):
        return _BANK
    return app.names[p]


def square(app, sq, short=False):
    return square_name(app.edition, sq, short)


def lot(app, lot):
    """An auction lot: a square, or a building (100 house, 101 hotel)."""
    if lot >= 100:
        return app.edition.HOTEL[0] if lot > 100 else app.edition.HOUSE[0]
    return square(app, lot)


def building(app, level):
    ed = app.edition
    if level >= 5:
        return ed.HOTEL[0]
    if level == 1:
        return '1 ' + ed.HOUSE[0]
    return '{} {}'.format(level, ed.HOUSE[1])


def card(app, deck, cid):
    return card_text(app.edition, deck, cid)


# The sentences of engine events are data on the drive, not strings of this module: line k of
# text/events.txt (from 1) is event code k's (engine/codes.py: EV_FIRST 1 to EV_TURN 29), the
# lines after it the other forms of some (the constants below), then the telling's own
# (ui.game.news, from its _RENT on). Read when a sentence is made, so that no heap holds them
# between two: as string constants they were in a board's heap at every moment of a game.
# Every line is _WIDTH bytes, newline included, the sentence padded with spaces, so that line
# k is found without an index. A drive without the file makes no sentences (event() answers
# ''): the game plays on, untold.
_EVENTS = 'text/events.txt'
_WIDTH = 26


def line(k):
    """Line k of text/events.txt (from 1) without its padding, '' when the drive does not
    give it."""
    try:
        with open(HOME + _EVENTS, 'rb') as f:
            f.seek((k - 1) * _WIDTH)
            return f.read(_WIDTH).decode().rstrip()
    except (OSError, UnicodeError):
        return ''


_WON_BY_NONE = 30
_TRADE = (C.EV_TRADE, 31, 32)   # rejected, accepted, proposed
_JAILED = 33                    # + how: the square, a card, three doubles
_FREED = 36                     # + how: the fine, the card, doubles, the fine forced


def event(app, ev):
    """One event as a sentence, or None for events not worth a line ('' when the drive has
    no text/events.txt)."""
    k, a, b, c = ev
    if not C.EV_FIRST <= k <= C.EV_TURN:
        return None
    # The line this event's sentence is on: its code's, or another form of it (one read).
    if k == C.EV_TRADE:
        t = line(_TRADE[c])
    elif k == C.EV_WON and a == C.BANK:
        t = line(_WON_BY_NONE)
    else:
        t = line(k)
    if not t:
        return ''
    n = who(app, a)
    if k == C.EV_ROLL:
        return t.format(n, b, c)
    if k == C.EV_MOVE:
        return t.format(n, square(app, c))
    if k == C.EV_RENT or k == C.EV_PAY or k == C.EV_DEBT:
        return t.format(n, amount(app, c), who(app, b))
    if k == C.EV_TAX:
        return t.format(n, amount(app, c), square(app, b, True))
    if k == C.EV_CARD:
        return t.format(app.edition.DECKS[b][1], card(app, b, c))
    if k == C.EV_BUY:
        return t.format(n, square(app, b), amount(app, c))
    if k == C.EV_AUCTION:
        return t.format(lot(app, a))
    if k == C.EV_WON:
        if a == C.BANK:
            return t.format(lot(app, b))
        return t.format(n, lot(app, b), amount(app, c))
    if k == C.EV_JAIL:
        return t.format(n, line(_JAILED + b))
    if k == C.EV_FREED:
        return t.format(n, line(_FREED + b))
    if k == C.EV_BUILD:
        return t.format(n, building(app, c), square(app, b, True))
    if k == C.EV_SELL:
        return t.format(n, building(app, c) if c else 'none', square(app, b, True))
    if k == C.EV_MORTGAGE or k == C.EV_LIFT:
        return t.format(n, square(app, b, True), amount(app, c))
    if k == C.EV_INTEREST:
        return t.format(n, amount(app, c), square(app, b, True))
    if k == C.EV_TRADE:
        return t.format(who(app, b if c != 2 else a))
    if k == C.EV_GO or k == C.EV_BID or k == C.EV_JACKPOT:
        return t.format(n, amount(app, b))
    if k == C.EV_DEAL:
        return t.format(n, square(app, b, True))
    if k == C.EV_TURN:
        return t.format(b, n)
    if k == C.EV_FIRST:
        return t.format(n, b)
    return t.format(n)      # passes, stays in jail, is bankrupt, wins the game, doubles


def refusal(reason):
    """A RuleError reason as a sentence."""
    if not reason:
        return 'Not allowed'
    return reason[0].upper() + reason[1:]


def wrap(text, cols):
    """Lines of at most cols characters, broken where a hint's pairs meet (two spaces), else at
    a space, else in a long word after a '/' or '-'."""
    out = []
    while len(text) > cols:
        cut = text.rfind('  ', 0, cols + 1)     # between a hint's pairs ('A: x  B: y')
        if cut <= 0:
            cut = text.rfind(' ', 0, cols + 1)
        if cut <= 0:        # one long word: after a '/' or '-' in it, else where it must
            cut = max(text.rfind('/', 0, cols), text.rfind('-', 0, cols)) + 1 or cols
        out.append(text[:cut])
        text = text[cut:].lstrip()
    if text:
        out.append(text)
    return out
