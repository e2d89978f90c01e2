# The device features, headless: settings (screen, persisted, malformed file), diagnostics,
# sound recorded from the flow's events, dimming after idle, and the title's untested paths:
# resume exactly the saved game, saving off on a read-only drive, the MemoryError screen
# keeping the last save, idle into the demo, and turns on boards without a d-pad.
import builtins

import pytest

from engine import codes as C
from engine.save import to_bytes
from host.driver import Driver
from positions import at
from ui.device import buttons as K


def start(tmp_path, board='pybadge', settings=None):
    """The app from ui.main at its title, its drive in tmp_path, on the driver's clock."""
    from ui.main import main
    if settings is not None:
        (tmp_path / 'game-settings.txt').write_text(settings)
    d = Driver(board, screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5, clock=lambda: d.now)
    return d


def kind(screen):
    # By name: a screen's ui modules are unloaded when it closes (ui/app.py), so a class
    # imported here may not be the one a later screen is made from.
    return type(screen).__name__


def say(d):
    return ' | '.join(d.text())


def selected(d):
    sel = [t for t in d.text() if t.startswith('>')]
    return sel[0] if sel else ''


def pick(d, text, limit=30):
    """Move to the choice containing text (DOWN, or RIGHT without a d-pad), press A."""
    step = K.DOWN if d.profile.dpad else K.RIGHT
    for _ in range(limit):
        if text in selected(d):
            d.press(K.A)
            return d.top()
        d.press(step)
    raise AssertionError('no choice {!r} in {}'.format(text, d.text()))


def settle(d, n=600):
    """Idle until a person must press something (animations and CPU turns done)."""
    for _ in range(n):
        top = d.top()
        if kind(top) == 'CpuPrompt' or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
        else:
            d.idle(1, 10)
            if d.top() is top:
                return top
    raise AssertionError('still busy: {}'.format(d.text()))


def saved_game(tmp_path, n=2, steps=40, seed=11):
    """A game of n people played a little by the automatic player, saved in tmp_path.
    Returns the game's bytes."""
    from engine.autoplay import AutoPlayer
    from engine.game import Game
    from ui.main import Drive
    g = Game(n, seed=seed)
    bot = AutoPlayer(seed)
    for _ in range(steps):
        bot.step(g)
    while g.pending != C.ROLL:
        bot.step(g)
    assert Drive(str(tmp_path)).save(g)      # no seats given: Classic, every seat a person
    return to_bytes(g)


# -- settings ----------------------------------------------------------------------------

def test_settings_screen_changes_and_persists(tmp_path):
    from ui.main import Drive
    d = start(tmp_path)
    assert d.display.brightness == pytest.approx(0.8)         # the default, applied
    pick(d, 'Settings')
    assert kind(d.top()) == 'SettingsScreen'
    assert 'Brightness: 8/10' in say(d) and 'Sound: off' in say(d)
    d.press(K.RIGHT)                                            # brightness 9
    assert d.display.brightness == pytest.approx(0.9)
    d.press(K.DOWN, K.RIGHT)                                    # CPU speed: slow
    d.press(K.DOWN, K.RIGHT)                                    # sound on
    d.press(K.DOWN, K.RIGHT)                                    # edition: the next one
    t = say(d)
    assert 'CPU speed: slow' in t and 'Sound: on' in t and 'Edition: ' in t, t
    assert d.app.sound.on and d.app.cpu_speed == 3
    d.press(K.B)                                                # back: saved
    assert Drive(str(tmp_path)).load_settings() == {
        'brightness': 9, 'cpu_speed': 3, 'sound': 1, 'edition': 'smurfs', 'seats': ''}
    # Back at the title, in the new default edition; a new game starts with it.
    assert d.app.edition_id == 'smurfs'
    assert d.app.edition.NAME in say(d)
    pick(d, 'New game')
    assert 'Edition: ' + d.app.edition.NAME in say(d)
    # The next start applies them.
    d2 = start(tmp_path)
    assert d2.app.settings['cpu_speed'] == 3 and d2.app.sound.on
    assert d2.display.brightness == pytest.approx(0.9)
    assert d2.app.edition_id == 'smurfs'


