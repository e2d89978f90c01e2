# The host of a linked game (docs/linked.md): the one sequencer. It beacons the game, seats
# the devices that join, numbers every action (its own people's and CPUs' at once, the other
# devices' requests as they come, each checked: whose seat, and for an answer whether the
# decision it answers is still the one pending), sends the numbered actions to all, resends
# what a device missed, and the whole state to a device that is behind, joins again or
# disagrees. Resumed from a save (or taking over from a lost host) it first gathers the
# devices for a moment and takes the state of one that is ahead.
from engine import RuleError
from micropython import const
from ui.link import link_serve as S
from ui.link import link_wire as W
from ui.link.link_core import Link, BEAT, AWAY

_GATHER_MS = const(3000)
_RING = const(48)       # numbered actions kept for resending


class HostLink(Link):
    hosting = True

    def __init__(self, radio, me, clock, game_id):
        Link.__init__(self, radio, me, clock)
        self.game_id = game_id
        self.host = me
        self.phase = W.LOBBY
        self.heard = {}         # device id -> ms it was last heard
        self.answered = {}      # device id -> (request number, seq given or reason)
        self.ring = []          # (seq, origin, request, action) of the last actions
        self.out = []           # numbered actions not sent yet
        self.sent = {}          # device id -> ms its state was last sent
        self.caught = {}        # device id -> the seq its last status said it had
        self.others = {}        # (game, host) -> (ms, token, edition): other hosts heard
        self.beat = None
        self.since_gather = None
        self.token = 0          # the host's own seat's token (beacons: "Dog's game")
        self.edition = 'classic'
        self.left_s = 0         # seconds of a time limit left (beacons), 0: none
        self.down = 0           # another host of this game outranks this one: its id
        self.took = None        # (game, seats line) of a device ahead, to play on

    # -- seats -----------------------------------------------------------------------
    def lobby(self, owners):
        """The seats as set up: per seat this device's id, 0 (a CPU) or W.ALL (a linked
        device, none joined yet)."""
        self.owner = list(owners)
        self.home = list(owners)

    def free(self):
        return [p for p in range(len(self.home)) if self.home[p] == W.ALL]

    def members(self):
        return [d for d in self.home if d and d != W.ALL and d != self.me]

    def present(self, d, now):
        t = self.heard.get(d)
        return t is not None and self.since(t, now) < AWAY

    def here(self, p):
        """Does this device answer for seat p now (its people, the CPUs)?"""
        return self.phase == W.HOSTING and (self.owner[p] == self.me or not self.owner[p])

    def ready(self):
        return self.phase == W.HOSTING

    def followers(self, now):
        return 1 + len([d for d in self.heard if self.present(d, now)])

    # -- starting --------------------------------------------------------------------
    def begin(self):
        """The game is on (ui.game.start.play has shown it): everyone gets its state."""
        self.phase = W.HOSTING
        self.changed = self.moved = True
        self.send_state(W.ALL)

    def resume(self, g, epoch, seq):
        """Host a game from a save (or a device's copy, the host lost): a new term, and a
        moment to gather the devices and take the state of one ahead of this one."""
        self.install(g)
        self.epoch = (epoch + 1) & 0xFF
        self.seq = self.decided = seq
        self.phase = W.GATHER
        self.since_gather = self.clock()

    # -- the game's own actions (this device's people and CPUs): numbered at once --------
    def install(self, g):
        self.game = g
        from ui.link.link_own import host_actions
        host_actions(self, g)

    def local(self, fn, enc, args):
        if self.phase != W.HOSTING:
            raise RuleError('waiting for the other devices')
        g = self.game
        before = (g.pending, g.actor)
        fn(g, *args)        # the engine's checks: RuleError leaves the game as it was
        a = enc(*args)
        self.count(a, before)
        self.keep(a, self.me, 0)

    def seat(self, p, who):
        """Give seat p to device who (0: a CPU here), as a numbered action."""
        a = W.seat(p, who)
        self.apply(a)
        self.keep(a, self.me, 0)

    def keep(self, a, origin, req):
        e = (self.seq, origin, req, a)
        self.ring.append(e)
        if len(self.ring) > _RING:
            self.ring.pop(0)
        self.out.append(e)

    def flush(self):
        if self.out:
            S.acts(self, self.out, W.ALL)
            self.out = []

    # -- frames ------------------------------------------------------------------------
    def handle(self, kind, game, src, body, now):
        if kind == W.BEACON:
            S.other_host(self, game, src, body, now)
            return
        if game != self.game_id:
            return
        if kind == W.JOIN:
            S.join(self, src, body, now)
            return
        if src not in self.home:
            return          # not a device of this game
        self.heard[src] = now
        if kind == W.BYE:
            del self.heard[src]
            if self.phase == W.LOBBY:
                for p in self.seats_of(src):
                    self.owner[p] = self.home[p] = W.ALL
                self.changed = True
        elif self.phase == W.LOBBY or self.game is None:
            return
        elif kind == W.REQ:
            self.request(src, body[0], W.get(body, 1, 3), body[4:])
        elif kind == W.STATUS:
            S.status(self, src, body, now)
        elif kind == W.NACK:
            S.resend(self, src, W.get(body, 0, 3), now)
        elif kind == W.SYNC and self.phase == W.GATHER:
            self.on_sync(src, body)

    def request(self, src, req, basis, a):
        # A device numbers its requests 1..255 and on again (ui.link.link_client.submit), one at a
        # time, and is told the last number answered when it joins (ui.link.link_serve.join): a
        # number behind the last answered is an old copy the radio held back, already
        # answered, and is dropped (taken as new, a build or a trade was applied twice).
        last = self.answered.get(src)
        if last is not None:
            ahead = (req - last[0]) % 255
            if ahead >= 128:
                return
            if not ahead:
                got = last[1]       # the same request again: the same answer again
                if isinstance(got, str):
                    self.send(W.NO, src, bytes((req,)) + got.encode())
                else:
                    S.resend(self, src, got, None)
                return
        why = self.vet(src, basis, a)
        if why is None:
            try:
                self.apply(a)
                self.keep(a, src, req)
                why = self.seq
            except RuleError as e:
                why = e.reason
        if isinstance(why, str):
            self.send(W.NO, src, bytes((req,)) + why[:60].encode())
        self.answered[src] = (req, why)

    def vet(self, src, basis, a):
        """Why device src may not have action a ordered now (None: it may)."""
        if self.phase != W.HOSTING:
            return 'waiting for the other devices'
        g = self.game
        p = W.player(a)
        if a[0] == W.A_ACT:
            if self.owner[g.actor] != src:
                return 'not your decision'
            if basis < self.decided:
                return 'the game moved on: look again'
        elif p < 0:
            return 'only the host can'
        elif p >= g.n or self.owner[p] != src:
            return 'not your seat'
        return None

    # -- time ------------------------------------------------------------------------
    def timers(self, now):
        if self.down:
            return          # ui.link.link_play.catch_up follows the other host
        if self.phase == W.GATHER and self.since(self.since_gather, now) >= _GATHER_MS:
            self.phase = W.HOSTING
            self.changed = True
        if self.state is not None:
            if self.phase == W.GATHER:
                S.take(self)
            self.state = None
        if self.since(self.beat, now) >= BEAT:
            self.beat = now
            S.beacon(self, now)

