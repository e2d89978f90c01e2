"""ui/drive/saves.py: two alternating slots under damage (every truncation point, flipped bytes,
wrong version, empty and foreign files, both slots bad, power cut mid-write), resume giving
exactly the saved game, read-only and full drives, settings; and the same module under the
MicroPython unix port."""
import builtins
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import autoplay  # noqa: E402
from engine.autoplay import AutoPlayer  # noqa: E402
from engine.codes import OVER  # noqa: E402
from engine.save import to_bytes  # noqa: E402
from engine.save_read import from_bytes  # noqa: E402
from ui.drive import saves as F  # noqa: E402
from ui.drive.settings_spec import SETTINGS_SPEC  # noqa: E402
from ui.drive import saves as S  # noqa: E402
from ui.main import Drive  # noqa: E402
from ui.drive import saves_read as SR  # noqa: E402

MICROPYTHON = os.path.join(ROOT, '.venv', 'bin', 'micropython')


def played(seed=5, steps=200, n=4):
    return autoplay.played(n, seed, steps)


@pytest.fixture
def two_saves(tmp_path):
    """A folder with two good saves: returns (saves, older game bytes, newer game bytes)."""
    s = Drive(str(tmp_path))
    g1 = played(steps=100)
    assert s.save(g1)
    g2 = played(steps=300)
    assert s.save(g2)
    return s, to_bytes(g1), to_bytes(g2)


def slot_path(s, i):
    return s.root + F.SLOTS[i]


def record(path):
    """A slot's record: the first bytes of its file, as many as its header says (the file
    keeps its fixed size; what follows the record is never read)."""
    data = open(path, 'rb').read()
    return data[:data[8] | data[9] << 8]


def fresh_load(s):
    t = Drive(s.root)
    g = t.load()
    return t, (None if g is None else to_bytes(g))


# -- resume ------------------------------------------------------------------------------

def test_resume_gives_exactly_the_saved_game(tmp_path):
    g = played(seed=9, steps=250)
    s = Drive(str(tmp_path))
    assert s.save(g) and s.problem is None
    t, data = fresh_load(s)
    assert data == to_bytes(g)
    assert t.damaged == [] and t.enabled


def test_resumed_game_plays_on_identically(tmp_path):
    g = played(seed=11, steps=150)
    s = Drive(str(tmp_path))
    assert s.save(g)
    h = Drive(str(tmp_path)).load()
    a, b = AutoPlayer(3), AutoPlayer(3)
    for _ in range(400):
        if g.pending == OVER:
            break
        a.step(g)
        b.step(h)
    assert to_bytes(g) == to_bytes(h)


def test_slots_alternate_and_newest_wins(tmp_path):
    s = Drive(str(tmp_path))
    games = [played(steps=k) for k in (50, 100, 150, 200)]
    used = []
    for g in games:
        assert s.save(g)
        used.append(s.slot)
        assert fresh_load(s)[1] == to_bytes(g)
    assert used == [0, 1, 0, 1]
    # A session that resumed continues the sequence: its next save overwrites the older slot.
    t = Drive(str(tmp_path))
    t.load()
    g = played(steps=250)
    assert t.save(g) and t.slot == 0
    assert fresh_load(t)[1] == to_bytes(g)


def test_no_save_at_all(tmp_path):
    s = Drive(str(tmp_path))
    assert s.load() is None and s.damaged == [] and s.problem is None


def test_clear_removes_both(two_saves):
    s, old, new = two_saves
    assert s.clear()
    assert fresh_load(s)[1] is None
    assert s.clear()            # nothing left to remove is fine


# -- damage ------------------------------------------------------------------------------

def test_every_truncation_of_newest_falls_back_to_older(two_saves):
    s, old, new = two_saves
    path = slot_path(s, s.slot)
    whole = record(path)
    for cut in range(len(whole)):
        with open(path, 'wb') as f:
            f.write(whole[:cut])
        t, data = fresh_load(s)
        assert data == old, cut
        assert [d[0] for d in t.damaged] == [F.SLOTS[s.slot]], cut
        assert t.problem


