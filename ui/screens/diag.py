# Diagnostics (from the title): the game's version (ui.VERSION) and the build on the drive
# (firmware.txt, written by tools/build/firmware.py: the commit and .mpy or .py; none in the
# simulator), the board profile, free memory, and whether saving works.
import gc
from ui.screens.log import TextScreen


def build_info(root='/'):
    """'<commit>, <format>' from the 'commit' and 'format' lines of firmware.txt at root
    ('0dcbc99, mpy'), or None without the file."""
    got = {}
    try:
        with open(root + 'firmware.txt') as f:
            for line in f.read(600).split('\n'):
                w = line.split(' ')
                if len(w) > 1 and w[0] in ('commit', 'format'):
                    got[w[0]] = w[1]
    except (OSError, ValueError):
        return None
    return '{}, {}'.format(got.get('commit', '?'), got.get('format', '?'))


def mem_free():
    """Bytes free on the heap after a collection; None on CPython (no gc.mem_free)."""
    gc.collect()
    free = getattr(gc, 'mem_free', None)
    return free() if free else None


def lines(app):
    saves = app.saves
    prof = app.profile
    free = mem_free()
    from ui import VERSION
    out = ['Version: ' + VERSION]
    made = build_info(saves.root if saves is not None else '/')
    if made:
        out.append('Build: ' + made)
    out += [
        'Board: {} {}x{}'.format(prof.name, prof.width, prof.height),
        'Free memory: ' + ('{} bytes'.format(free) if free is not None else 'n/a (PC)')]
    # One line says whether saving works and, when not, why ('Saving: off: <why>').
    out.append('Saving: ' + ('off' if saves is None else saves.status()))
    if saves is not None:
        if saves.enabled and saves.problem:
            out.append(saves.problem)
        for name, why in saves.damaged:
            out.append('{}: {}'.format(name, why))
    snd = app.sound
    out.append('Sound: ' + ('on' if snd is not None and snd.on else 'off') +
               ('' if snd is not None and snd.speaker else ' (no speaker)'))
    idle = app.idle
    out.append('Dimming: ' + ('on' if idle is not None and idle.can else 'not on this board'))
    return out


class Diagnostics(TextScreen):
    title = 'Diagnostics'

    def __init__(self, app):
        TextScreen.__init__(self, app)
        self.first = 0
        self.shown = lines(app)

    def content(self):
        return self.shown
