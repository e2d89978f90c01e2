# The last events on a tall board panel (CLUE, PicoSystem, M5Stack: room under the cash table),
# newest last, each whole (ui.game.flow's log). Loaded only on those boards and kept for the game.
from ui.widgets.draw import label, put
from ui.text.words import wrap


def rows(app, g, x, top, n, line, ink, cols):
    """n labels from top down (the board screen's, in group g), each cols wide at once (the
    board screen's lines say why)."""
    app.keep('ui.game.recent')
    return [label(g, x, top + i * line, ink, '', 1, cols) for i in range(n)]


def show(screen):
    f = screen.app.flow
    labs = screen.last
    ls = []
    for t in reversed(f.log if f else ()):
        w = wrap(t, screen.cols)
        if len(ls) + len(w) > len(labs):
            break
        ls = w + ls
    for i in range(len(labs)):
        put(labs[i], ls[i] if i < len(ls) else '')
