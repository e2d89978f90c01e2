# The reading half of ui.saves: Saves.check, load, load_settings and save_settings run these
# (s: the Saves), so the autosave at the end of every turn loads only ui.saves, the writing
# half. ui.main.Drive imports this module for those calls and unloads it after them.
# engine.save_read is imported only when a slot holds a file to read.
from engine.errors import SaveError
from ui.saves import SLOTS, SETTINGS, SETTINGS_SPEC, _LARGEST, _HEAD, _errno, _check, _sync


def check(s):
    """At start: may the game write the drive? (Appends nothing.) Returns enabled."""
    try:
        with open(s.root + SETTINGS, 'ab'):
            pass
    except OSError as e:
        s._fail(e)
    return s.enabled


def load(s):
    """The newest trustworthy saved game, or None. Never raises for a bad file."""
    best = None
    s.damaged = []
    for i in range(2):
        name = SLOTS[i]
        try:
            data = s._read(name)
        except OSError as e:
            s.damaged.append((name, 'unreadable (error %d)' % _errno(e)))
            continue
        if data is None:
            continue
        try:
            if len(data) > _LARGEST:
                raise SaveError('not a saved game')
            if len(data) < _HEAD:
                raise SaveError('save is truncated' if data else 'save is empty')
            if data[4] | (data[5] << 8) != _check(data, _HEAD):
                raise SaveError('save is damaged (check)')
            from engine.save_read import from_bytes
            g = from_bytes(data[_HEAD:], False)
        except SaveError as e:
            s.damaged.append((name, e.args[0] if e.args else 'damaged'))
            continue
        except MemoryError:
            raise
        except Exception as e:      # a bad file never stops the game
            s.damaged.append((name, 'damaged (%s)' % e))
            continue
        seq = data[0] | (data[1] << 8) | (data[2] << 16) | ((data[3] & 0x3F) << 24)
        if best is None or seq > s.seq:
            best = g
            s.seq = seq
            s.slot = i
    if s.damaged:
        s.problem = 'ignored a damaged save'
    return best


def load_settings(s):
    """A dict of every setting; defaults for anything missing, unknown or malformed."""
    out = {}
    for name, default, low, high in SETTINGS_SPEC:
        out[name] = default
    try:
        data = s._read(SETTINGS)
    except OSError:
        data = None
    if not data or len(data) > _LARGEST:
        return out
    try:
        text = data.decode()
    except Exception:
        return out
    for line in text.split('\n'):
        parts = line.split('=', 1)
        if len(parts) != 2:
            continue
        key = parts[0].strip()
        value = parts[1].strip()
        for name, default, low, high in SETTINGS_SPEC:
            if name == key:
                v = _value(value, low, high)
                if v is not None:
                    out[name] = v
    return out


def save_settings(s, values):
    """Write the settings (only known names); False when the drive refused."""
    if not s.enabled:
        return False
    lines = []
    for name, default, low, high in SETTINGS_SPEC:
        v = values.get(name, default)
        if _value(str(v), low, high) is None:
            v = default
        lines.append('%s=%s\n' % (name, v))
    try:
        with open(s.root + SETTINGS, 'w') as f:
            f.write(''.join(lines))
        _sync()
    except OSError as e:
        return s._fail(e)
    return True


def _value(text, low, high):
    if high is None:
        if 0 < len(text) <= 24 and all(c.isalpha() or c.isdigit() or c == '_' for c in text):
            return text
        return None
    try:
        v = int(text)
    except ValueError:
        return None
    return v if low <= v <= high else None
