# No line a person must read is ever cut (issue 21, item 1): on every profile (26 columns
# on the PyBadge to the M5Stack's 320 px) and every edition (its longest names), the screens
# that explain something are driven for real: the debt's raise-money menu and its mortgage
# and sell lists with their refusals and results, a building refused ("build evenly"), the
# trade screen and an offer's foot, the roll, buy and auction prompts, Settings and Setup,
# holdings. Each screen is walked row by row (the row under the cursor is the one read whole)
# and, where something is too long for its room, watched through its pieces (ui.widgets.cursor: a
# piece every 1.5 s). The test fails when a word of a title, row, choice, message or foot is
# never shown whole (a cut, or a line dropped) or a label leaves its room (label_boxes).
import re

import pytest

from label_boxes import boxes, problems
from test_ui_layout import BOARDS, EDITIONS, longest_deed, longest_setup, rolling_to_longest_deed
from ui.device import buttons as K

BEATS = 4       # pieces watched at most on one row (the longest line has fewer)


def wanted(top):
    """Every string the screen means a person to read: title, rows or message and choices,
    foot."""
    if hasattr(top, 'labs'):
        return [top.title] + list(top.rows) + [top.foot]
    return [top.title] + list(top.lines) + [c[0] for c in top.choices]


def words(text):
    """The words of text; a word with '/' or '-' in it as its parts (ui.text.words.wrap breaks
    a word longer than the line after one: 'Power-Ups/' 'Invincibilities:')."""
    out = set()
    for w in text.split():
        w = w.lstrip('>')
        if w and w not in ('^', 'v'):
            out.update(re.findall(r'[^/-]+[/-]?|[/-]', w))
    return out


def texts(group):
    """The text of every label in group (ui.widgets.draw's tile grids over the font's strip)."""
    import displayio
    from ui.widgets import draw
    strip = draw._font_strip()
    out = []

    def walk(item):
        if getattr(item, 'hidden', False) is not False:
            return
        if isinstance(item, displayio.TileGrid) and item.bitmap is strip:
            out.append(''.join(chr(32 + item[i, 0]) for i in range(item.width)))
        elif isinstance(item, displayio.Group):
            for child in item:
                walk(child)
    walk(group)
    return out


class Reader:
    """What a person sees of the screens driven: every word shown, the words wanted, and
    every label that leaves its room."""

    def __init__(self, d):
        self.d = d
        self.seen = set()
        self.want = {}          # word -> the text it belongs to
        self.found = []

    def look(self, area=None, room=True):
        d = self.d
        top = d.top()
        for t in texts(top.group):
            self.seen |= words(t)
        if not room:
            return
        for p in problems(top.group, d.profile.width, d.profile.height, area):
            p = '{}: {}'.format(type(top).__name__, p)
            if p not in self.found:
                self.found.append(p)

    def read(self, area=None, walk=True, button=None):
        """The top screen: each row under the cursor in turn, each long line's pieces."""
        d = self.d
        top = d.top()
        n = top.count() if walk else 0
        for i in range(n + 1):
            if i:
                d.press(button or (K.DOWN if d.profile.dpad and not hasattr(top, 'labs')
                                   else K.RIGHT))
            for t in wanted(top):
                for w in words(t):
                    self.want.setdefault(w, t)
            self.look(area, i == 0)         # test_ui_layout walks every row's room
            for _ in range(BEATS if top.long is not None else 0):
                d.idle(1, 1600)
                self.look(area, False)      # a piece is never wider than the first

    def check(self):
        missed = sorted(set('{!r} of {!r}'.format(w, t) for w, t in self.want.items()
                            if w not in self.seen))
        assert not missed and not self.found, (missed, self.found)


def rows_to(d, pred):
    """RIGHT on a list until the row under the cursor satisfies pred(index)."""
    top = d.top()
    for _ in range(len(top.rows) + 1):
        if pred(top.sel):
            return
        d.press(K.RIGHT)
    raise AssertionError('no such row: {}'.format(top.rows))


