# Prompts for the decisions other than rolling and bidding: buy or auction, a drawn card,
# raising money or going bankrupt (with a confirm), lifting a mortgage, placing a building.
# An offer to answer is ui.screens.offer's. The engine says what is legal.
from engine import codes as C
from engine import rules as R
from engine.board import PRICE, mortgage_value
from ui.text import words
from ui.widgets.prompt import Prompt
from ui.game.roll import extras, other, again


def head(app, p):
    return '{} {}'.format(app.names[p], words.money(app, app.game.cash[p]))


def prompt(app, d, p):
    g = app.game
    f = app.flow
    news = f.news[-3:]
    colour = app.edition.PLAYER_COLOURS[p]
    m = lambda n: words.money(app, n)
    if d == C.BUY:
        sq = g.pos[p]
        price = PRICE[sq]
        lines = news[-2:] + again(app, p) + ['{} is for sale'.format(words.square(app, sq))]
        short = 0 if C.BUY_IT in g.answers() else price - g.cash[p]
        ch = [] if short else [('Buy for ' + m(price), C.BUY_IT)]
        ch.append(('Auction it' if g.rules[R.AUCTIONS] else "Don't buy", C.DECLINE))
        if short:
            # Short of the price: say so and, when selling and mortgaging would cover it,
            # how to buy anyway (the menu; this prompt then comes back with Buy).
            from engine.money import liquid_value
            lines[-1] += ': ' + m(price)
            lines.append('You have {}: {} short'.format(m(g.cash[p]), m(short)))
            if liquid_value(g, p) >= price:
                ch.append(('Raise {} to buy'.format(m(short)), 'menu'))
        ch.append(('Deed card', 'deed'))
    elif d == C.DEBT:
        a = g.answers()
        ch = []
        if C.PAY_DEBT in a:
            ch.append(('Pay ' + m(g.owed), C.PAY_DEBT))
        ch.append(('Raise money', 'raise'))
        if C.GO_BANKRUPT in a:
            ch.append(('Go bankrupt', 'bankrupt'))     # never first: it gives all away
        lines = debt_lines(app, p)
    elif d == C.LIFT:
        sq = g.lift_square
        ch = []
        if C.LIFT_NOW in g.answers():
            ch.append(('Lift now ' + m(mortgage_value(sq)), C.LIFT_NOW))
        ch.append(('Keep mortgaged', C.KEEP))
        lines = news[-2:] + ['{} came mortgaged'.format(words.square(app, sq))]
    elif d == C.PLACE:
        from engine.build import can_place
        ch = [(words.square(app, sq, True), sq) for sq in range(40)
              if can_place(g, p, sq, g.place) is None]
        lines = ['Place your {}:'.format(words.lot(app, g.place))]
        return Prompt(app, head(app, p), lines, tuple(ch), lambda sq: f.act(C.PLACE_AT, sq),
                      f.browse, colour)
    else:
        return Prompt(app, head(app, p), news, (), None, f.browse, colour)
    pr = Prompt(app, head(app, p), lines, tuple(ch) + extras(app),
                lambda v: choose(app, p, v), f.browse, colour)
    if d == C.DEBT or d == C.BUY and short:
        pr.keep = 5     # the cause (the price) and what is left to raise stay whole
    if d == C.LIFT:
        pr.sel = len(ch) - 1    # on Keep mortgaged: paying to lift is chosen, never landed on
    return pr


def debt_lines(app, p):
    """What the debt is for and what is left to raise: 'Rent, Boardwalk with a hotel:
    $2000 to Hat.', 'You have $140: raise $1860'."""
    g = app.game
    d = app.flow.told.debt
    why = d[3] if d and d[0] == p and d[2] == g.owed else 'A payment'
    have = g.cash[p]
    from engine.money import shortfall
    return ['{}: {} to {}.'.format(why, words.amount(app, g.owed), words.who(app, g.creditor)),
            'You have {}: {}'.format(words.amount(app, have), 'pay it' if have >= g.owed
                                     else 'raise ' + words.amount(app, shortfall(g, p)))]


def choose(app, p, v):
    f = app.flow
    if other(app, v):
        return
    if v == 'raise':
        f.menu(p, debt=True)
    elif v == 'bankrupt':
        g = app.game
        f.show(Prompt(app, 'Go bankrupt?',
                      ['All you own goes to {}.'.format(words.who(app, g.creditor))],
                      (('No, go back', 0), ('Yes, give up', 1)),
                      lambda yes: f.act(C.GO_BANKRUPT) if yes else f.show(prompt(app, C.DEBT, p)),
                      None, app.edition.PLAYER_COLOURS[p]))
    elif v == 'deed':
        from ui.screens.deed import DeedCard
        f.close()
        app.push(DeedCard(app, app.game.pos[p]))
    else:
        f.act(v)

