# make bench-board's tool, without its emulated runs (a benchmark: nothing timed here): its
# figures from logs (made-up ones whose answers are worked out by hand, and a recorded run of
# the real firmware), the pilot that finds its way by the words on the screen (run in the
# simulator on the bench's own script), and the largest-block probe (tools/emulator/probe.py)
# and the ballast's fill (bench_code.py) on MicroPython's unix port.
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emulator import bench_figures as F, pilot  # noqa: E402

RECORDED = os.path.join(ROOT, 'host_tests', 'data', 'bench-board-timing.json')
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')


def on_unix_port(folder):
    """folder's check.py on the unix port with a 64 KB heap, tools/emulator's probe.py and
    holes.py beside it, run from there by short relative names: absolute paths would put the
    clone's path on that small heap and move its holes (tools/memory/unix_port.py). Its result."""
    for name in ('holes.py', 'probe.py'):
        shutil.copy(os.path.join(ROOT, 'tools', 'emulator', name), str(folder))
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=64k', 'check.py'], capture_output=True,
                       text=True, timeout=60, cwd=str(folder),
                       env=dict(os.environ, MICROPYPATH='.'))
    assert r.returncode == 0, r.stdout + r.stderr
    return r


def move(name, ms, before, after, screen='Setup', kind='move'):
    return {'name': name, 'kind': kind, 't0': 0, 'ms': ms, 'bytes': 0, 'screen_before': screen,
            'rows_before': before, 'screen': screen, 'rows_after': after}


def timing_log(title_at, shift=0):
    """A made-up timing run: start at 1000, the title title_at; CPU turns (players 1, 2) of
    800, 2200 (hands back to the person), 500, 3000 (hands back) ms, shifted by shift."""
    ticks = [5000, 9000, 9800, 12000, 15000, 15500, 18500]
    players = [0, 1, 2, 0, 1, 2, 0]
    lines = [['start', '1000', '169000'], ['title', str(title_at), '115000']]
    lines += [['turn', str(p), str(t + shift), '40000', '40000'] for p, t in zip(players, ticks)]
    # the last CPU turn waits for the person twice (bids in its auction): the second key line
    # in a turn is a wait (the first is the press that ended the person's turn)
    lines[-1:-1] = [['key', str(16000 + shift), '1'], ['key', str(17000 + shift), '1']]
    lines += [['autosave', '250000', 'False'], ['autosave', '190000', 'False'],
              ['autosave', '210000', 'False']]
    listed = ['New game', '>Edition', ' Rules', ' Players']
    presses = [
        move('A', 1800, ['Classic'], listed, 'Title', 'open:setup'),
        move('A', 1900, ['Classic'], ['Settings'], 'Title', 'open:settings'),
        move('B', 1700, ['Settings'], ['Classic'], 'SettingsScreen', 'open:back'),
        # two lines change: a cursor move
        move('DOWN', 90, listed, ['New game', ' Edition', '>Rules', ' Players']),
        move('DOWN', 100, listed, ['New game', ' Edition', ' Rules', '>Players']),
        # every line changes: the list scrolled
        move('DOWN', 400, listed, ['New game', ' Rules ^', ' Players', '>Seat 1']),
        move('UP', 440, listed, ['New game', ' Rules ^', '>Players', ' Seat 1']),
        # RIGHT changes a value in place, and a press that opened another screen: neither
        move('RIGHT', 70, listed, ['New game', '>Edition: X', ' Rules', ' Players']),
        dict(move('DOWN', 999, listed, ['Settings']), screen='SettingsScreen'),
        move('A', 3800, listed, ['Who starts'], 'Setup', 'start')]
    refreshes = [{'t0': 10, 't1': 20, 'bytes': 2, 'pixels': 57600, 'changed': 57600,
                  'distinct': 57600},      # before the title: not in the session
                 {'t0': 200, 't1': 300, 'bytes': 2, 'pixels': 3000, 'changed': 1000,
                  'distinct': 2000},
                 {'t0': 400, 't1': 500, 'bytes': 2, 'pixels': 600, 'changed': 200,
                  'distinct': 600}]
    return {'kind': 'timing', 'profile': '240', 'seed': 5, 'lines': lines, 'presses': presses,
            'refreshes': refreshes, 'session_from': 100, 'emulated_ms': 40000, 'wall_s': 1,
            'errors': []}


