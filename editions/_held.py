# The card texts of a game's edition, read back from its file at a draw (editions.card_text):
# a game holds its edition without them where the file is an .mpy, which stores each string
# verbatim (ui.game.start.hold). Imported with that hold, as the game starts, and kept for the game.


def deck_on_file(ed, deck):
    """Deck 0 or 1's packed text from the edition's file ('' when it cannot be read)."""
    path, at = ed._decks[0], ed._decks[1 + deck]    # at: [offset or -1, head, tail, length]
    try:
        with open(path, 'rb') as f:
            if at[0] == -1:         # the first draw: where the text is (-2: nowhere)
                at[0] = _find(f, at[1], at[2], at[3])
            if at[0] < 0:
                return ''
            f.seek(at[0])
            return f.read(at[3]).decode()
    except (OSError, UnicodeError):
        return ''


def _find(f, head, tail, n):
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
