# Setup: each CPU seat's level and personality reach the game's CPU players and survive a
# save and a resume; a seat keeps its token when it changes between person and CPU.
from engine import cpu_tables as CPU
from host.driver import Driver
from ui.device import buttons as K


def selected(d):
    return [t for t in d.text() if t.startswith('>')][0][1:].rstrip(' ^v').lstrip()


def to(d, prefix):
    for _ in range(40):
        if selected(d).startswith(prefix):
            return
        d.press(K.DOWN)
    raise AssertionError('no row {!r}: {}'.format(prefix, d.text()))


def new_game(tmp_path):
    from ui.main import main
    from ui.screens.setup import Setup
    d = Driver('pybadge', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    to(d, 'New game')
    d.press(K.A)
    assert isinstance(d.top(), Setup)
    return d


def test_a_seat_keeps_its_token_between_person_and_cpu(tmp_path):
    d = new_game(tmp_path)
    s = d.top()
    to(d, '2 Top Hat: Person')
    d.press(K.RIGHT)
    assert selected(d) == '2 Top Hat: CPU Easy' and s.toks[1] == 1 and s.cpu[1] == 1
    d.press(K.RIGHT, K.RIGHT, K.RIGHT)
    assert selected(d) == '2 Top Hat: Person' and s.toks[1] == 1 and s.cpu[1] == 0
    # The token changes only on its own row, to one no other seat has.
    d.press(K.DOWN)
    assert selected(d) == 'Change token'
    d.press(K.A)
    assert s.toks[1] not in (s.toks[0], s.toks[2], 1)


def test_cpu_level_and_personality_reach_the_game_and_survive_a_resume(tmp_path):
    d = new_game(tmp_path)
    to(d, '3 Race Car: CPU Normal')
    d.press(K.RIGHT)                        # Hard
    assert selected(d) == '3 Race Car: CPU Hard'
    d.press(K.DOWN)
    assert selected(d) == 'Style: Plain'
    d.press(K.LEFT)                         # Trader (wrapping back)
    assert selected(d) == 'Style: Trader'
    to(d, 'Start the game')
    d.press(K.A)
    app = d.app
    want = CPU.params(CPU.HARD, CPU.TRADER)
    assert app.levels[2] == (2, 3) and app.flow.bots[2].params == want
    assert app.flow.bots[0] is None and app.levels[0] == (1, 0)
    app.saves.autosave(app.flow)
    from ui.drive.saves import SLOTS
    assert b' lv=eel' in (tmp_path / SLOTS[0]).read_bytes()     # Normal x2, Hard Trader
    # A new start from the title: resume brings the same players back.
    from ui.main import main
    d2 = Driver('pybadge', screen=False)
    d2.app = main(d2.profile, str(tmp_path), seed=5)
    assert selected(d2).startswith('Resume: round ')
    assert 'Saved: Dog, Hat, Car (CPU)' in ' '.join(d2.text())
    d2.press(K.A)
    assert d2.app.levels[2] == (2, 3) and d2.app.flow.bots[2].params == want


def cut_smurfs(tmp_path, monkeypatch, keep):
    """The Smurfs edition's file cut short (an interrupted copy: its first keep(length)
    characters), found before the real one for the rest of the test; the editions package."""
    import sys
    import editions
    src = open(editions.__file__.replace('__init__.py', 'smurfs.py')).read()
    folder = tmp_path / 'cut'
    folder.mkdir()
    (folder / 'smurfs.py').write_text(src[:keep(len(src))])
    monkeypatch.setattr(editions, '__path__', [str(folder)] + list(editions.__path__))
    monkeypatch.delitem(sys.modules, 'editions.smurfs', raising=False)
    monkeypatch.delattr(editions, 'smurfs', raising=False)
    return editions


def test_a_damaged_edition_file_gives_classic_in_setup_and_says_so(tmp_path, monkeypatch):
    """Setup's Edition row moved onto an edition file cut short (an interrupted copy) used
    to raise ValueError and stop the game: Classic is used, the screen says why, the next
    step goes on past it, and the game starts in Classic."""
    editions = cut_smurfs(tmp_path, monkeypatch, lambda n: n // 2)
    drive = tmp_path / 'drive'
    drive.mkdir()
    d = new_game(drive)
    s = d.top()
    assert selected(d).startswith('Edition: Classic')
    d.press(K.RIGHT)                        # onto the damaged Smurfs file
    assert selected(d) == 'Edition: Classic', d.text()
    assert 'Edition smurfs is broken: Classic used' in ' '.join(d.text())
    d.press(K.RIGHT)                        # and on past it
    assert editions.IDS[s.ed_i] == 'family_guy' and selected(d) == 'Edition: ' + s.ed.NAME
    assert 'broken' not in ' '.join(d.text())
    d.press(K.LEFT)
    assert selected(d) == 'Edition: Classic' and s.ed_i == 0
    to(d, 'Start the game')
    d.press(K.A)
    assert d.app.edition_id == 'classic' and d.app.game is not None


def test_a_damaged_edition_in_setup_on_one_button(tmp_path, monkeypatch):
    """The same without a d-pad (A changes the row): RIGHT and A alone pass the damaged file."""
    from ui.main import main
    editions = cut_smurfs(tmp_path, monkeypatch, lambda n: 1000)
    d = Driver('feather_tft', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    for _ in range(10):
        if selected(d).startswith('New game'):
            break
        d.press(K.RIGHT)
    d.press(K.A)
    s = d.top()
    d.press(K.A)
    assert 'is broken: Classic used' in ' '.join(d.text()) and s.ed_i == 0
    d.press(K.A)
    assert editions.IDS[s.ed_i] == 'family_guy'


def test_a_damaged_edition_in_settings_is_said_and_passed(tmp_path, monkeypatch):
    """Settings' Edition row on a file cut short: Classic, said on the screen, and the next
    step goes on past it (it used to go back to Classic's place: one button looped)."""
    from ui.screens.settings_screen import SettingsScreen
    cut_smurfs(tmp_path, monkeypatch, lambda n: n // 3)
    d = Driver('pybadge', screen=False)
    s = SettingsScreen(d.app)
    d.app.push(s)
    to(d, 'Edition: Classic')
    d.press(K.RIGHT)
    assert selected(d) == 'Edition: Classic'
    assert 'Edition smurfs is broken: Classic used' in ' '.join(d.text())
    d.press(K.RIGHT)
    assert s.v['edition'] == 'family_guy'


def seats(s):
    return (s.n, list(s.cpu[:s.n]), [s.level[p] for p in range(s.n) if s.cpu[p]],
            list(s.style[:s.n]), list(s.toks[:s.n]))


def test_setup_remembers_seats_levels_styles_and_tokens_for_the_next_game(tmp_path):
    d = new_game(tmp_path)
    s = d.top()
    to(d, 'Players: 3')
    d.press(K.RIGHT)                        # 4 players
    to(d, '2 Top Hat: Person')
    d.press(K.RIGHT, K.RIGHT, K.RIGHT)      # CPU Hard
    d.press(K.DOWN, K.RIGHT)                # style: Cautious
    d.press(K.DOWN, K.A)                    # another token
    to(d, '1 ')
    d.press(K.RIGHT)                        # the first seat: CPU Easy
    want = (4, [1, 1, 1, 1], [0, 2, 1, 1], [0, 1, 0, 0], list(s.toks[:4]))
    assert seats(s) == want and s.toks[1] != 1
    to(d, 'Start the game')
    d.press(K.A)
    assert d.app.levels == [(0, 0), (2, 1), (1, 0), (1, 0)]
    # A new game from the title: the same seats.
    d.app.go_home()
    to(d, 'New game')
    d.press(K.A)
    assert seats(d.top()) == want, d.text()
    # And after the board is switched off and on: the settings on the drive keep them.
    d2 = new_game(tmp_path)
    assert seats(d2.top()) == want, d2.text()
    assert any(c[0].endswith(': CPU Hard') for c in d2.top().choices), d2.top().choices


def test_a_damaged_seats_setting_gives_the_usual_seats(tmp_path):
    from ui.screens.setup import Setup
    for code in ('', '9', '2000000', '2000', '3000011x32', '2000010', '2900011', '7' + '0' * 21):
        d = Driver('pybadge', screen=False)
        d.app.settings = {'seats': code}
        s = Setup(d.app)
        assert s.n == 3 and list(s.cpu) == [0, 0, 1, 1, 1, 1] and s.toks == [0, 1, 2, 3, 4, 5]


def held_editions():
    """The edition modules imported (a name starting with '_' is the package's own code)."""
    import sys
    return sorted(n[9:] for n in sys.modules if n.startswith('editions.') and n[9] != '_')


def test_browsing_editions_holds_two_at_most_and_a_game_only_its_own(tmp_path):
    """Each edition browsed used to stay imported for the whole session (3-4 KB of a
    board's heap each): browsing every one in Setup ran a PyBadge-sized heap out of memory
    mid-game. Setup and Settings hold the edition in use and the one shown; a game, its own,
    as a copy in its module's place without what only Setup reads (ui.game.start.hold)."""
    import sys
    from ui.screens.settings_screen import SettingsScreen
    d = new_game(tmp_path)
    s = d.top()
    to(d, 'Edition: Classic')
    for _ in range(5):                          # every edition, and round to Classic again
        d.press(K.RIGHT)
        assert len(held_editions()) <= 2 and s.ed.__name__[9:] in held_editions()
    d.press(K.LEFT)                             # Tournament: the game's edition
    assert s.ed.__name__ == 'editions.tournament', d.text()
    to(d, 'Start the game')
    d.press(K.A)
    assert held_editions() == ['tournament'] and d.app.edition.__name__ == 'editions.tournament'
    assert sys.modules['editions.tournament'] is d.app.edition
    # The catalog that chose it (editions/_catalog.py) is not resident while the game is on.
    assert 'editions._catalog' not in sys.modules
    assert not hasattr(d.app.edition, 'PRESETS')
    # In the game: Settings' Edition row (the default for the next game) browsed all round.
    set_ = SettingsScreen(d.app)
    d.app.push(set_)
    to(d, 'Edition: ')
    for _ in range(5):
        d.press(K.RIGHT)
        assert len(held_editions()) <= 2 and 'tournament' in held_editions()
    to(d, 'Done')
    d.press(K.A)
    assert held_editions() == ['tournament'] and d.app.game is not None
    assert sys.modules['editions.tournament'] is d.app.edition
    assert set_.v['edition'] == 'classic' and d.app.settings['edition'] == 'classic'
    # Settings loaded the catalog for its row: its module, let go with the screen (ui.app).
    assert 'editions._catalog' not in sys.modules


def test_a_games_start_does_without_the_catalog(tmp_path):
    """Setup lets the editions' catalog go as it closes; the game's start (its edition held,
    the others let go: ui.game.start.hold, editions.forget) does not import it again: that
    import was 20 ms and a collection of the heap on an RP2040."""
    import sys
    imported = []

    class Spy:      # asked only for a module not in sys.modules: one about to be imported
        def find_spec(self, name, path=None, target=None):
            imported.append(name)

    d = new_game(tmp_path)
    to(d, 'Edition: Classic')
    d.press(K.RIGHT)                            # an edition browsed, for the start to let go
    to(d, 'Start the game')
    sys.meta_path.insert(0, Spy())
    try:
        d.press(K.A)
    finally:
        del sys.meta_path[0]
    assert d.app.game is not None and 'ui.game.start' in imported, imported
    assert 'editions._catalog' not in imported and held_editions() == ['smurfs']


def test_settings_in_a_game_of_the_default_edition_loads_no_second_copy(tmp_path):
    """Settings names the default edition; when the game is of that edition, the game's own
    copy names it: opened from a game's menu, loading the edition's module again for its name
    ran a CLUE's heap out of memory (make mash-board HEAP=clue)."""
    import sys
    from ui.screens.settings_screen import SettingsScreen
    d = new_game(tmp_path)
    to(d, 'Start the game')
    d.press(K.A)
    game_copy = d.app.edition
    assert type(game_copy).__name__ == 'Held' and d.app.edition_id == 'classic'
    d.app.push(SettingsScreen(d.app))
    assert any(t.endswith('Edition: Classic') for t in d.text()), d.text()
    assert sys.modules['editions.classic'] is game_copy     # not the module, loaded again
    to(d, 'Done')
    d.press(K.A)
    assert d.app.edition is game_copy and d.app.game is not None


def test_a_value_key_on_start_the_game_does_not_start_it(tmp_path):
    # Left and Right change the row's value; Start the game has none: a press one row too far
    # changes nothing, and only A starts the game.
    d = new_game(tmp_path)
    to(d, 'Start the game')
    for b in (K.RIGHT, K.LEFT, K.RIGHT):
        d.press(b)
        assert d.app.game is None and selected(d).startswith('Start the game'), d.text()
    d.press(K.A)
    assert d.app.game is not None


def test_a_new_game_is_made_once_the_screens_before_it_are_gone(tmp_path, monkeypatch):
    """Setup hands ui.game.start.play the new game's seats, seed and rules, not a Game: made by
    Setup, the game's engine modules loaded above Setup's objects and, those gone, split the
    largest free area for the whole game (a heap map at a CLUE's heap). Made by play, after
    its collection, they load into the heap that collection emptied."""
    from engine import game as G
    d = new_game(tmp_path)
    app = d.app
    made = []
    real = G.Game.__init__

    def init(self, *a, **k):
        made.append((len(app.stack), app.flow))
        real(self, *a, **k)
    monkeypatch.setattr(G.Game, '__init__', init)
    to(d, 'Start the game')
    d.press(K.A)
    assert made == [(0, None)] and app.game is not None and type(app.game) is G.Game
    assert app.game.n == 3 and app.flow.bots[0] is None     # the seats as Setup showed them
