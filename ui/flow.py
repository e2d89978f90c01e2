# The turn controller: after every answer it reads g.pending and g.actor and shows the screen
# for that decision: a "pass the device" screen first when a different person must answer, a
# CPU screen that plays by itself for CPU seats, the ranking when the game is over. It also
# words the events for the log and the message lines, and saves at the end of every turn.
import gc
from engine import codes as C
from engine.errors import RuleError
from ui import words

_KEEP = 24      # lines of the message log


def make_bot(seat, seed):
    """A CPU player: engine.cpu when it is there, else the engine's automatic player."""
    try:
        from engine.cpu import CpuPlayer
        return CpuPlayer(seed=seed + seat)
    except ImportError:
        from engine.autoplay import AutoPlayer
        return AutoPlayer(seed + seat)


_PAID = (C.EV_RENT, C.EV_TAX, C.EV_BUY, C.EV_WON, C.EV_LIFT, C.EV_INTEREST)


def said(evs, j, ev):
    """Does event j already tell of payment ev (rent, tax, a purchase, a jail fine)?"""
    if j < 0 or j >= len(evs):
        return False
    k = evs[j][0]
    return (k in _PAID and evs[j][3] == ev[3]) or (k == C.EV_FREED and evs[j][2] in (0, 3))


def interest(evs, i, ev):
    """Is payment i the interest on a mortgaged deed an earlier event already told? (A
    trade's interest events come together, their payments after them.)"""
    k = 0
    for j in range(i):
        e = evs[j]
        if e[1] == ev[1] and e[3] == ev[3]:
            if e[0] == C.EV_INTEREST:
                k += 1
            elif e[0] == C.EV_PAY and e[2] == C.BANK:
                k -= 1
    return ev[2] == C.BANK and k > 0


class Flow:
    """cpu: bytes, 1 for each CPU seat. saves: ui.main.Drive or None (saving off).
    demo: every seat is a CPU and any key leaves (quit() is called)."""

    def __init__(self, app, cpu, saves=None, seed=1, demo=False, quit=None):
        self.app = app
        app.flow = self
        app.advance = self.resume
        self.cpu = bytearray(cpu)
        self.persons = len(self.cpu) - sum(self.cpu)
        self.bots = [make_bot(p, seed) if self.cpu[p] else None for p in range(len(cpu))]
        self.saves = saves
        self.demo = demo
        self.quit = quit
        self.speed = getattr(app, 'cpu_speed', 2)   # 0 instant .. 3 slow (CPU, dice, steps)
        self.fast = False       # fast-forward of CPU turns
        self.holder = -1        # the person holding the device now
        self.log = []
        self.news = []          # lines since the last prompt was answered
        self.prompt = None      # the screen the flow pushed and waits on
        self.browsing = False   # B hid the prompt to look at the board
        self.saved = None       # None, True, False: result of the last autosave

    # --- events ----------------------------------------------------------------
    def drain(self):
        g = self.app.game
        ended = False
        evs = g.take_events()
        snd = None if self.demo else getattr(self.app, 'sound', None)
        for i in range(len(evs)):
            ev = evs[i]
            if snd is not None:
                snd.event(ev[0])
            if ev[0] == C.EV_TURN or ev[0] == C.EV_OVER:
                ended = True
            if ev[0] == C.EV_PAY and (said(evs, i - 1, ev) or said(evs, i + 1, ev)
                                      or interest(evs, i, ev)):
                continue
            t = words.event(self.app, ev)
            if t:
                self.say(t)
        if ended:
            self.autosave()

    def say(self, t):
        self.log.append(t)
        if len(self.log) > _KEEP:
            self.log.pop(0)
        self.news.append(t)
        if len(self.news) > 6:
            self.news.pop(0)

    def autosave(self):
        if self.saves is not None and not self.demo:
            self.saves.autosave(self)       # a failed save is said (ui/saves.py)

    # --- answering ---------------------------------------------------------------
    def act(self, answer, arg=0):
        """Answer the pending decision from a prompt; a refusal is shown, never raised."""
        self.close()
        self.news = []
        try:
            self.app.game.act(answer, arg)
        except RuleError as e:
            self.news.append(words.refusal(e.reason))
        self.after()

    def after(self):
        """The game changed: word the events, redraw, show the next decision."""
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
        self.app.push(screen)

    def resume(self):
        """A on the board: bring the hidden prompt back."""
        self.browsing = False
        self.check()

    def browse(self):
        """B on a prompt: hide it and look at the board (A brings it back)."""
        self.close()
        self.browsing = True

    def base(self):
        return self.app.stack[0] if self.app.stack else None

    def check(self):
        """Show the screen for the pending decision, when nothing else is on top."""
        app = self.app
        g = app.game
        if self.prompt is not None and self.prompt not in app.stack:
            self.prompt = None      # a screen of ui/ that answered and closed itself
        if self.prompt is not None or self.browsing or app.top() is not self.base():
            return
        self.drain()
        d = g.pending
        p = g.actor
        if d == C.OVER:
            from ui.ranking import Ranking
            self.news = []
            self.show(Ranking(app))
            return
        from ui import seats
        if self.cpu[p]:
            self.show(seats.CpuPrompt(app, p))
            return
        if p != self.holder and self.persons > 1:
            self.show(seats.PassPrompt(app, p))
            return
        self.holder = p
        self.show(self.screen(d, p))

    def screen(self, d, p):
        app = self.app
        if d == C.ROLL or d == C.JAIL:
            from ui.roll import RollPrompt
            return RollPrompt(app, p)
        if d == C.BID:
            from ui.bid import BidPrompt
            return BidPrompt(app, p)
        if d == C.TRADE:
            try:
                from ui.offer import OfferScreen
                return OfferScreen(app)
            except ImportError:
                pass
        from ui import decide
        return decide.prompt(app, d, p)

    def cpu_step(self, p):
        """One CPU decision; True when it changed the game."""
        g = self.app.game
        key = (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts))
        try:
            self.bots[p].step(g)
        except RuleError:
            pass
        if (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts)) == key:
            # The bot found nothing to do (should not happen): let the automatic player answer.
            from engine.autoplay import AutoPlayer
            AutoPlayer(g.round).step(g)
        return True

    def menu(self, p=None, debt=False):
        """The any-time menu (ui.menu) for p, if that module is on the board."""
        g = self.app.game
        if p is None:
            p = self.holder if 0 <= self.holder < g.n else g.turn
        try:
            from ui import menu
        except ImportError:
            self.news.append('Menu not available')
            return False
        self.close()
        if debt:
            menu.open_menu(self.app, p, debt=True)
        else:
            menu.open_menu(self.app, p)
        return True
