# Drawing helpers every screen shares: labels that redraw only when they change, framed
# panels as 1-bit bitmaps, and paging through blocks of lines (a log event, a player's score).
import displayio
import terminalio
from adafruit_display_text import bitmap_label


def label(group, x, y, colour, text='', scale=1):
    lab = bitmap_label.Label(terminalio.FONT, text=text, color=colour, scale=scale,
                             anchor_point=(0, 0), anchored_position=(x, y))
    group.append(lab)
    return lab


def put(lab, text, colour=None):
    """Set a label's text and colour only when they differ (setting marks it dirty)."""
    if lab.text != text:
        lab.text = text
    if colour is not None and lab.color != colour:
        lab.color = colour


def panel(w, h, fill, edge):
    """A w x h box with a one-pixel frame: a 2-colour bitmap, 1 bit per pixel.
    fill None: a hollow frame (a cursor)."""
    bmp = displayio.Bitmap(w, h, 2)
    for x in range(w):
        bmp[x, 0] = bmp[x, h - 1] = 1
    for y in range(h):
        bmp[0, y] = bmp[w - 1, y] = 1
    pal = displayio.Palette(2)
    if fill is None:
        pal.make_transparent(0)
    else:
        pal[0] = fill
    pal[1] = edge
    return displayio.TileGrid(bmp, pixel_shader=pal)


def last_page(blocks, rows):
    """Index of the first block of the last page: as many whole blocks from the end as fit
    in rows lines, so a page never starts halfway through one."""
    last = len(blocks)
    used = 0
    while last > 0 and used + len(blocks[last - 1]) <= rows:
        last -= 1
        used += len(blocks[last])
    return last
