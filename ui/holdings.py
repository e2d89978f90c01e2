# Every player's holdings on one scrolling list: a header per player (cash, cards), then each
# deed with its buildings or mortgage. RIGHT scrolls, A jumps to the next player, B goes back.
from engine import board as bd
from editions import square_name
from ui.listing import ListScreen, money


def deed_state(ed, g, sq):
    if g.mortgaged[sq]:
        return 'mortgaged'
    lv = g.level[sq]
    if lv == bd.HOTEL:
        return ed.HOTEL[0]
    if lv:
        return '{} {}'.format(lv, ed.HOUSE[0] if lv == 1 else ed.HOUSE[1])
    return ''


def card_name(ed, deck):
    return 'Jail card (' + ed.DECKS[deck][1] + ')'


class Holdings(ListScreen):
    def __init__(self, app, player=0):
        super().__init__(app)
        self.heads = []
        self.start = player

    def fill(self):
        app = self.app
        ed = app.edition
        g = app.game
        rows = []
        heads = []
        for i in range(g.n):
            p = (self.start + i) % g.n
            heads.append(len(rows))
            if g.out[p]:
                rows.append('{}: out'.format(app.names[p]))
                continue
            rows.append('{} {}'.format(app.names[p], money(app, g.cash[p])))
            for sq in g.owned_by(p):
                rows.append(' {:<10} {}'.format(square_name(ed, sq, True), deed_state(ed, g, sq)))
            for deck in (0, 1):
                if g.cards[deck] == p:
                    rows.append(' ' + card_name(ed, deck))
        self.rows = rows
        self.heads = heads
        self.title = 'Holdings'
        self.foot = 'A: next player  B: back'

    def pick(self, i):
        for h in self.heads:
            if h > i:
                self.sel = h
                break
        else:
            self.sel = 0
        self.render()