@pytest.mark.parametrize('mask', [0x01, 0x55, 0x80, 0xFF])
def test_every_flipped_byte_is_caught(two_saves, mask):
    s, old, new = two_saves
    path = slot_path(s, s.slot)
    whole = record(path)
    for at in range(len(whole)):             # the sequence number (3-6) included
        b = bytearray(whole)
        b[at] ^= mask
        with open(path, 'wb') as f:
            f.write(b)
        t, data = fresh_load(s)
        assert data == old, (at, mask)
        assert len(t.damaged) == 1


def test_a_flipped_sequence_number_is_damage_never_a_newer_save(two_saves):
    """The sequence number is inside what the checks cover: changed, the slot is refused
    and the older game comes back (it used to load, and could outrank the newer slot)."""
    s, old, new = two_saves
    for slot, want in ((s.slot, old), (1 - s.slot, new)):
        path = slot_path(s, slot)
        whole = record(path)
        for at in range(3, 7):
            for mask in (0x01, 0x3F, 0xFF):
                b = bytearray(whole)
                b[at] ^= mask
                open(path, 'wb').write(b)
                t, data = fresh_load(s)
                assert data == want and [d[0] for d in t.damaged] == [F.SLOTS[slot]]
        open(path, 'wb').write(whole)


def test_a_heap_too_full_to_read_the_newest_save_is_no_damage(two_saves, monkeypatch):
    """A MemoryError while a save is rebuilt is the heap's, not the file's: it reaches the
    caller (the board's out-of-memory screen), the slot is not called damaged, and once the
    heap has room the newest game resumes."""
    s, _, newest = two_saves
    import engine.check

    def full(*a, **k):
        raise MemoryError('memory allocation failed')
    monkeypatch.setattr(engine.check, 'invariants', full)
    with pytest.raises(MemoryError):
        from_bytes(newest)
    t = Drive(s.root)
    with pytest.raises(MemoryError):
        t.load()
    assert t.damaged == []
    monkeypatch.undo()
    assert fresh_load(s)[1] == newest


def test_wrong_version_is_reported(two_saves):
    s, old, new = two_saves
    path = slot_path(s, s.slot)
    whole = record(path)
    for at in (2, F.HEAD + whole[7] + 3):    # the slot's format, the engine save's version
        b = bytearray(whole)
        b[at] = 99
        b[-4:] = S.seal((b[:-4],))    # the check made right, so the version test speaks
        open(path, 'wb').write(b)
        t, data = fresh_load(s)
        assert data == old
        assert 'version' in t.damaged[0][1]


def test_a_record_ends_in_a_crc32_written_as_whole_blocks(two_saves):
    """Format 3: the record's last 4 bytes are the CRC-32 of all before them, and the write
    that put it there covered whole 512-byte blocks (zeros after the record), which is what
    lets CircuitPython erase the slot's flash once a save (docs/saves.md)."""
    import binascii
    s, _, _ = two_saves
    path = slot_path(s, 1 - s.slot)     # the next save's slot, its bytes all 0xFF
    with open(path, 'r+b') as f:
        f.write(b'\xff' * 8192)
    assert s.save(played(steps=400))
    whole = open(path, 'rb').read()
    rec = record(path)
    assert rec[2] == F.FORMAT == 3 and len(whole) == 8192
    assert int.from_bytes(rec[-4:], 'little') == binascii.crc32(rec[:-4])
    assert whole[len(rec):] == bytes(512 - len(rec)) + b'\xff' * (8192 - 512)


def test_a_format_2_slot_resumes_and_the_next_save_is_format_3(tmp_path):
    # The version before CRC-32 wrote format 2 (CRC-16 and hash) into the same slots.
    g1, g2 = played(steps=100), played(steps=200)
    s = Drive(str(tmp_path))
    assert s.save(g1)
    path = slot_path(s, s.slot)
    rec = bytearray(record(path))
    rec[2] = 2
    rec[-4:] = S.seal((rec[:-4],), 2)
    with open(path, 'r+b') as f:
        f.write(rec)
    t, data = fresh_load(s)
    assert data == to_bytes(g1) and t.damaged == []
    assert t.save(g2)
    assert record(slot_path(t, t.slot))[2] == 3 and fresh_load(t)[1] == to_bytes(g2)


