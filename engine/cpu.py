# CPU players: answer the pending decision as a person would, through the same API, after the
# any-time actions of their own turn (trade, lift, build). Levels and personalities: tables
# of parameters over one way of playing (engine.cpu_tables).
#
# A CpuPlayer is a player's memory: its table, its dice, the offers it tried, its marks for
# this turn. The code that decides is engine.cpu_decide (with engine.cpu_value, which the
# trade code shares; the trade code only for the call that weighs one, engine.cpu_decide.TRADING): each decision
# imports it, so a caller may let those modules go (DECIDING) between a CPU's turns and the
# next decision brings them back. This module and engine.cpu_tables are all a game keeps of
# its CPU players while people play.
from engine.cpu_tables import NORMAL, params
from engine.rng import Rng

# The modules a decision loads (engine.cpu_decide and what it imports that nothing else in a
# game does): what a caller may let go between a CPU's turns (ui.flow.Flow.cpus_rest does, at
# the end of a turn that a person's follows).
DECIDING = ('engine.cpu_decide', 'engine.cpu_value')


class CpuPlayer:
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
