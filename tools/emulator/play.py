"""One scripted game on the emulated PicoSystem and the same presses in the simulator (PC-only):
the emulated-board check in host_tests/test_emulated_board.py and the figures in docs/bench.md
and docs/memory.md (`python -m tools.emulator.play --figures`).

The script: at the title, Settings -> CPU speed (instant unless told), back, New game with
seat 1 a person and seats 2-3 CPUs, start; then the person answers every prompt with A (roll,
buy, bid...) while the CPUs play theirs. Dice are fixed by SEED through ui.main's seed, so the
emulated firmware and the simulator play the same game and stop at the same screens."""
import os
import re
import sys
import tempfile

from tools.emulator.board import Board, ROOT, SIZE, write_png

SEED = 3
HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, 'harness.py')
PROBE = os.path.join(HERE, 'probe.py')      # largest_block(), board code put before a code.py
SPEEDS = ('instant', 'fast', 'normal', 'slow')      # ui.drive.settings.SPEEDS
# Title rows: New game, Demo, Help, Settings, Diagnostics. Setup rows: DOWN 9 times reaches
# seat 2, RIGHT makes it a CPU, DOWN twice reaches "Start the game".
# New game: seat 2 (row 10, under seat 1's 'Change token') from Person to CPU Normal (RIGHT
# goes Easy, then Normal), then down past its Style and token rows and seat 3's to Start.
SETUP = ('A',) + ('DOWN',) * 10 + ('RIGHT', 'RIGHT') + ('DOWN',) * 6 + ('A',)
# Both sides wait this long (emulated ms, simulator ms) before pressing A, as a person would:
# a screen that follows a panel ignores an A for 300 ms of its own ticks (ui/game/recap.py GUARD),
# and on the firmware its first tick comes before its refresh, so an A pressed at once was
# taken there after a slow refresh and ignored in the simulator, and the two games parted.
PAUSE_A = 400


def speed_presses(speed):
    """Title -> Settings, CPU speed from normal to speed, back to the title's first row."""
    steps = SPEEDS.index(speed) - SPEEDS.index('normal')
    moves = ('LEFT',) * -steps if steps < 0 else ('RIGHT',) * steps
    return ('DOWN', 'DOWN', 'DOWN', 'A', 'DOWN') + moves + ('B', 'UP', 'UP', 'UP')


def harness_code(seed=SEED):
    """The emulated check's code.py: the seed, largest_block() (probe.py), the harness."""
    with open(PROBE, 'rb') as f, open(HARNESS, 'rb') as g:
        return b'SEED = %d\n' % seed + f.read() + b'\n\n' + g.read()


class Emulated:
    """The game on the emulated firmware, driven by presses; each press is followed by running
    until the harness says the game waits for the next one (no CPU move, no animation).
    image: boot from this drive (a Board.drive() of an earlier run, harness included)."""

    def __init__(self, firmware, tree, seed=SEED, harness=True, image=None):
        files = {}
        if harness and image is None:
            files['code.py'] = harness_code(seed)
        self.board = Board(firmware, tree, files, image=image)
        self.seen = 0           # console characters already parsed
        self.lines = []         # EMU lines, parsed
        self.screen = None
        self.presses = []       # (button, ms to the last display write, bytes sent)

    def parse(self):
        text = self.board.console
        end = text.rfind('\n') + 1
        for line in text[self.seen:end].splitlines():
            # A line may follow the console's title-bar escape sequence, or hold one after.
            at = line.find('EMU ')
            line = line[at:].split('\x1b')[0].strip() if at >= 0 else ''
            if line.startswith('EMU '):
                w = line.split()
                self.lines.append(w[1:])
                if w[1] == 'screen':
                    self.screen = w[2]
        self.seen = max(self.seen, end)

    def errors(self):
        """Tracebacks and memory errors on the console."""
        c = self.board.console
        return [m.group(0) for m in re.finditer(r'Traceback[^\n]*\n(?:[ \t][^\n]*\n)*[^\n]*', c)] + \
            (['MemoryError'] if 'EMU MemoryError' in c else [])

    def wait(self, word, ms=30000, start=None):
        """Run until a harness line starting with word appears (after line start); the line."""
        start = len(self.lines) if start is None else start
        end = self.board.ms + ms
        while self.board.ms < end:
            self.parse()
            for w in self.lines[start:]:
                if w[0] == word:
                    return w
            self.board.until('EMU ' + word, max(1, min(2000, end - self.board.ms)))
        raise TimeoutError('no "EMU %s" in %d ms; console:\n%s' % (word, ms, self.board.console[-1500:]))

    def key_press(self, name, ms=5000):
        """Press button name as a person does (an A after PAUSE_A) and run until the game has
        handled it (its key line, within ms): (the index of the lines after the press, the
        emulated ms and bytes sent when it was pressed, the key line)."""
        self.parse()
        if name == 'A':
            self.board.run(PAUSE_A)
            self.parse()        # what the game said in the pause is not this press's
        start = len(self.lines)
        t0, b0 = self.board.ms, self.board.bytes
        # Held 40 ms, then released for 40 ms: keypad scans every few ms and debounces, and a
        # press straight after a release would not be seen as a new one.
        self.board.press(name, hold=40, after=40)
        return start, t0, b0, self.wait('key', ms, start)

    def press(self, name):
        """Press, then run until the game waits again: (button, ms from the press to the last
        byte sent to the display, bytes sent) is added to presses."""
        start, t0, b0, key = self.key_press(name)
        if key[2] != '1':
            self.wait('idle', 30000, self.lines.index(key, start) + 1)
        if os.environ.get('EMU_VERBOSE'):
            sys.stderr.write('%s %.0f ms: %s\n' % (name, self.board.ms,
                                                    ' | '.join(' '.join(w) for w in self.lines[start:])))
        last = self.board.last['last_write_ms']
        self.presses.append((name, max(0.0, last - t0) if last > t0 else 0.0,
                             self.board.bytes - b0))

    def frame(self):
        return self.board.frame()

    def close(self):
        self.board.close()


