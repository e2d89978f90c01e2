# The game's files on the drive, as every part of the save code names them: the save slots'
# and the settings' paths, the record's limits, the settings' spec, and what the drive's
# refusals mean. Its own module, below the writer (ui.saves), the reader (ui.saves_read) and
# the slots' maker (ui.slots), so that none of them imports another to learn a file's name:
# the writer asks the maker to make a missing slot and the reader uses the writer's checks,
# and those edges go one way only. The settings screen reads the spec from here without the
# writer's code.

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

# name, default, lowest, highest (highest None: a name like an edition id)
SETTINGS_SPEC = (('brightness', 8, 1, 10), ('cpu_speed', 2, 0, 3), ('sound', 0, 0, 1),
                 ('edition', 'classic', 0, None), ('seats', '', 0, None))     # seats: ui.setup


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
