# Linked play's screens (docs/linked.md): the title entry only where there is a radio, the
# setup's linked seats, the lobby that waits for every device, the join screen's hosts and
# refusals (full, started), a second host nearby, a device answering its own prompt with its
# buttons, the prompts while a seat plays elsewhere and when the host is gone, a linked save
# resumed (rejoin, host here, or alone on a board without a radio), the host's clock on every
# device, and a board without a radio loading none of it.
import os
import subprocess
import sys

import pytest

from host.keys import Script
from host.linked_world import World
from ui.device import buttons as K

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def texts(d):
    return ' / '.join(d.app.top().text())


def test_a_board_without_a_radio_shows_no_linked_game_and_loads_none_of_it(tmp_path):
    # A process of its own: this one has loaded linked play's modules for other tests.
    code = '''
import sys
from host import profile as HP
from ui.main import main
from ui.device import buttons as K
app = main(HP.headless('pybadge'), %r, 3)
print('TITLE', [c[0] for c in app.top().choices])
app.profile.buttons.push(K.A, K.UP, K.A)     # New game, Start the game
for i in range(300):
    app.step(i * 50)
print('PLAYING', app.game is not None and app.flow is not None)
print('LINKED', [m for m in sys.modules if m.startswith('ui.link')])
''' % str(tmp_path)
    r = subprocess.run([sys.executable, '-c', code], cwd=ROOT, capture_output=True, text=True,
                       timeout=120, env=dict(os.environ, SDL_VIDEODRIVER='dummy'))
    out = r.stdout
    assert r.returncode == 0 and 'PLAYING True' in out, out + r.stderr[-2000:]
    assert "TITLE ['New game', 'Demo'" in out and 'Linked' not in out.split('PLAYING')[0]
    assert 'LINKED []' in out


@pytest.mark.parametrize('board_id,link', (
    ('adafruit_feather_esp32s3_tft', 'espnow'), ('adafruit_feather_esp32s2_reverse_tft', 'espnow'),
    ('m5stack_core_basic', 'espnow'), ('pybadge', None), ('clue_nrf52840_express', None),
    ('pimoroni_picosystem', None)))
def test_only_the_boards_with_a_radio_link(monkeypatch, board_id, link):
    import types
    from ui import boards as P

    class Keys:
        def __init__(self, *a, **kw):
            self.events = self

        def get(self):
            return None
    display = types.SimpleNamespace(width=240, height=135)
    pins = dict((n, n) for n in ('D0', 'D1', 'D2', 'BUTTON', 'BUTTON_A', 'BUTTON_B', 'BUTTON_C',
                                 'BUTTON_CLOCK', 'BUTTON_OUT', 'BUTTON_LATCH', 'BUTTON_X',
                                 'BUTTON_Y', 'BUTTON_UP', 'BUTTON_DOWN', 'BUTTON_LEFT',
                                 'BUTTON_RIGHT', 'SW_UP', 'SW_DOWN', 'SW_LEFT', 'SW_RIGHT', 'SW_A',
                                 'SW_B', 'SW_X', 'SW_Y'))
    monkeypatch.setitem(sys.modules, 'board', types.SimpleNamespace(
        board_id=board_id, DISPLAY=display, **pins))
    monkeypatch.setitem(sys.modules, 'keypad', types.SimpleNamespace(
        Keys=Keys, ShiftRegisterKeys=Keys))
    assert getattr(P.load(), 'link', None) == link


def test_a_board_with_a_radio_offers_linked_play():
    w = World(seats='pl', seed=2, board='feather_tft')
    assert [c[0] for c in w.devices[0].app.stack[0].choices].count('Linked game') == 1


def test_setup_seats_cycle_through_a_linked_device():
    w = World(seats='pl', seed=2)
    app = w.devices[0].app
    from ui.link.link_lobby import LinkSetup
    s = LinkSetup(app, app.saves, w.net.radio(999))
    kinds = []
    for _ in range(5):
        kinds.append(s.kind(0))
        s.seat(0, 1)
    assert kinds == ['Person', 'Linked device', 'CPU Easy', 'CPU Normal', 'CPU Hard']
    assert s.kind(0) == 'Person' and s.kind(1) == 'Linked device'
    s.linked[1] = 0
    s.play(1, [0, 1])                           # no linked seat: says so, starts nothing
    assert 'linked device' in ' '.join(s.lines)


