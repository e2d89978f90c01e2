# Drawing helpers every screen shares: labels that redraw only when they change, framed
# panels as vectorio rectangles, the ring's cells (here, not in ui.widgets.ring: the title's board).
import displayio     # before vectorio: Blinka's vectorio imports displayio's modules
try:
    import terminalio
except ImportError:     # the Japanese, Korean and Russian PyBadge/PyGamer builds leave it out
    terminalio = None
import vectorio
try:
    from bitmaptools import fill_region
except ImportError:     # not in every build
    def fill_region(bmp, x1, y1, x2, y2, v):
        for y in range(y1, y2):
            for x in range(x1, x2):
                bmp[x, y] = v

# Labels: a row of tiles over a glyph strip (tile i = character 32 + i; no text library:
# docs/ui.md, "Text"), terminalio's font under 200 px, else a shipped one (font/) in RAM.
# Screens lay text out with LINE (the pitch) and CELL_W, read when they build (use() sets them).
WIDTH = 160     # the screen's width in pixels: a label's tiles reach its edge
LINE = 11       # the cell less its top row, which only '`' inks: lines never touch
CELL_W = 6
# The pitch of a table that must fit whole (the deed card's 11 lines in 128 px): LINE less
# one on the 6x12 font (a descender may meet an i's dot: no glyph is cut), else LINE.
DENSE = 10
CELL_H = 12
FONT = None     # the shipped strip in use (a file in font/), None for the built-in font
_strip = None
# (name, cell width, height): built-in, the Feather TFT's 135 rows, 240 and up.
FONTS = (('font6x12', 6, 12), ('font8x16', 8, 16), ('font10x18', 10, 18))


def use(width, height):
    """Choose the font for a width x height screen; set the layout figures from it."""
    global WIDTH, LINE, DENSE, CELL_W, CELL_H, FONT, _strip
    WIDTH = width
    k = 0 if width < 200 else 1 if height < 200 else 2
    name, CELL_W, CELL_H = FONTS[k]
    LINE = CELL_H - 1
    DENSE = LINE - 1 if k == 0 else LINE
    f = None if k == 0 and terminalio is not None else name
    if f != FONT:
        FONT = f
        _strip = None


def cols(w):
    """Characters that fit in w pixels."""
    return w // CELL_W


def _font_strip():
    """The glyph strip in use: the built-in font's bitmap, or the shipped file's (ui.widgets.font:
    also for Blinka, whose built-in font has a bitmap per glyph)."""
    global _strip
    if _strip is None:
        strip = None if FONT is not None else getattr(terminalio.FONT, 'bitmap', None)
        if strip is None or isinstance(strip, type):
            from ui.widgets.font import strip_of
            strip = strip_of(FONT, terminalio)
        _strip = strip
    return _strip


def _codes(s):
    """s as bytes, '?' for a character not ASCII. Not s[i]: CircuitPython looks each new str
    up among the interned names (60 us on an RP2040)."""
    b = s.encode()
    return b if len(b) == len(s) else bytes(ord(c) if ord(c) < 127 else 63 for c in s)


class Label:
    """Text at (x, y), its top-left corner: .text, .color, .background_color (None: clear),
    as adafruit_display_text's. Its tile grid is as wide as the longest text shown yet, to
    the screen's edge at most: displayio renders every tile, even blank.

    It keeps four things of its own (every screen's text is labels: a board's heap pays for
    each attribute of each): the tile grid, what is appended to the group (the grid, or the
    scaling group holding it), that group's parent, and the text; a codes_line() the codes it
    shows instead. Its colours are its palette's (the grid's pixel_shader) and its room to the
    edge is worked out when it grows."""

    def __init__(self, group, x, y, colour, text, scale, cells=0):
        pal = displayio.Palette(2)
        pal.make_transparent(0)
        pal[1] = colour
        tiles = _grid(pal, max(len(text), cells), _edge(x, scale))
        self._tiles = self._item = tiles
        self._parent = group
        if scale > 1:
            self._item = displayio.Group(x=x, y=y, scale=scale)
            self._item.append(tiles)
        else:
            tiles.x = x
            tiles.y = y
        self._text = ''     # a codes_line's: a bytearray
        self.text = text
        group.append(self._item)

    @property
    def x(self):
        """The left edge, in pixels (read only: a label stays where it is made)."""
        return self._item.x

    @property
    def y(self):
        """The top edge, in pixels (read only)."""
        return self._item.y

    @property
    def text(self):
        """The text shown ('?' for a character not ASCII in a codes_line())."""
        t = self._text
        return t if type(t) is str else bytes(t).decode()

    @text.setter
    def text(self, s):
        """Only the tiles whose character changes are set (each marks its cell dirty)."""
        kept = self._text
        room = type(kept) is not str
        old = kept if room else _codes(kept)
        tiles = self._tiles
        if len(s) > tiles.width:
            item = self._item
            scale = 1 if item is tiles else item.scale
            edge = _edge(item.x, scale)
            if tiles.width < edge:
                # A longer text: a wider grid in the old one's place (its area redrawn).
                tiles = _grid(tiles.pixel_shader, len(s), edge)
                tiles.x = self._tiles.x
                tiles.y = self._tiles.y
                holder = self._parent if item is self._tiles else item
                holder[holder.index(self._tiles)] = tiles
                if item is self._tiles:
                    self._item = tiles
                self._tiles = tiles
                old = b''
        new = _codes(s)
        n, k = len(new), len(old)
        # To the longer text's end; a cursor step (the first character): a tile, not 1 ms
        top = 1 if n == k and new[1:] == old[1:] else min(max(n, k), tiles.width)
        for i in range(top):
            c = new[i] if i < n else 32
            if c != (old[i] if i < k else 32):
                tiles[i] = c - 32 if 32 <= c < 127 else 31     # '?': not in the font
        if not room:
            self._text = s
        elif kept != new:
            kept[:] = new   # in the room codes_line() made (as long as the grid)

    def hold(self, text):
        """Keep text, a str equal to the one shown, in its place: no tile set, the old str let
        go (a copy made low in the heap: ui.game.seats.CpuPrompt.settle)."""
        if self._text == text:
            self._text = text

    @property
    def color(self):
        """The text's colour, 0xRRGGBB."""
        return self._tiles.pixel_shader[1]

    @color.setter
    def color(self, c):
        self._tiles.pixel_shader[1] = c

    @property
    def background_color(self):
        """The colour behind the text, or None: clear."""
        pal = self._tiles.pixel_shader
        return None if pal.is_transparent(0) else pal[0]

    @background_color.setter
    def background_color(self, c):
        pal = self._tiles.pixel_shader
        if c is None:
            pal.make_transparent(0)
        else:
            pal[0] = c
            pal.make_opaque(0)


