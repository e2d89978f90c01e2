# The font strips the firmware ships (font/*.bmp, made by tools/build/fonts.py) read into RAM: only
# on 240-px screens and on builds without terminalio (ui/widgets/draw.py decides); on the PC also
# the built-in font's strip, drawn from Blinka's glyphs.
import displayio
from ui import HOME
try:
    from bitmaptools import readinto
except ImportError:     # a build without bitmaptools: the rows are read in Python (10x slower)
    readinto = None


def read_strip(path):
    """A 1-bit BMP (bottom-up, rows padded to 4 bytes) as a 2-colour displayio.Bitmap, ink 1:
    2.1 KB of heap for the 10x18 strip. bitmaptools reads the rows in C: 22 ms against 253 ms
    for the loop below on the emulated RP2040 (CircuitPython 10.2.1), the same bitmap."""
    with open(path, 'rb') as f:
        head = f.read(30)
        at = int.from_bytes(head[10:14], 'little')
        w = int.from_bytes(head[18:22], 'little')
        h = int.from_bytes(head[22:26], 'little')
        bmp = displayio.Bitmap(w, h, 2)
        f.seek(at)
        if readinto is not None:
            # 32-bit rows, leftmost pixel in the top bit, bottom row first: a BMP's layout.
            readinto(bmp, f, 1, element_size=4, reverse_pixels_in_element=True,
                     reverse_rows=True)
            return bmp
        row = bytearray((w + 31) // 32 * 4)
        for y in range(h - 1, -1, -1):
            f.readinto(row)
            for b in range(len(row)):
                v = row[b]
                x = b * 8
                while v:
                    if v & 0x80:
                        bmp[x, y] = 1
                    v = (v << 1) & 0xFF
                    x += 1
    return bmp


def strip_of(name, terminalio):
    """The strip of font file name (font/NAME.bmp), or with name None the built-in font's,
    drawn from its glyphs (Blinka's terminalio keeps a bitmap per glyph)."""
    if name is not None:
        return read_strip(HOME + 'font/' + name + '.bmp')
    font = terminalio.FONT
    strip = displayio.Bitmap(6 * 95, 12, 2)
    for code in range(32, 127):
        g = font.get_glyph(code)
        src = g.tile_index * g.width
        for j in range(min(g.height, 12)):
            for i in range(min(g.width, 6)):
                if g.bitmap[src + i, j]:
                    strip[(code - 32) * 6 + i, j] = 1
    return strip