def test_the_lobby_waits_for_every_device_and_names_a_second_host_nearby():
    a = World(seats='pll', seed=3)
    a.devices[2].person.role = 'look'           # one device does not join yet
    b = World(seats='pl', seed=4, net=a.net, first_id=200, edition='smurfs')
    b.devices[1].power(False)
    lobby = a.devices[0].app
    for _ in range(300):
        a.step()
        b.step()
    top = lobby.top()
    assert type(top).__name__ == 'Lobby'
    t = ' / '.join(top.lines)
    assert '2 Hat: joined' in t and '3 Car: waiting' in t, t
    assert 'Also hosting nearby: Papa: The Smurfs' in t, t
    top.chosen(1)                               # Start: refused, one device missing
    assert 'Waiting for 1 device' in ' '.join(top.lines) and lobby.game is None
    host = a.devices[0].person
    host.on_Lobby = lambda top, now: None       # the host's person waits
    a.devices[2].person.role = 'join'           # it joins: the line follows
    assert a.run(until=lambda: not top.link.free(), limit=2000)
    for _ in range(40):
        a.step()
    t = ' / '.join(top.lines)
    assert '3 Car: joined' in t and 'Waiting for' not in t, t
    assert 'Every device has joined: start the game' in t, t
    del host.on_Lobby                           # Start: the game starts
    assert a.run(until=lambda: lobby.game is not None and all(
        d.link().ready() for d in a.devices), limit=2000)


def test_joining_a_full_game_or_a_started_one_says_why():
    w = World(seats='pl', seed=5, rounds=8)
    from host.linked_world import Device
    extra = Device(w, 2, 'look')
    w.devices.append(extra)
    extra.power(True)
    host = w.devices[0].person
    host.on_Lobby = lambda top, now: None       # the host does not start the game yet
    for _ in range(40):
        w.step()                    # the host's lobby is on; the other device joins its seat
    assert w.devices[1].link().phase >= 2
    join = extra.app.top()
    for _ in range(200):
        w.step()
        hosts = [v for _, v in join.choices if v]
        if hosts:
            break
    assert type(join).__name__ == 'JoinScreen' and hosts, texts(extra)
    join.chosen(hosts[0])
    assert w.run(until=lambda: isinstance(join.link.answer, tuple), limit=500)
    for _ in range(40):
        w.step()
    assert "Dog's game is full" in texts(extra), texts(extra)
    del host.on_Lobby                           # now it starts
    assert w.run(until=lambda: w.devices[0].app.game is not None, limit=2000)
    for _ in range(150):
        w.step()
    hosts = [v for _, v in join.choices if v]
    assert 'started' in texts(extra)            # the list says so before a pick
    join.chosen(hosts[0])
    assert w.run(until=lambda: isinstance(join.link.answer, tuple), limit=500)
    for _ in range(40):
        w.step()
    assert "Dog's game has started" in texts(extra), texts(extra)
    assert extra.app.game is None               # nothing joined, nothing broken
    w.devices.remove(extra)
    assert w.run(limit=30000)


def test_the_join_screen_is_worked_with_the_buttons():
    # A on a host's row asks that host for a seat, A on Back leaves: the rows are picked as
    # on every list (the screen's own pick once took the row's index for a host and crashed).
    w = World(seats='pl', seed=5, rounds=8)
    from host.linked_world import Device
    extra = Device(w, 2, 'look')
    w.devices.append(extra)
    extra.power(True)
    w.devices[0].person.on_Lobby = lambda top, now: None    # the host waits in its lobby
    for _ in range(5):
        w.step()                        # the title's Linked game, Join
    join = extra.app.top()
    assert type(join).__name__ == 'JoinScreen', texts(extra)
    for _ in range(300):
        w.step()
        if [v for _, v in join.choices if v]:
            break
    assert join.choices[0][1], texts(extra)
    join.key(K.A)                       # the cursor is on the host's row
    assert join.link.phase == 1 and join.asked == "Dog's game", (join.link.phase, join.asked)
    assert 'Asking Dog' in texts(extra)
    join.sel = len(join.choices) - 1
    join.key(K.A)                       # Back: the Linked game menu again, the radio let go
    assert type(extra.app.top()).__name__ == 'LinkMenu', texts(extra)
    assert extra.link() is None
    w.devices.remove(extra)


