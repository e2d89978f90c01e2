"""Heap report under the MicroPython unix port (PC-only): `make memory` -> docs/memory.md.

For every board module, the smallest heap (micropython -X heapsize=N, found by bisection) in
which `import module` succeeds, from .py (compiled on the spot, as a board would) and from .mpy
(the firmware build with the header byte put back to 'M'); the heap retained after importing
everything the board imports; and the peak during a seeded automatic game with an autosave
after every turn. The unix port's objects are 64-bit, about twice a 32-bit board's, so each
figure is compared with twice the SAMD51 boards' ~120 KB free (a conservative proxy).
displayio and its friends do not exist on the unix port: ui modules import against empty
stand-ins, so their figures leave out what displayio itself allocates on the board.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
import firmware as F  # noqa: E402

MICROPYTHON = os.path.join(ROOT, '.venv', 'bin', 'micropython')
BOARD_FREE = 120 * 1024
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
from ui.saves import Saves
g = Game(4, seed=SEED)
bots = [CpuPlayer(seed=SEED + p) for p in range(4)]
s = Saves(DIR)
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
# Seeds of the flow game: 7 plays to the 300-round cap, 1 ends at round 59 with the ranking.
FLOW_SEEDS = (7, 1)
STANDINS = os.path.join(ROOT, 'tools', 'standins')
FLOW_GAME = os.path.join(ROOT, 'tools', 'flow_game.py')


def flow_game(heap, tree, seed, saves, rounds=300, measure=True):
    """tools/flow_game.py under the unix port with tree's modules: (ok, output)."""
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((STANDINS, tree)))
    saves = tempfile.mkdtemp(dir=saves)     # no save left by an earlier run
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=%d' % heap, FLOW_GAME, str(seed),
                        str(rounds), saves + os.sep, '1' if measure else '0'],
                       capture_output=True, text=True, timeout=300, env=env)
    shutil.rmtree(saves, ignore_errors=True)
    return r.returncode == 0 and 'GAME' in r.stdout, r.stdout + r.stderr


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
    F.build(mpy, log=lambda *a: None)
    for rel in F.tree(mpy):
        if rel.endswith('.mpy'):
            p = os.path.join(mpy, rel)
            with open(p, 'r+b') as f:
                f.write(b'M')
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
        start = int(out.split('START')[1].split()[0])
        title_mods = out.split('TITLE')[1].splitlines()[0].split()
        fsteps, frounds, fpeak = (int(x) for x in out.split('GAME')[1].split()[:3])
        game_mods = out.split('MODULES')[1].splitlines()[0].split()
        stayed = [line.split()[1] for line in out.splitlines() if line.startswith('STAYED')]
        heaps = []
        for s in FLOW_SEEDS:
            ok, out2 = flow_game(4 * 1024 * 1024, mpy, s, saves, measure=False)
            heaps.append((s, least_flow_heap(mpy, s, saves),
                          out2.split('GAME')[1].split()[1], out2.split('GAME')[1].split()[3]))
        flow_heap = max(h for _, h, _, _ in heaps)
        flow = dict(start=start, steps=fsteps, rounds=frounds, peak=fpeak, heap=flow_heap,
                    heaps=heaps,
                    title_code=bytecode(mpy, title_mods), game_code=bytecode(mpy, game_mods),
                    all_code=bytecode(mpy, mods), game_mods=game_mods, stayed=stayed)
        version = subprocess.run([MICROPYTHON, '-c', 'import sys; print(sys.version)'],
                                 capture_output=True, text=True).stdout.strip()
        return dict(rows=rows, broken=broken, base=base, retained=retained, mods=mods, steps=steps,
                    rounds=rounds, live_peak=live_peak, game_heap=game_heap, seed=seed,
                    version=version, flow=flow)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def markdown(r):
    gap = lambda n: kb(UNIX_BUDGET - n)  # noqa: E731
    out = ['# Memory on the board', '',
           'Made by `make memory` (tools/memory.py) with the MicroPython unix port in `.venv` '
           '(`micropython` %s), 64-bit. Its objects are about twice the size of a 32-bit '
           "board's, so every figure is set against a unix budget of 2 x 120 KB = 240 KB (the "
           'SAMD51 boards, PyBadge and PyGamer, have about 120 KB free for Python); "board '
           'est." halves the unix figure. Heaps are the smallest `-X heapsize` (to 256 bytes) '
           'in which the step runs to the end, so they include fragmentation. The bare '
           'interpreter needs %s KB of heap before any import.' % (r['version'], kb(r['base'])),
           '',
           'ui modules import against empty stand-ins for displayio, terminalio, bitmaptools '
           'and fontio, which do not exist on the unix port: their figures leave out the '
           'bitmaps, palettes and tile grids displayio allocates on the board (the screen '
           'bitmap of a 160x128 board at 4 bits a pixel alone is 10 KB).', '',
           '## Importing each board module (its own imports included)', '',
           '| module | source bytes | heap to import .py (KB) | heap to import .mpy (KB) | '
           'gap to 240 KB, .mpy (KB) |', '|---|---:|---:|---:|---:|']
    for rel, size, a, b in r['rows']:
        if isinstance(a, str):
            out.append('| %s | %d | does not import: %s | | |' % (rel.replace(os.sep, '/'), size,
                                                                 a.replace('|', '/')))
        else:
            out.append('| %s | %d | %s | %s | %s |' % (rel.replace(os.sep, '/'), size, kb(a),
                                                      kb(b), gap(b)))
    worst_py = max((x for x in r['rows'] if not isinstance(x[2], str)), key=lambda x: x[2])
    out += ['', 'The largest import from source is %s (%s KB); compiling on the board needs '
            'that much at once, which is why the firmware ships .mpy.'
            % (worst_py[0].replace(os.sep, '/'), kb(worst_py[2])), '',
            '## The whole game', '',
            '| figure | unix port (KB) | board est. (KB) | gap to budget (KB) |',
            '|---|---:|---:|---:|']
    for label, n in (('retained after importing everything, from .py', r['retained']['py']),
                     ('retained after importing everything, from .mpy', r['retained']['mpy']),
                     ('peak live heap in the game (gc.collect() every step)', r['live_peak']),
                     ('least heap that runs the whole game, .mpy', r['game_heap'])):
        out.append('| %s | %s | %s | %s |' % (label, kb(n), kb(n / 2), gap(n)))
    out += ['', '"Everything" is what the board imports for one game: %s. The test-only '
            'engine modules (%s) are left out: the firmware ships them, the board never '
            'imports them.' % (', '.join('`%s`' % m for m in r['mods']),
                               ', '.join('`%s`' % m for m in TEST_ONLY)), '',
            'The game: `Game(4, seed=%d)` answered by four `engine.cpu.CpuPlayer`s (seeds %d '
            'to %d, as the flow makes them) for %d decisions (%d rounds, capped at 300), saved '
            'with `ui.saves` after every turn, everything imported from .mpy first.'
            % (r['seed'], r['seed'], r['seed'] + 3, r['steps'], r['rounds']), '']
    fl = r['flow']
    out += ['## The game as the board runs it: screens loaded on demand', '',
            '`ui.main.main()` to the title screen, then `ui.start.play` with 4 CPU seats through '
            'the real turn flow (tools/flow_game.py: `Game(4, seed=%d)`, %d app steps, %d rounds, '
            'autosave every turn, the menu, build, trade, holdings, deed and log screens '
            'opened and closed in rounds 3, 20 and 60 when the game lasts that long; the '
            'game stops at the round cap or at its end with the ranking). Each screen\'s '
            'modules are imported when it is pushed and unloaded when it is popped '
            '(ui/app.py). displayio, terminalio, bitmaptools, fontio, adafruit_display_text '
            'and adafruit_ticks are stand-ins (tools/standins/): the figures leave out the '
            "labels', bitmaps' and palettes' pixel memory and the display libraries' own "
            'bytecode.' % (r['seed'], fl['steps'], fl['rounds']), '',
            '| figure | unix port (KB) | board est. (KB) | gap to budget (KB) '
            '| strict board est. (KB) | strict gap to 120 KB |',
            '|---|---:|---:|---:|---:|---:|']
    # The strict estimate counts the resident bytecode at full size (bytes do not shrink on
    # a 32-bit board) and halves only the rest (objects made of pointers).
    for label, n, code in (('retained after start-up (title screen)', fl['start'],
                            fl['title_code']),
                           ('peak live heap in the game (gc.collect() every step)', fl['peak'],
                            fl['game_code']),
                           ('least heap that runs start-up and the whole game (worst seed)',
                            fl['heap'], fl['game_code'])):
        strict = code + (n - code) / 2
        out.append('| %s | %s | %s | %s | %s | %s |' % (label, kb(n), kb(n / 2), gap(n),
                                                        kb(strict), kb(BOARD_FREE - strict)))
    out += ['', 'Least heap per seed: %s. A fragmented heap is not monotonic: a size just '
            'under the least one may still run, which is why the guard in '
            'host_tests/test_memory.py runs fixed sizes with a margin.'
            % '; '.join('seed %d %s KB (%s rounds, ends on %s)' % (s, kb(h), rd, top)
                        for s, h, rd, top in fl['heaps'])]
    out += ['', 'Bytecode resident (.mpy bytes; strings and code do not halve on a 32-bit board, '
            'so the board estimate is somewhat more than half): %s KB at the title, %s KB at '
            'the end of the game, against %s KB if every board module were imported.'
            % (kb(fl['title_code']), kb(fl['game_code']), kb(fl['all_code'])), '',
            'Loaded at the end of the game: %s.' % ', '.join('`%s`' % m for m in fl['game_mods']
                                                             if m.split('.')[0] in F.PACKAGES),
            '']
    out += ['Before the heap work on this flow game (seed 7): at e8ca96f title %s KB retained, '
            'peak %s KB, least heap %s KB; at 5cfc6a0 (CPU changes then in progress) least '
            'heap %s KB. What changed it: the autosave read its save back with '
            '`read(4097)`, a 4 KB buffer every turn (the allocation that failed first), now '
            'only the save\'s size (least heap about -47 KB); `ui.start.play` imports the flow '
            'and the board screen after the title is gone (about -9 KB, and ui.ring, shared '
            'with the title, is now owned by the board screen instead of being dropped from '
            'sys.modules with the title while still in use). The title figure grew '
            'meanwhile with the title\'s small board, '
            'which loads ui.ring and engine.board at the title (another change).'
            % BEFORE_FLOW, '']
    out += ['Tried and not kept (least heap, seeds 7 and 4, within the few KB that seeds and '
            'bisection move it): gc.collect() after each autosave (no clear change); '
            'engine.save.to_bytes into one preallocated bytearray (no change); engine.game and '
            'engine.cpu imported at start-up behind the title (no change, title +42 KB).', '']
    out += ['Before screens were released (commit 09790df, same tool, unix port): title %s KB '
            'retained, peak %s KB, least heap %s KB, %s KB of .mpy resident at the end; '
            'importing everything needed a least heap of %s KB for the engine-only game.'
            % BEFORE, '']
    if fl['stayed']:
        out += ['Popped screens whose module stayed loaded: %s.' % ', '.join(fl['stayed']), '']
    return '\n'.join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--out', help='write the markdown table here (else print it)')
    ap.add_argument('--seed', type=int, default=7)
    a = ap.parse_args(argv)
    text = markdown(report(a.seed))
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
        print('wrote ' + a.out)
    else:
        print(text)


if __name__ == '__main__':
    main()
