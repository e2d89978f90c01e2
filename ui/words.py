# Words for what happened: the edition's names and money, the lines a prompt says of a turn,
# refusals, and wrapping. The engine only has numbers (engine/codes.py). The sentences of its
# events are the telling's (ui.news.event), resident only while a turn is told.
from engine import codes as C
from editions import square_name, card_text

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


def doubles(app, p):
    """'Dog: doubles, roll again': the telling's line for EV_DOUBLES, and the roll prompt's."""
    return '{}: doubles, roll again'.format(who(app, p))


def round_turn(app, rnd, p):
    """'Round 3: Dog to play': the telling's line for EV_TURN, and a resumed game's first."""
    return 'Round {}: {} to play'.format(rnd, who(app, p))


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
