# Brightness, and dimming the backlight after a while without a button. Wraps the app's
# buttons: the press that wakes a dimmed screen only restores the brightness (it does not
# also choose something the player cannot see yet). Boards whose profile module says
# BACKLIGHT = False (or whose display refuses display.brightness) are left alone.
from adafruit_ticks import ticks_diff, ticks_ms

DIM_AFTER = 60000       # ms without a button before dimming
DIMMED = 0.05           # brightness while dimmed (0..1)


def backlight(app):
    """Can this board set its backlight? (the board profile module's BACKLIGHT)"""
    known = app.profile.backlight       # set by ui.boards.load() on a board
    if known is not None:
        return known
    from ui.boards import module
    return bool(getattr(module(app.profile.name), 'BACKLIGHT', False))


def set_brightness(app, level):
    """level 0..1 on the display; False where the board cannot."""
    if not backlight(app):
        return False
    try:
        app.display.brightness = level
    except (AttributeError, RuntimeError, ValueError, NotImplementedError):
        return False
    return True


class Idle:
    """Stands in for app.buttons: get() passes buttons through, dims after DIM_AFTER ms of
    none (clock: ms, adafruit_ticks style) and swallows the press that wakes the screen."""

    def __init__(self, app, clock=None):
        self.app = app
        self.inner = app.buttons
        self.clock = clock or ticks_ms
        self.level = 1.0        # the brightness setting, 0..1
        self.last = None
        self.dimmed = False
        self.can = backlight(app)
        self.repeat = 0         # the inner reader's: which repeat of a held key (ui.device.buttons)
        app.buttons = self

    def bright(self, level):
        """A new brightness setting (0..1): shown now unless dimmed."""
        self.level = level
        if not self.dimmed:
            set_brightness(self.app, level)

    def get(self):
        now = self.clock()
        b = self.inner.get()
        self.repeat = getattr(self.inner, 'repeat', 0)
        if self.last is None:
            self.last = now
        if b:
            self.last = now
            if self.dimmed:
                self.dimmed = False
                set_brightness(self.app, self.level)
                return 0
            return b
        if self.can and not self.dimmed and ticks_diff(now, self.last) >= DIM_AFTER:
            self.dimmed = set_brightness(self.app, min(DIMMED, self.level))
        return 0
