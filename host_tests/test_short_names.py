# tools/build/short_names.py: the board build's module-private names made short and shared, and
# only those. (That the board's games from the renamed tree match CPython's from the sources
# is test_inline_consts.py's test_cpu_games_from_the_inlined_firmware_match_cpython: the
# firmware tree it runs is this build.)
import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.build import short_names as S  # noqa: E402

A = """
_TABLE = (1, 2, 3)


def _helper(n, scale):
    return [x * scale for x in _TABLE[:n]]


def helper_read_elsewhere():
    return 0


def _named(key):
    return key


def run(count):
    return sum(_helper(count, 2)) + _named(key=1) + len(str(count))


class Thing:
    size = 3

    def _helper(self):
        return 5
"""
B = """
from a import helper_read_elsewhere


def _helper(total):
    return total + helper_read_elsewhere()


def lookup(name):
    return getattr(name, '_by_string', None)


def _by_string():
    return 1


def outer(v):
    return _helper(v)
"""


def shorten(keep=('run', 'outer')):      # what this test calls: names used outside
    out, n = S.shorten({'a': A, 'b': B}, keep)
    return {m: ast.parse(t) for m, t in out.items()}, out, n


def defs(tree):
    return [s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.ClassDef))]


def test_private_names_become_the_same_short_names_in_every_module():
    trees, out, n = shorten()
    # a: _TABLE, _named and the parameters n, scale, count; b: _helper, lookup (named by
    # nothing but itself) and the parameters total, name, v.
    assert '_TABLE' not in out['a'] and '_named' not in out['a']
    assert 'count' not in out['a'] and 'scale' not in out['a']
    b_defs = defs(trees['b'])
    assert '_helper' not in b_defs and 'outer' in b_defs
    # The same short names serve both modules: what costs a name is shared.
    a_short = set(d for d in defs(trees['a']) if d[0] == '_' and len(d) <= 3)
    b_short = set(d for d in b_defs if d[0] == '_' and len(d) <= 3)
    assert a_short & b_short, (a_short, b_short)
    assert n == 10, out


def test_what_may_be_named_from_elsewhere_keeps_its_name():
    trees, out, _ = shorten()
    a = defs(trees['a'])
    assert 'helper_read_elsewhere' in a        # imported by b
    assert 'run' in a                          # used outside the board's modules
    assert 'Thing' in a                        # a class: the screens are told apart by name
    assert '_named' not in a and 'key=1' in out['a'] and 'def _' in out['a']
    # _named's parameter is passed by keyword: it keeps its name.
    named = [s for s in trees['a'].body if isinstance(s, ast.FunctionDef)
             and 'key' in [x.arg for x in s.args.args]]
    assert len(named) == 1
    # A method of the same name as a private function: both keep the name.
    assert '_helper' in a
    thing = [s for s in trees['a'].body if isinstance(s, ast.ClassDef)][0]
    assert [s.name for s in thing.body if isinstance(s, ast.FunctionDef)] == ['_helper']
    assert 'size = 3' in out['a']
    # str() and len() are builtins, named in the same module as a parameter count.
    assert 'len(str(' in out['a']
    # A name written as a string (getattr) keeps its name.
    assert '_by_string' in defs(trees['b'])


def test_the_renamed_modules_compute_what_they_did():
    def run(texts):
        mods = {}
        for m in ('a', 'b'):
            g = {'__name__': m}
            if m == 'b':
                sys.modules['a'] = type(sys)('a')
                sys.modules['a'].__dict__.update(mods['a'])
            exec(compile(texts[m], m, 'exec'), g)
            mods[m] = g
        sys.modules.pop('a', None)
        return mods['a']['run'](3), mods['b']['outer'](4), mods['a']['Thing']()._helper()
    _, out, _ = shorten()
    assert run(out) == run({'a': A, 'b': B}) == (12 + 1 + 1, 4, 5)


def test_the_board_build_shares_its_private_names():
    from tools.build import firmware as F
    from tools.build import inline_consts as I
    srcs, files = [], []
    for p, rel, pkg in F.board_sources():
        m = rel[:-3].replace(os.sep, '.')
        srcs.append((m[:-9] if m.endswith('.__init__') else m, pkg, open(p).read()))
        files.append(p)
    texts, _ = I.inline_all(srcs)
    keep = S.outside_names(ROOT, files)
    out, n = S.shorten(texts, keep)
    for m, text in out.items():
        compile(text, m, 'exec')
    plan = S.plan({m: ast.parse(t) for m, t in texts.items()}, keep)
    old = set(o for r in plan.values() for o in r)
    new = set(v for r in plan.values() for v in r.values())
    # Hundreds of names of their own become a few dozen shared ones (measured: 286 -> 34).
    assert n > 250 and len(old) > 200 and len(new) < 60, (n, len(old), len(new))
    # Nothing the harness, the PC's tools or another module names is touched.
    assert not old & keep
    assert 'main' not in old and 'run' not in old and 'play' not in old
