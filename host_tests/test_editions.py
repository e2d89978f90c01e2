"""Editions: the validator on every shipped edition and on broken copies; loading on CPython,
under the MicroPython unix port, and compiling with mpy-cross."""
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import check_edition  # noqa: E402
import editions  # noqa: E402
from engine import rules  # noqa: E402

BIN = os.path.join(ROOT, '.venv', 'bin')
TOOL = os.path.join(ROOT, 'tools', 'check_edition.py')


def path_of(edition_id):
    return os.path.join(ROOT, 'editions', edition_id + '.py')


def line_of(text, needle):
    """1-based line of the first line containing needle."""
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError('not found: ' + needle)


def broken(tmp_path, old, new, base='classic', count=1):
    text = open(path_of(base)).read()
    assert old in text, old
    text = text.replace(old, new, count)
    p = tmp_path / 'mine.py'
    p.write_text(text)
    return str(p), text


def problems(path):
    return check_edition.check(path)


# -- shipped editions ---------------------------------------------------------------------

@pytest.mark.parametrize('edition_id', editions.IDS)
def test_shipped_edition_passes(edition_id):
    assert problems(path_of(edition_id)) == []


def test_command_line_passes_all_ids():
    r = subprocess.run([sys.executable, TOOL] + list(editions.IDS), capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.count(': OK') == len(editions.IDS)


def test_every_shipped_file_is_listed():
    # (a name starting with '_' is never an edition: editions/_fields.py is load()'s check)
    files = sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, 'editions'))
                   if f.endswith('.py') and not f.startswith('_'))
    assert files == sorted(editions.IDS)


@pytest.mark.parametrize('edition_id', editions.IDS)
def test_load_shapes(edition_id):
    e = editions.load(edition_id)
    assert e.__name__ == 'editions.' + edition_id
    assert e.SQUARES.count('|') == 80 and len(e.TOKENS) == 6
    assert e.CHANCE.count('|') == 16 and e.CHEST.count('|') == 16
    assert editions.square_name(e, 0) == 'GO' and editions.square_name(e, 0, True) == 'GO'
    r = editions.rules_for(e)
    assert len(r) == rules.COUNT
    for n in range(len(e.PRESETS)):
        assert len(editions.rules_for(e, n + 1)) == rules.COUNT


def test_accessors():
    e = editions.load('classic')
    name = editions.square_name
    assert (name(e, 1), name(e, 1, True)) == ('Mediterranean Avenue', 'Medit Ave')
    assert (name(e, 10), name(e, 10, True)) == ('Jail / Just Visiting', 'Jail')
    assert (name(e, 39), name(e, 39, True)) == ('Boardwalk', 'Boardwalk')
    assert editions.card_text(e, 0, 0) == 'Advance to Boardwalk.'
    assert editions.card_text(e, 0, 15) == 'Your building loan matures: collect $150.'
    assert editions.card_text(e, 1, 2) == "Doctor's fee: pay $50."
    assert editions.card_text(e, 1, 15) == 'You inherit $100.'
    for i in editions.IDS:                  # every text is one item: nothing left over
        e = editions.load(i)
        assert ''.join(name(e, sq) + '|' + name(e, sq, True) + '|'
                       for sq in range(40)) == e.SQUARES
        for deck, text in enumerate((e.CHANCE, e.CHEST)):
            assert ''.join(editions.card_text(e, deck, c) + '|' for c in range(16)) == text


def test_book_names():
    smurfs, fg, nin, tour = (editions.load(i) for i in
                             ('smurfs', 'family_guy', 'nintendo', 'tournament'))
    name = editions.square_name
    rails = (5, 15, 25, 35)
    assert [name(smurfs, s) for s in rails] == ['Snail', 'Train', 'Boat', 'Plane']
    assert [name(fg, s) for s in rails] == [
        "Peter's Fishing Boat", 'Hinden-Peter', 'Peter-Copter', 'Pope Mobile']
    assert [name(nin, s) for s in rails] == ['Mario Kart', 'Gunship', 'Pikmin Onion', 'Epona']
    assert (name(smurfs, 12), name(smurfs, 28)) == ('Windmill', 'Dam')
    assert (name(nin, 12), name(nin, 28)) == ('Piranha Plant', 'Pipe')
    assert (name(smurfs, 4), name(smurfs, 38)) == ('Gargamel', 'Azrael')
    assert name(tour, 4) == 'Tuition Fees'
    assert smurfs.HOUSE == ('Crop', 'Crops') and smurfs.HOTEL == ('Harvest', 'Harvests')
    assert fg.HOTEL == ('Mansion', 'Mansions') and nin.HOUSE == ('Power-Up', 'Power-Ups')
    assert smurfs.CURRENCY[1] == 'Smurfberries'


