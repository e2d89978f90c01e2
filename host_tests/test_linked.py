# Linked play (docs/linked.md): the frames, then whole seeded games between app instances in
# one process (host.linked_world: each a real app, people answered by a seeded automatic
# player, CPUs on the host) over an in-memory network that loses, duplicates, reorders and
# delays frames on a seed; devices switched off and back, a host lost for good, a host
# restarted, requests sent at once, foreign and malformed frames. Every device's game must
# agree with the host's at the end, and with the same game played on one device: the
# engine-only game of the same CPU players where nothing forced a second answer, else the
# numbered actions the devices applied, replayed on one device from the first state.
import random

import pytest

from host.linked_world import World, reference, replay, canonical, first_state, digest
from ui.link import link_wire as W


def agree(w, seats, seed, rounds, same_as_one_device=True, first=None):
    ds = [d for d in w.digests() if d is not None]
    assert len(ds) == len([d for d in w.devices if d.on]) and len(set(ds)) == 1, ds
    assert w.net.largest <= W.MOST
    log = canonical(w)
    assert [s for s, _ in log] == list(range(1, len(log) + 1))    # no number missing
    first = first or first_state(len(seats), seed, rounds)
    assert digest(replay(first, log)) == ds[0]
    if same_as_one_device:
        assert digest(reference(len(seats), seed, rounds)) == ds[0]
    return ds[0]


def at_round(w, r, device=0):
    return lambda: w.devices[device].game() is not None and w.devices[device].game().round >= r


# -- frames ------------------------------------------------------------------------------

def test_a_frame_says_its_game_and_devices_and_checks_itself():
    f = W.frame(W.REQ, 0x1234, 7, 9, b'abc')
    assert W.parse(f) == (W.REQ, 0x1234, 7, 9, b'abc')
    for i in range(len(f)):                 # any one byte changed: not a frame of ours
        bad = bytearray(f)
        bad[i] ^= 0x41
        assert W.parse(bad) is None or W.parse(bad)[4] != b'abc'
    assert W.parse(f[:-1]) is None and W.parse(b'') is None and W.parse(bytes(300)) is None
    W.frame(W.ACT, 1, 2, 3, bytes(W.MOST - W.HEAD - 2))
    with pytest.raises(ValueError):
        W.frame(W.ACT, 1, 2, 3, bytes(W.MOST - W.HEAD - 1))


def test_numbers_are_never_long_ints_on_a_board():
    out = bytearray(4)
    for v in (0, 1, -1, 1500, -2000, 0x3FFFFFFF, -0x3FFFFFFF, 123456789):
        W.put_int(out, 0, v)
        assert W.get_int(out, 0) == v
        assert W.get(out, 0, 3) < 1 << 24 and (out[3] & 0x3F) << 24 < 1 << 30
    with pytest.raises(ValueError):
        W.put_int(out, 0, 0x40000000)


def test_every_action_applies_alike_from_its_bytes():
    from engine.notation import load
    from engine import codes as C
    g1 = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
    g2 = load('aa' + '.' * 26 + ' 1500@0,1500@0 ta')
    acts = [W.deed(W.A_BUILD, 0, 1), W.deed(W.A_BUILD, 0, 3), W.deed(W.A_SELL, 0, 3),
            W.deed(W.A_SELL, 0, 1), W.deed(W.A_MORTGAGE, 0, 3), W.deed(W.A_UNMORTGAGE, 0, 3),
            W.offer(0, 1, b'\x01', -120, 0), W.answer(C.ACCEPT), W.answer(C.ROLL_DICE)]
    for a in acts:
        W.run(g1, a)
    g2.build(0, 1)
    g2.build(0, 3)
    g2.sell(0, 3)
    g2.sell(0, 1)
    g2.mortgage(0, 3)
    g2.unmortgage(0, 3)
    g2.propose(0, 1, [1], -120)
    g2.act(C.ACCEPT)
    g2.act(C.ROLL_DICE)
    assert digest(g1) == digest(g2) and g1.owner[1] == 1
    assert W.run(g1, W.seat(2, 0x1234)) == (2, 0x1234)
    for junk in (b'\x00', b'\x01', b'\x06\x00\x01\x00\x00\x00\x00\x00\x05\x01', b'\x63abc'):
        with pytest.raises(ValueError):
            W.run(g1, junk)


# -- whole games -----------------------------------------------------------------------

