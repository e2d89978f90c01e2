# Answering an offer on the trade screen's layout (ui.screens.deeds' sides; loaded only when an
# offer waits): what you get, what you give (deeds grouped by colour with swatches), then Reject and
# Accept. A list screen of its own, not ui.screens.trade's composer: that module is not loaded while
# a CPU's offer waits (2.4 KB; the least free heap at a PyBadge's turns was at such an offer). It
# opens on the first thing offered, never on Accept, so a press too many looks at a deed or does
# nothing: A on a deed shows its card, B brings the cursor to Reject, Accept is the row after it. No
# wrap reaches Accept: Up on the first row stays there (a stray press must never land on the row
# that gives something away). The offer must be answered (g.act ACCEPT or REJECT).
from engine import codes as C
from ui.device import buttons as K
from ui.text.hints import hint, word
from ui.screens.deeds import side, sets_made, show
from ui.screens.listing import ListScreen, money, act

_HEAD = -1          # a side's heading (ui.screens.deeds.side): the cursor passes it
_INFO = -2          # a row to read (the cash offered): A does nothing
_ANSWER = 1000      # + ACCEPT or REJECT


class OfferScreen(ListScreen):
    """The pending TRADE decision, shown to the partner (g.actor)."""

    def __init__(self, app):
        ListScreen.__init__(self, app)
        self.p = app.game.actor
        self.acts = []
        self.refill()
        self.sel = self.first_selectable(self.acts.index(_HEAD) + 1 if _HEAD in self.acts else 0)
        self.foot = self.hint()

    def selectable(self, i):
        return self.acts[i] != _HEAD

    def step(self, d):
        if d < 0 and not [i for i in range(self.sel) if self.selectable(i)]:
            return          # the first row: up would wrap onto Accept
        ListScreen.step(self, d)

    def fill(self):
        app = self.app
        rows = []
        cols = []
        acts = []
        o = app.game.offer
        if o is None:
            self.title = 'No offer'
            rows.append('Back')
            cols.append(None)
            acts.append(_ANSWER - 1)
        else:
            p, q, squares, cash, cards = o
            self.title = app.names[p] + ' offers you'
            paid = cash if self.p == q else -cash           # what the viewer receives
            for gets in (1, 0):
                side(self, rows, cols, acts, p if gets else q,
                     'You get:' if gets else 'You give:', (squares, cards))
                if paid and (paid > 0) == gets:
                    rows.append('  ' + money(app, abs(paid)))
                    cols.append(None)
                    acts.append(_INFO)
            made = sets_made(app, self.p, p if self.p == q else q, squares, self.cols - 1)
            rows += made
            cols += [None] * len(made)
            acts += [_INFO] * len(made)
            rows += ['Reject', 'Accept']
            cols += [None, None]
            acts += [_ANSWER + C.REJECT, _ANSWER + C.ACCEPT]
        self.rows = rows
        self.colours = cols
        self.acts = acts
        if not self.foot:
            self.foot = self.hint()

    def hint(self):
        """What A does on the row under the cursor, in the board's words: look at a deed,
        reject, accept (B always brings the cursor to Reject)."""
        app = self.app
        a = self.acts[self.sel] if self.acts and self.sel < len(self.acts) else _INFO
        if a == _ANSWER + C.ACCEPT:
            return hint(app, K.A, 'accept')
        if a == _ANSWER + C.REJECT:
            return hint(app, K.A, 'reject')
        if 0 <= a < 40:
            return hint(app, K.A, 'look', K.B, 'to Reject')
        if a == _ANSWER - 1:
            return hint(app, K.A, 'back')       # no offer any more
        return hint(app, K.B, 'to Reject')

    def hints(self):
        app = self.app
        return (hint(app, K.A, 'accept'), hint(app, K.A, 'reject'),
                hint(app, K.A, 'look', K.B, 'to Reject'), hint(app, K.B, 'to Reject'),
                hint(app, K.A, 'back'))

    def key(self, b):
        a = self.acts[self.sel] if self.acts else -1
        if b == K.SELECT and 0 <= a < 40:
            show(self.app, a)
        else:
            ListScreen.key(self, b)

    def pick(self, i):
        a = self.acts[i]
        app = self.app
        if 0 <= a < 40:
            show(self.app, a)
        elif a == _ANSWER - 1:
            app.pop()
        elif a >= _ANSWER and act(self, app.game.act, a - _ANSWER):
            if a - _ANSWER == C.REJECT and getattr(app.flow, 'haggle', None) is not None:
                # The proposer gets the offer back on their trade screen, to change it
                from ui.game.haggle import refused
                refused(app, '{} refused'.format(app.names[self.p]))
            app.pop()
            app.update()

    def start(self):
        pass

    def moved(self):
        if self.foot in self.hints():
            self.foot = self.hint()     # a hint follows the cursor; a refusal stays
        self.render()           # the trade screen's hints are not an offer's

    def back(self):
        # The offer must be answered: B only brings the cursor to Reject (safe).
        self.sel = len(self.rows) - 2
        # Accept is the row after Reject: the next row's button, then choose.
        app = self.app
        self.say('Reject: {}  Accept: {}, {}'.format(
            word(app, K.A), word(app, K.DOWN if app.profile.dpad else K.RIGHT), word(app, K.A)))
