# Stand-in: the attributes the ui sets; the real label also allocates a bitmap of its text.
class Label:
    def __init__(self, font, text='', color=0xFFFFFF, x=0, y=0, **kw):
        self.font = font
        self.text = text
        self.color = color
        self.x = x
        self.y = y
        self.hidden = False
        self.background_color = None
        for k in kw:
            setattr(self, k, kw[k])