@pytest.mark.parametrize('seats,seed,rounds,loss,dup,reorder', (
    ('pl', 4, 16, 0, 0, 0),             # two devices, no fault
    ('lcpl', 1, 0, 10, 5, 10),          # a whole game, to its end (round 40)
    ('pllc', 7, 20, 20, 10, 20),        # a fifth of the frames lost
    ('plllll', 11, 10, 10, 5, 10),      # six devices
    ('ccl', 5, 14, 10, 10, 10),         # the host's people all CPUs
))
def test_a_seeded_game_agrees_on_every_device(seats, seed, rounds, loss, dup, reorder):
    w = World(seats=seats, seed=seed, rounds=rounds, loss=loss, dup=dup, reorder=reorder,
              unload=seats == 'pl')     # one world as a board runs it: screens' modules go
    assert w.run(limit=30000), [d.app.top().text() for d in w.devices]
    agree(w, seats, seed, rounds)
    assert w.net.counts['lost'] or not loss


def test_a_request_held_back_by_the_radio_is_not_applied_again():
    # Duplicates and frames held back: an old copy of a device's request arriving after its
    # next one was answered is dropped, so the game is the one a single device plays.
    w = World(seats='pllll', seed=11, loss=0, dup=40, reorder=60, rounds=14)
    assert w.run(limit=30000), [d.app.top().text() for d in w.devices]
    assert w.net.counts['doubled'] and w.net.counts['held']
    agree(w, 'pllll', 11, 14)


def test_a_device_switched_off_rejoins_at_the_current_state():
    seats, seed, rounds = 'pllc', 7, 20
    w = World(seats=seats, seed=seed, rounds=rounds, loss=10, dup=5, reorder=10)
    assert w.run(until=at_round(w, 4))
    w.devices[1].power(False)
    for _ in range(800):        # 8 s: the host waits for the seat (no hand-over asked)
        w.step()
    top = w.devices[0].app.top()
    assert type(top).__name__ == 'Waiting' and 'away' in ' '.join(top.text()), top.text()
    w.devices[1].power(True)    # the title: Resume, Rejoin (host.linked_auto)
    assert w.run(limit=30000)
    agree(w, seats, seed, rounds, same_as_one_device=False)


def test_an_away_seat_goes_to_a_cpu_after_asking_and_comes_back():
    seats, seed, rounds = 'plllc', 3, 25
    w = World(seats=seats, seed=seed, rounds=rounds, loss=5, dup=5, reorder=5,
              hand_after=3000)
    assert w.run(until=at_round(w, 3))
    w.devices[2].power(False)
    host = w.devices[0]
    assert w.run(until=lambda: host.link().owner[2] == 0, limit=3000)   # asked, confirmed
    assert w.run(until=at_round(w, host.game().round + 2), limit=5000)
    w.devices[2].power(True)
    assert w.run(until=lambda: host.link().owner[2] == host.link().home[2], limit=5000)
    assert w.run(limit=30000)
    agree(w, seats, seed, rounds, same_as_one_device=False)


def test_a_lost_host_is_replaced_by_a_device_from_its_own_copy():
    seats, seed, rounds = 'pllc', 9, 24
    w = World(seats=seats, seed=seed, rounds=rounds, loss=10, dup=5, reorder=10, takers=(1,),
              hand_after=3000)
    assert w.run(until=at_round(w, 4))
    w.devices[0].power(False)
    w.gone.append(w.devices.pop(0))
    assert w.run(limit=30000)
    new = w.devices[0].link()
    assert new.hosting and new.epoch == 1
    assert new.owner[0] == 0        # the lost host's person: handed to a CPU, after asking
    agree(w, seats, seed, rounds, same_as_one_device=False)


def test_a_restarted_host_takes_the_state_of_a_device_ahead_of_its_save():
    from ui.main import Drive
    from ui.link.link_state import table
    seats, seed, rounds = 'plcl', 12, 22
    w = World(seats=seats, seed=seed, rounds=rounds, loss=5, dup=5, reorder=5)
    assert w.run(until=at_round(w, 5))
    host = w.devices[0]
    s = Drive(host.drive)
    n = s.load().n
    saved = table(s.seats[5], n)[2]       # the autosave at the end of the last turn
    # Off a few actions after it, once the devices have them: its save is behind them.
    assert w.run(until=lambda: host.link().seq >= saved + 3 and all(
        d.link().seq == host.link().seq for d in w.devices), limit=3000)
    ahead = host.link().seq
    host.power(False)
    s = Drive(host.drive)
    s.load()
    assert table(s.seats[5], n)[2] < ahead
    for _ in range(300):
        w.step()
    host.power(True)        # Resume, Host it again: gathers, takes the state ahead
    assert w.run(until=lambda: host.link() is not None and host.link().hosting and
                 host.link().ready(), limit=5000)
    assert host.link().seq >= ahead and host.link().epoch == 1
    assert w.run(limit=30000)
    agree(w, seats, seed, rounds, same_as_one_device=False)


