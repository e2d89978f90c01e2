# The reading half of the save code (load, load_settings, save_settings; s: ui.main.Drive),
# so an autosave loads only the writer, ui.drive.saves, whose checks and writing this uses.
# engine.save_read is imported only when a slot holds a file.
from engine import SaveError
from ui.drive.saves import SLOTS, SETTINGS, OLD, LARGEST, HEAD, errno_of, sums, seal, _read, _write

HAND = 'game-settings.txt'
# The longest settings record is 131 bytes (every setting at its longest, a 10-digit seq and
# its check): a settings slot is read no further than this, in place of the 4 KB a hand-made
# file or a game's record may take (a slot saved mid-game must not need a 4 KB block).
_SETTINGS_LARGEST = 512
ANOTHER = 'saved by another version'     # docs/saves.md


def _slots(s, names, parse, most=LARGEST):
    """(value, seq, slot) of the newest slot that parse(data) accepts, or (None, -1, 1) when
    none does; each file present but refused goes to s.damaged as (file, why). A slot still
    as ui/drive/slots.py made it (zeros) holds nothing. most: the longest record read."""
    best = (None, -1, 1)
    for i in range(2):
        name = names[i]
        try:
            data = _read(s, name, most)
        except OSError as e:
            s.damaged.append((name, 'unreadable (error %d)' % errno_of(e)))
            continue
        if data is None or not data and parse is _settings or data[:HEAD] == bytes(HEAD):
            continue        # (an earlier version's start-up made an empty settings file)
        try:
            value, seq = parse(data)
        except SaveError as e:
            s.damaged.append((name, e.args[0] if e.args else 'damaged'))
            continue
        except MemoryError:
            raise
        except Exception as e:      # a bad file never stops the game
            s.damaged.append((name, 'damaged (%s)' % e))
            continue
        if seq > best[1]:
            best = (value, seq, i)
    return best


def _game(data):
    """((game, seats), seq) of a slot's record; (None, seq) for a record of no game (a game
    that ended). Format 1 is the whole file; 2 and 3 say its length (checks: ui.drive.saves.seal)."""
    n = len(data)
    if n < 12:
        raise SaveError('save is truncated' if data else 'save is empty')
    if data[0] != 80 or data[1] != 83:
        # before the slot format: 6 bytes, then 'PTG'
        raise SaveError(ANOTHER if b'PTG' in data[:12] else 'not a saved game')
    head = 8
    fmt = data[2]
    if fmt == 2 or fmt == 3:
        head = HEAD
        n = data[8] | data[9] << 8
        if n > len(data) or n < HEAD + 4:
            raise SaveError('save is truncated')
    elif fmt != 1:
        raise SaveError(ANOTHER)
    t = seal((data[:n - 4],), fmt)
    if t is None:       # a CRC-32 this board cannot compute
        raise SaveError(ANOTHER)
    if t != data[n - 4:n]:
        raise SaveError('save is damaged (check)')
    seq = data[3] | data[4] << 8 | data[5] << 16 | (data[6] & 0x3F) << 24
    k = data[7]
    if head + k + 4 == n:
        return None, seq
    from engine.save_read import from_bytes
    g = from_bytes(data[head + k:n - 4])
    seats = _seats(bytes(data[head:head + k]).decode(), g.n) if k else None
    return (g, seats), seq


def _seats(text, n):
    """(edition id, cpu bytes, tokens, ms left or 0, levels: (level, personality) a seat,
    a linked game's table or None) from a seats line, or SaveError. A line without 'lv='
    gives Normal, plain CPUs."""
    parts = text.split(' ')
    levels = [(1, 0)] * n
    if parts[-1][:3] == 'lv=':
        levels = [divmod(ord(c) - 97, 4) for c in parts.pop()[3:]]
    ln = None
    if ':' in parts[-1]:        # a linked game's table: hex, in three fields
        ln = parts.pop()
        try:
            for c in ln.replace(':', ''):
                int(c, 16)
        except ValueError:
            ln = ''
        if [len(t) for t in ln.split(':')] != [20, 4 * n, 4 * n]:
            raise SaveError('save has bad seats')
    try:
        ed, kinds, toks = parts[0], parts[1], [int(t) for t in parts[2].split(',')]
        left = int(parts[3]) if len(parts) == 4 else 0
    except (ValueError, IndexError):
        raise SaveError('save has bad seats')
    if (len(parts) > 4 or _value(ed, 0, None) is None or len(kinds) != n or len(toks) != n
            or len(parts) == 4 and not 1 <= left <= 7200 or len(levels) != n):
        raise SaveError('save has bad seats')
    for i in range(n):
        if (kinds[i] not in 'cp' or not 0 <= toks[i] < 6 or toks[i] in toks[:i]
                or not (0 <= levels[i][0] < 3 and 0 <= levels[i][1] < 4)):
            raise SaveError('save has bad seats')
    return ed, bytearray(1 if k == 'c' else 0 for k in kinds), toks, left * 1000, levels, ln


