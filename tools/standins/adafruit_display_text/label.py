# Stand-in: the same attributes as the bitmap_label stand-in (the ui sets the same ones).
from adafruit_display_text.bitmap_label import Label  # noqa: F401
