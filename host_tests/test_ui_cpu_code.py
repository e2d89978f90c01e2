# A CPU's deciding code (engine.cpu.DECIDING: engine.cpu_decide and the modules it imports) is
# resident while a CPU plays its turn and goes at the turn's end, before its save (the save's
# buffers and code come on top of a CPU's turn: on a CLUE's heap a six-seat game ran out
# there), and as a person's turn comes; the next CPU decision imports it again. The CPUs play
# the same game whether it went or not: what a CPU remembers (its dice, the offers it tried)
# is its engine.cpu.CpuPlayer.
import sys

import positions  # noqa: F401  (puts the project on sys.path)
from engine import codes as C
from engine.autoplay import AutoPlayer
from engine.cpu import DECIDING, CpuPlayer
from engine.game import Game
from engine.save import to_bytes


def loaded():
    return [n for n in DECIDING if n in sys.modules]


def mixed_game(tmp_path, cpu, seed=5):
    """A game through the real flow with a person wherever cpu has 0 (the person's answers
    are an AutoPlayer's, given as the person's prompt gives them: Flow.act). Returns the
    driver, the flow and a list of (turn's player to come, DECIDING modules loaded) at each
    autosave, as it is called."""
    from test_ui_device import start
    from ui.game.start import play
    d = start(tmp_path)
    f = play(d.app, Game(len(cpu), seed=seed), bytes(cpu), saves=d.app.saves, seed=seed)
    f.speed = 0
    f.fast = True
    saves = []
    real = d.app.saves.autosave

    def autosave(flow):
        saves.append((d.app.game.actor, loaded()))
        real(flow)
    d.app.saves.autosave = autosave
    return d, f, saves


def play_turns(d, f, turns, cpu, until=None):
    """Run the app until `turns` turns have ended (or until(g) is true, where it returns True):
    CPUs at their own pace, a person's decision answered by an AutoPlayer straight into the
    game and then the flow (as a prompt's act does), A on whatever else waits for the person
    (a panel, the pass screen)."""
    from ui.device import buttons as K
    bot = AutoPlayer(7)
    g = d.app.game
    ended = 0
    for _ in range(20000):
        if g.pending == C.OVER or ended >= turns:
            return False
        if until is not None and until(g):
            return True
        t = g.turn
        top = d.top()
        if type(top).__name__ == 'CpuPrompt':
            d.idle(1, 10)
        elif top is f.prompt and not cpu[g.actor]:
            f.close()
            bot.step(g)
            f.after()
        else:
            d.press(K.A)
        if g.turn != t:
            ended += 1
    raise AssertionError('the game did not get on: %s' % d.text())


def test_the_deciding_code_goes_before_every_turns_save_and_comes_back(tmp_path):
    cpu = (0, 1, 1)         # a person, then two CPUs: a run of two CPU turns a round
    d, f, saves = mixed_game(tmp_path, cpu)
    play_turns(d, f, 12, cpu)
    assert len(saves) >= 10
    seen = set()
    for actor, mods in saves:       # the player whose turn comes, at the ended turn's save
        assert mods == [], (actor, mods)                    # gone before every save
        seen.add('to a CPU' if cpu[actor] else 'to a person')
    assert seen == {'to a person', 'to a CPU'}


def test_the_deciding_code_stays_through_a_cpus_turn(tmp_path):
    cpu = (0, 1, 1)
    d, f, saves = mixed_game(tmp_path, cpu)
    g = d.app.game
    play_turns(d, f, 1, cpu)                # the person's first turn is over
    assert g.actor == 1 and loaded() == []
    longest = 0
    for _ in range(12):                     # CPU turns: one decision a step
        if not cpu[g.actor] or g.pending == C.OVER:
            play_turns(d, f, 1, cpu)        # a person's turn
            continue
        first = None                        # the CPU's first decision imports it
        turn, n = g.turn, 0
        while g.turn == turn and g.pending != C.OVER and cpu[g.actor] and n < 200:
            d.idle(1, 10)
            n += 1
            now = sys.modules.get('engine.cpu_decide')
            if g.turn == turn and now is not None:
                assert first is None or now is first        # not imported again
                first = now
        if g.turn == turn:
            play_turns(d, f, 1, cpu)        # a person answers within it (a bid, an offer)
            continue
        assert loaded() == []               # its turn over: gone before the save
        longest = max(longest, n)
    assert longest >= 2                     # turns of several decisions were seen


def test_cpus_play_the_same_game_whether_their_code_goes_or_stays():
    """Two seeded all-CPU games, one of which lets the deciding code go after every decision:
    the same saves at every step."""
    from engine import forget

    def game(drop):
        g = Game(4, seed=9)
        bots = [CpuPlayer(seed=9 + p) for p in range(4)]
        out = []
        while g.pending != C.OVER and g.round <= 60:
            bots[g.actor].step(g)
            g.take_events()
            out.append(to_bytes(g))
            if drop:
                for n in DECIDING:
                    forget(n)
        return out
    kept = game(False)
    assert game(True) == kept and len(kept) > 200


# engine.job: code resident only for the call that needs it (the trade code of a CPU, the
# save code of a Drive call, ui.game.rare's sentences).
# The trade code's modules as a board forgets them (CPython keeps them: TRADING is empty there).
BOARD_TRADING = ('engine.cpu_trade', 'engine.score')


