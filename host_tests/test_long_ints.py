# No long ints on a 32-bit board: CircuitPython's small ints are 31-bit (2**30 and up are heap
# objects), so an engine hot path that reaches 2**30 makes garbage on every call there and on
# no 64-bit build. host_tests/mp_long_ints.py counts the bytes each hot path allocates on
# MicroPython's 32-bit WebAssembly port (31-bit small ints, like the board) and on the 64-bit
# unix port; a second check runs seeded games on CPython with every arithmetic result in
# engine/ watched for leaving the 31-bit range, naming the line.
import ast
import importlib.abc
import importlib.util
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')
PROBE = os.path.join(ROOT, 'host_tests', 'mp_long_ints.py')
SMALL = (-0x40000000, 0x3FFFFFFF)   # a 32-bit build's small ints
# Paths that allocate nothing at all with small ints.
NONE_ALLOCATED = ('rng_below', 'rng_die', 'rng_shuffle', 'rent')
# Paths that allocate tuples and lists: a 32-bit object is half the 64-bit one's blocks, a
# little more for byte strings' fixed-size data (measured: 0.50-0.51 of the 64-bit bytes). The
# Rng of before 2**30 left its hot path made them 0.56-0.59.
RATIO = 0.54


def figures(out):
    return {name: (int(calls), int(grown)) for name, calls, grown in
            (line.split() for line in out.splitlines() if line.count(' ') == 2)}


@pytest.fixture(scope='module')
def ports():
    from tools.memory import report as M
    missing = M.mp32_missing()
    assert missing is None, missing     # make test installs the port
    r32 = subprocess.run([M.NODE, os.path.join(ROOT, 'tools', 'memory', 'mp32_exec.mjs'), ROOT, PROBE],
                         capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, MP32_PACKAGE=M.MP32_PACKAGE))
    r64 = subprocess.run([MICROPYTHON, '-X', 'heapsize=32m', PROBE], capture_output=True,
                         text=True, timeout=300)
    assert r32.returncode == 0 and r64.returncode == 0, r32.stderr + r64.stderr
    return figures(r32.stdout), figures(r64.stdout)


def test_the_probe_sees_a_long_int_on_the_32_bit_port_only(ports):
    p32, p64 = ports
    # 50 of the 100 sums are 2**30: about 32 bytes each on 32 bits, nothing on 64.
    assert p32['probe_long_int'][1] >= 50 * 16 and p64['probe_long_int'][1] == 0


@pytest.mark.parametrize('name', NONE_ALLOCATED)
def test_rng_and_rent_allocate_nothing_on_32_bits(ports, name):
    p32, p64 = ports
    assert p32[name][1] == 0, (name, p32[name], p64[name])


@pytest.mark.parametrize('name', ('rng_seed', 'cpu_game_7', 'cpu_game_3'))
def test_cpu_games_allocate_no_more_than_their_64_bit_share(ports, name):
    p32, p64 = ports
    calls, grown = p32[name]
    assert calls == p64[name][0] and grown > 0
    assert grown <= RATIO * p64[name][1], (name, grown, p64[name][1])


class _Watched(importlib.abc.SourceLoader, importlib.abc.MetaPathFinder):
    """Loads engine.* with every binary and unary operation's result passed to _int_seen."""

    def __init__(self):
        self.seen = {}

    def find_spec(self, name, path, target=None):
        parts = name.split('.')
        where = os.path.join(ROOT, *parts) + '.py'
        if parts[0] != 'engine' or len(parts) != 2 or not os.path.exists(where):
            return None
        return importlib.util.spec_from_file_location(name, where, loader=self)

    def get_filename(self, fullname):
        return os.path.join(ROOT, *fullname.split('.')) + '.py'

    def get_data(self, path):
        with open(path, 'rb') as f:
            return f.read()

    def source_to_code(self, data, path):
        name = os.path.relpath(path, ROOT)

        class Wrap(ast.NodeTransformer):
            def wrap(self, node):
                self.generic_visit(node)
                call = ast.Call(ast.Name('_int_seen', ast.Load()),
                                [node, ast.Constant('%s:%d' % (name, node.lineno))], [])
                return ast.copy_location(call, node)
            visit_BinOp = visit_UnaryOp = wrap
        tree = ast.fix_missing_locations(Wrap().visit(ast.parse(data)))
        return compile(tree, path, 'exec')

    def exec_module(self, module):
        seen = self.seen

        def _int_seen(v, where):
            if type(v) is int and not SMALL[0] <= v <= SMALL[1]:
                seen[where] = seen.get(where, 0) + 1
            return v
        module._int_seen = _int_seen
        super().exec_module(module)


def test_no_engine_arithmetic_leaves_31_bits_in_seeded_games():
    saved = {n: m for n, m in sys.modules.items() if n.startswith('engine.')}
    for n in saved:
        del sys.modules[n]
    watch = _Watched()
    sys.meta_path.insert(0, watch)
    try:
        from engine.game import Game
        from engine.cpu import CpuPlayer
        from engine.autoplay import AutoPlayer
        from engine.codes import OVER
        from engine.rng import Rng
        assert Game.__module__ == 'engine.game' and '_int_seen' in vars(sys.modules['engine.rng'])
        for seed in (1, 2, 3, 0x3FFFFFFF, 2 ** 40 + 5):
            Rng(seed).below(7)
        for seed in range(1, 5):
            for g, players in ((Game(4, seed), [CpuPlayer(seed=seed + i) for i in range(4)]),
                               (Game(3, seed), [AutoPlayer(seed)] * 3)):
                for _ in range(3000):
                    if g.pending == OVER:
                        break
                    players[g.actor].step(g)
                    g.take_events()
    finally:
        sys.meta_path.remove(watch)
        # The instrumented copies go from sys.modules and from the package's attributes
        # (engine.forget), and the saved ones come back to both: an import sets engine.cpu on
        # the package, so a later test's `import engine.cpu; engine.cpu.X = ...` would patch
        # an instrumented copy while the code reads the saved one from sys.modules.
        from engine import forget
        for n in [n for n in sys.modules if n.startswith('engine.')]:
            forget(n)
        sys.modules.update(saved)
        engine = sys.modules['engine']
        for n, m in saved.items():
            if n.count('.') == 1:
                setattr(engine, n[7:], m)
    assert watch.seen == {}
