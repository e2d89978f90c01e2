# Each board's own buttons (issue 21, item 2): the hints on its screens name that board's
# buttons and gestures (ui.device.profile.WORDS, a board module's WORDS), and `make sim` plays a
# board without a d-pad with its own buttons as keys (host.keys.PHYSICAL), taps, holds and
# both-at-once timed by ui.device.buttons.Reader as on the board; --dpad keeps the keyboard's d-pad.
import pytest

from host.profile import BOARDS, words
from ui.device import buttons as K
from ui import boards
from ui.text.hints import word
from ui_helpers import driver

ALL_WORDS = set()
for _b in BOARDS:
    ALL_WORDS.update(w for w in words(boards.module(_b)).split('|') if w)


def named(text, board):
    """The button words text uses, checked against the board's own: (its own, others')."""
    own = [w for w in words(boards.module(board)).split('|') if w]
    mine = [w for w in own if w in text]
    # Another board's word that is not part of one of this board's (e.g. 'Left' in 'Hold left').
    rest = text
    for w in sorted(own, key=len, reverse=True):
        rest = rest.replace(w, ' ')
    others = [w for w in ALL_WORDS - set(own) if (' ' + w + ':') in ' ' + rest or
              (' ' + w + ',') in ' ' + rest]
    return mine, others


@pytest.mark.parametrize('board', BOARDS)
def test_hints_name_the_boards_own_buttons(board):
    from ui.screens.build import DeedAction, BUILD
    from ui.screens.menu import open_menu
    from ui.screens.trade import TradeScreen
    d = driver({1: 'a', 3: 'a', 39: 'b'}, board=board)
    app = d.app
    feet = []
    open_menu(app, 0)
    d.idle(1, 10)
    feet.append(d.top().foot)
    app.push(DeedAction(app, 0, BUILD))
    d.idle(1, 10)
    d.press(K.A)                                    # the confirm screen
    feet.append(d.top().foot)
    app.pop()
    app.push(TradeScreen(app, 0))
    d.idle(1, 10)
    feet.append(d.top().foot)
    propose = [r for r in d.top().rows if r.startswith('Propose')][0]
    for f in feet:
        mine, others = named(f, board)
        assert mine and not others, (board, f, others)
    assert word(app, K.A) in feet[0] and word(app, K.B) in feet[0]
    st = word(app, K.START)
    assert propose == ('Propose (%s)' % st if st else 'Propose'), propose
    if board == 'clue':
        assert feet[0] == 'Right: choose  Hold right: back'
        assert feet[2] == 'Right: mark  Both: propose'     # it opens on a deed
    if board == 'feather_tft':
        assert feet[0] == 'Hold: choose  Long hold: back' and propose == 'Propose'
    if board == 'pybadge':
        assert feet[0] == 'A: choose  B: back' and propose == 'Propose (START)'


@pytest.mark.parametrize('board', BOARDS)
def test_the_offers_way_to_accept_in_the_boards_words(board):
    from engine import codes as C
    from ui.screens.offer import OfferScreen
    d = driver({1: 'a', 39: 'b'}, board=board)
    g = d.game
    g.propose(0, 1, bytes([1, 39]), 0, 0)
    assert g.pending == C.TRADE
    d.app.push(OfferScreen(d.app))
    d.idle(1, 10)
    d.press(K.B)
    s = d.top()
    app = d.app
    pr = app.profile
    assert s.rows[s.sel] == 'Reject'
    nxt = K.DOWN if pr.dpad else K.RIGHT
    assert s.foot == 'Reject: {}  Accept: {}, {}'.format(word(app, K.A), word(app, nxt), word(app, K.A))
    d.press(nxt)                                    # what the foot says reaches Accept
    assert s.rows[s.sel] == 'Accept'
    assert not named(s.foot, board)[1]


@pytest.mark.parametrize('board', BOARDS)
def test_each_rows_hint_says_what_its_button_does_there(board):
    # An empty Build list's Back, an offer's Accept and Reject rows, the trade composer's
    # Propose, Holdings and Cancel rows: the foot names the board's own button and what it
    # does on that row ('A: back' on every board, 'Right: look' on Accept, 'Hold: mark' on
    # Propose once said otherwise).
    from ui.screens.build import DeedAction, BUILD
    from ui.screens.offer import OfferScreen
    from ui.screens.trade import TradeScreen
    d = driver({1: 'a', 39: 'b'}, board=board)
    app = d.app
    a = word(app, K.A)
    app.push(DeedAction(app, 0, BUILD))             # Dog has no complete set: nothing to build
    d.idle(1, 10)
    s = d.top()
    assert s.rows[s.sel] == 'Back' and s.foot == a + ': back', (s.rows, s.foot)
    app.pop()
    app.push(TradeScreen(app, 0))
    d.idle(1, 10)
    s = d.top()
    for row, does in (('Propose', 'propose'), ('Holdings', 'open'), ('Cancel', 'cancel')):
        s.sel = [i for i, r in enumerate(s.rows) if r.startswith(row)][0]
        s.moved()
        assert s.foot == a + ': ' + does, (row, s.foot)
    app.pop()
    d.game.propose(0, 1, bytes([1, 39]), 0, 0)
    app.push(OfferScreen(app))
    d.idle(1, 10)
    s = d.top()
    assert s.foot.startswith(a + ': look'), s.foot      # it opens on a deed
    for row, does in (('Reject', 'reject'), ('Accept', 'accept')):
        s.sel = s.rows.index(row)
        s.moved()
        assert s.foot == a + ': ' + does, (row, s.foot)


