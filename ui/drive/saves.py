# Saved games and settings on the drive (os and open() only: no os.path on CircuitPython).
# Every file the game writes is one of two slots written in turn and read back, with its
# sequence number inside its check: a cut write leaves the other slot whole and fails its
# own check. The seats line (edition, person/CPU, tokens, time left) is inside the game
# slot. Each slot is a file of fixed size in a folder of its own, written in place, so a
# save never rewrites the drive's FAT or root folder and a power cut can only harm the slot
# it writes (ui/drive/slots.py makes them). Formats: docs/saves.md. This module writes (autosave,
# save, clear) and names the files, for the others too: ui/drive/saves_read.py loads and does the
# settings, ui/drive/slots.py checks the drive and makes the slots (asked through the Drive, so that
# this module imports neither: an autosave loads this module and engine.save, nothing more,
# each import a collection of the heap on a board). Functions, not a class: each takes s, the
# saves' state (ui.main.Drive), which outlives this code's import and calls each in its module.
import os
try:
    from binascii import crc32      # C: 0.3 ms a game's record on an RP2040
except ImportError:                 # (a build without it writes format 2)
    crc32 = None

SLOTS = ('saves/game-a/slot.sav', 'saves/game-b/slot.sav')
SETTINGS = ('saves/set-a/slot.txt', 'saves/set-b/slot.txt')
# The previous version's slots, in the root folder: read while the new ones hold nothing.
OLD = ('game-a.sav', 'game-b.sav', 'game-set-a.txt', 'game-set-b.txt')
FORMAT = 3          # formats 2 (CRC-16 and hash) and 1 (the previous version's) still read
LARGEST = 4096      # far above any save: a longer record is not ours, not read
HEAD = 10           # magic, format, seq, seats length, the record's length (the file is longer)
ENOENT = 2          # errno: no such file
EEXIST = 17         # errno: the folder is there already
_EROFS = 30
_ENOSPC = 28


def errno_of(e):
    """The errno of OSError e (0 when it carries none)."""
    return e.args[0] if e.args and isinstance(e.args[0], int) else 0


def refused(s, e):
    """The drive refused (OSError e): s.problem says why, and a read-only or full drive turns
    saving off (s.enabled; each autosave still tries). Returns False."""
    code = errno_of(e)
    if code == _EROFS or code == _ENOSPC:
        s.enabled = False
        s.problem = 'drive is read-only' if code == _EROFS else 'drive is full'
    else:
        s.problem = 'drive error %d' % code
    return False


def sums(parts):
    """(CRC-16, hash) of the byte strings in parts, one after the other."""
    from engine.save import sums
    return sums(parts)


def seal(parts, fmt=FORMAT):
    """The 4 bytes ending a game record of format fmt over parts: 3, their CRC-32; 1 and 2,
    sums (CRC-16, hash); LE. None for 3 where binascii has no crc32."""
    if fmt == 3:
        if crc32 is None:
            return None
        c = 0
        for p in parts:
            c = crc32(p, c)
        return bytes((c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF, c >> 24))
    c, h = sums(parts)
    return bytes((c & 0xFF, c >> 8, h & 0xFF, h >> 8))