def heap_log(profile, live, blocks):
    """A made-up heap run: the harness's turn lines (turn PLAYER TICKS LIVE LEAST BLOCK
    LEASTBLOCK) of six players in turn, one per figure."""
    lines = [['turn', str(i % 6), str(1000 * i), str(v), str(min(live[:i + 1])), str(b),
              str(min(blocks[:i + 1]))] for i, (v, b) in enumerate(zip(live, blocks))]
    return {'kind': 'heap', 'profile': profile, 'seed': 5, 'lines': lines, 'presses': [],
            'refreshes': [], 'ended': True, 'emulated_ms': 1, 'wall_s': 1, 'errors': []}


def test_the_figures_of_made_up_runs_worked_out_by_hand():
    logs = [timing_log(2400), timing_log(2300, 100), timing_log(2500)]
    logs += [heap_log('160', [40000, 35000, 36000], [12288, 9984, 10240]),
             heap_log('240', [30000, 26000, 29000], [8448, 8192, 9000])]
    f = F.figures(logs)
    assert f == {
        'title_ms': 1400,               # 1400, 1300, 1500: the median of the runs
        'screen_open_ms': 1900,         # the worst of settings 1900, back 1700, setup 1800
        'game_start_ms': 3800,
        'cpu_turn_ms': 1625,            # (800 + 2200 + 500 + 3000) / 4
        'cpu_turn_unwaited_ms': 1167,   # (800 + 2200 + 500) / 3: not the turn that waited
        'handover_ms': 2600,            # the median of 2200 and 3000
        'cursor_ms': 95,                # 90 and 100
        'scroll_ms': 420,               # 400 and 440
        'sent_per_changed': 138,        # 3600 sent / 2600 distinct (each refresh's area), x100
        'sent_per_value_changed': 300,  # 3600 sent / 1200 whose value changed, x100
        'autosave_ms': 210,             # 250, 190, 210 ms
        'least_free_160': 35000, 'largest_block_160': 9984,
        'least_free_240': 26000, 'largest_block_240': 8192}
    assert all(isinstance(v, int) for v in f.values())


def test_a_heap_game_that_ran_out_of_memory_counts_nothing_left():
    g = heap_log('240', [30000, 21000], [9000, 4000])
    g['lines'].append(['MemoryError'])
    f = F.figures([g])
    assert (f['least_free_240'], f['largest_block_240']) == (0, 0)
    assert f['least_free_160'] is None and f['title_ms'] is None       # no such runs
    d = F.details([dict(g, stopped='MemoryError')])[0]
    assert (d['least_free'], d['largest_block'], d['memory_errors']) == (21000, 4000, 1)


def test_the_clue_games_count_those_finished_and_their_least_heap():
    games = [dict(heap_log('240', [20000, 17000], [9000, 8500]), kind='clue'),
             dict(heap_log('240', [19000, 18000], [8200, 9000]), kind='clue'),
             dict(heap_log('240', [30000], [12000]), kind='clue', ended=False),   # cut short
             dict(heap_log('240', [16500], [8300]), kind='clue')]
    games[3]['lines'].append(['MemoryError'])          # ran out: finished no game, 0 left
    f = F.figures(games + [heap_log('240', [26000], [9000])])
    assert (f['clue_games_played'], f['clue_games_finished']) == (4, 2)
    assert (f['least_free_clue'], f['largest_block_clue']) == (0, 0)
    f = F.figures(games[:3])
    assert (f['least_free_clue'], f['largest_block_clue']) == (17000, 8200)
    assert f['least_free_240'] is None      # the CLUE's games are not the heap game's
    assert 'clue_games_played' not in F.figures([heap_log('240', [26000], [9000])])


