# Stand-in for displayio on MicroPython ports without it (tools/memory/report.py, host_tests/test_memory.py):
# the calls the ui and adafruit_display_text make. A Bitmap holds a buffer of the size
# CircuitPython allocates for it on the heap (rows of 32-bit words, 1/2/4/8/16/32 bits a
# pixel), so heap figures include pixel memory; nothing is drawn.
class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.x = x
        self.y = y
        self._scale = scale     # not through the property: a subclass may redefine it
        self.hidden = False
        self._items = []

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, v):
        self._scale = v

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, item):
        self._items[i] = item


class Bitmap:
    def __init__(self, width, height, colours):
        self.width = width
        self.height = height
        bits = 1
        while (1 << bits) < colours:
            bits *= 2
        self._pixels = bytearray((width * bits + 31) // 32 * 4 * height)

    def __setitem__(self, xy, v):
        pass

    def __getitem__(self, xy):
        return 0

    def fill(self, v):
        pass


class Palette:
    def __init__(self, n, dither=False):
        self.n = n
        self._colours = bytearray(8 * n)    # CircuitPython keeps about 8 bytes a colour

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0

    def __len__(self):
        return self.n

    def make_transparent(self, i):
        pass

    def is_transparent(self, i):
        return False

    def make_opaque(self, i):
        pass


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, x=0, y=0, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self.hidden = False
        self.flip_x = self.flip_y = self.transpose_xy = False
        self._tiles = bytearray(width * height)     # CircuitPython: a byte a tile, on the heap
        if default_tile:
            for i in range(width * height):
                self._tiles[i] = default_tile

    def __setitem__(self, i, tile):
        if isinstance(i, tuple):
            i = i[0] + i[1] * self.width
        self._tiles[i] = tile

    def __getitem__(self, i):
        if isinstance(i, tuple):
            i = i[0] + i[1] * self.width
        return self._tiles[i]
