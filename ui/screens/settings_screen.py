# The settings screen (title menu and in-game menu): brightness, CPU speed, sound, default edition,
# shown at once (ui.drive.settings.apply) and written with app.saves.save_settings on leaving.
# Without a d-pad: RIGHT next row, A changes it; with one: LEFT/RIGHT change, UP/DOWN rows.
import editions
from ui.device import buttons as K
from ui.widgets.prompt import Prompt
# trouble with edition: the list that edition() fills (ui.drive.settings goes during a game)
from ui.drive.settings import SPEEDS, apply, edition, trouble
from ui.drive.settings_spec import SETTINGS_SPEC


class SettingsScreen(Prompt):
    full = True

    def __init__(self, app, saves=None):
        self.saves = saves
        self.v = dict(app.settings or {})
        for spec in SETTINGS_SPEC:
            self.v.setdefault(spec[0], spec[1])
        self.was = dict(self.v)     # written on the way out only if changed
        ed_id = self.v['edition']
        if ed_id == app.edition_id:
            # The edition in use (the title's, or a game's copy) names itself: not a second
            # copy of it loaded for its name (3-5 KB; opened from a game's menu on a CLUE's
            # heap, that import ran out of memory).
            self.ed_name = app.edition.NAME
        else:
            self.ed_name = edition(ed_id, app.edition)[1].NAME
        self.at = None      # the Edition row's place in editions.IDS once it has moved
        lines = ()
        if saves is None or not saves.enabled:
            lines = ('Saving off: kept until power-off',)
        Prompt.__init__(self, app, 'Settings', lines, (), self.change, self.leave)
        self.relabel()

    def geometry(self):
        return 0, 0, self.app.width, self.app.height

    def relabel(self):
        v = self.v
        dim = '' if self.app.idle is None or self.app.idle.can else ' (fixed)'
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
            # From the row's own place (self.at), not the edition got: a broken file gives
            # Classic (said here) and the next step goes on past it.
            ids = editions.IDS
            i = self.at
            if i is None:
                i = ids.index(v['edition']) if v['edition'] in ids else -1 if d > 0 else 0
            self.at = (i + d) % len(ids)
            v['edition'], ed = edition(ids[self.at], self.app.edition)     # 2 held at most
            self.ed_name = ed.NAME
            if trouble:
                self.lines = (trouble.pop(),)
        else:
            for n, _default, low, high in SETTINGS_SPEC:
                if n == name:
                    v[n] = low + (v[n] - low + d) % (high - low + 1)
        apply(self.app, v)
        self.relabel()

    def leave(self):
        """B or Done: go back, and write the settings if changed (when the drive allows)."""
        app = self.app
        if self.saves is not None and self.v != self.was:
            app.after(lambda: self.saves.save_settings(self.v))     # once the next screen shows
        f = app.flow
        if f is not None or self.v['edition'] == app.edition_id:
            # Only the edition in use stays (the one browsed to loads again later): before the
            # pop, which lets go of the catalog this screen loaded (editions/_catalog.py).
            editions.forget(app.edition)
        app.pop()
        if f is not None:
            f.check()
        elif self.v['edition'] != app.edition_id:
            # At the title: the new default edition is the one new games start with (the
            # home screen is drawn again in it).
            app.edition_id, app.edition = edition(self.v['edition'], None)
            app.names = [t[1] for t in app.edition.TOKENS]
            app.go_home()
