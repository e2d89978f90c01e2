"""Board profiles on a PC: the size of a real board's profile, with the keyboard (a window)
or a scripted list of presses (headless) as the buttons."""
import os

from ui import profile as P

BOARDS = ('pybadge', 'feather_tft', 'clue', 'picosystem', 'm5stack')


def size(board):
    m = P.module(board)
    if board not in BOARDS:
        raise ValueError('unknown board {!r}; choose from {}'.format(board, ', '.join(BOARDS)))
    return m.WIDTH, m.HEIGHT


def headless_env():
    """Make SDL draw to memory: call before the first display is made."""
    os.environ['SDL_VIDEODRIVER'] = 'dummy'
    os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')


def keyboard(board='pybadge', scale=4):
    """A window at the board's size, scaled, with the keyboard as the buttons."""
    from host.display import HostDisplay
    from host.keys import Keyboard, HELP
    from ui.buttons import Reader
    w, h = size(board)
    display = HostDisplay(w, h, scale, caption='Handheld ({} {}x{})'.format(board, w, h))
    kb = Keyboard(display)
    prof = P.Profile(board, display, Reader(((kb, kb.keymap()),)), HELP)
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
    m = P.module(board)
    keys = getattr(m, 'KEYS', None) or getattr(m, 'KEYS1', ())
    prof = P.Profile(board, display, Script(presses), keys, dpad=m.DPAD)
    prof.link = link
    return prof
