# Start the handheld: the board's profile, the saves on its drive, the title screen, and the
# main loop. Running out of memory anywhere shows a clear message and keeps the last save.
import gc

# The save code, loaded only for a call: the autosave needs only the writers (ui.saves,
# engine.save: 2.6 KB of .mpy), check, load and the settings the readers too (3.2 KB more).
_CODE = ('ui.saves', 'engine.save', 'ui.saves_read', 'engine.save_read')
_STATE = ('enabled', 'problem', 'damaged', 'seq', 'slot')


class Drive:
    """The saves on the drive: ui.saves.Saves's attributes and methods without its code.
    Each call imports ui.saves (it imports engine.save to write a game, ui.saves_read and
    engine.save_read to read one or the settings), runs the Saves method on this state and
    unloads them all again, unless they were loaded before."""

    def __init__(self, root='/'):
        self.root = root if root.endswith('/') else root + '/'
        self.enabled = True
        self.problem = None
        self.damaged = []
        self.seq = 0
        self.slot = 1

    def status(self):
        return 'on' if self.enabled else 'off: ' + (self.problem or 'drive not writable')

    def check(self):
        return self.call('check')

    def load(self):
        return self.call('load')

    def save(self, g):
        return self.call('save', g)

    def clear(self):
        return self.call('clear')

    def load_settings(self):
        return self.call('load_settings')

    def save_settings(self, values):
        return self.call('save_settings', values)

    def call(self, name, *args):
        import sys
        from ui.app import unload
        had = [n for n in _CODE if n in sys.modules]
        try:
            from ui.saves import Saves
            s = Saves(self.root)
            for k in _STATE:
                setattr(s, k, getattr(self, k))
            try:
                return getattr(s, name)(*args)
            finally:
                for k in _STATE:
                    setattr(self, k, getattr(s, k))
        finally:
            for n in _CODE:
                if n not in had:
                    unload(n)


def main(prof=None, root='/', seed=None, clock=None):
    """The app at its title screen; root: the folder of the saves; seed: fixed dice (tests);
    clock: ms for idle dimming (adafruit_ticks.ticks_ms by default)."""
    from ui.app import App
    if prof is None:
        from ui import profile
        prof = profile.load()
    app = App(prof)
    app.edition_id = 'classic'
    app.seed = seed
    saves = Drive(root)     # ui.saves is loaded only while it reads or writes
    saves.check()
    app.saves = saves
    from ui import settings
    settings.start(app, saves, clock)
    app.keep()      # what start-up loaded stays; each screen's modules go when it closes
    # The one "go home" action: screens leave for the title through app.go_home() without
    # importing it (ui.title imports the screens it opens; an import back would be a circle).
    app.home = lambda: home(app)
    from ui.title import Title
    app.push(Title(app, saves))
    return app


def home(app):
    from ui.title import back
    back(app, app.saves)


def out_of_memory(app):
    from ui.prompt import Prompt
    from ui.start import clear
    clear(app)
    gc.collect()
    s = Prompt(app, 'Out of memory', ('The game stopped. The save from the end of the last '
                                      'turn is kept: resume it from the title.',),
               (('Title screen', 1),), lambda _: home(app))
    s.full = True
    s.geometry = lambda: (0, 0, app.width, app.height)
    app.push(s)


def run(app):
    from adafruit_ticks import ticks_ms
    while app.running and app.stack:
        try:
            app.step(ticks_ms())
        except MemoryError:
            out_of_memory(app)
