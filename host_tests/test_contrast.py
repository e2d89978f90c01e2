# Contrast, computed from every edition's palette (ui/widgets/contrast.py: WCAG 2's ratio). Text on
# every panel at least MIN_TEXT (4.5, WCAG AA for normal text): the text, highlight and
# player colours on the background (status line, cash table, prompts' headers, the ranking's
# winner line drawn the other way round), the deed card's name on its band, the dice's pips
# on their faces. Shapes at least MIN_GRAPHIC (3.0, WCAG 1.4.11): each colour group's strip
# against the cell or the grid line around it, and house pips against their strip.
import pytest

import editions
from ui.widgets.contrast import MIN_GRAPHIC, MIN_TEXT, ratio

EDITIONS = ('classic', 'smurfs', 'family_guy', 'nintendo', 'tournament')


@pytest.mark.parametrize('ed_id', EDITIONS)
def test_text_on_every_panel(ed_id):
    ed = editions.load(ed_id)
    bg = ed.BACKGROUND
    low = []
    for what, c in [('text', ed.TEXT), ('highlight', ed.HIGHLIGHT)] + [
            ('player %d' % p, c) for p, c in enumerate(ed.PLAYER_COLOURS)]:
        if ratio(c, bg) < MIN_TEXT:
            low.append('%s %06X on %06X: %.2f' % (what, c, bg, ratio(c, bg)))
    assert not low, low


@pytest.mark.parametrize('ed_id', EDITIONS)
def test_deed_names_on_their_bands(ed_id):
    from ui.screens.deed import _ink
    ed = editions.load(ed_id)
    for band in ed.GROUP_COLOURS + (ed.HIGHLIGHT,):
        assert ratio(_ink(band), band) >= MIN_TEXT, hex(band)


def test_dice_pips_on_their_faces():
    from host.profile import headless_env
    headless_env()
    from ui.widgets.dice import Dice
    d = Dice(13)
    assert ratio(d.ink, d.face_colour) >= MIN_TEXT


@pytest.mark.parametrize('ed_id', EDITIONS)
def test_group_strips_and_house_pips(ed_id):
    from ui.widgets.ring import INK, pip_ink
    ed = editions.load(ed_id)
    for g, c in enumerate(ed.GROUP_COLOURS):
        # The strip meets the cell's background on one side and the grid line on three.
        assert max(ratio(c, ed.BACKGROUND), ratio(c, ed.TEXT)) >= MIN_GRAPHIC, hex(c)
        pip = ed.TEXT if pip_ink(ed, g) == INK else ed.BACKGROUND
        assert ratio(pip, c) >= MIN_GRAPHIC, (hex(c), hex(pip))


def test_the_ratio_itself():
    assert ratio(0, 0xFFFFFF) == pytest.approx(21.0)
    assert ratio(0x777777, 0xFFFFFF) == pytest.approx(4.48, abs=0.01)
    assert ratio(0xFFFFFF, 0x777777) == ratio(0x777777, 0xFFFFFF)
