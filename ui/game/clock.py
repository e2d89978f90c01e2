# The tournament playbook's time limit. The engine keeps no clock: when the time set before
# the game runs out, the UI ends it with Game.finish_now and the flow shows the ranking.
# Time counts only while the game is on screen (App.step ticks it); the time left is kept
# in the seats file beside the save (ui/game/seats.py), so a resumed game goes on with it.
from adafruit_ticks import ticks_diff
from engine.codes import OVER, OVER_LIMIT

CHOICES = (0, 30, 60, 90, 120)     # minutes offered on the setup screen; 0: no time limit


class GameClock:
    def __init__(self, minutes, left_ms=0):
        self.left_ms = left_ms or minutes * 60000
        self.last = None
        self.shown = ''

    def text(self):
        s = (self.left_ms + 999) // 1000
        return '{}:{:02d}'.format(s // 60, s % 60)

    def tick(self, app, now):
        if self.last is not None:
            self.left_ms = max(0, self.left_ms - ticks_diff(now, self.last))
        self.last = now
        g = app.game
        if g is None:
            return
        if not self.left_ms and g.pending != OVER:
            g.finish_now(OVER_LIMIT)
            f = app.flow
            if f is not None:
                f.close()
                f.after()
        t = self.text()
        if t != self.shown:         # once a second: the board's panel shows the time left
            self.shown = t
            base = app.stack[0] if app.stack else None
            if base is not None and base.group is not None:
                base.update()
