# Settings: brightness, CPU speed, sound, default edition. Read at start (defaults when the
# file is missing or malformed: ui.drive.saves) and applied to the app; the screen that changes them
# is ui/screens/settings_screen.py (loaded only while it is shown).
import editions

SPEEDS = ('instant', 'fast', 'normal', 'slow')      # ui.game.seats.DELAYS, by cpu_speed


trouble = []    # an edition that failed to load, as a line the next title screen shows once


def edition(ed_id, *keep):
    """(id, module) of the edition named by a setting or a save; Classic when it is gone or
    its file fails to load (any error: editions.load checks the fields too). A broken file
    is said in trouble, which the title shows, rather than stopping start-up. keep, when
    given: the editions to hold beside this one (the one in use; None for none), every
    other is unloaded (editions.forget), so browsing the list holds two at most."""
    got = _edition(ed_id)
    if keep:
        editions.forget(got[1], *keep)
    return got


def _edition(ed_id):
    try:
        return ed_id, editions.load(ed_id)
    except ImportError:         # gone (or never one, like '__init__'): Classic, unsaid
        pass
    except MemoryError:
        raise
    except Exception:           # there but broken (NameError, a missing field...): said
        trouble[:] = ['Edition %s is broken: Classic used' % ed_id]
    return 'classic', editions.load('classic')


def start(app, saves, clock=None):
    """At start-up: sound, brightness and idle dimming, the settings from the drive."""
    from ui.device.idle import Idle
    app.sound = None        # ui.device.sound is loaded only once sound is turned on (memory)
    app.idle = Idle(app, clock)
    values = saves.load_settings() if saves is not None else None
    if values is None:
        from ui.drive.settings_spec import SETTINGS_SPEC
        values = dict((s[0], s[1]) for s in SETTINGS_SPEC)
    ed_id = values['edition']
    if ed_id == app.edition_id:
        # The App's own edition (Classic, imported with it): nothing to load, and the
        # catalog that loads the others waits until the title shows (ui.screens.title)
        ed = app.edition
    else:
        ed_id, ed = edition(ed_id)
    values['edition'] = ed_id
    values['seats'] = seats_room(values['seats'])
    app.edition = ed
    app.edition_id = ed_id
    app.names = [t[1] for t in ed.TOKENS]
    apply(app, values)


def seats_room(code):
    """The 'seats' setting (ui.screens.setup: the count, then three digits a seat) as the
    session keeps it: in 19 bytes made here, at start-up, that each new setup writes over
    (Setup.remember; zeros after the code; a code that does not fit, or not of ASCII digits,
    is none: Setup decodes the bytes, and a setup's code is digits). A str made for
    each new setup's seats, the settings' one value that changes in a game's start, lay for
    the whole game in the middle of the largest free area it had left (at a PyBadge's heap,
    48 B between 13.8 and 10.3 KB at the 160x128 game's every turn line: docs/bench.md)."""
    b = bytearray(19)
    if len(code) <= len(b) and all('0' <= c <= '9' for c in code):
        for i in range(len(code)):
            b[i] = ord(code[i])
    return b


def apply(app, values):
    """Show the settings now: brightness, the flow's CPU speed, sound on/off."""
    app.settings = values
    app.cpu_speed = values['cpu_speed']
    f = app.flow
    if f is not None and not f.demo:
        f.speed = values['cpu_speed']
    snd = app.sound
    if snd is None and values['sound']:
        from ui.device.sound import Sound
        app.keep('ui.device.sound')    # it holds the speaker: never unloaded with a screen
        app.sound = snd = Sound(app.profile.speaker)
    if snd is not None:
        snd.on = bool(values['sound'])
    idle = app.idle
    if idle is not None:
        idle.bright(values['brightness'] / 10)
