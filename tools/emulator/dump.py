# Board code (CircuitPython), not imported on the PC: heap_quick.py --dump's RAM dumps, put on
# the drive after tools/emulator/holes.py only for those runs (bench_board.py's Session with
# dump=True). bench_code.py's BENCH.idle() calls heap_dump() after each hole map: the
# addresses the PC needs to name what it finds in a dump of the RAM
# (tools/emulator/heap_map.py), then
#   EMU heapdump N                   the heap collected and still: the PC reads the RAM now
# and three seconds of sleep, in which nothing on the heap moves.
import gc


def heap_dump(app, n):
    """The lines heap_map.py names a dump's objects by: a sample of each built-in kind
    (EMU tsample KIND ADDRESS: its first word is the kind's type), each module (EMU mod NAME
    ADDRESS DICT) and class (EMU class MODULE.NAME ADDRESS: an instance's first word); then
    the dump's mark and a still heap."""
    import sys
    import time
    import displayio
    import vectorio
    from array import array
    keep = []

    def sample(kind, o):
        keep.append(o)
        print('EMU tsample', kind, '%x' % id(o))

    def gen():
        yield n
    pal = displayio.Palette(2)
    bmp = displayio.Bitmap(2, 2, 2)
    for kind, o in (('str', 'x%dyyyyyyyyyyyyyyyyyyyyyyyy' % n), ('bytes', b'ab' + bytes(n)),
                    ('bytearray', bytearray(3)), ('list', [n]), ('tuple', (n, 1)),
                    ('dict', {n: 2}), ('set', {n}), ('fun', heap_dump), ('bound', app.step),
                    ('array', array('h', [n])), ('type', type(app)), ('float', n / 3.0),
                    ('long', 1 << (40 + n % 2)), ('closure', lambda: n), ('gen', gen()),
                    ('Bitmap', bmp), ('Palette', pal), ('Group', displayio.Group()),
                    ('TileGrid', displayio.TileGrid(bmp, pixel_shader=pal)),
                    ('Rectangle', vectorio.Rectangle(pixel_shader=pal, width=2, height=2)),
                    ('module', sys.modules['ui'])):
        sample(kind, o)
    for name, m in list(sys.modules.items()):
        print('EMU mod', name, '%x' % id(m), '%x' % id(m.__dict__))
        for k, v in list(m.__dict__.items()):
            if type(v) is type:
                print('EMU class', name + '.' + k, '%x' % id(v))
    gc.collect()
    print('EMU heapdump', n)
    time.sleep(3)
