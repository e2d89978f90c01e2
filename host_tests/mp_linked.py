# Linked play's board modules on MicroPython (PC-only), with the espnow stand-in
# (tools/memory/standins/espnow.py) and adafruit_ticks' on the path:
#   micropython host_tests/mp_linked.py      (MICROPYPATH: tools/memory/standins and the project)
# or on the 32-bit port (tools/memory/mp32_exec.mjs). Prints:
#   NAME CALLS BYTES   what the wire's numbers allocate (gc off): 0 where no long int is made
#   GAME rounds seq host-digest device-digest
# for a short game between a host on ESP-NOW (ui.link.link_radio over the stand-in) and a device
# on an in-memory radio, bridged; both answer with engine.autoplay.
import gc
import sys

_parts = __file__.replace('\\', '/').split('/')
if len(_parts) > 2:
    sys.path.insert(0, '/'.join(_parts[:-2]))

import espnow                                   # noqa: E402 (the stand-in)
from engine import rules as R                   # noqa: E402
from engine.autoplay import AutoPlayer          # noqa: E402
from engine.codes import OVER                   # noqa: E402
from engine.game import Game                    # noqa: E402
from engine import RuleError             # noqa: E402
from ui.link import link_wire as W                   # noqa: E402
from ui.link.link_client import ClientLink           # noqa: E402
from ui.link.link_host import HostLink               # noqa: E402
from ui.link.link_radio import EspNowRadio           # noqa: E402


def measure(name, calls, body):
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    body()
    grown = gc.mem_alloc() - before
    gc.enable()
    print(name, calls, grown)


def ints():
    big = 0x3FFFFFFF

    def probe():
        for i in range(100):
            x = big + (i & 1)  # noqa: F841 (the sum is the probe: a long int allocates)
    measure('probe_long_int', 100, probe)
    buf = bytearray(8)
    vals = (0x3FFFFFFF, -0x3FFFFFFF, 0x3FFFFFFE, 1 << 29, 123456789, -1, 0)

    def body():
        for _ in range(50):
            for v in vals:
                W.put_int(buf, 0, v)
                W.get_int(buf, 0)
                W.put(buf, 4, 0xFFFFFF, 3)
                W.get(buf, 4, 3)
    measure('wire_ints', 50 * len(vals), body)


class Clock:
    now = 0

    def __call__(self):
        return self.now


class Mem:
    """The device's radio: frames to it in a list; its wait() runs the host meanwhile."""

    def __init__(self, air):
        self.air = air
        self.box = []

    def send(self, data):
        espnow.deliver(b'\x02\x00\x00\x00\x00\x02', data)

    def recv(self):
        return self.box.pop(0) if self.box else None

    def wait(self):
        self.air()

    def close(self):
        pass


class Stub:
    pass


def game(rounds=12, seed=3):
    clock = Clock()
    host = HostLink(EspNowRadio(), 1, clock, 0x1234)
    dev = None

    def air():
        clock.now += 2
        while espnow.AIR:
            _, msg = espnow.AIR.pop(0)
            dev.radio.box.append(msg)
        host.tick()
    dev = ClientLink(Mem(air), 2, clock)
    app = Stub()
    app.flow = Stub()
    app.flow.cpu = bytearray(2)
    app.flow.link = host
    app.tokens = [0, 1]
    app.clock = None
    app.levels = None
    app.edition_id = 'classic'
    host.app = app
    host.lobby([1, W.ALL])
    dev.join(0x1234, 1)
    for _ in range(200):
        air()
        dev.tick()
        if dev.phase == W.SEATED:
            break
    r = R.classic()
    r[R.ROUND_LIMIT] = rounds
    g = Game(2, seed=seed, rules=r)
    host.install(g)
    host.begin()
    for _ in range(200):
        air()
        dev.tick()
        if dev.state is not None:
            break
    dg = dev.adopt()[0]
    dev.install(dg)
    players = (AutoPlayer(seed), AutoPlayer(seed + 1))
    for _ in range(20000):
        if g.pending == OVER and dg.pending == OVER and dev.seq == host.seq:
            break
        air()
        dev.tick()
        mine = dg if g.actor == 1 else g
        if mine.pending != OVER and (g.actor == 0 or dev.seq == host.seq):
            try:
                players[g.actor].step(mine)
            except RuleError:
                pass
    print('GAME', g.round, host.seq, host.digest().hex(), dev.digest().hex())


ints()
game()
