# adafruit_display_text (bitmap_label) and adafruit_displayio_layout (GridLayout) against
# ui/draw.py's tile labels, measured on MicroPython's 32-bit port (tools/mp32.mjs 'harness'
# mode: the live heap an import keeps), PC-only:  python tools/text_cost.py LIBS_DIR [BDF]
# LIBS_DIR holds adafruit_display_text/, adafruit_bitmap_font/ and adafruit_displayio_layout/
# as .py (the wheels unpacked: pip download --no-deps adafruit-circuitpython-display-text
# adafruit-circuitpython-bitmap-font adafruit-circuitpython-displayio-layout);
# they are compiled with mpy-cross like the firmware, so their bytecode is counted as the
# board holds it. Each case imports one probe module that makes a screenful of labels (12 of
# 20 characters) and keeps them; an empty probe is the baseline. Prints one line a case;
# a label's cost is its case less the library-only case, over 12.
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
import firmware as F        # noqa: E402
import memory as M          # noqa: E402

N, TEXT = 12, 'Mediterranean Avenue'
PACKAGES = ('adafruit_display_text', 'adafruit_bitmap_font', 'adafruit_displayio_layout')
# Built into CircuitPython (stand-ins here): imported by every case, the baseline too.
SETUP = 'import displayio\nimport terminalio\nimport vectorio\ng = displayio.Group()\n'
CASES = (
    ('empty', ''),
    ('ui.draw only', 'from ui import draw\n'),
    ('tile labels, built-in 6x12 (160x128)',
     'from ui import draw\ndraw.use(160, 128)\n'
     'labs = [draw.label(g, 0, i * 11, 0, %r) for i in range(%d)]\n' % (TEXT, N)),
    ('tile labels, shipped 10x18 strip (240x240)',
     'from ui import draw\ndraw.use(240, 240)\n'
     'labs = [draw.label(g, 0, i * 17, 0, %r) for i in range(%d)]\n' % (TEXT, N)),
    ('bitmap_label library only',
     'from adafruit_display_text import bitmap_label\n'),
    ('bitmap_label, built-in 6x12',
     'import terminalio\nfrom adafruit_display_text import bitmap_label\n'
     'labs = [bitmap_label.Label(terminalio.FONT, text=%r, color=0) for i in range(%d)]\n'
     % (TEXT, N)),
    ('displayio_layout GridLayout library only',
     'from adafruit_displayio_layout.layouts.grid_layout import GridLayout\n'),
    ('GridLayout 1x12 of tile labels, 10x18 (240x240)',
     'from ui import draw\ndraw.use(240, 240)\n'
     'from adafruit_displayio_layout.layouts.grid_layout import GridLayout\n'
     'grid = GridLayout(x=0, y=0, width=240, height=216, grid_size=(1, %d), cell_padding=0)\n'
     'for i in range(%d):\n    c = displayio.Group()\n    draw.label(c, 0, 0, 0, %r)\n'
     '    grid.add_content(c, grid_position=(0, i), cell_size=(1, 1))\n'
     'g.append(grid)\n' % (N, N, TEXT)),
    ('bitmap_font library only',
     'from adafruit_bitmap_font import bitmap_font\n'),
    ('bitmap_label + bitmap_font 10x18 (ASCII BDF)',
     'from adafruit_display_text import bitmap_label\n'
     'from adafruit_bitmap_font import bitmap_font\n'
     'font = bitmap_font.load_font(%r)\n'
     'font.load_glyphs(range(32, 127))\n'
     'labs = [bitmap_label.Label(font, text=%r, color=0) for i in range(%d)]\n'),
)
# fontio.Glyph for adafruit_bitmap_font (the memory stand-in has none): the board's is a
# C struct of 8 fields; an object of 8 attributes is a little larger.
FONTIO = ('class Glyph:\n    def __init__(self, bitmap, tile_index, width, height, dx, dy, '
          'shift_x, shift_y):\n        self.bitmap = bitmap\n        self.tile_index = tile_index\n'
          '        self.width = width\n        self.height = height\n        self.dx = dx\n'
          '        self.dy = dy\n        self.shift_x = shift_x\n        self.shift_y = shift_y\n'
          'FontProtocol = object\n')


