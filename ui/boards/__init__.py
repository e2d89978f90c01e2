# Which board the game runs on: the board-profile module picked from board.board_id, asked for
# its Profile (ui.device.profile). Start-up only: load() lets this package go with the board module.


def family(board_id):
    """The profile module name for a board id (CircuitPython's board.board_id)."""
    b = board_id.lower()
    if 'pybadge' in b or 'edgebadge' in b or 'pygamer' in b:
        return 'pybadge'
    if 'clue' in b:
        return 'clue'
    if 'picosystem' in b:
        return 'picosystem'
    if 'tft' in b and 'feather' in b:
        return 'feather_tft'
    if 'm5stack' in b:
        return 'm5stack'
    return 'pybadge'


def module(name):
    # Explicit imports: CircuitPython's __import__ has no importlib to lean on.
    if name == 'clue':
        from ui.boards import clue as m
    elif name == 'picosystem':
        from ui.boards import picosystem as m
    elif name == 'feather_tft':
        from ui.boards import feather_tft as m
    elif name == 'm5stack':
        from ui.boards import m5stack as m
    else:
        from ui.boards import pybadge as m
    return m


# A 240-px screen's ring is drawn in 2-px pixels where gc.mem_free() is under this at load()
# (start-up's code loaded, the board module's display and keys made: 16-18 KB under the heap
# a fill can reach; measured on the emulated PicoSystem, CircuitPython 10.2.1: 150,016 B
# there, 125,008 B at a PyBadge's heap). Midway: gc.mem_free() moves in 8 KB steps where
# CircuitPython can still grow the heap. Its four sides are then 2.7 KB of bitmaps, not 9.6
# (docs/ui.md, "The ring on a short heap").
LEAN = 137000


def load():
    """The board's Profile, made by its board-profile module; then that module and this
    package are let go (engine.forget)."""
    import board
    import gc   # (no collection first: each import has just made one)
    from engine import forget
    name = family(board.board_id)
    m = module(name)
    p = m.open(board.board_id)
    p.speaker = getattr(m, 'SPEAKER', None)
    p.backlight = bool(getattr(m, 'BACKLIGHT', False))
    p.ring = getattr(m, 'RING', 1)     # (a board module's RING: what the simulator shows)
    free = getattr(gc, 'mem_free', None)
    if min(p.width, p.height) >= 200 and free and free() < LEAN:
        p.ring = 2
    # The profile holds all the game needs from the board module (a joystick reader keeps
    # its own class): the module itself can go, and this package with it.
    forget('ui.boards.' + name)
    forget('ui.boards')
    return p