def test_settings_with_right_a_and_b_alone(tmp_path):
    from ui.main import Drive
    d = start(tmp_path, 'feather_tft')
    pick(d, 'Settings')
    d.press(K.RIGHT, K.RIGHT, K.A)                              # sound row, A turns it on
    assert 'Sound: on' in say(d)
    pick(d, 'Done')
    assert Drive(str(tmp_path)).load_settings()['sound'] == 1
    assert 'New game' in say(d)


def test_cpu_speed_setting_reaches_the_flow(tmp_path):
    d = start(tmp_path, settings='cpu_speed=0\n')
    pick(d, 'New game')
    d.press(K.UP, K.A)
    assert d.app.flow.speed == 0


@pytest.mark.parametrize('text', [
    'brightness=99\ncpu_speed=fast\nsound=2\nedition=../x\n',
    '\xff\xfe garbage',
    'brightness\n=\n==\nsound',
    'seats=20000112345678901234\n',        # 22 digits: longer than any setup's seats
    'seats=\u00e9t\u00e9\n',                # letters (a hand's edit): not a setup's seats
    ''])
def test_malformed_settings_give_defaults(tmp_path, text):
    d = start(tmp_path, settings=text)
    # (the seats as a session keeps them: 19 bytes made at start-up, ui.drive.settings)
    assert d.app.settings == {'brightness': 8, 'cpu_speed': 2, 'sound': 0, 'edition': 'classic',
                              'seats': bytearray(19)}
    assert d.app.sound is None and d.app.edition_id == 'classic'   # off: ui.device.sound not loaded


def test_settings_naming_a_gone_edition_fall_back_to_classic(tmp_path):
    d = start(tmp_path, settings='edition=atlantis\nsound=1\nbrightness=3\n')
    assert d.app.edition_id == 'classic' and d.app.settings['edition'] == 'classic'
    assert d.app.sound.on and d.display.brightness == pytest.approx(0.3)
    assert d.app.edition.NAME in say(d)


# -- diagnostics -------------------------------------------------------------------------

def test_diagnostics(tmp_path):
    from ui import VERSION
    d = start(tmp_path)
    pick(d, 'Diagnostics')
    t = say(d)
    assert t.startswith('Diagnostics'), t
    for part in ('Version: ' + VERSION, 'Board: pybadge 160x128', 'Free memory: n/a (PC)',
                 'Saving: on'):
        assert part in t, t
    assert t.count('on |') == 1 and 'Save status' not in t, t    # no line said twice
    assert 'Build:' not in t        # the simulator's drive has no firmware.txt
    d.press(K.B)
    assert 'New game' in say(d)
    # On a board, firmware.txt (tools/build/firmware.py) says which build the drive holds.
    (tmp_path / 'firmware.txt').write_text('game %s\ncommit abc1234\nformat mpy '
                                           '(micropython mpy-cross)\n' % VERSION)
    pick(d, 'Diagnostics')
    t = say(d)
    assert 'Version: %s | Build: abc1234, mpy |' % VERSION in t, t


def test_diagnostics_build_and_memory_helpers(tmp_path, monkeypatch):
    import gc
    from ui.screens import diag
    root = str(tmp_path) + '/'
    assert diag.build_info(root) is None
    (tmp_path / 'firmware.txt').write_text('game 9.9.9\nformat py\n')
    assert diag.build_info(root) == '?, py'          # a firmware.txt from before the commit line
    monkeypatch.setattr(gc, 'mem_free', lambda: 81234, raising=False)
    assert diag.mem_free() == 81234


# -- sound -------------------------------------------------------------------------------

def rent_then_bankrupt(tmp_path, sound):
    """Dog (40 cash) rolls 1+2 onto Hat's Kentucky hotel, cannot pay, goes bankrupt."""
    from ui.game.start import play
    d = start(tmp_path, settings='sound={}\n'.format(sound))
    g = at({21: 'bH'}, '40@18,1500@0', 'ta', dice=(1, 2))
    f = play(d.app, g, b'\x00\x00', tokens=(0, 1), saves=d.app.saves)
    f.speed = 0
    settle(d)
    pick(d, 'I am')
    pick(d, 'Roll dice')
    assert g.pending == C.DEBT, say(d)
    pick(d, 'Go bankrupt')
    pick(d, 'Yes')
    assert g.out[0]
    return d


