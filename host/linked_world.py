"""Linked games between app instances in one process (PC-only: tests, screenshots).

    w = World(seats='pllc', seed=5, loss=10, dup=5, reorder=10)
    w.run()                  # until every device shows the ranking (or a step limit)
    w.digests()              # each device's game digest

Device 0 hosts with `seats` ('p' a person on the host, 'l' a linked device, 'c' a CPU); one
device joins per 'l'. Each device is a real app (ui.main.main: title, setup, lobby, join
screen, the turn flow) of a board's size on a display that draws nothing (shot() draws one
device's screen into a PNG), with a host.linked_auto.Person at its buttons, joined by a
host.radio.Net.
"""
import contextlib
import gc
import os
import tempfile

from host.radio import Net, NetMaker


class NullDisplay:
    auto_refresh = True
    root_group = None

    def __init__(self, width, height):
        self.width = width
        self.height = height

    def refresh(self):
        pass


class NoButtons:
    def get(self):
        return 0


@contextlib.contextmanager
def quick(unload=True):
    """gc.collect() (every push and pop: a board's heap is small, CPython's is not) and
    os.sync() (every save) skipped while a world runs: they cost CPython most of its time.
    unload=False: screens' modules are not unloaded either (ui.app.release: several apps in
    one process load each other's again and again; one app alone is what a board does). What
    a job loads for one call still goes after it, as on a board: kept, it stayed loaded for
    the tests after the world."""
    import ui.app
    collect, sync = gc.collect, getattr(os, 'sync', None)
    gone = ui.app.forget
    gc.collect = lambda *a: 0
    os.sync = lambda: None
    if not unload:
        ui.app.forget = lambda name: None
    try:
        yield
    finally:
        gc.collect = collect
        ui.app.forget = gone
        if sync is not None:
            os.sync = sync


def digest(g):
    """FNV-1a of the game's save: the same figure tools/games/selfplay.py prints."""
    from engine.save import to_bytes
    h = 0x811C9DC5
    for b in to_bytes(g):
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return '%08x' % h


class Device:
    def __init__(self, world, index, role):
        self.world = world
        self.index = index
        self.role = role
        self.drive = os.path.join(world.root, 'device%d' % index)
        os.makedirs(self.drive, exist_ok=True)
        self.app = None
        self.person = None
        self.radio = None
        self.on = False
        self.seen = []      # (seq, action) of every link this device had (tests)

    def power(self, on):
        """Switch the device on (a fresh app from its drive: the title) or off (the app is
        gone, its radio silent; its saves stay on its drive)."""
        w = self.world
        if self.radio is not None:
            self.radio.switch(False)
        self.on = on
        if not on:
            self.app = self.person = None
            return
        from ui.main import main
        from host import profile as HP
        from ui import boards
        m = boards.module(w.board)
        prof = HP.made(m, w.board, NullDisplay(m.WIDTH, m.HEIGHT), NoButtons(),
                       getattr(m, 'KEYS', None) or getattr(m, 'KEYS1', ()), m.DPAD,
                       HP.words(m))
        maker = NetMaker(w.net, w.first_id + self.index)
        device = self

        class Opener:
            def open(self):
                device.radio = maker.open()
                return device.radio
        prof.link = 'espnow' if w.bridge is not None and self.index == 0 else Opener()
        self.app = main(prof, self.drive, w.seed, w.net.clock)
        self.app.cpu_speed = 0
        from host.linked_auto import Person
        seats = w.seats if self.role == 'host' else ''
        self.person = Person(self.app, self.role, w.seed, seats,
                             take_over=self.index in w.takers, hand_after=w.hand_after,
                             rounds=w.rounds, edition=w.edition, minutes=w.minutes)

    def link(self):
        b = self.app.buttons if self.app is not None else None
        return getattr(b, 'link', None)

    def step(self, now):
        self.app.step(now)
        if self.index not in self.world.paused or self.app.flow is None:
            self.person.step(now)

    def game(self):
        return self.app.game if self.app is not None else None


