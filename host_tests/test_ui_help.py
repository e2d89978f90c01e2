# Help in the game: the goal, the scoring and what differs from classic, from the rules of
# the game being played; then the controls; scroll markers while more is above or below.
import editions
from engine import rules as R
from engine.game import Game
from host.driver import Driver
from ui import buttons as K
from ui import help_text
from ui.log import HelpScreen


def test_help_text_reads_engine_rules_numbers():
    assert help_text.CLASSIC == tuple(R.classic())
    assert (help_text._VARIANT, help_text._END_RULE, help_text._ROUND_LIMIT) == (
        R.VARIANT, R.END_RULE, R.ROUND_LIMIT)
    assert (help_text._TOURNAMENT, help_text._FIRST_BANKRUPTCY) == (
        R.TOURNAMENT, R.END_FIRST_BANKRUPTCY)


def help_of(preset):
    ed = editions.load('classic')
    d = Driver('pybadge', game=Game(3, seed=1, rules=editions.rules_for(ed, preset)))
    d.app.push(HelpScreen(d.app))
    return d, d.top().content()


def test_classic_help_says_the_goal_and_the_controls():
    d, c = help_of(0)
    assert c[0].startswith('Goal: bankrupt the others')
    assert 'Rules: Classic.' in c and 'Controls:' in c
    assert d.text()[0] == 'Help'
    assert d.text()[-1].endswith('v')          # more below
    d.press(K.DOWN)
    assert d.text()[1].endswith('^')           # more above


def test_short_game_help_says_what_differs_and_how_it_ends():
    d, c = help_of(1)
    assert 'first player goes bankrupt' in c[0]
    assert c[3] == 'Rules: Short Game. Changed from classic:'
    assert any(t.startswith('Hotel after: 3.') for t in c)
    assert any(t.startswith('Free deeds: 3.') for t in c)


def test_tournament_help_says_the_round_limit_and_its_scoring():
    d, c = help_of(2)
    assert 'After round 30' in c[0] and 'mortgage value' in c[1]
