# Seeded automatic games, headless, under CPython or the MicroPython unix port:
#   python3 tools/games/selfplay.py SEED PLAYERS GAMES [ROUND_CAP]
#   micropython tools/games/selfplay.py SEED PLAYERS GAMES [ROUND_CAP]
# One line per game: seed=S turns=T winner=W digest=D, where the digest is FNV-1a of the final
# saved state; the same seed gives the same line on both interpreters.
import sys

# The project root, two folders above this file, found from its path (MicroPython has no
# os.path): the path as given, less its last three parts, or '..' for each part it lacks.
_parts = __file__.replace('\\', '/').split('/')
sys.path.insert(0, '/'.join(_parts[:-3]) or '/'.join(['..'] * (3 - len(_parts))) or '.')

from engine.game import Game                # noqa: E402
from engine.autoplay import AutoPlayer      # noqa: E402
from engine.codes import OVER, EV_TURN, BANK  # noqa: E402
from engine.save import to_bytes            # noqa: E402

ROUND_CAP = 500


def digest(data):
    h = 0x811C9DC5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return '%08x' % h


def play(seed, players, cap=ROUND_CAP, player=None):
    """Play one game; returns (game, turns)."""
    g = Game(players, seed)
    bot = player or AutoPlayer(seed)
    turns = 1
    while g.pending != OVER and g.round <= cap:
        bot.step(g)
        for ev in g.take_events():
            if ev[0] == EV_TURN:
                turns += 1
    return g, turns


def main(argv):
    if len(argv) < 4:
        print('usage: selfplay.py SEED PLAYERS GAMES [ROUND_CAP]')
        return 2
    seed = int(argv[1])
    players = int(argv[2])
    games = int(argv[3])
    cap = int(argv[4]) if len(argv) > 4 else ROUND_CAP
    for s in range(seed, seed + games):
        g, turns = play(s, players, cap)
        winner = '-' if g.pending != OVER or g.winner == BANK else str(g.winner)
        print('seed=%d turns=%d winner=%s digest=%s' % (s, turns, winner, digest(to_bytes(g))))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
