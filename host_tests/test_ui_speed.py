# What the board-speed work changed in how screens are made, checked for what a person sees and
# what lands on the drive (the emulated-firmware times themselves: make bench-board, docs/bench.md).
import binascii
import os
import sys

import pytest

from host.driver import Driver
from ui.device import buttons as K


def title(tmp_path, board='pybadge'):
    from ui.main import main
    d = Driver(board, screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    d.app.refresh()
    return d


def to(d, prefix):
    for _ in range(40):
        if d.top().choices[d.top().sel][0].startswith(prefix):
            return
        d.press(K.DOWN)
    raise AssertionError('no row {!r}: {}'.format(prefix, d.text()))


def order_of_frames_and_writes(d):
    """A list that gets 'frame' at each display refresh and 'write' at each settings write."""
    seen = []
    display = d.app.display
    refresh = display.refresh
    display.refresh = lambda *a, **k: (seen.append('frame'), refresh(*a, **k))[1]
    saves = d.app.saves
    write = saves.save_settings
    saves.save_settings = lambda values: (seen.append('write'), write(values))[1]
    return seen


def test_leaving_settings_shows_the_title_then_writes_the_change(tmp_path):
    from ui.screens.title import Title
    d = title(tmp_path)
    to(d, 'Settings')
    d.press(K.A)
    to(d, 'CPU speed')
    d.press(K.RIGHT)                    # a change: written on the way out
    seen = order_of_frames_and_writes(d)
    d.press(K.B)
    assert isinstance(d.top(), Title)
    assert seen == ['frame', 'write'], seen
    # ...and it is on the drive: a board switched off and on reads it.
    d2 = title(tmp_path)
    assert d2.app.settings['cpu_speed'] == d.app.settings['cpu_speed']


def test_the_seats_to_remember_are_written_once_the_board_shows(tmp_path):
    from ui.game.board_screen import PlayScreen
    d = title(tmp_path)
    to(d, 'New game')
    d.press(K.A)
    to(d, 'Players: 3')
    d.press(K.RIGHT)                    # 4 players: seats that differ from the drive's
    to(d, 'Start the game')
    seen = order_of_frames_and_writes(d)
    shown = []
    d.app.saves.save_settings = (lambda w: lambda v: (shown.append(type(d.app.stack[0])),
                                                      w(v))[1])(d.app.saves.save_settings)
    d.press(K.A)
    assert seen[:2] == ['frame', 'write'] and shown == [PlayScreen], (seen, shown)
    d2 = title(tmp_path)
    assert d2.app.settings['seats'][0] == ord('4')     # (kept in bytes: seats_room)


def test_each_setup_writes_its_seats_over_the_bytes_made_at_start_up(tmp_path):
    """The seats the settings remember for the next setup stay in the 19 bytes start-up made
    (ui.drive.settings.seats_room): a new setup writes its code over them, with zeros after a
    shorter one, and the settings file gets the code as text. (A str made for them at each
    game's start lay in the middle of the largest free area for the whole game.)"""
    d = title(tmp_path)
    room = d.app.settings['seats']
    # 3 players at first; the next setup recalls the 4 (Players: 4), two fewer make 2
    for shown, keys, players, code in (('3', (K.RIGHT,), 4, b'4'), ('4', (K.LEFT, K.LEFT), 2, b'2')):
        to(d, 'New game')
        d.press(K.A)
        to(d, 'Players: ' + shown)
        d.press(*keys)
        to(d, 'Start the game')
        d.press(K.A)
        d.app.step(0)       # the settings are written once the board shows
        assert d.app.settings['seats'] is room
        got = bytes(room).rstrip(b'\x00')
        assert got[:1] == code and len(got) == 1 + 3 * players and b'\x00' not in got, room
        assert len(room) == 19 and not any(room[len(got):])
        from ui.main import Drive
        assert Drive(str(tmp_path)).load_settings()['seats'] == got.decode()
        d.app.go_home()


def test_no_memory_for_the_seats_to_remember_leaves_the_game_on(tmp_path):
    """The seats are remembered with the save code loaded beside the new board: on the
    emulated firmware at a 137.9 KB heap (a PyBadge's is 142.5) a 6-seat 240x240 game
    stopped there with the out-of-memory screen, for a write the game can do without
    (ui.app after(spare)).
    The game goes on and the seats stay in the settings in memory for the next write; a
    write that is not spare (leaving Settings) still goes to the out-of-memory rescue."""
    from ui.game.board_screen import PlayScreen
    d = title(tmp_path)
    to(d, 'New game')
    d.press(K.A)
    to(d, 'Players: 3')
    d.press(K.RIGHT)
    to(d, 'Start the game')
    tried = []

    def no_memory(values):
        tried.append(dict(values))
        raise MemoryError('memory allocation failed')
    d.app.saves.save_settings = no_memory
    d.press(K.A)
    assert tried and tried[0]['seats'][0] == ord('4')
    assert isinstance(d.app.stack[0], PlayScreen) and d.app.game is not None
    assert not d.text()[0].startswith('Out of memory'), d.text()
    assert d.app.settings['seats'][0] == ord('4')
    d.app.after(lambda: no_memory({}))     # not spare: its MemoryError goes on
    with pytest.raises(MemoryError):
        d.app.refresh()


def rows(screen):
    return [(r.text, r.color) for r in screen.rows]


def test_a_cursor_step_shows_what_the_whole_body_drawn_again_shows(tmp_path):
    """Two rows are set on a step (Prompt.moved); the rest must already be right: checked
    against a full redraw at every step down and up the setup list (pages turned too), the
    settings and the title."""
    for board in ('pybadge', 'clue'):
        d = title(tmp_path / board, board)
        screens = 0
        for where in ('Settings', 'New game'):
            for key in [K.DOWN] * 40 + [K.UP] * 40:
                s = d.top()
                d.press(key)
                after = rows(s)
                s.refresh()
                assert rows(s) == after, (board, type(s).__name__, s.sel)
            screens += 1
            d.press(K.B)
            to(d, where)
            if where == 'Settings':
                to(d, 'New game')
                d.press(K.A)
        assert screens == 2


def test_a_character_the_font_lacks_is_one_question_mark(tmp_path):
    from ui.widgets import draw
    from ui.widgets.draw import label
    d = title(tmp_path)
    lab = label(d.top().group, 2, 2, 0, 'Caf\u00e9 ok')
    assert [lab._tiles[i] for i in range(lab._tiles.width)] == \
        [ord(c) - 32 for c in 'Caf?'] + [0, ord('o') - 32, ord('k') - 32]
    lab.text = 'Cafe'
    assert lab._tiles[3] == ord('e') - 32 and lab._tiles[5] == 0
    assert draw._codes('\u00e9t\u00e9') == b'?t?'


def test_a_board_line_keeps_the_codes_it_shows_not_the_texts_it_is_given(tmp_path):
    """A board line (draw.codes_line: written again at every turn) keeps none of the texts it
    is given (its screen makes each mid-step: kept, it lay wherever that step's garbage let
    it, till the next) but the codes it shows, in one bytearray made with it and written
    over by every text; its text reads back from them. A label keeps the text it is given (a
    constant, most often: no heap)."""
    from ui.widgets.draw import codes_line, label
    d = title(tmp_path)
    lab = codes_line(d.top().group, 2, 2, 0, 20)
    room, tiles = lab._text, lab._tiles
    assert type(room) is bytearray and lab.text == ''

    def shown():
        return ''.join(chr(32 + tiles[i]) for i in range(tiles.width)).rstrip()
    for n in (15, 1500000, 15000000000000, 7, None):     # to 20 cells
        text = '' if n is None else 'Cash ${}'.format(n)
        lab.text = text
        assert lab.text == text == shown()
        assert lab._text is room and lab._tiles is tiles
        assert not any(isinstance(v, str) for v in vars(lab).values())
    lab.text = 'Caf\u00e9'
    assert lab.text == 'Caf?' == shown()
    lab.text = 'x' * 24             # longer than its grid: a wider one, every tile drawn
    tiles = lab._tiles
    assert tiles.width == 24 and lab.text == 'x' * 24 == shown() and lab._text is room
    lab.text = 'y' * 100            # shown to the screen's edge (160 px: 26 cells from x=2)
    tiles = lab._tiles
    assert lab.text == 'y' * 100 and shown() == 'y' * tiles.width and tiles.width < 30
    text = 'Cash ${}'.format(7)
    plain = label(d.top().group, 2, 20, 0, text, 1, 20)
    assert plain._text is text


def test_the_board_s_lines_keep_no_text(tmp_path):
    """Every line of the board screen's panel is a codes_line: once the game has run a while,
    none of them holds a str."""
    from ui.main import main
    from ui_helpers import settle
    d = Driver('pybadge', screen=False)
    app = main(d.profile, str(tmp_path), seed=5)
    d.app = app
    d.press(K.A)
    d.press(K.UP, K.A)                 # 3 seats, one CPU
    for _ in range(40):
        settle(d)
        d.press(K.A)
    s = app.flow.base()
    labs = [s.head, s.round, s.name, s.info, s.own] + s.cash
    assert any(type(lab._text) is bytearray for lab in labs if lab)
    assert not [lab.text for lab in labs if lab and type(lab._text) is str]


def test_the_saves_crc_is_crc16_ccitt_and_the_slot_sums_add_the_hash():
    from engine.save import checksum, sums
    for data in (b'', b'123456789', bytes(range(256)) * 3, os.urandom(300)):
        assert checksum(data) == binascii.crc_hqx(data, 0xFFFF)
        h = 0
        for b in data:
            h = (h * 31 + b) & 0xFFFF
        assert sums((data[:7], data[7:])) == (checksum(data), h)
    assert checksum(b'123456789') == 0x29B1     # CRC-16/CCITT-FALSE's check value


def test_new_games_code_loads_once_the_title_has_shown_and_goes_with_it(tmp_path):
    from engine import forget
    forget('ui.screens.setup')
    d = title(tmp_path)
    t = d.top()
    d.idle(1, 50)
    assert 'ui.screens.setup' not in sys.modules       # not before the title has shown a while
    d.idle(2, 100)
    assert 'ui.screens.setup' in sys.modules and 'ui.screens.setup' in t.owns
    to(d, 'New game')
    d.press(K.A)
    to(d, 'Start the game')
    d.press(K.A)
    assert 'ui.screens.setup' not in sys.modules        # the game does not keep it


def test_an_edition_is_checked_when_it_first_loads_only(monkeypatch):
    import builtins
    import editions
    editions.load('smurfs')
    names = []
    real = builtins.__import__
    monkeypatch.setattr(builtins, '__import__',
                        lambda name, *a, **k: (names.append(name), real(name, *a, **k))[1])
    assert editions.load('smurfs').NAME
    assert 'editions._fields' not in names, names


def test_the_title_loads_neither_the_board_module_nor_the_word_wrapping(tmp_path):
    """engine.board (22 ms on the emulated RP2040) and ui.text.words (13 ms) are not loaded before
    the title's first frame: the little board reads its own copy of the streets'
    groups, which must be engine.board's, and the title's rows fit without wrapping."""
    from engine import board as bd
    from ui.screens import title as T
    from engine import forget
    assert T._CELLS == bytes(48 + (2 + bd.GROUP[sq] if bd.KIND[sq] == bd.STREET else 0)
                             for sq in range(40))
    for name in ('engine.board', 'ui.text.words'):
        forget(name)
    d = title(tmp_path)
    assert 'engine.board' not in sys.modules and 'ui.text.words' not in sys.modules
    to(d, 'New game')
    d.press(K.A)
    to(d, 'Start the game')
    d.press(K.A)
    assert d.app.game is not None and d.app.flow is not None     # the game loads its own
