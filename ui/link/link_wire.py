# Linked play's messages as bytes (docs/linked.md): one frame each, at most 250 bytes (an
# ESP-NOW frame), sent to every device (broadcast) and filtered by game and destination.
#   'P' 'L' version kind | game (2) | from (2) | to (2) | body | check (2)
# Numbers are little-endian; game and device ids are 1..0xFFFE (ALL: every device). A frame
# that is short, long, of another version or whose check fails is not ours: parse() gives
# None and it is ignored. Pure functions, no I/O: the same on every interpreter.
from micropython import const

VERSION = const(1)
MOST = const(250)       # ESP-NOW's largest message
HEAD = const(10)
ALL = const(0xFFFF)

# Kinds of frame (who sends them: docs/linked.md)
BEACON = const(1)       # host: I host this game (every second)
JOIN = const(2)         # device: may I have a seat
WELCOME = const(3)      # host: your seat
REFUSE = const(4)       # host: no (a REASON)
SYNC = const(5)         # one part of a state (seats line + save)
REQ = const(6)          # device: please order this action
ACT = const(7)          # host: ordered actions, numbered
NO = const(8)           # host: your request is refused (why)
STATUS = const(9)       # device: where I am (seq, digest), every second
NACK = const(10)        # device: resend the actions from seq
BYE = const(11)         # device: I leave
WANT = const(12)        # host: send me your state (a device ahead of a new host)

# What a host is doing (its beacons say)
LOBBY = const(0)        # seating the devices
GATHER = const(1)       # resumed or taken over: gathering the devices for a moment
HOSTING = const(2)      # the game is on

# What a device is doing (its own: not on the air)
SEEK = const(0)         # listening for hosts
ASKING = const(1)       # asked a host for a seat
SEATED = const(2)       # given a seat, waiting for the state
FOLLOWING = const(3)    # in the game, following the host's numbered actions

# Why a join is refused
FULL = const(1)
STARTED = const(2)
TAKEN = const(3)        # another device of this game has that id
NOT_YOURS = const(4)

# Actions (the first byte of an action's bytes)
A_ACT = const(1)        # answer (1), arg (4)
A_BUILD = const(2)      # player, square
A_SELL = const(3)       # player, square, whole
A_MORTGAGE = const(4)
A_UNMORTGAGE = const(5)
A_PROPOSE = const(6)    # player, partner, cards, cash (4), count, squares
A_CANCEL = const(7)
A_FINISH = const(8)     # reason
A_SEAT = const(9)       # seat, device id (2): who answers for the seat (0: a CPU)


def check(data, end):
    """A 16-bit check of data[:end] (multiplicative, seeded: a zero frame does not pass)."""
    h = 0x1D0F
    for i in range(end):
        h = (h * 31 + data[i]) & 0xFFFF
    return h


def frame(kind, game, src, dst, body=b''):
    n = HEAD + len(body) + 2
    if n > MOST:
        raise ValueError('frame too long')
    out = bytearray(n)
    out[0] = 80
    out[1] = 76
    out[2] = VERSION
    out[3] = kind
    put(out, 4, game, 2)
    put(out, 6, src, 2)
    put(out, 8, dst, 2)
    for i in range(len(body)):     # a loop: no slice assignment on every port
        out[HEAD + i] = body[i]
    put(out, n - 2, check(out, n - 2), 2)
    return out


def parse(data):
    """(kind, game, from, to, body) of one of our frames, or None."""
    n = len(data)
    if n < HEAD + 2 or n > MOST or data[0] != 80 or data[1] != 76 or data[2] != VERSION:
        return None
    if get(data, n - 2, 2) != check(data, n - 2):
        return None
    return data[3], get(data, 4, 2), get(data, 6, 2), get(data, 8, 2), bytes(data[HEAD:n - 2])


def put(out, i, v, size):
    """v (0 <= v < 2**24 for size 3) little-endian at out[i]; the index after it."""
    for k in range(size):
        out[i + k] = (v >> (8 * k)) & 0xFF
    return i + size


def get(data, i, size):
    v = 0
    for k in range(size):
        v |= data[i + k] << (8 * k)
    return v


def put_int(out, i, v):
    """A signed int of at most 30 bits in 4 bytes: sign in the top bit, never a long int."""
    neg = v < 0
    if neg:
        v = -v
    if v > 0x3FFFFFFF:
        raise ValueError('number too large')
    put(out, i, v & 0xFFFFFF, 3)
    out[i + 3] = (v >> 24) | (0x80 if neg else 0)
    return i + 4


def get_int(data, i):
    v = get(data, i, 3) | (data[i + 3] & 0x3F) << 24
    return -v if data[i + 3] & 0x80 else v


def rival_ok(body, n):
    """Is a BEACON body one a host of a started game of n seats sends? (A rival host of
    one's own game is believed only then: a malformed frame must not take the game away.)"""
    return len(body) >= 15 and body[8] in (1, 2) and 1 <= body[9] <= n and body[14] == n


# -- actions -----------------------------------------------------------------------------

def answer(a, arg=0):
    out = bytearray(6)
    out[0] = A_ACT
    out[1] = a
    put_int(out, 2, arg)
    return bytes(out)


def deed(kind, p, sq, whole=False):
    return bytes((kind, p, sq, 1 if whole else 0))


def offer(p, q, squares, cash, cards):
    sq = bytes(squares)
    out = bytearray(9 + len(sq))
    out[0] = A_PROPOSE
    out[1] = p
    out[2] = q
    out[3] = cards
    put_int(out, 4, cash)
    out[8] = len(sq)
    for i in range(len(sq)):
        out[9 + i] = sq[i]
    return bytes(out)


def seat(p, owner):
    return bytes((A_SEAT, p, owner & 0xFF, owner >> 8))


def run(g, a):
    """Apply action a (bytes) to game g through the engine's own methods (the class's: a
    linked game's instance has its own in front of them). RuleError when the rules say no;
    ValueError for bytes that are no action. A_SEAT is not the engine's: it returns
    (seat, owner) for the link to apply, else None."""
    k = a[0]
    cls = type(g)
    if k == A_ACT and len(a) == 6:
        cls.act(g, a[1], get_int(a, 2))
    elif A_BUILD <= k <= A_UNMORTGAGE and len(a) == 4:
        if k == A_SELL:
            cls.sell(g, a[1], a[2], a[3] == 1)
        else:
            (cls.build, 0, cls.mortgage, cls.unmortgage)[k - A_BUILD](g, a[1], a[2])
    elif k == A_PROPOSE and len(a) == 9 + a[8]:
        cls.propose(g, a[1], a[2], a[9:], get_int(a, 4), a[3])
    elif k == A_CANCEL and len(a) == 1:
        cls.cancel_offer(g)
    elif k == A_FINISH and len(a) == 2:
        cls.finish_now(g, a[1])
    elif k == A_SEAT and len(a) == 4:
        return a[1], get(a, 2, 2)
    else:
        raise ValueError('not an action')
    return None


def player(a):
    """The player an action is taken for (whose device may ask for it), or -1: an answer
    (the actor's), the clock's end and a seat change (the host's alone)."""
    k = a[0]
    return a[1] if A_BUILD <= k <= A_PROPOSE else -1