def test_a_game_whose_ballast_missed_its_heap_counts_for_nothing():
    fill = 129664
    ok = dict(heap_log('240', [20000, 17000], [9000, 8500]), kind='clue', fill=fill)
    ok['lines'].insert(0, ['ballast', '156960', '27582', str(fill + 32)])
    short = dict(heap_log('240', [21000, 13288], [3840, 1024]), kind='clue', fill=fill)
    short['lines'].insert(0, ['ballast', '156960', '27166', '117696'])      # seen: 12 KB short
    assert F.ballast_missed(ok['lines'], fill) is None
    assert '117696' in F.ballast_missed(short['lines'], fill)
    assert F.ballast_missed(short['lines'], 0) is None      # a run with no ballast
    f = F.figures([ok, short])
    assert (f['clue_games_played'], f['clue_games_finished']) == (2, 1)
    assert (f['least_free_clue'], f['largest_block_clue']) == (17000, 8500)
    h = dict(heap_log('160', [40000], [16384]), fill=145920)
    h['lines'].insert(0, ['ballast', '157968', '12384', '145000'])
    assert F.figures([h])['least_free_160'] is None


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_the_ballast_sheds_its_oldest_pieces_for_a_shortfall(tmp_path):
    # bench_code.py's _shed: the chain runs from the newest piece to the oldest; a shortfall
    # of drop bytes lets the oldest pieces go, rounded up to whole pieces, or all of them.
    (tmp_path / 'adafruit_ticks.py').write_text('def ticks_ms():\n    return 0\n')
    with open(os.path.join(ROOT, 'tools', 'emulator', 'bench_code.py')) as f:
        code = f.read()
    code = code[:code.index('\nBENCH = _Bench()\n')]    # (after which the ballast's code goes)
    (tmp_path / 'code.py').write_text(
        'BALLAST_TO = 0\nMARK = 0\n' + code + '\n'
        'def chain(n):\n'
        '    head = None\n'
        '    for i in range(n):\n'
        '        head = [head, i]\n'
        '    return head\n'
        'def ids(head):\n'
        '    out = []\n'
        '    while head is not None:\n'
        '        out.append(head[1])\n'
        '        head = head[0]\n'
        '    return out\n'
        'h, gone = _shed(chain(10), 500, 240)\n'
        'print("SHED", ids(h), gone)\n'
        'h, gone = _shed(chain(3), 5000, 240)\n'
        'print("ALL", h, gone)\n')
    r = subprocess.run([MICROPYTHON, 'code.py'], capture_output=True, text=True, timeout=60,
                       cwd=str(tmp_path), env=dict(os.environ, MICROPYPATH=str(tmp_path)))
    assert r.returncode == 0, r.stdout + r.stderr
    assert 'SHED [9, 8, 7, 6, 5, 4, 3] 720' in r.stdout, r.stdout
    assert 'ALL None 720' in r.stdout, r.stdout


def test_rounds_counted_where_the_players_order_wraps():
    g = heap_log('160', [9] * 14, [9] * 14)      # players 0-5, 0-5, 0-1: three rounds begun
    assert F.heap(g)[2] == 3


def test_ticks_wrap_and_medians():
    assert F.since(0x1FFFFFF0, 0x10) == 0x20            # ticks_ms wraps at 2**29
    assert F.median([3, 1, 2]) == 2 and F.median([4, 1, 3, 2]) == 2.5 and F.median([]) is None


