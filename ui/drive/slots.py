# The save slots' files on the drive, made once: at start-up (check) or, failing that, by the
# first save that finds its slot missing. Saves then write them in place and never make, grow
# or remove a file, so they never rewrite the drive's boot sector, FAT or root folder: the
# flash erases 4 KB at a time, and a power cut between an erase and its rewrite loses what
# the 4 KB held (docs/saves.md). In the order made, which on a drive with free space after its
# files is the order on the flash: a 4 KB pad, then each slot's folder and its 8 KB file, the
# record at the file's start. A slot's save rewrites only its folder (the file's size and
# time) and its record; 4 KB of pad or unused file lie between those and anything else (the
# folder holding them, another slot, other files), so no 4 KB the save erases holds more.
import os
from micropython import const
from ui.drive.saves import SLOTS, SETTINGS, EEXIST, errno_of, refused

_PAD = const(4096)      # the flash's erase sector
_SIZE = const(8192)     # a slot file: its record (at most 4 KB, ui.drive.saves.LARGEST), then 4 KB more


def check(s):
    """At start: may the game write the drive? Makes the slots where they are not (yet) all
    there; writes nothing otherwise. Returns enabled."""
    last = s.root + SETTINGS[1]
    try:
        if os.stat(last)[6] < _SIZE:
            raise OSError(2)
    except OSError:
        try:
            setup(s)
        except OSError as e:
            return refused(s, e)
    try:
        with open(last, 'r+b'):     # read-only: refused (the USB host has the drive)
            pass
    except OSError as e:
        refused(s, e)
    return s.enabled


def setup(s):
    """Make what is missing of the layout, in order: each folder (one there already: EEXIST,
    17), each file, of zeros; a file cut short (a power cut while it was made) is lengthened,
    keeping its bytes. OSError when the drive refuses."""
    zero = bytes(512)
    for name in ('saves/pad',) + SLOTS + SETTINGS:
        try:
            os.mkdir(s.root + name[:name.rfind('/')])
        except OSError as e:
            if errno_of(e) != EEXIST:
                raise
        try:
            have = os.stat(s.root + name)[6]
        except OSError:
            have = 0
        size = _SIZE if name in SLOTS + SETTINGS else _PAD
        if have < size:
            with open(s.root + name, 'ab') as f:
                while have < size:
                    f.write(zero[:size - have])
                    have += 512
