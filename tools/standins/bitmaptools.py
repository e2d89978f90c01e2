# Stand-in for bitmaptools: drawing calls that draw nothing.
def fill_region(*args, **kw):
    pass


def blit(*args, **kw):
    pass


def replace_color(*args, **kw):
    pass
