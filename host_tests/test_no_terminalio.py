# The Japanese, Korean and Russian PyBadge/PyGamer builds of CircuitPython leave out terminalio
# and fontio. On such a build the game must still start, play and draw its text: from the
# font strip the firmware ships (font/font6x12.bmp, the built-in font's own glyphs). Two
# stand-in builds: Blinka on the PC with both modules made unimportable (what is drawn), and
# the MicroPython unix port with tools/memory/standins/ less terminalio and fontio (the whole game
# through the flow, as test_memory plays it).
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')

BLINKA = r'''
import sys
sys.modules['terminalio'] = None        # import terminalio raises ImportError, as on the board
sys.modules['fontio'] = None
from host.driver import Driver
from engine.game import Game
from ui.widgets import draw
from ui.game.start import play
from ui import HOME
from ui.widgets.font import read_strip
d = Driver('pybadge', screen=False)
assert draw.terminalio is None and draw.FONT == 'font6x12', draw.FONT
g = Game(3, seed=4)
f = play(d.app, g, b'\x01\x01\x01', tokens=(0, 1, 2), seed=4)
f.speed = 0
d.idle(150, 200)
assert g.round >= 3, g.round
board = f.base()
while d.top() is not board:
    d.app.pop()
d.app.update()
d.app.refresh()
# The status line's tiles come from the shipped strip, and the screen shows its glyphs.
shipped = read_strip(HOME + 'font/font6x12.bmp')
strip = draw._font_strip()
lab = board.head
assert lab._tiles.bitmap is strip
assert all(strip[x, y] == shipped[x, y] for x in range(570) for y in range(12))
colour = tuple(bytes.fromhex('%06x' % lab.color))
inked = drawn = 0
for i, c in enumerate(lab.text):
    for y in range(12):
        for x in range(6):
            if strip[(ord(c) - 32) * 6 + x, y]:
                inked += 1
                got = d.pixel(lab.x + i * 6 + x, lab.y + y)
                drawn += max(abs(a - b) for a, b in zip(got, colour)) < 9     # 16-bit colour
assert inked > 50 and drawn == inked, (lab.text, inked, drawn)
print('OK', g.round, lab.text)
'''


def test_blinka_without_terminalio_draws_text_from_the_shipped_strip():
    env = dict(os.environ, SDL_VIDEODRIVER='dummy', SDL_AUDIODRIVER='dummy', PYTHONPATH=ROOT)
    r = subprocess.run([sys.executable, '-c', BLINKA], capture_output=True, text=True,
                       timeout=300, env=env, cwd=ROOT)
    assert r.returncode == 0 and 'OK' in r.stdout, r.stdout[-2000:] + r.stderr[-3000:]


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='needs the MicroPython unix port')
def test_micropython_without_terminalio_plays_a_whole_game(tmp_path):
    standins = tmp_path / 'standins'
    shutil.copytree(os.path.join(ROOT, 'tools', 'memory', 'standins'), str(standins))
    for name in ('terminalio.py', 'fontio.py'):
        os.remove(str(standins / name))
    probe = tmp_path / 'probe.py'
    saves = tmp_path / 'saves'
    saves.mkdir()
    probe.write_text('import sys\nsys.path.append(%r)\nimport flow_game as F\n'
                     'F.title(["flow_game", "7", "40", %r, "0"])\nF.title_heap()\nF.begin()\n'
                     'while F.step():\n    pass\nF.end()\n'
                     'from ui.widgets import draw\nprint("FONT", draw.FONT, draw._strip is not None)\n'
                     % (os.path.join(ROOT, 'tools', 'memory'), str(saves) + os.sep))
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((str(standins), ROOT)))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=4m', str(probe)],
                       capture_output=True, text=True, timeout=300, env=env, cwd=str(tmp_path))
    out = r.stdout + r.stderr
    assert r.returncode == 0 and 'GAME' in out, out[-2000:]
    assert 'FONT font6x12 True' in out, out[-2000:]