def test_sounds_for_dice_rent_and_bankruptcy_when_on(tmp_path):
    d = rent_then_bankrupt(tmp_path, 1)
    played = d.app.sound.played
    assert played[0] == 'dice' and 'rent' in played and played[-1] == 'bankrupt', played


def test_no_sound_when_off(tmp_path):
    d = rent_then_bankrupt(tmp_path, 0)
    assert d.app.sound is None      # off: ui.device.sound is not even loaded, nothing can play


def test_sound_is_silent_without_a_speaker_and_survives_a_bad_pin():
    from ui.device.sound import Sound
    s = Sound()
    s.event(C.EV_ROLL)
    assert s.played == []                   # off by default
    s.on = True
    for kind in (C.EV_ROLL, C.EV_MOVE, C.EV_RENT, C.EV_BANKRUPT):
        s.event(kind)
    assert s.played == ['dice', 'rent', 'bankrupt']
    s = Sound(('NO_SUCH_PIN', None))        # the PC's generic board has no such pin
    s.on = True
    s.event(C.EV_RENT)
    assert s.played == ['rent'] and s.speaker is None


# -- brightness and dimming --------------------------------------------------------------

def test_dims_after_idle_and_a_press_restores(tmp_path):
    from ui.device.idle import DIM_AFTER
    d = start(tmp_path, settings='brightness=5\n')
    pick(d, 'Settings')
    assert d.display.brightness == pytest.approx(0.5)
    d.idle(DIM_AFTER // 1000 - 1, 1000)
    assert d.display.brightness == pytest.approx(0.5)
    d.idle(2, 1000)
    assert d.display.brightness == pytest.approx(0.05) and d.app.idle.dimmed
    top = d.top()
    d.press(K.RIGHT)                        # wakes only: the selection does not move
    assert d.display.brightness == pytest.approx(0.5) and not d.app.idle.dimmed
    assert d.top() is top and kind(top) == 'SettingsScreen' and top.sel == 0
    d.press(K.RIGHT)                        # now it changes the brightness
    assert d.display.brightness == pytest.approx(0.6)


def test_no_dimming_where_the_board_cannot(tmp_path):
    d = start(tmp_path, 'm5stack')
    pick(d, 'Settings')
    assert 'Brightness: 8/10 (fixed)' in say(d)
    d.idle(200, 1000)
    assert not d.app.idle.dimmed and d.display.brightness == pytest.approx(1.0)


# -- the title's paths -------------------------------------------------------------------

def test_resume_from_the_title_gives_exactly_the_saved_game(tmp_path):
    want = saved_game(tmp_path)
    d = start(tmp_path)
    assert selected(d).startswith('>Resume: round '), say(d)
    d.press(K.A)
    assert d.app.flow is not None and not d.app.flow.demo
    assert to_bytes(d.game) == want
    assert list(d.app.flow.cpu) == [0, 0]
    settle(d)
    assert say(d).startswith('Pass to ' + d.app.names[d.game.actor]), say(d)
    # The resumed turn says its round, as every other turn does.
    g = d.game
    assert 'Round {}: {} to play'.format(g.round, d.app.names[g.turn]) in d.text(), say(d)
    pick(d, 'I am')
    pick(d, 'Roll dice')
    assert to_bytes(d.game) != want


def test_a_resumed_turn_says_its_round(tmp_path):
    saved_game(tmp_path)
    d = start(tmp_path, 'clue')     # room for the round line above the doubles line
    d.press(K.A)
    settle(d)
    pick(d, 'I am')
    g = d.game
    t = ' '.join(d.text())
    assert 'Round {}: {} to play'.format(g.round, d.app.names[g.turn]) in t, t
    assert t.count('doubles') == 1, t


def test_read_only_drive_says_saving_off_and_plays_on(tmp_path, monkeypatch):
    import ui.drive.saves as S
    import ui.drive.saves_read as SR      # the save code, loaded: the Drive keeps it
    import ui.drive.slots
    saved_game(tmp_path)
    real = builtins.open

    def read_only(path, mode='r', *a, **k):
        if 'w' in mode or 'a' in mode or '+' in mode:
            raise OSError(30, 'Read-only file system')
        return real(path, mode, *a, **k)
    for m in (S, SR, ui.drive.slots):
        monkeypatch.setattr(m, 'open', read_only, raising=False)
    monkeypatch.setattr('ui.game.seats.open', read_only, raising=False)
    before = sorted(p.name for p in tmp_path.iterdir())
    d = start(tmp_path)
    t = ' '.join(d.text())                  # lines wrap at 160 px
    assert 'Saving off: drive is read-only' in t and 'Resume: round ' in t, t
    pick(d, 'Diagnostics')
    t = ' '.join(d.text())
    assert 'Saving: off: drive is read-only' in t and t.count('read-only') == 1, t
    d.press(K.B)
    pick(d, 'Settings')
    assert 'Saving off' in say(d)
    d.press(K.RIGHT, K.B)                   # a change is kept for now, not written
    assert d.display.brightness == pytest.approx(0.9)
    pick(d, 'New game')
    d.press(K.UP, K.A)
    g = d.game
    for _ in range(30):
        settle(d)
        d.press(K.A)
    assert g.round > 1 or g.turn != 0
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_memory_error_shows_a_message_and_keeps_the_last_save(tmp_path):
    from ui_helpers import run_steps
    want = saved_game(tmp_path)
    d = start(tmp_path)
    files = {str(p): p.read_bytes() for p in tmp_path.rglob('*') if p.is_file()}
    d.press(K.A)                            # resume
    settle(d)
    app = d.app

    def boom(b):
        raise MemoryError('memory allocation failed')
    app.top().key = boom
    d.script.push(K.A)
    run_steps(app, 3)
    t = say(d)
    assert t.startswith('Out of memory') and 'save' in t, t
    assert {str(p): p.read_bytes() for p in tmp_path.rglob('*') if p.is_file()} == files
    del app.step
    app.running = True
    d.press(K.A)                            # to the title, which offers the same game
    assert selected(d).startswith('>Resume: round '), say(d)
    d.press(K.A)
    assert to_bytes(d.game) == want


def test_idle_title_starts_the_demo_and_a_key_leaves_it(tmp_path):
    from ui.screens.title import IDLE
    d = start(tmp_path)
    d.idle(IDLE // 1000 - 2, 1000)
    assert kind(d.top()) == 'Title'
    d.idle(4, 1000)
    f = d.app.flow
    assert f is not None and f.demo and sum(f.cpu) == d.game.n
    d.idle(30, 200)                         # CPU seats play by themselves
    assert d.game.round > 1 or d.game.turn != 0 or d.game.pos != bytearray(d.game.n)
    d.press(K.B)
    assert kind(d.top()) == 'Title' and d.app.flow is None


def test_demo_dims_and_the_waking_press_does_not_leave_it(tmp_path):
    from ui.device.idle import DIM_AFTER
    d = start(tmp_path)
    d.idle(DIM_AFTER // 200 + 5, 200)
    assert d.app.flow is not None and d.app.flow.demo and d.app.idle.dimmed
    d.press(K.A)
    assert d.display.brightness == pytest.approx(0.8) and d.app.flow.demo
    d.press(K.A)
    assert kind(d.top()) == 'Title'


@pytest.mark.parametrize('board', ['feather_tft', 'clue'])
def test_turns_without_a_dpad(tmp_path, board):
    d = start(tmp_path, board)
    assert not d.profile.dpad
    d.press(K.A)                            # New game
    assert kind(d.top()) == 'Setup'
    pick(d, 'Start the game')
    g = d.game
    assert g.n == 3 and list(d.app.flow.cpu) == [0, 0, 1]
    turns = 0
    last = g.turn
    for _ in range(60):
        settle(d)
        if g.pending == C.OVER:
            break
        d.press(K.A)
        if g.turn != last:
            turns += 1
            last = g.turn
    assert turns >= 3, say(d)
    from ui.main import Drive
    from ui.drive.saves import SLOTS
    assert Drive(str(tmp_path)).load() is not None and (tmp_path / SLOTS[0]).exists()
    # B hides the roll prompt; B on the board opens the menu (no START on these boards).
    for _ in range(20):
        top = settle(d)
        if kind(top) == 'RollPrompt':
            break
        if top.text()[:1] and top.text()[0].startswith('Auction'):
            pick(d, 'Pass')
        else:
            d.press(K.A)
    assert kind(d.top()) == 'RollPrompt', say(d)
    d.press(K.B)
    d.press(K.B)
    assert kind(d.top()) == 'Menu' and 'Settings' in ' '.join(d.top().rows)
    d.press(K.B)
    settle(d)
    assert kind(d.top()) != 'Menu'


class Keys:
    """keypad's Keys and ShiftRegisterKeys for ui.boards.load() on a PC: no key ever comes."""
    def __init__(self, *a, **kw):
        self.events = self

    def get(self):
        return None


def test_board_profile_keeps_what_it_needs_and_lets_the_board_module_go(monkeypatch):
    """ui.boards.load() on a PyBadge: the profile holds the display, buttons, speaker and
    backlight, and ui.boards.pybadge is unloaded with the package that picked it (memory on
    the board)."""
    import sys
    import types
    from ui import boards as P
    display = types.SimpleNamespace(width=160, height=128)
    monkeypatch.setitem(sys.modules, 'board', types.SimpleNamespace(
        board_id='pybadge', DISPLAY=display, BUTTON_CLOCK=1, BUTTON_OUT=2, BUTTON_LATCH=3))
    monkeypatch.setitem(sys.modules, 'keypad', types.SimpleNamespace(ShiftRegisterKeys=Keys))
    p = P.load()
    assert p.display is display and (p.width, p.height) == (160, 128)
    assert p.backlight is True and p.speaker == ('SPEAKER', 'SPEAKER_ENABLE')
    assert p.keys and p.buttons.get() == 0
    assert 'ui.boards.pybadge' not in sys.modules and 'ui.boards' not in sys.modules
    from ui.device import idle
    assert idle.backlight(types.SimpleNamespace(profile=p)) is True


@pytest.mark.parametrize('board_id, size, free, ring', (
    ('pimoroni_picosystem', 240, 150016, 1),    # its own heap (measured): 1-px pixels
    ('pimoroni_picosystem', 240, 125008, 2),    # the same screen at a PyBadge's heap
    ('pybadge', 160, 100000, 1),                # a 160x128 ring is 3.5 KB either way
    ('clue_nrf52840_express', 240, 200000, 2),  # a CLUE's heap is short: its module says so
))
def test_a_short_heap_draws_a_240_px_ring_in_2_px_pixels(monkeypatch, board_id, size, free,
                                                         ring):
    """ui.boards.load() measures the heap once: on a 240-px screen under
    LEAN free, and on a CLUE always, the ring is drawn in 2-px pixels (2.7 KB of bitmaps
    instead of 9.6); the prompt's area is the middle of that ring."""
    import gc
    import sys
    import types
    from ui import boards as P
    from ui.widgets.prompt import area
    from ui.widgets.ring import Ring
    from editions import classic

    class Board:        # any pin a board module asks for; no joystick (a PyBadge)
        def __getattr__(self, name):
            if name.startswith('JOYSTICK'):
                raise AttributeError(name)
            return 1
    b = Board()
    b.board_id = board_id
    b.DISPLAY = types.SimpleNamespace(width=size, height=size if size == 240 else 128)
    monkeypatch.setitem(sys.modules, 'board', b)
    monkeypatch.setitem(sys.modules, 'keypad', types.SimpleNamespace(ShiftRegisterKeys=Keys,
                                                                     Keys=Keys))
    monkeypatch.setattr(gc, 'mem_free', lambda: free, raising=False)
    p = P.load()
    assert p.ring == ring
    r = Ring(p.width, p.height, classic, p.ring)
    pixels = sum(b.width * b.height for b, _, _ in filter(None, r.sides))
    assert area(types.SimpleNamespace(width=p.width, height=p.height, profile=p)) == \
        r.centre()
    x, y = r.xy(0)      # GO, bottom right: its cell and the cursor's frame on the screen
    w, h = r.box()
    assert x + w <= p.width and y + h <= p.height and w == (r.cw + 1) * ring
    if size == 240:
        assert pixels * ring * ring > 17000 and (pixels < 5000) == (ring == 2), pixels
