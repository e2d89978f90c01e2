"""`make emulate`: the game's firmware tree on real CircuitPython in an emulated PicoSystem.

    python -m tools.emulator --firmware X.uf2 --tree build/CIRCUITPY --out build/emulate \\
        --seconds 12 --presses "A DOWN:3 A"

Boots the firmware with the tree on its drive, prints the console as it comes, presses the
buttons (one every --gap ms of emulated time once the title is up, `NAME:N` N times) and writes
the screen as PNG: boot.png when code.py starts, after every press press-NN-NAME.png, and
end.png. Emulated RP2040 time (optimistic: no flash wait states); writes to the drive land in
the emulated flash with the chip's erase and program times (tools/emulator/flash.mjs)."""
import argparse
import os
import sys
import time

from tools.emulator.board import Board, PINS, firmware_path, problem, MISSING


def presses(text):
    out = []
    for word in (text or '').split():
        name, _, count = word.upper().partition(':')
        if name not in PINS:
            raise SystemExit('unknown button %r: %s' % (name, ' '.join(PINS)))
        out += [name] * int(count or 1)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--firmware', help='the PicoSystem UF2 (default: ../shared/board-emu/)')
    ap.add_argument('--tree', default='build/CIRCUITPY')
    ap.add_argument('--out', default='build/emulate')
    ap.add_argument('--seconds', type=float, default=12, help='emulated seconds after reset')
    ap.add_argument('--presses', default='')
    ap.add_argument('--gap', type=int, default=1500, help='emulated ms between presses')
    a = ap.parse_args(argv)
    fw = firmware_path(a.firmware)
    if a.firmware and fw is None:
        sys.exit('no such firmware file: %s\n%s' % (a.firmware, MISSING))
    why = problem(fw)
    if why:
        sys.exit(why)
    todo = presses(a.presses)
    os.makedirs(a.out, exist_ok=True)
    start = time.time()
    print('emulating %s with %s (emulated time; about half of real time or slower)' % (fw, a.tree))
    with Board(fw, a.tree) as b:
        shown = 0

        def show():
            nonlocal shown
            text = b.console[shown:]
            shown = len(b.console)
            if text:
                sys.stdout.write(text.replace('\r\n', '\n'))
                sys.stdout.flush()
        while 'code.py' not in b.console and b.ms < 30000:    # in the console's title bar
            b.run(250)
        up = 'code.py' in b.console
        show()
        if up:
            b.run(1500)         # the title is up about a second after code.py starts
            b.png(os.path.join(a.out, 'title.png'))
        for i, name in enumerate(todo):
            b.press(name, hold=40, after=a.gap)
            show()
            b.png(os.path.join(a.out, 'press-%02d-%s.png' % (i + 1, name.lower())))
        if b.ms < a.seconds * 1000:
            b.run(a.seconds * 1000 - b.ms)
        show()
        b.png(os.path.join(a.out, 'end.png'))
        print('\n%.1f s emulated in %.0f s; %d bytes sent to the display; PNGs in %s'
              % (b.ms / 1000, time.time() - start, b.bytes, a.out))
        ops = b.journal()
        erases = sum(1 for op in ops if op['op'] == 'erase')
        print('the drive was written: %d sector erases, %d page programs, %.0f ms of flash time'
              % (erases, len(ops) - erases, sum(op['t1_ms'] - op['t0_ms'] for op in ops)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
