# Stand-in for bitmaptools: drawing calls that draw nothing.
def fill_region(*args, **kw):
    pass


def blit(*args, **kw):
    pass


def replace_color(*args, **kw):
    pass


def readinto(bitmap, f, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes=False, reverse_rows=False):
    # Reads the rows (the file's bytes pass through a buffer, as on the board); draws nothing.
    row = bytearray((bitmap.width * bits_per_pixel + element_size * 8 - 1)
                    // (element_size * 8) * element_size)
    for _ in range(bitmap.height):
        f.readinto(row)