# -- at once -----------------------------------------------------------------------------

def rig(monkeypatch, setup):
    """setup(game) runs on the host's game before its first state goes out; returns a list
    that then holds that first state (a save's bytes)."""
    from engine.save import to_bytes
    from ui.link import link_lobby
    start = link_lobby.Lobby.start
    got = []

    def rigged(self):
        begin = self.link.begin

        def first():
            setup(self.app.game)
            got.append(bytes(to_bytes(self.app.game)))
            begin()
        self.link.begin = first
        start(self)
    monkeypatch.setattr(link_lobby.Lobby, 'start', rigged)
    return got


@pytest.mark.parametrize('seed', (2, 5, 8))
def test_two_building_while_a_third_trades_never_split_the_game(monkeypatch, seed):
    seats, rounds = 'pllll', 12

    def deal(g):
        for sq, p in ((1, 1), (3, 1), (6, 2), (8, 2), (9, 2), (5, 0), (12, 3), (15, 4)):
            g.owner[sq] = p
    first = rig(monkeypatch, deal)
    w = World(seats=seats, seed=seed, rounds=rounds, loss=10, dup=10, reorder=30)
    w.paused = {1, 2, 3, 4}         # their people look on (the host's plays on)
    assert w.run(until=lambda: all(d.link() is not None and d.link().ready() and
                                   d.link().seats_of(d.link().me) for d in w.devices))
    links = [d.link() for d in w.devices]
    on = {links[i].seats_of(links[i].me)[0]: i for i in range(1, 5)}    # seat -> device
    order = [(on[1], W.deed(W.A_BUILD, 1, 1)), (on[2], W.deed(W.A_BUILD, 2, 6)),
             (on[3], W.offer(3, 0, b'\x05\x0c', 0, 0)), (on[4], W.offer(4, 0, b'\x0f', -50, 0))]
    random.Random(seed).shuffle(order)
    for dev, a in order:            # all sent before the host hears any
        links[dev].submit(a)
    for i in range(3000):           # sent again while unanswered, as ClientLink.call does
        if all(links[d].result is not None for d, _ in order):
            break
        w.step()
        if i % 30 == 29:
            for dev, a in order:
                if links[dev].result is None:
                    links[dev].send_req(a)
    w.paused = set()
    results = {s: links[on[s]].result for s in range(1, 5)}
    # Each applied in the host's order, or refused there for the state it met: while an offer
    # waits for its answer, nothing else may be done (the engine's rule), on every device.
    assert True in results.values(), results
    assert set(results.values()) <= {True, 'finish the auction or offer first'}, results
    assert w.run(limit=30000)
    agree(w, seats, seed, rounds, same_as_one_device=False, first=first[0])
    from engine import codes as C
    waiting = False
    for _, a in canonical(w):
        if a[0] == W.A_PROPOSE:
            assert not waiting
            waiting = True
        elif a[0] == W.A_ACT and a[1] in (C.ACCEPT, C.REJECT):
            waiting = False


def test_an_answer_to_a_decision_that_moved_on_is_refused():
    w = World(seats='pl', seed=4, rounds=10)
    assert w.run(until=at_round(w, 2))
    w.paused = {1}          # its person sends nothing of its own meanwhile
    host, dev = w.devices[0].link(), w.devices[1].link()
    from engine import codes as C
    dev.seq -= 1        # as if it answered before hearing the last action
    dev.submit(W.answer(C.ROLL_DICE))
    dev.seq += 1
    assert w.run(until=lambda: dev.result is not None, limit=500)
    assert dev.result in ('the game moved on: look again', 'not your decision'), dev.result
    dev.submit(W.deed(W.A_BUILD, 0, 1))     # seat 0 is the host's person: not this device's
    assert w.run(until=lambda: dev.result is not None, limit=500)
    assert dev.result == 'not your seat'
    assert host.seq == dev.seq


# -- what is not ours --------------------------------------------------------------------

def test_beacons_forged_in_a_members_name_take_no_device_away_from_its_host():
    # Anyone in range can send frames in any device's name (ESP-NOW unencrypted): three
    # beacons of this game from a member with a later term and every device following are
    # no host while the real one is heard, so the game goes on with it.
    seats, seed, rounds = 'plll', 3, 8
    w = World(seats=seats, seed=seed, rounds=rounds)
    noise = w.net.radio(0x4242)
    assert w.run(until=at_round(w, 2))
    host = w.devices[0].link()
    n = len(host.home)
    for d in w.devices[1:]:
        body = bytearray(15)
        body[0] = host.epoch + 5
        W.put(body, 1, host.seq + 50, 3)
        body[8], body[9], body[14] = 2, n, n
        assert W.rival_ok(body, n)
        noise.send(W.frame(W.BEACON, host.game_id, d.link().me, W.ALL, bytes(body) + b'classic'))
        w.step()
    for _ in range(200):
        w.step()
    assert [d.link().host for d in w.devices[1:]] == [host.me] * 3
    assert w.run(limit=30000), [d.app.top().text() for d in w.devices]
    agree(w, seats, seed, rounds)