class Simulated:
    """The same game in the simulator (Blinka displayio, headless, PicoSystem's 240x240)."""

    def __init__(self, seed=SEED):
        sys.path.insert(0, ROOT)
        from host import profile as HP
        from ui.main import main
        self.dir = tempfile.TemporaryDirectory(prefix='sim-')
        self.prof = HP.headless('picosystem')
        self.now = 0
        self.lines = []     # ['turn', PLAYER] as the harness prints them on the firmware
        self.turn = -1
        self.app = main(self.prof, self.dir.name, seed=seed, clock=lambda: self.now)
        self.step(3)

    def step(self, n=1, ms=10):
        for _ in range(n):
            self.now += ms
            self.app.step(self.now)
            g = self.app.game
            if g is not None and g.turn != self.turn:
                self.turn = g.turn
                self.lines.append(['turn', str(g.turn)])

    def settle(self):
        from ui.game.seats import CpuPrompt
        for _ in range(2000):
            top = self.app.top()
            if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
                self.step(1, 200)
            else:
                self.step(1, 10)
                if self.app.top() is top:
                    return
        raise TimeoutError('the simulated screen did not settle')

    def press(self, name):
        from ui.device import buttons as K
        if name == 'A':
            self.step(1, PAUSE_A)
        self.prof.buttons.push(getattr(K, name))
        self.step()
        self.settle()

    def text(self):
        return list(self.app.top().text())

    def frame(self):
        s = self.prof.display.surface()
        return [[tuple(s.get_at((x, y)))[:3] for x in range(SIZE)] for y in range(SIZE)]

    def close(self):
        self.dir.cleanup()


def to565(px):
    r, g, b = px
    r, g, b = r >> 3, g >> 2, b >> 3
    return (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)


def difference(a, b):
    """Pixels that differ between two frames once both are in RGB565 (the panel's format),
    and the bounding box of the differences (or None)."""
    n = 0
    box = None
    for y in range(SIZE):
        for x in range(SIZE):
            if to565(a[y][x]) != to565(b[y][x]):
                n += 1
                box = (x, y, x, y) if box is None else (min(box[0], x), min(box[1], y),
                                                       max(box[2], x), max(box[3], y))
    return n, box


def game(firmware, tree, shots=None, speed='instant', turns=3, seed=SEED, sim=True, emu=True):
    """The scripted game on the emulated board (and, with sim, in the simulator; emu=False:
    the simulator alone). Returns a dict: frames {title, prompt, board: (emulated, simulated)},
    texts (the simulator's), presses, harness lines, console errors, the flash journal and
    the power-cut points of the last autosave (tools/emulator/powercut.py). shots: a folder
    for the PNGs (emulated-NAME.png, simulated-NAME.png)."""
    e = Emulated(firmware, tree, seed) if emu else None
    s = Simulated(seed) if sim else None
    lead = e or s
    # apart: the first press after which the two show different screens (press number,
    # button, the firmware's screen, the simulator's), or None: the same presses can only
    # give the same pictures while the two games are in the same state.
    out = {'frames': {}, 'texts': {}, 'apart': None}

    def both(*names):
        for n in names:
            if e:
                e.press(n)
            if s:
                s.press(n)
            if e and s and out['apart'] is None and e.screen is not None:
                if type(s.app.top()).__name__ != e.screen:
                    out['apart'] = (len(e.presses), n, e.screen, type(s.app.top()).__name__)

    def shot(name):
        ef = e.frame() if e else None
        sf = s.frame() if s else None
        out['frames'][name] = (ef, sf)
        out['texts'][name] = s.text() if s else None
        for kind, f in (('emulated', ef), ('simulated', sf)):
            if shots and f:
                write_png(os.path.join(shots, '%s-%s.png' % (kind, name)), f)
    try:
        if e:
            e.wait('start', 40000)
            e.boot_ms = e.board.ms
            e.wait('title', 40000)
        shot('title')
        both(*speed_presses(speed))
        both(*SETUP)
        # The person plays: A answers every prompt (roll, buy, bid, pay) until `turns` of
        # theirs have begun; the first of them is the prompt shot.
        person = 0
        for _ in range(40):
            mine = [w for w in lead.lines if w[0] == 'turn' and w[1] == '0']
            if len(mine) > person:
                person = len(mine)
                if person == 1:
                    shot('prompt')
                if person >= turns:
                    break
            both('A')
        else:
            raise TimeoutError('the person did not reach turn %d in 40 presses' % turns)
        # The board screen, mid-game: Roll dice, Menu, Log, Help, Board.
        both('DOWN', 'DOWN', 'DOWN', 'DOWN', 'A')
        shot('board')
        both('B')
        if e:
            from tools.emulator import powercut
            out.update(lines=e.lines, presses=e.presses, errors=e.errors(),
                       console=e.board.console, ms=e.board.ms, boot_ms=e.boot_ms,
                       journal=e.board.journal(), cuts=powercut.cut_points(e.board))
        return out
    finally:
        if e:
            e.close()
        if s:
            s.close()


