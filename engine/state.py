# The whole game as a few compact arrays and small ints; no object per square or player.
# Other engine modules are functions over this state; engine.game adds the public methods.
from array import array
from engine.rules import START_CASH, HOTEL_HOUSES
from engine.board import (SQUARES, GROUP, GROUP_SQUARES, GROUP_COUNT, NO_GROUP, HOTEL)
from engine.codes import BANK
from engine.rng import Rng

from micropython import const

# Phases: what the turn machine does next once no decision or queue is waiting.
PH_ROLL = const(0)   # current player must roll (or leave jail)
PH_MOVE = const(1)   # move current player by the dice, then land
PH_LAND = const(2)   # resolve the square the current player stands on
PH_BUY = const(3)    # current player decides to buy the square they stand on
PH_END = const(4)    # roll again after doubles, or pass to the next player
PH_OVER = const(5)

# How rent is charged on the landing square (cards change it).
RENT_NORMAL = const(0)
RENT_DOUBLE_RAIL = const(1)   # "nearest railroad": twice the rent
RENT_UTIL_TEN = const(2)      # "nearest utility": roll and pay 10x

NO_LOT = const(255)
LOT_HOUSE = const(100)
LOT_HOTEL = const(101)
POT = const(254)   # payee: the bank, but into the Free Parking jackpot when that rule is on

TOTAL_HOUSES = const(32)
TOTAL_HOTELS = const(12)
EVENTS_KEPT = const(24)
JAIL_CARD = b'\x08\x04'   # the Get Out of Jail Free card's id in the Chance and Chest decks


