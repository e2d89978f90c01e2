# Saved games and settings on the drive (os and open() only: no os.path on CircuitPython).
# Every file the game writes is one of two slots written in turn and read back, with its
# sequence number inside its two checks (CRC-16, hash): a cut write leaves the other slot
# whole and fails its own checks. The seats line (edition, person/CPU, tokens, time left) is
# inside the game slot. Formats: docs/saves.md. This module writes (autosave, save, clear);
# ui/saves_read.py checks, loads and does the settings, imported only for those calls.
import os

SLOTS = ('game-a.sav', 'game-b.sav')
SETTINGS = ('game-set-a.txt', 'game-set-b.txt')
FORMAT = 1
_EROFS = 30
_ENOSPC = 28
_ENOENT = 2
_LARGEST = 4096     # far above any save: a bigger file is not ours, not read
_HEAD = 8           # magic, format, seq, seats length

# What to do about a failed save, by the drive's problem (the first key found in it).
_TODO = (('full', 'free space on it from a computer (hold B at reset)'),
         ('read-only', 'B was held at reset: reset without it'),
         ('', 'play on: saving is tried again each turn'))

# name, default, lowest, highest (highest None: a name like an edition id)
SETTINGS_SPEC = (('brightness', 8, 1, 10), ('cpu_speed', 2, 0, 3), ('sound', 0, 0, 1),
                 ('edition', 'classic', 0, None))


def _errno(e):
    return e.args[0] if e.args and isinstance(e.args[0], int) else 0


def sums(parts):
    """(CRC-16, hash) of the byte strings in parts, one after the other."""
    from engine.save import checksum
    crc = 0xFFFF
    h = 0
    for p in parts:
        crc = checksum(p, 0, None, crc)
        for b in p:
            h = (h * 31 + b) & 0xFFFF
    return crc, h


def seats_line(app):
    """The seats of app's game: 'edition kinds tokens[ seconds] lv=levels', kinds 'c'/'p' per
    seat, seconds left of a time limit (at least 1) when there is one, and each seat's CPU
    level and personality, a letter a seat: 'a' + 4 * level + personality (engine.cpu's LEVELS
    and PERSONALITIES indexes; 'e' is Normal, plain)."""
    kinds = ''.join('c' if c else 'p' for c in app.flow.cpu)
    toks = ','.join(str(t) for t in app.tokens)
    clock = app.clock
    left = ' %d' % max(1, clock.left_ms // 1000) if clock is not None else ''
    lv = ''.join(chr(97 + 4 * a + b) for a, b in app.levels or ((1, 0),) * len(app.tokens))
    return ('%s %s %s%s lv=%s' % (app.edition_id, kinds, toks, left, lv)).encode()


class Saves:
    """root: folder of the files ('/' on the board). enabled: False once the drive refused a
    write as read-only or full (saves are still tried). problem: short text, or None.
    damaged: (file, why) of each slot load() refused. seats: (edition id, cpu bytes,
    tokens, ms left or 0) of the loaded game."""

    def __init__(self, root='/'):
        if not root.endswith('/'):
            root += '/'
        self.root = root
        self.enabled = True
        self.problem = None
        self.damaged = []
        self.seq = 0        # sequence number of the newest good save
        self.slot = 1       # slot holding it; the next save goes to the other one
        self.seats = None
        self.set_seq = 0    # the same for the settings slots
        self.set_slot = 1

    def status(self):
        """'on', or 'off: <why>' (diagnostics)."""
        return 'on' if self.enabled else 'off: ' + (self.problem or 'drive not writable')

    def _fail(self, e):
        code = _errno(e)
        if code == _EROFS or code == _ENOSPC:
            self.enabled = False
            self.problem = 'drive is read-only' if code == _EROFS else 'drive is full'
        else:
            self.problem = 'drive error %d' % code
        return False

    def _read(self, name, most=_LARGEST):
        # None when missing; OSError for other failures. read() allocates most + 1
        try:
            with open(self.root + name, 'rb') as f:
                return f.read(most + 1)
        except OSError as e:
            if _errno(e) == _ENOENT:
                return None
            raise

    def _verify(self, name, parts):
        """Does the file hold exactly the parts, one after the other? 16 bytes at a time: on
        the autosave's full heap a buffer the size of the save was what failed first."""
        buf = bytearray(16)
        part = 0
        at = 0          # in parts[part]
        with open(self.root + name, 'rb') as f:
            while True:
                n = f.readinto(buf)
                for k in range(n or 1):
                    while part < len(parts) and at == len(parts[part]):
                        part += 1
                        at = 0
                    if not n:
                        return part == len(parts)
                    if part == len(parts) or buf[k] != parts[part][at]:
                        return False
                    at += 1

    def _write(self, name, parts):
        """Write the parts as file name, flush, read back: True, or False with problem."""
        try:
            with open(self.root + name, 'wb') as f:
                for p in parts:
                    f.write(p)
            _sync()
            if self._verify(name, parts):
                return True
        except OSError as e:
            return self._fail(e)
        self.problem = 'save did not verify (read back differs)'
        return False

    # check, load and the settings: docstrings in ui/saves_read.py
    def check(self):
        from ui.saves_read import check
        return check(self)

    def load(self):
        from ui.saves_read import load
        return load(self)

    def save(self, g, app=None):
        """Write g (with app's seats) over the older slot: True when it is the newest save;
        False with problem set otherwise."""
        from engine.save import to_bytes
        seq = (self.seq + 1) & 0x3FFFFFFF
        seats = seats_line(app) if app is not None else b''
        head = bytes((80, 83, FORMAT, seq & 0xFF, (seq >> 8) & 0xFF, (seq >> 16) & 0xFF,
                      seq >> 24, len(seats)))
        data = to_bytes(g)
        crc, h = sums((head, seats, data))
        tail = bytes((crc & 0xFF, crc >> 8, h & 0xFF, h >> 8))
        i = 1 - self.slot
        if not self._write(SLOTS[i], (head, seats, data, tail)):
            return False
        self.seq = seq
        self.slot = i
        self.enabled = True
        self.problem = None
        return True

    def autosave(self, flow):
        """A turn's end (ui.flow): save, or clear the slots once the game is over. A failed
        save is said in the turn's messages (the next screen shows them) at every turn's
        end until a save works again. flow.saved: True, False, None."""
        from engine.codes import OVER
        g = flow.app.game
        try:
            if g.pending == OVER:
                self.clear()
                flow.saved = None
                return
            flow.saved = self.save(g, flow.app)
        except MemoryError:
            raise
        except Exception as e:      # a drive problem never stops the game
            flow.saved = False
            self.problem = 'save failed: %s' % e
        if not flow.saved:
            why = self.problem or 'drive error'
            for key, todo in _TODO:
                if key in why:
                    flow.say('NOT SAVED: %s. To save: %s' % (why, todo))
                    break

    def clear(self):
        """Remove both slots (a finished game). False when the drive refused."""
        for name in SLOTS:
            try:
                os.remove(self.root + name)
            except OSError as e:
                if _errno(e) != _ENOENT:
                    return self._fail(e)
        self.seq = 0
        return True

    def load_settings(self):
        from ui.saves_read import load_settings
        return load_settings(self)

    def save_settings(self, values):
        from ui.saves_read import save_settings
        return save_settings(self, values)


def _sync():
    # CircuitPython's os.sync() flushes the drive now, not at the next idle moment.
    sync = getattr(os, 'sync', None)
    if sync:
        sync()
