# What linked play's screens share (ui.link.link_menu, ui.link.link_lobby, ui.link.link_join): the
# radio opened, this device's id, the clock, a game's name as a beacon gives it, a full-screen
# prompt.
from ui.widgets.prompt import Prompt


def open_radio(app):
    """The board's radio (ESP-NOW) or the PC's (its profile's maker): OSError saying why
    when there is none."""
    r = app.profile.link
    if r == 'espnow':
        from ui.link.link_radio import EspNowRadio
        return EspNowRadio()
    return r.open()


def new_id(radio):
    """This device's id in a game: the radio's own (the PC's test networks), else random:
    the chip's random numbers (os.urandom), or where a port has none the engine's generator
    seeded from the clock."""
    v = getattr(radio, 'id', 0)
    while not 0 < v < 0xFFFF:
        import os
        try:
            b = os.urandom(2)
            v = b[0] | b[1] << 8
        except (AttributeError, NotImplementedError):
            from adafruit_ticks import ticks_ms
            from engine.rng import Rng
            v = Rng(ticks_ms() + v).below(0xFFFE) + 1
    return v


def clock_of(radio):
    from adafruit_ticks import ticks_ms
    return getattr(radio, 'clock', None) or ticks_ms


def game_name(eds, ed_id, token):
    """'Dog: Classic' from a beacon's edition id and the host's token (eds: editions
    loaded, by id)."""
    ed = eds.get(ed_id)
    if ed is None:
        from ui.drive.settings import edition
        ed = eds[ed_id] = edition(ed_id)[1]
    return '{}: {}'.format(ed.TOKENS[token % 6][1], ed.NAME)


class Full(Prompt):
    full = True

    def geometry(self):
        return 0, 0, self.app.width, self.app.height
