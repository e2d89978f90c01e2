# Start the handheld: the board's profile, the saves on its drive, the title screen, and the
# main loop. Running out of memory anywhere shows a clear message and keeps the last save.

# The save code, loaded only for a call: the autosave needs only the writers (ui.drive.saves,
# engine.save), load and the settings the readers too, check and setup ui.drive.slots (which makes
# the slots' files on a new drive); each needs ui.drive.saves, which names the files.
# engine.check (the whole-state validation) comes with the reader.
_CODE = ('ui.drive.saves', 'engine.save', 'ui.drive.saves_read', 'engine.save_read', 'engine.check',
         'ui.drive.slots', 'ui.drive.settings_spec', 'ui.drive.not_saved')
# The module of each call that is not the writer's (ui.drive.saves).
_IN = {'check': 'ui.drive.slots', 'setup': 'ui.drive.slots', 'load': 'ui.drive.saves_read',
       'load_settings': 'ui.drive.saves_read', 'save_settings': 'ui.drive.saves_read'}


class Drive:
    """The saves on the drive (app.saves): their state, kept here between calls, and the
    calls, whose code is imported for each call and unloaded after it unless it was loaded
    before: ui.drive.saves to write (its functions, and the others', take this object as s), which
    imports engine.save to write a game; ui.drive.saves_read to read one (with engine.save_read) or
    the settings; ui.drive.slots to check the drive.
    root: folder of the files ('/' on the board). enabled: False once the drive refused a
    write as read-only or full (saves are still tried). problem: short text, or None.
    damaged: (file, why) of each slot load() refused. seats: (edition id, cpu bytes,
    tokens, ms left or 0, levels, a linked game's table of devices or None) of the loaded
    game."""

    def __init__(self, root='/'):
        self.root = root if root.endswith('/') else root + '/'
        self.enabled = True
        self.problem = None
        self.damaged = []
        self.seq = 0        # sequence number of the newest good save
        self.slot = 1       # slot holding it; the next save goes to the other one
        self.seats = None
        self.set_seq = 0    # the same for the settings slots
        self.set_slot = 1
        self.held = None    # while hold(True): the save code loaded before it

    def status(self):
        """'on', or 'off: <why>' (diagnostics, without loading the save code)."""
        return 'on' if self.enabled else 'off: ' + (self.problem or 'drive not writable')

    def check(self):
        return self.call('check')

    def load(self):
        return self.call('load')

    def save(self, g, app=None):
        return self.call('save', g, app)

    def autosave(self, flow):
        return self.call('autosave', flow)

    def clear(self):
        return self.call('clear')

    def load_settings(self):
        return self.call('load_settings')

    def save_settings(self, values):
        return self.call('save_settings', values)

    def call(self, name, *args):
        from engine import job
        # While held (hold()) the call forgets nothing: the code stays for the next call.
        return job(_CODE if self.held is None else (), _IN.get(name, 'ui.drive.saves'), name, self,
                   *args)

    def hold(self, on):
        """Keep the save code loaded from call to call (start-up makes three: loaded for each,
        it took 45 ms of a 0.8 s start on an RP2040) until hold(False), which returns the
        modules it unloads."""
        import sys
        if on:
            self.held = [n for n in _CODE if n in sys.modules]
            return ()
        if self.held is None:
            return ()
        had, self.held = self.held, None
        return self.unload(had)

    def unload(self, had):
        from engine import let_go
        return let_go(_CODE, had)


def main(prof=None, root='/', seed=None, clock=None):
    """The app at its title screen; root: the folder of the saves; seed: fixed dice (tests);
    clock: ms for idle dimming (adafruit_ticks.ticks_ms by default)."""
    from ui.app import App
    if prof is None:
        from ui import boards
        prof = boards.load()
    app = App(prof)
    app.edition_id = 'classic'
    app.seed = seed
    saves = Drive(root)     # ui.drive.saves is loaded only while it reads or writes
    saves.hold(True)
    saves.check()
    app.saves = saves
    from ui.drive import settings
    settings.start(app, saves, clock)
    # Every prompt (the title, setup, each decision in a game) and list needs these two: loaded
    # again for each new prompt they took 65 ms of every hand-over on an RP2040, for 3.5 KB.
    from ui.widgets import cursor, prompt
    for m in (cursor, prompt):
        app.keep(m.__name__)
    # ui's packages stay once loaded (ui.app.claimable): the two that a game's first modules
    # would load mid-game (its start, its sentences) are made now, low in the heap, with the
    # others start-up loads, not amid the objects of a game starting.
    import ui.game     # noqa: F401
    import ui.text     # noqa: F401
    app.keep()      # what start-up loaded stays; each screen's modules go when it closes
    # The one "go home" action: screens leave for the title through app.go_home() without importing
    # it (ui.screens.title imports the screens it opens; an import back would be a circle).
    app.home = lambda: home(app)
    from ui.screens.title import Title
    app.push(Title(app, saves))
    for n in saves.hold(False):     # the title has read the save: its code goes
        app.known.discard(n)
    return app


def home(app):
    from ui.screens.title import back
    back(app, app.saves)


def rescue(app):
    """A MemoryError escaped a step: the out-of-memory screen. Another one while it is built
    (clear() rebuilds the screens below each one it pops): everything dropped and the screen
    tried again, then once more; should that fail too, the loop ends with the message on the
    console rather than a traceback (the save is kept either way)."""
    for again in (False, True, True):
        try:
            # Its code is loaded only now (what the drive holds, said in words: 0.5 KB not
            # resident while the game runs), as the screens it needs are
            from ui.screens.out_of_memory import out_of_memory
            out_of_memory(app, again)
            return
        except MemoryError:
            pass
    app.drop_all()
    app.running = False
    print('Out of memory: the saves on the drive are kept. Reset to go on.')


def run(app):
    from adafruit_ticks import ticks_ms
    while app.running and app.stack:
        try:
            app.step(ticks_ms())
        except MemoryError:
            rescue(app)