def test_a_recorded_run_of_the_firmware():
    # A timing run of make bench-board on CircuitPython 10.2.1 (seed 5, the project as the
    # file says), its press rows and refresh log as the tool recorded them.
    with open(RECORDED) as f:
        g = json.load(f)
    start = next(w for w in g['lines'] if w[0] == 'start')
    title = next(w for w in g['lines'] if w[0] == 'title')
    assert F.title_ms(g) == int(title[1]) - int(start[1]) > 0
    # The setup's list shows 12 choices: moving down to "Start the game" scrolls it, and a
    # scroll is seen by the first choice shown changing (a sign the figures do not use).
    cursor, scroll = F.moves(g)
    first = [(p['rows_before'][1].lstrip('> ').rstrip(' ^'), p['rows_after'][1].lstrip('> ').rstrip(' ^'))
             for p in g['presses'] if p['kind'] == 'move' and p['screen'] == 'Setup']
    assert len(scroll) == sum(1 for a, b in first if a != b) >= 3 and len(cursor) >= 10
    assert min(scroll) > max(cursor)        # a scroll relabels every row
    # The refresh log adds up: a changed pixel was sent, a pixel sent twice counts once
    for r in g['refreshes']:
        assert 0 <= r['changed'] <= r['distinct'] <= r['pixels'] and r['t0'] <= r['t1']
    cpu, handovers = F.cpu_turns(g)
    assert len(cpu) >= 4 and 1 <= len(handovers) < len(cpu)
    f = F.figures([g])
    assert f['sent_per_value_changed'] >= f['sent_per_changed'] >= 100
    assert f['game_start_ms'] > f['cursor_ms'] > 0


def test_the_pilot_plays_the_bench_script_in_the_simulator():
    # The timing run's script, found by the words on the screen: Settings -> CPU speed, the
    # setup (seat 2 made a CPU, down to "Start the game"), then the person to their 4th turn.
    os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')
    from tools.emulator import bench_board as B
    s = B.SimSession(B.SEEDS[0])
    try:
        pilot.settings_speed(s, 'instant')
        assert s.app.cpu_speed == 0 and s.name == 'Title'
        pilot.new_game(s, B.TIMING_SEATS)
        g = s.app.game
        assert g is not None and list(s.app.flow.cpu) == [0, 1, 1]
        assert s.turns[:1] == [0]       # the person rolls first with the bench's seeds
        pilot.play_until(s, lambda s: s.turns.count(0) >= B.PERSON_TURNS, presses=200)
        assert {1, 2} <= set(s.turns)
        cursor, scroll = F.moves({'presses': s.record})
        assert len(scroll) >= 3 and len(cursor) >= 10
        assert [p['kind'] for p in s.record if p['kind'].startswith('open:')] == [
            'open:settings', 'open:back', 'open:setup']
    finally:
        s.close()


def test_a_mash_that_starts_the_demo_watches_it_and_its_next_press_goes_home():
    """The title's Demo never waits for a press, so a mash that followed A there to the next
    choice waited until its time ran out (four of the eight mashes of issue 41 stopped so
    after a game's ranking): it is watched a while instead (Session.tap), CPUs playing, and
    the next random press leaves it for the title, whose choices the mash goes on with."""
    os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')
    from tools.emulator import bench_board as B
    from tools.emulator import mash as M
    s = B.SimSession(5)
    try:
        for _ in range(8):
            if s.sel == 'Demo':
                break
            s.press('DOWN')
        assert s.name == 'Title' and s.sel == 'Demo', (s.name, s.sel)
        assert M.press(s, 'A', False) is True
        g = s.app.game
        assert g is not None and s.name == 'CpuPrompt' and g.round > 1, s.name
        assert M.press(s, 'LEFT', True) is False
        assert s.name == 'Title' and s.app.game is None, s.name
        first = s.sel
        assert M.press(s, 'DOWN', False) is False and s.name == 'Title' and s.sel != first
        assert [p['kind'] for p in s.record[-3:]] == ['tap', 'press', 'press']
    finally:
        s.close()


def test_the_pilot_plays_a_clue_game_of_two_to_its_ranking_in_the_simulator():
    # A person and a CPU under the Tournament rules (bench_board.CLUE_GAMES), seed 5: the
    # person raises money for a debt by mortgaging (their deeds can pay it, so there is no
    # Go bankrupt) and the game ends at round 30 with the ranking.
    os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')
    from tools.emulator import bench_board as B
    seats, rules = B.clue_game('2')
    s = B.SimSession(5)
    try:
        pilot.settings_speed(s, 'instant')
        pilot.new_game(s, seats, rules)
        pilot.play_until(s, lambda s: s.name == 'Ranking', presses=8000)
        assert s.app.game.round > 30
        assert [p for p in s.record if p['screen'] == 'DeedAction']     # raised money
    finally:
        s.close()


