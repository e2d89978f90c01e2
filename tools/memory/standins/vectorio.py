# Stand-in for vectorio on MicroPython ports without it (tools/memory/report.py,
# host_tests/test_memory.py, and the web page, tools/web/site.py): the shapes the ui makes
# (ui.widgets.draw.panel). CircuitPython's vectorio shapes hold no pixel buffer, only a small C
# struct (size, position, palette, dirty areas) on the heap; this object takes its place, at its own
# size. Nothing is drawn here: the page draws a shape from these fields (web/py/page.py writes them
# into its scene).
class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        if width < 1 or height < 1:
            raise ValueError('width and height must be >= 1')     # as CircuitPython checks
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False
