# The classic board's numbers. Every edition keeps these values (all rulebooks say so);
# editions change names and words only, and the rules options change tax amounts.
from array import array

from micropython import const

# Square kinds.
GO = const(0)
STREET = const(1)
CHEST = const(2)
CHANCE = const(3)
TAX = const(4)
RAIL = const(5)
UTIL = const(6)
JUST_VISITING = const(7)   # the jail corner: In Jail / Just Visiting
PARKING = const(8)
GOTOJAIL = const(9)

SQUARES = const(40)
JAIL_SQUARE = const(10)
GOTOJAIL_SQUARE = const(30)
INCOME_TAX_SQUARE = const(4)
LUXURY_TAX_SQUARE = const(38)

KIND = bytes((GO, STREET, CHEST, STREET, TAX, RAIL, STREET, CHANCE, STREET, STREET,
              JUST_VISITING, STREET, UTIL, STREET, STREET, RAIL, STREET, CHEST, STREET, STREET,
              PARKING, STREET, CHANCE, STREET, STREET, RAIL, STREET, STREET, UTIL, STREET,
              GOTOJAIL, STREET, STREET, CHEST, STREET, RAIL, CHANCE, STREET, TAX, STREET))

# Groups: 0 brown .. 7 dark blue are streets, 8 railroads, 9 utilities; 255 = not ownable.
NO_GROUP = const(255)
RAIL_GROUP = const(8)
UTIL_GROUP = const(9)
GROUP_COUNT = const(10)
_N = NO_GROUP
GROUP = bytes((_N, 0, _N, 0, _N, 8, 1, _N, 1, 1,
               _N, 2, 9, 2, 2, 8, 3, _N, 3, 3,
               _N, 4, _N, 4, 4, 8, 5, 5, 9, 5,
               _N, 6, 6, _N, 6, 8, _N, 7, _N, 7))
GROUP_SQUARES = (b'\x01\x03', b'\x06\x08\x09', b'\x0b\x0d\x0e', b'\x10\x12\x13',
                 b'\x15\x17\x18', b'\x1a\x1b\x1d', b'\x1f\x20\x22', b'\x25\x27',
                 b'\x05\x0f\x19\x23', b'\x0c\x1c')
HOUSE_COST = bytes((50, 50, 100, 100, 150, 150, 200, 200))

# Printed price (tax squares hold their classic amount).
PRICE = array('H', (0, 60, 0, 60, 200, 200, 100, 0, 100, 120,
                    0, 140, 150, 140, 160, 200, 180, 0, 180, 200,
                    0, 220, 0, 220, 240, 200, 260, 260, 150, 280,
                    0, 300, 300, 0, 320, 200, 0, 350, 100, 400))

# Street rents by level: 6 per square (unimproved, 1-4 houses, hotel); zero rows elsewhere.
_Z = (0, 0, 0, 0, 0, 0)
RENT = array('H', _Z + (2, 10, 30, 90, 160, 250) + _Z + (4, 20, 60, 180, 320, 450) + _Z + _Z
             + (6, 30, 90, 270, 400, 550) + _Z + (6, 30, 90, 270, 400, 550)
             + (8, 40, 100, 300, 450, 600)
             + _Z + (10, 50, 150, 450, 625, 750) + _Z + (10, 50, 150, 450, 625, 750)
             + (12, 60, 180, 500, 700, 900) + _Z
             + (14, 70, 200, 550, 750, 950) + _Z + (14, 70, 200, 550, 750, 950)
             + (16, 80, 220, 600, 800, 1000)
             + _Z + (18, 90, 250, 700, 875, 1050) + _Z + (18, 90, 250, 700, 875, 1050)
             + (20, 100, 300, 750, 925, 1100) + _Z
             + (22, 110, 330, 800, 975, 1150) + (22, 110, 330, 800, 975, 1150) + _Z
             + (24, 120, 360, 850, 1025, 1200)
             + _Z + (26, 130, 390, 900, 1100, 1275) + (26, 130, 390, 900, 1100, 1275) + _Z
             + (28, 150, 450, 1000, 1200, 1400) + _Z + _Z
             + (35, 175, 500, 1100, 1300, 1500) + _Z + (50, 200, 600, 1400, 1700, 2000))

RAIL_RENT = (0, 25, 50, 100, 200)
UTIL_MULTIPLIER = (0, 4, 10)
HOTEL = const(5)  # level value of a hotel; 1-4 are houses


def ownable(sq):
    """Is square sq a deed (a street, railroad or utility)?"""
    return GROUP[sq] != NO_GROUP


def mortgage_value(sq):
    """What the bank lends on deed sq: half its price."""
    return PRICE[sq] // 2


def unmortgage_cost(sq):
    """What lifting deed sq's mortgage costs: its mortgage value plus 10%, rounded up."""
    # Mortgage value plus 10% interest, rounded up to whole dollars (Mediterranean: 30 -> 33).
    m = PRICE[sq] // 2
    return m + (m + 9) // 10


def interest(sq):
    """The 10% due when a mortgaged deed changes hands (rounded up)."""
    return (PRICE[sq] // 2 + 9) // 10


def house_cost(sq):
    """The price of a house (and of a hotel) on street sq."""
    return HOUSE_COST[GROUP[sq]]


def street_rent(sq, level):
    """Street sq's printed rent at level (0 bare, 1-4 houses, HOTEL); the monopoly's
    double rent on a bare street is engine.turn.rent_due's."""
    return RENT[sq * 6 + level]
