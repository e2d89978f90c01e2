# The page's drive: a file system mounted where the game keeps its saves (page.DRIVE), whose
# files live in the browser's storage (localStorage), one entry a file, so that a game
# survives closing the tab. The game writes it as it writes a board's drive (ui/drive/saves.py,
# ui/drive/slots.py: the same slot files, the same format), and it answers as a board's drive does:
# a missing file is ENOENT (2), a folder there already EEXIST (17), storage that is full or
# refuses a write ENOSPC (28), and a browser that gives the page no storage at all a
# read-only drive (EROFS, 30), so the game says "Saving off: drive is read-only" or
# "NOT SAVED: drive is full" as on a board, and plays on.
# (The WebAssembly port's own file system gives other numbers: 44 for a missing file.)
#
# An entry that is not base64 is reported (damaged) and left out: the game then makes that
# slot again, as a board does with a damaged slot. An entry of ours outside the saves' folder
# (no version of the game writes one) is reported (foreign) and left alone. A slot whose bytes
# are not a save is the game's to judge: its title says "ignored a damaged save".
from binascii import a2b_base64, b2a_base64

PREFIX = 'handheld-drive:'
SAVES = '/saves/'       # the folder of every file the game keeps (ui/drive/saves.py, ui/drive/slots.py)
_ENOENT = 2
_EEXIST = 17
_ENOSPC = 28
_EISDIR = 21
_EROFS = 30


class File:
    """An open file of the drive: its bytes in memory, put in the storage on close when
    written."""

    def __init__(self, drive, path, data, writing, append):
        self.drive = drive
        self.path = path
        self.data = data
        self.at = len(data) if append else 0
        self.writing = writing
        self.changed = False

    def read(self, n=-1):
        end = len(self.data) if n is None or n < 0 else min(len(self.data), self.at + n)
        out = bytes(self.data[self.at:end])
        self.at = max(self.at, end)
        return out

    def readinto(self, buf):
        b = self.read(len(buf))
        buf[:len(b)] = b
        return len(b)

    def write(self, b):
        if not self.writing:
            raise OSError(9)    # EBADF: opened for reading
        end = self.at + len(b)
        if end > len(self.data):
            self.data.extend(bytes(end - len(self.data)))
        self.data[self.at:end] = b
        self.at = end
        self.changed = True
        return len(b)

    def seek(self, at, whence=0):
        self.at = max(0, at if whence == 0 else self.at + at if whence == 1
                      else len(self.data) + at)
        return self.at

    def tell(self):
        return self.at

    def flush(self):
        pass

    def close(self):
        if self.changed:
            self.changed = False
            self.drive.keep(self.path, self.data)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Drive:
    """store: the browser's storage as page.mjs hands it over (count(), key(i), get(key),
    put(key, text) -> False when refused, drop(key); none of them throws, as a JavaScript
    exception cannot pass through the port's Python), or None: a browser that gives the page
    no storage, a read-only drive."""

    def __init__(self, store):
        self.store = store
        self.files = {}         # path ('/saves/game-a/slot.sav') -> bytearray
        self.dirs = {''}
        self.damaged = []       # storage entries left out: not base64
        self.foreign = []       # ... not a file the game keeps
        if store is None:
            return
        keys = [store.key(i) for i in range(store.count())]
        for k in keys:
            if not isinstance(k, str) or not k.startswith(PREFIX):
                continue        # not the game's: never read, never touched
            path = k[len(PREFIX):]
            if not path.startswith(SAVES):
                self.foreign.append(path)
                continue
            try:
                data = bytearray(a2b_base64(store.get(k)))
            except (ValueError, TypeError):
                self.damaged.append(path)
                continue
            self.files[path] = data
            d = path[:path.rfind('/')]
            while d:
                self.dirs.add(d)
                d = d[:d.rfind('/')]

    def keep(self, path, data):
        """Put a written file in the storage; ENOSPC, and the file as it was, if refused."""
        if self.store is None:
            raise OSError(_EROFS)
        if not self.store.put(PREFIX + path, b2a_base64(data).decode().strip()):
            # Full (QuotaExceededError) or refused: the file stays as the storage has it.
            old = self.store.get(PREFIX + path)
            if old is None:
                self.files.pop(path, None)
            else:
                self.files[path] = bytearray(a2b_base64(old))
            raise OSError(_ENOSPC)
        self.files[path] = data

    # --- what MicroPython asks of a mounted file system --------------------------------------
    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        pass

    def _path(self, path):
        return '/' + path.strip('/') if path.strip('/') else ''

    def open(self, path, mode):
        p = self._path(path)
        if p in self.dirs:
            raise OSError(_EISDIR)
        if p[:p.rfind('/')] not in self.dirs:
            raise OSError(_ENOENT)
        data = self.files.get(p)
        if 'w' in mode:
            data = bytearray()
        elif data is None:
            if 'a' not in mode:
                raise OSError(_ENOENT)
            data = bytearray()
        f = File(self, p, bytearray(data), 'w' in mode or 'a' in mode or '+' in mode,
                 'a' in mode)
        if 'w' in mode or p not in self.files:
            f.changed = True
        return f

    def stat(self, path):
        p = self._path(path)
        if p in self.dirs:
            return (0x4000, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        if p in self.files:
            return (0x8000, 0, 0, 0, 0, 0, len(self.files[p]), 0, 0, 0)
        raise OSError(_ENOENT)

    def ilistdir(self, path):
        p = self._path(path)
        if p not in self.dirs:
            raise OSError(_ENOENT)
        out = []
        for d in self.dirs:
            if d and d[:d.rfind('/')] == p:
                out.append((d[d.rfind('/') + 1:], 0x4000, 0))
        for f in self.files:
            if f[:f.rfind('/')] == p:
                out.append((f[f.rfind('/') + 1:], 0x8000, 0, len(self.files[f])))
        return iter(out)

    def mkdir(self, path):
        if self.store is None:
            raise OSError(_EROFS)
        p = self._path(path)
        if p in self.dirs or p in self.files:
            raise OSError(_EEXIST)
        if p[:p.rfind('/')] not in self.dirs:
            raise OSError(_ENOENT)
        self.dirs.add(p)

    def remove(self, path):
        p = self._path(path)
        if p not in self.files:
            raise OSError(_ENOENT)
        del self.files[p]
        if self.store is not None:
            self.store.drop(PREFIX + p)

    def rename(self, old, new):
        o, n = self._path(old), self._path(new)
        if o not in self.files:
            raise OSError(_ENOENT)
        self.keep(n, self.files[o])
        self.remove(o)

    def rmdir(self, path):
        p = self._path(path)
        if p not in self.dirs or any(f.startswith(p + '/') for f in self.files):
            raise OSError(_ENOENT)
        self.dirs.discard(p)

    def chdir(self, path):
        pass

    def getcwd(self):
        return ''

    def statvfs(self, path):
        return (512, 512, 1024, 1024, 1024, 0, 0, 0, 0, 255)