def pair(firmware, tree, out):
    """docs/screenshots' emulated-NAME.png and simulated-NAME.png (title, prompt, board), both
    from one run with the same presses in lockstep (`make screenshots-board`): taken apart, the
    firmware's and the simulator's scripts reach different states by the board shot.
    Returns {name: (pixels that differ, their bounding box)} and where the two games went
    apart (game()'s apart), if they did."""
    r = game(firmware, tree, out)
    return {name: difference(*frames) for name, frames in r['frames'].items()}, r['apart']


def figures(r):
    """The measured figures of a game() result, emulated RP2040 time."""
    lines = r['lines']
    start = next(w for w in lines if w[0] == 'start')
    title = next(w for w in lines if w[0] == 'title')
    ticks = lambda w: int(w[1 if w[0] in ('start', 'title', 'key', 'idle') else 2])

    def since(a, b):        # ticks_ms wraps at 2**29
        return (b - a) & 0x1FFFFFFF
    # A turn lasts from its "turn" line to the next one; the person's (player 0) wait for presses.
    turns = [w for w in lines if w[0] == 'turn']
    cpu = [since(ticks(a), ticks(b)) for a, b in zip(turns, turns[1:]) if a[1] != '0']
    low = min(int(w[4]) for w in turns)
    from tools.emulator.powercut import bursts
    saves = bursts(r['journal'])[-1]
    nav = [p for p in r['presses'] if p[0] in ('UP', 'DOWN', 'LEFT', 'RIGHT')]
    return {
        'code_py_at_ms': round(r['boot_ms']),
        'title_after_code_py_ms': since(int(start[1]), int(title[1])),
        'free_at_code_py': int(start[2]),
        'free_at_title': int(title[2]),
        'least_free_in_game': low,
        'largest_block_at_title': int(title[3]),
        'least_largest_block_in_game': min(int(w[6]) for w in turns),
        'autosave_flash_ms': round(saves[-1]['t1_ms'] - saves[0]['t0_ms']),
        'autosave_erases': sum(1 for op in saves if op['op'] == 'erase'),
        'cpu_turn_ms': cpu,
        'press_ms': {'move': _median([p[1] for p in nav]),
                     'A': _median([p[1] for p in r['presses'] if p[0] == 'A'])},
        'press_bytes': {'move': _median([p[2] for p in nav]),
                        'A': _median([p[2] for p in r['presses'] if p[0] == 'A']),
                        'most': max(p[2] for p in r['presses'])},
        'emulated_ms': round(r['ms']),
    }


def _median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if xs else None


def main(argv=None):
    import argparse
    import json
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--firmware', default=None)
    ap.add_argument('--tree', default=os.path.join(ROOT, 'build', 'CIRCUITPY'))
    ap.add_argument('--speeds', default='instant,normal')
    ap.add_argument('--shots', default=None, help='folder for the PNGs')
    ap.add_argument('--pair', default=None, metavar='FOLDER',
                    help='only the emulated-*.png and simulated-*.png pair, in lockstep')
    a = ap.parse_args(argv)
    from tools.emulator.board import runnable
    fw = runnable(a.firmware)
    if fw is None:
        return 2
    if a.pair:
        os.makedirs(a.pair, exist_ok=True)
        diffs, apart = pair(fw, a.tree, a.pair)
        for name, (n, box) in diffs.items():
            print('%s: emulated-%s.png and simulated-%s.png differ by %d pixels%s'
                  % (name, name, name, n, ' within %s' % (box,) if box else ''))
        if apart:
            print('the two games went apart at press %d (%s): the firmware showed %s, the '
                  'simulator %s; the shots after it are of different states' % apart)
        return 0
    out = {}
    for speed in a.speeds.split(','):
        r = game(fw, a.tree, a.shots, speed=speed, sim=False, turns=3)
        out[speed] = figures(r)
        print(speed, json.dumps(out[speed]), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
