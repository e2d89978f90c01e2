"""The handheld's display on a PC: Blinka displayio drawn through pygame.

Unlike the stock PyGameDisplay, which repaints the whole screen on every refresh, this one
sends only the dirty areas displayio reports (as the board's display driver does), records
them so tests can measure how much of the screen each button press redraws, and shows the
result in a window scaled up by an integer factor.
"""
import os

os.environ.setdefault('PYGAME_HIDE_SUPPORT_PROMPT', '1')
os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')

import busdisplay  # noqa: E402
import displayio  # noqa: E402
import numpy as np  # noqa: E402
import pygame  # noqa: E402
from displayio._area import Area  # noqa: E402
from blinka_displayio_pygamedisplay import PyGameDisplay  # noqa: E402


class HostDisplay(PyGameDisplay):
    _pygame_screen = None   # displayio's background thread may look before __init__ runs

    def _background(self):
        # Never refreshes by itself: the app refreshes explicitly, as on the board.
        return
    def __init__(self, width, height, scale=1, caption='Handheld'):
        # Blinka allows one display at a time (like a board): a new one replaces the old.
        displayio.release_displays()
        self.scale = scale
        self.refreshes = []     # per refresh: list of (x1, y1, x2, y2) areas sent
        self._window = None
        super().__init__(width=width, height=height, caption=caption, auto_refresh=False)

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        self._window = pygame.display.set_mode((self.width * self.scale,
                                                self.height * self.scale))
        # displayio paints this native-size surface; the window shows it scaled.
        self._pygame_screen = pygame.Surface((self.width, self.height))

    def _get_refresh_areas(self):
        core = self._core
        if core.full_refresh and core.current_group is not None:
            # A new root group (ui.app shows each full screen so) is drawn whole. Blinka then
            # leaves every layer's change flags set (only this call clears them), so the next
            # refresh would send every layer again; CircuitPython clears them after any refresh.
            core.current_group._get_refresh_areas([])   # pylint: disable=protected-access
        areas = busdisplay.BusDisplay._get_refresh_areas(self)
        w, h = self.width, self.height
        self.refreshes.append([(max(a.x1, 0), max(a.y1, 0), min(a.x2, w), min(a.y2, h))
                               for a in areas])
        return areas

    def _refresh_area(self, area):
        # The stock version sizes its buffer in whole 32-bit words and fails on areas with an
        # odd pixel count (it only ever sees the full screen); dirty areas can be any size.
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        w, h = clipped.width(), clipped.height()
        n = w * h
        buf = memoryview(bytearray((n + 1) // 2 * 4))
        mask = memoryview(bytearray((n // 32 + 1) * 4)).cast('I')
        self._core.fill_area(clipped, mask, buf)
        px = np.frombuffer(bytes(buf[:2 * n]), dtype='>u2')
        rgb = np.empty((n, 3), dtype=np.uint8)
        rgb[:, 0] = ((px >> 11) & 0x1F) * 255 // 31
        rgb[:, 1] = ((px >> 5) & 0x3F) * 255 // 63
        rgb[:, 2] = (px & 0x1F) * 255 // 31
        img = pygame.image.frombuffer(rgb.tobytes(), (w, h), 'RGB')
        self._pygame_screen.blit(img, (clipped.x1, clipped.y1))
        return True

    def _refresh_display(self):
        busdisplay.BusDisplay._refresh_display(self)
        self.present()
        self._refresh_pending = False

    def present(self):
        if self._window is None:
            return
        if self.scale == 1:
            self._window.blit(self._pygame_screen, (0, 0))
        else:
            pygame.transform.scale(self._pygame_screen, self._window.get_size(), self._window)
        pygame.display.flip()

    def surface(self):
        """The display's pixels at native size (a pygame Surface)."""
        return self._pygame_screen

    def save(self, path, scale=1):
        s = self._pygame_screen
        if scale != 1:
            s = pygame.transform.scale(s, (self.width * scale, self.height * scale))
        pygame.image.save(s, path)

    def last_pixels(self):
        """Pixels sent by the latest refresh (overlapping areas count twice, as on a panel)."""
        if not self.refreshes:
            return 0
        return sum((a[2] - a[0]) * (a[3] - a[1]) for a in self.refreshes[-1]
                   if a[2] > a[0] and a[3] > a[1])
