# The turn controller: after each answer it shows the screen for g.pending and g.actor (pass
# the device, CPU screen, ranking), tells what happened (ui.game.news) and saves each turn's end.
import gc
from engine import codes as C
from engine import RuleError
from ui.text import words

_KEEP = 24      # lines of the message log
_RECAP = 24     # recap lines kept for the people away
_TELLING = ('ui.game.news',)


def room(n):
    """An empty list with room for n items, made now: it never grows (a list's items are a
    block of their own, made again twice as large when it fills: mid-step, above that step's
    garbage, where at a CLUE's heap the log's split the largest free area for the rest of the
    game). Emptied or cut with del, never made again, it keeps its room (a pop gives back half
    only when it is under half full)."""
    out = [None] * n
    del out[:]
    return out


class Item:
    """One thing told (ui.game.news makes them of the engine's events): prio: LOG, SMALL, BIG or
    between (ui.game.news; sorting a recap); who: bitmask of the players it touched; cash:
    [player, amount, ...] it moved; more: lines told after it (a card's effect) for its
    panel; ev: the event kind. Here, with the flow that keeps them: a big moment waits in
    the panels past its turn's end, where the telling code goes, and an instance of a class
    of ui.game.news held all of that module's code (2.6 KB of a board's heap) until it was shown."""

    def __init__(self, prio, text, who, ev):
        self.prio = prio
        self.text = text
        self.who = who
        self.ev = ev
        self.cash = []
        self.more = []
        self.due = 0        # interest told, its payment still to come
        self.arg = 0        # a card's deck


class News:
    """What was last told, to name what the events leave out (code: ui.game.news, which makes its
    items with Item: it cannot import this module, which imports it)."""
    Item = Item

    def __init__(self, g):
        self.cash = list(g.cash)
        self.lv = bytearray(g.level)
        self.own = bytearray(g.owner)
        self.at = bytearray(g.pos)
        self.debt = None  # (debtor, creditor, sum, cause)
        self.offer = None  # the trade on the table
        self.free = -1  # whose next building was paid at auction
        self.bid = 0  # who bid or passed in this auction

    def move(self, it, p, d):
        if 0 <= p < len(self.cash) and d:
            it.cash.append(p)
            it.cash.append(d)
            it.who |= 1 << p
            self.cash[p] += d


