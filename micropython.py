# CPython's stand-in for MicroPython's built-in `micropython` module, so every board module can
# say `from micropython import const` in one line: MicroPython, CircuitPython and the unix and
# 32-bit ports always use their built-in module (a built-in is found before any file, and
# tools/build/firmware.py never ships this one), whose compiler folds each const() into the bytecode.
# On CPython it shadows Blinka's module of the same name, whose const() is the same identity
# and whose other decorators (native, viper) no code here uses. Why: docs/ui.md, "Board modules".


def const(x):
    return x
