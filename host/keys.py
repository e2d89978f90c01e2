"""Button sources for the PC: the keyboard through pygame, and a scripted list for tests."""
import pygame

from ui.device import buttons as K

# Logical button -> keyboard keys. Shown by `make sim` and on the help screen.
KEYBOARD = (
    (K.UP, (pygame.K_UP,)),
    (K.DOWN, (pygame.K_DOWN,)),
    (K.LEFT, (pygame.K_LEFT,)),
    (K.RIGHT, (pygame.K_RIGHT,)),
    (K.A, (pygame.K_z, pygame.K_RETURN, pygame.K_KP_ENTER)),
    (K.B, (pygame.K_x, pygame.K_ESCAPE, pygame.K_BACKSPACE)),
    (K.START, (pygame.K_s, pygame.K_TAB)),
    (K.SELECT, (pygame.K_a, pygame.K_SPACE)),
)
HELP = ('Arrows: move', 'Z/Enter: A (choose)', 'X/Esc: B (back)', 'S/Tab: START (menu)',
        'A/Space: SELECT (info)', 'F12: screenshot', 'close window: quit')
# The keyboard's d-pad named in the hints (ui.device.profile.WORDS): `make sim DPAD=1`.
WORDS = '|Up|Down|Left|Right|Z|X|S|A'

# A board without a d-pad simulated with its own buttons (`make sim BOARD=clue`): per physical
# button of the board module's keymap, in its order, (what the help and the window's title say, the
# keyboard keys that are that button). Taps, holds and chords are ui.device.buttons.Reader's, timed
# as on the board.
PHYSICAL = {
    'clue': (('Left arrow/Z: left button', (pygame.K_LEFT, pygame.K_z)),
             ('Right arrow/X: right button', (pygame.K_RIGHT, pygame.K_x))),
    'feather_tft': (('Space/Enter: the button', (pygame.K_SPACE, pygame.K_RETURN, pygame.K_z)),),
    'm5stack': (('Left arrow/1: left button', (pygame.K_LEFT, pygame.K_1)),
                ('Down arrow/2: middle button', (pygame.K_DOWN, pygame.K_2, pygame.K_SPACE)),
                ('Right arrow/3: right button', (pygame.K_RIGHT, pygame.K_3))),
}


class _Ev:
    def __init__(self, k, pressed):
        self.key_number = k
        self.pressed = pressed


class Keyboard:
    """A keypad-like scanner over pygame's keyboard: eight keys numbered like KEYBOARD, or a
    board's own buttons (keys: a PHYSICAL entry). Window close sets .quit; F12 sets .shot;
    other window events repaint the window."""

    def __init__(self, display=None, keys=None):
        self.events = self
        self.display = display
        self.quit = False
        self.shot = False
        self.pending = []
        self.index = {}
        keys = keys or KEYBOARD
        for i in range(len(keys)):
            for code in keys[i][1]:
                self.index[code] = i

    def keymap(self):
        return tuple((b, b, 0) for b, _ in KEYBOARD)

    def get(self):
        if not self.pending:
            for e in pygame.event.get():
                if e.type == pygame.QUIT:
                    self.quit = True
                elif e.type in (pygame.KEYDOWN, pygame.KEYUP):
                    if e.type == pygame.KEYDOWN and e.key == pygame.K_F12:
                        self.shot = True
                    k = self.index.get(e.key)
                    if k is not None:
                        self.pending.append(_Ev(k, e.type == pygame.KEYDOWN))
                elif e.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN) and self.display:
                    self.display.present()
        return self.pending.pop(0) if self.pending else None


class Script:
    """Logical buttons from a list: get() hands out one per call, then 0. hold(b, n) queues
    what ui.device.buttons.Reader gives for a direction held down: b, then n repeats of it
    (.repeat counts them, as the Reader's does)."""

    def __init__(self, presses=()):
        self.presses = list(presses)
        self.reps = [0] * len(self.presses)
        self.repeat = 0

    def push(self, *buttons):
        self.presses.extend(buttons)
        self.reps.extend([0] * len(buttons))

    def hold(self, b, repeats):
        self.presses.extend([b] * (repeats + 1))
        self.reps.extend(range(repeats + 1))

    def get(self):
        if not self.presses:
            self.repeat = 0
            return 0
        self.repeat = self.reps.pop(0)
        return self.presses.pop(0)