def load(s):
    """The newest trustworthy saved game, or None (s.seats its seats). Never raises."""
    s.damaged = []
    got, seq, slot = _slots(s, SLOTS, _game)
    if seq < 0:     # the new slots hold nothing yet: the previous version's, if any
        got, seq, slot = _slots(s, OLD[:2], _game)
    if seq >= 0:
        s.seq = seq
        s.slot = slot
    s.seats = got[1] if got else None
    if s.damaged:
        old = all(d[1].startswith(ANOTHER) for d in s.damaged)
        s.problem = 'ignored a game ' + ANOTHER if old else 'ignored a damaged save'
    return got[0] if got else None


def _settings(data):
    # The record's end is found in the bytes and only the record is decoded: what follows it
    # is never read (docs/saves.md), and after a power cut mid-sector it is erased flash
    # (0xFF), which is no UTF-8.
    cut = data.find(b' check=')     # the first: what follows is older bytes
    end = data.find(b'\n', cut)
    if cut < 0 or end < 0:
        raise SaveError('settings cut short')
    crc, h = sums((data[:cut],))
    if bytes(data[cut + 7:end]) != ('%d.%d' % (crc, h)).encode():
        raise SaveError('settings damaged (check)')
    lines = bytes(data[:cut]).decode().split('\n')
    if not lines[-1].startswith('seq='):
        raise SaveError('settings damaged')
    return lines[:-1], int(lines[-1][4:])


def load_settings(s):
    """A dict of every setting: the newest good settings slot's, defaults for anything
    missing or malformed. A damaged slot is reported (s.problem) and the other one used."""
    from ui.drive.settings_spec import SETTINGS_SPEC
    out = {}
    for spec in SETTINGS_SPEC:
        out[spec[0]] = spec[1]
    before = len(s.damaged)
    lines, seq, s.set_slot = _slots(s, SETTINGS, _settings, _SETTINGS_LARGEST)
    if seq < 0:
        lines, seq, s.set_slot = _slots(s, OLD[2:], _settings)
    s.set_seq = max(0, seq)
    if len(s.damaged) > before:
        s.problem = 'settings damaged: ' + ('older ones used' if lines else 'defaults used')
    if lines is None:
        lines = _by_hand(s)
    for line in lines:
        parts = line.split('=', 1)
        if len(parts) != 2:
            continue
        for name, _default, low, high in SETTINGS_SPEC:
            if name == parts[0].strip():
                v = _value(parts[1].strip(), low, high)
                if v is not None:
                    out[name] = v
    return out


def _by_hand(s):
    """The lines of game-settings.txt: written by hand (each line checked on its own) or by
    an earlier version. Read only while no settings slot holds good settings."""
    try:
        data = _read(s, HAND)
        return data.decode().split('\n') if data and len(data) <= LARGEST else ()
    except MemoryError:
        raise
    except Exception:
        return ()


def save_settings(s, values):
    """Write the settings (only known names) over the older settings slot; False when the
    drive refused."""
    from ui.drive.settings_spec import SETTINGS_SPEC
    if not s.set_seq:
        load_settings(s)        # the newest slot on the drive must stay older than this one
    seq = s.set_seq + 1
    lines = []
    for name, default, low, high in SETTINGS_SPEC:
        v = values.get(name, default)
        if type(v) is bytearray:    # the seats as a session keeps them (ui.drive.settings)
            v = bytes(v).rstrip(b'\x00').decode()
        if _value(str(v), low, high) is None:
            v = default
        lines.append('%s=%s\n' % (name, v))
    lines.append('seq=%d' % seq)
    body = ''.join(lines).encode()
    crc, h = sums((body,))
    i = 1 - s.set_slot
    if not _write(s, SETTINGS[i], (body, (' check=%d.%d\n' % (crc, h)).encode())):
        return False
    s.set_seq = seq
    s.set_slot = i
    return True


def _value(text, low, high):
    if high is None:
        # An edition id: letters, digits and '_', not starting with '_' ('__init__' is the
        # package itself); ui.drive.settings then checks that the edition loads.
        if 0 < len(text) <= 24 and text[0] != '_' and all(
                c.isalpha() or c.isdigit() or c == '_' for c in text):
            return text
        return None
    try:
        v = int(text)
    except ValueError:
        return None
    return v if low <= v <= high else None