class State:
    """The whole game (above): n players (2-6), the dice's seed, the rules array (classic
    when None). Its fields are the saved game (engine.save's layout)."""
    def __init__(self, n, seed=1, rules=None):
        if not 2 <= n <= 6:
            raise ValueError("2 to 6 players")
        self.n = n
        # engine.rules only here: once a game exists nothing reads it, so a board can let it go.
        from engine.rules import classic, conflicts
        self.rules = rules if rules is not None else classic()
        why = conflicts(self.rules)
        if why:
            raise ValueError(why)
        self.rng = Rng(seed)
        self.owner = bytearray(b'\xff' * SQUARES)
        self._seen = None       # the copy of owner the owner index was built from (_index)
        self.level = bytearray(SQUARES)
        self.mortgaged = bytearray(SQUARES)
        self.pos = bytearray(n)
        self.jail = bytearray(n)
        self.out = bytearray(n)     # 0 playing, else k: the k-th player to go bankrupt
        self.cash = array('l', [self.rules[START_CASH]] * n)
        self.cards = bytearray(b'\xff\xff')
        # Decks: 16 Chance then 16 Chest card ids, each a ring read from deck_top with deck_n cards.
        self.deck = bytearray(range(16)) + bytearray(range(16))
        self.deck_top = bytearray(2)
        self.deck_n = bytearray(b'\x10\x10')
        self.houses = TOTAL_HOUSES
        self.hotels = TOTAL_HOTELS
        self.turn = 0
        self.first = 0          # seat that opened the game: rounds count from it
        self.round = 1
        self.d1 = 0
        self.d2 = 0
        self.doubles = 0
        self.again = 0          # 1: the current player rolls again (doubles)
        self.phase = PH_ROLL
        self.rent_mode = RENT_NORMAL
        self.pending = 0
        self.actor = 0
        # Auction under way.
        self.lot = NO_LOT
        self.high = 0
        self.high_bidder = BANK
        self.bidders = 0        # bitmask of players still bidding
        self.bidder = 0         # whose bid it is
        self.lots = bytearray()  # squares waiting for auction (bankruptcy to the bank)
        self.place = NO_LOT     # building won at a shortage auction, to be placed by place_by
        self.place_by = BANK
        # Money waiting to move: parallel queues; the head blocks while its payer raises cash.
        self.pay_from = bytearray()
        self.pay_to = bytearray()
        self.pay_amount = array('l')
        self.owed = 0
        self.creditor = BANK
        self.lifts = bytearray()  # (player, square) pairs: a mortgaged deed just received
        self.lift_square = NO_LOT
        self.offer = None       # (proposer, partner, squares bytes, cash, cards mask)
        self.jackpot = 0
        self.ledger = 0         # bank's net payments to players: lets the checker audit money
        self.winner = BANK
        self.end_reason = 0
        self.events = []

    # --- events -------------------------------------------------------------
    def emit(self, kind, a=0, b=0, c=0):
        """Record event (kind, a, b, c), kind an EV_ code; the oldest go past EVENTS_KEPT."""
        ev = self.events
        if len(ev) >= EVENTS_KEPT:
            ev.pop(0)
        ev.append((kind, a, b, c))

    def take_events(self):
        """The events since the last call, oldest first; the list starts empty again."""
        ev = self.events
        self.events = []
        return ev

    # --- players ------------------------------------------------------------
    def alive(self):
        """The players still in the game, in seat order."""
        return [p for p in range(self.n) if not self.out[p]]

    def next_alive(self, p):
        """The next player after p, in seat order, still in the game (p when none)."""
        for i in range(1, self.n + 1):
            q = (p + i) % self.n
            if not self.out[q]:
                return q
        return p

    # --- who owns what: the owner index -------------------------------------
    # Each player's deeds in board order and each group's sole owner, so that the players ask
    # about their own deeds only. It is rebuilt when owner differs from the copy it was made
    # from: one 40-byte comparison per question, and every writer of owner (buying, auctions,
    # trades, bankruptcy, dealt deeds, notation, loading a save, a test setting a square) keeps
    # it true without a call of its own. A few hundred bytes on the board (CHANGELOG.md, issue 15).
    def _index(self):
        own = self.owner
        n = self.n
        deeds = [bytearray() for _ in range(n)]
        for sq in range(SQUARES):
            if own[sq] < n and GROUP[sq] != NO_GROUP:
                deeds[own[sq]].append(sq)
        whole = bytearray(GROUP_COUNT)
        for grp in range(GROUP_COUNT):
            sqs = GROUP_SQUARES[grp]
            o = own[sqs[0]]
            for sq in sqs:
                if own[sq] != o:
                    o = BANK
            whole[grp] = o
        # Never changed in place, only replaced: a caller may iterate one while deeds move.
        self._deeds = [bytes(d) for d in deeds]
        self._whole = whole
        self._seen = bytes(own)

    def owned_by(self, p):
        """p's deeds in board order (bytes; not a copy to change)."""
        if self.owner != self._seen:
            self._index()
        return self._deeds[p]

    def whole_groups(self):
        """Each group's sole owner, else BANK, indexed by group (not a copy to change)."""
        if self.owner != self._seen:
            self._index()
        return self._whole

    # --- groups -------------------------------------------------------------
    def group_owner(self, group):
        """The player owning every square of the group, else BANK."""
        if self.owner != self._seen:
            self._index()
        return self._whole[group]

    def count_owned(self, p, group):
        """How many deeds of group p owns."""
        c = 0
        for sq in GROUP_SQUARES[group]:
            if self.owner[sq] == p:
                c += 1
        return c

    def group_built(self, group):
        """Has any street of group a building?"""
        for sq in GROUP_SQUARES[group]:
            if self.level[sq]:
                return True
        return False

    def group_mortgaged(self, group):
        """Is any deed of group mortgaged?"""
        for sq in GROUP_SQUARES[group]:
            if self.mortgaged[sq]:
                return True
        return False

    def rank(self, level):
        """Level as steps of building: a hotel is one step above the houses it needs."""
        return self.rules[HOTEL_HOUSES] + 1 if level == HOTEL else level

    def buildings(self, p):
        """(houses, hotels) that player p has on the board."""
        h = t = 0
        for sq in range(SQUARES):
            if self.owner[sq] == p:
                lv = self.level[sq]
                if lv == HOTEL:
                    t += 1
                else:
                    h += lv
        return h, t
