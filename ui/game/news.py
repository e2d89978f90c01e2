# What happened, as the table sees it: one batch of engine events becomes items, each a
# sentence, how much it matters (the log only, a banner, a panel that waits for a press) and
# the cash it moved for each player. A payment is told once, by the event that caused it
# (rent, tax, a purchase...), which carries its money; a debt is told with its cause, and
# its later payment as "pays the $N owed", so the log never says a thing twice. The
# amounts an item names add up to the cash the engine moved (host_tests/test_ui_events.py).
# The rarer big moments are in ui.game.rare, loaded for each one (rare()).
#
# self below: the flow's News (ui.game.flow), the snapshots of what was last told; self.Item the
# class of what this makes of an event (ui.game.flow.Item: a big moment waits in the flow's panels
# past the turn's end, where this module goes, and an instance of a class of its own held
# all of its code with it, a second copy once the next turn imported it). This module is
# loaded once a turn, as its first screen shows (a CPU's prompt, a person's roll) or at its
# first telling, and let go at its end or as a full screen covers the board
# (ui.game.flow.Flow._telling, Flow.rest): one module, as each import on a board is a
# collection of the heap (13-18 ms in a game), and a turn told needs all of it.
import gc
from engine import codes as C
from engine.board import house_cost
from ui.text import words

from micropython import const

LOG = const(0)      # the log only
SMALL = const(2)    # a banner (and a recap line for whom it touched)
BIG = const(5)      # a panel that waits for a press (or a recap line)
SAVE_FAILED = const(-1)     # an Item's kind that is no engine event: a save that failed
# The telling's sentences: lines of text/events.txt (ui.text.words.line), after the events' own.
_RENT = const(40)           # who pays whom rent, for what
_JAILED = const(41)         # who goes to jail, how: the three lines after it
_PAID = const(45)           # a building paid for at the auction that sold it
_PRICE = const(46)          # a deed's price, after an auction's sale


def other(self, app, ev):
    k, a, b, c = ev
    t = words.event(app, ev)
    me = 1 << a if a < 8 else 0
    if k == C.EV_MOVE:
        self.at[a] = c
    if k in (C.EV_ROLL, C.EV_MOVE, C.EV_AUCTION, C.EV_BID, C.EV_PASS, C.EV_STAY,
             C.EV_TURN, C.EV_DEAL, C.EV_FIRST):
        return self.Item(LOG, t, me, k) if t else None
    if k == C.EV_RENT:
        sq = self.at[a]
        t = words.line(_RENT).format(words.who(app, a), words.who(app, b),
                                     words.amount(app, c), words.square(app, sq, True))
        return self.Item(3, t, me | 1 << b, k)
    it = self.Item(SMALL, t or '', me, k)
    if k == C.EV_GO or k == C.EV_JACKPOT:
        self.move(it, a, b)
    elif k == C.EV_MORTGAGE:
        self.move(it, a, c)
    elif k == C.EV_LIFT:
        self.move(it, a, -c)
    elif k == C.EV_BUILD:
        if self.free == a:
            self.free = -1
            it.text += words.line(_PAID)
        else:
            self.move(it, a, -house_cost(b))
            it.text += ': -' + words.amount(app, house_cost(b))
        self.lv[b] = c
    elif k == C.EV_SELL:
        g = app.game
        d = (g.rank(self.lv[b]) - g.rank(c)) * house_cost(b) // 2
        self.move(it, a, d)
        it.text += ': +' + words.amount(app, d)
        self.lv[b] = c
    elif k == C.EV_WON:
        if a == C.BANK:
            it.prio = LOG
            return it
        it.prio = 7
        if b < 100:
            from engine.board import PRICE
            it.text += words.line(_PRICE).format(words.amount(app, PRICE[b]))
        else:
            self.free = a
    elif k == C.EV_CARD:
        it = rare('card', self, app, ev, it)
    elif k == C.EV_JAIL:
        # Sent by a card: told under the card's panel, after it (one panel, one OK).
        it.prio = 4 if b == 1 else 6
        it.text = words.line(_JAILED).format(words.who(app, a), words.line(_JAILED + 1 + b))
    elif k == C.EV_DOUBLES:
        it.prio = 3
    elif k == C.EV_INTEREST:
        it.due = c
    elif k == C.EV_TRADE:
        if c == 2:
            self.offer = app.game.offer
        elif c == 1 and self.offer:
            it = rare('trade', self, app, it)
    elif k == C.EV_BANKRUPT:
        it = rare('bankrupt', self, app, ev, it)
    elif k == C.EV_OVER:
        it.prio = 9
        it.who = 255
    return it


