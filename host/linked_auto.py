"""A seeded automatic person at one device of a linked game (PC-only: tests, host.linked).

Each app step it looks at the top screen and does what a person would: on the title it
chooses Linked game (or Resume after a restart), hosts with the seats it was given or joins
the first host it hears, starts the game when every device has joined, OKs panels, and
answers its own seats' decisions with a CPU player seeded by seat (engine.cpu.CpuPlayer:
the same answers a one-device game of CPUs gives, so the linked game can be compared with
it). It may take over a lost host, or hand an away device's seat to a CPU, when told to.
"""
from engine import codes as C
from engine import RuleError


class Person:
    """role: 'host' with seats (a string: 'p' a person here, 'l' a linked device, 'c' a
    CPU), 'join', or 'look' (picks no game on the join screen). seed: the game's seed (the CPU players' seeds follow it).
    take_over: host the game when the host is lost. hand_after: ms an away device's seat
    waits before the host hands it to a CPU (None: never)."""

    def __init__(self, app, role, seed, seats='', take_over=False, hand_after=None,
                 rounds=0, edition='classic', minutes=0):
        self.app = app
        self.role = role
        self.seed = seed
        self.seats = seats
        self.rounds = rounds
        self.edition = edition
        self.minutes = minutes
        self.take_over = take_over
        self.hand_after = hand_after
        self.bots = {}
        self.waited = None
        self.done = False
        self.answered = 0       # decisions answered (tests)

    def bot(self, p):
        if p not in self.bots:
            from engine.cpu import CpuPlayer
            self.bots[p] = CpuPlayer(seed=self.seed + p)
        return self.bots[p]

    def step(self, now):
        app = self.app
        top = app.top()
        if top is None:
            return
        name = type(top).__name__
        act = getattr(self, 'on_' + name, None)
        if act is not None:
            act(top, now)
        elif app.flow is not None:
            self.in_game(top, now)

    # -- before the game ---------------------------------------------------------------
    def on_Title(self, top, now):
        values = [v for _, v in top.choices]
        top.chosen('resume' if 'resume' in values else 'link')

    def on_LinkMenu(self, top, now):
        top.chosen('host' if self.role == 'host' else 'join')   # 'look' joins no game

    def on_LinkSetup(self, top, now):
        s = top
        import editions
        if editions.IDS[s.ed_i] != self.edition:
            s.load_edition(editions.IDS.index(self.edition))
        s.n = len(self.seats)
        for p, k in enumerate(self.seats):
            s.linked[p] = 1 if k == 'l' else 0
            s.cpu[p] = 1 if k == 'c' else 0
            s.level[p] = 1
            s.style[p] = 0
        if self.rounds:
            from engine import rules as R
            s.r[R.ROUND_LIMIT] = self.rounds
        s.minutes = self.minutes
        s.relabel()
        s.change('go')

    def on_Lobby(self, top, now):
        if not top.link.free():
            top.chosen(1)

    def on_JoinScreen(self, top, now):
        if self.role == 'look':
            return
        for _, v in top.choices:
            if v and top.link.phase == 0:
                top.chosen(v)
                return

    def on_Full(self, top, now):
        values = [v for _, v in top.choices]
        if 'join' in values and self.role != 'look':    # a saved linked game: rejoin, or host
            top.chosen('host' if self.role == 'host' else 'join')

    def on_Ranking(self, top, now):
        self.done = True

    # -- in the game -------------------------------------------------------------------
    def in_game(self, top, now):
        app = self.app
        f = app.flow
        g = app.game
        if type(top).__name__ in ('Panel', 'PassPrompt'):     # by name: ui/app.py reloads
            top.chosen(1)
            return
        if type(top).__name__ == 'Prompt' and top.title.endswith('?'):
            top.chosen(1)       # a confirm this person asked for (ui.link.link_play.ask)
            return
        if type(top).__name__ == 'Waiting':
            self.waiting(top, now)
            return
        if f.prompt is not top or g.pending == C.OVER or type(top).__name__ == 'CpuPrompt':
            return
        link = f.link
        p = g.actor
        if (link is not None and not link.here(p)) or f.cpu[p]:
            return
        self.answer(g, p)
        f.close()
        f.after()

    def answer(self, g, p):
        """p's decision, as ui.game.seats.CpuPrompt plays a CPU's (the same fallback)."""
        key = (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts))
        try:
            self.bot(p).step(g)
        except RuleError:
            pass
        if (g.pending, g.actor, g.cash[p], len(g.events), len(g.lifts)) == key:
            from engine.autoplay import AutoPlayer
            try:
                AutoPlayer(g.round).step(g)
            except RuleError:
                pass
        self.answered += 1

    def waiting(self, top, now):
        values = [v for _, v in top.choices]
        if self.waited is None:
            self.waited = now
        if 'host' in values and self.take_over:
            top.chosen('host')
        elif 'cpu' in values and self.hand_after is not None and \
                now - self.waited >= self.hand_after:
            self.waited = None
            top.chosen('cpu')
        elif not ('cpu' in values or 'host' in values):
            self.waited = None
