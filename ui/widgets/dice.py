# Two dice drawn as dice: white faces with a dark edge and pips, in one small 3-colour bitmap
# each (a 24 px die is 96 bytes). show(a, b) redraws only a face that changed.
import displayio

from ui.widgets.draw import fill_region     # bitmaptools' where the build has it

# Pips on a 3 x 3 grid, numbered row by row, for faces 1-6.
PIPS = (b'\x04', b'\x00\x08', b'\x00\x04\x08', b'\x00\x02\x06\x08', b'\x00\x02\x04\x06\x08',
        b'\x00\x02\x03\x05\x06\x08')


class Dice:
    """group: the two dice side by side, size px each and a gap apart, to place with
    group.x / group.y; show(a, b) with faces 1-6 (0 leaves a die blank). Like real dice,
    black pips on white whatever the edition: the black edge holds them on a light board."""

    def __init__(self, size, ink=0x000000, face=0xFFFFFF):
        self.size = size
        self.ink = ink
        self.face_colour = face
        self.group = g = displayio.Group()
        pal = displayio.Palette(3)
        pal.make_transparent(0)
        pal[1] = face
        pal[2] = ink
        self.bmps = []
        gap = max(2, size // 6)
        for i in range(2):
            b = displayio.Bitmap(size, size, 3)
            g.append(displayio.TileGrid(b, pixel_shader=pal, x=i * (size + gap)))
            self.bmps.append(b)
        self.width = 2 * size + gap
        self.faces = bytearray(2)
        self.faces[0] = self.faces[1] = 7       # nothing drawn yet

    def show(self, a, b):
        """Show faces a and b (1-6; 0 a blank die), redrawing only a die that changed."""
        for i, v in ((0, a), (1, b)):
            if self.faces[i] != v:
                self.faces[i] = v
                self.face(self.bmps[i], v)

    def face(self, bmp, v):
        """Draw face v (0 blank) into the die's bitmap bmp: edge, face, rounded corners, pips."""
        s = self.size
        fill_region(bmp, 0, 0, s, s, 2)             # the edge
        fill_region(bmp, 1, 1, s - 1, s - 1, 1)     # the face
        for x, y in ((0, 0), (s - 1, 0), (0, s - 1), (s - 1, s - 1)):
            bmp[x, y] = 0                           # rounded corners
        p = max(2, s // 5)
        gap = (s - 2 - 3 * p) // 4
        first = (s - 3 * p - 2 * gap) // 2
        for k in PIPS[v - 1] if v else b'':
            x = first + k % 3 * (p + gap)
            y = first + k // 3 * (p + gap)
            fill_region(bmp, x, y, x + p, y + p, 2)
