# What the host does for the devices (ui.link.link_host.HostLink is h): seats them as they join
# (or refuses: full, started), answers their statuses (the actions they missed, or the whole
# state when those are gone, they disagree or they come from another term; their seats back
# when they return), beacons the game, meets a rival host of the same game, and takes the
# state of a device found ahead while gathering.
from micropython import const
from ui.link import link_wire as W

_AGAIN = const(600)     # ms before a state is sent to the same device again


def join(h, src, body, now):
    mine = h.seats_of(src)
    if src == h.me or src == W.ALL:
        h.send(W.REFUSE, src, bytes((W.TAKEN,)))
        return
    if h.phase == W.LOBBY and not mine:
        free = h.free()
        wish = body[0]
        if not free:
            h.send(W.REFUSE, src, bytes((W.FULL,)))
            return
        p = wish if wish in free else free[0]
        h.owner[p] = h.home[p] = src
        mine = [p]
        h.changed = True
    elif src not in h.home:
        h.send(W.REFUSE, src, bytes((W.STARTED if h.phase else W.FULL,)))
        return
    h.heard[src] = now
    last = h.answered.get(src)      # so that its next request is taken as new (a restart)
    h.send(W.WELCOME, src, bytes((h.home.index(src), last[0] if last else 0)))
    if h.game is not None:
        h.sent.pop(src, None)
        h.send_state(src)

def status(h, src, body, now):
    epoch, seq, want = body[0], W.get(body, 1, 3), body[4]
    h.caught[src] = seq if epoch == h.epoch and not want else -1
    if h.phase == W.GATHER and seq > h.seq and not want:
        if h.since(h.sent.get(src), now) >= _AGAIN:
            h.sent[src] = now
            h.send(W.WANT, src)      # ahead of this host: its state is the game's
        return
    if want or epoch != h.epoch or seq > h.seq:
        if h.since(h.sent.get(src), now) >= _AGAIN:
            h.sent[src] = now
            h.send_state(src)
    elif seq < h.seq:
        resend(h, src, seq + 1, now)
    if h.phase == W.HOSTING:
        for p in range(len(h.home)):
            if h.home[p] == src and h.owner[p] != src:
                h.seat(p, src)       # back: its seats are its own again
                h.said.append(('back', p))

def resend(h, src, first, now):
    """The numbered actions from seq first on, or the whole state when they are gone."""
    if first > h.seq:
        return
    got = [e for e in h.ring if e[0] >= first]
    if first and got and got[0][0] == first:
        acts(h, got, src)
    elif now is None or h.since(h.sent.get(src), now) >= _AGAIN:
        h.sent[src] = now
        h.send_state(src)

def other_host(h, game, src, body, now):
    if game != h.game_id:
        h.note_host(h.others, (game, src), (now, body[13], bytes(body[15:]).decode()), now)
        return
    # Two hosts of this game (one came back, or two took over): the one more devices
    # follow stays, then the later term, the further game, the lower id. Not a device
    # that follows this host (it cannot host as well), nor one not in the game.
    if src not in h.home or h.present(src, now) or not W.rival_ok(body, len(h.home)):
        return
    them = (body[9], body[0], W.get(body, 1, 3), -src)
    if them > (h.followers(now), h.epoch, h.seq, -h.me):
        h.down = src     # followed once this tick is done (ui.link.link_play.catch_up)

def beacon(h, now):
    b = bytearray(15)
    b[0] = h.epoch
    W.put(b, 1, h.seq, 3)
    if h.game is not None:
        d = h.digest()
        for i in range(4):
            b[4 + i] = d[i]
    c = h.app.clock if h.app is not None else None
    h.left_s = c.left_ms // 1000 if c is not None else 0
    b[8] = h.phase
    b[9] = h.followers(now)
    b[10] = len(h.free())
    W.put(b, 11, h.left_s, 2)
    b[13] = h.token
    b[14] = len(h.home)
    h.send(W.BEACON, W.ALL, bytes(b) + h.edition.encode())

def take(h):
    """A device ahead sent its state while gathering: it is the game from here."""
    from ui.link.link_state import unpack
    got = unpack(h.state[0])
    h.state = None
    if got is None or got[2][0] != h.game_id or got[2][2] <= h.seq:
        return
    g, seats, t = got
    h.seq = h.decided = t[2]
    h.owner, h.home = t[5], t[6]
    h.ring = []
    h.dig = None
    h.game = g
    h.took = (g, seats)      # ui.link.link_play.catch_up plays on it


def acts(h, entries, dst):
    """Numbered actions to dst, as many to a frame as fit."""
    body = bytearray((h.epoch,))
    for seq, origin, req, a in entries:
        if len(body) + 7 + len(a) > W.MOST - W.HEAD - 2:
            h.send(W.ACT, dst, bytes(body))
            body = bytearray((h.epoch,))
        e = bytearray(7)
        W.put(e, 0, seq, 3)
        W.put(e, 3, origin, 2)
        e[5] = req
        e[6] = len(a)
        body += e
        body += a
    h.send(W.ACT, dst, bytes(body))
