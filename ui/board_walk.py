# Where the board's cursor walks: the grid cell of a square and back, and a button's step.
from ui import buttons as K
from ui.draw import cell_of


def sq_at(c, r):
    """The square at grid cell (c, r), or -1 inside or off the ring."""
    if r == 10 and 0 <= c <= 10:
        return 10 - c
    if c == 0 and 0 <= r <= 10:
        return 10 + (10 - r)
    if r == 0 and 0 <= c <= 10:
        return 20 + c
    if c == 10 and 0 <= r <= 10:
        return 30 + r
    return -1


def step(sq, b, dpad=True):
    """Where the cursor goes from sq on button b. Without a d-pad, RIGHT/LEFT walk the
    ring forward/back; with one, a direction moves to the neighbouring cell on screen, and
    pointing into the middle jumps to the square facing it across the board."""
    if not dpad or b not in (K.UP, K.DOWN, K.LEFT, K.RIGHT):
        if b == K.RIGHT or b == K.DOWN:
            return (sq + 1) % 40
        if b == K.LEFT or b == K.UP:
            return (sq + 39) % 40
        return sq
    c, r = cell_of(sq)
    dx = (b == K.RIGHT) - (b == K.LEFT)
    dy = (b == K.DOWN) - (b == K.UP)
    t = sq_at(c + dx, r + dy)
    if t >= 0:
        return t
    if 0 < c + dx < 10 and 0 < r + dy < 10:
        # Into the middle: jump across.
        return sq_at(10 - c if dx else c, 10 - r if dy else r)
    return sq