def test_the_bench_seeds_give_the_person_the_first_roll():
    from engine.game import Game
    from tools.emulator import bench_board as B
    assert all(Game(len(B.TIMING_SEATS), seed=s).first == 0 for s in B.SEEDS)


class Scripted:
    """A session whose screens follow the presses by a table: (name, sel) -> next state."""

    def __init__(self, state, table):
        self.name, self.sel = state
        self.rows = [self.sel]
        self.table = table
        self.pressed = []

    def press(self, b, kind='press'):
        self.pressed.append(b)
        self.name, self.sel = self.table.get((self.name, self.sel, b), (self.name, self.sel))
        self.rows = [self.sel]


def test_a_person_who_cannot_pay_goes_bankrupt():
    s = Scripted(('Prompt', 'Raise money'), {
        ('Prompt', 'Raise money', 'DOWN'): ('Prompt', 'Go bankrupt'),
        ('Prompt', 'Go bankrupt', 'A'): ('Prompt', 'No, go back'),
        ('Prompt', 'No, go back', 'DOWN'): ('Prompt', 'Yes, give up'),
        ('Prompt', 'Yes, give up', 'A'): ('Ranking', '')})
    s.rows = ['Luxury Tax: $100', '>Raise money', ' Go bankrupt v']   # offered (v: scrolls)
    pilot.Person(s).answer()
    assert s.pressed == ['DOWN', 'A', 'DOWN', 'A'] and s.name == 'Ranking'


def test_a_person_whose_deeds_can_pay_mortgages_one_and_pays():
    s = Scripted(('Prompt', 'Raise money'), {
        ('Prompt', 'Raise money', 'A'): ('Menu', 'Build houses'),
        ('Menu', 'Build houses', 'DOWN'): ('Menu', 'Sell buildings'),
        ('Menu', 'Sell buildings', 'DOWN'): ('Menu', 'Mortgage'),
        ('Menu', 'Mortgage', 'A'): ('DeedAction', 'Baltic Ave +$30'),
        ('DeedAction', 'Baltic Ave +$30', 'A'): ('DeedAction', 'Medit Ave +$30'),
        ('DeedAction', 'Medit Ave +$30', 'B'): ('Menu', 'Mortgage'),
        ('Menu', 'Mortgage', 'B'): ('Prompt', 'Pay $100'),
        ('Prompt', 'Pay $100', 'A'): ('CpuPrompt', '')})
    s.rows = ['Luxury Tax: $100', '>Raise money', ' Menu']     # no Go bankrupt: it can pay
    person = pilot.Person(s)
    person.answer()
    assert s.pressed == ['A', 'DOWN', 'DOWN', 'A', 'A', 'B', 'B'] and s.sel == 'Pay $100'
    person.answer()
    assert s.name == 'CpuPrompt'


def test_an_empty_mortgage_list_sends_the_person_to_sell_buildings():
    s = Scripted(('Prompt', 'Raise money'), {
        ('Prompt', 'Raise money', 'A'): ('Menu', 'Sell buildings'),
        ('Menu', 'Sell buildings', 'DOWN'): ('Menu', 'Mortgage'),
        ('Menu', 'Mortgage', 'A'): ('DeedAction', 'Back'),
        ('DeedAction', 'Back', 'B'): ('Menu', 'Mortgage'),
        ('Menu', 'Mortgage', 'UP'): ('Menu', 'Sell buildings'),
        ('Menu', 'Mortgage', 'DOWN'): ('Menu', 'Sell buildings'),
        ('Menu', 'Sell buildings', 'A'): ('DeedAction', 'Boardwalk +$100'),
        ('DeedAction', 'Boardwalk +$100', 'A'): ('DeedAction', 'Boardwalk +$100'),
        ('DeedAction', 'Boardwalk +$100', 'B'): ('Menu', 'Sell buildings'),
        ('Menu', 'Sell buildings', 'B'): ('Prompt', 'Pay $100')})
    s.rows = ['>Raise money']
    pilot.Person(s).answer()
    assert s.pressed == ['A', 'DOWN', 'A', 'B', 'DOWN', 'A', 'A', 'B', 'B']
    assert s.sel == 'Pay $100'


