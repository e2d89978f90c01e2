"""The figures of `make bench-board` from its runs' logs (PC-only, no emulator: the tests feed it
a recorded log). A run's log is what tools/emulator/bench_board.py records:

    {'kind': 'timing' | 'heap' | 'clue', 'profile': '240' | '160', 'seed': N,
     'lines': [[word, ...], ...],      the harness's EMU lines (bench_code.py), in order
     'presses': [{'name', 'kind', 't0', 'ms', 'bytes', 'screen', 'rows_before', 'rows_after',
                  'screen_before'}, ...],
     'refreshes': [{'t0', 't1', 'bytes', 'pixels', 'changed', 'windows'}, ...],
     'session_from': emulated ms of the title's refresh, ...}

Times are emulated RP2040 milliseconds. A press's ms runs from its pin going low to the last
pixel the display was sent before the game waited again (keypad's scan included)."""

TICKS = 0x1FFFFFFF      # adafruit_ticks.ticks_ms wraps at 2**29


def since(a, b):
    return (int(b) - int(a)) & TICKS


def median(xs):
    """The median (the mean of the middle two for an even count), or None."""
    xs = sorted(xs)
    if not xs:
        return None
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def title_ms(log):
    start = next(w for w in log['lines'] if w[0] == 'start')
    title = next(w for w in log['lines'] if w[0] == 'title')
    return since(start[1], title[1])


def rows_changed(before, after):
    """How many of the shown lines differ between two views of a screen."""
    n = max(len(before), len(after))
    return sum(1 for i in range(n) if (before[i] if i < len(before) else None) !=
               (after[i] if i < len(after) else None))


def moves(log):
    """(cursor move ms, scroll ms) lists: UP/DOWN presses among a list's choices that kept the
    screen. A cursor move changes two lines (the old and the new selection); a move that
    changes more scrolled the list."""
    cursor, scroll = [], []
    for p in log['presses']:
        if p['kind'] != 'move' or p['name'] not in ('UP', 'DOWN'):
            continue
        if p['screen'] != p['screen_before'] or p['rows_before'] == p['rows_after']:
            continue
        (scroll if rows_changed(p['rows_before'], p['rows_after']) > 2 else cursor).append(p['ms'])
    return cursor, scroll


def opens(log):
    """{kind: ms} of the screen changes: open:settings, open:back, open:setup, start."""
    return {p['kind']: p['ms'] for p in log['presses']
            if p['kind'].startswith('open:') or p['kind'] == 'start'}


def turns(log):
    """[(player, ms)] of every turn that ended in the log: from its turn line to the next."""
    t = [w for w in log['lines'] if w[0] == 'turn']
    return [(int(a[1]), since(a[2], b[2]), int(b[1])) for a, b in zip(t, t[1:])]


def cpu_turns(log, person=0):
    """(every CPU turn's ms, the ms of those that hand back to the person)."""
    every = [(ms, nxt) for p, ms, nxt in turns(log) if p != person]
    return [ms for ms, _ in every], [ms for ms, nxt in every if nxt == person]


def unwaited(log, person=0):
    """The ms of the CPU turns in which the game never waited for the person: a turn's first
    key line is the person's press that ended their turn (the turn line comes first in that
    step); a second is a wait inside it, a bid in the CPU's auction, whose time is mostly the
    pilot's (it waits 400 ms before an A, as a person would)."""
    out = []
    start = None
    keys = 0
    for w in log['lines']:
        if w[0] == 'turn':
            if start is not None and int(start[1]) != person and keys < 2:
                out.append(since(start[2], w[2]))
            start = w
            keys = 0
        elif w[0] == 'key':
            keys += 1
    return out


def sent_changed(log):
    """(pixels sent, pixels changed, distinct pixels sent) over the refreshes from the title
    on. Changed: a pixel whose value at a refresh's end differs from its value at the start;
    distinct: the union of a refresh's areas (what it sends without overlaps)."""
    rs = [r for r in log['refreshes'] if r['t0'] >= log.get('session_from', 0)]
    return (sum(r['pixels'] for r in rs), sum(r['changed'] for r in rs),
            sum(r['distinct'] for r in rs))


def autosaves(log):
    """[(ms, saved)] of each Drive.autosave the harness timed (saved: 'True', 'False', 'None')."""
    return [(int(w[1]) / 1000.0, w[2]) for w in log['lines'] if w[0] == 'autosave']


BALLAST_SLACK = 512     # bytes a ballast's fill may miss its heap by (its pieces: 32)


def ballast_missed(lines, fill):
    """Why a run's heap is not the fill it was set to (its ballast line: EMU ballast REACH
    KEPT REACH_WITH_IT), or None: it is, or the run had no ballast. A run that missed
    measured another heap than it says, and its figures count for nothing."""
    for w in lines:
        if w[0] == 'ballast' and len(w) > 3 and fill:
            if abs(int(w[3]) - fill) > BALLAST_SLACK:
                return 'the ballast missed its heap: a fill reached %s B, not %d' % (w[3], fill)
            return None
    return None


def ran_out(log):
    return any(w[0] == 'MemoryError' for w in log['lines'])


