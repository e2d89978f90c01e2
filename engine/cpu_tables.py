# The CPU players' tables, resident for the whole game while their deciding code comes and
# goes (engine.cpu): their levels and personalities, tables of parameters over one way of
# playing (engine.cpu_decide), and the memo of the board danger() last looked at.
from array import array
from engine.board import SQUARES
from micropython import const

# Parameters (indexes into a level's table).
RESERVE = const(0)      # cash ($) always kept back when buying or building
RISK = const(1)      # percent of the largest rent on the board also kept back
BID_PCT = const(2)       # percent of its valuation a deed is bid up to
BLOCK = const(3)     # percent of a rival's gain from a deed added to its worth (denial)
TRADE_RATE = const(4)  # percent chance per turn of looking for a trade to offer (0: never)
FAIR = const(5)      # how much a partner's gain counts against its own (100: a rival's share)
MARGIN = const(6)    # least gain ($) for a trade to be worth taking
STAY = const(7)      # expected rent per roll ($) above which it stays in jail
OPEN = const(8)      # unowned deeds left above which it leaves jail at once, whatever the board
LOCK = const(9)      # bank house stock at or below which it holds at three houses (0: never)
HORIZON = const(10)  # rounds of rent counted in valuations
NOISE = const(11)    # random $ on what it keeps back and what a deed is worth (weaker)
SPARE = const(12)    # 1: mortgages deeds outside its building groups to pay for building

# RESERVE RISK BID_PCT BLOCK TRADE FAIR MARGIN STAY OPEN LOCK HORIZON NOISE SPARE
EASY = (80, 35, 100, 60, 25, 100, 25, 60, 8, 0, 8, 150, 0)
NORMAL = (90, 40, 100, 50, 40, 110, 30, 60, 8, 0, 12, 80, 1)
HARD = (60, 30, 100, 60, 100, 100, 20, 25, 6, 12, 15, 0, 1)
LEVELS = (EASY, NORMAL, HARD)

# Personalities: (parameter, change) pairs applied over the level.
CAUTIOUS = ((RESERVE, 150), (RISK, 20), (BID_PCT, -10), (STAY, -10))
AGGRESSIVE = ((RESERVE, -50), (RISK, -15), (BID_PCT, 10), (BLOCK, 20))
TRADER = ((TRADE_RATE, 100), (MARGIN, -10))
PERSONALITIES = ((), CAUTIOUS, AGGRESSIVE, TRADER)


def params(level, personality=()):
    """The table of a level (EASY, NORMAL, HARD) with a personality's changes applied."""
    t = list(level)
    for i, d in personality:
        t[i] = max(0, t[i] + d)
    return tuple(t)


# The board engine.cpu_decide.danger() last looked at (owner, level, mortgaged), on it each
# player's two figures (-1: not worked out yet), the double-rent option and a count of the
# boards seen (engine.cpu_trade.best_offer keeps it with a search that found nothing): asked
# at every turn and bid, mostly of an unchanged board. Keyed on the contents, right for any
# game; kept in place (no garbage, about 250 bytes on the board). Here, not in cpu_decide: the
# count must go on when the deciding code is let go and loaded again, or a search's kept
# count could meet a new board's (a CPU would then skip a search it should make).
SEEN = [bytearray(SQUARES), bytearray(SQUARES), bytearray(SQUARES)]
DBL = const(12)            # GOT[DBL]: the option; before it 2 figures for each of 6 players
GOT = array('l', [-1] * (DBL + 2))
