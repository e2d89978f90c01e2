# Help teaches the game: a list of topics (a turn, doubles, jail, buying and auctions, rent and
# sets, building, mortgages, trading, debt and bankruptcy, how it ends, the rules this game
# changes, the controls), each read a page at a time with next/choose/back; every page fits
# every screen uncut; the variant's pages match the edition's rules; "richest" only where a
# game can end that way.
import pytest

import editions
from engine import rules as R
from engine.game import Game
from host.driver import Driver
from host.profile import BOARDS
from ui.device import buttons as K
from ui.text import help_text
from ui.screens.teach import HelpScreen, Page

LESSONS = ('A turn', 'Doubles', 'Jail', 'Buying, auctions', 'Rent and sets', 'Building evenly',
           'Mortgages', 'Trading', 'Debt, bankruptcy', 'How it ends')


def test_help_text_reads_engine_rules_numbers():
    assert help_text.CLASSIC == tuple(R.classic())
    assert (help_text._VARIANT, help_text._END_RULE, help_text._ROUND_LIMIT) == (
        R.VARIANT, R.END_RULE, R.ROUND_LIMIT)
    assert (help_text._TOURNAMENT, help_text._FIRST_BANKRUPTCY) == (
        R.TOURNAMENT, R.END_FIRST_BANKRUPTCY)
    # ui.screens.teach reads these options by number (engine.rules is not loaded in a game)
    assert (R.AUCTIONS, R.JAIL_RULE, R.SALARY, R.JAIL_FINE, R.HOTEL_HOUSES) == (6, 2, 18, 20, 3)


def help_of(edition='classic', preset=0, board='pybadge'):
    ed = editions.load(edition)
    d = Driver(board, game=Game(3, seed=1, rules=editions.rules_for(ed, preset)), edition=ed)
    d.app.push(HelpScreen(d.app))
    return d


def read_all(d):
    """Open the first topic and press next until Help is back at its list: every page's
    title and lines, in order."""
    seen = []
    d.press(K.A)
    while isinstance(d.top(), Page):
        seen.append(d.text())
        d.press(K.A)
    assert isinstance(d.top(), HelpScreen)
    return seen


def topic(seen, name):
    return [' '.join(t[1:-1]) for t in seen if t[0].rsplit(' ', 1)[0] == name]


def test_classic_help_lists_the_lessons_then_the_controls():
    d = help_of()
    assert d.text()[0] == 'Help: pick a topic'
    assert tuple(d.top().rows) == LESSONS + ('Controls',)    # nothing changed: no rules topic
    seen = read_all(d)
    names = []
    for t in seen:
        n = t[0].rsplit(' ', 1)[0]
        if n not in names:
            names.append(n)
    assert tuple(names) == LESSONS + ('Controls',)          # next walks every topic in turn
    assert seen[0][0] == 'A turn 1/4' and seen[0][-1] == 'A: next  B: topics'
    assert seen[-1][-1] == 'A: done  B: topics'
    jail = ' '.join(topic(seen, 'Jail'))
    assert 'Get Out of Jail Free card' in jail and 'Miss 3 times' in jail and '$50' in jail
    assert 'auction' in ' '.join(topic(seen, 'Buying, auctions'))
    assert 'evenly' in ' '.join(topic(seen, 'Building evenly'))
    assert 'After 4 houses a street may get a hotel' in ' '.join(topic(seen, 'Building evenly'))
    assert 'bankrupt' in ' '.join(topic(seen, 'Debt, bankruptcy'))
    ends = ' '.join(topic(seen, 'How it ends'))
    assert 'last player left wins' in ends
    assert 'ichest' not in ' '.join(' '.join(t) for t in seen)     # no "richest" in classic
    assert 'START: menu' in ' '.join(topic(seen, 'Controls'))


def test_each_topic_is_chosen_from_the_list_and_back_returns_to_it():
    d = help_of()
    rows = list(d.top().rows)
    for i, name in enumerate(rows):
        assert d.top().current() == name
        d.press(K.A)
        assert d.text()[0].startswith(name + ' 1/'), d.text()
        if d.text()[0].endswith('/1'):
            pass
        else:
            d.press(K.RIGHT)
            assert d.text()[0].startswith(name + ' 2/')
            d.press(K.LEFT)
            assert d.text()[0].startswith(name + ' 1/')
        d.press(K.B)                        # back: the list, the cursor on that topic
        assert isinstance(d.top(), HelpScreen) and d.top().sel == i
        d.press(K.RIGHT)
    d.press(K.B)
    assert not isinstance(d.top(), (HelpScreen, Page))


