# Saved games and settings on the board's drive, through os and open() only (no os.path on
# CircuitPython). Two slots take turns, so a power cut mid-write leaves the other one whole.
# Slot file: sequence number (4 bytes LE), check (2 bytes LE), engine.save.to_bytes(game).
# Our check covers header and payload, the engine's CRC the payload; the newest slot passing
# both wins, a bad one is reported, never trusted. A drive the game may not write (read-only,
# full) turns saving off; play goes on. engine.save is imported only to read or write a game.
# This module writes (the autosave: save, clear); check, load and the settings are in
# ui/saves_read.py, imported by the methods below only for those calls.
import os

SLOTS = ('game-a.sav', 'game-b.sav')
SETTINGS = 'game-settings.txt'
_EROFS = 30
_ENOSPC = 28
_ENOENT = 2
_LARGEST = 4096     # far above any save: a bigger file is not ours, not read
_HEAD = 6

# name, default, lowest, highest (highest None: a name like an edition id)
SETTINGS_SPEC = (('brightness', 8, 1, 10), ('cpu_speed', 2, 0, 3), ('sound', 0, 0, 1),
                 ('edition', 'classic', 0, None))


def _errno(e):
    return e.args[0] if e.args and isinstance(e.args[0], int) else 0


def _off_reason(code):
    if code == _EROFS:
        return 'drive is read-only'
    if code == _ENOSPC:
        return 'drive is full'
    return None


class Saves:
    """root: folder of the files ('/' on the board). enabled: False once the drive refused a
    write (saving off). problem: short text for the UI, or None. damaged: (file, reason) for
    each slot the last load() could not trust."""

    def __init__(self, root='/'):
        if not root.endswith('/'):
            root += '/'
        self.root = root
        self.enabled = True
        self.problem = None
        self.damaged = []
        self.seq = 0        # sequence number of the newest good save
        self.slot = 1       # slot holding it; the next save goes to the other one

    def status(self):
        """'on', or 'off: <why>' (diagnostics)."""
        return 'on' if self.enabled else 'off: ' + (self.problem or 'drive not writable')

    def _fail(self, e):
        why = _off_reason(_errno(e))
        if why:
            self.enabled = False
            self.problem = why
        else:
            self.problem = 'save failed (error %d)' % _errno(e)
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

    def _verify(self, name, head, data):
        """Does the file hold exactly head then data? Read back = written is the check
        (cheaper than rebuilding the game), 16 bytes at a time: the autosave runs at the end
        of a turn on a full heap, where a buffer the size of the save was what failed first."""
        buf = bytearray(16)
        h = len(head)
        want = h + len(data)
        pos = 0
        try:
            f = open(self.root + name, 'rb')
        except OSError as e:
            if _errno(e) == _ENOENT:
                return False
            raise
        with f:
            while True:
                n = f.readinto(buf)
                if not n:
                    return pos == want
                if pos + n > want:
                    return False
                for k in range(n):
                    i = pos + k
                    if buf[k] != (head[i] if i < h else data[i - h]):
                        return False
                pos += n

    def check(self):
        """At start: may the game write the drive? (Appends nothing.) Returns enabled."""
        from ui.saves_read import check
        return check(self)

    def load(self):
        """The newest trustworthy saved game, or None. Never raises for a bad file."""
        from ui.saves_read import load
        return load(self)

    def save(self, g):
        """Write g over the older slot, read back, verify: True when it is the newest save;
        False with problem set otherwise."""
        if not self.enabled:
            return False
        from engine.save import to_bytes
        seq = (self.seq + 1) & 0x3FFFFFFF
        data = to_bytes(g)
        c = _check(data, 0)
        head = bytes((seq & 0xFF, (seq >> 8) & 0xFF, (seq >> 16) & 0xFF, seq >> 24,
                      c & 0xFF, c >> 8))
        i = 1 - self.slot
        try:
            with open(self.root + SLOTS[i], 'wb') as f:
                f.write(head)
                f.write(data)
            _sync()
            same = self._verify(SLOTS[i], head, data)
        except OSError as e:
            return self._fail(e)
        if not same:
            self.problem = 'save did not verify: read back differs'
            return False
        self.seq = seq
        self.slot = i
        self.problem = None
        return True

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
        """A dict of every setting; defaults for anything missing, unknown or malformed."""
        from ui.saves_read import load_settings
        return load_settings(self)

    def save_settings(self, values):
        """Write the settings (only known names); False when the drive refused."""
        from ui.saves_read import save_settings
        return save_settings(self, values)


def _check(data, start):
    # Times an odd number mod 2**16: any change to one byte changes the result.
    h = 0
    for i in range(start, len(data)):
        h = (h * 31 + data[i]) & 0xFFFF
    return h


def _sync():
    # CircuitPython's os.sync() flushes the drive now, not at the next idle moment.
    sync = getattr(os, 'sync', None)
    if sync:
        sync()
