# CPU players: answer the pending decision as a person would, through the same API, after the
# any-time actions of their own turn (trade, lift, build). Levels and personalities: tables
# of parameters over one way of playing (engine.cpu_tables).
#
# A CpuPlayer is a player's memory: its table, its dice, the offers it tried, its marks for
# this turn. The code that decides is engine.cpu_decide (with engine.cpu_money, cpu_trade and
# cpu_value): each decision imports it, so a caller may let those modules go (DECIDING) between
# a CPU's turns and the next decision brings them back. This module is all a game keeps of its
# CPU players while people play.
from engine.rng import Rng

from engine.cpu_tables import (  # noqa: F401 (the players' levels, named from here too)
    RESERVE, RISK, BID_PCT, BLOCK, TRADE_RATE, FAIR, MARGIN, STAY, OPEN, LOCK, HORIZON, NOISE,
    SPARE, EASY, NORMAL, HARD, LEVELS, CAUTIOUS, AGGRESSIVE, TRADER, PERSONALITIES, params)

# The modules a decision loads (engine.cpu_decide and what it imports that nothing else in a
# game does): what a caller may let go between a CPU's turns (ui.seats does, as a person's
# turn comes).
DECIDING = ('engine.cpu_decide', 'engine.cpu_money', 'engine.cpu_trade', 'engine.cpu_value')


class CpuPlayer:
    def __init__(self, level=NORMAL, personality=(), seed=1):
        self.params = params(level, personality)   # a level's table, personality applied
        self.rng = Rng(seed)
        self.tried = {}         # partner*16+group -> round the offer was made
        self.acted = -1         # turn marker: a trade was looked for this turn already
        self.built = -1         # turn marker: a building went to auction this turn

    def step(self, g):
        """Answer g's pending decision for g.actor (any-time actions of its own first)."""
        from engine.cpu_decide import step
        step(self, g)

    def answer_offer(self, g):
        """ACCEPT or REJECT for the offer g.offer made to this player (for the UI, too)."""
        from engine.cpu_decide import answer_offer
        return answer_offer(self, g)

    def limit(self, g, p, sq):
        """The most p would pay for deed sq now."""
        from engine.cpu_decide import limit
        return limit(self, g, p, sq)

    def jail_choice(self, g, p):
        """PAY_FINE, USE_CARD or ROLL_DICE for p in jail (engine.cpu_decide.jail_choice)."""
        from engine.cpu_decide import jail_choice
        return jail_choice(self, g, p)

    def h(self, g):
        """The rounds of rent this player counts in what a deed is worth, now."""
        from engine.cpu_decide import ahead
        return ahead(self, g)
