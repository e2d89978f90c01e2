"""A linked game between separate processes over UDP on the loopback address (PC-only).

    python -m host.linked --devices 3 --cpus 1 --seed 5 --loss 10 --dup 5 --reorder 10 --restart 1

Each device is a process running the real app headless (ui.main.main: the title, Linked game,
the host's setup and lobby or the join screen, then the turn flow) with its own drive folder,
a UDP radio (host/radio.py) that loses, duplicates and holds back that share of the frames it
sends, and a seeded automatic person at its buttons (host/linked_auto.py). Device 0 hosts:
its seats are one person here, one linked device per other device, then the CPUs. K devices
(the joined ones first, then the host) are switched off mid-game (the process killed) and
started again from their drive: they resume the game from the title (Rejoin, or the host:
Host it again). One line per device at the end:

    device=0 role=host round=41 seq=452 restarted=0 digest=1a2b3c4d

exit 0 only when every device's digest is the host's (1 when they differ, 2 when the game
did not end within --timeout seconds: then each device's round and seq are printed).
"""
import argparse
import os
import random
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_ports(count, tries=50):
    """A base port with count free UDP ports from it (loopback)."""
    r = random.Random()
    for _ in range(tries):
        base = r.randrange(20000, 60000 - count)
        socks = []
        try:
            for p in range(base, base + count):
                s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                socks.append(s)
                s.bind(('127.0.0.1', p))
            return base
        except OSError:
            continue
        finally:
            for s in socks:
                s.close()
    raise OSError('no free UDP ports')


# -- one device (a child process) --------------------------------------------------------

def device(a):
    sys.path.insert(0, ROOT)
    from host.linked_world import NullDisplay, NoButtons, quick, digest
    from host.linked_auto import Person
    from host.radio import UdpMaker
    from ui.device.profile import Profile
    from ui.main import main
    from adafruit_ticks import ticks_ms
    from engine.codes import OVER
    prof = Profile('pybadge', NullDisplay(160, 128), NoButtons())
    prof.link = UdpMaker('127.0.0.1', a.port, a.ports,
                          (a.seed * 101 + a.device * 7 + a.restarted, a.loss, a.dup, a.reorder))
    role = 'host' if a.device == 0 else 'join'
    seats = 'p' + 'l' * (a.devices - 1) + 'c' * a.cpus
    with quick():
        app = main(prof, a.drive, a.seed)
    app.cpu_speed = 0
    person = Person(app, role, a.seed, seats if role == 'host' else '', rounds=a.rounds)
    last = 0
    over_at = None
    while True:
        now = ticks_ms()
        with quick():
            app.step(now)
            person.step(now)
        g = app.game
        link = getattr(app.buttons, 'link', None)
        if g is not None and link is not None and now - last >= 200:
            last = now
            print('progress round=%d seq=%d over=%d' % (g.round, link.seq, g.pending == OVER),
                  flush=True)
        if g is not None and g.pending == OVER and person.done:
            if over_at is None:
                over_at = now
            # The host serves the others until each has every action or is gone (a device
            # switched off near the end comes back for them), for a minute at most.
            if not (link is not None and link.hosting and not _all_caught(link, now) and
                    now - over_at < 60000):
                break
        time.sleep(0.001)
    print('device=%d role=%s round=%d seq=%d restarted=%d digest=%s' % (
        a.device, role, g.round, link.seq if link else 0, a.restarted, digest(g)), flush=True)


def _all_caught(link, now):
    """Has every device still heard said it has the host's last numbered action?"""
    return all(link.caught.get(d) == link.seq or not link.present(d, now)
               for d in link.members())


# -- the parent ------------------------------------------------------------------------

class Child:
    def __init__(self, a, index, drive):
        self.a = a
        self.index = index
        self.drive = drive
        self.restarted = 0
        self.proc = None
        self.round = 0
        self.seq = 0
        self.over = False       # its game has ended (it serves the others, then says so)
        self.line = None
        self.buf = b''
        self.err = None

    def start(self):
        a = self.a
        cmd = [sys.executable, '-m', 'host.linked', '--child', '--device', str(self.index),
               '--devices', str(a.devices), '--cpus', str(a.cpus), '--seed', str(a.seed),
               '--loss', str(a.loss), '--dup', str(a.dup), '--reorder', str(a.reorder),
               '--rounds', str(a.rounds), '--port', str(a.port), '--ports', str(a.ports),
               '--drive', self.drive, '--restarted', str(self.restarted)]
        env = dict(os.environ, SDL_VIDEODRIVER='dummy', PYGAME_HIDE_SUPPORT_PROMPT='1')
        # stderr to a file: a pipe nobody reads until the end could fill and stop the child
        if self.err is not None:
            self.err.close()
        self.err = open(self.drive + '.err', 'ab')
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=self.err)

    def read(self):
        """Take what the child printed; True when it has ended."""
        out = self.proc.stdout
        while select.select([out], [], [], 0)[0]:
            chunk = os.read(out.fileno(), 4096)
            if not chunk:
                break
            self.buf += chunk
        *lines, self.buf = self.buf.split(b'\n')
        for raw in lines:
            t = raw.decode(errors='replace')
            if t.startswith('progress'):
                self.round = int(t.split('round=')[1].split()[0])
                self.seq = int(t.split('seq=')[1].split()[0])
                self.over = t.endswith('over=1')
            elif t.startswith('device='):
                self.line = t
        return self.proc.poll() is not None

    def kill(self):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()


