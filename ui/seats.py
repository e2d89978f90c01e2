# Who sits where: the CPU seat playing by itself. The "pass the device" screen, with its
# recap, is ui.recap.PassPrompt. The seats (person/CPU, token, edition, time left, CPU levels)
# are saved inside the game's save slot (ui/saves.py).
from adafruit_ticks import ticks_diff
from engine import codes as C
from engine.errors import RuleError
from ui.prompt import Prompt

DELAYS = (0, 150, 500, 1000)    # ms between CPU moves, by speed setting
SPEEDS = ('instant', 'fast', 'normal', 'slow')


class CpuPrompt(Prompt):
    """A CPU seat plays one decision per delay (speed setting); A fast-forwards."""

    def __init__(self, app, p):
        self.p = p
        self.last = None
        Prompt.__init__(self, app, '', (), (), self.choose, colour=app.edition.PLAYER_COLOURS[p])
        self.relabel()

    def relabel(self):
        f = self.app.flow
        self.title = self.app.names[self.p] + ' (CPU)'
        self.lines = f.news
        if f.demo:
            self.choices = (('Demo: any key', 0),)
        else:
            self.choices = (('Normal speed' if f.fast else 'Fast forward', 1),
                            ('Speed: ' + SPEEDS[f.speed], 2))
        self.refresh()

    def choose(self, v):
        f = self.app.flow
        if v == 1:
            f.fast = not f.fast
        elif v == 2:
            f.speed = (f.speed + 1) % len(DELAYS)
        self.relabel()

    def key(self, b):
        f = self.app.flow
        if f.demo:
            if f.quit:
                f.quit()
            return
        Prompt.key(self, b)

    def play(self, g):
        """One CPU decision. (Not step(): that is the list cursor's move, ui/cursor.py.)"""
        p = self.p
        key = (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts))
        try:
            self.app.flow.bots[p].step(g)
        except RuleError:
            pass
        if (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts)) == key:
            # The bot found nothing to do (should not happen): let the automatic player answer.
            from engine.autoplay import AutoPlayer
            AutoPlayer(g.round).step(g)

    def tick(self, now):
        f = self.app.flow
        f.tick(now)
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
        self.app.update()
        if g.pending == C.OVER or not f.cpu[g.actor]:
            f.close()
            f.check()
        else:
            self.p = g.actor
            self.relabel()
