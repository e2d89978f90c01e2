# Stand-in: the flow game passes its own clock, so nothing here needs a real one.
def ticks_ms():
    return 0


def ticks_diff(a, b):
    return a - b


def ticks_add(a, b):
    return a + b
