# The board: the ring of 40 squares, a cursor browsed with the d-pad, and a centre panel with
# whose turn it is, the dice, the square under the cursor and every player's cash; during a
# game, PlayScreen, with the turn flow driving the prompts over it. One module with the
# cursor's walk: a game needs all of it from its first screen, and each import on a board is
# a collection of the heap (13-18 ms) and a module's own objects.
from engine import board as bd
from engine import rules as R
from editions import square_name
from ui.app import Screen
from ui.app import short
from ui.widgets import draw
from ui.widgets.dice import Dice
from ui.widgets.draw import codes_line, panel, put, backed, cell_of
from ui.app import group_at
from ui.device import buttons as K
from ui.widgets.ring import Ring


# --- where the cursor walks: the grid cell of a square and back, and a button's step ---------
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
        self.view = None    # a ui.game.roll.View while a card moves the token
        self.last = None    # labels of the last events, where the panel has room

    def build(self):
        app = self.app
        ed = app.edition
        self.group = g = group_at()
        ring = self.ring
        if ring is None:
            self.ring = ring = Ring(app.width, app.height, ed, app.profile.ring)
        g.append(ring.grid)
        # Cursor: a hollow frame over the grid lines around one cell.
        w, h = ring.box()
        self.cur = panel(g, w, h, None, ed.HIGHLIGHT)
        x, y, cw, chh = ring.centre()
        line = draw.LINE
        x += 2
        y += 1
        # The dice at the top right; the status and round lines keep left of them.
        self.dice = Dice(line + 4)
        self.dice.group.x = x + cw - 5 - self.dice.width
        self.dice.group.y = y + 1
        self.cols = (cw - 4) // draw.CELL_W
        self.short = (cw - 9 - self.dice.width) // draw.CELL_W     # beside the dice
        n = app.game.n
        # Lines: status, round, square name, price, owner, then each player's cash two to
        # a line, or one a line where a name would not fit whole in a column beside a
        # 4-digit amount ("Do 1014" on a CLUE) and the panel has the room, even if the
        # round must go for it (a 6-player game on a CLUE): whole names come before the
        # round and the last events. On a short panel (240x135) the round goes (the clock
        # joins the status line), then the price line (the owner line says it for a deed
        # for sale).
        half = cw // 2
        self.per = (half - 2) // draw.CELL_W     # characters in a cash column
        # A cash line: the marker, the name, a space, the amount (4 digits at most, mostly).
        one = (max(len(self.player(p)) for p in range(n)) + 6 > self.per and
               (4 + n) * line <= chh - 2)
        rows = n if one else (n + 1) // 2
        if one:
            self.per = self.cols
        fold = 0
        while fold < 2 and (5 - fold + rows) * line > chh - 2:
            fold += 1
        self.fold = fold
        gap = 3 if (5 - fold + rows) * line + 7 <= chh - 2 else 0
        ink = ed.TEXT
        # Each line made as wide as its room (cells) and keeping codes, not texts (codes_line):
        # written again at every turn, a line grown to a longer text gets a wider tile grid,
        # made mid-step above the step's garbage; the six cash lines of a CLUE's six-seat
        # game, grown at the first turn, lay at the top of the largest free area for 39 turns
        # and kept its block to 4.6 KB (11 KB once they went; a heap map of the bench's game
        # at turn line 1).
        # The status and round lines keep left of the dice (self.short).
        c = self.cols
        self.head = codes_line(g, x, y, ink, self.short)
        at = y + line
        self.round = None
        if self.fold < 1:
            self.round = codes_line(g, x, at, ink, self.short)
            at += line
        at += gap
        self.name = codes_line(g, x, at, ed.HIGHLIGHT, c)
        at += line
        self.info = None
        if self.fold < 2:
            self.info = codes_line(g, x, at, ink, c)
            at += line
        self.own = codes_line(g, x, at, ink, c)
        self.cash = []
        top = at + line + gap + gap // 3
        for p in range(n):
            if one:
                lab = codes_line(g, x, top + p * line, ed.PLAYER_COLOURS[p], self.per)
            else:
                lab = codes_line(g, x + (p % 2) * half, top + (p // 2) * line,
                                 ed.PLAYER_COLOURS[p], self.per)
            self.cash.append(lab)
        # A tall panel (CLUE, M5Stack...) may have room below: the last events, each whole.
        top += rows * line + line // 2
        room = min(6, (y + chh - 2 - top) // line)
        self.last = []
        if room >= 2:
            from ui.game.recent import rows
            self.last = rows(app, g, x, top, room, line, ink, c)
        backed(g, [lab for lab in (self.head, self.round, self.name, self.info, self.own)
                   if lab] + self.cash + self.last, ed.BACKGROUND)
        # The dice over the lines: on a folded panel the square's name runs beside them, its
        # top rows (blank but for a '`') under their lower edge.
        g.append(self.dice.group)
        self.follow = bytearray(b'\xff\xff')     # (turn, square), set in place
        self.move_cursor(self.cursor)

    def drop(self):
        # Under 28 KB free the ring goes too (9.6 KB at 240x240 in 1-px pixels: a 143 KB
        # heap ran out at a trade); build() makes it again (150 ms).
        if self.group is not None and self.ring is not None:    # (cut build)
            self.group.remove(self.ring.grid)
        if short(28672):
            self.ring = None
        self.group = self.cur = self.cash = self.last = None
        self.head = self.dice = self.round = self.name = self.info = self.own = None

    def move_cursor(self, sq):
        self.cursor = sq
        x, y = self.ring.xy(sq)
        self.cur.x = x
        self.cur.y = y
        if not self.app.covered(self):
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
        o = g.owner[sq]
        if bd.ownable(sq) and o < g.n:
            # What a visitor would pay now, by the engine's own rule (ui.text.words.rent).
            from ui.text.words import rent
            info = rent(app, sq)
        elif kind == bd.STREET:
            info = '{} rent {}'.format(self.money(bd.PRICE[sq]),
                                       self.money(bd.street_rent(sq, 0)))
        elif kind == bd.RAIL or kind == bd.UTIL:
            info = 'Price ' + self.money(bd.PRICE[sq])
        elif kind == bd.TAX:
            info = 'Pay ' + self.money(g.rules[R.INCOME_TAX if sq == bd.INCOME_TAX_SQUARE else R.LUXURY_TAX])
        else:
            info = ''
        if self.info is not None:
            put(self.info, info)
        if not bd.ownable(sq):
            own = '' if self.info is not None else info
        elif o >= g.n:
            own = 'For sale' if self.info is not None else 'For sale ' + self.money(bd.PRICE[sq])
        else:
            own = self.player(o)
            lv = g.level[sq]
            if g.mortgaged[sq]:
                own += ', mortgaged'
            elif lv == bd.HOTEL:
                own += ', hotel'
            elif lv:
                own += ', {} house{}'.format(lv, 's' if lv > 1 else '')
            if self.info is None and len(own) + len(info) < self.cols:
                own += ', ' + info[:1].lower() + info[1:]   # no rent line: the owner's says it
        put(self.own, own)

    def update(self):
        app = self.app
        g = app.game
        v = self.view or g
        self.ring.sync(v)
        t = g.turn
        # The cursor starts on, and follows, the token of the player on turn.
        w = bytes((t, v.pos[t]))
        if self.follow != w:
            self.follow[:] = w
            if self.cursor != v.pos[t]:
                self.move_cursor(v.pos[t])
        if app.covered(self):
            # Unseen under a prompt (a third of a CPU turn's refresh): done when it goes.
            return
        clock = '' if app.clock is None else app.clock.text()   # a time limit's
        cash = self.money(g.cash[t])
        extra = ' ' + clock if clock and self.round is None else ''
        name = self.player(t)[:max(3, self.short - 1 - len(cash) - len(extra))]
        put(self.head, '{} {}{}'.format(name, cash, extra), app.edition.PLAYER_COLOURS[t])
        self.dice.show(g.d1, g.d2)
        if self.round is not None:
            put(self.round, 'Round {}{}'.format(g.round, ' ' + clock if clock else ''))
        for p in range(g.n):
            if g.out[p]:
                s = '{} out'.format(self.player(p)[:self.per - 4])
            else:
                c = str(g.cash[p])
                s = '{}{} {}'.format('>' if p == t else ' ',
                                     self.player(p)[:max(1, self.per - 2 - len(c))], c)
            put(self.cash[p], s)
        if self.last:
            from ui.game.recent import show
            show(self)
        self.describe()

    def key(self, b):
        # The cursor's walk; A, B, START, SELECT are PlayScreen's.
        sq = step(self.cursor, b, self.app.profile.dpad)
        if sq != self.cursor:
            self.move_cursor(sq)

    def text(self):
        g = self.app.game
        out = [self.head.text, 'Dice {}+{}={}'.format(g.d1, g.d2, g.d1 + g.d2) if g.d1 else '']
        out += [lab.text for lab in (self.round, self.name, self.info, self.own) if lab]
        for lab in self.cash + (self.last or []):
            out.append(lab.text)
        return out


# The board during a game: A brings back the prompt hidden with B; START (or B on boards
# without a d-pad) opens the any-time menu; SELECT shows the deed of the square under the
# cursor.
class PlayScreen(BoardScreen):
    def tick(self, now):
        f = self.app.flow
        if self.app.top() is self:
            f.check()

    def key(self, b):
        f = self.app.flow
        if b == K.A:
            f.resume()
        elif b == K.START or (b == K.B and not self.app.profile.dpad):
            f.menu()
        elif b == K.SELECT:
            from ui.screens.deed import DeedCard
            self.app.push(DeedCard(self.app, self.cursor))
        else:
            BoardScreen.key(self, b)