def test_actions_forged_in_the_hosts_or_a_members_name_are_not_applied():
    # Numbered actions in the host's name (a game finished, a seat handed to a CPU, a deed
    # mortgaged) and requests in a member's name, sent from another radio: each id's frames
    # are believed only from where its frames came from, so the game is the one a single
    # device plays.
    seats, seed, rounds = 'plll', 3, 8
    w = World(seats=seats, seed=seed, rounds=rounds)
    noise = w.net.radio(0x4242)
    assert w.run(until=at_round(w, 2))
    host = w.devices[0].link()
    member = w.devices[1].link()
    forged = (bytes((W.A_FINISH, 1)), W.seat(1, 0), W.deed(W.A_MORTGAGE, 1, 1))
    for a in forged:
        e = bytearray(8)
        e[0] = host.epoch
        W.put(e, 1, host.seq + 1, 3)
        W.put(e, 4, host.me, 2)
        e[7] = len(a)
        noise.send(W.frame(W.ACT, host.game_id, host.me, W.ALL, bytes(e) + a))
        req = bytearray(4)
        req[0] = member.req % 255 + 1
        W.put(req, 1, host.seq, 3)
        noise.send(W.frame(W.REQ, host.game_id, member.me, host.me, bytes(req) + a))
        w.step()
    assert sum(d.link().bad for d in w.devices) >= 2 * len(forged)
    assert w.run(limit=30000), [d.app.top().text() for d in w.devices]
    agree(w, seats, seed, rounds)


def test_the_tables_of_hosts_heard_stay_small():
    # 1,200 beacons of other games, each from another host: the host's table of other games
    # and the device's table of hosts keep the few lately heard, and the game goes on.
    seats, seed, rounds = 'pl', 4, 6
    w = World(seats=seats, seed=seed, rounds=rounds)
    noise = w.net.radio(0x4242)
    assert w.run(until=at_round(w, 1))
    body = bytes(15) + b'classic'
    for i in range(1200):
        noise.send(W.frame(W.BEACON, 0x100 + i, 0x2000 + i, W.ALL, body))
        if i % 4 == 0:
            w.step()
    host, dev = w.devices[0].link(), w.devices[1].link()
    assert 0 < len(host.others) <= 8 and 0 < len(dev.hosts) <= 8, (len(host.others),
                                                                   len(dev.hosts))
    assert w.run(limit=30000)
    agree(w, seats, seed, rounds)


def test_foreign_and_malformed_frames_are_ignored_and_crash_nothing():
    seats, seed, rounds = 'pllc', 6, 14
    w = World(seats=seats, seed=seed, rounds=rounds, loss=5)
    noise = w.net.radio(0x4242)
    r = random.Random(6)
    game = [None]

    def junk():
        h = w.devices[0].link()
        game[0] = h.game_id
        members = [d for d in h.home if d] + [h.me]
        k = r.randrange(6)
        if k == 0:
            return bytes(r.randrange(256) for _ in range(r.randrange(1, 260)))
        kind = r.randrange(1, 14)
        body = bytes(r.randrange(256) for _ in range(r.randrange(0, 60)))
        if k == 1:      # another game's
            return W.frame(kind, game[0] ^ 0x5555, r.choice(members), W.ALL, body)
        if k == 2:      # a device not in the game
            return W.frame(kind, game[0], 0x4242, W.ALL, body)
        f = W.frame(kind, game[0], r.choice(members), W.ALL, body)
        if k == 3:      # cut short or one byte changed
            f = bytearray(f[:r.randrange(1, len(f))] if r.random() < 0.5 else f)
            f[r.randrange(len(f))] ^= 1 + r.randrange(255)
        return bytes(f)     # k 4, 5: a member's frame with a body that is no such frame
    assert w.run(until=at_round(w, 1))
    sent = 0
    for _ in range(40000):
        if w.over():
            break
        if sent < 3000:
            for _ in range(2):
                noise.send(junk())
                sent += 1
        w.step()
    assert w.over(), [d.app.top().text() for d in w.devices]
    assert sum(d.link().bad for d in w.devices) > 100
    ds = w.digests()
    assert len(set(ds)) == 1, ds
