# Every moment seen, and money lines that add up: seeded games of people and CPUs played with
# the buttons through the real ui/ (headless). A person answers each screen the simple way
# (OK, roll, buy when the cash allows, pass in auctions, reject offers, pay or give up a debt);
# the test records every line the screen showed (the top screen, scrolled to its end, and the
# banner) and checks that
#  - each big moment the flow told (jail, a card, an auction won, a bankruptcy, a trade, who
#    starts, the end; a person's doubles) was on the screen before the next decision a person took;
#  - each amount an item names is in its sentence, next to the player's name, and the
#    amounts told for each player add up to that player's cash change in the engine.
import sys

import pytest

from engine import codes as C
from engine.game import Game
from host.driver import Driver
from ui.device import buttons as K
from ui.text import words
from ui.game.news import BIG, SMALL
from ui.game.start import play


def lines_of(d):
    """The top screen's lines, reading a scrolling panel to its end, and the banner's."""
    from ui.game.recap import Panel
    out = set()
    top = d.top()
    for _ in range(40):
        out.update(t.lstrip('> ').rstrip() for t in d.text())
        if not (isinstance(top, Panel) and d.text()[0].endswith('v')):
            break
        d.press(K.DOWN)
    b = d.app.flow.banner
    if b is not None and not b.group.hidden:
        out.add(b.row.text.rstrip())
    return out


def seen(it, shown, cols):
    """Was item it's sentence on the screen (wrapped as a panel, a prompt or the banner)? A
    card's panel is titled with its deck, so its sentence there leaves out 'draws <deck>'."""
    texts = [it.text]
    if it.ev == C.EV_CARD:
        import re
        texts.append(re.sub(' draws [^:]*:', ':', it.text, count=1))
    for c in cols:
        for text in texts:
            if all(t in shown for t in words.wrap(text, c)):
                return True
    return False


def pick(d, text):
    for _ in range(12):
        if any(t.startswith('>' + text) for t in d.text()):
            d.press(K.A)
            return True
        d.press(K.DOWN)
    return False


def answer(d, f):
    """One person's answer, the simple way; returns True when it was a decision."""
    from ui.game.recap import Panel
    from ui.game.seats import CpuPrompt
    g = d.game
    top = d.top()
    if isinstance(top, CpuPrompt):
        return False
    if isinstance(top, Panel):
        d.press(K.A)
        return False
    p = g.actor
    if g.pending == C.DEBT:
        if not pick(d, 'Pay'):
            # Raise money as the menu would: mortgage a deed (the engine pays the debt).
            for sq in range(40):
                if g.can_mortgage(p, sq) is None:
                    g.mortgage(p, sq)
                    d.changed()
                    f.check()
                    return True
            pick(d, 'Go bankrupt')
            d.idle(1, 400)
            pick(d, 'Yes, give up')
        return True
    if g.pending == C.BID:
        pick(d, 'Pass')
    elif g.pending == C.TRADE:
        for _ in range(20):
            if 'Reject' in ' '.join(d.text()):
                break
            d.press(K.RIGHT)
        if not pick(d, 'Reject'):
            f.act(C.REJECT)
    else:
        d.press(K.A)
    return True


def idle(d, n=400):
    from ui.game.seats import CpuPrompt
    for _ in range(n):
        top = d.top()
        if isinstance(top, CpuPrompt) or getattr(top, 'anim', None) is not None:
            d.idle(1, 200)
            yield
        else:
            d.idle(1, 400)
            return


@pytest.mark.parametrize('seed,cpu,board', [(5, b'\x00\x00\x01', 'pybadge'),
                                            (11, b'\x00\x01\x01', 'pybadge'),
                                            (23, b'\x00\x01\x00\x01', 'clue')])
