"""The game's prompt panel (ui.widgets.prompt.made, App.keep_panel): made once as the game starts,
before anything is told, and shown by every decision prompt in the ring's middle; hidden
while none shows it, with nothing of it left on the screen; gone with the game. And what the
CPU prompt shows on it as the CPUs play one after another."""
import random

from engine import codes as C
from host.driver import Driver
from host.screenshots import _settle
from ui.device import buttons as K
from ui.widgets.prompt import Prompt
from ui.game.start import play


def game(seats=b'\x00\x00\x01', seed=3):
    """Two people (Dog, Hat) and a CPU (Car), through ui.game.start.play as Setup starts one."""
    d = Driver('pybadge', players=len(seats), seed=seed, screen=False)
    f = play(d.app, d.game, seats, tokens=tuple(range(len(seats))), seed=seed)
    f.speed = 0
    return d, f


def middle_prompts(app):
    """The overlay prompts on the stack in the ring's middle: where the panel goes."""
    key = app.spare[0] if app.spare else None
    return [s for s in app.stack if isinstance(s, Prompt) and not s.full and s.group is not None
            and (key is None or s.place == key)]


def whole(d):
    s = d.display.surface()
    return [tuple(s.get_at((x, y)))[:3] for y in range(d.display.height)
            for x in range(d.display.width)]


def redrawn_whole(d):
    """The screen as a full redraw of what is shown draws it."""
    d.display.root_group = None
    d.display.root_group = d.app.root
    d.display.refresh()
    return whole(d)


def test_the_panel_is_made_before_anything_is_told():
    told = []
    from ui.game.flow import Flow
    real = Flow.tell

    def tell(self, name, arg):
        a = self.app
        told.append((a.panel, a.panel is not None and a.panel in a.root))
        return real(self, name, arg)
    Flow.tell = tell
    try:
        d, f = game()
    finally:
        Flow.tell = real
    # Made, and not on the screen until a prompt shows it
    assert told and told[0] == (d.app.panel, False) and d.app.panel is not None


def test_every_prompt_in_the_middle_shows_the_one_panel_and_none_leaves_it_behind():
    d, f = game()
    app = d.app
    panel = app.panel
    rnd = random.Random(5)
    shown = hidden = compared = 0
    for _ in range(400):
        tops = middle_prompts(app)
        assert app.panel is panel
        on = [s for s in tops if s.group is panel]
        # The topmost middle prompt shows the panel (one under it keeps its own frame)
        if tops:
            assert tops[-1].group is panel, [type(s).__name__ for s in tops]
            assert len(on) == 1 and not panel.hidden
            if app.stack[-1] is tops[-1]:   # above every screen shown
                assert app.root[len(app.root) - 1 - (len(app.tops) if app.topped else 0)] \
                    is panel
            shown += 1
        else:
            assert app.spare is not None and app.spare[1] is panel
            if panel.hidden or panel not in app.root:
                hidden += 1
                if compared < 6 and app.topped:
                    # Nothing of it is left: the screen is what a full redraw draws
                    compared += 1
                    assert whole(d) == redrawn_whole(d)
        b = rnd.choice((K.A, K.A, K.A, K.RIGHT, K.START, K.B))
        d.press(b)
        d.idle(2, 200)
        if app.flow is None or app.game.pending == C.OVER:
            break
    assert shown > 50 and hidden > 5 and compared == 6, (shown, hidden, compared)


def test_a_full_screen_over_a_prompt_gives_the_panel_back_to_it():
    from ui.game.roll import RollPrompt
    d, f = game(b'\x00\x01')
    app = d.app
    for _ in range(20):     # to the person's roll, where START opens the any-time menu
        _settle(d)
        if isinstance(d.top(), RollPrompt):
            break
        d.press(K.A)
    top = d.top()
    assert isinstance(top, Prompt) and top.group is app.panel
    d.press(K.START)    # the any-time menu: a full screen
    assert d.top() is not top and d.top().full
    assert top.group is None and app.spare is not None and app.spare[1] is app.panel
    assert app.panel not in app.root
    d.press(K.B)
    # The roll asked again (the flow's prompt, made anew), in the same panel
    assert isinstance(d.top(), RollPrompt) and d.top().group is app.panel
    assert app.spare is None
    assert whole(d) == redrawn_whole(d)


def test_leaving_the_game_lets_the_panel_go():
    d, f = game()
    app = d.app
    _settle(d)
    panel = app.panel
    assert panel is not None
    app.clear()
    assert app.panel is None and app.spare is None
    app.refresh()   # the prompt that showed it closed: off the screen, as any overlay
    assert panel not in app.root and len(panel) == 0


def test_a_cpus_title_is_in_its_own_colour_when_it_plays_after_another_cpu():
    """One CPU prompt shows the CPUs' turns one after another: its title names the CPU playing
    now, in that CPU's colour (it kept the first CPU's)."""
    from ui.game.seats import CpuPrompt
    d, f = game(b'\x00\x01\x01\x01', seed=7)
    f.fast = True
    ed = d.app.edition
    seen = set()
    for _ in range(3000):
        top = d.top()
        if isinstance(top, CpuPrompt):
            p = d.app.game.actor
            title = top.rows[0]
            assert title.text.startswith(d.app.names[p]), (p, title.text)
            assert title.color == ed.PLAYER_COLOURS[p], (p, hex(title.color))
            seen.add(p)
            d.idle(1, 50)
        else:
            d.press(K.A)
        if len(seen) == 3:
            break
    assert seen == {1, 2, 3}
