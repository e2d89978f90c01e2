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

# The tables below are bytes literals, made into arrays as the module loads: on MicroPython a
# module keeps every constant of its code for as long as it lives (one table of them for the
# whole module), so literal tuples, used once to fill an array, stayed in a board's heap beside
# it at every moment of a game (16 distinct tuples: without them, these literals counted,
# 400-448 B more free at every turn line on the emulated board). Each row's numbers are in its
# comment.

# Printed price (tax squares hold their classic amount), in tens of dollars, a byte a square.
PRICE = array('H', (10 * p for p in (
    b'\x00\x06\x00\x06\x14\x14\x0a\x00\x0a\x0c'  # 0 60 0 60 200 200 100 0 100 120
    b'\x00\x0e\x0f\x0e\x10\x14\x12\x00\x12\x14'  # 0 140 150 140 160 200 180 0 180 200
    b'\x00\x16\x00\x16\x18\x14\x1a\x1a\x0f\x1c'  # 0 220 0 220 240 200 260 260 150 280
    b'\x00\x1e\x1e\x00\x20\x14\x00\x23\x0a\x28'  # 0 300 300 0 320 200 0 350 100 400
)))

# Street rents by level: 6 per street (unimproved, 1-4 houses, hotel), each two bytes, low
# first, streets in board order; RENT has 6 per square, zero rows where there is no street.
def _rents(packed):
    at = 0
    for sq in range(SQUARES):
        for _ in range(6):
            if KIND[sq] == STREET:
                yield packed[at] | packed[at + 1] << 8
                at += 2
            else:
                yield 0


RENT = array('H', _rents(
    b'\x02\x00\x0a\x00\x1e\x00\x5a\x00\xa0\x00\xfa\x00'  # 1: 2 10 30 90 160 250
    b'\x04\x00\x14\x00\x3c\x00\xb4\x00\x40\x01\xc2\x01'  # 3: 4 20 60 180 320 450
    b'\x06\x00\x1e\x00\x5a\x00\x0e\x01\x90\x01\x26\x02'  # 6: 6 30 90 270 400 550
    b'\x06\x00\x1e\x00\x5a\x00\x0e\x01\x90\x01\x26\x02'  # 8: 6 30 90 270 400 550
    b'\x08\x00\x28\x00\x64\x00\x2c\x01\xc2\x01\x58\x02'  # 9: 8 40 100 300 450 600
    b'\x0a\x00\x32\x00\x96\x00\xc2\x01\x71\x02\xee\x02'  # 11: 10 50 150 450 625 750
    b'\x0a\x00\x32\x00\x96\x00\xc2\x01\x71\x02\xee\x02'  # 13: 10 50 150 450 625 750
    b'\x0c\x00\x3c\x00\xb4\x00\xf4\x01\xbc\x02\x84\x03'  # 14: 12 60 180 500 700 900
    b'\x0e\x00\x46\x00\xc8\x00\x26\x02\xee\x02\xb6\x03'  # 16: 14 70 200 550 750 950
    b'\x0e\x00\x46\x00\xc8\x00\x26\x02\xee\x02\xb6\x03'  # 18: 14 70 200 550 750 950
    b'\x10\x00\x50\x00\xdc\x00\x58\x02\x20\x03\xe8\x03'  # 19: 16 80 220 600 800 1000
    b'\x12\x00\x5a\x00\xfa\x00\xbc\x02\x6b\x03\x1a\x04'  # 21: 18 90 250 700 875 1050
    b'\x12\x00\x5a\x00\xfa\x00\xbc\x02\x6b\x03\x1a\x04'  # 23: 18 90 250 700 875 1050
    b'\x14\x00\x64\x00\x2c\x01\xee\x02\x9d\x03\x4c\x04'  # 24: 20 100 300 750 925 1100
    b'\x16\x00\x6e\x00\x4a\x01\x20\x03\xcf\x03\x7e\x04'  # 26: 22 110 330 800 975 1150
    b'\x16\x00\x6e\x00\x4a\x01\x20\x03\xcf\x03\x7e\x04'  # 27: 22 110 330 800 975 1150
    b'\x18\x00\x78\x00\x68\x01\x52\x03\x01\x04\xb0\x04'  # 29: 24 120 360 850 1025 1200
    b'\x1a\x00\x82\x00\x86\x01\x84\x03\x4c\x04\xfb\x04'  # 31: 26 130 390 900 1100 1275
    b'\x1a\x00\x82\x00\x86\x01\x84\x03\x4c\x04\xfb\x04'  # 32: 26 130 390 900 1100 1275
    b'\x1c\x00\x96\x00\xc2\x01\xe8\x03\xb0\x04\x78\x05'  # 34: 28 150 450 1000 1200 1400
    b'\x23\x00\xaf\x00\xf4\x01\x4c\x04\x14\x05\xdc\x05'  # 37: 35 175 500 1100 1300 1500
    b'\x32\x00\xc8\x00\x58\x02\x78\x05\xa4\x06\xd0\x07'  # 39: 50 200 600 1400 1700 2000
))
del _rents

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