def test_a_board_without_crc32_writes_format_2_and_refuses_format_3(tmp_path, monkeypatch):
    """binascii.crc32 missing (a CircuitPython build without it): saves are format 2, and a
    format-3 slot, which it cannot check, is another version's; the other slot resumes."""
    import binascii
    g1, g2, g3 = played(steps=100), played(steps=200), played(steps=300)
    s = Drive(str(tmp_path))
    monkeypatch.setattr(S, 'crc32', None)
    assert s.save(g1) and record(slot_path(s, s.slot))[2] == 2
    monkeypatch.setattr(S, 'crc32', binascii.crc32)
    assert s.save(g2) and record(slot_path(s, s.slot))[2] == 3
    monkeypatch.setattr(S, 'crc32', None)
    t, data = fresh_load(s)
    assert data == to_bytes(g1) and t.damaged == [(F.SLOTS[s.slot], SR.ANOTHER)]
    assert t.save(g3)
    assert record(slot_path(t, t.slot))[2] == 2 and fresh_load(t)[1] == to_bytes(g3)


def old_firmware_slot(g, seq):
    """A slot as the firmware before this format wrote it (ui/drive/saves.py before commit
    c7463b8): the sequence number (4 LE), a 16-bit hash of the rest (2 LE), then the
    engine's save ('PTG'...)."""
    data = to_bytes(g)
    h = 0
    for b in data:
        h = (h * 31 + b) & 0xFFFF
    return bytes((seq & 0xFF, seq >> 8 & 0xFF, seq >> 16 & 0xFF, seq >> 24,
                  h & 0xFF, h >> 8)) + bytes(data)


