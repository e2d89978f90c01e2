# A device following a host (ui.link.link_client.ClientLink is c): the hosts it hears (a game
# each, by its host's token and edition), a rival host of its own game (followed once its own
# is silent), the host's beacon checked against its own game (behind:
# it asks for what it missed; the same actions but another digest: the host's state), and a
# state received taken on; the numbered actions applied in order (those that come before
# their turn kept for it, a gap asked for again).
from micropython import const
from ui.link import link_wire as W
from ui.link.link_core import AWAY

_AHEAD = const(64)      # numbered actions kept that came before their turn


def heard(c, now):
    """[(game, host, token, edition, free, started)] heard in the last few seconds."""
    out = []
    for (game, host), b in c.hosts.items():
        if c.since(b[0], now) < AWAY:
            out.append((game, host, b[3], b[4], b[2], b[1]))
    out.sort()
    return out


def beacon(c, game, src, body, now):
    c.note_host(c.hosts, (game, src), (now, body[8], body[10], body[13],
                                       bytes(body[15:]).decode()), now)
    if game != c.game_id or c.phase < W.SEATED:
        return
    if src != c.host:
        # Another host of this game: followed only once ours is silent. While ours is heard,
        # a beacon in a member's name is no host: anyone in radio range can send one (three
        # forged with a later term took every device away from a host that was up). Two
        # real hosts settle it between themselves (ui.link.link_serve.other_host): the one that
        # is outranked follows the other and stops beaconing, and its devices come after.
        if src not in c.home or not W.rival_ok(body, len(c.home)) or not c.lost(now):
            return
        c.host = src
        c.synced = False
        c.said.append(('host', src))
        c.join(game, src, c.wish)
    c.heard = now
    c.left_s = W.get(body, 11, 2)
    if not c.synced or body[0] != c.epoch:
        return
    seq = W.get(body, 1, 3)
    if seq > c.seq:
        c.nack(now)
    elif seq == c.seq and c.game is not None and bytes(body[4:8]) != c.digest():
        c.nack(now, 0)       # the same actions, another state: the host's state


def adopt(c):
    """The state received from the host: (game, seats line) to play on, or None."""
    blob, src = c.state
    c.state = None
    if src != c.host:
        return None
    from ui.link.link_state import unpack
    got = unpack(blob)
    if got is None or got[2][0] != c.game_id:
        return None
    g, seats, t = got
    c.epoch, c.seq = t[1], t[2]
    c.decided = c.seq
    c.owner, c.home = t[5], t[6]
    c.synced = True
    c.phase = W.FOLLOWING
    c.ahead = {}
    c.dig = None
    c.game = g
    return g, seats


def acts(c, body, now):
    i = 1
    while i < len(body):
        seq = W.get(body, i, 3)
        origin = W.get(body, i + 3, 2)
        req = body[i + 5]
        a = body[i + 7:i + 7 + body[i + 6]]
        if len(a) != body[i + 6] or not a:
            raise ValueError('cut action')
        i += 7 + len(a)
        if seq > c.seq + 1:
            if len(c.ahead) < _AHEAD and seq <= c.seq + _AHEAD:
                c.ahead[seq] = (origin, req, a)
            c.nack(now)
        elif seq == c.seq + 1:
            c.take(origin, req, a)
    while c.seq + 1 in c.ahead:
        c.take(*c.ahead.pop(c.seq + 1))
    for s in [s for s in c.ahead if s <= c.seq]:
        del c.ahead[s]
