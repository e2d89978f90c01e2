# Rules options: one array of small numbers, indexed by these constants, so that a saved
# game carries its rules and an edition or the setup screen can change any of them.
from array import array

from micropython import const

VARIANT = const(0)          # CLASSIC, SHORT or TOURNAMENT: the family of rules
DOUBLE_RENT = const(1)      # 0: whole group owned, no street mortgaged; 1: any unmortgaged street of an owned group
JAIL_RULE = const(2)        # CLASSIC, SHORT or TOURNAMENT way of leaving jail
HOTEL_HOUSES = const(3)     # houses on each street of the group before a hotel (4, Short Game 3)
END_RULE = const(4)         # END_LAST_STANDING, END_FIRST_BANKRUPTCY, END_LIMIT
ROUND_LIMIT = const(5)      # 0 none, else the game ends after this many rounds
AUCTIONS = const(6)         # 1: a declined property is auctioned; 0: it stays with the bank
FREE_PARKING = const(7)     # 1: taxes and fees go to a jackpot won on Free Parking (house rule)
GO_DOUBLE = const(8)        # 1: landing exactly on GO pays double salary (house rule)
JAIL_NO_RENT = const(9)     # 1: an owner in jail collects no rent (house rule)
HOTEL_BREAKUP = const(10)   # 0: a hotel sells back to 4 houses; 1: also whole at once
SHORTAGE_START = const(11)  # 0: building auctions open at $1; 1: at the lowest house price of the bidders
TRADE_TURN = const(12)      # 1: trades only on the turn of one of the two players
MORTGAGE_NEED = const(13)   # 1: mortgage only to raise cash owed now
REFEREE = const(14)         # 1: refuse lopsided trades
DEAL_DEEDS = const(15)      # deeds dealt free to each player at setup (Short Game: 3)
INCOME_TAX = const(16)      # amount of the tax on square 4
LUXURY_TAX = const(17)      # amount of the tax on square 38
SALARY = const(18)
START_CASH = const(19)
JAIL_FINE = const(20)
COUNT = const(21)

CLASSIC = const(0)
SHORT = const(1)
TOURNAMENT = const(2)

END_LAST_STANDING = const(0)
END_FIRST_BANKRUPTCY = const(1)
END_LIMIT = const(2)

# Names for notation, editions and the setup screen (index order).
NAMES = ('variant', 'double_rent', 'jail_rule', 'hotel_houses', 'end_rule', 'round_limit',
         'auctions', 'free_parking', 'go_double', 'jail_no_rent', 'hotel_breakup',
         'shortage_start', 'trade_turn', 'mortgage_need', 'referee', 'deal_deeds',
         'income_tax', 'luxury_tax', 'salary', 'start_cash', 'jail_fine')

_CLASSIC = (CLASSIC, 0, CLASSIC, 4, END_LAST_STANDING, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            200, 100, 200, 1500, 50)


def classic():
    """A fresh options array of the classic rules, to change before Game(rules=...)."""
    return array('H', _CLASSIC)


# Accepted values of each option (index order); conflicts() refuses anything else.
_LOW = (0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 100, 0)
_HIGH = (2, 1, 2, 4, 2, 999, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 1000, 1000, 1000, 30000, 500)


def conflicts(rules):
    """Why this set of options cannot make a game (names the first bad option), else None.
    The one place a combination is refused: Game() raises ValueError with this reason and the
    setup screen can show it. Every house rule combines with every variant (docs/variants.md
    says why); only values outside an option's range are refused, among them more than 4
    dealt deeds (6 players x 5 would need 30 of the 28 deeds)."""
    if len(rules) != COUNT:
        return "wrong number of options"
    for i in range(COUNT):
        if not _LOW[i] <= rules[i] <= _HIGH[i]:
            return NAMES[i] + " out of range"
    return None


def index(name):
    """The index of the option called name (NAMES), or ValueError."""
    for i in range(COUNT):
        if NAMES[i] == name:
            return i
    raise ValueError("unknown rules option: " + name)
