# Stand-in for displayio on the MicroPython unix port (tools/memory.py, host_tests/test_memory.py):
# the calls the ui makes, holding no pixels; the board's displayio also allocates the bitmaps.
class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.x = x
        self.y = y
        self.scale = scale
        self.hidden = False
        self._items = []

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

    def __setitem__(self, xy, v):
        pass

    def __getitem__(self, xy):
        return 0

    def fill(self, v):
        pass


class Palette:
    def __init__(self, n):
        self.n = n

    def __setitem__(self, i, v):
        pass

    def __len__(self):
        return self.n

    def make_transparent(self, i):
        pass

    def make_opaque(self, i):
        pass


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, x=0, y=0, **kw):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.hidden = False
