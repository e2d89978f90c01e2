# vectorio for the web page (web/py/displayio.py says why): the one shape the game draws.
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