def test_a_person_caught_in_a_loop_tries_other_choices():
    # A prompt that opens a menu the person leaves again: after three rounds, another choice.
    s = Scripted(('Prompt', 'Do it'), {('Prompt', 'Do it', 'A'): ('Menu', 'Back'),
                                       ('Menu', 'Back', 'B'): ('Prompt', 'Do it')})
    person = pilot.Person(s)
    for _ in range(8):
        person.answer()
    assert s.pressed[:6] == ['A', 'B'] * 3 and 'DOWN' in s.pressed


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_the_largest_block_probe_on_micropython(tmp_path):
    # A heap cut into 1 KB holes: mem_free() counts them all, the largest block is what is
    # left in one piece. The probe agrees with a plain search down from above its answer,
    # within a step or two (the collector scans the stack conservatively: a stale pointer to
    # an earlier try can hold a few bytes for a moment), and is well under mem_free().
    (tmp_path / 'check.py').write_text(
        'import gc\n'
        'from probe import largest_block\n'
        'keep = [bytearray(1024) for _ in range(40)]\n'
        'for i in range(0, 40, 2):\n'
        '    keep[i] = None\n'
        'pad = bytearray(8192)\n'
        'n = largest_block()\n'
        'free = gc.mem_free()\n'
        'm = n + 4096\n'
        'while m > 0:\n'
        '    try:\n'
        '        b = bytearray(m)\n'
        '        break\n'
        '    except MemoryError:\n'
        '        m -= 256\n'
        'print(n, m, free)\n')
    r = on_unix_port(tmp_path)
    n, m, free = (int(x) for x in r.stdout.split())
    assert n % 256 == 0 and abs(n - m) <= 512 and 4096 < n < free - 8192, r.stdout


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_the_ballast_leaves_a_fill_the_heap_it_is_set_to(tmp_path):
    # bench_code.py's ballast (the options above it, as bench_board.py writes them) on a
    # 96 KB heap: a fill afterwards, counted by the test itself, reaches the target to within
    # 2% (the unix port scans its C stack conservatively, so a stale pointer can hold a piece
    # of the ballast's own check for a moment, and where depends on the paths the port has
    # interned: 40,352-40,416 B seen; on the emulated firmware it came out exact).
    (tmp_path / 'adafruit_ticks.py').write_text('def ticks_ms():\n    return 0\n')
    with open(os.path.join(ROOT, 'tools', 'emulator', 'bench_code.py')) as f:
        code = f.read()
    (tmp_path / 'code.py').write_text(
        'BALLAST_TO = 40000\nMARK = 0\n' + code + '\n'
        'assert "_ballast" not in globals()\n'     # its code went once the ballast was made
        'gc.collect()\n'
        'base = gc.mem_alloc()\n'
        'head = None\n'
        'try:\n'
        '    while True:\n'
        '        head = [head, bytearray(240)]\n'
        'except MemoryError:\n'
        '    reach = gc.mem_alloc() - base\n'
        'head = None\n'
        'print("REACH", reach)\n')
    r = subprocess.run([MICROPYTHON, '-X', 'heapsize=96k', 'code.py'], capture_output=True,
                       text=True, timeout=60, cwd=str(tmp_path),
                       env=dict(os.environ, MICROPYPATH=str(tmp_path)))
    assert r.returncode == 0, r.stdout + r.stderr
    words = dict((w[0], w[1:]) for w in (line.replace('EMU ', '').split()
                                         for line in r.stdout.splitlines()))
    before, kept, _ = (int(x) for x in words['ballast'])
    reach = int(words['REACH'][0])
    assert before > 80000 and kept > 30000, r.stdout
    assert abs(reach - 40000) <= 800, r.stdout


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason='no MicroPython unix port')
def test_the_hole_map_finds_the_holes_a_heap_was_cut_into(tmp_path):
    # holes.holes() (tools/emulator/heap_quick.py's maps): a full heap with holes of 16, 10
    # and 5 pieces cut into it: the map finds three holes, largest first, at distinct
    # addresses, the largest the 16 pieces' room to within two pieces, none larger than its
    # hole (the unix port scans its C stack conservatively: a stale pointer to one of the
    # search's tries can hold part of a hole for a moment, so the smaller ones come out
    # smaller there), and leaves the heap as it was.
    (tmp_path / 'check.py').write_text(
        'import gc\n'
        'from holes import holes\n'
        'gc.collect()\n'
        'a = gc.mem_alloc()\n'
        'one = bytearray(400)\n'
        'piece = gc.mem_alloc() - a\n'
        'fill = []\n'
        'try:\n'
        '    while True:\n'
        '        fill.append(bytearray(400))\n'
        'except MemoryError:\n'
        '    pass\n'
        'one = fill[-1] = fill[-2] = None\n'     # room for the loop below
        'gc.collect()\n'
        'for first, n in ((20, 16), (60, 10), (100, 5)):\n'
        '    for i in range(first, first + n):\n'
        '        fill[i] = None\n'
        'gc.collect()\n'
        'free = gc.mem_free()\n'
        'got = holes(most=3)\n'
        'gc.collect()\n'
        'print(piece, free, gc.mem_free(), " ".join("%d:%d" % h for h in got))\n')
    r = on_unix_port(tmp_path)
    words = r.stdout.split()
    piece, before, after = (int(x) for x in words[:3])
    got = [tuple(int(x) for x in w.split(':')) for w in words[3:]]
    sizes = [n for _, n in got]
    assert len(got) == 3 and sizes == sorted(sizes, reverse=True), r.stdout
    assert 14 * piece <= sizes[0] <= 16 * piece and sizes[1] <= 10 * piece, r.stdout
    assert 1024 <= sizes[2] <= 5 * piece and len(set(a for a, _ in got)) == 3, r.stdout
    assert abs(after - before) <= 256, r.stdout