def run(a, log=print):
    a.port = free_ports(a.devices + 4)
    a.ports = a.devices + 4
    root = tempfile.mkdtemp(prefix='linked-')
    kids = [Child(a, i, os.path.join(root, 'device%d' % i)) for i in range(a.devices)]
    for k in kids:
        os.makedirs(k.drive)
        k.start()
    # Who is switched off, and when: the joined devices first, then the host, from round 3.
    order = list(range(1, a.devices)) + [0]
    plan = [(order[i % len(order)], 3 + 2 * i) for i in range(a.restart)]
    off = {}            # device -> when to switch it on again
    deadline = time.time() + a.timeout
    try:
        while time.time() < deadline:
            ended = [k.read() for k in kids]
            host_round = kids[0].round
            for i, (dev, at) in enumerate(plan):
                k = kids[dev]
                if at is None or host_round < at or dev in off:
                    continue
                plan[i] = (dev, None)
                if kids[0].over or ended[dev]:
                    # A switch-off planned after the game's end (--rounds) is no restart
                    # mid-game: a host started again then has no game to resume. (On a busy
                    # machine the device's end and the round it planned come in one read.)
                    log('device %d not switched off: the game is over' % dev)
                else:
                    k.kill()
                    off[dev] = time.time() + 2.0
                    log('switched off device %d at round %d' % (dev, host_round))
            for dev, when in list(off.items()):
                if time.time() >= when:
                    k = kids[dev]
                    k.restarted += 1
                    k.start()
                    ended[dev] = False      # read before it started again: it has not
                    del off[dev]
                    log('switched device %d on again' % dev)
            if all(ended) and not off:
                # A switch-off whose round the host never reported before every device
                # ended (a busy machine reads the last rounds and the end at once): the
                # game is over, as above.
                for dev, at in plan:
                    if at is not None:
                        log('device %d not switched off: the game is over' % dev)
                break
            time.sleep(0.02)
        else:
            # Where each device got to, so that a slow game and a stuck one can be told apart.
            log('the game did not end within %d s: %s' % (a.timeout, ', '.join(
                'device %d round %d seq %d%s' % (k.index, k.round, k.seq,
                                                 ' (off)' if k.index in off else '')
                for k in kids)))
            return 2
        for k in kids:
            if k.line is None:
                k.kill()
                with open(k.drive + '.err', errors='replace') as f:
                    err = f.read().strip().splitlines()
                log('device=%d failed: %s' % (k.index, err[-1] if err else 'no line'))
            else:
                log(k.line)
        return verdict([k.line for k in kids])
    finally:
        for k in kids:
            k.kill()
            if k.err is not None:
                k.err.close()
        shutil.rmtree(root, ignore_errors=True)


def verdict(lines):
    """0 when every device's line says the host's digest (lines[0] is the host's), else 1."""
    if not lines or None in lines:
        return 1
    host = lines[0].split('digest=')[1].split()[0]
    return 0 if all(line.split('digest=')[1].split()[0] == host for line in lines) else 1


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--devices', type=int, default=2, help='devices, one person each (2-6)')
    ap.add_argument('--cpus', type=int, default=0, help='CPU seats, played on the host')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--loss', type=float, default=0, help='%% of frames lost')
    ap.add_argument('--dup', type=float, default=0, help='%% of frames sent twice')
    ap.add_argument('--reorder', type=float, default=0, help='%% of frames held back 5-80 ms')
    ap.add_argument('--restart', type=int, default=0, help='devices switched off and on')
    ap.add_argument('--rounds', type=int, default=0, help='a round limit (0: none)')
    ap.add_argument('--timeout', type=int, default=600, help='seconds before giving up')
    ap.add_argument('--child', action='store_true', help=argparse.SUPPRESS)
    ap.add_argument('--device', type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument('--port', type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument('--ports', type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument('--drive', default='', help=argparse.SUPPRESS)
    ap.add_argument('--restarted', type=int, default=0, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.child:
        device(a)
        return 0
    if not 2 <= a.devices <= 6 or a.devices + a.cpus > 6 or a.cpus < 0:
        ap.error('2-6 devices, and at most 6 seats with the CPUs')
    return run(a)


if __name__ == '__main__':
    sys.exit(main())