def test_previous_firmware_save_is_said_as_another_version(tmp_path):
    """docs/saves.md promises "saved by another version" for a save of an earlier format,
    not "ignored a damaged save" / "not a saved game"; and the title says it."""
    for i in range(2):
        open(str(tmp_path / F.OLD[i]), 'wb').write(old_firmware_slot(played(steps=100 + i), 7 + i))
    t = Drive(str(tmp_path))
    assert t.load() is None
    assert [d[1] for d in t.damaged] == [SR.ANOTHER] * 2
    assert t.problem == 'ignored a game saved by another version'
    from host.driver import Driver
    from ui.main import main
    d = Driver('pybadge', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    assert 'ignored a game saved by another version' in ' '.join(d.app.top().lines)
    # A damaged slot beside it is still said as damage.
    open(str(tmp_path / F.OLD[0]), 'wb').write(b'hello, world\n' * 3)
    t = Drive(str(tmp_path))
    assert t.load() is None and t.problem == 'ignored a damaged save'


@pytest.mark.parametrize('content', [b'', b'\0', b'PTG', b'hello, world\n' * 3,
                                     b'\xff' * 400, b'x' * 10000])
def test_empty_or_foreign_newest(two_saves, content):
    s, old, new = two_saves
    open(slot_path(s, s.slot), 'wb').write(content)
    t, data = fresh_load(s)
    assert data == old and len(t.damaged) == 1


def test_both_slots_damaged(two_saves):
    s, old, new = two_saves
    open(slot_path(s, 0), 'wb').write(b'')
    whole = record(slot_path(s, 1))
    open(slot_path(s, 1), 'wb').write(whole[:len(whole) // 2])
    t, data = fresh_load(s)
    assert data is None
    assert sorted(d[0] for d in t.damaged) == sorted(F.SLOTS)
    assert t.problem
    # and the game still saves afterwards, into a clean slot
    g = played(steps=120)
    assert t.save(g)
    assert fresh_load(t)[1] == to_bytes(g)


def test_slot_that_is_a_folder(two_saves):
    s, old, new = two_saves
    os.remove(slot_path(s, s.slot))
    os.mkdir(slot_path(s, s.slot))
    t, data = fresh_load(s)
    assert data == old and len(t.damaged) == 1


def test_power_cut_mid_write_keeps_previous_save(two_saves):
    """The third save goes over the older slot; cut it short at every byte."""
    s, old, new = two_saves
    target = slot_path(s, 1 - s.slot)
    g3 = played(steps=350)
    probe = Drive(s.root)
    probe.load()
    assert probe.save(g3)
    whole = record(target)
    for cut in range(len(whole)):
        open(target, 'wb').write(whole[:cut])
        t, data = fresh_load(s)
        assert data == new, cut


@pytest.mark.parametrize('damage', ('flip', 'cut', 'erased'))
def test_verify_failure_is_reported_not_trusted(tmp_path, monkeypatch, damage):
    s = Drive(str(tmp_path))
    assert s.save(played(steps=60))
    slot = s.slot
    target = tmp_path / F.SLOTS[1 - slot]

    def garble():       # the drive changes the record between the write and the read-back
        data = record(target)
        data = {'flip': data[:-1] + bytes((data[-1] ^ 1,)), 'cut': data[:-1],
                'erased': b'\xff' * len(data)}[damage]
        target.write_bytes(data)
    monkeypatch.setattr(S, '_sync', garble)
    assert not s.save(played(steps=90))
    assert 'verify' in s.problem and s.slot == slot and s.enabled


# -- drives the game may not write -----------------------------------------------------------

def refusing_open(code, after=None):
    """open() that raises OSError(code) for writes; with after=n, the write first puts n
    bytes in the file (a drive that fills up mid-write)."""
    real = builtins.open

    class Full:
        def __init__(self, f):
            self.f = f
            self.left = after

        def write(self, data):
            if len(data) > self.left:
                self.f.write(data[:self.left])
                self.left = 0
                raise OSError(code, 'refused')
            self.left -= len(data)
            return self.f.write(data)

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.f.close()

    def fake(path, mode='r', *a, **k):
        if any(c in mode for c in 'wax+'):
            if after is None:
                raise OSError(code, 'refused')
            return Full(real(path, mode, *a, **k))
        return real(path, mode, *a, **k)
    return fake


def drive_open(monkeypatch, fake):
    """fake as the open() of the save code (ui.drive.saves writes the game, ui.drive.saves_read reads the
    game and reads and writes the settings, ui.drive.slots checks the drive and makes the slots)."""
    from ui.drive import slots
    for m in (S, SR, slots):
        monkeypatch.setattr(m, 'open', fake, raising=False)


def test_read_only_drive_turns_saving_off(two_saves, monkeypatch):
    s, old, new = two_saves
    drive_open(monkeypatch, refusing_open(30))
    t = Drive(s.root)
    assert not t.check()
    assert t.status() == 'off: drive is read-only'
    assert to_bytes(t.load()) == new        # resuming still works
    assert not t.save(played(steps=20))
    assert not t.save_settings({'sound': 1})
    assert t.status().startswith('off')


def test_read_only_found_on_first_save(tmp_path, monkeypatch):
    drive_open(monkeypatch, refusing_open(30))
    s = Drive(str(tmp_path))
    assert s.load() is None
    assert not s.save(played(steps=20))
    assert not s.enabled and s.problem == 'drive is read-only'
    # Saving is off, but each save tries again (the flow says so at every turn's end), and
    # works as soon as the drive takes it.
    assert not s.save(played(steps=20)) and s.problem == 'drive is read-only'
    monkeypatch.undo()
    assert s.save(played(steps=20)) and s.enabled and s.problem is None


@pytest.mark.parametrize('after', [0, 3, 6, 100])
def test_drive_full_mid_write_keeps_previous_save(two_saves, monkeypatch, after):
    s, old, new = two_saves
    drive_open(monkeypatch, refusing_open(28, after))
    assert not s.save(played(steps=400))
    assert s.status() == 'off: drive is full'
    monkeypatch.undo()
    assert fresh_load(s)[1] == new


def test_other_write_error_is_reported_and_saving_stays_on(two_saves, monkeypatch):
    s, old, new = two_saves
    drive_open(monkeypatch, refusing_open(5))
    assert not s.save(played(steps=30))
    assert s.enabled and 'error 5' in s.problem
    monkeypatch.undo()
    g = played(steps=40)
    assert s.save(g) and fresh_load(s)[1] == to_bytes(g)


def _reads(monkeypatch):
    """The sizes the save code asks read() for, file by file: [(name, n)]."""
    asked = []
    real = builtins.open

    class Counted:
        def __init__(self, f, name):
            self.f, self.name = f, name

        def read(self, n=-1):
            asked.append((self.name, n))
            return self.f.read(n)

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.f.close()

        def __getattr__(self, name):
            return getattr(self.f, name)

    def counted(name, mode='r', *a, **k):
        f = real(name, mode, *a, **k)
        return Counted(f, os.path.basename(os.path.dirname(name))) if 'r' == mode[0] else f
    monkeypatch.setattr(builtins, 'open', counted)
    return asked


def test_a_game_slot_is_read_no_further_than_its_record(two_saves, monkeypatch):
    # A slot file is 8 KB and its record a few hundred bytes: a read of the whole 4 KB the
    # record may take needs a block of that size, which a long game's heap may not have.
    s = two_saves[0]
    sizes = [len(record(slot_path(s, i))) for i in (0, 1)]
    asked = _reads(monkeypatch)
    assert Drive(s.root).load() is not None
    per = {}
    for name, n in asked:
        per[name] = per.get(name, 0) + n
    assert all(n > 0 for _, n in asked)       # no read to the end of the file
    assert per == {'game-a': sizes[0], 'game-b': sizes[1]}, (per, sizes)


def test_a_slot_whose_head_says_a_record_too_long_is_refused_unread(two_saves, monkeypatch):
    s = two_saves[0]
    with open(slot_path(s, 1), 'r+b') as f:
        f.seek(8)
        f.write(bytes((0xFF, 0x7F)))        # 32 KB: longer than any record of ours
    asked = _reads(monkeypatch)
    t, got = fresh_load(s)
    assert got == two_saves[1] and ('game-b', 'save is truncated') in [
        (os.path.basename(os.path.dirname(f)), w) for f, w in t.damaged]
    assert max(n for name, n in asked if name == 'game-b') == F.HEAD


# -- settings ------------------------------------------------------------------------------

DEFAULTS = {name: d for name, d, lo, hi in SETTINGS_SPEC}


def test_settings_default_when_missing(tmp_path):
    assert Drive(str(tmp_path)).load_settings() == DEFAULTS


def test_settings_round_trip(tmp_path):
    s = Drive(str(tmp_path))
    want = {'brightness': 3, 'cpu_speed': 0, 'sound': 1, 'edition': 'smurfs',
            'seats': '3000011232'}
    assert s.save_settings(want)
    assert Drive(str(tmp_path)).load_settings() == want


def test_the_longest_settings_fit_the_part_of_a_slot_that_is_read(tmp_path, monkeypatch):
    s = Drive(str(tmp_path))
    want = {'brightness': 10, 'cpu_speed': 3, 'sound': 1, 'edition': 'e' * 24, 'seats': '9' * 24}
    s.set_seq = 10 ** 9 - 1       # the next is 1,000,000,000: a 10-digit sequence number
    assert s.save_settings(want)
    data = open(str(tmp_path) + '/' + F.SETTINGS[s.set_slot], 'rb').read()
    assert data.index(b'\n', data.index(b' check=')) + 1 <= SR._SETTINGS_LARGEST
    asked = _reads(monkeypatch)
    t = Drive(str(tmp_path))
    assert t.load_settings() == want and not t.damaged
    assert sum(n for name, n in asked if name == 'set-a') <= SR._SETTINGS_LARGEST + 1


@pytest.mark.parametrize('tail', [b'\xff' * 3584, b'\xff\xfe\x80 check=1.2\n', b'\x00' * 100])
def test_settings_survive_what_follows_the_record(tmp_path, tail):
    # A power cut while the slot's sector is programmed leaves erased flash (0xFF) after the
    # record: the record is still read (only it is decoded), at the next start too.
    s = Drive(str(tmp_path))
    want = dict(DEFAULTS, sound=1, seats='3000011232')
    assert s.save_settings(want)
    with open(str(tmp_path) + '/' + F.SETTINGS[s.set_slot], 'r+b') as f:
        data = f.read()
        f.seek(data.index(b'\n', data.index(b' check=')) + 1)
        f.write(tail)       # the bytes after the record, inside the slot's sector
    t = Drive(str(tmp_path))
    assert t.load_settings() == want and not t.damaged and not t.problem, t.damaged
    assert t.save_settings(dict(want, sound=0))
    assert Drive(str(tmp_path)).load_settings() == dict(want, sound=0)


@pytest.mark.parametrize('text', [
    b'', b'\xff\xfe\x00garbage', b'brightness', b'brightness=', b'brightness=eleven',
    b'brightness=99\nsound=-1\ncpu_speed=2.5\nedition=../../boot', b'=\n==\n',
    b'edition=' + b'a' * 40, b'x' * 5000])
def test_settings_malformed_give_defaults(tmp_path, text):
    (tmp_path / SR.HAND).write_bytes(text)
    assert Drive(str(tmp_path)).load_settings() == DEFAULTS


def test_settings_keep_good_lines_among_bad(tmp_path):
    (tmp_path / SR.HAND).write_bytes(b'sound = 1\r\nbrightness=42\nfoo=bar\nedition=nintendo\n')
    got = Drive(str(tmp_path)).load_settings()
    assert got == dict(DEFAULTS, sound=1, edition='nintendo')


def test_settings_bad_values_are_not_written(tmp_path):
    s = Drive(str(tmp_path))
    assert s.save_settings({'brightness': 0, 'edition': 'a b', 'extra': 1})
    assert Drive(str(tmp_path)).load_settings() == DEFAULTS


def test_check_on_writable_drive_keeps_settings(tmp_path):
    s = Drive(str(tmp_path))
    assert s.save_settings({'sound': 1})
    assert s.check() and s.status() == 'on'
    assert s.load_settings()['sound'] == 1


# -- the same module on the MicroPython unix port ----------------------------------------------

MP_SCRIPT = r'''
import sys
sys.path.insert(0, ROOT)
from engine.game import Game
from engine.autoplay import AutoPlayer
from engine.save import to_bytes
from ui.drive.saves import SLOTS
from ui.main import Drive
g = Game(3, seed=4)
bot = AutoPlayer(4)
for _ in range(200):
    bot.step(g)
s = Drive(DIR)
assert s.check()
assert s.save(g)
for _ in range(50):
    bot.step(g)
assert s.save(g)
t = Drive(DIR)
assert to_bytes(t.load()) == to_bytes(g)
f = open(DIR + '/' + SLOTS[t.slot], 'wb')
f.write(b'PTG')
f.close()
t = Drive(DIR)
h = t.load()
assert h is not None and len(t.damaged) == 1
assert t.save_settings({'sound': 1, 'brightness': 4})
assert t.load_settings()['brightness'] == 4
print('MP-OK', t.damaged[0][1])
'''


def test_saves_under_micropython(tmp_path):
    if not os.path.exists(MICROPYTHON):
        pytest.skip('no MicroPython unix port in .venv')
    code = 'ROOT = %r\nDIR = %r\n' % (ROOT, str(tmp_path)) + MP_SCRIPT
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=256k', '-c', code], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0 and 'MP-OK' in r.stdout, r.stdout + r.stderr


# -- the slots' files (ui/drive/slots.py) and the previous version's
# ----------------------------------

def files(root):
    """{path under root: size} of every file."""
    out = {}
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            out[os.path.relpath(p, root).replace(os.sep, '/')] = os.path.getsize(p)
    return out


def test_check_makes_the_slots_once_and_saves_only_write_inside_them(tmp_path):
    s = Drive(str(tmp_path))
    assert s.check() and s.enabled
    made = files(str(tmp_path))
    assert made == dict([('saves/pad', 4096)] + [(n, 8192) for n in F.SLOTS + F.SETTINGS])
    assert all(not any(open(str(tmp_path / n), 'rb').read()) for n in made)    # zeros
    assert Drive(str(tmp_path)).load() is None and Drive(str(tmp_path)).load_settings() == \
        {name: d for name, d, lo, hi in SETTINGS_SPEC}
    for k in range(4):          # saves, settings, a game's end: no file made, grown or cut
        assert s.save(played(steps=50 + 40 * k)) and s.save_settings({'sound': k % 2})
        assert s.check()
        assert files(str(tmp_path)) == made
    assert s.clear() and files(str(tmp_path)) == made


def test_check_lengthens_a_slot_cut_short_and_keeps_its_record(tmp_path):
    s = Drive(str(tmp_path))
    g = played(steps=90)
    assert s.save(g)
    path = slot_path(s, s.slot)
    rec = record(path)
    open(path, 'wb').write(rec)             # a cut while the file was made: short
    os.remove(str(tmp_path / F.SETTINGS[1]))    # and the last file missing
    assert Drive(str(tmp_path)).check()
    assert os.path.getsize(path) == 8192 and os.path.getsize(str(tmp_path / F.SETTINGS[1])) == 8192
    assert fresh_load(s)[1] == to_bytes(g)


def test_a_full_drive_at_start_up_turns_saving_off(tmp_path, monkeypatch):
    drive_open(monkeypatch, refusing_open(28))
    s = Drive(str(tmp_path))
    assert not s.check() and s.status() == 'off: drive is full'
    assert not s.save(played(steps=20)) and s.problem == 'drive is full'
    monkeypatch.undo()          # space freed: the next save makes the slots and saves
    g = played(steps=30)
    assert s.save(g) and s.enabled and fresh_load(s)[1] == to_bytes(g)


def old_slot(g, seq, seats=b''):
    """A slot file as the previous version wrote it (format 1: the whole file, no length)."""
    head = bytes((80, 83, 1, seq & 0xFF, seq >> 8 & 0xFF, seq >> 16 & 0xFF, seq >> 24,
                  len(seats)))
    body = head + seats + to_bytes(g)
    crc, h = S.sums((body,))
    return body + bytes((crc & 0xFF, crc >> 8, h & 0xFF, h >> 8))


def test_the_previous_version_s_saves_resume_and_the_next_save_goes_to_the_new_slots(tmp_path):
    g1, g2 = played(steps=100), played(steps=200)
    (tmp_path / F.OLD[0]).write_bytes(old_slot(g2, 8, b'smurfs pcpc 0,1,2,3'))
    (tmp_path / F.OLD[1]).write_bytes(old_slot(g1, 7))
    (tmp_path / F.OLD[3]).write_bytes(b'brightness=4\nseq=3 check=%d.%d\n' % S.sums((
        b'brightness=4\nseq=3',)))
    s = Drive(str(tmp_path))
    assert s.check()
    assert to_bytes(s.load()) == to_bytes(g2) and s.seq == 8 and s.damaged == []
    assert s.seats[0] == 'smurfs' and list(s.seats[1]) == [0, 1, 0, 1]
    assert s.load_settings()['brightness'] == 4
    old = {n: (tmp_path / n).read_bytes() for n in F.OLD if (tmp_path / n).exists()}
    g3 = played(steps=250)
    assert s.save(g3) and s.save_settings({'brightness': 6})
    t, data = fresh_load(s)
    assert data == to_bytes(g3) and t.seq == 9
    assert Drive(str(tmp_path)).load_settings()['brightness'] == 6
    assert {n: (tmp_path / n).read_bytes() for n in old} == old     # never written again
    # The new slots now hold a save: the old files are never read again, even once the game
    # has ended (its record of no game is the newest).
    assert s.clear()
    assert fresh_load(s)[1] is None
    s2 = Drive(str(tmp_path))
    assert s2.load() is None and s2.seq == 10
    g4 = played(steps=60)
    assert s2.save(g4) and fresh_load(s2)[1] == to_bytes(g4)


def test_a_cut_first_save_after_the_update_keeps_the_previous_version_s_game(tmp_path):
    g = played(steps=150)
    (tmp_path / F.OLD[0]).write_bytes(old_slot(g, 5))
    s = Drive(str(tmp_path))
    s.load()
    assert s.save(played(steps=300))
    path = slot_path(s, s.slot)
    rec = record(path)
    for k in range(0, len(rec), 7):     # the new slot's first record cut short, over zeros
        open(path, 'r+b').write(rec[:k] + bytes(len(rec) - k))
        t, data = fresh_load(s)
        assert data == to_bytes(g) and t.seq == 5, k
