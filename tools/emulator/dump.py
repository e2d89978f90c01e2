# Board code (CircuitPython), not imported on the PC: heap_quick.py --dump's RAM dumps, put on
# the drive after tools/emulator/holes.py only for those runs (bench_board.py's Session with
# dump=True). bench_code.py's BENCH.idle() calls heap_dump() after each hole map: the
# addresses the PC needs to name what it finds in a dump of the RAM
# (tools/emulator/heap_map.py), then
#   EMU heapdump N                   the heap collected and still: the PC reads the RAM now
# and three seconds of sleep, in which nothing on the heap moves.
import gc


def heap_dump(app, n):
    """The lines heap_map.py names a dump's objects by (_listed), then the dump's mark and a
    still heap. Nothing of the listing is left when the RAM is read: it holds no object of
    its own in the holes the map before it measured."""
    import time
    _listed(app, n)
    gc.collect()
    print('EMU heapdump', n)
    time.sleep(3)


def _listed(app, n):
    """Print each built-in kind's type (EMU type KIND ADDRESS: the first word of an object of
    that kind), each module (EMU mod NAME ADDRESS DICT) and class (EMU class MODULE.NAME
    ADDRESS: an instance's first word). Types, not sample objects, and in a function of its
    own: samples kept to the dump, and the last module's list of items and two strs left in
    heap_dump's frame, lay in the holes the map had just measured whole."""
    import sys
    import displayio
    import vectorio
    from array import array

    def gen():
        yield n
    for kind, t in (('str', str), ('bytes', bytes), ('bytearray', bytearray), ('list', list),
                    ('tuple', tuple), ('dict', dict), ('set', set), ('fun', type(heap_dump)),
                    ('bound', type(app.step)), ('array', array), ('type', type),
                    ('float', float), ('long', int), ('closure', type(lambda: n)),
                    ('gen', type(gen())), ('Bitmap', displayio.Bitmap),
                    ('Palette', displayio.Palette), ('Group', displayio.Group),
                    ('TileGrid', displayio.TileGrid), ('Rectangle', vectorio.Rectangle),
                    ('module', type(sys))):
        print('EMU type', kind, '%x' % id(t))
    for name, m in list(sys.modules.items()):
        print('EMU mod', name, '%x' % id(m), '%x' % id(m.__dict__))
        for k, v in list(m.__dict__.items()):
            if type(v) is type:
                print('EMU class', name + '.' + k, '%x' % id(v))
