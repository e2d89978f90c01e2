# End of the game: every player ranked (engine.score.ranking) with how the score was made:
# cash + deeds + buildings as the variant values them (engine.score.assets).
import displayio
from engine.score import assets, ranking
from ui import buttons as K
from ui import words
from ui.app import Screen
from ui.prompt import label, panel, put


class Ranking(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        self.order = ranking(app.game)
        self.first = 0

    def lines(self):
        app = self.app
        g = app.game
        out = [('Game over: {} wins'.format(app.names[self.order[0]]), app.edition.HIGHLIGHT)]
        for i in range(len(self.order)):
            p = self.order[i]
            c = app.edition.PLAYER_COLOURS[p]
            if g.out[p]:
                out.append(('{} {} bankrupt'.format(i + 1, app.names[p]), c))
                continue
            cash, deeds, built = assets(g, p)
            out.append(('{} {} {}'.format(i + 1, app.names[p],
                                          words.money(app, cash + deeds + built)), c))
            out.append(('  {}+{}+{}'.format(cash, deeds, built), app.edition.TEXT))
        out.append(('= cash+deeds+buildings', app.edition.TEXT))
        out.append(('A: title screen', app.edition.TEXT))
        return out

    def build(self):
        app = self.app
        self.group = g = displayio.Group()
        g.append(panel(app.width, app.height, app.edition.BACKGROUND, app.edition.HIGHLIGHT))
        n = (app.height - 4) // 10
        x = max(2, (app.width - 26 * 6) // 2)
        self.rows = [label(g, x, 2 + 10 * i, app.edition.TEXT) for i in range(n)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []

    def update(self):
        if not self.rows:
            return
        ls = self.lines()
        n = len(self.rows)
        top = ls[:1]
        rest = ls[1:]
        self.first = max(0, min(self.first, len(rest) - (n - 1)))
        show = top + rest[self.first:self.first + n - 1]
        for i in range(n):
            t, c = show[i] if i < len(show) else ('', None)
            put(self.rows[i], t, c)

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
        return [r.text for r in self.rows if r.text]