def test_short_game_pages_say_its_rules():
    seen = read_all(help_of('smurfs', 1))
    names = [t[0].rsplit(' ', 1)[0] for t in seen]
    assert 'Rules: Short Game' in names
    jail = ' '.join(topic(seen, 'Jail'))
    assert 'Short Game: you leave on your next turn' in jail and 'Miss 3 times' not in jail
    assert 'After 3 Crops a street may get a Harvest' in ' '.join(topic(seen, 'Building evenly'))
    ends = ' '.join(topic(seen, 'How it ends'))
    assert 'first player goes bankrupt' in ends and 'Richest: cash + printed price' in ends
    rules = ' '.join(topic(seen, 'Rules: Short Game'))
    assert 'Hotel after: 3.' in rules and 'Free deeds: 3.' in rules
    # Each rule taught in whole sentences in the edition's words, not the setup's short lines
    assert 'A Harvest needs 3 Crops on each street of its group first.' in rules, rules
    assert 'At the start each player is dealt 3 deeds, free.' in rules, rules
    assert 'a roll without doubles pays the fine at once and moves you by that roll' in rules
    assert 'player at the start' not in rules           # the setup's help line


def test_tournament_pages_say_the_playbook_rules():
    seen = read_all(help_of('tournament', 0))
    ends = ' '.join(topic(seen, 'How it ends'))
    assert 'after round 30' in ends and 'mortgage value' in ends
    assert 'Tournament: pay $50 on your first or second' in ' '.join(topic(seen, 'Jail'))
    rules = ' '.join(topic(seen, 'Rules: Tournament'))
    assert 'Trade on turn: on.' in rules and 'Referee: on.' in rules
    assert 'Trades may be made only on the turn of one of the two players' in rules, rules
    assert 'even when another street of it is mortgaged' in rules, rules


def test_without_auctions_a_declined_deed_stays_with_the_bank():
    ed = editions.load('classic')
    r = editions.rules_for(ed, 0)
    r[R.AUCTIONS] = 0
    d = Driver('pybadge', game=Game(3, seed=1, rules=r))
    d.app.push(HelpScreen(d.app))
    seen = read_all(d)
    buying = ' '.join(topic(seen, 'Buying, auctions'))
    assert 'stays with the bank' in buying and 'Everyone may bid' not in buying
    assert 'House rules' in [t[0].rsplit(' ', 1)[0] for t in seen]


@pytest.mark.parametrize('board', BOARDS)
def test_every_page_fits_each_screen_uncut(board):
    from ui.screens.teach import pages, topics
    for name in editions.IDS:
        ed = editions.load(name)
        for preset in range(1 + len(ed.PRESETS)):
            d = help_of(name, preset, board)
            d.press(K.A)
            page = d.top()
            rows, cols = len(page.rows), page.cols
            # The foot, in the board's own words, whole (a CLUE's took two lines).
            feet = [f.text.rstrip() for f in page.feet]
            assert all(len(f) <= cols for f in feet), (board, feet)
            assert ' '.join(feet).endswith(': topics'), (board, feet)
            ids, titles = topics(d.app)
            for t in ids:
                for p in pages(d.app, t, cols, rows):
                    assert len(p) <= rows, (board, name, t, p)
                    assert all(len(s) <= cols for s in p), (board, name, t, p)
                    assert p, (board, name, t)
            for t in titles:
                assert len(t) + 6 <= cols, (board, t)      # "Title 2/4" whole


def test_help_from_the_title_teaches_the_classic_game(tmp_path):
    from ui.main import main
    d = Driver('pybadge', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    top = d.top()
    for _ in range(len(top.choices)):
        if [t for t in d.text() if t.startswith('>Help')]:
            break
        d.press(K.DOWN)
    d.press(K.A)
    assert isinstance(d.top(), HelpScreen) and tuple(d.top().rows) == LESSONS + ('Controls',)
    seen = read_all(d)
    assert 'last player left wins' in ' '.join(topic(seen, 'How it ends'))
    d.press(K.B)
    assert d.text()[0] != 'Help: pick a topic'
