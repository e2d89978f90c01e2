# Who sits where: the CPU seat playing by itself. The "pass the device" screen, with its
# recap, is ui.game.recap.PassPrompt. The seats (person/CPU, token, edition, time left, CPU levels)
# are saved inside the game's save slot (ui/drive/saves.py).
import gc
from adafruit_ticks import ticks_diff
from engine import codes as C
from engine import RuleError
from ui.widgets.prompt import Prompt
from ui.text.words import wrap

DELAYS = (0, 150, 500, 1000)    # ms between CPU moves, by speed setting
SPEEDS = ('instant', 'fast', 'normal', 'slow')


class CpuPrompt(Prompt):
    """A CPU seat plays one decision per delay (speed setting); A fast-forwards."""

    def __init__(self, app, p):
        self.p = p
        self.last = None
        f = app.flow
        self.seen = f.said - len(f.news)    # the lines already on this page come from f.news
        self.page = []
        self.named = -1     # the seat the title names
        Prompt.__init__(self, app, '', (), (), self.choose)
        self.speeds()
        self.relabel()

    def speeds(self):
        """The choices, made again only when the speed changes. Made at every CPU step (with
        the title), they lay where that step's garbage ended and stayed while the prompt
        showed: at a CPU's turn line they cut a 240x240 game's largest free hole in three
        (docs/bench.md)."""
        f = self.app.flow
        if f.demo:
            self.choices = (('Demo: any key', 0),)
        else:
            self.choices = (('Normal speed' if f.fast else 'Fast forward', 1),
                            ('Speed: ' + SPEEDS[f.speed], 2))

    def relabel(self):
        """The page brought up to date; the title names the CPU playing, in its colour (made
        when another CPU plays on, not at every step: speeds())."""
        p = self.p
        if p != self.named:
            self.named = p
            t = self.app.flow.titles[p]     # made with the game (ui.game.flow.Flow)
            self.title = t if t is not None else self.app.names[p] + ' (CPU)'
            self.colour = self.app.edition.PLAYER_COLOURS[p]
        self.lines = self.app.flow.news
        self.refresh()

    def body(self):
        """The title, a page of what the CPUs did, the choices on the last rows. A new line
        goes under the last (on a new page when it does not fit): a CPU's move changes a row
        or two. Shifting every line up for each new one redrew every row, a third of a CPU
        turn's time on an RP2040."""
        cols = self.cols
        f = self.app.flow
        room = max(len(self.rows) - 1 - len(self.choices), 0)
        fresh = f.said - self.seen
        self.seen = f.said
        for t in f.news[max(0, len(f.news) - fresh):]:
            w = wrap(t, cols)[:room]     # a line's rows go on one page
            if len(self.page) + len(w) > room:
                self.page = []
            self.page += w
        out = [self.piece(self.title, cols)] + self.page + [''] * (room - len(self.page))
        for i in range(len(self.choices)):
            t = self.choices[i][0]
            out.append('>' + self.piece(t, cols - 1) if i == self.sel else (' ' + t)[:cols])
        return out

    def settle(self):
        """The page's lines made again and held by their rows in place of the old: after a
        save, whose imports collected the heap, they lie in its lowest holes (tick())."""
        page = self.page = [t[:] for t in self.page]
        rows = self.rows
        for i in range(min(len(page), len(rows) - 1)):
            rows[i + 1].hold(page[i])

    def choose(self, v):
        f = self.app.flow
        if v == 1:
            f.fast = not f.fast
        elif v == 2:
            f.speed = (f.speed + 1) % len(DELAYS)
        self.speeds()
        self.relabel()

    def key(self, b):
        f = self.app.flow
        if f.demo:
            if f.quit:
                f.quit()
            return
        Prompt.key(self, b)

    def play(self, g):
        """One CPU decision. (Not step(): that is the list cursor's move, ui/widgets/cursor.py.)"""
        p = self.p
        key = (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts))
        f = self.app.flow
        try:
            bot = f.bots[p]
            # The seats people play now (a seat can change hands): their refusals last
            bot.people = sum(1 << q for q in range(len(f.cpu)) if not f.cpu[q])
            if g.pending == C.TRADE and getattr(f, 'haggle', None):
                from ui.game.haggle import answer
                answer(self.app, bot, g)     # a person's offer: a refusal says why
            else:
                bot.step(g)
        except RuleError:
            pass
        if (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts)) == key:
            # The bot found nothing to do (should not happen): let the automatic player answer.
            from engine.autoplay import AutoPlayer
            AutoPlayer(g.round).step(g)

    def tick(self, now):
        Prompt.tick(self, now)      # a long line's next piece; the banner
        f = self.app.flow
        if f.prompt is not self:
            return
        delay = 0 if f.fast else DELAYS[f.speed]
        if self.last is not None and ticks_diff(now, self.last) < delay:
            return
        self.last = now
        g = self.app.game
        self.play(g)
        f.stepping = True
        f.drain()
        f.stepping = False
        f.settle()      # what it told made again low, before the page is wrapped from it
        self.app.update()
        if g.pending == C.OVER or not f.cpu[g.actor]:
            f.close()
            # The CPUs' turns leave garbage (this prompt, the telling code, the save's):
            # the next screen's code, imported now, would land above it, in the heap's
            # largest free hole, and split it while that screen shows (docs/bench.md).
            gc.collect()
            f.check()
            if getattr(f, 'haggle', None):
                from ui.game.haggle import show
                show(self.app)
        else:
            self.p = g.actor
            self.relabel()
            if f.dirty and f.saving():     # (a game without a drive keeps dirty set)
                # The turn's save (ui.game.flow.Flow.tell), made now that the page shows the
                # new turn: wrapped after it, the page's first lines lay above its garbage (its
                # code and buffers), and above the code the turn had let go (the telling and the
                # deciding code) when wrapped before it; once that went, they split the largest
                # free area for the next CPU's turn, to 6 KB of a CLUE's heap. Made again after
                # the save, they lie low (docs/bench.md).
                f.saves.autosave(f)
                if not f.saved:
                    self.relabel()      # its failure said at once
                self.settle()
