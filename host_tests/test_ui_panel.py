# ui.widgets.draw.panel: a framed box drawn with vectorio rectangles, no pixel buffer. Rendered
# headless through Blinka: the frame, the fill, a hollow frame showing what is under it, and a
# moved frame leaving nothing behind.
import pytest

from host import profile as HP

W, H = 40, 30
BACK, EDGE, FILL = 0x0000FF, 0xFF0000, 0x00FF00
RGB = {BACK: (0, 0, 255), EDGE: (255, 0, 0), FILL: (0, 255, 0)}


@pytest.fixture
def screen():
    HP.headless_env()
    import displayio
    from host.display import HostDisplay
    d = HostDisplay(W, H)
    root = displayio.Group()
    pal = displayio.Palette(1)
    pal[0] = BACK
    root.append(displayio.TileGrid(displayio.Bitmap(W, H, 1), pixel_shader=pal))
    d.root_group = root
    d.refresh()
    return d, root


def pixels(d):
    s = d.surface()
    return [[tuple(s.get_at((x, y)))[:3] for x in range(W)] for y in range(H)]


def expected(x0, y0, w, h, fill):
    out = []
    for y in range(H):
        row = []
        for x in range(W):
            inside = x0 <= x < x0 + w and y0 <= y < y0 + h
            edge = inside and (x in (x0, x0 + w - 1) or y in (y0, y0 + h - 1))
            c = EDGE if edge else (fill if inside and fill is not None else BACK)
            row.append(RGB[c])
        out.append(row)
    return out


def no_bitmaps(item):
    import displayio
    if isinstance(item, displayio.TileGrid):
        return False
    if isinstance(item, displayio.Group):
        return all(no_bitmaps(i) for i in item)
    return True


@pytest.mark.parametrize('fill', [FILL, None])
def test_panel_draws_its_frame_and_fill_without_a_bitmap(screen, fill):
    from ui.widgets.draw import panel
    d, root = screen
    p = panel(root, 12, 9, fill, EDGE, 5, 4)
    assert no_bitmaps(p)
    d.refresh()
    assert pixels(d) == expected(5, 4, 12, 9, fill)


def test_a_moved_frame_leaves_nothing_behind(screen):
    # The board's cursor: a hollow frame moved by its .x/.y, redrawn by dirty areas only.
    from ui.widgets.draw import panel
    from ui.app import detach
    d, root = screen
    p = panel(root, 7, 6, None, EDGE)
    d.refresh()
    for x, y in ((3, 2), (20, 2), (21, 20), (0, 0)):
        p.x, p.y = x, y
        d.refresh()
        assert pixels(d) == expected(x, y, 7, 6, None)
    detach(p)       # as ui.app takes an overlay off (ui/app.py)
    root.remove(p)
    d.refresh()
    assert pixels(d) == expected(0, 0, 0, 0, None)