def test_the_bench_builds_the_checkout_s_firmware_with_its_own_tools(tmp_path):
    """build_tree copies the checkout without its build/ output but with tools/build/ (the
    build itself), and builds the tree the emulator loads; '160' puts the PyBadge's profile
    in that copy only."""
    from tools.emulator import bench_board as B
    out = B.build_tree(ROOT, str(tmp_path), '160')
    assert os.path.isfile(os.path.join(out, 'ui', 'main.mpy'))
    assert os.path.isfile(os.path.join(str(tmp_path), 'src-160', 'tools', 'build', 'firmware.py'))
    assert not os.path.exists(os.path.join(str(tmp_path), 'src-160', 'build', 'CIRCUITPY'))
    with open(os.path.join(ROOT, 'ui', 'boards', '__init__.py')) as f:
        assert "return 'pybadge'\n" not in f.read()[-60:]


def test_a_mash_cut_short_reports_how_far_it_went():
    """The log a mash keeps every EVERY presses (tools/emulator/mash.py: a run cut off by a
    session's end leaves it) reads as a report: its presses, its least turn line, and that it
    was still running."""
    from tools.emulator import mash as M
    lines = [['turn', '0', '1', '41000', '41000', '12000', '12000'],
             ['turn', '2', '9', '40500', '40500', '15000', '12000'], ['key', '10', '1']]
    assert M.least(lines) == (40500, 12000) and M.least(lines[2:]) is None
    log = {'lines': lines, 'presses': [None] * 270, 'profile': '240', 'seed': 2,
           'fill': M.FILLS['pybadge'], 'mashed': 250, 'names': None,
           'screens': {'Menu': 40, 'PlayScreen': 210},
           'stopped': 'running: 250 of 5000 presses'}
    said = []
    M.report(log, said.append)
    assert said[0] == ('240 at a pybadge heap, seed 2: 250 random presses (270 with the '
                       "setup's), 2 turns, no MemoryError"), said
    assert said[1] == 'least free at a turn 40500 B, least largest block 12000 B', said
    assert said[-1] == 'stopped: running: 250 of 5000 presses', said


