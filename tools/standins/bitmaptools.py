def fill_region(*args):
    pass
