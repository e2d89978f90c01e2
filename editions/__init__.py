# Editions: one small data module per edition (format: docs/editions.md). Only the chosen
# edition is imported, so the board holds one edition's names in RAM, never all of them.

# Shipped editions, in the order the setup screen lists them. A family's own edition works
# with load() as soon as its file is in editions/; add its id here to have it listed.
IDS = ('classic', 'smurfs', 'family_guy', 'nintendo', 'tournament')


# Choosing an edition (Setup, Settings, start-up, a resumed game) needs editions/_catalog.py,
# a game only the readers below: these three load the catalog when called (ui.game.start.play
# lets it go as a game starts).
def load(edition_id):
    """Import editions/<edition_id>.py and return the module. ImportError: no such edition
    (a name that is not an edition id, '__init__' say, is none); ValueError naming the
    problem: a file that fails to run (NameError, ...) or lacks what a game needs."""
    from editions._catalog import load
    return load(edition_id)


def forget(*keep):
    """Unload every edition module but those in keep: an edition stays imported until then,
    and each one browsed (Setup's and Settings' Edition rows) held its texts and tables
    (about 5 KB of a board's heap) for the rest of the session. A game's copy kept
    (ui.game.start.hold) goes back under its name if a load() of its id replaced it there.
    The package's own modules stay (an edition's id never starts with '_'): the catalog,
    and the reader of a game's texts (editions/_held.py), which a game's start imports to
    keep. Without the catalog: a game's start calls this once Setup has let it go, and its
    import was 20 ms and a collection there on an RP2040."""
    import sys
    from engine import forget as drop
    cat = sys.modules.get('editions._catalog')
    for name in [n for n in sys.modules if n[:9] == 'editions.' and n[9] != '_']:
        ed = sys.modules[name]
        if ed not in keep:
            drop(name)
            if cat is not None and ed in cat.seen:
                cat.seen.remove(ed)     # checked when loaded: a new load() checks again
    for ed in keep:
        if ed is not None and ed.__name__ not in sys.modules:
            sys.modules[ed.__name__] = ed


class Held:
    """An edition as a game holds it (ui.game.start.hold): the values of its module a game
    reads. Here, not in ui.game.start, which a game lets go: the class outlives that module
    with every Held, and made as a game started it lay in the middle of the largest free
    area for the whole game (a heap map of the bench's 160x128 game); made at start-up with
    this package, it lies low."""


def option_value(name, value):
    """A value as the engine stores it: ints pass through, words name engine constants
    (editions._catalog.option_value)."""
    from editions._catalog import option_value
    return option_value(name, value)


def rules_for(edition, preset=0):
    """The rules array for an edition: engine classic rules, then the edition's OPTIONS,
    then, for preset n > 0, the pairs of PRESETS[n - 1]."""
    from editions._catalog import rules_for
    return rules_for(edition, preset)


# SQUARES, CHANCE and CHEST are each one string of items that each end with '|': on a 32-bit
# board Classic's 80 names and 32 texts as 112 strs in 40 tuples took 3.3 KB more heap than
# the three strs do. Read them here: these find an item with str.find, build no list and
# return a new str.
def _item(text, i):
    """Item i (from 0) of a packed string 'item|item|...|'."""
    start = 0
    for _ in range(i):
        start = text.find('|', start) + 1
    return text[start:text.find('|', start)]


def square_name(ed, sq, short=False):
    """The edition's name of square sq (0-39): its long name, or its short form. From the
    edition's file when a game holds it without its SQUARES (editions._held)."""
    i = 2 * sq + 1 if short else 2 * sq
    text = getattr(ed, 'SQUARES', None)
    if text is None:
        from editions._held import square_on_file
        return square_on_file(ed, i)
    return _item(text, i)


def card_text(ed, deck, cid):
    """The text of card cid (0-15) of deck 0 (CHANCE) or deck 1 (CHEST): from the edition, or
    from its file when a game holds it without them (editions._held)."""
    text = getattr(ed, 'CHEST' if deck else 'CHANCE', None)
    if text is None:
        from editions._held import deck_on_file
        text = deck_on_file(ed, deck)
    return _item(text, cid)