def test_help_names_the_boards_buttons():
    from ui.screens.teach import pages, topics
    for board, want in (('clue', 'Right takes it, Hold right shows'),
                        ('feather_tft', 'Hold takes it, Long hold shows'),
                        ('pybadge', 'A takes it, B shows')):
        d = driver({}, board=board)
        ids, titles = topics(d.app)
        controls = ids[titles.index('Controls')]
        text = ' '.join(' '.join(p) for p in pages(d.app, controls, 200, 50))
        assert want in text, (board, text)


# --- the simulator's keys ------------------------------------------------------------------

class Clock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        return self.t


def sim(board, dpad=False):
    from host.profile import headless_env, keyboard
    headless_env()
    import pygame
    pygame.display.init()
    prof = keyboard(board, 1, dpad)
    clock = Clock()
    prof.buttons.clock = clock
    return prof, clock, pygame


def run(prof, clock, pygame, presses):
    """presses: (pygame key or tuple of keys, ms held): the logical buttons they gave."""
    out = []

    def poll(ms):
        for _ in range(ms // 10):
            clock.t += 10
            b = prof.buttons.get()
            if b:
                out.append(b)
    for keys, ms in presses:
        keys = keys if isinstance(keys, tuple) else (keys,)
        for k in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k))
        poll(ms)
        for k in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k))
        poll(200)
    return out


def test_sim_clue_is_two_buttons_with_tap_hold_and_both():
    prof, clock, pg = sim('clue')
    assert not prof.dpad and prof.words == boards.module('clue').WORDS
    assert 'Left arrow/Z: left button' in prof.display._caption
    assert 'Right arrow/X: right button' in prof.display._caption
    got = run(prof, clock, pg, [(pg.K_LEFT, 100), (pg.K_RIGHT, 100), (pg.K_x, 700),
                                ((pg.K_LEFT, pg.K_RIGHT), 100), (pg.K_UP, 100), (pg.K_s, 100)])
    assert got[:3] == [K.RIGHT, K.A, K.B]           # left tap: next; right tap, hold
    assert got[3] == K.START and len(got) == 4      # both: menu; the arrows up, S: nothing
    got = run(prof, clock, pg, [(pg.K_z, 700)])
    assert got[0] == K.LEFT                         # left held: previous (it repeats)


def test_sim_feather_tft_is_one_button_with_tap_and_holds():
    prof, clock, pg = sim('feather_tft')
    assert not prof.dpad and 'Space/Enter: the button' in prof.display._caption
    got = run(prof, clock, pg, [(pg.K_SPACE, 100), (pg.K_SPACE, 800), (pg.K_RETURN, 1700),
                                (pg.K_LEFT, 100), (pg.K_x, 100)])
    assert got == [K.RIGHT, K.A, K.B]


def test_sim_m5stack_is_three_buttons():
    prof, clock, pg = sim('m5stack')
    got = run(prof, clock, pg, [(pg.K_LEFT, 100), (pg.K_2, 100), (pg.K_RIGHT, 100),
                                (pg.K_1, 700), (pg.K_DOWN, 700), (pg.K_3, 700)])
    assert got == [K.LEFT, K.A, K.RIGHT, K.B, K.START, K.SELECT]


@pytest.mark.parametrize('board', ['clue', 'pybadge'])
def test_sim_dpad_option_and_dpad_boards_keep_the_keyboards_dpad(board):
    prof, clock, pg = sim(board, dpad=(board == 'clue'))
    assert prof.dpad
    got = run(prof, clock, pg, [(pg.K_UP, 100), (pg.K_LEFT, 100), (pg.K_z, 100), (pg.K_x, 100),
                                (pg.K_s, 100), (pg.K_a, 100)])
    assert got == [K.UP, K.LEFT, K.A, K.B, K.START, K.SELECT]
    if board == 'clue':
        assert prof.words.split('|')[K.A] == 'Z'


def test_make_sim_takes_dpad():
    import os
    mk = open(os.path.join(os.path.dirname(os.path.dirname(__file__)), 'Makefile')).read()
    assert '$(if $(DPAD),--dpad)' in mk
