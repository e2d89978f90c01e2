# Allocations of the engine's hot paths, for MicroPython's 32-bit WebAssembly port (small ints
# are 31-bit there, as on a 32-bit CircuitPython board) and its 64-bit unix port (63-bit):
#   micropython host_tests/mp_long_ints.py      (MICROPYPATH or sys.path: the project root)
# One line per workload: NAME CALLS BYTES, the bytes gc.mem_alloc() grew by with the collector
# off. A long int is a heap object (about 32 bytes on a 32-bit build) where a small int is none,
# so a hot path that strays to 2**30 or more allocates on the 32-bit port and not on the 64-bit
# one: host_tests/test_long_ints.py compares the two.
import gc
import sys

_parts = __file__.replace('\\', '/').split('/')
if len(_parts) > 2:
    sys.path.insert(0, '/'.join(_parts[:-2]))

from engine.rng import Rng                      # noqa: E402
from engine.game import Game                    # noqa: E402
from engine.cpu import CpuPlayer                # noqa: E402
from engine.codes import OVER                   # noqa: E402
from engine.turn import rent_due                # noqa: E402
from engine.cpu_decide import rent_now         # noqa: E402


def measure(name, calls, body):
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    body()
    grown = gc.mem_alloc() - before
    gc.enable()
    print(name, calls, grown)


def probe():
    # The measure itself: 2**30 - 1 is the largest small int on a 32-bit build, one more is not.
    big = 0x3FFFFFFF

    def body():
        for i in range(100):
            x = big + (i & 1)  # noqa: F841 (the sum is the probe: a long int allocates)
    measure('probe_long_int', 100, body)


def rng_paths():
    r = Rng(7)

    def below():
        for i in range(1000):
            r.below(2 + i % 39)
    measure('rng_below', 1000, below)

    def die():
        for _ in range(1000):
            r.die()
    measure('rng_die', 1000, die)
    buf = bytearray(range(16))

    def shuffle():
        for _ in range(100):
            r.shuffle(buf, 0, 16)
    measure('rng_shuffle', 100, shuffle)

    def seed():
        for s in range(0x3FFFFF00, 0x3FFFFF64):
            r.seed(s)
    measure('rng_seed', 100, seed)


def rents(g):
    owned = [sq for sq in range(40) if g.owner[sq] < 8]

    def rent(rounds=10):
        for _ in range(rounds):
            for sq in owned:
                rent_due(g, sq)
                rent_now(g, sq)
    # Once first: the engine's owner index (engine.state, rebuilt when ownership changed) is
    # made on the first question after a change; what is measured is every question after it.
    rent(1)
    measure('rent', 10 * len(owned), rent)


def cpu_game(seed, steps):
    """steps decisions of four CPU players, after a warm-up (modules loaded, deeds owned). The
    trade code and the money code, which a board loads for each call that weighs a trade or
    builds, lifts or raises cash (engine.job), are loaded first and so kept, and the code of an
    auction, an offer and a card, which a board loads when one comes up
    (engine.turn.SITUATIONS), is kept too: what is measured is the arithmetic, not the code's
    loading (here from source, a compilation each time)."""
    import engine.cpu_trade     # noqa: F401
    import engine.cpu_money     # noqa: F401
    import engine.score         # noqa: F401
    from engine import turn
    turn.SITUATIONS = ()
    g = Game(4, seed)
    cpus = [CpuPlayer(seed=seed + i) for i in range(4)]
    for _ in range(200):
        if g.pending != OVER:
            cpus[g.actor].step(g)
            g.take_events()
    done = [0]

    def body():
        for _ in range(steps):
            if g.pending == OVER:
                break
            cpus[g.actor].step(g)
            g.take_events()
            done[0] += 1
    measure('cpu_game_%d' % seed, steps, body)
    return g


probe()
rng_paths()
rents(cpu_game(7, 300))
cpu_game(3, 300)