def owned_game(board, ed_id):
    """Dog (seat 0, on turn, $1500) owns the longest deed's street group, both first
    railroads and a utility; Hat owns Boardwalk's group: a game of people, board shown."""
    import editions
    from engine import board as bd
    from engine import notation
    from host.driver import Driver
    from positions import OWNABLE, line
    from ui.game.start import play
    ed = editions.load(ed_id)
    sq = longest_deed(ed)
    if bd.GROUP[sq] >= 8:                           # a railroad or utility: the longest street
        sq = max((s for s in OWNABLE if bd.GROUP[s] < 8),
                 key=lambda s: len(__import__('editions').square_name(ed, s)))
    deeds = dict((s, 'a') for s in OWNABLE if bd.GROUP[s] == bd.GROUP[sq])
    deeds.update({5: 'a', 15: 'a', 12: 'a'})
    for s in OWNABLE:
        if s not in deeds and bd.GROUP[s] == bd.GROUP[39]:
            deeds[s] = 'b'
    g = notation.load(line(deeds, '1500@0,1500@0,1500@0', 'ta'))
    d = Driver(board, screen=False)
    toks = sorted(range(len(ed.TOKENS)), key=lambda t: -len(ed.TOKENS[t][1]))[:3]
    play(d.app, g, bytes(3), tokens=toks, edition=ed, edition_id=ed_id, seed=3)
    d.idle(1, 10)
    return d, g, sq


def debt(d, g, short):
    """Dog owes Hat `short` more than Dog's cash: the raise-money menu."""
    from engine import money, turn
    from ui.screens.menu import open_menu
    money.pay(g, 0, 1, g.cash[0] + short)
    turn.advance(g)
    assert g.pending == __import__('engine.codes').codes.DEBT and g.actor == 0
    d.changed()
    open_menu(d.app, 0, debt=True)
    d.idle(1, 10)


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_no_line_is_cut_on_the_any_time_screens(board, ed_id):
    from engine import codes as C
    from ui.screens.build import DeedAction, BUILD, MORTGAGE, SELL
    from ui.screens.holdings import Holdings
    from ui.screens.offer import OfferScreen
    from ui.screens.settings_screen import SettingsScreen
    from ui.screens.trade import TradeScreen
    d, g, sq = owned_game(board, ed_id)
    app = d.app
    r = Reader(d)
    # Build on the longest street, then again: refused, "build evenly: another street first".
    app.push(DeedAction(app, 0, BUILD))
    d.idle(1, 10)
    r.read()
    rows_to(d, lambda i: d.top().squares[i] == sq)
    d.press(K.A)
    r.read()                                        # the confirm screen
    rows_to(d, lambda i: d.top().rows[i].startswith('Build:'))
    d.press(K.A)
    assert g.level[sq] == 1 and d.top().foot.startswith('Build ')
    r.read(walk=False)
    d.press(K.A)
    assert d.top().foot == 'build evenly: another street first', d.top().foot
    r.read()
    app.pop()
    # Holdings and the trade screen; an offer and its foot after B.
    app.push(Holdings(app, 0))
    d.idle(1, 10)
    r.read()
    app.pop()
    app.push(TradeScreen(app, 0))
    d.idle(1, 10)
    r.read()
    app.pop()
    g.propose(0, 1, bytes([5]), 150, 0)
    assert g.pending == C.TRADE
    app.push(OfferScreen(app))
    d.idle(1, 10)
    r.read()
    d.press(K.B)
    assert d.top().foot.startswith('Reject: ')
    r.read(walk=False)
    g.act(C.REJECT)
    app.pop()
    # A debt: the menu, a mortgage refused (the group has a house), then one that pays it.
    debt(d, g, 20)
    r.read()
    app.push(DeedAction(app, 0, MORTGAGE))
    d.idle(1, 10)
    r.read()
    rows_to(d, lambda i: d.top().squares[i] == sq)
    d.press(K.A)
    assert d.top().foot == "sell the group's buildings first", d.top().foot
    r.read(walk=False)
    rows_to(d, lambda i: d.top().squares[i] == 15)
    d.press(K.A)
    assert d.top().foot.endswith(', debt paid'), d.top().foot
    r.read(walk=False)
    app.pop()
    app.pop()
    # Another debt, paid by selling the house: "Sell <street> +$N, debt paid".
    debt(d, g, 10)
    app.push(DeedAction(app, 0, SELL))
    d.idle(1, 10)
    r.read()
    rows_to(d, lambda i: d.top().squares[i] == sq)
    d.press(K.A)
    r.read()
    rows_to(d, lambda i: d.top().rows[i].startswith('Sell:'))
    d.press(K.A)
    assert d.top().foot.endswith(', debt paid'), d.top().foot
    r.read(walk=False)
    app.pop()
    app.pop()
    # Settings with this edition named.
    app.settings = {'edition': ed_id}
    app.push(SettingsScreen(app, None))
    d.idle(1, 10)
    r.read()
    r.check()


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_no_line_is_cut_on_the_turn_prompts_and_setup(board, ed_id):
    from host.screenshots import _pick, _take
    from ui.widgets.prompt import area
    d, g, ed, f, sq = rolling_to_longest_deed(board, ed_id)
    r = Reader(d)
    r.read(area(d.app))                             # the roll prompt
    _pick(d, 'Roll dice')
    r.read(area(d.app))                             # buy: the longest deed's name
    _pick(d, 'Auction')
    _take(d)
    assert d.top().title.startswith('Auction: '), d.text()
    r.read(area(d.app))                             # the bid prompt
    longest_setup(d, ed_id)
    r.read(button=K.DOWN)                           # setup, 6 seats: every row read
    r.check()


