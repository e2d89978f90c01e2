# The title screen: new game, resume the saved one, demo (also after a while idle), help.
# Shows when saving is off (read-only or full drive): play goes on without it.
from ui.prompt import Prompt

try:
    from adafruit_ticks import ticks_diff
except ImportError:
    def ticks_diff(a, b):
        return a - b

IDLE = 30000        # ms on the title before the demo starts by itself


class Title(Prompt):
    full = True

    def __init__(self, app, saves=None):
        self.saves = saves
        self.since = None
        ch = [('New game', 'new')]
        lines = [app.edition.NAME, 'Property trading, 2-6']
        self.saved = None
        if saves is not None:
            try:
                self.saved = saves.load()
            except MemoryError:
                raise
            except Exception:
                self.saved = None
            if self.saved is not None:
                ch.insert(0, ('Resume saved game', 'resume'))
            if not saves.enabled:
                lines.append('Saving off: ' + (saves.problem or 'drive not writable'))
            elif saves.problem:
                lines.append(saves.problem)
        ch.append(('Demo', 'demo'))
        ch.append(('Help', 'help'))
        ch.append(('Settings', 'settings'))
        ch.append(('Diagnostics', 'diag'))
        Prompt.__init__(self, app, 'PROPERTY TRADING', lines, tuple(ch), self.choose)

    def geometry(self):
        return 0, 0, self.app.width, self.app.height

    def key(self, b):
        self.since = None
        Prompt.key(self, b)

    def tick(self, now):
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= IDLE:
            self.since = None
            demo(self.app, self.saves, now)

    def choose(self, v):
        app = self.app
        if v == 'new':
            from ui.setup import Setup
            app.push(Setup(app, self.saves))
        elif v == 'resume':
            resume(app, self.saves, self.saved)
        elif v == 'demo':
            demo(app, self.saves, 7)
        elif v == 'help':
            from ui.log import HelpScreen
            app.push(HelpScreen(app))
        elif v == 'settings':
            from ui.settings_screen import SettingsScreen
            app.push(SettingsScreen(app, self.saves))
        elif v == 'diag':
            from ui.diag import Diagnostics
            app.push(Diagnostics(app))


def back(app, saves):
    """To the title screen, from anywhere (a game's end, leaving the demo)."""
    from ui.start import clear
    clear(app)
    app.push(Title(app, saves))


def demo(app, saves, seed):
    from engine.game import Game
    from ui.start import play
    seed = (seed or 7) & 0x3FFFFFFF
    play(app, Game(4, seed=seed), b'\x01\x01\x01\x01', tokens=(0, 1, 2, 3), edition=app.edition,
         edition_id=getattr(app, 'edition_id', 'classic'), demo=True,
         quit=lambda: back(app, saves), seed=seed)


def resume(app, saves, g):
    import editions
    from ui import seats
    from ui.start import play
    got = seats.load(saves.root, g.n)
    ed_id, cpu, toks = got if got else ('classic', bytearray(g.n), list(range(g.n)))
    try:
        ed = editions.load(ed_id)
    except ImportError:
        ed_id = 'classic'
        ed = editions.load(ed_id)
    play(app, g, cpu, toks, ed, ed_id, saves, quit=lambda: back(app, saves), seed=g.round)
