# Deeds as the trade screen and holdings list them: grouped by colour (the board's order of
# groups, railroads and utilities last), each with its group's swatch, a mark when its owner
# holds the whole group, its buildings or mortgage.
from engine import board as bd
from editions import square_name


def grouped(g, p):
    """p's deeds, group by group in the board's order (railroads, utilities last)."""
    out = []
    for grp in range(bd.GROUP_COUNT):
        for sq in bd.GROUP_SQUARES[grp]:
            if g.owner[sq] == p:
                out.append(sq)
    return out


def whole(g, sq):
    """Does sq's owner hold every deed of its group (a complete set)?"""
    o = g.owner[sq]
    for s in bd.GROUP_SQUARES[bd.GROUP[sq]]:
        if g.owner[s] != o:
            return False
    return True


def swatch(sq):
    """The swatch beside a deed (ui.screens.listing): 1-8 its street group's colour, 9 the text
    colour for a railroad or a utility (they have no colour on the board either)."""
    grp = bd.GROUP[sq]
    return grp + 1 if grp < 8 else 9


def state(ed, g, sq, short=False):
    """Buildings or the mortgage: '2 houses', 'hotel', 'mortgaged' (short: '2h', 'H', 'M')."""
    lv = g.level[sq]
    if g.mortgaged[sq]:
        w = 'M' if short else 'mortgaged'
    elif lv == bd.HOTEL:
        w = ed.HOTEL[0][0].upper() if short else ed.HOTEL[0]
    elif lv:
        w = '{}{}'.format(lv, ed.HOUSE[0][0] if short else
                          ' ' + (ed.HOUSE[0] if lv == 1 else ed.HOUSE[1]))
    else:
        w = ''
    return w


def deed_row(ed, g, sq, lead=''):
    """' ' (the swatch's column), lead, the short name, '*' for a complete set, the state
    (short after a lead: the trade screen's rows have a mark to fit)."""
    s = state(ed, g, sq, lead != '')
    name = square_name(ed, sq, True) + ('*' if whole(g, sq) else '')
    return ' ' + lead + ('{:<11} {}'.format(name, s) if s else name)


def card_name(ed, deck):
    return 'Jail card (' + ed.DECKS[deck][1] + ')'


def side(t, rows, cols, acts, who, head, items=None):
    """Rows for one side of trade screen t: a heading (act -1), then who's deeds (act: the
    square) and jail cards (act 100 + deck). items None: every one, with t's [x] marks (a
    trade being composed); else (squares, card bits): only those (an offer)."""
    app = t.app
    g = app.game
    ed = app.edition
    rows.append(head)
    cols.append(None)
    acts.append(-1)
    for sq in grouped(g, who):
        if items is None:
            rows.append(deed_row(ed, g, sq, '[x] ' if t.marked[sq] else '[ ] '))
        elif sq in items[0]:
            rows.append(deed_row(ed, g, sq))
        else:
            continue
        cols.append(swatch(sq))
        acts.append(sq)
    for deck in (0, 1):
        if g.cards[deck] == who:
            if items is None:
                rows.append(' [{}] {}'.format('x' if (t.cards >> deck) & 1 else ' ',
                                              card_name(ed, deck)))
            elif (items[1] >> deck) & 1:
                rows.append('  ' + card_name(ed, deck))
            else:
                continue
            cols.append(None)
            acts.append(100 + deck)


def show(app, sq):
    """Square sq's deed card over a trade or an offer (A on its row)."""
    from ui.screens.deed import DeedCard
    app.push(DeedCard(app, sq))


# Here, with the screens that say it, and not with the trade rules (engine.trade): those are
# loaded for a proposal or an answer and let go by the step after it (engine.turn), and this
# question, asked at every change on the trade screen, held all of them (2.7 KB of .mpy) under
# the screen and the deed card opened from it, the deepest stack of screens a game makes.
def makes_set(g, x, p, q, squares):
    """Would x (p or q) hold a whole colour group once squares change hands between p and q?
    (Never one x holds now: a deed of it would be leaving.) For the trade screens' rows
    (sets_made) and a CPU's refusal in words (ui.game.haggle)."""
    for sq in squares:
        grp = bd.GROUP[sq]
        if grp < 8:
            for s in bd.GROUP_SQUARES[grp]:
                o = g.owner[s]
                if s in squares:
                    o = q if o == p else p
                if o != x:
                    break
            else:
                return True
    return False


def sets_made(app, p, q, squares, cols):
    """'Completes a set: you' (p, the viewer), '...: Hat' (q), 'Completes sets: you, Hat':
    who would hold a whole colour group once squares change hands (makes_set), as rows of
    cols characters: a row that is never under the cursor must fit whole (cut, 'Completes
    sets: you, Sh~' was never read); [] when nobody."""
    from ui.text.words import wrap
    g = app.game
    who = [n for x, n in ((p, 'you'), (q, app.names[q])) if makes_set(g, x, p, q, squares)]
    if not who:
        return []
    return wrap(('Completes sets: ' if len(who) > 1 else 'Completes a set: ') + ', '.join(who),
                cols)


def legend(t, rows, cols, acts):
    """Heading rows (act -1) under trade screen t's deeds that say what their marks mean:
    '*' a whole set, the buildings' and the mortgage's letters; only the marks shown."""
    g = t.app.game
    ed = t.app.edition
    shown = [a for a in acts if 0 <= a < 40]
    lv = [g.level[sq] for sq in shown if not g.mortgaged[sq]]
    ks = []
    if any(whole(g, sq) for sq in shown):
        ks.append('* whole set')
    if any(0 < v < bd.HOTEL for v in lv):
        ks.append('2{} 2 {}'.format(ed.HOUSE[0][0], ed.HOUSE[1]))
    if bd.HOTEL in lv:
        ks.append('{} {}'.format(ed.HOTEL[0][0].upper(), ed.HOTEL[0]))
    if len(lv) < len(shown):
        ks.append('M mortgaged')
    line = 'Marks:'
    for k in ks:        # a mark and its meaning stay on one row
        if len(line) + len(k) + 2 > t.cols - 1:
            rows.append(line)
            cols.append(None)
            acts.append(-1)
            line = ' '
        line += ' ' + k + ','
    if ks:
        rows.append(line[:-1])
        cols.append(None)
        acts.append(-1)