def seats_line(app):
    """The seats of app's game: 'edition kinds tokens[ seconds][ table] lv=levels' (the
    format: docs/saves.md): kinds 'c'/'p', seconds left of a time limit, a linked game's
    table, each seat's CPU level and personality ('a' + 4 * level + personality)."""
    kinds = ''.join('c' if c else 'p' for c in app.flow.cpu)
    toks = ','.join(str(t) for t in app.tokens)
    clock = app.clock
    left = ' %d' % max(1, clock.left_ms // 1000) if clock is not None else ''
    lv = ''.join(chr(97 + 4 * a + b) for a, b in app.levels or ((1, 0),) * len(app.tokens))
    link = getattr(app.flow, 'link', None)
    if link is not None:        # a linked game: its table of devices (ui.link.link_state.line)
        left += ' ' + link.text()
    return ('%s %s %s%s lv=%s' % (app.edition_id, kinds, toks, left, lv)).encode()


def _read(s, name, most=LARGEST):
    """The bytes of file name that can hold a record: for a slot whose head says its record's
    length (formats 2 and 3), the head and then that record only; otherwise at most most + 1
    bytes (a longer file is not ours). None when missing; OSError for other failures.
    A slot file is 8 KB and a game's record under 0.5 KB: reading most + 1 bytes of it needs a
    4 KB block, which a CLUE's heap may no longer have after a long game (the mash ran out
    there, going from a game's ranking to the title). A length the head gives above most returns
    the head alone, which the reader refuses as truncated."""
    try:
        with open(s.root + name, 'rb') as f:
            data = f.read(HEAD)
            if len(data) == HEAD and data[0] == 80 and data[1] == 83 and 2 <= data[2] <= 3:
                n = data[8] | data[9] << 8
                return data + f.read(n - HEAD) if HEAD < n <= most else data
            return data + f.read(most + 1 - len(data))
    except OSError as e:
        if errno_of(e) == ENOENT:
            return None
        raise


def _verify(s, name, parts):
    """Does the file start with the parts, one after the other? Compared 64 bytes at a time
    (a byte at a time took 50 ms on an RP2040; a buffer of the save's size can fail)."""
    with open(s.root + name, 'rb') as f:
        for p in parts:
            at = 0
            while at < len(p):
                k = min(64, len(p) - at)
                if f.read(k) != p[at:at + k]:
                    return False
                at += k
        return True


def _write(s, name, parts):
    """Write the parts at slot file name's start, in place, in one write of whole 512-byte
    blocks (zeros after them), flush, read back: True, or False with problem. A slot not
    there yet is made first (ui/drive/slots.py). Whole blocks go straight to the drive: FatFs
    keeps the folder's block for the close, and the slot's 4 KB of flash is erased once,
    not twice (56 ms on an RP2040: docs/saves.md)."""
    n = 0
    for p in parts:
        n += len(p)
    buf = bytearray((n + 511) & ~511)
    n = 0
    for p in parts:
        buf[n:n + len(p)] = p
        n += len(p)
    try:
        try:
            f = open(s.root + name, 'r+b')
        except OSError as e:
            if errno_of(e) != ENOENT:
                raise
            s.call('setup')         # ui.drive.slots makes the slots' files
            f = open(s.root + name, 'r+b')
        with f:
            f.write(buf)
        _sync()
        if _verify(s, name, parts):
            return True
    except OSError as e:
        return refused(s, e)
    s.problem = 'save did not verify (read back differs)'
    return False


def save(s, g, app=None):
    """Write g (with app's seats) over the older slot: True when it is the newest save;
    False with problem set otherwise. g None: a record of no game (clear)."""
    from engine.save import to_bytes
    seq = (s.seq + 1) & 0x3FFFFFFF
    seats = seats_line(app) if app is not None else b''
    data = to_bytes(g) if g is not None else b''
    n = HEAD + len(seats) + len(data) + 4
    fmt = FORMAT if crc32 is not None else 2
    head = bytes((80, 83, fmt, seq & 0xFF, (seq >> 8) & 0xFF, (seq >> 16) & 0xFF,
                  seq >> 24, len(seats), n & 0xFF, n >> 8))
    tail = seal((head, seats, data), fmt)
    i = 1 - s.slot
    if not _write(s, SLOTS[i], (head, seats, data, tail)):
        return False
    s.seq = seq
    s.slot = i
    s.enabled = True
    s.problem = None
    return True


def autosave(s, flow):
    """A turn's end (ui.game.flow): save, or clear the slots once the game is over. A failed
    save is said in the turn's messages (the next screen shows them) at every turn's
    end until a save works again. flow.saved: True, False, None."""
    from engine.codes import OVER
    g = flow.app.game
    was = flow.saved
    flow.dirty = False
    try:
        if g.pending == OVER:
            clear(s)
            flow.saved = None
            return
        flow.saved = save(s, g, flow.app)
        flow.kept = flow.kept or flow.saved
    except MemoryError:
        raise
    except Exception as e:      # a drive problem never stops the game
        flow.saved = False
        s.problem = 'save failed: %s' % e
    if not flow.saved:
        why = s.problem or 'drive error'
        from ui.drive.not_saved import todo       # what to do, in the board's words
        t = 'NOT SAVED: %s. To save: %s' % (why, todo(flow.app.profile, why))
        flow.say(t)
        if was is not False and flow.persons and not flow.demo:
            # The first failure in a row is a panel that waits for a press, shown before
            # anything else (a CPU's turn too): a line among the news could be passed over
            # unseen, or first seen a turn late. Later ones are said, first, in the news.
            from ui.game.flow import Item
            from ui.game.news import BIG, SAVE_FAILED    # (constants: the build inlines them)
            flow.panels.insert(0, Item(BIG, t, 255, SAVE_FAILED))


def clear(s):
    """A finished game: a record of no game, newer than the saves, over the older slot (a
    file removed would rewrite the FAT and root folder). False when the drive refused."""
    return save(s, None)


def _sync():
    # CircuitPython's os.sync() flushes the drive now, not at the next idle moment.
    sync = getattr(os, 'sync', None)
    if sync:
        sync()
