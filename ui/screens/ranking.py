# End of the game: every player ranked (engine.score.ranking) with how the score was made:
# cash, deeds and buildings as the variant values them (engine.score.assets), under labelled
# columns. The winner's name is large and their line drawn in their colour.
from engine.score import assets, ranking
from ui.device import buttons as K
from ui.text.hints import hint
from ui.text import words
from ui.app import Screen
from ui.widgets import draw
from ui.widgets.draw import label, panel, put
from ui.widgets.cursor import last_page
from ui.app import group_at

_COLS = '{:>6}{:>7}{:>11}'      # cash, deeds, buildings under their headings
_NARROW = '{:>5}{:>7}{:>10}'    # the same in 22 columns (10 px characters on 240 px)


class Ranking(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        self.order = ranking(app.game)
        self.first = 0

    def lines(self):
        """Per player, the lines below the headings: (text, colour, background)."""
        app = self.app
        ed = app.edition
        g = app.game
        w = self.cols
        out = []
        for i in range(len(self.order)):
            p = self.order[i]
            c = ed.PLAYER_COLOURS[p]
            if g.out[p]:
                out.append([('{} {} bankrupt'.format(i + 1, app.names[p]), c, None)])
                continue
            cash, deeds, built = assets(g, p)
            head = '{} {}'.format(i + 1, app.names[p])
            total = words.money(app, cash + deeds + built)
            t = head + ' ' * max(1, w - len(head) - len(total)) + total
            out.append([(t, ed.BACKGROUND, c) if i == 0 else (t, c, None),
                        (self.fmt.format(cash, deeds, built), ed.TEXT, None)])
        out.append([(hint(app, K.A, 'title screen'), ed.HIGHLIGHT, None)])
        return out

    def build(self):
        app = self.app
        ed = app.edition
        self.group = g = group_at()
        panel(g, app.width, app.height, ed.BACKGROUND, ed.HIGHLIGHT)
        x = 3
        self.cols = min(26, (app.width - 6) // draw.CELL_W)
        self.fmt = _COLS if self.cols >= 24 else _NARROW
        line = draw.LINE
        win = self.order[0]
        t = '{} wins!'.format(app.names[win])
        big = 2 if len(t) * 2 * draw.CELL_W <= app.width - 6 else 1
        self.win = label(g, x, 3, ed.PLAYER_COLOURS[win], t, big)
        y = 4 + line * big
        self.over = label(g, x, y, ed.TEXT, 'Game over')
        self.heads = label(g, x, y + line, ed.HIGHLIGHT, self.fmt.format('cash', 'deeds', 'buildings'))
        y += 2 * line + 2
        n = (app.height - y - 2) // line
        self.rows = [label(g, x, y + line * i, ed.TEXT) for i in range(n)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []

    def update(self):
        if not self.rows:
            return
        # Scrolls by player: never a score without its name.
        bs = self.lines()
        n = len(self.rows)
        self.first = max(0, min(self.first, last_page(bs, n)))
        ls = []
        for b in bs[self.first:]:
            ls.extend(b)
        for i in range(n):
            t, c, bg = ls[i] if i < len(ls) else ('', None, None)
            put(self.rows[i], t, c)
            if self.rows[i].background_color != bg:
                self.rows[i].background_color = bg

    def key(self, b):
        if b == K.A:
            f = self.app.flow
            if f.quit:
                f.quit()
        elif b == K.DOWN or b == K.RIGHT:
            self.first += 1
            self.update()
        elif b == K.UP or b == K.LEFT:
            self.first = max(0, self.first - 1)
            self.update()

    def text(self):
        return [self.win.text, self.over.text, self.heads.text] + [r.text for r in self.rows if r.text]
