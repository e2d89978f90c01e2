# The radio of a linked game on a board: ESP-NOW (CircuitPython's espnow, on the ESP32-S2/S3
# and ESP32 builds). Every frame goes to the broadcast address, so no peer is added per
# device (ESP-NOW allows 20) and a device that joins or comes back needs nothing set up: the
# frames say which game and which device they are for (ui/link/link_wire.py). A PC simulator
# passes its own radio instead (host/radio.py: UDP).
import time

_EVERYONE = b'\xff\xff\xff\xff\xff\xff'
_BUFFER = 4096      # the receive ring: 15 full frames between two reads (the default: 2)


class EspNowRadio:
    def __init__(self):
        try:
            import espnow
        except ImportError:
            raise OSError('no ESP-NOW in this CircuitPython')
        try:
            self.e = espnow.ESPNow(buffer_size=_BUFFER)
        except RuntimeError as e:       # "Already running": left open by a crash
            raise OSError('radio busy: reset the board ({})'.format(e))
        self.everyone = espnow.Peer(mac=_EVERYONE)
        self.e.peers.append(self.everyone)
        self.sender = None      # the MAC of the frame recv() last gave (ui.link.link_core.sent_by)

    def send(self, data):
        self.e.send(data, self.everyone)    # OSError (espidf.IDFError) when it cannot

    def recv(self):
        try:
            p = self.e.read()
        except ValueError:      # the receive ring out of step: nothing to read this time
            return None
        if p is None:
            return None
        self.sender = bytes(p.mac)
        return p.msg

    def wait(self):
        time.sleep(0.002)

    def close(self):
        self.e.deinit()
