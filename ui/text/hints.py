# Hints in the board's own words: the names of its buttons (ui.device.profile.WORDS, a board
# module's WORDS) put to what they do. Loaded by the screens that show a hint (lists, help,
# the ranking), not kept with the profile: nothing of it on the heap during a turn.


def word(app, b):
    """The board's name of logical button b (ui.device.buttons), '' when it has none."""
    return app.profile.words.split('|')[b]


def hint(app, *pairs):
    """'A: choose  B: back' in the board's own words: pairs of a logical button and what it
    does (a button the board lacks is left out)."""
    out = []
    for i in range(0, len(pairs), 2):
        w = word(app, pairs[i])
        if w:
            out.append(w + ': ' + pairs[i + 1])
    return '  '.join(out)
