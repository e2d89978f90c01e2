"""Reading an .mpy file (format 6, MicroPython 1.20 on, CircuitPython 9.2 on; PC-only): its
variable-length ints and the names it spells out (tools/build/firmware.py, early_names.py)."""


def uint(data, i):
    """(value, next index) of the .mpy variable-length unsigned int at data[i]."""
    v = 0
    while True:
        b = data[i]
        i += 1
        v = v << 7 | b & 0x7F
        if not b & 0x80:
            return v, i


def names_in(path):
    """The names an .mpy file spells out, in its order: those its loader interns (the
    firmware's own are numbers, not spelled out)."""
    with open(path, 'rb') as f:
        data = f.read()
    n, i = uint(data, 4)        # after the 4-byte header: the names, then the constants
    _, i = uint(data, i)
    out = []
    for _ in range(n):
        k, i = uint(data, i)
        if not k & 1:
            out.append(data[i:i + (k >> 1)].decode())
            i += (k >> 1) + 1   # the characters and a NUL
    return out
