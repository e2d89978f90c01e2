# A device that joined a linked game (docs/linked.md): it lists the hosts it hears, asks one
# for a seat, then applies the host's numbered actions in order (asking again for what it
# missed, and for the whole state when it is too far behind or its digest disagrees). Its
# people's answers and any-time actions go to the host and wait there for their number
# (call): the game changes only in the host's order, on every device alike.
from engine import RuleError
from micropython import const
from ui.link import link_follow as F
from ui.link import link_wire as W
from ui.link.link_core import Link, BEAT, AWAY

_ASK_MS = const(400)    # between two asks (a join, a request)
_GIVE_UP = const(4000)  # ms without an answer to a join
_CALL_MS = const(3000)  # ms a request waits for its number


class ClientLink(Link):
    def __init__(self, radio, me, clock):
        Link.__init__(self, radio, me, clock)
        self.phase = W.SEEK
        self.hosts = {}         # (game, host) -> beacon fields and when heard
        self.asked = None       # ms of the last join asked
        self.asked_at = None    # ms the join was first asked
        self.answer = None      # the host's answer to a join: a seat, or ('no', reason)
        self.wish = 0xFF        # the seat asked for (a rejoin: its own)
        self.heard = None       # ms the host was last heard
        self.synced = False     # the game is the current host's (its state came)
        self.ahead = {}         # seq -> (origin, request, action) waiting for their turn
        self.req = 0
        self.result = None      # the host's answer to the request in flight
        self.calling = False
        self.beat = None
        self.nacked = None
        self.left_s = 0         # seconds of the time limit the host last said
        self.was_lost = False

    # -- joining ---------------------------------------------------------------------
    def heard_hosts(self, now):
        """[(game, host, token, edition, free, started)] heard in the last few seconds."""
        from ui.link.link_follow import heard
        return heard(self, now)

    def adopt(self):
        """The state received from the host: (game, seats line) to play on, or None."""
        from ui.link.link_follow import adopt
        return adopt(self)

    def join(self, game, host, wish=0xFF):
        self.game_id = game
        self.host = host
        self.wish = wish
        self.phase = W.ASKING
        self.answer = None
        self.asked = None
        self.asked_at = self.clock()

    # -- the game's actions: asked of the host, applied in its order -------------------
    def install(self, g):
        self.game = g
        from ui.link.link_own import device_actions
        device_actions(self, g)

    def submit(self, a):
        """Send action a to the host (not waiting): its request number."""
        self.req = self.req % 255 + 1
        self.result = None
        self.send_req(a)
        return self.req

    def send_req(self, a):
        body = bytearray(4)
        body[0] = self.req
        W.put(body, 1, self.seq, 3)
        self.send(W.REQ, self.host, bytes(body) + a)

    def call(self, a):
        """Have the host order action a and wait until it is applied here, in its turn
        (RuleError: the host's reason, or no answer). The radio is read meanwhile; the
        screens catch up after."""
        if self.phase != W.FOLLOWING or not self.synced:
            raise RuleError('not in the game yet: wait')
        now = self.clock()
        if self.lost(now):
            raise RuleError('the host is away: wait for it')
        self.submit(a)
        start = last = now
        self.calling = True
        try:
            while self.result is None:
                self.radio.wait()
                now = self.clock()
                self.pump(now)
                if self.state is not None:
                    raise RuleError('the game was brought up to date: look again')
                if self.since(last, now) >= _ASK_MS:
                    last = now
                    self.send_req(a)
                    self.nack(now)
                if self.since(start, now) >= _CALL_MS:
                    raise RuleError('no answer from the host yet')
        finally:
            self.calling = False
        got = self.result
        self.result = None
        if got is not True:
            raise RuleError(got)

    def lost(self, now):
        return self.since(self.heard, now) >= AWAY

    def ready(self):
        return self.phase == W.FOLLOWING and self.synced

    def here(self, p):
        return self.ready() and self.owner[p] == self.me and not self.lost(self.clock())

    # -- frames ------------------------------------------------------------------------
    def handle(self, kind, game, src, body, now):
        if kind == W.BEACON:
            F.beacon(self, game, src, body, now)
            return
        if game != self.game_id or src != self.host:
            return
        self.heard = now
        if kind == W.WELCOME and self.phase == W.ASKING:
            self.answer = body[0]
            self.req = body[1]      # the host's last answered: the next request is new
            self.phase = W.SEATED
        elif kind == W.REFUSE and self.phase == W.ASKING:
            self.answer = ('no', body[0])
            self.phase = W.SEEK
        elif self.phase < W.SEATED:
            return          # not seated (refused, or still asking): the game is not its own
        elif kind == W.SYNC and (not self.synced or (body[3], W.get(body, 4, 3)) > (
                self.epoch, self.seq)):
            self.on_sync(src, body)     # (not one already applied: a state sent twice)
        elif kind == W.ACT and self.synced and body[0] == self.epoch:
            F.acts(self, body, now)
        elif kind == W.NO and body[0] == self.req and self.result is None:
            self.result = bytes(body[1:]).decode()
        elif kind == W.WANT and self.synced:
            self.send_state(src)

    def take(self, origin, req, a):
        ours = origin == self.me and req == self.req
        try:
            self.apply(a, ours and self.calling)    # quiet: the caller's screen follows it
        except RuleError:
            self.synced = False     # the host applied it, this game refuses it: they differ
            self.nack(self.clock(), 0)
            return
        if ours:
            self.result = True

    def nack(self, now, first=None):
        if self.since(self.nacked, now) < _ASK_MS // 2:
            return
        self.nacked = now
        body = bytearray(3)
        W.put(body, 0, self.seq + 1 if first is None else first, 3)
        self.send(W.NACK, self.host, bytes(body))

    # -- time ------------------------------------------------------------------------
    def timers(self, now):
        if self.phase == W.FOLLOWING and self.lost(now) != self.was_lost:
            self.was_lost = not self.was_lost
            self.changed = self.moved = True    # the prompts change: this device waits
        if self.phase == W.ASKING:
            if self.since(self.asked_at, now) >= _GIVE_UP:
                self.phase = W.SEEK
                self.answer = ('no', 0)
            elif self.since(self.asked, now) >= _ASK_MS:
                self.asked = now
                self.send(W.JOIN, self.host, bytes((self.wish, 0)))
        if self.phase >= W.SEATED and self.since(self.beat, now) >= BEAT // 2:
            self.beat = now
            body = bytearray(5)
            body[0] = self.epoch
            W.put(body, 1, self.seq, 3)
            body[4] = 0 if self.synced else 1
            self.send(W.STATUS, self.host, bytes(body))
