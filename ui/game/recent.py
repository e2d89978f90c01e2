# The last events on a tall board panel (CLUE, PicoSystem, M5Stack: room under the cash table),
# newest last, each whole (ui.game.flow's log). Loaded only on those boards and kept for the game.
from ui.widgets.draw import codes_line, put
from ui.text.words import wrap


def rows(app, g, x, top, n, line, ink, cols):
    """n labels from top down (the board screen's, in group g), each cols wide at once and
    keeping the codes it shows, not the texts (the board screen's lines say why). Labels that
    kept their texts held the game's opening lines, made as the game started above its
    garbage, until the board was shown again: at the top of the largest free area at every
    turn line of a person's game, where the board stays covered (a heap-quick map at a CLUE's
    heap, two seats, seed 5: 10.7-11.0 KB in one piece there, 14.3 KB without them)."""
    app.keep('ui.game.recent')
    return [codes_line(g, x, top + i * line, ink, cols) for i in range(n)]


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
