# Stand-in for terminalio: CircuitPython's built-in 6x12 font. On the board its glyphs are one
# strip bitmap in flash (tile i = character 32 + i for ASCII), so it takes no heap here either.
class _Strip:
    width = 6 * 95
    height = 12

    def __getitem__(self, xy):
        return 0


class _Glyph:
    def __init__(self, code):
        self.bitmap = FONT.bitmap
        self.tile_index = code - 32
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = 0
        self.shift_x = 6
        self.shift_y = 0


class _Font:
    bitmap = _Strip()

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        return _Glyph(code) if 32 <= code < 127 else None


FONT = _Font()
