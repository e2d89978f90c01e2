# What the game holds of the board it runs on: a Profile (display, size, buttons), which a
# board-profile module makes (ui.boards.load: the package picks the module from
# board.board_id, and goes with it once the profile is made: no code of it stays on the heap).

# What each logical button (ui.device.buttons: UP DOWN LEFT RIGHT A B START SELECT) is called on a
# board, one string split at '|' ('' where the board has no such button): a board module's
# WORDS, this one (the PyBadge's) where none is given. Every hint on a screen is made of these
# (ui.text.hints), so it names the buttons of the board in the hands.
WORDS = '|up|down|left|right|A|B|START|SELECT'


class Profile:
    """name: the profile module's name; display: a displayio display; buttons: an object
    whose get() returns the next logical button (ui.device.buttons) or 0; keys: lines of help text
    naming the physical controls of each logical button; dpad: False when the board has
    no UP/DOWN, so LEFT/RIGHT mean previous/next; words: the board's names of its buttons
    (WORDS above); ring: the board's ring drawn in ring x ring pixels (ui.boards.LEAN)."""

    def __init__(self, name, display, buttons, keys=(), dpad=True, words=WORDS):
        self.name = name
        self.words = words
        self.dpad = dpad
        self.display = display
        self.width = display.width
        self.height = display.height
        self.buttons = buttons
        self.keys = keys
        self.speaker = None     # (pin name, enable pin name or None): set by ui.boards.load()
        self.backlight = None   # can the board dim its display? set by ui.boards.load()
        self.ring = 1
        # link (linked play), only where there is a radio: 'espnow', set by the board
        # module's open(), or the PC simulator's radio maker (host/radio.py). Not declared
        # here: a board without a radio keeps its profile an attribute smaller.