def rare(name, *args):
    """ui.game.rare's function name called, the module let go after it: loaded until the turn's end
    with the rest of the telling code, it held 1 KB through a CPU's turn after its trade (the
    least free heap at a PyBadge's 160x128 turns). Two in a turn load it twice (25 ms).
    engine.cards too, which a card's telling reads (its effects: the cash it gave), when the
    call loads it: the step that drew the card has let it go (engine.turn), and brought back
    here it stayed to the next step, 0.9 KB at the turn line after a CPU's first move."""
    from engine import job
    return job(('ui.game.rare', 'engine.cards'), 'ui.game.rare', name, *args)


def opening(self, f, g):
    """Who starts (everyone's roll), before the first turn: once a game, so in ui.game.rare."""
    rare('opening', self, f, g, self.Item)


def items(self, app, evs):
    g = app.game
    out = []
    told = {}           # event index -> its item, for the EV_PAY that settles it
    why = why_it = None     # the last event that made a payment due, and its item
    big = None          # the last panel item: later lines of its player go under it
    # Events whose sentence already names the payment that settles them (the EV_PAY beside).
    tells = (C.EV_RENT, C.EV_TAX, C.EV_BUY, C.EV_WON, C.EV_FREED)
    for i in range(len(evs)):
        ev = evs[i]
        k, a, b, c = ev
        it = None
        if k == C.EV_PAY:
            t = told.get(i - 1) if i and evs[i - 1][1] == a else None
            if t is None:
                for o in out:   # interest told earlier in a trade, paid after it
                    if o.due == c and o.who == 1 << a:
                        t = o
                        o.due = 0
                        break
            if t is not None and not t.cash:
                self.move(t, a, -c)
                self.move(t, b, c)
                if t.text.find(words.amount(app, c)) < 0:
                    t.text += ' (-{})'.format(words.amount(app, c))
                continue
            d = self.debt
            if d and d[0] == a and d[1] == b and d[2] == c:
                it = rare('owed', self, app, ev, self.Item)
            else:
                it = self.Item(SMALL, words.event(app, ev), 0, k)
            self.move(it, a, -c)
            self.move(it, b, c)
        elif k == C.EV_DEBT:
            it = rare('debt', self, app, ev, why, self.Item)
            if why is not None and why[0] in tells and why_it in out and not why_it.cash:
                out.remove(why_it)  # the rent's own line would say the same: drop it
        else:
            it = other(self, app, ev)
            if it is None:
                continue
            if k in tells or k == C.EV_CARD or k == C.EV_INTEREST:
                why = ev
                why_it = it
            if k in tells:
                told[i] = it
        if it.prio >= BIG:
            big = it
        elif big is not None and it.prio >= SMALL and it.who & big.who:
            big.more.append(it.text)
        out.append(it)
    self.at[:] = g.pos
    self.lv[:] = g.level
    self.own[:] = g.owner
    return out


def own(self, it, h):
    """Is item it the end of something person h took part in, though a CPU's move ended
    it: an auction h bid or passed in, a trade h proposed or was offered? h holds the
    device, so it is shown to h at once (a panel), not kept for h's recap."""
    k = it.ev
    return k == C.EV_WON and (self.bid >> h) & 1 or k == C.EV_TRADE and (it.who >> h) & 1


