"""Button mashing on the emulated firmware at a PyBadge's or a CLUE's heap (PC-only; `make
mash-board`):
what a family exploring every screen does to the heap, where the bench's heap game
(tools/emulator/bench_board.py) plays the same few prompts each turn.

    python -m tools.emulator.mash [--profile 160|240] [--heap pybadge|clue] [--seed 1]
        [--presses 1500] [--tree CHECKOUT] [--out build/mash-160-pybadge-1.json]

--heap sets the heap the bench's ballast leaves the game: a PyBadge's 145,920 B or a CLUE's
129,664 B once it has saved (docs/memory.md, "The boards' heaps").

The game starts as the bench's does (CPU speed instant; two people, a CPU Hard trader and a
CPU Normal), then takes random presses (seeded; the d-pad, A more often, B, START as Y and
SELECT as X on the PicoSystem's buttons): menus, help pages, deeds, trades, Settings and
editions, back to the title, its Demo (watched DEMO_MS, then left by the next press) and into
new games. It stops at the first MemoryError (the game then shows its "Out of memory"
screen). Prints the presses made, the turns, the least free heap and largest block at a turn,
the screens met, and the names in the qstr pools at the end (read from the RAM:
tools/emulator/qstr_count.py), of which about 95 are the harness's own.
1500 presses take 20-25 minutes of wall time on an idle 2-core machine."""
import argparse
import json
import os
import random
import sys
import tempfile
import time

from tools.emulator import heap_map, pilot
from tools.emulator.bench_board import CLUE_FILL, PYBADGE_FILL, RAM, Session, build_tree
from tools.emulator.bench_figures import ballast_missed
from tools.emulator.board import ROOT, runnable
from tools.emulator.qstr_count import names

# The PicoSystem's buttons: Y is START (the menu), X is SELECT (square info).
KEYS = ('UP',) * 3 + ('DOWN',) * 4 + ('LEFT', 'RIGHT') * 2 + ('A',) * 6 + ('B', 'B', 'Y', 'X')
SEATS = (('Person', None), ('Person', None), ('CPU Hard', 'Trader'), ('CPU Normal', None))
FILLS = {'pybadge': PYBADGE_FILL, 'clue': CLUE_FILL}


# A line every so many presses while a mash runs (85-175 minutes for 5,000): a run that
# stopped early is seen then, not when the report comes; and the log so far is kept then, so
# that a run cut off (a session's end, a machine's) leaves its presses and turn lines.
EVERY = 250


def least(lines):
    """(least free heap, least largest block) at the turn lines so far, or None."""
    turns = [w for w in lines if w[0] == 'turn']
    if not turns:
        return None
    return min(int(w[3]) for w in turns), min(int(w[5]) for w in turns)


# The title's Demo: CPUs play until a key goes home, and the game never waits for a press
# there, so a press that starts it is not followed to a choice (it would never come): the
# Demo is watched this long (emulated ms), and the next random press leaves it.
DEMO_MS = 10000


def press(s, key, watching):
    """One random press in session s; watching: the Demo plays. Returns whether it plays
    after the press."""
    if not watching and key == 'A' and s.name == 'Title' and s.sel == 'Demo':
        s.tap(key, DEMO_MS)
        return True
    s.press(key)        # in the Demo any key goes home, to the title's choices
    return False


def mash(firmware, tree, profile, seed, presses, fill=PYBADGE_FILL, say=None, keep=None):
    """say: called with a progress line as the game starts and every EVERY presses; keep:
    with the log so far (its `stopped` says how far), every EVERY presses."""
    rnd = random.Random(seed)
    s = Session(firmware, tree, seed, ballast=fill, mark=False)
    screens = {}
    stopped = None
    mashed = 0
    t = time.time()

    def logged(stopped, names=None):
        # The run's log as it stands: every EVERY presses (keep) and at its end.
        return s.log(kind='mash', profile=profile, seed=seed, fill=fill, stopped=stopped,
                     screens=screens, mashed=mashed, names=names, wall_s=time.time() - t)
    try:
        s.wait('start', 60000)
        missed = ballast_missed(s.lines, fill)
        if missed:      # said, and no presses on a heap other than the one asked for
            raise RuntimeError(missed)
        s.wait('sel', 60000)
        pilot.settings_speed(s, 'instant')
        pilot.new_game(s, SEATS)
        if say:
            say('the game started, %d s' % (time.time() - t))
        watching = False
        for _ in range(presses):
            watching = press(s, rnd.choice(KEYS), watching)
            mashed += 1
            name = 'Demo' if watching else s.name
            screens[name] = screens.get(name, 0) + 1
            if mashed % EVERY == 0:
                if say:
                    low = least(s.lines)
                    say('%d presses, %d turns, %s, %d s%s' % (
                        mashed, sum(1 for w in s.lines if w[0] == 'turn'), s.name,
                        time.time() - t, '; least free %d B, block %d B' % low if low else ''))
                if keep:
                    keep(logged('running: %d of %d presses' % (mashed, presses)))
            if any(w[0] == 'MemoryError' for w in s.lines):
                break
    except (pilot.Lost, TimeoutError, RuntimeError) as e:
        stopped = '%s: %s' % (type(e).__name__, str(e)[:1500])
    try:
        ram = s.board.command('mem %x %d' % (heap_map.BASE, RAM))['mem']
        counted = names(ram)
    except RuntimeError:        # the emulator stopped
        counted = None
    log = logged(stopped, counted)
    s.close()
    return log


def report(log, out=print):
    turns = [w for w in log['lines'] if w[0] == 'turn']
    errors = sum(1 for w in log['lines'] if w[0] == 'MemoryError')
    fill = log.get('fill', PYBADGE_FILL)
    heap = [k for k in FILLS if FILLS[k] == fill] or ['%d B' % fill]
    out('%s at a %s heap, seed %d: %d random presses (%d with the setup\'s), %d turns, %s' % (
        log['profile'], heap[0], log['seed'], log['mashed'], len(log['presses']), len(turns),
        'a MemoryError' if errors else 'no MemoryError'))
    if turns:
        out('least free at a turn %d B, least largest block %d B' % least(turns))
    if log['names']:
        out('names in the qstr pools at the end: %d (%d pools)' % tuple(log['names']))
    out('screens: ' + ', '.join('%s %d' % kv for kv in sorted(
        log['screens'].items(), key=lambda kv: -kv[1])))
    if log['stopped']:
        out('stopped: ' + log['stopped'].splitlines()[0])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--profile', choices=('240', '160'), default='160')
    ap.add_argument('--heap', choices=sorted(FILLS), default='pybadge')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--presses', type=int, default=1500)
    ap.add_argument('--tree', default=ROOT)
    ap.add_argument('--firmware', default=None)
    ap.add_argument('--out', default=None)
    a = ap.parse_args(argv)
    out = a.out or os.path.join(ROOT, 'build', 'mash-%s-%s-%d.json' % (a.profile, a.heap, a.seed))
    os.makedirs(os.path.dirname(out), exist_ok=True)

    def write(log):
        with open(out, 'w') as f:
            json.dump(log, f)
    with tempfile.TemporaryDirectory(prefix='mash-') as scratch:
        tree = build_tree(os.path.abspath(a.tree), scratch, a.profile)
        log = mash(runnable(a.firmware), tree, a.profile, a.seed, a.presses, FILLS[a.heap],
                   say=lambda line: print(line, flush=True), keep=write)
    write(log)
    report(log)
    return 0 if not any(w[0] == 'MemoryError' for w in log['lines']) else 1


if __name__ == '__main__':
    sys.exit(main())