def test_the_ram_is_read_at_each_turn_line_of_the_bench_s_own_code():
    # heap_quick --ram-at-lines: the RAM read as each turn line comes (a line is whole once
    # its newline is out), numbered in order (a turn line's own number is the seat's, which
    # repeats), and no heap-dump code put on the drive for it.
    from tools.emulator import bench_board as B

    class Board:
        def __init__(self, lines):
            self.lines = lines
            self.console = ''
            self.ms = 0
            self.reads = 0

        def until(self, text, ms):
            if self.lines:
                self.console += self.lines.pop(0)
            self.ms += 10

        def command(self, c):
            self.reads += 1
            return {'mem': 'ram%d' % self.reads}
    s = object.__new__(B.Session)
    s.dumps = []
    s.board = Board(['EMU turn 0 1 2 3', ' 4 5\n', 'EMU key 1\n', 'EMU turn 1 6 7 8 9 9\n',
                     'EMU turn 0 7 8 9 9 9\n', 'EMU idle\n'])
    s._catch_dumps('EMU turn')
    assert s.board.until('EMU idle', 1000)
    assert [(n, ram) for n, ram, _ in s.dumps] == [(0, 'ram1'), (1, 'ram2'), (2, 'ram3')]
    assert s.dumps[0][2].endswith('4 5\n')      # the console up to the whole line
    # heap_quick asks heap_run for no maps with it: the bench's code.py alone
    assert B.code_py(5, 129664, False, 0, False) == B.code_py(5, 129664, False)
    assert b'def heap_dump' not in B.code_py(5, 129664, False)
    assert b'def heap_dump' in B.code_py(5, 129664, False, 5, True)


def test_a_button_the_pilot_never_pressed_stops_the_run():
    # The pilot steers by what each press shows; a button the game handled without a press
    # (here in the pause a person takes before an A) stops the run, said, within a press:
    # it would otherwise go on to measure another game than the bench's.
    from tools.emulator import bench_board as B

    def said(sel):
        return 'EMU key 100 1\nEMU view Setup New game|>%s\nEMU sel %s\n' % (sel, sel)

    class Board:
        def __init__(self, pressed, paused):
            self.pressed, self.paused = pressed, paused
            self.console = ''
            self.ms = self.bytes = 0
            self.last = {'last_write_ms': 0}

        def run(self, ms):
            self.ms += ms
            if self.paused:
                self.console += self.paused.pop(0)

        def press(self, name, hold, after):
            self.ms += hold + after
            self.console += self.pressed.pop(0)

        def until(self, text, ms):
            self.ms += ms

        def command(self, c):
            return {'refreshes': [], 'unmarked': 0}

    def session(board):
        s = object.__new__(B.Session)
        s.board, s.holes, s.seen, s.lines, s.presses, s.record = board, 0, 0, [], [], []
        s.screen = s.name = None
        s.rows, s.sel, s.refreshes, s.empty, s.unmarked = [], '', [], 0, 0
        s.pressed = s.handled = 0
        return s
    s = session(Board([said('Rules'), said('Auctions')], ['']))
    s.press('DOWN', 'move')
    s.press('A', 'change')
    assert (s.pressed, s.handled, s.sel) == (2, 2, 'Auctions')
    s = session(Board([said('Rules'), said('Auctions')], [said('Start the game')]))
    s.press('DOWN', 'move')
    with pytest.raises(RuntimeError, match='handled 3 buttons for 2 presses'):
        s.press('A', 'change')
