# Font strips for the board (PC-only): a BDF font's printable ASCII glyphs (32-126) as one row of
# equal cells, written as a 1-bit BMP that ui/widgets/draw.py reads into a displayio.Bitmap (tile i
# = character 32 + i, as terminalio's own strip). The strips in font/ were made with
#   python tools/build/fonts.py ter-u12n.bdf font/font6x12.bmp   (the built-in font: builds
#   python tools/build/fonts.py ter-u16n.bdf font/font8x16.bmp   without terminalio; the 240x135
#   python tools/build/fonts.py ter-u18n.bdf font/font10x18.bmp  Feather TFT; 240x240, 320x240)
# from Terminus (Dimitar Toshkov Zhekov, SIL Open Font License 1.1: font/OFL.txt), the font
# CircuitPython's terminalio is made from.
import struct
import sys


def glyphs(path):
    """({code: (bbx w, h, xoff, yoff, rows as ints)}, cell w, cell h, descent) of a BDF."""
    out = {}
    cw = ch = base = 0
    code = None
    rows = None
    with open(path) as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            if p[0] == 'FONTBOUNDINGBOX':
                cw, ch, base = int(p[1]), int(p[2]), -int(p[4])
            elif p[0] == 'ENCODING':
                code = int(p[1])
            elif p[0] == 'BBX':
                bbx = tuple(int(v) for v in p[1:5])
            elif p[0] == 'BITMAP':
                rows = []
            elif p[0] == 'ENDCHAR':
                if 32 <= code < 127:
                    out[code] = bbx + (rows,)
                rows = None
            elif rows is not None:
                rows.append((int(p[0], 16), len(p[0]) * 4))
    return out, cw, ch, base


def strip(path):
    """(width, height, pixels as a set of (x, y)) of the 95-cell strip."""
    gl, cw, ch, base = glyphs(path)
    px = set()
    for code in range(32, 127):
        if code not in gl:
            continue
        w, h, xo, yo, rows = gl[code]
        top = ch - base - yo - h       # the glyph's top row in the cell
        for j, (bits, nb) in enumerate(rows):
            for i in range(w):
                if bits >> (nb - 1 - i) & 1:
                    x, y = xo + i, top + j
                    if 0 <= x < cw and 0 <= y < ch:
                        px.add(((code - 32) * cw + x, y))
    return 95 * cw, ch, px


def bmp(width, height, px):
    """A bottom-up 1-bit BMP (palette: 0 black, 1 white)."""
    stride = (width + 31) // 32 * 4
    data = bytearray()
    for y in range(height - 1, -1, -1):
        row = bytearray(stride)
        for x in range(width):
            if (x, y) in px:
                row[x >> 3] |= 0x80 >> (x & 7)
        data += row
    head = 14 + 40 + 8
    return (b'BM' + struct.pack('<IHHI', head + len(data), 0, 0, head) +
            struct.pack('<IiiHHIIiiII', 40, width, height, 1, 1, 0, len(data), 2835, 2835, 2, 2) +
            b'\x00\x00\x00\x00\xff\xff\xff\x00' + bytes(data))


def main(argv):
    w, h, px = strip(argv[1])
    with open(argv[2], 'wb') as f:
        f.write(bmp(w, h, px))
    ys = [y for _, y in px]
    print(argv[2], w, 'x', h, 'ink rows', min(ys), '-', max(ys))


if __name__ == '__main__':
    main(sys.argv)