def ascii_bdf(src, dst):
    """A BDF of src's printable ASCII glyphs only: what a game would ship for the library."""
    head, chars, block = [], [], None
    with open(src) as f:
        for line in f:
            if line.startswith('STARTCHAR'):
                block = [line]
            elif block is not None:
                block.append(line)
                if line.startswith('ENDCHAR'):
                    code = int([b for b in block if b.startswith('ENCODING')][0].split()[1])
                    if 32 <= code < 127:
                        chars.extend(block)
                    block = None
            elif line.startswith('CHARS '):
                head.append('CHARS 95\n')
            elif not line.startswith('ENDFONT'):
                head.append(line)
    with open(dst, 'w') as f:
        f.writelines(head + chars + ['ENDFONT\n'])


def main(argv):
    libs = argv[1]
    bdf = argv[2] if len(argv) > 2 else None
    work = tempfile.mkdtemp()
    game = F.build_for_micropython(os.path.join(work, 'game'))
    lib = os.path.join(work, 'lib')
    sizes = {}
    for pkg in PACKAGES:
        sizes[pkg] = 0
        for top, _, files in os.walk(os.path.join(libs, pkg)):
            into = os.path.join(lib, os.path.relpath(top, libs))
            for fn in files:
                if fn.endswith('.py'):
                    os.makedirs(into, exist_ok=True)
                    out = os.path.join(into, fn[:-3] + '.mpy')
                    subprocess.run([F.DEFAULT_MPY_CROSS, '-O3', '-o', out,
                                    os.path.join(top, fn)], check=True)
                    sizes[pkg] += os.path.getsize(out)
    print('bytecode (.mpy, -O3): adafruit_display_text %d, adafruit_bitmap_font %d, '
          'adafruit_displayio_layout %d (grid_layout %d), ui/draw %d, ui/font %d'
          % (sizes['adafruit_display_text'], sizes['adafruit_bitmap_font'],
             sizes['adafruit_displayio_layout'],
             os.path.getsize(os.path.join(lib, 'adafruit_displayio_layout', 'layouts',
                                          'grid_layout.mpy')),
                                      os.path.getsize(os.path.join(game, 'ui', 'draw.mpy')),
                                      os.path.getsize(os.path.join(game, 'ui', 'font.mpy'))))
    probe = os.path.join(work, 'probe')
    os.makedirs(probe)
    with open(os.path.join(probe, 'fontio.py'), 'w') as f:
        f.write(FONTIO)
    with open(os.path.join(probe, '__future__.py'), 'w') as f:
        f.write('annotations = None\n')       # CircuitPython has it built in
    if bdf:
        ascii_bdf(bdf, os.path.join(probe, 'font18.bdf'))
    base = None
    for i, (name, body) in enumerate(CASES):
        if 'bitmap_font 10x18' in name:
            if not bdf:
                continue
            body = body % ('/p0/font18.bdf', TEXT, N)
        mod = 'probe%d' % i
        with open(os.path.join(probe, mod + '.py'), 'w') as f:
            f.write(SETUP + body)
        env = dict(os.environ, MP32_PACKAGE=M.MP32_PACKAGE,
                   MICROPYPATH=os.pathsep.join((probe, lib, game, M.STANDINS)))
        r = subprocess.run(['node', M.MP32, 'harness', mod], capture_output=True, text=True,
                           timeout=300, env=env)
        if 'HARNESS' not in r.stdout:
            print(name, 'FAILED', (r.stdout + r.stderr)[-600:])
            continue
        n = int(r.stdout.split('HARNESS')[1].split()[0])
        if base is None:
            base = n
        print('%-46s %7d bytes kept' % (name, n - base))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main(sys.argv)
