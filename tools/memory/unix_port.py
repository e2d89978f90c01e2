"""MicroPython's unix port run so that its heap does not depend on where the project is (PC-only).

The port keeps on its heap the paths it is given: each MICROPYPATH entry and the script's
folder (its realpath) are interned into sys.path, each module's __file__ is its path interned,
each word of sys.argv is interned, and the saves' folder is joined into every file name. With
absolute paths the heap figures moved with the length of the clone's path, of the temporary
folder, even of pytest's run number: a clone 11 characters deeper ended the whole-game guard
in MemoryError at 208 KB. So every run starts in a stage folder, with these relative names:

    flow_game.py   a link to tools/memory/flow_game.py, run with -m (a script run by its path would
                   put its realpath in sys.path[0]; -m leaves '' there)
    s              a link to tools/memory/standins
    t              a link to the module tree (the firmware's .mpy files, or the sources)
    saves/         the game's saves, emptied before each game

and MICROPYPATH always set (else the port's default, ~/.micropython/lib with $HOME spelled out,
would enter sys.path). host_tests/test_memory.py checks that the figures are the same byte for
byte with the project reached through a 120-character folder.
"""
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MICROPYTHON = os.path.join(ROOT, '.venv', 'bin', 'micropython')
STANDINS = os.path.join(ROOT, 'tools', 'memory', 'standins')
FLOW_GAME = os.path.join(ROOT, 'tools', 'memory', 'flow_game.py')
PATH = ('s', 't')       # sys.path after '': the stand-ins, then the tree


def stage(folder, tree):
    """folder (made if need be) as the stage for tree's modules; returns folder."""
    os.makedirs(folder, exist_ok=True)
    for name, target in (('flow_game.py', FLOW_GAME), ('s', STANDINS), ('t', tree)):
        link = os.path.join(folder, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.abspath(target), link)
    return folder


def run(heap, args, cwd, path=(), timeout=300):
    """micropython -X heapsize=heap args, in cwd, with sys.path '' and path (names relative
    to cwd): (exit code, stdout and stderr)."""
    bad = [p for p in path if os.path.isabs(p)]
    if bad:
        raise ValueError('absolute paths would put their length on the heap: %s' % bad)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(path))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=%s' % heap] + list(args), cwd=cwd, env=env,
                       capture_output=True, text=True, timeout=timeout)
    return r.returncode, r.stdout + r.stderr


def flow_game(where, heap, seed, rounds=300, measure=False, more=(), timeout=300):
    """tools/memory/flow_game.py on the stage where (its saves emptied first), more: its further
    arguments: (exit code, output)."""
    saves = os.path.join(where, 'saves')
    shutil.rmtree(saves, ignore_errors=True)
    os.makedirs(saves)
    return run(heap, ['-m', 'flow_game', str(seed), str(rounds), 'saves/', '1' if measure else '0']
               + list(more), where, PATH, timeout)
