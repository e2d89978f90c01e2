# The texts of a game's edition read back from its file when shown (editions.card_text,
# editions.square_name): a game holds its edition without them where the file is an .mpy,
# which stores each string verbatim (ui.game.start.hold, which finds the squares' names with
# find() as the game starts). Imported with that hold, and kept for the game.


def deck_on_file(ed, deck):
    """Deck 0 or 1's packed text from the edition's file ('' when it cannot be read)."""
    path, at = ed._decks[0], ed._decks[1 + deck]    # at: [offset or -1, head, tail, length]
    try:
        with open(path, 'rb') as f:
            if at[0] == -1:         # the first draw: where the text is (-2: nowhere)
                at[0] = find(f, at[1], at[2], at[3])
            if at[0] < 0:
                return ''
            f.seek(at[0])
            return f.read(at[3]).decode()
    except (OSError, UnicodeError):
        return ''


# The edition's file while a list makes its rows (ui.screens.listing.ListScreen.refill opens
# and closes it), else None. A name read on its own opens the file, and an open file is
# ~600 B (its object and sector buffer): a list's rows, each read after its own open, were
# each kept just above that garbage, and a collection left a 600 B hole under every row
# through the heap's largest area (a heap map of a CLUE game's mortgage list: eight rows in
# 5 KB, the largest block 2.5 KB). Held open, the list opens it once, below its rows.
file = None


def square_on_file(ed, i):
    """Item i of the edition's SQUARES (a square's long name at 2 x sq, its short one at
    2 x sq + 1), read from its file; '' when the file no longer gives it (changed under the
    game from a computer)."""
    at, lens = ed._squares
    for k in range(i):      # no slice: a name is read mid-step, and makes no garbage but itself
        at += lens[k]
    try:
        f = file if file is not None else open(ed._decks[0], 'rb')
        try:
            f.seek(at)
            item = f.read(lens[i]).decode()
        finally:
            if f is not file:
                f.close()
    except (OSError, UnicodeError):
        return ''
    return item[:-1] if item.find('|') == len(item) - 1 else ''


def find(f, head, tail, n):
    """The offset in file f of the n bytes that begin with head and end with tail (the start
    of one deck's text can be a card of the other deck's), or -2."""
    start = 0
    while True:
        f.seek(start)
        keep = b''
        at = start      # the file's offset of keep's first byte
        while True:
            piece = f.read(512)
            if not piece:
                return -2
            buf = keep + piece
            i = buf.find(head)
            if i >= 0:
                break
            keep = buf[max(0, len(buf) - len(head) + 1):]
            at += len(buf) - len(keep)
        f.seek(at + i + n - len(tail))
        if f.read(len(tail)) == tail:
            return at + i
        start = at + i + 1