class Flow:
    """cpu: bytes, 1 a CPU seat. saves: ui.main.Drive or None (off). demo: all CPUs, any
    key leaves (quit())."""

    # Each CPU seat's prompt title ('Thimble (CPU)'), made as the game starts (__init__):
    # made when its prompt first showed, mid-step, it lay in the middle of the largest free
    # area for the whole game (160x128's first auction: 24 KB cut to 14 KB at that turn line,
    # make heap-quick). A seat a CPU takes over later (a linked device gone) gets its title
    # then. The class's list, filled in place for each game: as an attribute of each Flow it
    # grew the flow's table of attributes to its next size, 80 B more at 160x128's least
    # turn line (288 B with the titles' strs and code, heap-quick).
    titles = []

    def __init__(self, app, cpu, saves=None, seed=1, demo=False, quit=None):
        self.app = app
        app.flow = self
        self.cpu = bytearray(cpu)
        self.persons = len(self.cpu) - sum(self.cpu)
        self.bots = [None] * len(cpu)
        t = self.titles     # the game's own, in the class's list (titles, above)
        del t[:]
        for p in range(len(cpu)):
            t.append(app.names[p] + ' (CPU)' if cpu[p] else None)
        if sum(self.cpu):   # ui.game.start.play sets other levels
            from engine.cpu import CpuPlayer
            self.bots = [CpuPlayer(seed=seed + p) if c else None for p, c in enumerate(cpu)]
        self.saves = saves
        self.demo = demo
        self.quit = quit
        self.speed = app.cpu_speed  # 0..3 slow
        self.fast = False  # CPU turns fast-forwarded
        self.holder = -1  # the person holding the device
        self.log = room(_KEEP + 1)     # made once (room()), its oldest line let go at 25
        self.news = []  # lines since the last answer
        self.said = 0  # lines said
        self.prompt = None  # the screen pushed and waited on
        self.browsing = False  # B hid the prompt
        self.saved = None  # the last autosave: None/True/False
        self.kept = False  # a save of this game is on the drive (resumed, or a turn's saved)
        g = app.game
        self.told = News(g)
        self.panels = []  # big moments to show the holder first
        self.recap = room(_RECAP + 1)  # [prio, text, mask of who still has to see it]
        self.held = list(g.cash)  # each person's cash when last holding it
        self.stepping = False  # a CPU move told
        self.calm = False  # a panel closed: guard the next A
        self.watching = False  # every person out: the CPUs play on (ui.game.recap.people_out)
        # A person's any-time action, trade or purchase since the last save: saved as soon as
        # the turn's screen is back, not only at the turn's end (switched off mid-turn, a made
        # trade was lost unsaid).
        self.dirty = False
        # The banner for the small moments, made once with the game (ui.widgets.banner): a game with
        # nobody to show them (the title's demo) has none.
        self.banner = None
        if self.persons and not demo:
            from ui.widgets.banner import Banner
            self.banner = Banner(app)
        # The prompts' frame and rows, made once with the game too, before anything is told:
        # made by the first prompt, they lay above the telling code the opening loads, and
        # once that went, between free holes of the largest area (ui.widgets.prompt.made).
        from ui.widgets.prompt import made
        made(app)
        self.shown = None  # tests: all told
        self.telling = None  # the telling code loaded (tell, rest)
        self.link = None  # ui.link.link_play
        self.tell('opening', g)

    def tell(self, name, arg):
        """ui.game.news' function name called on arg; at a turn's end the telling and deciding code
        go, then the turn's save."""
        if self._tell(name, arg):     # a turn's end
            self.rest()
            g = self.app.game
            saving = self.saving()
            if g.pending != C.OVER and (saving or not self.cpu[g.actor]):
                # Before the save, whoever plays next: the save's buffers and its code come on
                # top of what a CPU's turn holds, and on a CLUE's heap a six-seat game ran
                # out there; a person's turn next does not need it either
                self.cpus_rest()
            if saving:
                if self.stepping and self.link is None and g.pending != C.OVER and \
                        self.cpu[g.actor]:
                    # Another CPU plays on: its prompt saves in this step, once it has drawn
                    # the new turn's first lines (ui.game.seats.CpuPrompt.tick has the why)
                    self.dirty = True
                else:
                    self.saves.autosave(self)     # a failed one is said

    def _tell(self, name, arg):
        # Called in a frame of its own, which holds the module only until it returns: the save
        # that follows a turn's end runs without it.
        return getattr(self._telling(), name)(self.told, self, arg)

    def _telling(self):
        """The telling code (ui.game.news), loaded once a turn and let go at rest(); known, so
        no screen's pop unloads it."""
        if self.telling is None:
            import sys
            self.telling = [n for n in _TELLING if n not in sys.modules]
            self.app.known.update(self.telling)
        from ui.game import news
        return news

    def settle(self):
        """A CPU's move told (ui.game.seats.CpuPrompt.tick), before it is drawn: what the flow
        keeps of it (its lines in the log and the news, the recap, the banner's sentence, the
        game's events) made again after a collection, low in the heap, as at a turn's end
        (ui.game.news.settle); the CPU's page is then wrapped from those. Kept as they were
        made, above the move's garbage (its deciding and telling code loaded, a file opened
        for each sentence and square's name), a CPU's lines lay 1 KB apart at the top of a
        CLUE's largest free area until its turn ended: 2.8 KB in one piece there at the turn
        line after a person's turn (docs/bench.md). A collection for each move that told
        something and did not end the turn (its end settles): 6 ms more a CPU turn, on average,
        on an RP2040. Also when a full screen covers the board mid-turn (ui.app.App.cover)."""
        if self.telling is not None:    # nothing told: nothing new to keep
            self._tell('settle', 1)

    def saving(self):
        """Whether this game saves (a drive, and not the title's demo)."""
        return self.saves is not None and not self.demo

    def rest(self):
        """The telling code goes (memory)."""
        if self.telling is not None:
            from engine import forget
            for n in self.telling:
                forget(n)
                self.app.known.discard(n)
            self.telling = None

    def cpus_rest(self):
        """The CPUs' deciding code goes (engine.cpu.DECIDING, 3.4 KB of .mpy) at a turn's end,
        before its save, and whenever a person is to decide but for a bid: the next CPU
        decision imports it again (once a CPU's turn, about 35 ms on an RP2040; not as an
        auction passes a decision to a person and back). The CPU players themselves
        (engine.cpu.CpuPlayer, their memory) stay."""
        if sum(self.cpu):
            from engine.cpu import DECIDING
            from engine import forget
            for n in DECIDING:
                forget(n)

    def drain(self):
        evs = self.app.game.take_events()
        if evs:
            self.tell('tell', evs)

    def keep(self, it, mask):
        r = self.recap
        r.append([it.prio, it.text, mask])
        if len(r) > _RECAP:
            r.remove(min(r, key=lambda e: e[0]))    # the oldest least important

    def tick(self, now):
        if self.banner is not None:
            self.banner.tick(now)

    def leave(self):
        """The game is left (ui.game.start.clear): the link's radio, the banner and the prompts'
        panel go with it."""
        if self.link is not None:
            self.link.close()
        if self.banner is not None:     # kept above every screen (App.on_top) until now
            self.app.off_top(self.banner.group)
        self.app.keep_panel(None)

    def say(self, t):
        self.said += 1
        self.log.append(t)
        if len(self.log) > _KEEP:
            self.log.pop(0)
        self.news.append(t)
        if len(self.news) > 6:
            self.news.pop(0)

    def act(self, answer, arg=0):
        """Answer the pending decision; a refusal is shown, not raised."""
        self.close()
        self.news = []
        try:
            self.app.game.act(answer, arg)
            if answer == C.BUY_IT:
                self.dirty = True
        except RuleError as e:
            self.news.append(words.refusal(e.reason))
        self.after()

    def after(self):
        """The game changed: tell the events, redraw, show the next decision."""
        self.drain()
        self.app.update()
        gc.collect()
        self.check()

    def close(self):
        p = self.prompt
        self.prompt = None
        if p is not None and self.app.top() is p:
            self.app.pop()

    def show(self, screen):
        self.close()
        self.prompt = screen
        if self.calm:
            self.calm = False
            from ui.game.recap import guard
            guard(screen)
        self.app.push(screen)

    def resume(self):
        """A on the board: the prompt again."""
        self.browsing = False
        self.check()

    def browse(self):
        """B on a prompt: hide it to look at the board (A brings it back)."""
        self.close()
        self.browsing = True

    def base(self):
        return self.app.stack[0] if self.app.stack else None

    def check(self):
        """Show the pending decision's screen, if nothing is on top."""
        app = self.app
        g = app.game
        if self.prompt is not None and self.prompt not in app.stack:
            self.prompt = None      # it answered and closed itself
        if self.prompt is not None or self.browsing or app.top() is not self.base():
            return
        self.drain()
        if self.dirty and self.saving() and g.pending != C.OVER:
            # The telling code goes first, as at a turn's end: the save's buffers came on top
            # of it and ran a CLUE's heap out (the next event loads it again)
            self.rest()
            self.saves.autosave(self)       # (clears dirty; a failed one is said)
        d = g.pending
        p = g.actor
        if self.panels:
            from ui.game.recap import big
            self.show(big(app, self.panels.pop(0)))
            return
        h = self.holder
        if d == C.OVER and 0 <= h < g.n and self.away(h):
            return
        if d == C.OVER:
            from ui.screens.ranking import Ranking
            self.news = []
            self.show(Ranking(app))
            return
        if self.link is not None and self.link.check(app, p):
            return      # another device's seat (ui.link.link_play)
        if self.cpu[p] and self.persons and not self.watching and self.link is None and \
                not [q for q in range(g.n) if not self.cpu[q] and not g.out[q]]:
            from ui.game.recap import people_out     # the last person is out: end now, or watch
            self.show(people_out(app))
            return
        if self.cpu[p]:     # only then load ui.game.seats (docs/bench.md)
            from ui.game.seats import CpuPrompt
            # The telling code every CPU turn loads, loaded now, in the heap the import
            # before it has just collected; at the CPU's first move's telling it came above that
            # move's garbage (its deciding code's too), at the top of the largest free area
            self._telling()
            self.show(CpuPrompt(app, p))
            return
        if d != C.BID:
            # A person decides: the CPUs' deciding code goes while they do (a no-op at their
            # own turn, where the last turn's end let it go), and a CPU's turn that goes on
            # after a person's answer in it (a CPU's offer, a debt a CPU's card made) imports
            # it again. Kept under a CPU's offer, it was at the worst turn line of the bench's
            # 160x128 game at a PyBadge's heap. Not in an auction, which passes decisions to a
            # person and back bid after bid.
            self.cpus_rest()
        if p != self.holder and self.persons > 1:
            from ui.game.recap import PassPrompt
            self.show(PassPrompt(app, p))
            return
        self.holder = p
        if not self.away(p):
            self.show(self.screen(d, p))
            t = getattr(self, 'haggle', None)
            if t is not None and t.p == p:      # their offer answered: refused, it is back
                from ui.game.haggle import show
                show(app)

    def away(self, p):
        """Show what p missed during CPU turns, if any: True if shown."""
        for e in self.recap:
            if (e[2] >> p) & 1:
                from ui.game.recap import waited
                self.show(waited(self.app, p))
                return True
        return False

    def screen(self, d, p):
        app = self.app
        if d == C.ROLL or d == C.JAIL:
            # The telling code the roll loads, loaded first: its import's collection puts the
            # roll's code low in the heap, not above what the last turn's end left (its save)
            self._telling()
            from ui.game.roll import RollPrompt
            return RollPrompt(app, p)
        if d == C.BID:
            from ui.game.bid import BidPrompt
            return BidPrompt(app, p)
        if d == C.TRADE:
            app.cover()     # before its import
            from ui.screens.offer import OfferScreen
            return OfferScreen(app)
        from ui.game import decide
        return decide.prompt(app, d, p)

    def menu(self, p=None, debt=False):
        """The any-time menu (ui.screens.menu) for p (the holder, else whose turn)."""
        g = self.app.game
        if p is None:
            p = self.holder if 0 <= self.holder < g.n else g.turn
        self.close()
        self.app.cover()
        from ui.screens import menu
        menu.open_menu(self.app, p, debt=debt)
