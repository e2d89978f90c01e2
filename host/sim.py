"""The handheld in a window: `make sim` (BOARD=pybadge|feather_tft|clue|picosystem|m5stack).

The keyboard is the buttons (see host/keys.py): a board without a d-pad (clue, feather_tft,
m5stack) is played with its own buttons as keys, taps, holds and both-at-once as on the board
(the window's title names them); --dpad (or SIM_DPAD=1) gives it the keyboard's d-pad and
letters instead, a developer's shortcut. Each board profile has its own drive folder
(build/sim-drive/<board>/: the saved game, the seats, the settings), as each handheld has its
own CIRCUITPY drive; a second simulator of the same board running at once gets its own
(<board>-2/, ...), as a second handheld would. Without --scale the window takes the largest whole scale that fits the
desktop it opens on (SCALE=N in make picks one).
"""
import argparse
import os
import sys
import time

os.environ.setdefault('PYGAME_HIDE_SUPPORT_PROMPT', '1')
os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')

HEADLESS_HELP = """\
The simulator opens a window, and there is no display here ({why}).
Headless options:
  make screenshots          render the main screens to docs/screenshots/*.png
  make test                 run the UI tests off-screen (SDL_VIDEODRIVER=dummy)
  python -m host.screenshots DIR    the same PNGs into DIR
  host/driver.py            drive the real ui/ from Python with scripted button presses
Or give it a virtual screen: xvfb-run make sim"""


def no_display():
    """Why no window can open here, or None."""
    drv = os.environ.get('SDL_VIDEODRIVER', '')
    if drv in ('dummy', 'offscreen'):
        return 'SDL_VIDEODRIVER={} draws off-screen'.format(drv)
    if sys.platform.startswith('linux') and drv not in ('kmsdrm', 'fbcon'):
        if not (os.environ.get('DISPLAY') or os.environ.get('WAYLAND_DISPLAY')):
            return 'neither DISPLAY nor WAYLAND_DISPLAY is set'
    return None


def drive_folder(board, root='build'):
    """The simulated CIRCUITPY drive of a board profile: saves never cross profiles."""
    return os.path.join(root, 'sim-drive', board)


def claim_drive(board, root='build', most=6):
    """(folder, lock) of a drive no other running simulator uses: the board's own, else
    <board>-2, -3, ... Two simulators on one drive were one handheld twice: a linked game's
    joiner resumed the host's save and took the host's id as its own. The lock (an open file
    held with flock) goes when the process ends, however it ends; on a system without flock
    the board's own folder is used."""
    try:
        import fcntl
    except ImportError:
        fcntl = None
    for n in range(1, most + 1):
        folder = drive_folder(board if n == 1 else '%s-%d' % (board, n), root)
        os.makedirs(folder, exist_ok=True)
        if fcntl is None:
            return folder, None
        lock = open(os.path.join(folder, '.sim-lock'), 'w')
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            continue
        return folder, lock
    raise OSError('%d simulators of %s are running already' % (most, board))


def fit_scale(size, desk, most=8):
    """The largest whole scale at which a board of size (w, h) fits in 90 % of the desktop's
    width and 85 % of its height (title bar, panels), at least 1; desk None: 3."""
    if not desk or not desk[0] or not desk[1]:
        return 3
    w, h = size
    s = min(desk[0] * 9 // 10 // w, desk[1] * 85 // 100 // h, most)
    return max(1, s)


def desktop(pygame):
    """(width, height) of the desktop the window opens on, or None when SDL cannot say."""
    try:
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
        return sizes[0] if sizes else None
    except (pygame.error, AttributeError):
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--board', default='pybadge')
    ap.add_argument('--scale', type=int, default=0, help='pixels per board pixel (0: fit)')
    ap.add_argument('--players', type=int, default=4)
    ap.add_argument('--seed', type=int, default=int(time.time()) % 100000)
    ap.add_argument('--frames', type=int, default=0, help='quit after this many loops (tests)')
    ap.add_argument('--dpad', action='store_true', default=bool(os.environ.get('SIM_DPAD')),
                    help="the keyboard's d-pad on every board, not the board's own buttons")
    a = ap.parse_args(argv)
    why = no_display()
    if why:
        print(HEADLESS_HELP.format(why=why), file=sys.stderr)
        return 2
    import pygame
    from host import profile as HP
    try:
        scale = a.scale or fit_scale(HP.size(a.board), desktop(pygame))
        prof = HP.keyboard(a.board, scale, a.dpad)
    except pygame.error as e:
        print(HEADLESS_HELP.format(why='pygame: {}'.format(e)), file=sys.stderr)
        return 2
    from adafruit_ticks import ticks_ms
    from ui.main import main as start
    try:
        drive, lock = claim_drive(a.board)
    except OSError as e:
        print(e, file=sys.stderr)
        return 2
    if drive != drive_folder(a.board):
        print('Another simulator of {} is running: this one has its own drive, {}'.format(
            a.board, drive))
    app = start(prof, drive, a.seed)
    print('Board {} {}x{} at scale {} (SCALE=N to change), seed {}, drive {}. Keys: {}'.format(
        a.board, prof.width, prof.height, scale, a.seed, drive, '; '.join(prof.keys)))
    kb = prof.keyboard
    n = 0
    while not kb.quit:
        try:
            app.step(ticks_ms())
        except MemoryError:
            from ui.main import rescue
            rescue(app)
        if kb.shot:
            kb.shot = False
            path = 'sim-{}.png'.format(int(time.time()))
            prof.display.save(path)
            print('saved', path)
        n += 1
        if a.frames and n >= a.frames:
            break
        time.sleep(0.01)
    pygame.quit()
    return 0


if __name__ == '__main__':
    sys.exit(main())