def tell(self, f, evs):
    """Tell evs (flow f): the log, a banner for a small moment, a panel for a big one
    to the person holding the device when it was theirs to see, a recap line for the
    people who were not there (all of them, for a CPU's moves)."""
    g = f.app.game
    ended = False
    snd = None if f.demo else f.app.sound
    for ev in evs:
        k = ev[0]
        if snd is not None:
            snd.event(k)
        if k == C.EV_TURN or k == C.EV_OVER:
            ended = True
        elif k == C.EV_AUCTION:
            self.bid = 0
        elif k == C.EV_BID or k == C.EV_PASS:
            self.bid |= 1 << ev[1]
    h = f.holder
    person = 0 <= h < g.n and not f.cpu[h]
    seen = not f.stepping and person
    people = 0
    for p in range(g.n):
        if not f.cpu[p]:
            people |= 1 << p
    for it in items(self, f.app, evs):
        if it.text:
            f.say(it.text)
        if it.prio < SMALL or f.demo:
            continue
        if f.shown is not None:
            f.shown.append(it)
        mask = people if it.prio >= BIG else it.who & people
        if seen or person and own(self, it, h):
            mask &= ~(1 << h)
            if not seen:    # shown now: not news in h's recap later either
                c = it.cash
                for i in range(0, len(c), 2):
                    if c[i] == h:
                        f.held[h] += c[i + 1]
            if it.prio >= BIG and not (it.ev == C.EV_TRADE and it.arg == h):
                f.panels.append(it)
        if mask:
            f.keep(it, mask)
        if it.prio < BIG and f.persons and f.banner is not None:   # none in a game of CPUs
            f.banner.say(it.text)
    for p, c in enumerate(g.cash):
        self.cash[p] = c
    if seen:
        f.held[h] = g.cash[h]   # their own moves are not news to them later
    if ended:
        settle(self, f)
    return ended    # the flow saves once this module is unloaded


def settle(self, f, move=0):
    """A turn's end: what its steps made to keep (its lines in the log, the news, the recap
    and the panels waiting, the game's own: engine.game.Game.settle) made again after a
    collection, so that it lies in the heap's lowest holes. MicroPython allocates first fit:
    made mid-step above the step's garbage, it split the largest free holes for the rest of
    the game once the garbage went (docs/bench.md, "Heap rules the code follows").
    move: a CPU's move that did not end the turn (ui.game.flow.Flow.settle): what it told,
    made again as at a turn's end; the panels only if it made one."""
    gc.collect()
    log = f.log
    # self.seen: f.said at the last settle (a name the board has: one first interned
    # mid-game can pin the heap, docs/bench.md)
    k = min(f.said - getattr(self, 'seen', 0), len(log))
    self.seen = f.said
    m = {}
    for i in range(len(log) - k, len(log)):
        t = log[i][:]
        log[i] = m[t] = t
    f.news = [m.get(t, t) for t in f.news]
    r = f.recap
    for i, e in enumerate(r):
        if e[1] in m:   # new since the last settle: the older ones were made again then
            r[i] = [e[0], m[e[1]], e[2]]
    if f.panels and (not move or [1 for it in f.panels if it.text in m]):
        rare('panels', f, m)
    b = f.banner
    if b is not None and b.text in m:   # shown: the log's new copy, and its line cut again
        b.text = m[b.text]
        b.show(b.at)
    s = f.base()
    if s is not None and s.owns and not move:
        # The modules the board's screen was passed as the game started (ui.app.release: Setup's
        # still used), a tuple made in that step: it lay between two of the largest holes at
        # every turn line (a heap-quick dump, 240x240). Made again here, it lies low (`+ ()`
        # is a new tuple on MicroPython; CPython hands the same one back, which is no matter).
        s.owns = s.owns + ()
    f.app.game.settle()
