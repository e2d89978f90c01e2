# The out-of-memory screen (ui.main.rescue, when a MemoryError escaped a step): what the drive
# holds of the game that stopped, in words, and the way back to the title. Loaded only then:
# nothing of it is resident while a game runs.
import gc


def out_of_memory(app, again=False):
    """The screens let go (again: everything, with the game), then the message. A save to
    resume, none yet (no turn of the game ended, or none was saved), or a game that had
    ended: said as it is, before the flow that knows it goes."""
    from engine import codes as C       # (the firmware's build inlines its constants)
    from ui.widgets.prompt import Prompt
    f = app.flow
    g = app.game
    if f is None or g is None:
        said = 'What was open has closed; saved games are kept.'
    elif g.pending == C.OVER:
        said = 'The game had ended.'
    elif f.kept:
        said = 'The game stopped. The save from the end of the last turn is kept: resume it ' \
               'from the title.'
    else:
        said = 'The game stopped before any of its turns was saved, so there is no save of ' \
               'it: start it again from the title.'
    if again:
        app.drop_all()
    else:
        app.clear()
    gc.collect()
    s = Prompt(app, 'Out of memory', (said,), (('Title screen', 1),), lambda _: app.go_home())
    s.full = True
    s.geometry = lambda: (0, 0, app.width, app.height)
    app.push(s)