def _edge(x, scale):
    """How many cells of a label at x fit before the screen's edge (one at least)."""
    return max((WIDTH - x) // (CELL_W * scale), 1)


def _grid(pal, n, edge):
    """A label's tile grid of n cells (at most edge) over the font strip."""
    return displayio.TileGrid(_font_strip(), pixel_shader=pal, width=max(min(n, edge), 1),
                              height=1, tile_width=CELL_W, tile_height=CELL_H)


def label(group, x, y, colour, text='', scale=1, cells=0):
    """A Label; cells: its room made at once (a row that lasts and is written again and
    again: grown to each longer text, its wider grid was made mid-step, above the step's
    garbage, and outlived it)."""
    return Label(group, x, y, colour, text, scale, cells)


def codes_line(group, x, y, colour, cells):
    """A label made with room (cells) that keeps the codes it shows, not the texts it is given:
    a bytearray as long as its tile grid, made with it and written over by each text. For
    the board's lines, written again at every turn: their screen makes each text mid-step,
    at the first free block that fits, and kept, a text lay there till the next (heap maps of
    the six-seat CLUE game: the board's lines' texts, over the top of the largest free area,
    cut it to 7.4 KB at most turn lines); a bytearray made at a line's first text lay there
    as well. Not for every label: most show a constant, no heap as a str, and a list's rows
    are its own strs."""
    lab = Label(group, x, y, colour, '', 1, cells)
    room = bytearray(lab._tiles.width)
    room[:] = b''       # empty; its bytes are kept for the texts to come
    lab._text = room
    return lab


def backed(group, labs, bg):
    """Labels labs of group on bg, the panel's fill under them: their blank pixels cover it,
    so nothing under them is rendered (a third faster on an RP2040). Each goes over the one
    below, whose top row (blank but for '`') it overlaps."""
    labs = sorted(labs, key=lambda lab: -lab.y)
    k = len(group) - len(labs)
    keep = k >= 0 and all(group[k + i] is labs[i]._item for i in range(len(labs)))
    for lab in labs:
        if not keep:
            group.remove(lab._item)
            group.append(lab._item)
        lab.background_color = bg


def put(lab, text, colour=None):
    """Set a label's text and colour only when they differ (a set marks it dirty)."""
    if lab.text != text:
        lab.text = text
    if colour is not None and lab.color != colour:
        lab.color = colour


def panel(parent, w, h, fill, edge, x=0, y=0):
    """A w x h box at (x, y) of parent, framed 1 px: vectorio rectangles over one palette in
    a group of their own (no pixel buffer). The fill lies inside the frame's four 1-px lines
    (one layer over the box, not two); fill None: a hollow frame (a cursor)."""
    g = displayio.Group(x=x, y=y)
    parent.append(g)
    pal = displayio.Palette(1 if fill is None else 2)
    pal[0] = edge
    if fill is not None:
        pal[1] = fill
        g.append(vectorio.Rectangle(pixel_shader=pal, width=max(w - 2, 1),
                                    height=max(h - 2, 1), x=1, y=1, color_index=1))
    for rx, ry, rw, rh in ((0, 0, w, 1), (0, h - 1, w, 1),
                           (0, 1, 1, h - 2), (w - 1, 1, 1, h - 2)):
        g.append(vectorio.Rectangle(pixel_shader=pal, width=rw, height=max(rh, 1),
                                    x=rx, y=ry))
    return g


def cell_of(sq):
    """(column, row) of a square on the ring's 11x11 grid; GO is bottom right."""
    side, k = sq // 10, sq % 10
    if side == 0:
        return 10 - k, 10
    if side == 1:
        return 0, 10 - k
    if side == 2:
        return k, 0
    return 10, k
