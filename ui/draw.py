# Drawing helpers every screen shares: labels that redraw only when they change, framed
# panels as vectorio rectangles, and paging through blocks of lines (a log event, a
# player's score).
import displayio     # before vectorio: Blinka's vectorio imports displayio's modules
import terminalio
try:
    import vectorio
except ImportError:
    raise ImportError('ui.draw needs vectorio: a CircuitPython build with displayio has it')

# Labels are one row of tiles over the built-in font's glyph strip, as CircuitPython's own
# terminal draws text: the strip is in flash on the board, so a label costs a tile grid (a
# byte a character), a 2-colour palette and a small object, and no text library is loaded.
# adafruit_display_text's bitmap_label cost 12 KB of bytecode plus about 0.9 KB a label on a
# 32-bit port (docs/memory.md), more than the game could spare on a 120 KB board.
WIDTH = 160     # the screen's width in pixels (the app sets it): a label's tiles reach its edge
_CELL_W = 6     # terminalio.FONT: 6 x 12 cells, tile i = character 32 + i for ASCII
_CELL_H = 12
# The line pitch of every list, prompt and text screen: the font's ink is 11 rows (an
# ascender's top row to a descender), so lines 11 px apart never touch.
LINE = 11
_strip = None


def _font_strip():
    """The font's glyph strip: the board's own bitmap; on the PC (Blinka, whose font has one
    bitmap a glyph) one is drawn once from the glyphs."""
    global _strip
    if _strip is None:
        font = terminalio.FONT
        strip = getattr(font, 'bitmap', None)
        if strip is None or isinstance(strip, type):
            strip = displayio.Bitmap(_CELL_W * 95, _CELL_H, 2)
            for code in range(32, 127):
                g = font.get_glyph(code)
                src = g.tile_index * g.width
                for j in range(min(g.height, _CELL_H)):
                    for i in range(min(g.width, _CELL_W)):
                        if g.bitmap[src + i, j]:
                            strip[(code - 32) * _CELL_W + i, j] = 1
        _strip = strip
    return _strip


def _tile(c):
    o = ord(c)
    return o - 32 if 32 <= o < 127 else 31     # '?' for what the font lacks


class Label:
    """Text at (x, y), its top-left corner: .text, .color, .background_color (None: clear),
    like adafruit_display_text's labels. Text longer than the row up to the screen's edge is
    cut there."""

    def __init__(self, group, x, y, colour, text, scale):
        cols = max(len(text), (WIDTH - x) // (_CELL_W * scale), 1)
        self._pal = pal = displayio.Palette(2)
        pal.make_transparent(0)
        pal[1] = colour
        self._colour = colour
        self._bg = None
        self._tiles = displayio.TileGrid(_font_strip(), pixel_shader=pal, width=cols, height=1,
                                         tile_width=_CELL_W, tile_height=_CELL_H)
        self._item = self._tiles
        if scale > 1:
            self._item = displayio.Group(scale=scale)
            self._item.append(self._tiles)
        self._item.x = x
        self._item.y = y
        self._text = ''
        self.text = text
        group.append(self._item)

    @property
    def x(self):
        return self._item.x

    @property
    def y(self):
        return self._item.y

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, s):
        """Only the tiles whose character changes are set (each marks its own cell dirty)."""
        old = self._text
        self._text = s
        tiles = self._tiles
        for i in range(tiles.width):
            c = s[i] if i < len(s) else ' '
            if c != (old[i] if i < len(old) else ' '):
                tiles[i] = _tile(c)

    @property
    def color(self):
        return self._colour

    @color.setter
    def color(self, c):
        self._colour = c
        self._pal[1] = c

    @property
    def background_color(self):
        return self._bg

    @background_color.setter
    def background_color(self, c):
        self._bg = c
        if c is None:
            self._pal.make_transparent(0)
        else:
            self._pal[0] = c
            self._pal.make_opaque(0)

    @property
    def bounding_box(self):
        """(x, y, w, h) of the text from the label's corner, unscaled."""
        return (0, 0, _CELL_W * len(self._text.rstrip()), _CELL_H)


def label(group, x, y, colour, text='', scale=1):
    return Label(group, x, y, colour, text, scale)


def put(lab, text, colour=None):
    """Set a label's text and colour only when they differ (setting marks it dirty)."""
    if lab.text != text:
        lab.text = text
    if colour is not None and lab.color != colour:
        lab.color = colour


def panel(w, h, fill, edge):
    """A w x h box with a one-pixel frame, as a group at (0, 0) to place with .x/.y:
    vectorio rectangles over one palette, no pixel buffer (a w x h bitmap would hold
    w * h / 8 bytes of heap). Filled: the edge's rectangle under the fill's, 1 px in from
    each side. fill None: a hollow frame (a cursor), four 1-px rectangles."""
    g = displayio.Group()
    pal = displayio.Palette(1 if fill is None else 2)
    pal[0] = edge
    if fill is None:
        for x, y, rw, rh in ((0, 0, w, 1), (0, h - 1, w, 1),
                             (0, 1, 1, h - 2), (w - 1, 1, 1, h - 2)):
            g.append(vectorio.Rectangle(pixel_shader=pal, width=rw, height=max(rh, 1),
                                        x=x, y=y))
    else:
        pal[1] = fill
        g.append(vectorio.Rectangle(pixel_shader=pal, width=w, height=h))
        g.append(vectorio.Rectangle(pixel_shader=pal, width=max(w - 2, 1),
                                    height=max(h - 2, 1), x=1, y=1, color_index=1))
    return g


def last_page(blocks, rows):
    """Index of the first block of the last page: as many whole blocks from the end as fit
    in rows lines, so a page never starts halfway through one."""
    last = len(blocks)
    used = 0
    while last > 0 and used + len(blocks[last - 1]) <= rows:
        last -= 1
        used += len(blocks[last])
    return last
