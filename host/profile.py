"""Board profiles on a PC: the size of a real board's profile, with the keyboard (a window)
or a scripted list of presses (headless) as the buttons."""
import os

from ui import boards


from ui.device import profile as P
BOARDS = ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack')


def size(board):
    m = boards.module(board)
    if board not in BOARDS:
        raise ValueError('unknown board {!r}; choose from {}'.format(board, ', '.join(BOARDS)))
    return m.WIDTH, m.HEIGHT


def headless_env():
    """Make SDL draw to memory: call before the first display is made."""
    os.environ['SDL_VIDEODRIVER'] = 'dummy'
    os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')


def words(m):
    """A board module's names of its buttons (ui.device.profile.WORDS); the Feather TFT's are its
    one-button board's."""
    return getattr(m, 'WORDS', None) or getattr(m, 'WORDS1', P.WORDS)


def made(m, *args):
    """A Profile (args as Profile's) of board module m's board as the board makes it: its
    ring drawn in the pixels the board draws it in (ui.boards.load: the CLUE's RING)."""
    prof = P.Profile(*args)
    prof.ring = getattr(m, 'RING', 1)
    return prof


def buttons(board):
    """(keymap, chords) of a board's own buttons as its module gives them to ui.device.buttons.Reader
    (the CLUE's two, the Feather TFT's one, the M5Stack's three), or None for a board with a
    d-pad (every logical button a key of its own)."""
    m = boards.module(board)
    if m.DPAD:
        return None
    return getattr(m, '_MAP', None) or m._ONE, getattr(m, '_CHORDS', ())


def keyboard(board='pybadge', scale=4, dpad=False):
    """A window at the board's size, scaled, with the keyboard as the buttons: the board's own
    buttons (host.keys.PHYSICAL: the CLUE's two keys with tap, hold and both, the Feather
    TFT's one with tap and holds, the M5Stack's three), or with dpad (a developer's option;
    boards with a d-pad always) the keyboard's arrows and letters as every logical button.
    The window's title names the keys."""
    from host.display import HostDisplay
    from host.keys import Keyboard, HELP, PHYSICAL, WORDS
    from ui.device.buttons import Reader
    w, h = size(board)
    m = boards.module(board)
    own = None if dpad else buttons(board)
    keys = PHYSICAL[board] if own else None
    named = '; '.join(k[0] for k in keys) if own else 'arrows, Z = A, X = B, S = START, A = SELECT'
    display = HostDisplay(w, h, scale, caption='Handheld ({} {}x{}): {}'.format(board, w, h, named))
    kb = Keyboard(display, keys)
    if own:
        # The help screen lists which key is which button, then what the buttons do.
        help_ = tuple(k[0] for k in keys) + tuple(getattr(m, 'KEYS', None) or m.KEYS1) + HELP[-2:]
        prof = made(m, board, display, Reader(((kb, own[0]),), own[1]), help_, m.DPAD, words(m))
    else:
        prof = made(m, board, display, Reader(((kb, kb.keymap()),)), HELP, True, WORDS)
    prof.keyboard = kb
    # Linked play between simulators: this PC's and the LAN's (host/radio.py).
    from host.radio import UdpMaker
    prof.link = UdpMaker(('127.0.0.1', '255.255.255.255'))
    return prof


def headless(board='pybadge', presses=(), link=None):
    """An off-screen display at the board's size; buttons come from a Script; link: a
    radio maker for linked play (host/radio.py), None as on a board without a radio."""
    headless_env()
    from host.display import HostDisplay
    from host.keys import Script
    w, h = size(board)
    display = HostDisplay(w, h, 1)
    m = boards.module(board)
    keys = getattr(m, 'KEYS', None) or getattr(m, 'KEYS1', ())
    prof = made(m, board, display, Script(presses), keys, m.DPAD, words(m))
    prof.link = link
    return prof
