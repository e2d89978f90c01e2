# The one place that knows which board it runs on: picks the board-profile module from
# board.board_id. Every profile yields the same thing: a Profile (display, size, buttons).

# What each logical button (ui.buttons: UP DOWN LEFT RIGHT A B START SELECT) is called on a
# board, one string split at '|' ('' where the board has no such button): a board module's
# WORDS, this one (the PyBadge's) where none is given. Every hint on a screen is made of these
# (ui.hints), so it names the buttons of the board in the hands.
WORDS = '|up|down|left|right|A|B|START|SELECT'


class Profile:
    """name: the profile module's name; display: a displayio display; buttons: an object
    whose get() returns the next logical button (ui.buttons) or 0; keys: lines of help text
    naming the physical controls of each logical button; dpad: False when the board has
    no UP/DOWN, so LEFT/RIGHT mean previous/next; words: the board's names of its buttons
    (WORDS above); ring: the board's ring drawn in ring x ring pixels (load(): lean())."""

    def __init__(self, name, display, buttons, keys=(), dpad=True, words=WORDS):
        self.name = name
        self.words = words
        self.dpad = dpad
        self.display = display
        self.width = display.width
        self.height = display.height
        self.buttons = buttons
        self.keys = keys
        self.speaker = None     # (pin name, enable pin name or None): set by load() on a board
        self.backlight = None   # can the board dim its display? set by load() on a board
        self.ring = 1
        # link (linked play), only where there is a radio: 'espnow', set by the board
        # module's open(), or the PC simulator's radio maker (host/radio.py). Not declared
        # here: a board without a radio keeps its profile an attribute smaller.


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
# (ui.main's start-up code loaded: about 11 KB under the heap a fill can reach; measured on the
# emulated PicoSystem, CircuitPython 10.2.1: 154 KB there, 131 KB at a PyBadge's heap). Its
# four sides are then 2.7 KB of bitmaps, not 9.6 (docs/ui.md, "The ring on a short heap").
LEAN = 145000


def load():
    import board
    import gc   # (no collection first: each import has just made one)
    from ui.app import unload
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
    # its own class): the module itself can go.
    unload('ui.boards.' + name)
    return p
