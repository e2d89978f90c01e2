# adafruit_ticks for the web page: MicroPython's own ticks, which the library mirrors.
from time import ticks_ms, ticks_diff, ticks_add  # noqa: F401
