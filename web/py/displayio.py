# displayio for the web page (web/, issue 42): the part of CircuitPython's displayio the game
# uses (ui/: Group, Bitmap, Palette, TileGrid), holding real pixels as the board does, for
# MicroPython's WebAssembly port. Nothing is drawn here: on refresh the page's display
# (web/py/page.py) writes the shown tree as a scene, which web/page.mjs draws on a canvas.
# A bitmap keeps a byte a pixel (the game's bitmaps have at most 16 colours) and a version,
# so the scene sends its pixels again only when they changed.
from array import array

_ids = [0]


def _new_id():
    _ids[0] += 1
    return _ids[0]


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
    def __init__(self, width, height, value_count):
        if value_count > 256:
            raise ValueError('the page keeps a byte a pixel: at most 256 values')
        self.width = width
        self.height = height
        self._p = bytearray(width * height)
        self._id = _new_id()
        self._v = 0     # bumped by every write: the scene sends changed pixels only

    def __setitem__(self, xy, v):
        self._p[xy[0] + xy[1] * self.width if isinstance(xy, tuple) else xy] = v
        self._v += 1

    def __getitem__(self, xy):
        return self._p[xy[0] + xy[1] * self.width if isinstance(xy, tuple) else xy]

    def fill(self, v):
        self._p[:] = bytes((v,)) * len(self._p)
        self._v += 1

    def dirty(self, *args, **kw):
        self._v += 1


class Palette:
    def __init__(self, n, dither=False):
        self._c = [0] * n
        self._t = bytearray(n)      # 1: transparent
        self._id = _new_id()
        self._v = 0

    def __setitem__(self, i, v):
        if not isinstance(v, int):      # (r, g, b) or bytes
            v = (v[0] << 16) | (v[1] << 8) | v[2]
        self._c[i] = v
        self._v += 1

    def __getitem__(self, i):
        return self._c[i]

    def __len__(self):
        return len(self._c)

    def make_transparent(self, i):
        self._t[i] = 1
        self._v += 1

    def make_opaque(self, i):
        self._t[i] = 0
        self._v += 1

    def is_transparent(self, i):
        return bool(self._t[i])


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
        self._tiles = array('H', [default_tile] * (width * height))

    def __setitem__(self, i, tile):
        if isinstance(i, tuple):
            i = i[0] + i[1] * self.width
        self._tiles[i] = tile

    def __getitem__(self, i):
        if isinstance(i, tuple):
            i = i[0] + i[1] * self.width
        return self._tiles[i]


def release_displays():
    pass