def test_a_device_answers_its_own_prompt_with_its_buttons():
    w = World(seats='pl', seed=4, rounds=8)
    dev = w.devices[1]
    keys = Script()
    assert w.run(until=lambda: dev.app.flow is not None and dev.link().ready())
    w.paused = {1}                      # the person's hands on the buttons from here
    dev.app.buttons.inner = keys
    assert w.run(until=lambda: type(dev.app.top()).__name__ == 'RollPrompt', limit=3000)
    assert texts(dev).startswith('Hat $'), texts(dev)
    host = w.devices[0].link()
    before = host.seq
    keys.push(K.A)                      # Roll dice: asked of the host, applied in its order
    w.step()
    assert host.seq > before and dev.link().seq == host.seq
    assert w.devices[0].app.game.d1 == dev.app.game.d1
    w.paused = set()
    dev.app.buttons.inner = dev.app.profile.buttons
    # While the host's person plays, this device shows whose turn it is, and its menu.
    assert w.run(until=lambda: type(dev.app.top()).__name__ == 'Waiting', limit=3000)
    assert 'Dog: on their device' in texts(dev) and 'Menu' in texts(dev)
    assert w.run(limit=30000)
    assert len(set(w.digests())) == 1


def test_the_host_gone_is_said_on_every_device_with_a_way_on():
    w = World(seats='pll', seed=6)
    assert w.run(until=lambda: all(d.link() is not None and d.link().ready()
                                   for d in w.devices))
    w.devices[0].power(False)
    dev = w.devices[1]
    assert w.run(until=lambda: 'Host not heard' in texts(dev), limit=1500), texts(dev)
    assert 'Host the game here' in texts(dev) and 'Wait' in texts(dev)


def test_a_linked_save_rejoins_hosts_here_or_plays_alone_without_a_radio(tmp_path):
    w = World(seats='pl', seed=7, rounds=20)
    assert w.run(until=lambda: w.devices[1].game() is not None and
                 w.devices[1].game().round >= 3)
    dev = w.devices[1]
    from ui.main import Drive
    s = Drive(dev.drive)
    g = s.load()
    from ui.link.link_state import table
    t = table(s.seats[5], g.n)
    assert t is not None and t[3] == dev.link().me and t[4] == w.devices[0].link().me
    assert t[6] == w.devices[0].link().home
    # The same drive on a board without a radio: Resume plays it here, every person here.
    from host import profile as HP
    from ui.main import main
    alone = main(HP.headless('pybadge'), dev.drive, 1)
    title = alone.top()
    assert [c[0] for c in title.choices][0].startswith('Resume') and \
        'Linked game' not in [c[0] for c in title.choices]
    title.chosen('resume')
    assert alone.flow is not None and alone.flow.link is None and alone.game.n == 2
    # On the device, with its radio: Resume asks, Rejoin first (it joined), then Host.
    dev.power(False)
    dev.role = 'look'
    dev.power(True)
    for _ in range(3):
        w.step()
    top = dev.app.top()
    assert [v for _, v in top.choices][:2] == ['join', 'host'], top.choices
    dev.person.role = 'join'
    assert w.run(limit=30000)
    assert len(set(w.digests())) == 1


def test_the_hosts_clock_ends_the_game_on_every_device():
    from engine import codes as C
    w = World(seats='plc', seed=8, minutes=30)
    assert w.run(until=lambda: all(d.link() is not None and d.link().ready()
                                   for d in w.devices))
    host = w.devices[0].app
    dev = w.devices[1].app
    assert type(dev.clock).__name__ == 'Follow' and type(host.clock).__name__ == 'GameClock'
    host.clock.left_ms = 3000           # three seconds of the half hour left
    for _ in range(150):
        w.step()
    assert dev.clock.left_ms <= 3000            # the host's time, from its beacons
    assert w.run(limit=5000)
    assert all(d.game().pending == C.OVER and d.game().end_reason == C.OVER_LIMIT
               for d in w.devices)
    assert len(set(w.digests())) == 1


def test_the_clock_running_out_while_the_host_gathers_waits_for_it():
    from engine import codes as C
    from ui.link import link_wire as W
    w = World(seats='pl', seed=9, minutes=30)
    assert w.run(until=lambda: all(d.link() is not None and d.link().ready()
                                   for d in w.devices))
    host = w.devices[0]
    h = host.link()
    h.phase = W.GATHER              # as a resumed host does for its first 3 s
    h.since_gather = h.clock()
    host.app.clock.left_ms = 0
    for _ in range(100):            # 1 s: nothing may end, nothing may break
        w.step()
    assert host.game().pending != C.OVER and h.phase == W.GATHER
    assert w.run(limit=1000)        # gathered: the clock's end is ordered, on every device
    assert all(d.game().end_reason == C.OVER_LIMIT for d in w.devices)
    assert len(set(w.digests())) == 1