def test_tournament_defaults():
    r = editions.rules_for(editions.load('tournament'))
    want = {'variant': rules.TOURNAMENT, 'double_rent': 1, 'jail_rule': rules.TOURNAMENT,
            'end_rule': rules.END_LIMIT, 'hotel_breakup': 1, 'shortage_start': 1,
            'trade_turn': 1, 'mortgage_need': 1, 'referee': 1, 'income_tax': 200,
            'luxury_tax': 100}
    for name, value in want.items():
        assert r[rules.index(name)] == value, name
    assert r[rules.ROUND_LIMIT] > 0


@pytest.mark.parametrize('edition_id', ('smurfs', 'family_guy', 'nintendo'))
def test_collectors_default_classic_with_short_game_preset(edition_id):
    e = editions.load(edition_id)
    assert list(editions.rules_for(e)) == list(rules.classic())
    names = [p[0] for p in e.PRESETS]
    short = editions.rules_for(e, names.index('Short Game') + 1)
    assert short[rules.VARIANT] == rules.SHORT and short[rules.JAIL_RULE] == rules.SHORT
    assert short[rules.HOTEL_HOUSES] == 3 and short[rules.DEAL_DEEDS] == 3
    assert short[rules.END_RULE] == rules.END_FIRST_BANKRUPTCY


def test_option_words():
    assert editions.option_value('end_rule', 'limit') == rules.END_LIMIT
    assert editions.option_value('variant', 'short') == rules.SHORT
    assert editions.option_value('referee', 1) == 1
    with pytest.raises(ValueError):
        editions.option_value('variant', 'speedy')
    with pytest.raises(ValueError):
        editions.option_value('referee', 'yes')


# -- broken copies --------------------------------------------------------------------------

def test_39_squares(tmp_path):
    path, text = broken(tmp_path, "    'Boardwalk|Boardwalk|'\n", '')
    got = problems(path)
    assert (line_of(text, 'SQUARES = ('), 'SQUARES has 39 entries; it needs exactly 40') in got


def test_too_long_names(tmp_path):
    path, text = broken(tmp_path, "'Baltic Avenue|Baltic Ave|'",
                        "'Baltic Avenue by the Seaside Pier|Baltic Avenue|'")
    got = problems(path)
    line = line_of(text, 'Seaside')
    assert len(got) == 2
    assert all(g[0] == line for g in got)
    assert 'is 33 characters; the limit is 24' in got[0][1]
    assert 'short form' in got[1][1] and 'the limit is 10' in got[1][1]


def test_empty_short_form_and_non_ascii(tmp_path):
    path, text = broken(tmp_path, "'Vermont Avenue|Vermont|'", "'Vermont Av\u00e9nue||'")
    got = problems(path)
    line = line_of(text, 'Vermont')
    assert [g[0] for g in got] == [line, line]
    msgs = ' | '.join(g[1] for g in got)
    assert 'screen font lacks' in msgs and 'short form is empty' in msgs


def test_bad_colours(tmp_path):
    path, text = broken(tmp_path, 'BACKGROUND = 0xE4F2E4', 'BACKGROUND = 0x1000000')
    got = problems(path)
    assert got == [(line_of(text, 'BACKGROUND ='),
                    'BACKGROUND must be a 24-bit colour 0xRRGGBB, got 16777216')]
    path, text = broken(tmp_path, '0x9000C0', "'purple'")
    got = problems(path)
    assert got == [(line_of(text, "'purple'"),
                    "PLAYER_COLOURS[3] must be a 24-bit colour 0xRRGGBB, got 'purple'")]


def test_unreadable_text_colour(tmp_path):
    path, text = broken(tmp_path, 'TEXT = 0x000000', 'TEXT = 0xD0E0D0')
    (line, msg), = problems(path)
    assert line == line_of(text, 'TEXT = ') and 'contrast' in msg


def test_unknown_option_and_bad_values(tmp_path):
    path, text = broken(tmp_path, "OPTIONS = (('variant', 'classic'),",
                        "OPTIONS = (('varaint', 'classic'), ('end_rule', 'sudden'),\n"
                        "           ('referee', 2), ('auctions', True),")
    got = problems(path)
    start = line_of(text, 'OPTIONS = (')
    assert [g[0] for g in got] == [start, start, start + 1, start + 1]
    msgs = [g[1] for g in got]
    assert "unknown option 'varaint'" in msgs[0]
    assert "end_rule does not take 'sudden'" in msgs[1] and 'limit' in msgs[1]
    assert 'referee = 2 is out of range 0..1' in msgs[2]
    assert 'auctions must be a whole number' in msgs[3]


