# Who sits where: the "pass the device" prompt and the CPU seat playing by itself. The seats
# (person/CPU, token, edition, time left) are saved inside the game's save slot (ui/saves.py).
from engine import codes as C
from ui import buttons as K
from ui.prompt import Prompt

try:
    from adafruit_ticks import ticks_diff
except ImportError:
    def ticks_diff(a, b):
        return a - b

DELAYS = (0, 150, 500, 1000)    # ms between CPU moves, by speed setting
SPEEDS = ('instant', 'fast', 'normal', 'slow')


class PassPrompt(Prompt):
    """A different person must answer: hand the device over, then that person presses A."""

    def __init__(self, app, p):
        self.p = p
        name = app.names[p]
        Prompt.__init__(self, app, 'Pass to ' + name, app.flow.news[-3:],
                        (('I am ' + name, 1),), self.ready,
                        colour=app.edition.PLAYER_COLOURS[p])

    def ready(self, _):
        f = self.app.flow
        f.holder = self.p
        f.close()
        f.check()


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

    def tick(self, now):
        f = self.app.flow
        if f.prompt is not self:
            return
        delay = 0 if f.fast else DELAYS[f.speed]
        if self.last is not None and ticks_diff(now, self.last) < delay:
            return
        self.last = now
        g = self.app.game
        f.cpu_step(self.p)
        f.drain()
        self.app.update()
        if g.pending == C.OVER or not f.cpu[g.actor]:
            f.close()
            f.check()
        else:
            self.p = g.actor
            self.relabel()