def heap(log):
    """(least gc.mem_free() at a turn's start after a collection, least largest block, rounds
    reached, the game ended): from the harness's turn lines (turn PLAYER TICKS LIVE LEAST
    BLOCK LEASTBLOCK; a round ends where the players' order wraps), up to a MemoryError if any."""
    t = [w for w in log['lines'] if w[0] == 'turn']
    live = [int(w[3]) for w in t]
    blocks = [int(w[5]) for w in t]
    players = [int(w[1]) for w in t]
    rounds = 1 + sum(1 for a, b in zip(players, players[1:]) if b <= a) if t else 0
    return (min(live) if live else None, min(blocks) if blocks else None, rounds,
            bool(log.get('ended')))


def heap_figures(log):
    """(least free, largest block) for the JSON: a game that ran out of memory gets 0 for
    both (at that step nothing the game asked for could be had); its turns' figures before
    the failure are in details(). A game whose ballast missed its heap gets None for both
    (and a CLUE game so is not finished)."""
    if ran_out(log):
        return 0, 0
    if ballast_missed(log['lines'], log.get('fill')):
        return None, None
    return heap(log)[:2]


def figures(logs):
    """The bench's JSON figures (integers) from the timing and heap runs' logs: each timing
    figure is the median of the runs' own figures."""
    timing = [g for g in logs if g['kind'] == 'timing']
    out = {}

    def over(f):
        vals = [v for v in (f(g) for g in timing) if v is not None]
        m = median(vals)
        return None if m is None else int(round(m))
    out['title_ms'] = over(title_ms)
    out['screen_open_ms'] = over(lambda g: max(opens(g)[k] for k in ('open:settings',
                                                                     'open:setup', 'open:back')))
    out['game_start_ms'] = over(lambda g: opens(g).get('start'))
    out['cpu_turn_ms'] = over(lambda g: _mean(cpu_turns(g)[0]))
    out['cpu_turn_unwaited_ms'] = over(lambda g: _mean(unwaited(g)))
    out['handover_ms'] = over(lambda g: median(cpu_turns(g)[1]))
    out['cursor_ms'] = over(lambda g: median(moves(g)[0]))
    out['scroll_ms'] = over(lambda g: median(moves(g)[1]))

    # The sent/changed (2.49x at 0dcbc99, from the profile's an_ov.py): pixels sent
    # over each refresh's own area counted once, so what is sent twice (overlapping dirty
    # areas, a layer under another) is what it measures. Stricter, beside it: over the
    # pixels whose value changed (a pixel redrawn with its own colour counts as waste).
    def sent_over(g, i):        # i: sent_changed()'s 1 (changed) or 2 (distinct)
        c = sent_changed(g)
        return 100.0 * c[0] / c[i] if c[i] else None
    out['sent_per_changed'] = over(lambda g: sent_over(g, 2))
    out['sent_per_value_changed'] = over(lambda g: sent_over(g, 1))
    out['autosave_ms'] = over(lambda g: median([ms for ms, _ in autosaves(g)]))
    for size in ('160', '240'):
        got = [heap_figures(g) for g in logs if g['kind'] == 'heap' and g['profile'] == size]
        out['least_free_' + size] = min([h[0] for h in got if h[0] is not None] or [None])
        out['largest_block_' + size] = min([h[1] for h in got if h[1] is not None] or [None])
    # The CLUE's games (bench_board.CLUE_GAMES): how many reached their ranking with no
    # MemoryError, and the least free heap and largest block at any turn line of any of them.
    clue = [g for g in logs if g['kind'] == 'clue']
    if clue:
        got = [heap_figures(g) for g in clue]
        out['clue_games_played'] = len(clue)
        out['clue_games_finished'] = sum(1 for g in clue if g.get('ended') and not ran_out(g)
                                         and not ballast_missed(g['lines'], g.get('fill')))
        out['least_free_clue'] = min([h[0] for h in got if h[0] is not None] or [None])
        out['largest_block_clue'] = min([h[1] for h in got if h[1] is not None] or [None])
    return out


def details(logs):
    """Each run's own figures, for the summary beside the JSON (and the docs)."""
    out = []
    for g in logs:
        d = {'kind': g['kind'], 'profile': g['profile'], 'seed': g['seed'],
             'emulated_s': round(g['emulated_ms'] / 1000.0, 1), 'wall_s': round(g['wall_s']),
             'errors': g['errors']}
        if g['kind'] == 'timing':
            cpu, hand = cpu_turns(g)
            cur, scr = moves(g)
            sent, changed, distinct = sent_changed(g)
            saves = autosaves(g)
            d.update(title_ms=title_ms(g), opens={k: round(v) for k, v in opens(g).items()},
                     cpu_turns=cpu, handovers=hand, cursor=[round(x) for x in cur],
                     scroll=[round(x) for x in scr], pixels_sent=sent,
                     pixels_changed=changed, pixels_distinct=distinct,
                     sent_per_distinct=round(sent / distinct, 2) if distinct else None,
                     autosave_ms=[round(ms) for ms, _ in saves],
                     autosave_saved=sorted(set(ok for _, ok in saves)))
        else:
            least, block, rounds, ended = heap(g)
            d.update(seats=g.get('seats'), fill=g.get('fill'), least_free=least,
                     largest_block=block, rounds=rounds, ended=ended, stopped=g.get('stopped'),
                     turns=sum(1 for w in g['lines'] if w[0] == 'turn'),
                     least_after_a_step=min([int(w[-1]) for w in g['lines'] if w[0] == 'screen']
                                            or [None]),
                     memory_errors=sum(1 for w in g['lines'] if w[0] == 'MemoryError'))
        out.append(d)
    return out


def _mean(xs):
    return sum(xs) / len(xs) if xs else None