def test_tax_amounts(tmp_path):
    path, text = broken(tmp_path, "('income_tax', 200), ('luxury_tax', 100)",
                        "('income_tax', 0)")
    got = problems(path)
    line = line_of(text, 'OPTIONS = (')
    assert (line, 'OPTIONS: income_tax = 0 is out of range 1..1000') in got
    assert (line, 'OPTIONS must set luxury_tax (the tax amount)') in got


def test_bad_preset_option(tmp_path):
    path, text = broken(tmp_path, "('deal_deeds', 3)", "('deal_deeds', 9)")
    (line, msg), = problems(path)
    assert line == line_of(text, "('deal_deeds', 9)")
    assert msg == 'PRESETS[0]: deal_deeds = 9 is out of range 0..4'


def test_duplicate_tokens(tmp_path):
    path, text = broken(tmp_path, "('Boot', 'Boot')", "('Top Hat', 'hat')")
    got = problems(path)
    line = line_of(text, "('Top Hat', 'hat')")
    assert got == [
        (line, "duplicate token name 'Top Hat' (also on line %d)" % line_of(text, 'TOKENS =')),
        (line, "duplicate token short form 'hat' (also on line %d)"
         % line_of(text, 'TOKENS =')),
    ]


def test_five_tokens(tmp_path):
    path, text = broken(tmp_path, ", ('Boot', 'Boot'))", ')')
    assert problems(path) == [(line_of(text, 'TOKENS ='),
                               'TOKENS has 5 entries; it needs exactly 6')]


def test_duplicate_property_names(tmp_path):
    path, text = broken(tmp_path, "'Oriental Avenue|Oriental|'", "'Baltic Avenue|Oriental|'")
    (line, msg), = problems(path)
    assert line == line_of(text, "'Baltic Avenue|Oriental|'")
    assert "duplicate square name 'Baltic Avenue'" in msg


def test_missing_unknown_and_code_fields(tmp_path):
    path, text = broken(tmp_path, "HOTEL = ('hotel', 'hotels')\n",
                        "HOTELS = ('hotel', 'hotels')\nimport os\nHOUSE = ('house',) * 2 + x\n")
    got = problems(path)
    msgs = [m for _, m in got]
    assert got[0] == (line_of(text, 'HOTELS ='), got[0][1])
    assert msgs[0].startswith('unknown field HOTELS')
    assert (line_of(text, 'import os'), 'only NAME = value lines belong in an edition file') \
        in got
    assert any('HOUSE is set twice' in m for m in msgs)
    assert any('HOUSE must be plain data' in m for m in msgs)
    assert (len(text.splitlines()), 'missing field HOTEL') in got


def test_cards_and_money(tmp_path):
    path, text = broken(tmp_path, "    'You inherit $100.|'\n", '')
    assert problems(path) == [(line_of(text, 'CHEST = ('),
                               'CHEST has 15 cards; it needs exactly 16 (the classic card ids)')]
    path, text = broken(tmp_path, "MONEY = '${}'", "MONEY = '$'")
    (line, msg), = problems(path)
    assert line == line_of(text, 'MONEY =') and 'one {}' in msg


def test_separator_mistakes(tmp_path):
    path, text = broken(tmp_path, "'Baltic Avenue|Baltic Ave|'", "'Baltic Avenue|Baltic Ave'")
    assert problems(path) == [(line_of(text, "'Baltic Avenue|Baltic Ave'"),
                               "SQUARES[3] 'Baltic Avenue|Baltic Ave' must end with |: "
                               "write 'long name|short name|'")]
    path, text = broken(tmp_path, "'Baltic Avenue|Baltic Ave|'", "'Baltic|Avenue|Baltic Ave|'")
    (line, msg), = problems(path)
    assert line == line_of(text, "'Baltic|Avenue|") and 'SQUARES[3]' in msg
    assert 'has 3 names' in msg and 'no name may contain one' in msg
    path, text = broken(tmp_path, "'Pay school fees of $50.|'", "'Pay school | fees of $50.|'")
    (line, msg), = problems(path)
    assert line == line_of(text, 'Pay school |') and msg.startswith('CHEST[11]')
    assert 'has 2 texts' in msg and 'no text may contain one' in msg


