"""Radios for linked play on a PC (the board's is ESP-NOW: ui/link/link_radio.py).

- `Udp`: the simulator's radio, UDP datagrams. A radio binds the first free port of a range
  (BASE..BASE+PORTS-1, so several simulators share one PC) and "broadcasts" by sending to
  every port of the range at each of its addresses: 127.0.0.1 for the simulators of one PC,
  the LAN's broadcast address (255.255.255.255) for two PCs on one network (`make sim` sends
  to both: a frame that arrives twice is one the protocol already ignores).
- `Faulty`: wraps any radio and, on a seed, loses, duplicates and holds back (reorders)
  frames it sends: `python -m host.linked --loss 10 --dup 5 --reorder 10`.
- `Net`: an in-memory network for devices in one process, on a virtual clock, with the same
  faults; a device switched off neither sends nor receives.

Every radio has send(bytes), recv() -> bytes or None, wait() (a short pause while a device
waits for the host) and close(); a radio maker (a profile's `radio`) has open().
"""
import heapq
import random
import select
import socket
import time

BASE = 47800
PORTS = 8


class Udp:
    def __init__(self, address='127.0.0.1', base=BASE, ports=PORTS):
        self.addresses = (address,) if isinstance(address, str) else tuple(address)
        self.ports = range(base, base + ports)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        for port in self.ports:
            try:
                self.sock.bind(('', port))
                break
            except OSError:
                continue
        else:
            self.sock.close()
            raise OSError('all {} linked-play ports from {} are taken'.format(ports, base))
        self.port = self.sock.getsockname()[1]
        self.sock.setblocking(False)
        self.sender = None      # (address, port) of the frame recv() last gave

    def send(self, data):
        for address in self.addresses:
            for port in self.ports:
                if port != self.port or address != '127.0.0.1':
                    try:
                        self.sock.sendto(bytes(data), (address, port))
                    except OSError:
                        pass    # nobody there, or no route: as a frame lost over the air

    def recv(self):
        try:
            data, self.sender = self.sock.recvfrom(512)
            return data
        except (BlockingIOError, ConnectionRefusedError, OSError):
            return None

    def wait(self):
        select.select([self.sock], [], [], 0.002)

    def close(self):
        self.sock.close()


class UdpMaker:
    """A profile's radio (ui.link.link_screen.open_radio calls open()): UDP, maybe faulty;
    address: one or several (see Udp)."""

    def __init__(self, address='127.0.0.1', base=BASE, ports=PORTS, faults=None):
        self.address = address
        self.base = base
        self.ports = ports
        self.faults = faults        # (seed, loss %, dup %, reorder %) or None

    def open(self):
        r = Udp(self.address, self.base, self.ports)
        if self.faults:
            seed, loss, dup, reorder = self.faults
            r = Faulty(r, seed, loss, dup, reorder)
        return r


class Faulty:
    """Loses loss %, duplicates dup % and holds back reorder % of the frames sent (each held
    5-80 ms, so later ones overtake it), on a seed."""

    def __init__(self, radio, seed, loss=0, dup=0, reorder=0, clock=None):
        self.radio = radio
        self.rng = random.Random(seed)
        self.loss, self.dup, self.reorder = loss, dup, reorder
        self.clock = clock or (lambda: int(time.monotonic() * 1000))
        self.held = []      # (when, n, data)
        self.n = 0
        self.counts = dict(sent=0, lost=0, doubled=0, held=0)
        self.id = getattr(radio, 'id', 0)

    def send(self, data):
        self.release()
        self.counts['sent'] += 1
        r = self.rng
        if r.random() * 100 < self.loss:
            self.counts['lost'] += 1
            return
        copies = 2 if r.random() * 100 < self.dup else 1
        self.counts['doubled'] += copies - 1
        for _ in range(copies):
            if r.random() * 100 < self.reorder:
                self.counts['held'] += 1
                self.n += 1
                heapq.heappush(self.held, (self.clock() + r.randint(5, 80), self.n, bytes(data)))
            else:
                self.radio.send(data)

    def release(self):
        now = self.clock()
        while self.held and self.held[0][0] <= now:
            self.radio.send(heapq.heappop(self.held)[2])

    def recv(self):
        self.release()
        return self.radio.recv()

    @property
    def sender(self):
        return self.radio.sender

    def wait(self):
        self.release()
        self.radio.wait()

    def close(self):
        self.radio.close()


class Net:
    """Devices in one process on a virtual clock (ms): each frame sent reaches every other
    device that is on, after `delay` ms (plus up to 80 ms when held back), unless lost.
    `others` is called while a device waits for its host (ui.link.link_client.ClientLink.call):
    the other devices' links run meanwhile, as they would on their own boards."""

    def __init__(self, seed=1, loss=0, dup=0, reorder=0, delay=2):
        self.rng = random.Random(seed)
        self.loss, self.dup, self.reorder, self.delay = loss, dup, reorder, delay
        self.now = 0
        self.ends = []
        self.n = 0
        self.others = None      # others(end): run the other devices' links for a moment
        self.worlds = []        # host.linked_world's games on this air
        self.counts = dict(sent=0, lost=0, doubled=0, held=0)
        self.largest = 0        # the longest frame sent (ESP-NOW carries 250 bytes)

    def clock(self):
        return self.now

    def radio(self, device_id):
        e = NetRadio(self, device_id)
        self.ends.append(e)
        return e

    def carry(self, src, data):
        r = self.rng
        self.counts['sent'] += 1
        self.largest = max(self.largest, len(data))
        for e in self.ends:
            if e is src or not e.on:
                continue
            if r.random() * 100 < self.loss:
                self.counts['lost'] += 1
                continue
            copies = 2 if r.random() * 100 < self.dup else 1
            self.counts['doubled'] += copies - 1
            for _ in range(copies):
                late = self.delay
                if r.random() * 100 < self.reorder:
                    self.counts['held'] += 1
                    late += r.randint(5, 80)
                self.n += 1
                heapq.heappush(e.queue, (self.now + late, self.n, bytes(data), src.id))


class NetRadio:
    def __init__(self, net, device_id):
        self.net = net
        self.id = device_id
        self.clock = net.clock
        self.queue = []
        self.on = True
        self.sender = None      # the radio id the frame recv() last gave came from

    def send(self, data):
        if self.on:
            self.net.carry(self, data)

    def recv(self):
        q = self.queue
        if self.on and q and q[0][0] <= self.net.now:
            _, _, data, self.sender = heapq.heappop(q)
            return data
        return None

    def wait(self):
        self.net.now += 2
        if self.net.others is not None:
            self.net.others(self)

    def close(self):
        self.on = False
        self.queue = []

    def switch(self, on):
        """Off: nothing sent or received (a device switched off, or out of range)."""
        self.on = on
        if not on:
            self.queue = []


class NetMaker:
    """A profile's radio on a Net: device `device_id` (its radios keep that id)."""

    def __init__(self, net, device_id):
        self.net = net
        self.device_id = device_id

    def open(self):
        return self.net.radio(self.device_id)
