# What the host and the joined devices of a linked game share (docs/linked.md): frames in and out of
# the radio, the table of who answers for each seat, the host's numbered actions applied in order,
# the state's digest, and a whole state (seats line + save) sent as a few frames. ui.link.link_host
# and ui.link.link_client are the two roles; ui.link.link_play ties a link to the screens. Loaded
# only for a linked game: a board without a radio never imports it.
from adafruit_ticks import ticks_diff
from micropython import const
from ui.link import link_wire as W

BEAT = 1000             # ms between beacons (host); a device's status goes twice as often
#                         (a lost action is asked for again within half a second)
AWAY = 4000             # ms unheard: a device, or the host, is away
_TURNS = const(32)      # frames read in one tick at most (the screens must go on)
_HOSTS = const(8)       # other hosts remembered at most (ui.link.link_host.others, .hosts)


class Link:
    """radio: send(bytes) to every device, recv() -> bytes or None, wait() (a short pause),
    close(). me: this device's id (1..0xFFFE). clock: ms, adafruit_ticks style."""
    hosting = False

    def __init__(self, radio, me, clock):
        self.radio = radio
        self.me = me
        self.clock = clock
        self.game_id = 0
        self.host = 0           # the host's device id
        self.epoch = 0          # the host's term: a new host (taking over) counts one up
        self.seq = 0            # numbered actions applied to the game
        self.decided = 0        # seq after which the pending decision last changed
        self.owner = []         # per seat: the device id answering for it (0: a CPU)
        self.home = []          # per seat: the device it was set up for (0: a CPU)
        self.app = None         # the app whose buttons read this link (ui.link.link_play.up)
        self.ui = None          # ui.link.link_play, set by it: how the flow, ui.game.start and the
        #                         saves reach linked play's screens without importing them
        self.game = None
        self.changed = False    # the game or the table changed: the screens catch up
        self.moved = False      # ... and the decision waited on, or a seat's device
        self.said = []          # lines for the screens (a device back, a new host...)
        self.parts = None       # a state arriving: [(from, serial, count), parts]
        self.state = None       # a whole state received: (blob, from)
        self.bad = 0            # frames refused as malformed or foreign (tests)
        self.log = None         # a list: every action applied, (seq, epoch, bytes) (tests)
        self.dig = None         # (seq, digest) last computed
        self.serial = 0
        self.addrs = {}         # device id -> (sender address, ms last heard): sent_by

    def note_host(self, table, key, entry, now):
        """table[key] = entry (entry[0]: when heard), a host's beacon: hosts unheard for
        AWAY go, and at most _HOSTS stay (the least lately heard goes first), so that a
        crowded room or a stream of forged beacons cannot grow the table."""
        for k in [k for k, e in table.items() if self.since(e[0], now) >= AWAY]:
            del table[k]
        if key not in table and len(table) >= _HOSTS:
            del table[max(table, key=lambda k: self.since(table[k][0], now))]
        table[key] = entry

    # -- frames ------------------------------------------------------------------------
    def send(self, kind, dst=W.ALL, body=b''):
        try:
            self.radio.send(W.frame(kind, self.game_id, self.me, dst, body))
        except OSError:
            pass        # a radio that could not send now: the next beat sends again

    def pump(self, now):
        """Read and handle what has arrived (a bounded number of frames)."""
        for _ in range(_TURNS):
            data = self.radio.recv()
            if data is None:
                return
            m = W.parse(data)
            if m is None:
                self.bad += 1
                continue
            kind, game, src, dst, body = m
            if src == self.me or (dst != W.ALL and dst != self.me) or not 0 < src < W.ALL:
                continue
            if not self.sent_by(src, now):
                self.bad += 1       # in the name of a device of the game, from elsewhere
                continue
            try:
                self.handle(kind, game, src, body, now)
            except (IndexError, ValueError, UnicodeError):
                self.bad += 1       # a frame of ours with a body that is not: ignored

    def sent_by(self, src, now):
        """Did a frame in the name of src come from where src's frames come from? Anyone in
        range can send frames in any id (ESP-NOW is not encrypted here): the host's id and
        its devices' are each bound to the sender's address (the radio's `sender`: a MAC,
        or a PC's port) their frames first came from, and a binding moves only once that
        device has been silent for AWAY (a PC's simulator started again has another port).
        Other ids are not bound, so the table is no larger than the game."""
        at = getattr(self.radio, 'sender', None)
        if at is None or (src != self.host and src not in self.home):
            return True
        b = self.addrs.get(src)
        if b is not None and b[0] != at and self.since(b[1], now) < AWAY:
            return False
        self.addrs[src] = (at, now)
        return True

    def handle(self, kind, game, src, body, now):
        """One frame for this device (the roles')."""

    # -- the table and the game ---------------------------------------------------------
    def seats_of(self, who):
        return [p for p in range(len(self.owner)) if self.owner[p] == who]

    def apply(self, a, quiet=False):
        """The next numbered action: applied to the game (RuleError if the rules refuse
        it: nothing changed), counted. Unless quiet (this device's own, whose screen
        already follows it), the screens catch up: moved when the decision waited on, or
        who answers a seat, changed."""
        g = self.game
        before = (g.pending, g.actor)
        s = W.run(g, a)
        if s is not None:
            p, who = s
            if p >= g.n:
                raise ValueError('no such seat')
            self.owner[p] = who
            quiet = False
            self.moved = True
        self.count(a, before)
        if not quiet:
            self.changed = True
            if before != (g.pending, g.actor):
                self.moved = True

    def count(self, a, before):
        g = self.game
        self.seq += 1
        if a[0] == W.A_ACT or before != (g.pending, g.actor):
            self.decided = self.seq
        if self.log is not None:
            self.log.append((self.seq, self.epoch, bytes(a)))

    def digest(self):
        """4 bytes that differ when two states differ: the save's CRC-16 and a 16-bit hash
        of it (engine.save), computed once per seq."""
        if self.dig is None or self.dig[0] != self.seq:
            from engine.save import to_bytes
            d = to_bytes(self.game)
            h = 0
            for b in d:
                h = (h * 31 + b) & 0xFFFF
            self.dig = (self.seq, bytes((d[-2], d[-1], h & 0xFF, h >> 8)))
        return self.dig[1]

    def line(self):
        """The table as a seats-line field: ui.drive.saves keeps it in the save slot."""
        from ui.link.link_state import line
        return line(self)

    def send_state(self, dst):
        from ui.link.link_state import send
        send(self, dst)

    def on_sync(self, src, body):
        from ui.link.link_state import part
        part(self, src, body)

    # -- time ---------------------------------------------------------------------------
    def since(self, then, now):
        return ticks_diff(now, then) if then is not None else 1 << 20

    def tick(self):
        """Once per app step (ui.link.link_play.Buttons, which then lets the screens catch up):
        frames in, timers, frames out."""
        now = self.clock()
        self.pump(now)
        self.timers(now)
        self.flush()

    def timers(self, now):
        """Beacons, statuses, resends (the roles')."""

    def flush(self):
        """Send what is waiting to go (the host's ordered actions)."""

    def shut(self):
        """Say goodbye and let the radio go."""
        try:
            self.send(W.BYE)
            self.radio.close()
        except OSError:
            pass

    # -- what the game's own modules call (names they already have: no new string is
    # interned on a board that never links) -------------------------------------------
    def close(self):
        """The linked game is left (ui.game.start.clear): the radio and linked play go."""
        if self.ui is not None:
            self.ui.down(self.app, self)
        else:
            self.shut()

    def play(self, app, f):
        """ui.game.start.play with this link: the flow learns whose seats are here."""
        self.ui.attach(self, app, f)

    def check(self, app, p):
        """ui.game.flow.Flow.check, seat p to answer: True when this device does not answer for
        it now (its prompt shows who plays, ui.link.link_wait)."""
        if self.here(p):
            return False
        app.flow.show(self.ui.waiting(app, p))
        return True

    def text(self):
        """The table as a seats-line field: ui.drive.saves keeps it in the save slot."""
        return self.line()

