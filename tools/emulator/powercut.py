"""Power cuts during an autosave on the emulated firmware (PC-only): CircuitPython's own FAT
driver and flash code write the save, flash.mjs journals every erase and page program, and the
drive as it was after any one operation boots a new emulated board (the power came back).

    points = cut_points(board)      # {label: {'op', 'image', 'saved'}} for the last autosave
    r = boot(firmware, points['before']['image'], resume=True)

One game's run gives every point (the journal rebuilds the drive after any operation); each
point costs one boot (about 6 emulated seconds to the title)."""
from tools.emulator import fat

DRIVE = 0x100000        # the drive's offset in the flash (run.mjs)
SECTOR = 4096           # the flash's erase sector, CircuitPython's write-back unit
PAGE = 256
from ui.drive.saves import SLOTS, OLD     # noqa: E402 (the game's slots, and the previous version's)

# The points of one autosave: what a power cut there should resume. 'before': the autosave
# starts writing; 'erase-N': its N-th sector erase done, nothing of that sector programmed
# again; 'half-N': half of that sector's pages programmed again; 'after': the last write done
# (the read-back writes nothing, so this is also the drive after the save). The game then
# offered is the older save or the new one (once its record and folder are back), never none:
# a save writes its slot's folder entry and record in place (ui/drive/slots.py), flushed by
# CircuitPython through its one-sector cache: one 4 KB sector where the drive's layout puts
# both in one, two where the folder's cluster ends one sector and the file's begins the next
# (where the files before them end decides: the slots cannot choose their clusters).
POINTS = ('before', 'erase-1', 'half-1', 'erase-2', 'half-2', 'after')


def bursts(journal, gap_ms=20.0):
    """The journal's operations in bursts: an autosave's flushes follow each other within
    a fraction of a millisecond; saves are seconds apart."""
    out = []
    for op in journal:
        if out and op['t0_ms'] - out[-1][-1]['t1_ms'] < gap_ms:
            out[-1].append(op)
        else:
            out.append([op])
    return out


def saved(img):
    """(seq, round, turn, cash) of the game a drive image offers to resume, read on the PC by
    the game's own reader (ui.main.Drive.load, ui/drive/saves_read.py) from the slot files that
    tools/emulator/fat.py finds in it; None when there is none (or no file system)."""
    import tempfile
    from ui.main import Drive
    import os
    with tempfile.TemporaryDirectory(prefix='slots-') as d:
        for name in SLOTS + OLD[:2]:
            data = fat.read(img, name)
            if data is not None:
                os.makedirs(os.path.dirname('%s/%s' % (d, name)), exist_ok=True)
                with open('%s/%s' % (d, name), 'wb') as f:
                    f.write(data)
        s = Drive(d)
        g = s.load()
        return None if g is None else (s.seq, g.round, g.turn, tuple(g.cash))


def cut_points(board):
    """The POINTS of the last autosave in board's journal: {label: {'op': operations done,
    'image': the drive then, 'saved': saved(image)}}, and 'erased': the drive's 4 KB sectors
    (numbers from its start) the autosave erased, in order. A label whose moment this save
    does not have (fewer erases) is left out."""
    journal = board.journal()
    last = bursts(journal)[-1]
    first, end = last[0]['n'], last[-1]['n']
    before, after = board.drive(after=first - 1), board.drive(after=end)
    new = [fat.read(after, name) for name in SLOTS]
    old = [fat.read(before, name) for name in SLOTS]
    changed = [d for d, o in zip(new, old) if d and d != o]
    if len(changed) != 1:
        raise ValueError('the last burst of writes is not one autosave (slots changed: %d)'
                         % len(changed))
    ops = {'before': first - 1, 'after': end}
    erases = [op for op in last if op['op'] == 'erase']
    for i, op in enumerate(erases[:2]):
        ops['erase-%d' % (i + 1)] = op['n']
        ops['half-%d' % (i + 1)] = op['n'] + SECTOR // PAGE // 2
    out = {'erased': [(op['addr'] - DRIVE) // SECTOR for op in erases]}
    for label, n in ops.items():
        img = before if n == first - 1 else after if n == end else board.drive(after=n)
        out[label] = {'op': n, 'image': img, 'saved': saved(img)}
    return out


def boot(firmware, image, resume=False, ms=15000):
    """Boot the harness's code.py from a drive image (tools/emulator/play.py's Emulated):
    {'title': reached, 'saved': the EMU saved line's words after 'saved' (None when the title
    was not reached), 'resumed': the EMU game line's words after choosing Resume (resume=True
    and a game offered), 'errors': tracebacks, 'console': the console}. Stops early when
    CircuitPython says code.py ended (no game on the drive)."""
    from tools.emulator.play import Emulated
    e = Emulated(firmware, None, image=image)
    out = {'title': False, 'saved': None, 'resumed': None}
    try:
        b = e.board
        while b.ms < ms:
            b.until('EMU saved', 1000)
            e.parse()
            line = next((w for w in e.lines if w[0] == 'saved'), None)
            if line is not None:
                out['title'] = True
                out['saved'] = line[1:]
                break
            if 'REPL' in b.console or 'Code done running' in b.console:
                break
        if resume and out['saved'] and out['saved'][0] != '0':
            start = len(e.lines)
            e.press('A')        # the title's first row: "Resume: round N"
            out['resumed'] = e.wait('game', 20000, start)[1:]
        e.parse()
        out['errors'] = e.errors()
        out['console'] = b.console
        return out
    finally:
        e.close()


def words(digest):
    """saved()'s tuple as the harness prints it: ['SEQ', 'ROUND', 'TURN', 'C1,C2,...']."""
    seq, rnd, turn, cash = digest
    return [str(seq), str(rnd), str(turn), ','.join(str(c) for c in cash)]
