# New game: edition, rules preset, house rules, 2-6 seats, each with one of the edition's
# tokens and a person or a CPU (level Easy/Normal/Hard and a personality, engine/cpu.py).
# Without a d-pad: RIGHT next row, A changes it; with one: UP/DOWN rows, LEFT/RIGHT the
# value. The engine's rules.conflicts says what cannot be played.
import editions
from engine import rules as R
from ui.device import buttons as K
from ui.widgets import draw
from ui.widgets.prompt import Prompt

KINDS = ('Person', 'CPU Easy', 'CPU Normal', 'CPU Hard')     # 1 + engine.cpu.LEVELS index
STYLES = ('Plain', 'Cautious', 'Aggressive', 'Trader')      # engine.cpu.PERSONALITIES order
HOUSE = (('Auctions', R.AUCTIONS), ('Free Parking pot', R.FREE_PARKING),
         ('Double on GO', R.GO_DOUBLE), ('No rent in jail', R.JAIL_NO_RENT))


class Setup(Prompt):
    full = True

    def __init__(self, app, saves=None):
        self.saves = saves
        self.ed_i = self.at = 0
        self.ed = app.edition
        self.preset = 0
        self.house = None
        self.n = 3
        self.minutes = 0         # time limit (ui/game/clock.py CHOICES), 0: none
        self.cpu = bytearray((0, 0, 1, 1, 1, 1))
        self.level = bytearray((1, 1, 1, 1, 1, 1))     # engine.cpu.LEVELS: Normal
        self.style = bytearray(6)                       # engine.cpu.PERSONALITIES: plain
        self.toks = [0, 1, 2, 3, 4, 5]
        self.recall((app.settings or {}).get('seats', ''))
        Prompt.__init__(self, app, 'New game', (), (), self.change, self.leave)
        ed_id = app.edition_id
        self.load_edition(editions.IDS.index(ed_id) if ed_id in editions.IDS else 0)

    def geometry(self):
        return 0, 0, self.app.width, self.app.height

    def load_edition(self, i):
        # at: the row's place in editions.IDS; ed_i: the edition loaded (a broken file gives
        # Classic, said; the next step goes on from at, so one button never loops back).
        from ui.drive.settings import edition, trouble
        self.at = i % len(editions.IDS)
        want = editions.IDS[self.at]
        got, self.ed = edition(want, self.app.edition)
        self.ed_i = editions.IDS.index(got)
        self.lines = (trouble.pop(),) if trouble else ()
        if got != want:
            self.lines = self.lines or ('Edition %s is missing: Classic used' % want,)
        self.preset = 0
        self.rules()

    def rules(self):
        self.r = editions.rules_for(self.ed, self.preset)
        if self.house is not None:
            for i in range(len(HOUSE)):
                self.r[HOUSE[i][1]] = self.house[i]
        self.house = bytearray(self.r[h[1]] for h in HOUSE)
        self.relabel()

    def relabel(self):
        ed = self.ed
        # A row's room off the cursor: the screen's columns less the cursor's. A row longer
        # than that reads whole only under the cursor, so the long forms give way: the
        # edition's name alone, a token's short name (the one the game calls its player by).
        room = (self.app.width - 4) // draw.CELL_W - 1
        names = ('Standard',) + tuple(p[0] for p in ed.PRESETS)
        row = 'Edition: ' + ed.NAME
        ch = [(row if len(row) <= room else ed.NAME, 'ed'),
              ('Rules: ' + names[self.preset], 'preset')]
        for i in range(len(HOUSE)):
            ch.append(('{}: {}'.format(HOUSE[i][0], 'on' if self.house[i] else 'off'), i))
        ch.append(('Time limit: {}'.format('{} min'.format(self.minutes) if self.minutes else 'off'),
                   'time'))
        ch.append(('Players: {}'.format(self.n), 'n'))
        for p in range(self.n):
            tok = ed.TOKENS[self.toks[p]]
            row = '{} {}: {}'.format(p + 1, tok[0], self.kind(p))
            if len(row) > room:
                row = '{} {}: {}'.format(p + 1, tok[1], self.kind(p))
            ch.append((row, 10 + p))
            if self.cpu[p]:
                ch.append(('  Style: ' + STYLES[self.style[p]], 20 + p))
            ch.append(('  Change token', 30 + p))
        ch.append(('Start the game', 'go'))
        self.choices = tuple(ch)
        self.refresh()

    def key(self, b):
        dpad = self.app.profile.dpad
        if dpad and b in (K.LEFT, K.RIGHT):
            # A row's value steps; Start the game has none: only A starts it, never a value
            # key pressed one row too far.
            v = self.choices[self.sel][1]
            if v != 'go':
                self.change(v, -1 if b == K.LEFT else 1)
        elif dpad and b == K.UP:
            Prompt.key(self, K.LEFT)
        else:
            Prompt.key(self, b)

    def change(self, v, d=1):
        if v == 'ed':
            self.house = None
            self.load_edition(self.at + d)
        elif v == 'preset':
            self.preset = (self.preset + d) % (len(self.ed.PRESETS) + 1)
            self.house = None
            self.rules()
        elif v == 'time':
            from ui.game.clock import CHOICES
            self.minutes = CHOICES[(CHOICES.index(self.minutes) + d) % len(CHOICES)]
            self.relabel()
        elif v == 'n':
            self.n = 2 + (self.n - 2 + d) % 5
            self.relabel()
        elif v == 'go':
            self.start()
        elif isinstance(v, int) and v >= 30:
            self.token(v - 30, d)
        elif isinstance(v, int) and v >= 20:
            self.style[v - 20] = (self.style[v - 20] + d) % len(STYLES)
            self.relabel()
        elif isinstance(v, int) and v >= 10:
            self.seat(v - 10, d)
        elif isinstance(v, int):
            self.house[v] ^= 1
            self.r[HOUSE[v][1]] = self.house[v]
            self.relabel()

    def kind(self, p):
        return KINDS[self.cpu[p] and 1 + self.level[p]]

    def seat(self, p, d):
        """Person, CPU Easy, Normal, Hard in turn; the token stays."""
        k = (self.cpu[p] and 1 + self.level[p]) + d
        k %= len(KINDS)
        self.cpu[p] = 1 if k else 0
        if k:
            self.level[p] = k - 1
        self.relabel()

    def token(self, p, d):
        """The next token no other seat has."""
        taken = [self.toks[q] for q in range(self.n) if q != p]
        t = self.toks[p]
        while True:
            t = (t + d) % 6
            if t not in taken:
                break
        self.toks[p] = t
        self.relabel()

    def leave(self):
        self.app.pop()

    def recall(self, code):
        """The seats of the last game set up (the 'seats' setting: the count, then a digit
        each for a seat's kind, style and token), when the code is whole and sound; as
        the settings hold it (ui.drive.settings.seats_room), or a str."""
        if type(code) is not str:
            code = bytes(code).rstrip(b'\x00').decode()
        n = ord(code[0]) - 48 if code else 0
        if not 2 <= n <= 6 or len(code) != 1 + 3 * n or not code.isdigit():
            return
        d = [ord(c) - 48 for c in code[1:]]
        toks = d[2::3]
        if max(d[0::3]) >= len(KINDS) or max(d[1::3]) >= len(STYLES) or max(toks) > 5 or \
                len(set(toks)) != n:
            return
        self.n = n
        for p in range(n):
            k = d[3 * p]
            self.cpu[p] = 1 if k else 0
            self.level[p] = k - 1 if k else 1
            self.style[p] = d[3 * p + 1]
            self.toks[p] = toks[p]
        rest = [t for t in range(6) if t not in toks]      # seats after the count
        self.toks[n:] = rest

    def remember(self, toks):
        """These seats kept in the settings for the next game's setup."""
        app = self.app
        code = str(self.n) + ''.join('{}{}{}'.format(self.cpu[p] and 1 + self.level[p],
                                                     self.style[p], toks[p])
                                     for p in range(self.n))
        v = app.settings
        if v is None:
            return
        room = v.get('seats')
        if type(room) is bytearray:     # written over in place: no str kept (seats_room)
            if len(code) > len(room) or bytes(room).rstrip(b'\x00') == code.encode():
                return
            for i in range(len(room)):
                room[i] = ord(code[i]) if i < len(code) else 0
        elif room != code:
            v['seats'] = code
        else:
            return
        s = self.saves
        if s is not None and s.enabled:
            app.after(lambda: s.save_settings(v), spare=True)  # once the board shows

    def start(self):
        why = R.conflicts(self.r)
        if why:
            self.lines = (why,)
            self.refresh()
            return
        from adafruit_ticks import ticks_ms
        seed = self.app.seed or ticks_ms() & 0x3FFFFFFF
        toks = self.toks[:self.n]
        for p in range(self.n):             # seats after the count may share tokens
            if toks.count(toks[p]) > 1:
                toks[p] = [t for t in range(6) if t not in toks][0]
        # The seats go into the settings' bytes made at start-up (seats_room); what
        # remembering them makes (their code as a str, the settings' save queued) is made
        # while this screen still stands, among its objects, and goes with them.
        self.remember(toks)
        self.play(seed, toks)

    def play(self, seed, toks):
        """The game as set up starts (a linked game's setup opens its lobby instead). This
        screen and the title under it go first (App.clear), then the game's start loads."""
        app = self.app
        app.clear()
        from ui.game.start import play
        saves = self.saves
        play(app, (self.n, seed, self.r), self.cpu[:self.n], toks, self.ed,
             editions.IDS[self.ed_i], saves, quit=app.go_home, seed=seed,
             minutes=self.minutes,
             levels=[(self.level[p], self.style[p]) for p in range(self.n)])