def test_the_issues_cut_lines_are_whole():
    """The examples the issue found cut on the PyBadge (26 columns) and the CLUE."""
    from ui.screens.build import DeedAction, MORTGAGE
    d, g, sq = owned_game('pybadge', 'classic')
    app = d.app
    debt(d, g, 20)
    app.push(DeedAction(app, 0, MORTGAGE))
    d.idle(1, 10)
    rows_to(d, lambda i: d.top().squares[i] == 15)
    d.press(K.A)
    r = Reader(d)
    r.read(walk=False)
    assert d.top().foot == 'Mortgage Penn RR +$100, debt paid'
    assert {'Mortgage', 'Penn', 'RR', '+$100,', 'debt', 'paid'} <= r.seen
    # The foot wraps: its first line on the row above the foot's, nothing cut.
    shown = [b[0] for b in boxes(d.top().group)]
    assert 'Mortgage Penn RR +$100,' in shown and 'debt paid' in shown, shown


def test_a_row_cut_short_off_the_cursor_ends_in_a_mark_and_reads_whole_under_it():
    """A row too long for its room and not under the cursor ends in '~' (the font has no
    ellipsis), never silently cut; under the cursor it shows whole, a piece at a time."""
    from ui_helpers import driver
    from ui.screens.listing import ListScreen
    long_row = 'Mortgage Kentucky Avenue +$110, debt paid'

    class Rows(ListScreen):
        def fill(self):
            self.title = 'Rows'
            self.rows = ['Short', long_row, 'Last']
            self.foot = ''
    d = driver({})
    s = Rows(d.app)
    d.app.push(s)
    shown = texts(s.group)
    row = [t for t in shown if t.strip().startswith('Mortgage')][0].rstrip()
    assert len(row) == s.cols and row.endswith('~') and row[1:-1] in long_row, row
    d.press(K.DOWN)                         # the cursor on it: every word, piece by piece
    seen = set()
    for _ in range(BEATS):
        seen |= words(' '.join(texts(s.group)))
        d.idle(1, 1600)
    assert words(long_row) <= seen, seen
    assert not [t for t in texts(s.group) if t.rstrip().endswith('~')]


# Panels tall enough to give each player a line of their own (the others keep two a line,
# each name cut to its column's room, its colour saying whose it is: no room for more).
TALL = ('clue', 'picosystem', 'm5stack')


@pytest.mark.parametrize('board', TALL)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_the_board_panel_names_every_player_whole_with_their_cash(board, ed_id):
    """Six players, each with a 4-digit amount, the edition's longest short names: the
    panel's cash lines say each name whole ("Do 1014" on a CLUE once)."""
    import editions
    from engine.game import Game
    from host.driver import Driver
    ed = editions.load(ed_id)
    g = Game(6, seed=3)
    for p in range(6):
        g.cash[p] = 1000 + 1111 * p % 9000
    names = sorted((t[1] for t in ed.TOKENS), key=len, reverse=True)[:6]
    d = Driver(board, game=g, edition=ed, names=names)
    s = d.app.stack[0]
    shown = [t.strip() for t in texts(s.group)]
    for p in range(6):
        want = '{} {}'.format(names[p], g.cash[p])
        assert [t for t in shown if t.lstrip('>') == want], (want, shown)
    assert not problems(s.group, d.profile.width, d.profile.height), shown