def test_comma_between_lines(tmp_path):
    path, text = broken(tmp_path, "'Mediterranean Avenue|Medit Ave|'",
                        "'Mediterranean Avenue|Medit Ave|',")
    assert problems(path) == [(line_of(text, 'Medit Ave|'), 'SQUARES: remove the comma at the end '
                               'of this line (the lines make one string)')]


def test_old_tuple_format(tmp_path):
    text = open(path_of('classic')).read()
    start = text.index('SQUARES = (')
    end = text.index(')\n', start) + 2
    pairs = ''.join('    (%r, %r),\n' % (editions.square_name(editions.load('classic'), sq),
                                         editions.square_name(editions.load('classic'), sq,
                                                              True)) for sq in range(40))
    text = text[:start] + 'SQUARES = (\n' + pairs + ')\n' + text[end:]
    p = tmp_path / 'mine.py'
    p.write_text(text)
    (line, msg), = problems(str(p))
    assert line == line_of(text, 'SQUARES = (')
    assert msg.startswith("SQUARES must be one string, written one square a line as "
                          "'long name|short name|'")


def test_syntax_error(tmp_path):
    path, text = broken(tmp_path, "'Boardwalk|Boardwalk|'", "'Boardwalk|Boardwalk|")
    (line, msg), = problems(path)
    assert msg.startswith('syntax error')


def test_command_line_reports_lines_and_fails(tmp_path):
    path, text = broken(tmp_path, "'Baltic Avenue|Baltic Ave|'",
                        "'Baltic Avenue|Baltic Avenue East|'")
    r = subprocess.run([sys.executable, TOOL, path], capture_output=True, text=True)
    assert r.returncode == 1
    line = line_of(text, 'Baltic Avenue East')
    assert re.search(r'mine\.py:%d: SQUARES\[3\] short form .* the limit is 10' % line, r.stdout)
    r = subprocess.run([sys.executable, TOOL, 'no_such_edition'], capture_output=True,
                       text=True)
    assert r.returncode == 1 and 'no such edition file' in r.stdout


# -- on the MicroPython unix port and through mpy-cross -----------------------------------

def tool(name):
    exe = os.path.join(BIN, name)
    if not os.access(exe, os.X_OK):
        pytest.skip(name + ' not installed: run `make test` to create .venv')
    return exe


