"""A FAT12 image of a folder, for the CIRCUITPY drive of an emulated board (PC-only).

CircuitPython mounts its drive with FatFs, which reads the size from the boot sector, so a
1 MB image is enough for the game's firmware tree (about 350 KB) wherever the flash is larger.
Every name gets long-file-name entries (FatFs has them on) and a numbered 8.3 alias."""
import os
import struct

SECTOR = 512
_SECTORS = 2048             # 1 MB
_RESERVED = 1
_FATS = 2
_ROOT_ENTRIES = 512
_FAT_SECTORS = 6            # 12 bits x ~2000 clusters
_ROOT_SECTORS = _ROOT_ENTRIES * 32 // SECTOR
_DATA = _RESERVED + _FATS * _FAT_SECTORS + _ROOT_SECTORS
_CLUSTERS = _SECTORS - _DATA
_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1
_DIR = 0x10
_ARCHIVE = 0x20


def _boot_sector(label):
    b = bytearray(SECTOR)
    b[0:3] = b'\xeb\x3c\x90'
    b[3:11] = b'MSDOS5.0'
    struct.pack_into('<HBHBHHBHHHII', b, 11, SECTOR, 1, _RESERVED, _FATS, _ROOT_ENTRIES,
                     _SECTORS, 0xF8, _FAT_SECTORS, 32, 2, 0, 0)
    struct.pack_into('<BBBI', b, 36, 0x80, 0, 0x29, 0x12345678)
    b[43:54] = label.upper().encode('ascii')[:11].ljust(11)
    b[54:62] = b'FAT12   '
    b[510:512] = b'\x55\xaa'
    return b


def _checksum(short):
    s = 0
    for c in short:
        s = (((s & 1) << 7) + (s >> 1) + c) & 0xFF
    return s


def _entries(name, short, attr, cluster, size):
    """The long-name entries (last part first) and the 8.3 entry of one file or folder."""
    units = list(name.encode('utf-16-le'))
    chars = [units[i] | units[i + 1] << 8 for i in range(0, len(units), 2)]
    parts = (len(chars) + 12) // 13
    chars += [0] if len(chars) % 13 else []
    chars += [0xFFFF] * (parts * 13 - len(chars))
    out = b''
    total = _checksum(short)
    for n in range(parts, 0, -1):
        c = chars[(n - 1) * 13:n * 13]
        e = bytearray(32)
        e[0] = n | (0x40 if n == parts else 0)
        struct.pack_into('<5H', e, 1, *c[0:5])
        e[11] = 0x0F
        e[13] = total
        struct.pack_into('<6H', e, 14, *c[5:11])
        struct.pack_into('<2H', e, 28, *c[11:13])
        out += bytes(e)
    e = bytearray(32)
    e[0:11] = short
    e[11] = attr
    struct.pack_into('<HHHHHHHI', e, 14, 0, _DATE, _DATE, 0, 0, _DATE, cluster, size)
    return out + bytes(e)