def whole_lines(page, said, cols):
    """True when the rows of page (top down, blank ones aside) are whole lines of said,
    each as ui.text.words.wrap breaks it into cols, one after another."""
    from ui.text.words import wrap
    page = [t.strip() for t in page if t.strip()]
    lines = set(tuple(w.strip() for w in wrap(t, cols)) for t in said if t)
    ends = {0}
    for i in range(len(page) + 1):
        if i in ends:
            ends.update(i + len(w) for w in lines if tuple(page[i:i + len(w)]) == w)
    return len(page) in ends


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_no_line_is_cut_on_the_cpu_prompt(board, ed_id):
    """CPUs' turns under the edition's longest token names: the CPU prompt's title and
    choices read whole, and its page of what the CPUs did is always whole lines (all the
    rows ui.text.words.wrap makes of each), never a piece of one."""
    import editions
    from engine.game import Game
    from host.driver import Driver
    from ui.game.seats import CpuPrompt
    from ui.game.start import play
    ed = editions.load(ed_id)
    d = Driver(board, screen=False)
    toks = sorted(range(len(ed.TOKENS)), key=lambda t: -len(ed.TOKENS[t][1]))[:3]
    f = play(d.app, Game(3, seed=5), b'\x00\x01\x01', tokens=toks, edition=ed,
             edition_id=ed_id, seed=5)
    f.speed = 1
    f.fast = False
    r = Reader(d)
    said = []                       # every line said, in order (f.log keeps the last few)
    pages = []
    for _ in range(3000):
        said += f.news[len(f.news) - min(len(f.news), f.said - len(said)):]
        top = d.top()
        if isinstance(top, CpuPrompt):
            if not pages:
                r.read()                    # the title and the choices, each row
                r.want = dict((w, t) for t in [top.title] + [c[0] for c in top.choices]
                              for w in words(t))
            rows = texts(top.group)[::-1]   # top down: the title, the page, the choices
            page = rows[1:len(rows) - len(top.choices)]
            assert whole_lines(page, said, top.cols), 'a piece of a line: %r' % page
            pages.append(page)
            if f.said >= 40:
                break
            d.idle(1, 10)
        elif top.__class__.__name__ in ('Panel', 'PassPrompt') or hasattr(top, 'choices'):
            d.press(K.A)
        else:
            d.idle(1, 10)
    assert f.said >= 40 and len(pages) > 20, d.text()
    r.check()


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_no_line_is_cut_on_the_deed_card(board, ed_id):
    """The deed card of the edition's longest street (owned, mortgaged: its longest owner
    line), a railroad and a utility: every word of its name and of each line shown whole,
    the lines scrolled through where the screen is short (240x135)."""
    from ui.screens.deed import DeedCard, deed_lines
    from ui.screens.listing import deed_name
    d, g, sq = owned_game(board, ed_id)
    app = d.app
    g.mortgaged[sq] = 1
    for s in (sq, 5, 12):
        card = DeedCard(app, s)
        app.push(card)
        d.idle(1, 10)
        lines = deed_lines(app, s)
        want = set(words(deed_name(app, s, card.cols)))
        for t in lines:
            want |= words(t)
        seen = set()
        for _ in range(len(lines) + 1):
            seen |= words(' '.join(texts(card.group)))
            assert not problems(card.group, d.profile.width, d.profile.height)
            d.press(K.DOWN if d.profile.dpad else K.RIGHT)
            d.idle(1, 10)
        assert want <= seen, (sorted(want - seen), lines)
        app.pop()
        d.idle(1, 10)


@pytest.mark.parametrize('board', BOARDS)
@pytest.mark.parametrize('ed_id', EDITIONS)
def test_no_setup_row_is_cut_off_the_cursor(board, ed_id):
    """Setup with six CPU seats holding the edition's longest tokens: with the cursor on any
    row, no other row ends cut ('~'): 'SMOOnopoly Tour~' and 'CPU Nor~' on a CLUE once."""
    from test_ui_layout import longest_setup
    from host.driver import Driver
    d = Driver(board, screen=False)
    s = longest_setup(d, ed_id)
    s.cpu[:] = b'\x01' * 6
    s.relabel()
    d.idle(1, 10)
    for _ in range(len(s.choices)):
        cut = [t.rstrip() for t in texts(s.group) if t.rstrip().endswith('~')]
        assert not cut, (s.sel, cut)
        d.press(K.DOWN if d.profile.dpad else K.RIGHT)
        d.idle(1, 10)
