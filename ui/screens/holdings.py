# Every player's holdings on one scrolling list: a line per player (cash, complete sets),
# then the deeds grouped by colour with their swatches, '*' on a complete set, buildings or
# the mortgage, then jail cards. RIGHT scrolls, A jumps to the next player, B goes back.
from engine.board import GROUP
from ui.device import buttons as K
from ui.text.hints import hint
from ui.screens.listing import ListScreen, money
from ui.screens.deeds import grouped, swatch, deed_row, card_name, whole


class Holdings(ListScreen):
    def __init__(self, app, player=0):
        ListScreen.__init__(self, app)
        self.heads = []
        self.start_at = player

    def fill(self):
        app = self.app
        ed = app.edition
        g = app.game
        rows = []
        cols = []
        heads = []
        for i in range(g.n):
            p = (self.start_at + i) % g.n
            heads.append(len(rows))
            cols.append(None)
            if g.out[p]:
                rows.append('{}: out'.format(app.names[p]))
                continue
            mine = grouped(g, p)
            sets = 0
            last = -1
            for sq in mine:
                if whole(g, sq) and GROUP[sq] != last:
                    sets += 1
                    last = GROUP[sq]
            rows.append('{} {}{}'.format(app.names[p], money(app, g.cash[p]),
                                         ', {} set{}'.format(sets, 's' if sets > 1 else '')
                                         if sets else ''))
            for sq in mine:
                rows.append(deed_row(ed, g, sq))
                cols.append(swatch(sq))
            for deck in (0, 1):
                if g.cards[deck] == p:
                    rows.append('  ' + card_name(ed, deck))
                    cols.append(None)
        self.rows = rows
        self.colours = cols
        self.heads = heads
        self.title = 'Holdings'
        self.foot = '*: complete set  ' + hint(self.app, K.A, 'next')

    def pick(self, i):
        for h in self.heads:
            if h > i:
                self.sel = h
                break
        else:
            self.sel = 0
        self.render()
