# Help: a list of topics that teach the game (ui.text.teach_pages), how this game ends and the
# rules it changes (ui.text.help_text), the board's controls; A opens a topic a page at a time.
# On a page A (or next) turns to the next page, on into the next topic, back shows the
# topics again. The lessons' text is loaded only to fill a page and let go at once.
from engine import job
from ui.device import buttons as K
from ui.widgets import draw
from ui.app import Screen
from ui.widgets.draw import label, panel, put
from ui.app import group_at
from ui.screens.listing import ListScreen, money
from ui.text.words import wrap

_PAGES = ('ui.text.teach_pages',)    # the lessons' text: loaded for each call that reads it
_ENDS = 9           # How it ends: the last of ui.text.teach_pages' titles
_CHANGES = 10       # the rules this game changes
_CONTROLS = 11


def topics(app):
    """(ids, titles) of the topics: the lessons, the ending, any changed rules, controls."""
    titles = job(_PAGES, 'ui.text.teach_pages', 'titles')
    ids = list(range(len(titles)))
    from ui.text.help_text import changes, rules
    c = changes(app, rules(app))
    if c is not None:
        ids.append(_CHANGES)
        titles.append(c[0])
    ids.append(_CONTROLS)
    titles.append('Controls')
    return ids, titles


def pages(app, t, cols, rows):
    """Topic t's pages as lines of at most cols, each page at most rows lines."""
    from ui.text.help_text import changes, ending, rules
    r = rules(app)
    if t == _ENDS:
        return [lines(p, cols) for p in ending(app, r)]
    if t == _CHANGES:
        # A page a rule; a rule taught at more length than a page goes on to the next
        out = []
        for p in changes(app, r)[1]:
            ls = lines(p, cols)
            out.extend(ls[i:i + rows] for i in range(0, len(ls), rows))
        return out
    if t == _CONTROLS:
        # In the board's own words (a board module's WORDS): the CLUE's, the Feather's...
        from ui.text.hints import word
        a, b, st = word(app, K.A), word(app, K.B), word(app, K.START)
        return fill(list(app.profile.keys) + [
            'Turn screens: next shows the next choice, %s takes it, %s shows the board.' % (a, b),
            'Board: %s back to the turn, %s menu.' % (a, st + ' (or %s)' % b if st else b),
            'CPU turns: %s fast-forwards.' % a], cols, rows)
    texts = job(_PAGES, 'ui.text.teach_pages', 'pages', t, r[6], r[2])  # rules AUCTIONS, JAIL_RULE
    ed = app.edition
    words = (ed.HOUSE[1], ed.HOTEL[0], money(app, r[18]), money(app, r[20]), ed.DECKS[0][0],
             ed.DECKS[1][0], r[3], ed.HOUSE[0], ed.HOTEL[1])    # SALARY, JAIL_FINE, HOTEL_HOUSES
    return [lines(p.format(*words), cols) for p in texts]


def lines(text, cols):
    out = []
    for para in text.split('\n'):
        out.extend(wrap(para, cols))
    return out


def fill(items, cols, rows):
    """Items (each a few lines) packed into pages of rows lines, none split."""
    out = [[]]
    for it in items:
        ls = wrap(it, cols)
        if out[-1] and len(out[-1]) + len(ls) > rows:
            out.append([])
        out[-1].extend(ls)
    return out


class HelpScreen(ListScreen):
    def __init__(self, app):
        ListScreen.__init__(self, app)
        self.ids = None

    def fill(self):
        if self.ids is None:
            self.ids, self.names = topics(self.app)
        self.title = 'Help: pick a topic'
        self.rows = self.names
        from ui.text.hints import hint
        self.foot = hint(self.app, K.A, 'read', K.B, 'back')

    def pick(self, i):
        self.app.push(Page(self.app, self, i))


class Page(Screen):
    """Page k of the topic in row i of the list."""

    def __init__(self, app, top, i):
        Screen.__init__(self, app)
        self.top = top
        self.i = i
        self.k = 0
        self.ls = None
        self.ids = top.ids
        self.names = top.names

    def build(self):
        app = self.app
        ed = app.edition
        self.group = g = group_at()
        panel(g, app.width, app.height, ed.BACKGROUND, ed.HIGHLIGHT)
        line = draw.LINE
        n = (app.height - 4) // line
        self.cols = (app.width - 4) // draw.CELL_W
        self.head = label(g, 2, 2, ed.HIGHLIGHT)
        # The foot in the board's words may need two lines (a CLUE's 'Hold right: topics'):
        # the page then has a row less.
        two = len(self.hint('next')) > self.cols
        self.rows = [label(g, 2, 4 + line * (j + 1), ed.TEXT) for j in range(n - 2 - two)]
        self.feet = [label(g, 2, 4 + line * (j + n - 1 - two), ed.HIGHLIGHT)
                     for j in range(1 + two)]
        self.update()

    def drop(self):
        self.group = None
        self.rows = []
        self.feet = []
        self.ls = None

    def hint(self, a):
        from ui.text.hints import hint
        return hint(self.app, K.A, a, K.B, 'topics')

    def update(self):
        if not self.rows:
            return
        if self.ls is None:
            self.ls = pages(self.app, self.ids[self.i], self.cols, len(self.rows))
        n = len(self.ls)
        self.k = max(0, min(self.k, n - 1))
        put(self.head, '{} {}/{}'.format(self.names[self.i], self.k + 1, n)[:self.cols])
        page = self.ls[self.k]
        for j in range(len(self.rows)):
            put(self.rows[j], page[j] if j < len(page) else '')
        last = self.k == n - 1 and self.i == len(self.ids) - 1
        foot = wrap(self.hint('done' if last else 'next'), self.cols)
        for j in range(len(self.feet)):
            put(self.feet[j], foot[j] if j < len(foot) else '')

    def turn(self, d):
        k = self.k + d
        if 0 <= k < len(self.ls):
            self.k = k
        else:
            i = self.i + d
            if i < 0:
                return
            if i >= len(self.ids):
                self.back()
                return
            self.i = i
            self.ls = None
            self.k = 0 if d > 0 else 99     # the previous topic's last page
        self.update()

    def back(self):
        self.top.sel = self.i
        self.app.pop()

    def key(self, b):
        if b == K.A or b == K.RIGHT or b == K.DOWN:
            self.turn(1)
        elif b == K.LEFT or b == K.UP:
            self.turn(-1)
        elif b == K.B or b == K.START:
            self.back()

    def text(self):
        return [self.head.text] + [r.text for r in self.rows if r.text] + [f.text for f in self.feet]