@pytest.mark.parametrize('edition_id', editions.IDS)
def test_loads_under_micropython(edition_id):
    code = ("import gc, editions\n"
            "e = editions.load('%s')\n"
            "for n in range(len(e.PRESETS) + 1):\n"
            "    r = editions.rules_for(e, n)\n"
            "gc.collect()\n"
            "print(e.NAME, len(e.TOKENS))\n"
            "for sq in range(40):\n"
            "    print(editions.square_name(e, sq), editions.square_name(e, sq, True), sep='/')\n"
            "for deck in (0, 1):\n"
            "    for c in range(16):\n"
            "        print(editions.card_text(e, deck, c))\n"
            % edition_id)
    r = subprocess.run([tool('micropython'), '-X', 'heapsize=64k', '-c', code], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    e = editions.load(edition_id)
    want = ['%s %d' % (e.NAME, len(e.TOKENS))]
    want += [editions.square_name(e, sq) + '/' + editions.square_name(e, sq, True)
             for sq in range(40)]
    want += [editions.card_text(e, deck, c) for deck in (0, 1) for c in range(16)]
    assert r.stdout.splitlines() == want


@pytest.mark.parametrize('edition_id', editions.IDS + ('__init__',))
def test_compiles_with_mpy_cross(edition_id, tmp_path):
    out = tmp_path / (edition_id + '.mpy')
    r = subprocess.run([tool('mpy-cross'), '-o', str(out), path_of(edition_id)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    assert out.stat().st_size > 0


@pytest.mark.parametrize('edition_id', editions.IDS)
def test_card_texts_match_engine_effects(edition_id):
    """Each card text states the amount or destination of the engine's card with that id."""
    cards = pytest.importorskip('engine.cards')
    kinds = {k: getattr(cards, k, None) for k in ('_TO', '_GET', '_PAY', '_PAY_EACH',
                                                   '_GET_EACH', '_REPAIRS')}
    if None in kinds.values():
        pytest.skip('engine.cards has changed its effect codes')
    e = editions.load(edition_id)
    for deck in (0, 1):
        for card in range(16):
            effect, arg = cards.EFFECTS[deck][2 * card], cards.EFFECTS[deck][2 * card + 1]
            text = editions.card_text(e, deck, card)
            if effect == kinds['_TO']:
                assert editions.square_name(e, arg) in text, (deck, card, text)
            elif effect in (kinds['_GET'], kinds['_PAY'], kinds['_PAY_EACH'],
                            kinds['_GET_EACH']):
                assert e.MONEY.format(arg) in text, (deck, card, text)
            elif effect == kinds['_REPAIRS']:
                house, hotel = cards.REPAIR_COST[arg]
                assert e.MONEY.format(house) in text and e.MONEY.format(hotel) in text


@pytest.mark.parametrize('edition_id', editions.IDS)
def test_a_game_reads_the_cards_of_an_mpy_edition_from_its_file(edition_id, tmp_path):
    """ui.game.start.hold (a game's hold on its edition): built as on a board (.mpy), the card
    texts and the squares' names leave the heap and card_text and square_name read each from
    the file (editions/_held.py, loaded with the hold and kept as the game's start lets the
    other editions go), word for word; what only Setup reads goes too, and a load() of the id
    imports the edition whole again. On the MicroPython unix port, which loads .mpy files as
    the board does."""
    import shutil
    for d in ('editions', 'engine', 'ui', 'ui/game'):
        (tmp_path / d).mkdir()
    for f in ('editions/__init__.py', 'editions/_catalog.py', 'editions/_fields.py',
              'editions/_held.py', 'engine/__init__.py', 'ui/__init__.py', 'ui/game/start.py'):
        shutil.copy(os.path.join(ROOT, f), tmp_path / f)
    r = subprocess.run([tool('mpy-cross'), '-o', str(tmp_path / 'editions' / (edition_id + '.mpy')),
                        path_of(edition_id)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    code = ("import editions\n"
            "from ui.game.start import hold\n"
            "e = hold(editions.load('%s'))\n"
            "editions.forget(e)\n"     # as ui.game.start.play does next
            "import sys\n"     # the reader comes with the hold, not at the first draw
            "print(hasattr(e, 'CHANCE'), hasattr(e, 'CHEST'), hasattr(e, 'PRESETS'),\n"
            "      hasattr(e, 'SQUARES'), 'editions._held' in sys.modules)\n"
            "for deck in (1, 0, 1):\n"     # a deck found again is read at its offset
            "    for c in range(16):\n"
            "        print(editions.card_text(e, deck, c))\n"
            "for sq in tuple(range(40)) + (0,):\n"
            "    print(editions.square_name(e, sq), editions.square_name(e, sq, True))\n"
            "w = editions.load('%s')\n"
            "print(w is e, len(w.PRESETS), editions.card_text(w, 0, 0) == editions.card_text(e, 0, 0))\n"
            % (edition_id, edition_id))
    r = subprocess.run([tool('micropython'), '-X', 'heapsize=64k', '-c', code],
                       cwd=str(tmp_path), capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    e = editions.load(edition_id)
    texts = [editions.card_text(e, deck, c) for deck in (1, 0, 1) for c in range(16)]
    names = [editions.square_name(e, sq) + ' ' + editions.square_name(e, sq, True)
             for sq in tuple(range(40)) + (0,)]
    assert r.stdout.splitlines() == (['False False False False True'] + texts + names +
                                     ['False %d True' % len(e.PRESETS)])


def held_classic(tmp_path):
    """Classic as a board's game holds it (ui.game.start.hold on its .mpy): no SQUARES, its
    names read from the file."""
    import types
    from ui.game.start import hold
    out = tmp_path / 'classic.mpy'
    r = subprocess.run([tool('mpy-cross'), '-o', str(out), path_of('classic')],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    m = types.ModuleType('editions.classic')
    m.__dict__.update({k: v for k, v in vars(editions.load('classic')).items() if k[0] != '_'})
    m.__file__ = str(out)
    e = hold(m)
    assert not hasattr(e, 'SQUARES') and e._squares
    return e


@pytest.mark.parametrize('screen', ['mortgage', 'trade'])
def test_a_list_reads_its_rows_names_with_one_open_of_the_editions_file(screen, tmp_path,
                                                                         monkeypatch):
    """A list's rows (here the mortgage list and the trade screen, every deed owned) read
    their names from a held edition's file opened once for the list, not once a row: each
    open leaves ~600 B of garbage on a board, under the row made after it
    (editions._held.file). The rows are word for word those of the edition in memory, and
    the file is closed once they are made."""
    import builtins
    import editions._held as held
    from ui_helpers import driver
    from ui.screens.build import DeedAction, MORTGAGE
    from ui.screens.trade import TradeScreen
    opened = []
    real = builtins.open

    def counted(path, *args, **kw):
        if str(path).endswith('.mpy'):
            opened.append(path)
        return real(path, *args, **kw)
    monkeypatch.setattr(builtins, 'open', counted)
    deeds = {sq: 'a' for sq in (1, 3, 5, 6, 8, 9, 11, 12, 13, 14, 15)}
    deeds.update({sq: 'b' for sq in (16, 18, 19, 21, 23, 24, 25, 26, 27, 28, 29)})
    rows = []
    for ed in (editions.load('classic'), held_classic(tmp_path)):
        d = driver(deeds, edition=ed)
        d.app.push(DeedAction(d.app, 0, MORTGAGE) if screen == 'mortgage' else
                   TradeScreen(d.app, 0))
        del opened[:]
        d.top().update()
        assert held.file is None
        rows.append(list(d.top().rows))
    assert len(opened) == 1
    assert rows[0] == rows[1] and len(rows[0]) >= 11


def test_a_game_keeps_the_cards_of_a_py_edition_and_drops_what_setup_reads():
    """An edition imported from its .py (the PC, a family's own file on the drive) keeps its
    card texts in what a game holds: its source splits them over lines."""
    from ui.game.start import hold
    e = editions.load('classic')
    cards = [editions.card_text(e, d, c) for d in (0, 1) for c in range(16)]
    try:
        h = hold(e)
        assert not hasattr(h, 'PRESETS') and not hasattr(h, 'OPTIONS')
        assert [editions.card_text(h, d, c) for d in (0, 1) for c in range(16)] == cards
        assert (h.NAME, h.TOKENS, h.SQUARES, h.__name__) == (e.NAME, e.TOKENS, e.SQUARES,
                                                             'editions.classic')
        assert sys.modules['editions.classic'] is h and hold(h) is h
        w = editions.load('classic')        # whole again, for Setup
        assert w is not e and w is not h and w.PRESETS == e.PRESETS
        editions.forget(h)                  # the game's copy back in its place
        assert sys.modules['editions.classic'] is h
    finally:
        editions.forget()


def test_a_deck_the_file_no_longer_holds_reads_as_no_text(tmp_path):
    """The edition's file changed under a game (a drive written from a computer): the card
    reads as an empty text, never a crash or another deck's text."""
    from editions import Held
    path = tmp_path / 'x.mpy'
    path.write_bytes(b'\x00Go back 3 spaces.|Pay $15.|\x00' * 3)
    h = Held()
    h._decks = [str(path), [-1, b'Go back 3', b'Pay $15.|', 27], [-1, b'Gone', b'Gone', 4]]
    assert editions.card_text(h, 0, 1) == 'Pay $15.'
    assert editions.card_text(h, 1, 0) == '' and h._decks[2][0] == -2
    h._decks[0] = str(tmp_path / 'gone.mpy')
    assert editions.card_text(h, 0, 0) == ''


def test_a_square_name_the_file_no_longer_holds_reads_as_no_text(tmp_path):
    """The squares' names are read from the edition's .mpy when a game holds it without them:
    found as the game starts (a file that does not hold them keeps them in the heap), then a
    name the changed file no longer gives reads as an empty text, never another item's."""
    from editions import Held
    from ui.game.start import squares_at
    text = 'GO|GO|' + 'Long Street %d|St %d|' * 39 % sum(((i, i) for i in range(1, 40)), ())
    path = tmp_path / 'x.mpy'
    path.write_bytes(b'\x00\x01' + text.encode() + b'\x00CHANCE')
    assert squares_at(str(tmp_path / 'gone.mpy'), text) is None
    assert squares_at(str(path), text.replace('GO|GO', 'GO|Go')) is None
    h = Held()
    h._decks = [str(path)]
    h._squares = squares_at(str(path), text)
    assert h._squares[0] == 2 and len(h._squares[1]) == 80
    assert [editions.square_name(h, sq, s) for sq in (0, 39, 12) for s in (False, True)] == [
        'GO', 'GO', 'Long Street 39', 'St 39', 'Long Street 12', 'St 12']
    path.write_bytes(b'\x00\x01\x00' + text.encode())      # moved by a byte
    assert editions.square_name(h, 12) == '' and editions.square_name(h, 0, True) == ''
    path.unlink()
    assert editions.square_name(h, 1) == ''
