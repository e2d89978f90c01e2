# The board: the ring of 40 squares, a cursor browsed with the d-pad, and a centre panel with
# whose turn it is, the dice, the square under the cursor and every player's cash.
import displayio
from engine import board as bd
from engine import rules as R
from editions import square_name
from ui import buttons as K
from ui.app import Screen
from ui.draw import label, panel, put
from ui.ring import Ring, cell_of

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_LINE = const(11)


def sq_at(c, r):
    """The square at grid cell (c, r), or -1 inside or off the ring."""
    if r == 10 and 0 <= c <= 10:
        return 10 - c
    if c == 0 and 0 <= r <= 10:
        return 10 + (10 - r)
    if r == 0 and 0 <= c <= 10:
        return 20 + c
    if c == 10 and 0 <= r <= 10:
        return 30 + r
    return -1


def step(sq, b, dpad=True):
    """Where the cursor goes from sq on button b. Without a d-pad, RIGHT/LEFT walk the
    ring forward/back; with one, a direction moves to the neighbouring cell on screen, and
    pointing into the middle jumps to the square facing it across the board."""
    if not dpad or b not in (K.UP, K.DOWN, K.LEFT, K.RIGHT):
        if b == K.RIGHT or b == K.DOWN:
            return (sq + 1) % 40
        if b == K.LEFT or b == K.UP:
            return (sq + 39) % 40
        return sq
    c, r = cell_of(sq)
    dx = (b == K.RIGHT) - (b == K.LEFT)
    dy = (b == K.DOWN) - (b == K.UP)
    t = sq_at(c + dx, r + dy)
    if t >= 0:
        return t
    if 0 < c + dx < 10 and 0 < r + dy < 10:
        # Into the middle: jump across.
        return sq_at(10 - c if dx else c, 10 - r if dy else r)
    return sq


class BoardScreen(Screen):
    def __init__(self, app):
        super().__init__(app)
        self.cursor = 0
        self.ring = None

    def build(self):
        app = self.app
        ed = app.edition
        self.group = g = displayio.Group()
        ring = self.ring
        if ring is None:
            self.ring = ring = Ring(app.width, app.height, ed)
        g.append(ring.grid)
        # Cursor: a hollow frame over the grid lines around one cell.
        w, h = ring.cw + 1, ring.ch + 1
        self.cur = panel(w, h, None, ed.HIGHLIGHT)
        g.append(self.cur)
        x, y, cw, chh = ring.centre()
        self.cols = cw // 6
        x += 2
        y += 1
        ink = ed.TEXT
        self.head = label(g, x, y, ink)
        self.dice = label(g, x, y + _LINE, ink)
        self.name = label(g, x, y + 2 * _LINE + 3, ed.HIGHLIGHT)
        self.info = label(g, x, y + 3 * _LINE + 3, ink)
        self.own = label(g, x, y + 4 * _LINE + 3, ink)
        self.cash = []
        n = app.game.n
        half = cw // 2
        top = y + 5 * _LINE + 7
        for p in range(n):
            self.cash.append(label(g, x + (p % 2) * half, top + (p // 2) * _LINE,
                                   ed.PLAYER_COLOURS[p]))
        self.move_cursor(self.cursor)

    def drop(self):
        # The ring stays, drawn: its bitmap (10 KB at 160x128) allocated again on a fragmented
        # heap after a full screen was what ran out of memory first (docs/memory.md).
        self.group.remove(self.ring.grid)
        self.group = self.cur = self.cash = None
        self.head = self.dice = self.name = self.info = self.own = None

    def move_cursor(self, sq):
        self.cursor = sq
        x, y = self.ring.xy(sq)
        self.cur.x = x
        self.cur.y = y
        self.describe()

    def player(self, p):
        return self.app.names[p]

    def money(self, n):
        return self.app.edition.MONEY.format(n)

    def describe(self):
        app = self.app
        g = app.game
        sq = self.cursor
        ed = app.edition
        long = square_name(ed, sq)
        put(self.name, long if len(long) <= self.cols else square_name(ed, sq, True))
        kind = bd.KIND[sq]
        if kind == bd.STREET:
            info = '{} rent {}'.format(self.money(bd.PRICE[sq]), bd.street_rent(sq, 0))
        elif kind == bd.RAIL or kind == bd.UTIL:
            info = 'Price ' + self.money(bd.PRICE[sq])
        elif kind == bd.TAX:
            info = 'Pay ' + self.money(g.rules[R.INCOME_TAX if sq == bd.INCOME_TAX_SQUARE else R.LUXURY_TAX])
        else:
            info = ''
        put(self.info, info)
        o = g.owner[sq]
        if not bd.ownable(sq):
            own = ''
        elif o >= g.n:
            own = 'For sale'
        else:
            own = self.player(o)
            lv = g.level[sq]
            if g.mortgaged[sq]:
                own += ', mortgaged'
            elif lv == bd.HOTEL:
                own += ', hotel'
            elif lv:
                own += ', {} house{}'.format(lv, 's' if lv > 1 else '')
        put(self.own, own)

    def update(self):
        app = self.app
        g = app.game
        self.ring.sync(g)
        t = g.turn
        put(self.head, '{} {}'.format(self.player(t), self.money(g.cash[t])))
        if self.head.color != app.edition.PLAYER_COLOURS[t]:
            self.head.color = app.edition.PLAYER_COLOURS[t]
        if g.d1:
            s = 'Dice {}+{}={}'.format(g.d1, g.d2, g.d1 + g.d2)
        else:
            s = 'Round {}'.format(g.round)
        if app.clock is not None:
            s += ' ' + app.clock.text()         # the time limit's time left
        put(self.dice, s)
        for p in range(g.n):
            if g.out[p]:
                s = '{} out'.format(self.player(p)[:6])
            else:
                c = str(g.cash[p])
                s = '{}{} {}'.format('>' if p == t else ' ',
                                     self.player(p)[:max(3, self.cols // 2 - 2 - len(c))], c)
            put(self.cash[p], s)
        self.describe()

    def key(self, b):
        app = self.app
        if b == K.A and app.advance:
            app.advance()
            app.update()
        elif b == K.A or b == K.SELECT:
            from ui.deed import DeedCard
            app.push(DeedCard(app, self.cursor))
        elif b == K.B or b == K.START:
            # The any-time menu (the raise-money menu during a debt); B too, for boards
            # without START.
            from engine.codes import DEBT
            from ui.menu import open_menu
            g = app.game
            debt = g.pending == DEBT
            open_menu(app, g.actor if debt else g.turn, debt)
        else:
            sq = step(self.cursor, b, self.app.profile.dpad)
            if sq != self.cursor:
                self.move_cursor(sq)

    def text(self):
        out = [self.head.text, self.dice.text, self.name.text, self.info.text, self.own.text]
        for lab in self.cash:
            out.append(lab.text)
        return out
