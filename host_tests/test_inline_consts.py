# tools/build/inline_consts.py: the firmware's integer constants inlined at build time. A read is
# replaced only where the name can only mean the constant, and the board's games play the same
# from the inlined .mpy tree as from the sources.
import ast
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.build import inline_consts as I  # noqa: E402

MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')

A = """
from micropython import const
X = const(3)
Y = 4
Z = X + 1
NAMES = ('x',)
def f():
    return Y
"""
B = """
from pkg.a import X, Y, NAMES
from pkg import a as A
def g(n):
    return n + X + A.Z + len(NAMES)
def h(Y):
    return Y
"""
C = """
from pkg.b import X
import pkg.a as AA
def k():
    return X * AA.Z + AA.f()
"""


def inline(*mods):
    out, n = I.inline_all([(m, 'pkg', src) for m, src in mods])
    return out, n


def names_read(src):
    return set(n.id for n in ast.walk(ast.parse(src)) if isinstance(n, ast.Name)
               and isinstance(n.ctx, ast.Load))


def test_constants_read_elsewhere_become_their_values():
    out, n = inline(('pkg.a', A), ('pkg.b', B), ('pkg.c', C))
    b = out['pkg.b']
    assert 'n + 3 + 4 + len(NAMES)' in b             # X and A.Z inlined; a tuple is not
    assert 'from pkg import a' not in b              # A no longer read: import dropped
    assert 'from pkg.a import Y, NAMES' in b         # Y is rebound in b (h's parameter): kept
    assert 'return Y' in b
    c = out['pkg.c']
    assert '3 * 4 + AA.f()' in c                     # a re-export (b.X) and a.Z through `import as`
    assert 'from pkg.b import' not in c
    assert 'AA' in names_read(c)                     # AA.f() still needs the module
    a = out['pkg.a']
    assert '\nY = 4' in a and 'return 4' in a      # own plain constant; b still imports Y
    # X and Z: nothing reads them by name any more, so they are private to a (no global)
    assert '\n_X = const(3)' in a and '\n_Z = const(4)' in a and '\nX =' not in a
    assert n == 5


def test_constants_read_by_name_keep_their_names():
    # editions.option_value builds engine.rules' names at run time; an attribute or a string
    # of the name anywhere keeps it; anything else becomes `_NAME = const(n)`: MicroPython
    # then keeps no global for it, and its name never takes a place in the board's qstr pool.
    rules = "from micropython import const\nEND_ = const(1)\nEND_X = const(2)\n"
    m = """
from micropython import const
ONE = const(1)
TWO = const(2)
SIX = const(6)
SEVEN = const(7)
def f(o):
    return o.SIX + getattr(o, 'SEVEN') + ONE
"""
    out, _ = inline(('engine.rules', rules), ('pkg.m', m))
    assert 'END_X = const(2)' in out['engine.rules'] and '_END' not in out['engine.rules']
    got = out['pkg.m']
    assert '\n_ONE = const(1)' in got and '\n_TWO = const(2)' in got and 'return o.SIX' in got
    assert '\nSIX = const(6)' in got and '\nSEVEN = const(7)' in got and '+ 1' in got


def test_a_name_bound_twice_is_never_inlined():
    src = """
from pkg.a import X
def f():
    global X
    X = 5
    return X
"""
    out, _ = inline(('pkg.a', A), ('pkg.d', src))
    assert 'return X' in out['pkg.d'] and 'from pkg.a import X' in out['pkg.d']


def test_a_name_set_from_another_module_is_never_inlined():
    # ui.app sets ui.widgets.draw.WIDTH to the screen's width; inlined, every label on a 240-pixel
    # board was cut at x = 160 (found on the emulated PicoSystem's real firmware).
    draw = """
WIDTH = 160
def cols(x):
    return (WIDTH - x) // 6
"""
    app = """
from pkg import draw
def start(w):
    draw.WIDTH = w
"""
    out, _ = inline(('pkg.draw', draw), ('pkg.app', app))
    assert 'return (WIDTH - x) // 6' in out['pkg.draw']
    out, _ = inline(('pkg.draw', draw))
    assert 'return (160 - x) // 6' in out['pkg.draw']    # without the setter: a constant


def test_the_whole_board_compiles_after_inlining():
    from tools.build import firmware as F
    srcs = []
    for p, rel, pkg in F.board_sources():
        m = rel[:-3].replace(os.sep, '.')
        srcs.append((m[:-9] if m.endswith('.__init__') else m, pkg, open(p).read()))
    out, n = I.inline_all(srcs)
    assert n > 500      # the engine's codes, the board's squares, the buttons...
    for m, text in out.items():
        compile(text, m, 'exec')
    # engine.codes is read nowhere in the game any more: only its own module names it.
    users = [m for m, text in out.items() if 'engine.codes' in text or 'codes as C' in text]
    assert users == [], users


@pytest.fixture(scope='module')
def firmware_tree(mpy_tree):
    from tools.build import firmware as F
    assert not os.path.exists(os.path.join(mpy_tree, F.INLINED))
    return mpy_tree


@pytest.mark.parametrize('seed,players', ((5, 4), (8, 2), (13, 6)))
def test_cpu_games_from_the_inlined_firmware_match_cpython(firmware_tree, seed, players):
    script = os.path.join(ROOT, 'host_tests', 'cpu_digest.py')
    args = [str(seed), str(players), '3000']
    cp = subprocess.run([sys.executable, script, ROOT] + args, capture_output=True, text=True)
    mp = subprocess.run([MICROPYTHON, script, firmware_tree] + args, capture_output=True,
                        text=True, timeout=300)
    assert cp.returncode == 0 and mp.returncode == 0, cp.stderr + mp.stderr
    assert cp.stdout.startswith('steps=') and mp.stdout == cp.stdout
