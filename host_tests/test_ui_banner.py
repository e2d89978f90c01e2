"""The banner for the small moments (ui.widgets.banner): made once with the game and hidden between
moments, its sentence the log's own, gone with the game."""
from engine import notation
from host.driver import Driver
from host.screenshots import _dice, _settle
from ui.device import buttons as K
from ui.game.start import play


def rent_game():
    """One person (Dog) and a CPU (Car), Dog about to roll to Car's Baltic (a rent: a banner)."""
    g = notation.load('.b...a' + '.' * 22 + ' 1500@0,1500@5 ta')
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x01', tokens=(0, 2), seed=3)
    f.speed = 0
    _dice(g, 1, 2, 3, 1)
    _settle(d)
    f.speed = 3     # slow: the banner shows over the CPU's moves
    return d, f


def bottom_row(d):
    s = d.display.surface()
    w, h = d.display.width, d.display.height
    return [tuple(s.get_at((x, y)))[:3] for y in range(h - 12, h) for x in range(w)]


def redrawn_whole(d):
    """The bottom row as a full redraw of what is shown draws it."""
    d.display.root_group = None
    d.display.root_group = d.app.root
    d.display.refresh()
    return bottom_row(d)


def in_log(f, text):
    return any(t is text for t in f.log)


def test_the_banner_is_made_once_and_hidden_between_moments():
    d, f = rent_game()
    b = f.banner
    assert b is not None and b.group.hidden
    assert d.app.tops == [b.group]
    d.press(K.A)        # Dog rolls to Baltic: rent to Car; then the CPU's turn
    shown = []
    for _ in range(600):
        if not b.group.hidden:
            # Its sentence is the log's (no copy of its own), at a turn's end the log's new
            # one (ui.game.news.settle)
            assert in_log(f, b.text), b.text
            if b.text not in shown:
                shown.append(b.text)
        elif shown:
            break
        d.idle(1, 50)
    assert any('rent' in t for t in shown), shown
    assert b.group.hidden and b.text == ''
    assert f.banner is b and d.app.tops == [b.group]
    # Hidden, nothing of it is left on the ring's bottom row
    assert bottom_row(d) == redrawn_whole(d)
    # The next moment shows on the same banner
    for _ in range(300):
        if not b.group.hidden:
            break
        d.press(K.A)    # whatever a person is asked (a roll, a purchase, a panel's OK)
        d.idle(4, 50)
    assert not b.group.hidden and f.banner is b and d.app.tops == [b.group]
    assert bottom_row(d) != redrawn_whole_without(d, b)


def redrawn_whole_without(d, b):
    """The bottom row with the banner hidden (a full redraw), then shown again."""
    b.group.hidden = True
    row = redrawn_whole(d)
    b.group.hidden = False
    d.display.refresh()
    return row


def test_leaving_the_game_takes_its_banner_off_the_screen():
    d, f = rent_game()
    b = f.banner
    d.press(K.A)
    for _ in range(200):
        if not b.group.hidden:
            break
        d.idle(1, 20)
    assert not b.group.hidden
    d.app.clear()   # left (ui.main's home does so before the title)
    assert d.app.tops == [] and b.group not in d.app.root


def test_a_game_of_cpus_has_no_banner():
    d = Driver('pybadge', screen=False)
    f = play(d.app, d.game, b'\x01\x01\x01', demo=True, seed=3)
    assert f.banner is None and d.app.tops == []
