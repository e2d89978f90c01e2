# Who sits where: the CPU seat playing by itself, and the small file that remembers seats
# (person/CPU, token, edition) next to the saved game. The "pass the device" screen, with
# its recap, is ui.recap.PassPrompt.
from engine import codes as C
from engine.errors import RuleError
from ui import buttons as K
from ui.prompt import Prompt

try:
    from adafruit_ticks import ticks_diff
except ImportError:
    def ticks_diff(a, b):
        return a - b

SEATS = 'game-seats.txt'
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

    def step(self, g):
        """One CPU decision."""
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
        self.step(g)
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


def store(app, root):
    """Write the seats beside the save: edition id, 'p'/'c' per seat, token per seat, and
    the seconds left of a time limit when there is one."""
    kinds = ''.join('c' if c else 'p' for c in app.flow.cpu)
    toks = ','.join(str(t) for t in app.tokens)
    left = ' {}'.format(max(1, app.clock.left_ms // 1000)) if app.clock is not None else ''
    with open(root + SEATS, 'w') as f:
        f.write('{} {} {}{}\n'.format(app.edition_id, kinds, toks, left))


def load(root, n):
    """(edition id, cpu bytes, token list, ms left of a time limit or 0) for n seats, or None
    when missing or not right."""
    try:
        with open(root + SEATS) as f:
            parts = f.read(200).split()
        ed, kinds, toks = parts[0], parts[1], [int(t) for t in parts[2].split(',')]
        if len(kinds) != n or len(toks) != n:
            return None
        left = int(parts[3]) * 1000 if len(parts) > 3 else 0
        return ed, bytearray(1 if k == 'c' else 0 for k in kinds), toks, max(0, left)
    except (OSError, ValueError, IndexError):
        return None
