# Stand-in for CircuitPython's espnow (its ESP32 builds: ports/espressif/bindings/espnow), for
# the ports and PCs without it (host_tests/test_linked_radio.py, host_tests/mp_linked.py):
# the documented API and the checks and limits that shape a caller's code. ESPNow is a
# singleton ("Already running" until deinit()); a message is at most 250 bytes; send() goes
# to a registered Peer (None: every registered peer) and raises an OSError (espidf.IDFError
# on the board) otherwise; read() gives an ESPNowPacket (mac, msg, rssi, time) or None, from a
# receive ring of buffer_size bytes (526 by default: two full frames) in which each packet
# takes 13 bytes more than its message; a packet that does not fit is dropped and counted
# (read_failure). The air is this module's: frames sent go to AIR as (peer mac or None, msg);
# deliver() brings a frame to the running ESPNow, as another device's send would. The ring's
# bytes are allocated as on the board (tools/memory/report.py counts them).
AIR = []
_PACKET = 13            # header (magic, length, time, rssi) and the sender's mac
_running = None


class ESPNowPacket:
    def __init__(self, mac, msg, rssi, time):
        self.mac = mac
        self.msg = msg
        self.rssi = rssi
        self.time = time

    def __getitem__(self, i):       # a namedtuple on the board
        return (self.mac, self.msg, self.rssi, self.time)[i]

    def __len__(self):
        return 4


class Peer:
    def __init__(self, mac, *, lmk=None, channel=0, interface=0, encrypted=False):
        if len(mac) != 6:
            raise ValueError('mac must be 6 bytes')
        if not 0 <= channel <= 14:
            raise ValueError('channel must be 0-14')
        if interface not in (0, 1):
            raise ValueError('interface must be 0-1')
        if lmk is not None and len(lmk) != 16:
            raise ValueError('lmk must be 16 bytes')
        if encrypted and lmk is None:
            raise ValueError('lmk is None')
        self.mac = bytes(mac)
        self.lmk = lmk
        self.channel = channel
        self.interface = interface
        self.encrypted = encrypted


class Peers:
    def __init__(self):
        self._peers = []

    def append(self, peer):
        if len(self._peers) >= 20:
            raise OSError('ESP-NOW peer list is full (20)')
        if [p for p in self._peers if p.mac == peer.mac]:
            raise OSError('ESP-NOW peer exists')
        self._peers.append(peer)

    def remove(self, peer):
        if peer not in self._peers:
            raise OSError('ESP-NOW peer not found')
        self._peers.remove(peer)

    def __len__(self):
        return len(self._peers)

    def __getitem__(self, i):
        return self._peers[i]


class ESPNow:
    def __init__(self, buffer_size=526, phy_rate=0):
        global _running
        if _running is not None:
            raise RuntimeError('Already running')
        if buffer_size < _PACKET:
            raise ValueError('buffer_size must be >= %d' % _PACKET)
        self.buffer_size = buffer_size
        self.phy_rate = phy_rate
        self.peers = Peers()
        self.send_success = self.send_failure = 0
        self.read_success = self.read_failure = 0
        self._ring = []
        self._used = 0
        self._heap = bytearray(buffer_size)     # the ring CircuitPython allocates on the heap
        _running = self

    def _alive(self):
        if self._ring is None:
            raise ValueError('Object has been deinitialized and can no longer be used. '
                             'Create a new object.')

    def deinit(self):
        global _running
        if _running is self:
            _running = None
        self._ring = self._heap = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()

    def send(self, message, peer=None):
        self._alive()
        msg = message.encode() if isinstance(message, str) else bytes(message)
        if len(msg) > 250:
            raise OSError('ESP-NOW message longer than 250 bytes')
        if peer is None:
            if not len(self.peers):
                raise OSError('ESP-NOW peer not found')
        elif not [p for p in self.peers._peers if p.mac == peer.mac]:
            raise OSError('ESP-NOW peer not found')
        AIR.append((None if peer is None else peer.mac, msg))
        self.send_success += 1

    def read(self):
        self._alive()
        if not self._ring:
            return None
        p = self._ring.pop(0)
        self._used -= _PACKET + len(p.msg)
        return p

    def set_pmk(self, pmk):
        if len(pmk) != 16:
            raise ValueError('pmk must be 16 bytes')

    def __len__(self):
        self._alive()
        return self._used

    def __bool__(self):
        return len(self) > 0


def deliver(mac, msg, rssi=-40, time=0):
    """A frame from another device (mac) reaches this one's ring: False when it is full (or
    ESP-NOW is not running), as the board drops it."""
    e = _running
    if e is None:
        return False
    if _PACKET + len(msg) > e.buffer_size - e._used:
        e.read_failure += 1
        return False
    e._ring.append(ESPNowPacket(bytes(mac), bytes(msg), rssi, time))
    e._used += _PACKET + len(msg)
    e.read_success += 1
    return True
