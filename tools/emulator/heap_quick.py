"""A quick look at the heap on the emulated firmware (PC-only; for finding what fragments it):
the bench's heap game (tools/emulator/bench_board.py: a PyBadge's 142.5 KB, or with --heap
clue a CLUE's 126.6 KB once it has saved; two people and four CPUs) cut short after --turns
turns, with a map of the heap's free holes
(tools/emulator/holes.py) when the game first waits for a press after every --every-th turn,
or with --at-line at that turn's line (where the bench probes: after the step that began it).

    python -m tools.emulator.heap_quick [--profile 240|160] [--heap pybadge|clue]
        [--game 6|2|3] [--seed N] [--turns 24] [--every 6] [--dump] [--at-line]
        [--ram-at-lines [--types CONSOLE]] [--tree CHECKOUT] [--out build/heap-quick-240.json]

--game 2 or 3 plays one of the bench's smaller CLUE games instead (a person and one CPU, a
person and two: bench_board.CLUE_GAMES, their seats and rules), --seed its seed (the heap
game's own by default).

Prints, per turn: gc.mem_free() after a collection and the largest block; per map, the holes
of 1 KB or more by address (hex) and size, and the modules loaded then with their addresses
(a module object sits near its bytecode), so that what lies between two holes can be named.
A 240x240 game of 24 turns takes a few minutes of wall time where the whole game takes 36.

--dump: with each map, the RAM too (tools/emulator/heap_map.py): what holds the heap, by kind
of object and by module, and the names interned since the map before with the blocks they lie
in (one made mid-game can split a hole for good), written beside the JSON as
heap-dump-PROFILE-N.txt (and the dump as .hex, its console as .console: `python -m
tools.emulator.heap_map X.hex X.console --map` prints every block).

--ram-at-lines: the RAM read at every turn line (heap-dump-PROFILE-K, K counting the lines
from 0) with nothing on the board but the bench's own code: the maps' and the dump's code
move the heap (a 160x128 hole the bench finds split at line 8 is whole in their runs), so
this is the layout the bench measured (the same largest block at every line). The board
names no object then: --types takes the built-in kinds' types (the firmware's, the same in
every run) from the .console of a --dump run on the same firmware; modules are named by
their names, classes and their instances not at all."""
import argparse
import json
import os
import sys
import tempfile
import time

from tools.emulator import heap_map
from tools.emulator.bench_board import CLUE_FILL, CLUE_GAMES, HEAP_SEED, PYBADGE_FILL, \
    build_tree, clue_game, heap_run
from tools.emulator.board import ROOT, runnable


def report(log, out=print):
    for w in log['lines']:
        if w[0] == 'turn':
            out('turn %s live %s block %s' % (w[1], w[3], w[5]))
        elif w[0] == 'screen':
            out('  screen %s free %s' % (w[1], w[3]))
        elif w[0] == 'holes':
            big = sorted((int(a, 16), int(n)) for a, n in (h.split(':') for h in w[2:]))
            out('  holes at turn line %s: %s' % (w[1], ' '.join(
                '%x:%d' % (a, n) for a, n in big if n >= 1024)))
        elif w[0] == 'pins':
            out('  the log and recap lines at: ' + ' '.join(w[1:]))
        elif w[0] == 'mods':
            out('  modules: ' + ' '.join(w[1:]))
        elif w[0] in ('ballast', 'areas', 'MemoryError'):
            out(' '.join(w))
    out('stopped: %s' % log.get('stopped'))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--profile', choices=('240', '160'), default='240')
    ap.add_argument('--heap', choices=('pybadge', 'clue'), default='pybadge',
                    help="the heap the game gets: a PyBadge's or a CLUE's once it has saved")
    ap.add_argument('--game', choices=[g[0] for g in CLUE_GAMES], default='6',
                    help="the seats: the heap game's six, or a CLUE game's two or three")
    ap.add_argument('--seed', type=int, default=HEAP_SEED)
    ap.add_argument('--turns', type=int, default=24)
    ap.add_argument('--every', type=int, default=6, help='a hole map every n turns (0: none)')
    ap.add_argument('--dump', action='store_true', help='a RAM dump with each map')
    ap.add_argument('--at-line', action='store_true',
                    help='the maps at the turn lines, where the bench probes the heap')
    ap.add_argument('--ram-at-lines', action='store_true',
                    help="the RAM read at every turn line with no map and no dump code on "
                         "the board: the bench's own layout")
    ap.add_argument('--types', default=None,
                    help="with --ram-at-lines: the .console of a --dump run on the same "
                         "firmware, whose type lines name the built-in kinds")
    ap.add_argument('--tree', default=ROOT)
    ap.add_argument('--firmware', default=None)
    ap.add_argument('--out', default=None)
    a = ap.parse_args(argv)
    fw = runnable(a.firmware)
    if fw is None:
        return 2
    tag = a.profile + ('-clue' if a.heap == 'clue' else '') + \
        ('' if a.game == '6' and a.seed == HEAP_SEED else '-%s-%d' % (a.game, a.seed))
    seats, rules = clue_game(a.game)
    out = a.out or os.path.join(ROOT, 'build', 'heap-quick-%s.json' % tag)
    t = time.time()
    with tempfile.TemporaryDirectory(prefix='heap-quick-') as scratch:
        tree = build_tree(os.path.abspath(a.tree), scratch, a.profile)
        log = heap_run(fw, tree, a.profile, turns=a.turns,
                       holes=0 if a.ram_at_lines else a.every, say=print,
                       dump=a.dump and not a.ram_at_lines, ram_at_lines=a.ram_at_lines,
                       at_line=a.at_line, seed=a.seed, seats=seats, rules=rules,
                       fill=CLUE_FILL if a.heap == 'clue' else PYBADGE_FILL)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    held = None     # the names the previous dump held: each report says those new since
    types = ''
    if a.types:     # the built-in kinds' types are the firmware's, in its flash: any run's
        with open(a.types) as f:
            types = ''.join(line + '\n' for line in f.read().splitlines()
                            if line.startswith('EMU type '))
    for n, ram, console in log.pop('dumps', ()):
        if a.ram_at_lines:  # the map names by the types only (modules by their names)
            console = '%s%sEMU heapdump %d\n' % (console, types, n)
        stem = os.path.join(os.path.dirname(out), 'heap-dump-%s-%d' % (tag, n))
        for ext, text in (('.hex', ram), ('.console', console)):
            with open(stem + ext, 'w') as f:
                f.write(text)
        with open(stem + '.txt', 'w') as f:
            held = heap_map.analyse(ram, console, out=lambda line: f.write(line + '\n'),
                                    before=held)
        print('%s.txt: what held the heap at map %d' % (stem, n))
    with open(out, 'w') as f:
        json.dump(log, f)
    report(log)
    print('%s: %.0f s of wall time' % (out, time.time() - t))
    return 0


if __name__ == '__main__':
    sys.exit(main())