class _Image:
    def __init__(self):
        self.data = bytearray(_CLUSTERS * SECTOR)
        self.fat = [0xFF8, 0xFFF] + [0] * _CLUSTERS
        self.next = 2
        self.serial = 0

    def alloc(self, content):
        """Clusters for content (at least one), chained in the FAT; the first's number."""
        n = max(1, (len(content) + SECTOR - 1) // SECTOR)
        if self.next + n > _CLUSTERS + 2:
            raise ValueError('the tree does not fit a 1 MB FAT12 drive')
        first = self.next
        for i in range(n):
            c = first + i
            self.fat[c] = c + 1 if i < n - 1 else 0xFFF
        at = (first - 2) * SECTOR
        self.data[at:at + len(content)] = content
        self.next += n
        return first

    def short(self, name):
        self.serial += 1
        ext = name.rsplit('.', 1)[1][:3].upper() if '.' in name else ''
        return ('F%07d' % self.serial).encode() + ext.encode('ascii', 'replace').ljust(3)

    def folder(self, path, parent):
        """The directory entries of path's contents (their clusters allocated)."""
        out = b''
        for name in sorted(os.listdir(path)):
            full = os.path.join(path, name)
            if os.path.isdir(full):
                n = 2 + sum(1 + (len(x) + 12) // 13 for x in os.listdir(full))
                first = self.alloc(bytes(n * 32))   # reserved now, filled below
                body = (self.dot(b'.          ', first) + self.dot(b'..         ', parent) +
                        self.folder(full, first))
                self.fill(first, body)
                out += _entries(name, self.short(name), _DIR, first, 0)
            else:
                with open(full, 'rb') as f:
                    content = f.read()
                first = self.alloc(content) if content else 0
                out += _entries(name, self.short(name), _ARCHIVE, first, len(content))
        return out

    def dot(self, short, cluster):
        e = bytearray(32)
        e[0:11] = short
        e[11] = _DIR
        struct.pack_into('<HHHHHHHI', e, 14, 0, _DATE, _DATE, 0, 0, _DATE, cluster, 0)
        return bytes(e)

    def fill(self, first, body):
        at = (first - 2) * SECTOR
        self.data[at:at + len(body)] = body

    def fat_bytes(self):
        f = bytearray(_FAT_SECTORS * SECTOR)
        for i in range(0, len(self.fat) - 1, 2):
            a, b = self.fat[i], self.fat[i + 1]
            f[i * 3 // 2:i * 3 // 2 + 3] = bytes((a & 0xFF, (a >> 8) | ((b & 0xF) << 4), b >> 4))
        return f


def image(folder, label='CIRCUITPY'):
    """A FAT12 image (bytes, 1 MB) holding folder's files and subfolders."""
    img = _Image()
    root = img.folder(folder, 0)
    if len(root) > _ROOT_ENTRIES * 32:
        raise ValueError('too many names in the root folder')
    vol = bytearray(32)
    vol[0:11] = label.upper().encode('ascii')[:11].ljust(11)
    vol[11] = 0x08
    fat = img.fat_bytes()
    out = _boot_sector(label) + fat * _FATS + (bytes(vol) + root).ljust(_ROOT_SECTORS * SECTOR, b'\0')
    return bytes(out + img.data)


def read(img, path):
    """The bytes of file path ('a/b.txt', any case) in a FAT12 image such as image() makes and
    CircuitPython's FatFs then writes, or None when the image holds no such file (or no file
    system: an erased boot sector). Long names and 8.3 names both match."""
    found = _find(img, path)
    if found is None or found[1][11] & _DIR:
        return None
    _, e, chain, cluster = found
    return b''.join(img[at:at + cluster] for at in chain)[:struct.unpack_from('<I', e, 28)[0]]


def where(img, path):
    """(the image offset of path's folder entry, of its first cluster) in a FAT12 image, or
    None: the bytes a write of the file's size and time and of its start touch."""
    found = _find(img, path)
    if found is None:
        return None
    return found[0], found[2][0] if found[2] else None


def _find(img, path):
    # (image offset of path's 32-byte folder entry, the entry, the image offsets of its
    # clusters in chain order, the cluster's size) or None
    if len(img) < SECTOR or img[510:512] != b'\x55\xaa':
        return None
    per, reserved, fats, roots = struct.unpack_from('<BHBH', img, 13)
    fat_sectors = struct.unpack_from('<H', img, 22)[0]
    fat = img[reserved * SECTOR:(reserved + fat_sectors) * SECTOR]
    root_at = (reserved + fats * fat_sectors) * SECTOR
    data_at = root_at + roots * 32
    cluster = per * SECTOR

    def clusters(e):
        c, seen = struct.unpack_from('<H', e, 26)[0], 0
        while 2 <= c < 0xFF8 and seen < len(img) // cluster:
            yield data_at + (c - 2) * cluster
            pair = fat[c * 3 // 2] | fat[c * 3 // 2 + 1] << 8
            c = pair >> 4 if c & 1 else pair & 0xFFF
            seen += 1

    offsets = range(root_at, data_at, 32)
    found = None
    for part in path.lower().split('/'):
        if found is not None:       # the folder the last part named
            if not found[1][11] & _DIR:
                return None
            offsets = [at + i for at in clusters(found[1]) for i in range(0, cluster, 32)]
        found = None
        long_name = ''
        for at in offsets:
            e = img[at:at + 32]
            if e[0] == 0:
                break
            if e[0] == 0xE5:
                long_name = ''
                continue
            if e[11] == 0x0F:
                units = e[1:11] + e[14:26] + e[28:32]
                text = units.decode('utf-16-le', 'replace').split('\0')[0].replace('\uffff', '')
                long_name = text + long_name if not e[0] & 0x40 else text
                continue
            short = e[0:8].decode('ascii', 'replace').rstrip()
            ext = e[8:11].decode('ascii', 'replace').rstrip()
            names = {long_name.lower(), (short + ('.' + ext if ext else '')).lower()}
            long_name = ''
            if part in names and not e[11] & 0x08:
                found = (at, e)
                break
        if found is None:
            return None
    return found[0], found[1], list(clusters(found[1])), cluster
