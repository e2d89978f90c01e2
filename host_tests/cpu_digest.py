# Seeded CPU games, for CPython and MicroPython alike (host_tests/test_inline_consts.py):
#   python cpu_digest.py ROOT SEED PLAYERS STEPS   (ROOT: where engine/ is, sources or .mpy)
# Prints one line: steps played and the FNV-1a digest of the saved state at the end.
import sys

root, seed, players, most = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
sys.path.insert(0, root)
from engine.game import Game        # noqa: E402
from engine.cpu import CpuPlayer    # noqa: E402
from engine.save import to_bytes    # noqa: E402

g = Game(players, seed)
bots = [CpuPlayer(seed=seed + p) for p in range(players)]
steps = 0
while g.pending != 9 and steps < most:     # 9: engine.codes.OVER
    bots[g.actor].step(g)
    g.take_events()
    steps += 1
h = 0x811C9DC5
for b in to_bytes(g):
    h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
print('steps=%d digest=%08x' % (steps, h))
