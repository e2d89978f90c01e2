# A linked game's whole state, as one device sends it to another (a device joining, behind or
# disagreeing; a new host taking a device's state): the seats line with the table of devices
# (ui.drive.saves.seats_line, which asks the link for line()) and the save (engine.save), split into
# a few SYNC frames; and read back, the save checked whole (engine.save_read).
from micropython import const
from ui.link import link_wire as W

_PART = const(224)      # state bytes per SYNC frame: a 6-seat state is 2 or 3 frames


def line(link):
    """The table as a seats-line field, hex: game, term, seq, this device, the host, then
    ':' each seat's owner, ':' each seat's home device id (the ':' tells it from the other
    fields of the line)."""
    return '%04x%02x%06x%04x%04x:%s:%s' % (
        link.game_id, link.epoch, link.seq, link.me, link.host,
        ''.join('%04x' % o for o in link.owner), ''.join('%04x' % h for h in link.home))


def blob(link):
    from engine.save import to_bytes
    from ui.drive.saves import seats_line
    text = seats_line(link.app)
    return bytes((len(text),)) + text + to_bytes(link.game)


def send(link, dst):
    """The state to dst (W.ALL: everyone), part by part, each naming the term and seq."""
    data = blob(link)
    count = (len(data) + _PART - 1) // _PART
    link.serial = (link.serial + 1) & 0xFF
    for i in range(count):
        head = bytearray(7)
        head[0] = link.serial
        head[1] = i
        head[2] = count
        head[3] = link.epoch
        W.put(head, 4, link.seq, 3)
        link.send(W.SYNC, dst, bytes(head) + data[i * _PART:(i + 1) * _PART])


def part(link, src, body):
    """A part of a state from src: kept until all have come (link.state then)."""
    key = (src, body[0], body[2])
    if not 0 < body[2] <= 8 or body[1] >= body[2]:
        raise ValueError('bad part')
    if link.parts is None or link.parts[0] != key:
        link.parts = [key, [None] * body[2]]
    got = link.parts[1]
    got[body[1]] = body[7:]
    if None not in got:
        link.parts = None
        link.state = (b''.join(got), src)


def table(text, n):
    """(game, term, seq, saved by, host, owners, homes) from a line() text of n seats, or
    None when it is not one."""
    if not text:
        return None
    parts = text.split(':')
    if len(parts) != 3 or len(parts[0]) != 20 or len(parts[1]) != 4 * n or \
            len(parts[2]) != 4 * n:
        return None
    try:
        head = parts[0]
        nums = [int(head[a:b], 16) for a, b in ((0, 4), (4, 6), (6, 12), (12, 16), (16, 20))]
        ids = [[int(t[4 * i:4 * i + 4], 16) for i in range(n)] for t in parts[1:]]
    except ValueError:
        return None
    return tuple(nums) + tuple(ids)


def unpack(data):
    """(game, seats, table) from a state's bytes, or None: the save is read and checked
    whole (engine.save_read), the seats line and its table too."""
    from engine import SaveError
    from engine.save_read import from_bytes
    from ui.drive.saves_read import _seats
    try:
        k = data[0]
        g = from_bytes(data[1 + k:])
        seats = _seats(bytes(data[1:1 + k]).decode(), g.n)
    except (SaveError, IndexError, UnicodeError, ValueError):
        return None
    t = table(seats[5], g.n)
    return None if t is None else (g, seats, t)
