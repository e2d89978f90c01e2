# The engine suite that runs under the MicroPython unix port (and CPython): seeded automatic
# games with the invariant check after every step, and notation and save round trips.
# Prints 'N passed, M failed' so any runner can read it; exits 1 on a failure.
import sys

_parts = __file__.replace('\\', '/').split('/')
sys.path.insert(0, '/'.join(_parts[:-2]) or ('..' if len(_parts) == 1 else '.'))

from engine.game import Game                   # noqa: E402
from engine.autoplay import AutoPlayer         # noqa: E402
from engine.check import invariants            # noqa: E402
from engine.codes import OVER, BID, TRADE, EV_CARD  # noqa: E402
from engine.notation import dump, load         # noqa: E402
from engine.save import to_bytes                # noqa: E402
from engine.save_read import from_bytes         # noqa: E402
from engine import SaveError            # noqa: E402


def random_games(count, first_seed):
    for seed in range(first_seed, first_seed + count):
        g = Game(2 + seed % 5, seed)
        start = 0
        for p in range(g.n):
            start += g.cash[p]
        bot = AutoPlayer(seed)
        while g.pending != OVER and g.round <= 150:
            bot.step(g)
            invariants(g, start)
            g.take_events()


def situations(count):
    """Where the game shares the board's heap (not CPython), an auction's code
    (engine.turn.SITUATIONS) is resident exactly while a bid is pending, an offer's and a
    card's never between steps (an offer waiting is data: its answer imports the code):
    seeded CPU games, after every step; they met auctions, offers and cards."""
    if sys.implementation.name == 'cpython':
        return
    from engine.cpu import CpuPlayer
    met = {BID: 0, TRADE: 0, -1: 0}
    names = {BID: 'engine.auction', TRADE: 'engine.trade', -1: 'engine.cards'}
    for seed in range(1, count + 1):
        g = Game(4, seed)
        bots = [CpuPlayer(seed=seed + p) for p in range(4)]
        while g.pending != OVER and g.round <= 60:
            bots[g.actor].step(g)
            met[-1] += any(e[0] == EV_CARD for e in g.take_events())
            for d in names:
                held = names[d] in sys.modules
                assert held == (d == BID and g.pending == d), (seed, g.round, g.pending,
                                                               names[d], held)
                met[d] += g.pending == d
    assert met[BID] and met[TRADE] and met[-1], met


def round_trips():
    g = Game(5, 77)
    bot = AutoPlayer(77)
    for step in range(1500):
        if g.pending == OVER:
            break
        bot.step(g)
        if step % 50 == 0:
            data = to_bytes(g)
            assert to_bytes(from_bytes(data)) == data, 'save round trip'
            text = dump(g)
            assert dump(load(text)) == text, 'notation round trip'


def damaged_save():
    data = to_bytes(Game(3, 5))
    for cut in range(0, len(data), 7):
        try:
            from_bytes(data[:cut])
        except SaveError:
            continue
        raise AssertionError('truncated save accepted at %d' % cut)
    flipped = bytearray(data)
    flipped[len(data) // 2] ^= 0x10
    try:
        from_bytes(bytes(flipped))
    except SaveError:
        return
    raise AssertionError('flipped byte accepted')


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    tests = (('random games', lambda: random_games(count, 1)), ('round trips', round_trips),
             ('damaged save', damaged_save), ('situations', lambda: situations(count // 10)))
    passed = failed = 0
    for name, fn in tests:
        try:
            fn()
            passed += 1
        except Exception as e:
            failed += 1
            print('FAIL', name, repr(e))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
