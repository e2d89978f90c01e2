# Every figure the debt screens show is the engine's: debts reached by seeded games of the
# automatic player (several seeds, wherever they fall), each shown through the real ui/ and
# checked against the engine: the debt prompt (the amount, the creditor, the cash, what is
# left to raise), the raise-money menu's "Still to raise", and each row of the mortgage and
# sell lists, whose amount is what the engine's action pays (applied on a copy of the game).
import re

from engine import codes as C
from engine import save
from engine.save_read import from_bytes
from engine.autoplay import AutoPlayer
from engine import RuleError
from engine.game import Game
from host.driver import Driver
from ui.text import words
from ui.screens.build import DeedAction, MORTGAGE, SELL
from ui.game.decide import debt_lines
from ui.screens.menu import Menu

SEEDS = (1, 2, 3, 4, 5, 7, 9, 11)


def debts(seed, want=3, steps=6000):
    """Up to `want` saved games at a debt (the pending decision DEBT), from one seeded game."""
    g = Game(4, seed=seed)
    bot = AutoPlayer(seed)
    out = []
    last = None
    for _ in range(steps):
        if g.pending == C.OVER or len(out) >= want:
            break
        if g.pending == C.DEBT and (g.actor, g.owed, len(g.events)) != last:
            last = (g.actor, g.owed, len(g.events))
            out.append(bytes(save.to_bytes(g)))
        bot.step(g)
    return out


def dollars(text):
    return [int(n) for n in re.findall(r'\$(\d+)', text)]


def queued(g, p):
    """What p must still raise, counted here from the engine's payment queue."""
    owed = sum(g.pay_amount[i] for i in range(len(g.pay_from)) if g.pay_from[i] == p)
    return max(owed - g.cash[p], 0)


def copy(data):
    return from_bytes(data)


def check_rows(data, kind):
    g = copy(data)
    p = g.actor
    d = Driver('pybadge', game=g, screen=False)
    da = DeedAction(d.app, p, kind)
    da.fill()
    if da.squares:      # the foot says what is left to raise, as the menu, not the cash
        assert da.foot == 'Still to raise ${}'.format(queued(g, p)), da.foot
    checked = 0
    for sq, row in zip(da.squares, da.rows):
        h = copy(data)
        before = (h.cash[p], h.level[sq])
        fn = h.mortgage if kind == MORTGAGE else h.sell
        try:
            fn(p, sq)
        except RuleError:
            # Refused by the engine: the row shows no amount to be had.
            assert '+$' not in row, (row, sq)
            continue
        got = dollars(row)
        assert got, (row, sq)
        # The cash the action brings (a debt the engine paid from it given back).
        paid = sum(e[3] for e in h.events if e[0] == C.EV_PAY and e[1] == p)
        assert got[-1] == h.cash[p] - before[0] + paid, (row, sq)
        if kind == SELL:
            m = re.search(r'(\w)>(\w)', row)
            lv = 'H' if h.level[sq] == 5 else str(h.level[sq])
            assert m and m.group(2)[0] == lv, (row, h.level[sq])
        checked += 1
    return checked


def test_every_figure_on_the_debt_screens_is_the_engines():
    seen = rows = 0
    for seed in SEEDS:
        for data in debts(seed):
            g = copy(data)
            p = g.actor
            d = Driver('pybadge', game=g)
            app = d.app
            cause, have = debt_lines(app, p)
            assert dollars(cause) == [g.owed], cause
            assert cause.endswith(' to {}.'.format(words.who(app, g.creditor))), cause
            assert dollars(have)[0] == g.cash[p], have
            if g.cash[p] >= g.owed:
                assert have.endswith('pay it'), have
            else:
                assert dollars(have)[1] == queued(g, p) > 0, (have, queued(g, p))
            m = Menu(app, p, debt=True)
            m.fill()
            assert m.foot == 'Still to raise ${}'.format(queued(g, p)), m.foot
            rows += check_rows(data, MORTGAGE) + check_rows(data, SELL)
            seen += 1
    assert seen >= 10 and rows >= 20, (seen, rows)


def test_a_built_groups_deeds_are_marked_in_the_mortgage_list():
    # Listed (the person sees them) but marked, with no amount; A gives the engine's reason.
    from ui_helpers import driver
    d = driver({1: 'a1', 3: 'a', 5: 'a'})
    da = DeedAction(d.app, 0, MORTGAGE)
    da.fill()
    assert da.rows == [' Medit Ave  sell houses', ' Baltic Ave sell houses',
                       ' Reading RR +$100'], da.rows


def test_the_mortgage_list_opens_on_the_first_deed_it_can_mortgage():
    # A built group's deeds come first by square, listed but refused: the cursor starts on
    # the first that can be mortgaged (Reading), one A away, not 9 presses.
    from ui_helpers import driver
    from ui.device import buttons as K
    d = driver({1: 'a1', 3: 'a', 5: 'a', 6: 'a'})
    g = d.game
    d.app.push(DeedAction(d.app, 0, MORTGAGE))
    d.idle(1, 10)
    assert d.top().current().startswith(' Reading RR'), d.top().rows
    d.press(K.A)
    assert g.mortgaged[5]


def test_selling_the_last_house_leaves_a_true_row():
    # Not "St Charles 0>-1 +$50": the row says what stands, and offers nothing more.
    from ui_helpers import driver
    d = driver({11: 'a1', 13: 'a', 14: 'a'})
    g = d.game
    da = DeedAction(d.app, 0, SELL)
    da.fill()
    assert da.rows == [' St Charles 1>0 +$50']
    da.apply(11)
    assert g.level[11] == 0 and g.cash[0] == 1550
    assert da.rows == [' St Charles 0 houses'] and da.foot == 'Sell St Charles +$50'


def test_buy_prompt_when_short_says_price_reason_and_what_to_do():
    from positions import at
    from ui.device import buttons as K
    from ui.game.start import play
    from ui_helpers import settle
    g = at({39: 'a'}, '150@0,1500@0', 'ta', dice=(2, 3))
    d = Driver('pybadge', game=g, screen=False)
    play(d.app, g, b'\x00\x01', tokens=(0, 1), seed=3)
    settle(d)
    d.press(K.A)                                # roll: Reading Railroad, $200
    settle(d)
    assert g.pending == C.BUY and g.pos[0] == 5
    t = d.text()
    said = ' '.join(t)                          # the lines wrap on 160 px
    assert 'Reading Railroad is for sale: $200 You have $150: $50 short' in said, t
    assert '>Auction it' in t and ' Raise $50 to buy' in t, t     # the default as before
    d.press(K.DOWN, K.A)                        # the menu: mortgage Boardwalk, come back
    d.press(K.DOWN, K.A, K.A, K.B, K.B)
    assert g.mortgaged[39] and g.cash[0] == 350
    settle(d)
    assert '>Buy for $200' in d.text(), d.text()


def test_buy_prompt_offers_no_raise_when_nothing_could_cover_the_price():
    from positions import at
    from ui.device import buttons as K
    from ui.game.start import play
    from ui_helpers import settle
    g = at({1: 'a'}, '150@0,1500@0', 'ta', dice=(2, 3))   # $150 + Mediterranean's $30
    d = Driver('pybadge', game=g, screen=False)
    play(d.app, g, b'\x00\x01', tokens=(0, 1), seed=3)
    settle(d)
    d.press(K.A)
    settle(d)
    t = d.text()
    assert 'You have $150: $50 short' in ' '.join(t), t
    assert '>Auction it' in t and not any('Raise' in r for r in t), t
