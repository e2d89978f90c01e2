# The edition as a game holds it: for_play() at a game's start (ui.start.play), deck_on_file()
# at a card's draw (editions.card_text). Loaded for those only, then unloaded: a turn's heap
# holds none of this code.
import editions


class Held:
    """An edition as a game holds it (for_play): the module's values a game reads."""


def for_play(ed):
    """The edition as a game holds it (ui.start.play): a Held with the module's values but
    what only Setup reads (OPTIONS, PRESETS) and, when it was loaded from an .mpy (a board's
    build, where a str is stored verbatim), the card texts, which card_text then reads from
    the file at a draw. The module itself goes (out of sys.modules: a load() of its id, in
    Setup or Settings, imports it whole again), and with it its constants: on MicroPython a
    module holds every str and tuple constant of its code for as long as it lives, even once
    its globals let go of one. On a board that is about 2.5 KB more free heap a turn."""
    if type(ed).__name__ == 'Held':     # a game's again (the title's Demo after a game)
        return ed
    import sys
    if sys.modules.get(ed.__name__) is ed:
        editions._drop(ed.__name__[9:])
    if ed in editions.seen:
        editions.seen.remove(ed)
    d = ed.__dict__
    path = d.get('__file__', '')
    on_file = path.endswith('.mpy') and 'CHANCE' in d
    skip = ('OPTIONS', 'PRESETS') + (('CHANCE', 'CHEST') if on_file else ())
    h = Held()
    for k in d:
        if k[0] != '_' and k not in skip:
            setattr(h, k, d[k])
    h.__name__ = ed.__name__
    if on_file:
        # Per deck: its text's first characters and its checksum, to find it in the file at
        # the first draw (then its offset instead), and its length.
        h._decks = [path] + [[d[k][:24], _sum(d[k].encode()), len(d[k])]
                             for k in ('CHANCE', 'CHEST')]
    return h


def _sum(data):
    h = 0
    for c in data:
        h = (h * 31 + c) & 0xFFFFF     # a small int on every board
    return h


def deck_on_file(ed, deck):
    """A deck's packed text read back from the edition's file ('' if it cannot be)."""
    path, at = ed._decks[0], ed._decks[1 + deck]
    try:
        with open(path, 'rb') as f:
            if type(at[0]) is str:      # the first draw: where the text is
                at[0] = _find(f, at[0].encode(), at[1], at[2])
            if at[0] < 0:
                return ''
            f.seek(at[0])
            return f.read(at[2]).decode()
    except (OSError, UnicodeError):
        return ''


def _find(f, needle, check, n):
    """The offset in file f of the n bytes that start with needle and sum to check (the
    start of one deck's text can be a card of the other deck), or -1."""
    start = 0
    while True:
        f.seek(start)
        keep = b''
        at = start      # the file's offset of keep's first byte
        while True:
            piece = f.read(256)
            if not piece:
                return -1
            buf = keep + piece
            i = buf.find(needle)
            if i >= 0:
                break
            keep = buf[max(0, len(buf) - len(needle) + 1):]
            at += len(buf) - len(keep)
        f.seek(at + i)
        if _sum(f.read(n)) == check:
            return at + i
        start = at + i + 1