def test_a_job_forgets_the_modules_it_loaded_and_keeps_those_loaded_before():
    import engine
    from engine import forget, job
    TRADING = BOARD_TRADING
    for n in TRADING:
        forget(n)
    g = Game(2, seed=3)
    # lopsided() is a function of engine.trade: a job's result is data, here a bool
    assert job(TRADING, 'engine.trade', 'lopsided', g, 0, 1, (1,), 0, 0) in (True, False)
    assert 'engine.score' not in sys.modules and not hasattr(engine, 'score')
    assert 'engine.trade' in sys.modules        # not the job's to forget: loaded before it
    import engine.score
    before = engine.score
    job(TRADING, 'engine.cpu_trade', 'weight', g, 0, 100)
    assert sys.modules['engine.score'] is before    # loaded before: kept, the same copy
    assert 'engine.cpu_trade' not in sys.modules and not hasattr(engine, 'cpu_trade')
    forget('engine.score')


def test_a_job_that_raises_forgets_its_modules_too():
    import pytest
    from engine import forget, job
    forget('engine.cpu_trade')
    with pytest.raises(AttributeError):     # no game to read the rules of
        job(('engine.cpu_trade',), 'engine.cpu_trade', 'weight', None, 0, 100)
    assert 'engine.cpu_trade' not in sys.modules


def test_the_trade_code_is_resident_only_while_a_cpu_weighs_a_trade(monkeypatch):
    """On a board a TRADER-personality CPU weighs a trade most turns; after each of its
    decisions the trade code is gone (it was kept to the turn's end, under the telling code:
    the game's peak on the 32-bit port), and every offer and answer still comes: the same game
    as with the code kept loaded throughout (as CPython keeps it)."""
    import engine.cpu
    from engine import forget
    from engine.cpu_tables import NORMAL, TRADER
    assert engine.cpu.TRADING == (() if sys.implementation.name == 'cpython' else BOARD_TRADING)
    monkeypatch.setattr(engine.cpu, 'TRADING', BOARD_TRADING)   # as on a board
    TRADING = BOARD_TRADING

    def game(keep):
        for n in TRADING:
            forget(n)
        if keep:
            import engine.cpu_trade   # noqa: F401  (loaded before each job: jobs keep it)
        g = Game(3, seed=4)
        bots = [CpuPlayer(NORMAL, TRADER, seed=4 + p) for p in range(3)]
        out = []
        offers = 0
        while g.pending != C.OVER and g.round <= 60:
            bots[g.actor].step(g)
            offers += g.pending == C.TRADE
            out.append(to_bytes(g))
            g.take_events()
            assert keep == ('engine.cpu_trade' in sys.modules)
        return out, offers
    kept, offers = game(True)
    assert offers >= 3      # offers were made and answered
    assert game(False) == (kept, offers)
    forget('engine.cpu_trade')


def test_the_deciding_code_goes_while_a_person_answers_a_cpus_offer(tmp_path, monkeypatch):
    """A CPU's offer to a person: the CPUs' deciding code is not resident while the person's
    screens (what they missed, pass the device, the offer) are up, and comes back when the
    CPU's turn goes on after the answer."""
    cpu = (0, 1, 1)

    def offered(g):
        return g.pending == C.TRADE and not cpu[g.actor] and cpu[g.offer[0]]
    for seed in range(1, 40):
        d, f, saves = mixed_game(tmp_path / str(seed), cpu, seed=seed)
        g = d.app.game
        if not play_turns(d, f, 120, cpu, until=lambda g: offered(g) or g.round > 40) or \
                not offered(g):
            continue
        d.idle(1, 10)       # the flow shows the person's screens
        assert type(d.top()).__name__ != 'CpuPrompt', d.text()
        assert loaded() == []
        turn = g.turn
        f.close()
        g.act(C.REJECT)
        f.after()
        decided = []        # DECIDING as each CPU decision of the rest of the turn left it
        step = CpuPlayer.step

        def stepped(me, g):
            step(me, g)
            decided.append(loaded())
        monkeypatch.setattr(CpuPlayer, 'step', stepped)
        play_turns(d, f, 1, cpu)      # the CPU's turn goes on (the rejection told first)
        assert g.turn != turn and decided and all(decided), decided
        return
    raise AssertionError('no CPU offered a person a trade in 40 seeds')


def test_a_cpu_prompts_title_is_the_one_made_with_the_game(tmp_path):
    """Each CPU seat's title ('Top Hat (CPU)') is made as the game starts (ui.game.flow.Flow)
    and every CPU prompt shows that same str: made when the prompt first showed, mid-step, it
    lay in the middle of the board's largest free area for the rest of the game."""
    cpu = (0, 1, 1)
    d, f, _ = mixed_game(tmp_path, cpu)
    assert f.titles[0] is None and f.titles[1] == d.app.names[1] + ' (CPU)'
    shown = []

    def cpu_up(g):
        top = d.top()
        if type(top).__name__ == 'CpuPrompt':
            shown.append((top.p, top.title))
        return len(set(p for p, _ in shown)) == 2
    assert play_turns(d, f, 12, cpu, until=cpu_up)
    for p, t in shown:
        assert t is f.titles[p], (p, t)
