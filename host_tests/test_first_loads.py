# From a game's start a module's first load collects the heap first, so that its names, kept
# for good, go into the lowest room of a clean heap (engine.first_loads; docs/bench.md, "Heap
# rules the code follows"). Run on the MicroPython unix port, where the import statement can
# be watched as on a board: a collection shows as the garbage made before the import gone.
import os
import subprocess

import engine

ROOT = os.path.dirname(os.path.dirname(engine.__file__))
MP = os.path.join(ROOT, '.venv', 'bin', 'micropython')

# Garbage of about 20 KB, then an import: how much of the heap is in use after it, less
# before the garbage (the module's own objects are a few hundred bytes).
SCRIPT = """
import gc, sys, engine
%s
def garbage():
    x = [bytearray(200) for i in range(100)]
    x = None
def after(statement):
    gc.collect()
    a = gc.mem_alloc()
    garbage()
    exec(statement)
    return gc.mem_alloc() - a
print(after('import fresh'))
engine.forget('fresh')
print(after('import fresh'))
print(after('from pk import sub'))
engine.forget('pk.sub')
print(after('from pk import sub'))
print(after('from engine import forget'))
"""


def run(tmp_path, first):
    (tmp_path / 'fresh.py').write_text('NAMES = ("a fresh module",)\n')
    (tmp_path / 'pk').mkdir()
    (tmp_path / 'pk' / 'sub.py').write_text('SUB = 1\n')
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((str(tmp_path), ROOT)))
    r = subprocess.run([MP, '-X', 'heapsize=512k', '-c', SCRIPT % first], env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    return [int(w) for w in r.stdout.split()]


def test_a_first_load_collects_first_and_a_load_again_does_not(tmp_path):
    first, again, sub, sub_again, name = run(tmp_path, 'engine.first_loads()')
    assert first < 10000 and sub < 10000, (first, sub)     # the garbage was collected
    assert again > 20000 and sub_again > 20000, (again, sub_again)     # names known: no
    assert name > 20000, name        # a name of a module loaded: nothing to load, no collection


def test_without_it_an_import_collects_nothing_first(tmp_path):
    # What the test above tells apart: on the unix port an import leaves the garbage
    assert min(run(tmp_path, 'pass')) > 20000


def test_it_is_installed_once_and_not_on_cpython():
    import builtins
    before = builtins.__import__
    engine.first_loads()
    assert builtins.__import__ is before and engine._first is None