class World:
    def __init__(self, seats='pl', seed=1, loss=0, dup=0, reorder=0, rounds=0, board='pybadge',
                 takers=(), hand_after=None, root=None, log=True, unload=False, net=None,
                 first_id=100, edition='classic', minutes=0, espnow=False):
        self.seats = seats
        self.unload = unload
        self.seed = seed
        self.rounds = rounds
        self.board = board
        self.takers = set(takers)
        self.hand_after = hand_after
        if root is None:
            # The devices' drives, removed with the World (TemporaryDirectory's finalizer): a
            # test run makes dozens of worlds.
            self.drives = tempfile.TemporaryDirectory(prefix='linked-')
            root = self.drives.name
        self.root = root
        self.first_id = first_id
        self.edition = edition
        self.minutes = minutes
        self.net = net or Net(seed, loss, dup, reorder)
        if net is None:
            self.net.others = self.others
        self.net.worlds.append(self)    # (a second game on the same air: screenshots)
        # espnow: the host's radio is the board's (ui.link.link_radio) over
        # tools/memory/standins/espnow (in sys.modules), bridged to the others' air by a radio of
        # its own.
        self.bridge = self.net.radio(first_id + 50) if espnow else None
        self.gone = []
        self.paused = set()     # devices whose people answer nothing in the game for now
        self.devices = [Device(self, 0, 'host')]
        for _ in range(seats.count('l')):
            self.devices.append(Device(self, len(self.devices), 'join'))
        self.log = log
        with quick(self.unload):
            for d in self.devices:
                d.power(True)
        self.steps = 0

    def carry(self):
        """Frames between the host's ESP-NOW and the air of the others (espnow=True)."""
        import sys
        e = sys.modules['espnow']
        while e.AIR:
            self.bridge.send(e.AIR.pop(0)[1])
        while True:
            data = self.bridge.recv()
            if data is None:
                return
            e.deliver(b'\x02\x00\x00\x00\x00\x01', data)

    def others(self, end):
        """While one device waits for its host: the others' links run (not their people)."""
        for w in self.net.worlds:
            if w.bridge is not None:
                w.carry()
        for d in [d for w in self.net.worlds for d in w.devices]:
            if d.on and d.radio is not end:
                link = d.link()
                if link is not None:
                    link.tick()

    def step(self, ms=10):
        with quick(self.unload):
            self._step(ms)

    def _step(self, ms):
        if self.net.worlds[0] is self:
            self.net.now += ms      # the first world keeps the time of the air
        self.steps += 1
        if self.bridge is not None:
            self.carry()
        for d in self.devices:
            if d.on:
                if self.log:
                    link = d.link()
                    if link is not None and link.log is None:
                        link.log = d.seen
                d.step(self.net.now)

    def over(self):
        from engine.codes import OVER
        return all(d.game() is not None and d.game().pending == OVER and d.person.done
                   for d in self.devices if d.on)

    def run(self, limit=200000, until=None):
        for _ in range(limit):
            if (until or self.over)():
                return True
            self.step()
        return False

    def shot(self, device, path, scale=2):
        """A PNG of what a device shows (its screen drawn once on a pygame display: Blinka
        has one display at a time, so the devices draw on none while they play)."""
        from host import profile as HP
        HP.headless_env()
        import displayio
        from host.display import HostDisplay
        app = self.devices[device].app
        disp = HostDisplay(app.width, app.height, 1)
        disp.root_group = app.root
        disp.refresh()
        disp.save(path, scale)
        disp.root_group = displayio.Group()
        displayio.release_displays()

    def digests(self):
        return [digest(d.game()) if d.on and d.game() is not None else None
                for d in self.devices]


def reference(n, seed, rounds=0, limit=20000):
    """The same game on one device: every seat answered as the linked game answers it (a
    CPU seat by the flow's CPU player, a person by host.linked_auto.Person's: both
    engine.cpu.CpuPlayer(seed=seed + seat), with ui.game.seats.CpuPrompt's fallback)."""
    from engine import rules as R
    from engine.codes import OVER
    from engine.cpu import CpuPlayer
    from engine.game import Game
    from host.linked_auto import Person
    r = R.classic()
    if rounds:
        r[R.ROUND_LIMIT] = rounds
    g = Game(n, seed=seed, rules=r)
    p = Person(None, 'host', seed)
    p.bots = {s: CpuPlayer(seed=seed + s) for s in range(n)}
    for _ in range(limit):
        if g.pending == OVER:
            break
        p.answer(g, g.actor)
        g.take_events()
    return g


def replay(first, log):
    """A game from its first state (a save's bytes) with the numbered actions of a log
    applied in order on one device: [(seq, action bytes)] (canonical)."""
    from engine.save_read import from_bytes
    from ui.link import link_wire as W
    g = from_bytes(first)
    for _, a in log:
        W.run(g, a)
    return g


def canonical(world):
    """The game's numbered actions as the devices applied them (those switched off for
    good too: a state they sent may hold actions no other device logged), in order, up to
    the last the devices still on have: [(seq, action)]. A number applied in two terms of
    hosting (a host lost: its last actions may have reached a device the new host never
    heard) counts in the later term. AssertionError when two devices applied different
    actions under one number in one term: the game split."""
    out = {}
    last = max(d.link().seq for d in world.devices if d.on)
    for d in world.devices + world.gone:
        for seq, epoch, a in d.seen:
            had = out.get(seq)
            if had is None or had[0] < epoch:
                out[seq] = (epoch, a)
            elif had[0] == epoch and had[1] != a:
                raise AssertionError('seq %d, term %d: %r and %r' % (seq, epoch, had[1], a))
    return [(s, out[s][1]) for s in sorted(out) if s <= last]


def first_state(n, seed, rounds=0):
    from engine import rules as R
    from engine.game import Game
    from engine.save import to_bytes
    r = R.classic()
    if rounds:
        r[R.ROUND_LIMIT] = rounds
    return to_bytes(Game(n, seed=seed, rules=r))
