# The font strips the firmware ships (font/*.bmp, made by tools/fonts.py) read into RAM: only
# on 240-px screens and on builds without terminalio (ui/draw.py decides).
import displayio


def folder():
    """Where the firmware's font/ folder is: beside ui/."""
    d = __file__
    d = d[:max(d.rfind('/'), d.rfind('\\'))]
    return d[:max(d.rfind('/'), d.rfind('\\')) + 1] + 'font/'


def read_strip(path):
    """A 1-bit BMP (bottom-up, rows padded to 4 bytes) as a 2-colour displayio.Bitmap, ink 1:
    2.1 KB of heap for the 10x18 strip. Read a row at a time, so no file-sized buffer."""
    with open(path, 'rb') as f:
        head = f.read(30)
        at = int.from_bytes(head[10:14], 'little')
        w = int.from_bytes(head[18:22], 'little')
        h = int.from_bytes(head[22:26], 'little')
        bmp = displayio.Bitmap(w, h, 2)
        row = bytearray((w + 31) // 32 * 4)
        f.seek(at)
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
