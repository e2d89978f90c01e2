# Linked play on the board's radio: the espnow stand-in (tools/memory/standins/espnow.py) keeps
# CircuitPython's documented API and limits; ui/link/link_radio.py works against it (one
# broadcast peer, a 4 KB receive ring, a busy radio said); a whole game with the host on
# ESP-NOW agrees with its devices; and the linked board modules run on the MicroPython unix
# port and on the 32-bit port (whose small ints are 31-bit, as a board's) without making a
# long int. The compile, size, layering and import-error checks of every board module cover
# ui/link/*.py too (test_ui_modules.py, test_board_code.py, test_layering.py).
import importlib.util
import os
import subprocess
import sys

import pytest

from host.linked_world import World, reference, digest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDINS = os.path.join(ROOT, 'tools', 'memory', 'standins')
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), 'micropython')
PROBE = os.path.join(ROOT, 'host_tests', 'mp_linked.py')


@pytest.fixture
def espnow(monkeypatch):
    """The stand-in as `espnow`, fresh for each test."""
    spec = importlib.util.spec_from_file_location('espnow', os.path.join(STANDINS, 'espnow.py'))
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    monkeypatch.setitem(sys.modules, 'espnow', m)
    return m


def test_the_stand_in_keeps_the_documented_api_and_limits(espnow):
    e = espnow.ESPNow()
    assert e.buffer_size == 526 and not e and len(e) == 0 and e.read() is None
    with pytest.raises(RuntimeError, match='Already running'):
        espnow.ESPNow()
    with pytest.raises(OSError):
        e.send(b'no peer yet')
    peer = espnow.Peer(mac=b'\xaa' * 6)
    e.peers.append(peer)
    with pytest.raises(OSError):
        e.peers.append(espnow.Peer(mac=b'\xaa' * 6))
    with pytest.raises(TypeError):
        espnow.Peer(b'\xaa' * 6, None)              # lmk and the rest are keyword-only
    with pytest.raises(ValueError):
        espnow.Peer(mac=b'\xaa' * 5)
    e.send('Starting...')
    e.send(b'x' * 250, peer)
    with pytest.raises(OSError):
        e.send(b'x' * 251)
    assert espnow.AIR == [(None, b'Starting...'), (b'\xaa' * 6, b'x' * 250)]
    assert espnow.deliver(b'\x01' * 6, b'y' * 250) and espnow.deliver(b'\x02' * 6, b'z' * 250)
    assert not espnow.deliver(b'\x03' * 6, b'w')    # two full frames fill 526 bytes
    assert e.read_success == 2 and e.read_failure == 1 and len(e) == 2 * (13 + 250)
    p = e.read()
    assert (p.mac, p.msg, p.rssi) == (b'\x01' * 6, b'y' * 250, -40) and p[1] == p.msg
    e.deinit()
    with pytest.raises(ValueError):
        e.read()
    espnow.ESPNow().deinit()                        # free again once deinitialised


def test_the_boards_radio_on_espnow(espnow):
    from ui.link.link_radio import EspNowRadio
    r = EspNowRadio()
    with pytest.raises(OSError, match='radio busy'):
        EspNowRadio()                               # left open: said, not a crash
    r.send(b'frame')
    assert espnow.AIR == [(b'\xff' * 6, b'frame')]    # to the broadcast peer, the only one
    assert r.recv() is None
    for i in range(15):                             # 15 full frames between two reads
        assert espnow.deliver(b'\x01' * 6, bytes([i]) * 250)
    assert [r.recv()[0] for _ in range(15)] == list(range(15)) and r.recv() is None
    with pytest.raises(OSError):
        r.send(bytes(251))
    r.close()
    EspNowRadio().close()


def test_a_game_hosted_on_espnow_agrees_with_its_devices(espnow):
    seats, seed, rounds = 'plc', 5, 12
    w = World(seats=seats, seed=seed, rounds=rounds, loss=5, dup=5, reorder=5, espnow=True)
    assert w.run(limit=30000)
    assert type(w.devices[0].link().radio).__name__ == 'EspNowRadio'
    ds = w.digests()
    assert len(set(ds)) == 1 and ds[0] == digest(reference(len(seats), seed, rounds))
    w.devices[0].app.go_home()                      # the game left: ESP-NOW let go
    espnow.ESPNow().deinit()


def figures(out):
    lines = dict(line.split(' ', 1) for line in out.splitlines() if ' ' in line)
    return lines


def test_the_linked_modules_run_on_the_unix_port():
    env = dict(os.environ, MICROPYPATH=os.pathsep.join((STANDINS, ROOT)))
    r = subprocess.run([MICROPYTHON, PROBE], capture_output=True, text=True, timeout=120,
                       env=env)
    got = figures(r.stdout)
    assert r.returncode == 0 and 'GAME' in got, r.stdout + r.stderr
    rounds, seq, host, device = got['GAME'].split()
    assert int(rounds) == 13 and int(seq) > 50 and host == device


def test_the_linked_modules_make_no_long_int_on_a_32_bit_port():
    from tools.memory import report as M
    missing = M.mp32_missing()
    assert missing is None, missing
    env = dict(os.environ, MP32_PACKAGE=M.MP32_PACKAGE, MP32_DIRS='engine,editions,ui',
               MP32_EXTRA=STANDINS)
    r = subprocess.run([M.NODE, os.path.join(ROOT, 'tools', 'memory', 'mp32_exec.mjs'), ROOT, PROBE],
                       capture_output=True, text=True, timeout=300, env=env)
    got = figures(r.stdout)
    assert r.returncode == 0 and 'GAME' in got, r.stdout + r.stderr
    assert int(got['probe_long_int'].split()[1]) >= 50 * 16     # the probe sees one
    assert got['wire_ints'].split()[1] == '0'                   # the wire's numbers: none
    rounds, seq, host, device = got['GAME'].split()
    assert host == device
