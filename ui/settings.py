# Settings: brightness, CPU speed, sound, default edition. Read at start (defaults when the
# file is missing or malformed: ui.saves), applied to the app, changed on the settings screen
# (title menu and in-game menu) and written back with Saves.save_settings on leaving it.
# Without a d-pad: RIGHT next row, A changes it; with one: LEFT/RIGHT change, UP/DOWN rows.
import editions
from ui import buttons as K
from ui.prompt import Prompt

SPEEDS = ('instant', 'fast', 'normal', 'slow')      # ui.seats.DELAYS, by cpu_speed


def edition(ed_id):
    """(id, module) of the edition named by a setting; classic when it is gone or broken."""
    try:
        return ed_id, editions.load(ed_id)
    except (ImportError, SyntaxError, AttributeError):
        return 'classic', editions.load('classic')


def start(app, saves, clock=None):
    """At start-up: sound, brightness and idle dimming, the settings from the drive."""
    from ui.idle import Idle
    from ui.sound import Sound
    app.sound = Sound(getattr(app.profile, 'speaker', None))
    app.idle = Idle(app, clock)
    values = saves.load_settings() if saves is not None else None
    if values is None:
        from ui.saves import SETTINGS_SPEC
        values = dict((s[0], s[1]) for s in SETTINGS_SPEC)
    ed_id, ed = edition(values['edition'])
    values['edition'] = ed_id
    app.edition = ed
    app.edition_id = ed_id
    app.names = [t[1] for t in ed.TOKENS]
    apply(app, values)


def apply(app, values):
    """Show the settings now: brightness, the flow's CPU speed, sound on/off."""
    app.settings = values
    app.cpu_speed = values['cpu_speed']
    f = getattr(app, 'flow', None)
    if f is not None and not f.demo:
        f.speed = values['cpu_speed']
    snd = getattr(app, 'sound', None)
    if snd is not None:
        snd.on = bool(values['sound'])
    idle = getattr(app, 'idle', None)
    if idle is not None:
        idle.bright(values['brightness'] / 10)


class SettingsScreen(Prompt):
    full = True

    def __init__(self, app, saves=None):
        self.saves = saves
        self.v = dict(getattr(app, 'settings', None) or {})
        for name, default, low, high in _spec():
            self.v.setdefault(name, default)
        self.ed_name = edition(self.v['edition'])[1].NAME
        lines = ()
        if saves is None or not saves.enabled:
            lines = ('Saving off: kept until power-off',)
        Prompt.__init__(self, app, 'Settings', lines, (), self.change, self.leave)
        self.relabel()

    def geometry(self):
        return 0, 0, self.app.width, self.app.height

    def relabel(self):
        v = self.v
        dim = '' if getattr(self.app, 'idle', None) is None or self.app.idle.can else ' (fixed)'
        self.choices = (('Brightness: {}/10{}'.format(v['brightness'], dim), 'brightness'),
                        ('CPU speed: ' + SPEEDS[v['cpu_speed']], 'cpu_speed'),
                        ('Sound: ' + ('on' if v['sound'] else 'off'), 'sound'),
                        ('Edition: ' + self.ed_name, 'edition'),
                        ('Done', 'done'))
        self.refresh()

    def key(self, b):
        if self.app.profile.dpad and b in (K.LEFT, K.RIGHT):
            self.change(self.choices[self.sel][1], -1 if b == K.LEFT else 1)
        elif self.app.profile.dpad and b == K.UP:
            Prompt.key(self, K.LEFT)
        else:
            Prompt.key(self, b)

    def change(self, name, d=1):
        if name == 'done':
            self.leave()
            return
        v = self.v
        if name == 'edition':
            ids = editions.IDS
            i = ids.index(v['edition']) if v['edition'] in ids else -1 if d > 0 else 0
            v['edition'], ed = edition(ids[(i + d) % len(ids)])
            self.ed_name = ed.NAME
        else:
            for n, default, low, high in _spec():
                if n == name:
                    v[n] = low + (v[n] - low + d) % (high - low + 1)
        apply(self.app, v)
        self.relabel()

    def leave(self):
        """B or Done: write the settings (when the drive allows) and go back."""
        app = self.app
        if self.saves is not None:
            self.saves.save_settings(self.v)
        app.pop()
        f = getattr(app, 'flow', None)
        if f is not None:
            f.check()
        elif self.v['edition'] != getattr(app, 'edition_id', None):
            # At the title: the new default edition is the one new games start with.
            from ui.title import back
            app.edition_id, app.edition = edition(self.v['edition'])
            app.names = [t[1] for t in app.edition.TOKENS]
            back(app, self.saves)


def _spec():
    from ui.saves import SETTINGS_SPEC
    return SETTINGS_SPEC
