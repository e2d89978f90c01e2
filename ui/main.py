# Start the handheld: the board's profile, the saves on its drive, the title screen, and the
# main loop. Running out of memory anywhere shows a clear message and keeps the last save.
import gc


def main(prof=None, root='/', seed=None, clock=None):
    """The app at its title screen; root: the folder of the saves; seed: fixed dice (tests);
    clock: ms for idle dimming (adafruit_ticks.ticks_ms by default)."""
    from ui.app import App
    from ui.saves import Saves
    if prof is None:
        from ui import profile
        prof = profile.load()
    app = App(prof)
    app.edition_id = 'classic'
    app.seed = seed
    saves = Saves(root)
    saves.check()
    app.saves = saves
    from ui import settings
    settings.start(app, saves, clock)
    app.keep()      # what start-up loaded stays; each screen's modules go when it closes
    from ui.title import Title
    app.push(Title(app, saves))
    return app


def out_of_memory(app):
    from ui.prompt import Prompt
    from ui.start import clear
    from ui.title import back
    clear(app)
    gc.collect()
    s = Prompt(app, 'Out of memory', ('The game stopped. The save from the end of the last '
                                      'turn is kept: resume it from the title.',),
               (('Title screen', 1),), lambda _: back(app, app.saves))
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
