# CPU players: answer the pending decision as a person would, through the same API, after the
# any-time actions of their own turn (trade, lift, build). Levels and personalities: tables
# of parameters over one way of playing (engine.cpu_tables).
#
# A CpuPlayer is a player's memory: its table, its dice, the offers it tried, its marks for
# this turn. The code that decides is engine.cpu_decide: each decision imports it, so a
# caller may let it go (DECIDING) between a CPU's turns and the next decision brings it back.
# Its building, lifting and debt code (engine.cpu_money) only for a call that acts on them
# (money, MONEY), the trade code only for the call that weighs one (weigh, TRADING). This
# module and engine.cpu_tables are all a game keeps of its CPU players while people play.
import sys

from engine.cpu_tables import NORMAL, params
from engine.rng import Rng

# The modules a decision loads (engine.cpu_decide and what it imports that nothing else in a
# game does): what a caller may let go between a CPU's turns (ui.game.flow.Flow.cpus_rest does, at
# a turn's end and as a person's decision comes).
DECIDING = ('engine.cpu_decide',)

# The code of a player's buildings, mortgages and debt (build, lift, raise cash, place or bid
# for a building): resident only for the call that acts on them (money), which a decision
# makes only for a player with a street group, a mortgage or a debt. Kept with the deciding
# code until the turn's end, it lay with the telling code of the CPU's move at the turn line
# after a person's turn, the least free heap of the 160x128 game at a PyBadge's heap (300 B
# less than the one module did). Kept where the code does not share the game's heap, as
# TRADING is.
MONEY = ('engine.cpu_money',) if sys.implementation.name != 'cpython' else ()

# The code of a trade weighed, an offer of the CPU's own or its answer to one: resident only
# for that call (weigh), as the rest of a CPU's turn does not need it. It was kept to the
# turn's end, and the telling code then loads on top of it: the game's peak on the 32-bit
# port (2.1 KB higher, seed 7). engine.score comes with engine.trade's lopsided measure.
# Where the code does not share the game's heap (CPython: the simulator, the tests, the
# tools' tournaments) it stays: a re-import there is 3 ms of nothing, in 40% of a Normal
# CPU's turns.
TRADING = ('engine.cpu_trade', 'engine.score') if sys.implementation.name != 'cpython' else ()


class CpuPlayer:
    """A CPU seat: level (engine.cpu_tables: EASY, NORMAL, HARD) and personality tune its
    parameters, seed its own dice; it answers the pending decision as a person would."""
    def __init__(self, level=NORMAL, personality=(), seed=1):
        self.params = params(level, personality)   # a level's table, personality applied
        self.rng = Rng(seed)
        self.tried = {}         # partner*16+group -> round the offer was made
        self.acted = -1         # turn marker: a trade was looked for this turn already
        self.built = -1         # turn marker: a building went to auction this turn
        self.people = 0         # bit p: seat p is a person's (the UI says), whose refusal of
        #                         an offer lasts until the deeds' owners change (cpu_trade.fresh)

    def step(self, g):
        """Answer g's pending decision for g.actor (any-time actions of its own first)."""
        from engine.cpu_decide import step
        step(self, g)

    def answer_offer(self, g):
        """ACCEPT or REJECT for the offer g.offer made to this player (for the UI, too)."""
        from engine.cpu_decide import answer_offer
        return answer_offer(self, g)

    def money(self, name, *args):
        """engine.cpu_money's function name called with args (building, lifting, a debt, a
        building placed or bid for), its code resident for the call only (MONEY). Called through
        the player, as trades are weighed: engine.cpu_money reads its worths from
        engine.cpu_decide, which never imports it."""
        from engine import job
        return job(MONEY, 'engine.cpu_money', name, *args)

    def weigh(self, name, *args):
        """engine.cpu_trade's function name called with args, the trade code resident for the
        call only (TRADING). The deciding code weighs a trade through its player, never by
        importing engine.cpu_trade itself: that module reads its worths from engine.cpu_decide,
        and the two importing each other would be a circle."""
        from engine import job
        return job(TRADING, 'engine.cpu_trade', name, *args)
