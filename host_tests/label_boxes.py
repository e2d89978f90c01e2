"""Where the top screen's labels are drawn: ink boxes in display pixels, for layout tests."""


def boxes(group, cells=False, inks=False):
    """(text, x0, y0, x1, y1, pixels) per label with text in group (x1, y1 exclusive), in
    the order displayio draws them (a later one over an earlier one): the pixels the label
    draws (its ink, or its whole row of cells where it has a background); cells: the whole
    cells of its text instead of its ink; inks: a seventh item, the pixels of its ink alone.
    Labels are ui.widgets.draw's tile grids over the font's glyph strip."""
    import displayio
    from ui.widgets import draw
    strip = draw._font_strip()
    out = []

    def walk(item, ox, oy, scale):
        if getattr(item, 'hidden', False) is not False:
            return
        s = scale * getattr(item, 'scale', 1)
        x = ox + item.x * scale
        y = oy + item.y * scale
        if isinstance(item, displayio.TileGrid) and item.bitmap is strip:
            text = ''.join(chr(32 + item[i, 0]) for i in range(item.width)).rstrip()
            if text:
                whole = not item.pixel_shader.is_transparent(0)
                got = (text,) + ink(item, strip, x, y, s,
                                    item.width if whole else len(text), whole or cells)
                if inks:
                    got += (ink(item, strip, x, y, s, len(text), False)[4],)
                out.append(got)
        elif isinstance(item, displayio.Group):
            for child in item:
                walk(child, x, y, s)
    walk(group, 0, 0, 1)
    return out


def ink(tiles, strip, x, y, s, n, whole):
    """(x0, y0, x1, y1, pixels): the box and the set of screen pixels the first n cells of a
    row of font tiles draw."""
    w, h = tiles.tile_width, tiles.tile_height
    px = set()
    for c in range(n):
        src = tiles[c, 0] * w
        for j in range(h):
            for i in range(w):
                if whole or strip[src + i, j]:
                    for a in range(s):
                        for b in range(s):
                            px.add((x + (c * w + i) * s + a, y + j * s + b))
    if not px:
        return x, y, x, y, px
    xs = [p[0] for p in px]
    ys = [p[1] for p in px]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1, px


def problems(group, width, height, area=None):
    """Labels past the screen's edge (or outside area: x, y, w, h), and pairs of labels
    whose ink meets, or where one drawn later covers the other's ink with its background (a
    label's background over another's blank cell hides nothing)."""
    bs = boxes(group, inks=True)
    out = []
    ax, ay, aw, ah = area or (0, 0, width, height)
    for t, x0, y0, x1, y1, _, _ in bs:
        if x0 < ax or y0 < ay or x1 > ax + aw or y1 > ay + ah:
            out.append('outside {}: {!r} at {}'.format((ax, ay, aw, ah), t, (x0, y0, x1, y1)))
    for i in range(len(bs)):
        for j in range(i + 1, len(bs)):
            a, b = bs[i], bs[j]     # b drawn over a
            if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4] and a[6] & b[5]:
                out.append('overlap: {!r} and {!r}'.format(a[0], b[0]))
    return out
