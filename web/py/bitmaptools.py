# bitmaptools for the web page: the two calls the game makes (ui.widgets.draw, ui.widgets.font),
# over the byte-a-pixel bitmaps of web/py/displayio.py.


def fill_region(bmp, x1, y1, x2, y2, value):
    x1, x2 = max(0, min(x1, x2)), min(bmp.width, max(x1, x2))
    y1, y2 = max(0, min(y1, y2)), min(bmp.height, max(y1, y2))
    if x2 <= x1:
        return
    run = bytes((value,)) * (x2 - x1)
    p = bmp._p
    for y in range(y1, y2):
        at = y * bmp.width
        p[at + x1:at + x2] = run
    bmp.dirty()


def readinto(bitmap, f, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes=False, reverse_rows=False):
    """Rows of 1-bit pixels from file f (the font strips: a BMP's rows, bottom first, each
    padded to whole elements, the leftmost pixel in an element's top bit)."""
    if bits_per_pixel != 1 or not reverse_pixels_in_element:
        raise NotImplementedError('the page reads 1-bit rows, leftmost pixel first')
    w = bitmap.width
    row = bytearray((w + element_size * 8 - 1) // (element_size * 8) * element_size)
    p = bitmap._p
    for j in range(bitmap.height):
        y = bitmap.height - 1 - j if reverse_rows else j
        f.readinto(row)
        at = y * w
        for x in range(w):
            p[at + x] = (row[x >> 3] >> (7 - (x & 7))) & 1
    bitmap.dirty()