def test_big_moments_are_seen_and_amounts_add_up(seed, cpu, board):
    g = Game(len(cpu), seed=seed)
    d = Driver(board, game=g, screen=False)
    f = play(d.app, g, cpu, tokens=tuple(range(g.n)), seed=seed)
    f.speed = 0             # CPUs and dice at once: what a person sees is the same
    told = f.shown = []
    said = []
    say = f.say
    f.say = lambda t: said.append(t) or say(t)
    start = list(g.cash)
    cols = (d.top().cols, d.app.width // 6)
    shown = set()
    kinds = set()
    decisions = 0
    for _ in range(3000):
        if decisions >= 80:
            break
        for _ in idle(d):
            shown |= lines_of(d)
        if g.pending == C.OVER:
            shown |= lines_of(d)
            break
        shown |= lines_of(d)
        before = len(told)
        if answer(d, f):
            decisions += 1
            # Before this decision, every big moment told so far was on the screen.
            for it in told[:before]:
                if it.prio >= BIG or it.ev == C.EV_DOUBLES and not cpu[it.who.bit_length() - 1]:
                    assert seen(it, shown, cols), (it.text, sorted(shown))
                    kinds.add(it.ev)
    for _ in idle(d):       # the last roll's animation holds its events until it ends
        pass
    f.drain()
    assert decisions >= 80 or g.pending == C.OVER
    assert {C.EV_CARD, C.EV_DOUBLES} <= kinds, kinds
    # The money told adds up, player by player, to the engine's cash.
    moved = [0] * g.n
    for it in told:
        for i in range(0, len(it.cash), 2):
            p, m = it.cash[i], it.cash[i + 1]
            moved[p] += m
            assert words.amount(d.app, abs(m)) in it.text, (it.text, p, m)
            assert d.app.names[p] in it.text, (it.text, p, m)
    assert moved == [g.cash[p] - start[p] for p in range(g.n)], (moved, list(g.cash), start)
    # Each line told went to the log (the Log screen) once, in the same words.
    for it in told:
        assert said.count(it.text) >= 1, it.text
    for i in range(1, len(said)):
        assert said[i] != said[i - 1] or said[i].startswith('Round'), said[i]


def test_first_roll_is_a_panel_and_in_the_log():
    g = Game(3, seed=4)
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x00\x01', tokens=(0, 1, 2), seed=4)
    d.idle(1, 400)
    t = ' '.join(d.text())
    assert t.startswith('Who starts Rolls: '), t
    first = d.app.names[g.turn]
    assert first + ' starts.' in t
    assert f.log[0].startswith('Rolls: ')
    d.press(K.A)
    assert d.text()[0] in ('Pass to ' + first, first + ' (CPU)'), d.text()


def test_no_double_telling_of_a_debt_and_its_payment():
    """Rent a player cannot pay at once: the log says 'owes' with the cause once, then
    'pays ... the $N owed' once; never 'pays $200' before it was paid; the debt screen names
    the cause and what is left to raise."""
    from positions import at, set_dice
    # Dog (a) owns Boardwalk with a house; Hat (b), at 36 with $100 and Pennsylvania Avenue,
    # rolls 3.
    g = at({39: 'a1', 34: 'b'}, '1500@0,100@36', 'tb', dice=(1, 2))
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x00', tokens=(0, 1), seed=1)
    for _ in range(3):
        d.idle(1, 400)
        if '>Roll dice' in d.text():
            break
        d.press(K.A)
    set_dice(g, 1, 2)
    d.press(K.A)
    for _ in idle(d):
        pass
    assert g.pending == C.DEBT, (d.text(), f.log)
    owes = [t for t in f.log if 'owes' in t]
    assert owes == ['Rent, Boardwalk with 1 house: Hat owes $200 to Dog'], f.log
    # The cause told, its code let go mid-turn (ui.game.news.rare), the rest of the telling kept.
    assert 'ui.game.rare' not in sys.modules and 'ui.game.news' in sys.modules
    assert not [t for t in f.log if 'pays' in t and '$200' in t], f.log
    t = ' '.join(d.text())
    assert 'Rent, Boardwalk with 1 house: $200 to Dog.' in t, t
    assert 'You have $100: raise $100' in t, t
    assert '>Raise money' in d.text(), d.text()     # never Go bankrupt first
    # Hat mortgages Pennsylvania Avenue (as the menu does): the engine pays the debt, and
    # Dog's recap on the hand-over says so.
    g.mortgage(1, 34)
    f.close()
    f.check()
    d.idle(1, 400)
    t = ' '.join(d.text())
    assert t.startswith('Pass to Dog Your cash: $1500 -> $1700 Hat pays Dog the $200 owed'), t
    paid = [t for t in f.log if '$200' in t and 'pays' in t]
    assert paid == ['Hat pays Dog the $200 owed (Rent, Boardwalk with 1 house)'], f.log
    assert g.cash[1] == 60 and g.cash[0] == 1700


def test_a_cards_telling_loads_the_cards_code_for_its_call_only():
    """A board lets a drawn card's code go as the step that drew it ends (engine.turn); the
    card's telling reads its effect (the cash it gave) with that code loaded for the call only:
    kept, it stayed to the next step (0.9 KB at the turn line after a CPU's first move)."""
    from engine import forget
    from ui.game import news
    from ui.game.flow import Item
    g = Game(2, seed=1)
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x00', tokens=(0, 1), seed=1)
    forget('engine.cards')
    it = Item(SMALL, '', 1, C.EV_CARD)
    news.rare('card', f.told, d.app, (C.EV_CARD, 0, 0, 7), it)    # Chance 7: the bank pays $50
    assert 'engine.cards' not in sys.modules
    assert it.text.startswith('Dog draws Chance: ') and it.cash == [0, 50], (it.text, it.cash)


def test_a_turns_end_makes_what_it_keeps_again(monkeypatch):
    """At each turn's end and after each CPU move that told something within its turn
    (ui.game.news.settle, after a collection, so that on the board they lie low in the heap):
    the game settles its own lists (engine.game.Game.settle), and the turn's recap entries and
    the panels waiting are made again, the same values in new objects; the older entries were
    made again at their own turn's end."""
    from engine.state import State
    from ui.game.flow import Flow, Item
    settled, ended, moves = [], [], []
    settle, emit, after_move = Game.settle, State.emit, Flow.settle
    monkeypatch.setattr(Game, 'settle', lambda g: settled.append(g.turn) or settle(g))
    monkeypatch.setattr(State, 'emit', lambda g, k, *a: (
        k == C.EV_TURN and ended.append(g.turn)) or emit(g, k, *a))

    def moved(flow):
        if flow.telling is not None:    # a move that told something, its turn not ended
            moves.append(flow.app.game.turn)
        after_move(flow)
    monkeypatch.setattr(Flow, 'settle', moved)
    g = Game(3, seed=11)
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x01\x01', tokens=(0, 1, 2), seed=11)
    del ended[:]        # the game's making told no turn's end
    f.speed = 0
    decisions = 0
    while decisions < 30 and g.pending != C.OVER:
        for _ in idle(d):
            pass
        decisions += answer(d, f)
    for _ in idle(d):       # the last roll's animation holds its events until it ends
        pass
    f.drain()
    assert len(ended) >= 10 and len(moves) >= 10
    assert len(settled) == len(ended) + len(moves)
    it = Item(BIG, 'A big moment', 1, C.EV_CARD)
    it.cash, it.more, it.due, it.arg = [0, 50], ['A line after it'], 0, 1
    f.panels.append(it)
    f.recap.append([SMALL, 'A line of an earlier turn', 4])   # not said since the last end
    older = len(f.recap)
    f.say('A recap line')
    f.recap.append([BIG, 'A recap line', 2])
    entries = list(f.recap)
    values = [list(e) for e in entries], list(f.log), list(f.news)
    from ui.game import news
    news.settle(f.told, f)
    assert ([list(e) for e in f.recap], f.log, f.news) == values
    assert f.recap[-1] is not entries[-1]
    assert all(a is b for a, b in zip(entries[:older], f.recap))
    c = f.panels[-1]
    assert c is not it and c.cash is not it.cash and c.more is not it.more
    assert [(i.prio, i.text, i.who, i.ev, i.cash, i.more, i.due, i.arg) for i in (c, it)] == \
        [(BIG, 'A big moment', 1, C.EV_CARD, [0, 50], ['A line after it'], 0, 1)] * 2
