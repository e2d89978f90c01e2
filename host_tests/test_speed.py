# The engine made faster plays the same games, and its shortcuts answer what a plain look at
# the whole board answers: the owner index (State.owned_by, group_owner), the
# payments that skip the queue (money.pay_now), the CPU players' memos (danger, the trade
# search), and `make bench` prints its figures.
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from engine import rules as R                                   # noqa: E402
from engine.autoplay import AutoPlayer                          # noqa: E402
from engine.board import SQUARES, GROUP_SQUARES, GROUP_COUNT, ownable  # noqa: E402
from engine.codes import BANK, OVER, EV_PAY                     # noqa: E402
from engine.cpu import CpuPlayer  # noqa: E402
from engine.cpu_tables import HARD, NORMAL, EASY, TRADER, FAIR, MARGIN, RESERVE  # noqa: E402
from engine.cpu_trade import best_offer, gains, _partner, _reachable  # noqa: E402
from engine.cpu_decide import danger, rent_now, FREQ            # noqa: E402
from engine.game import Game                                    # noqa: E402
from engine.money import pay, pay_now, settle                   # noqa: E402
from engine.save import to_bytes                                # noqa: E402
from engine.save_read import from_bytes                         # noqa: E402
from positions import at, A, B, C                               # noqa: E402

BIN = os.path.dirname(sys.executable)

# host_tests/game_digests.py ROOT 6 at commit 8ffacce, before the engine was made faster: the
# same seeds must keep giving these games. A change of play that is wanted changes these lines
# in its own commit, which says why. (Issue 21: a CPU no longer repeats an offer refused while
# nothing relevant changed: five CPU games take fewer steps, two end otherwise.)
GOLDEN = """
auto 1 0 3 688 76368cd0
cpu 1 0 3 415 3d0959cd
auto 1 1 4 611 522fe577
cpu 1 1 4 190 f148d121
auto 1 2 5 469 e580cb1b
cpu 1 2 5 456 278b9618
auto 1 3 6 1184 6a873fd1
cpu 1 3 6 530 67fbbd55
auto 2 0 4 794 e8bf1238
cpu 2 0 4 445 d0f71a44
auto 2 1 5 887 e517ff7d
cpu 2 1 5 248 244b76ac
auto 2 2 6 412 3fdf04eb
cpu 2 2 6 651 6aa0ce0c
auto 2 3 2 352 fe6a546f
cpu 2 3 2 296 1763ad2e
auto 3 0 5 582 a11ada01
cpu 3 0 5 409 80603942
auto 3 1 6 973 499343d0
cpu 3 1 6 276 a3ae4606
auto 3 2 2 186 93705b04
cpu 3 2 2 238 177d5701
auto 3 3 3 273 fc2e8cde
cpu 3 3 3 268 cde22f58
auto 4 0 6 1111 ff54dd7b
cpu 4 0 6 302 1153984a
auto 4 1 2 256 60e91915
cpu 4 1 2 211 428e5235
auto 4 2 3 318 8d4bbbf9
cpu 4 2 3 468 0b7be3a0
auto 4 3 4 697 0b246352
cpu 4 3 4 614 6cbcb168
auto 5 0 2 315 fe35a628
cpu 5 0 2 200 760f1b4e
auto 5 1 3 549 6993146a
cpu 5 1 3 489 c64bb36b
auto 5 2 4 304 41d9a251
cpu 5 2 4 587 5a7fb16b
auto 5 3 5 842 1bbf3a7f
cpu 5 3 5 362 e226a87d
auto 6 0 3 545 922efa9c
cpu 6 0 3 207 7280462d
auto 6 1 4 694 2059afa0
cpu 6 1 4 218 99a63a66
auto 6 2 5 346 20836981
cpu 6 2 5 573 ba867f45
auto 6 3 6 977 08165bfe
cpu 6 3 6 811 9f9e9d53
"""


@pytest.mark.parametrize('interpreter', ('python', 'micropython'))
def test_seeded_games_are_the_games_played_before_the_speed_work(interpreter):
    exe = sys.executable if interpreter == 'python' else os.path.join(BIN, 'micropython')
    r = subprocess.run([exe, os.path.join('host_tests', 'game_digests.py'), '.', '6'], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split('\n') == GOLDEN.strip().split('\n') + ['']


# --- the owner index ------------------------------------------------------------------------

def scanned(g):
    """(deeds per player, owner of each whole group), read from the owner array square by
    square."""
    deeds = [bytes(sq for sq in range(SQUARES) if ownable(sq) and g.owner[sq] == p)
             for p in range(g.n)]
    whole = []
    for grp in range(GROUP_COUNT):
        owners = set(g.owner[sq] for sq in GROUP_SQUARES[grp])
        whole.append(owners.pop() if len(owners) == 1 else BANK)
    return deeds, whole


def indexed(g):
    return [g.owned_by(p) for p in range(g.n)], [g.group_owner(grp) for grp in range(GROUP_COUNT)]


def short_rules():
    r = R.classic()
    for i, v in ((R.VARIANT, R.SHORT), (R.JAIL_RULE, R.SHORT), (R.HOTEL_HOUSES, 3),
                 (R.END_RULE, R.END_FIRST_BANKRUPTCY), (R.DEAL_DEEDS, 3)):
        r[i] = v
    return r


@pytest.mark.parametrize('seed', (1, 2, 3))
def test_owner_index_follows_buying_auctions_trades_and_bankruptcy(seed):
    """Every step of seeded games, dealt deeds included; the games end in bankruptcies."""
    changes = 0
    for rules, seats in ((None, lambda n: [AutoPlayer(seed, trade_chance=300)] * n),
                         (short_rules(), lambda n: [AutoPlayer(seed)] * n),
                         (None, lambda n: [CpuPlayer(HARD, TRADER, seed=seed + i)
                                           for i in range(n)])):
        g = Game(4, seed, rules)
        players = seats(4)
        last = bytes(g.owner)
        assert indexed(g) == scanned(g)
        while g.pending != OVER and g.round <= 150:
            players[g.actor].step(g)
            g.take_events()
            if bytes(g.owner) != last:
                changes += 1
                last = bytes(g.owner)
            assert indexed(g) == scanned(g)
    assert changes > 50


def test_owner_index_sees_owners_written_from_outside_the_engine():
    g = at({1: 'a', 3: 'a', 5: 'b'}, '1500@0,1500@0')
    assert g.owned_by(A) == bytes((1, 3)) and g.group_owner(0) == A
    g.owner[3] = B                      # a test (or a tool) setting a square by hand
    assert g.owned_by(A) == bytes((1,)) and g.owned_by(B) == bytes((3, 5))
    assert g.group_owner(0) == BANK
    g.owner = bytearray(g.owner)        # or replacing the array, as loading a save does
    g.owner[1] = B
    assert indexed(g) == scanned(g) and g.group_owner(0) == B
    loaded = from_bytes(to_bytes(g))
    assert indexed(loaded) == scanned(loaded) == scanned(g)


def test_settle_makes_the_kept_lists_again_with_the_same_values():
    """Game.settle (a board calls it after a collection, so that what a step made to keep lies
    low in its heap): the events, the payment queue and the owner index are new objects with
    the same values, and the game goes on as it would have."""
    from positions import roll
    g, same = (at({1: 'a', 3: 'a', 39: 'b'}, '20@36,1500@0') for _ in range(2))
    for x in (g, same):
        roll(x, 1, 2)       # a ($20) on b's Boardwalk: the rent of $50 stays queued
        x.owned_by(A)       # the owner index made
        x.emit(EV_PAY, A, B, 1)
    assert len(g.pay_from) == 1 and g.events
    kept = (g.events, g.pay_from, g.pay_to, g.pay_amount, g.owned_by(A))
    before = to_bytes(g)
    g.settle()
    assert to_bytes(g) == before
    now = (g.events, g.pay_from, g.pay_to, g.pay_amount, g.owned_by(A))
    assert all(a is not b and list(a) == list(b) for a, b in zip(kept, now))
    assert indexed(g) == scanned(g)
    for x in (g, same):
        x.mortgage(A, 1)
        x.mortgage(A, 3)
    assert to_bytes(g) == to_bytes(same) and g.take_events() == same.take_events()


def test_a_list_of_deeds_stays_as_it_was_while_deeds_change_hands():
    g = at({1: 'a', 3: 'a'}, '1500@0,1500@0')
    mine = g.owned_by(A)
    g.owner[1] = B
    assert mine == bytes((1, 3)) and g.owned_by(A) == bytes((3,))


# --- payments that skip the queue -------------------------------------------------------------

def both_ways(g, payer, payee, amount):
    """(state, events, queue) after pay() and after pay_now(), from copies of g, each followed
    by the settle() that turn.advance makes before any decision."""
    out = []
    for move in (pay, pay_now):
        h = from_bytes(to_bytes(g))
        h.events = []
        move(h, payer, payee, amount)
        settle(h)
        out.append((to_bytes(h), h.events, list(h.pay_from)))
    return out


@pytest.mark.parametrize('payer, payee, amount', (
    (A, B, 100), (A, BANK, 100), (BANK, A, 100), (A, 254, 100), (A, B, 0), (A, A, 50),
    (A, B, 1500), (A, B, 1501), (C, A, 100), (A, C, 100)))
def test_pay_now_ends_where_pay_and_settle_end(payer, payee, amount):
    """Rich or short payer, the bank, the jackpot, nothing to pay, a player gone out."""
    g = at({}, '1500@0,1500@0,0@0x1', 'ta')
    queued, now = both_ways(g, payer, payee, amount)
    assert queued[0] == now[0] and queued[2] == now[2]
    assert queued[1] == now[1]          # the same events, in the same order
    if payer == A and payee == B and 0 < amount <= 1500:
        assert now[1] == [(EV_PAY, A, B, amount)] and not now[2]


def test_pay_now_moves_the_money_before_the_next_settle():
    g = at({}, '1500@0,1500@0', 'ta')
    pay_now(g, A, B, 100)
    assert g.cash[A] == 1400 and g.cash[B] == 1600 and not g.pay_from


def test_pay_now_queues_behind_a_payment_already_waiting():
    g = at({}, '10@0,1500@0', 'ta')
    pay(g, A, B, 100)                    # A cannot pay this one: it blocks the queue
    assert not settle(g)
    pay_now(g, B, A, 50)                 # so B's payment to A waits behind it
    assert list(g.pay_from) == [A, B] and g.cash[A] == 10 and g.cash[B] == 1500


# --- the CPU players' memos -----------------------------------------------------------------

def plain_danger(g, p):
    expected = worst = 0
    for sq in range(SQUARES):
        o = g.owner[sq]
        if o != BANK and o != p:
            r = rent_now(g, sq)
            expected += FREQ[sq] * r
            worst = max(worst, r)
    return expected // 10000, worst


@pytest.mark.parametrize('seed', (4, 5))
def test_danger_and_trade_worths_match_a_plain_look_at_the_board(seed):
    g = Game(4, seed)
    cpus = [CpuPlayer(HARD, seed=seed), CpuPlayer(NORMAL, seed=seed + 1),
            CpuPlayer(HARD, TRADER, seed=seed + 2), CpuPlayer(EASY, seed=seed + 3)]
    other = Game(3, seed + 9)           # a second game in between: the memo is one for all
    compared = 0
    while g.pending != OVER and g.round <= 120:
        cpus[g.actor].step(g)
        g.take_events()
        for p in range(g.n):
            assert danger(g, p) == plain_danger(g, p)
            assert danger(other, p % 3) == plain_danger(other, p % 3)
        p = g.turn
        memo = {}
        for grp in range(8):
            q = _partner(g, p, grp)
            need = _reachable(g, p, q, grp) if q != BANK else None
            if need:
                for cash in (0, 50):
                    assert gains(g, p, q, need, cash, 0, 12, memo) == \
                        gains(g, p, q, need, cash, 0, 12)
                    compared += 1
    assert compared > 20


def test_danger_is_asked_again_after_every_change_it_reads():
    # danger() keeps its answers for the board it last saw: a mortgage, the double-rent option,
    # a level or an owner written by hand (no engine call) must each be seen at once.
    g = Game(2, 3)
    brown = GROUP_SQUARES[0]
    for sq in brown:
        g.owner[sq] = 1
    g.rules[R.DOUBLE_RENT] = 0

    def mortgage():
        g.mortgaged[brown[0]] = 1       # a street of the group mortgaged: no double rent

    def house_rule():
        g.rules[R.DOUBLE_RENT] = 1      # double rent on the unmortgaged street again

    def houses():
        g.mortgaged[brown[0]] = 0
        g.level[brown[1]] = 3

    def deed_back():
        g.owner[brown[1]] = 0           # p's own deed now: it charges p nothing

    last = danger(g, 0)
    assert last == plain_danger(g, 0) and last[1] > 0
    for change in (mortgage, house_rule, houses, deed_back):
        change()
        now = danger(g, 0)
        assert now == plain_danger(g, 0), change.__name__
        assert now != last, change.__name__
        last = now
    assert danger(g, 1) == plain_danger(g, 1)


@pytest.mark.parametrize('seed', (1, 2, 3, 4))
def test_a_search_skipped_on_a_board_seen_before_finds_what_a_full_search_finds(seed):
    """best_offer() returns at once when its last search found nothing for the board's own
    reasons and the board, horizon, rivals and jail cards are as they were (tried[-1]): at
    every step of seeded games, for every player, with its own `tried` as it stands and with
    two horizons, the search gives what a search without the kept terms gives. On odd rounds
    another game's board is looked at in between (the count of boards seen moves on)."""
    # The copies the CPUs' decisions use: a game's UI in another suite may have let the
    # deciding modules go (ui.game.flow.Flow.cpus_rest), and their memos are their own.
    from engine.cpu_decide import ahead
    from engine.cpu_trade import best_offer, danger     # the copies a decision imports now
    g = Game(4, seed)
    cpus = [CpuPlayer(HARD, seed=seed), CpuPlayer(NORMAL, seed=seed + 1),
            CpuPlayer(HARD, TRADER, seed=seed + 2), CpuPlayer(EASY, seed=seed + 3)]
    other = Game(3, seed + 9)
    skipped = 0
    while g.pending != OVER and g.round <= 150:
        cpus[g.actor].step(g)
        g.take_events()
        if g.round % 2:
            danger(other, 0)
        for p in range(g.n):
            t = cpus[p].params
            for h in (ahead(cpus[p], g), 5):
                kept = dict(cpus[p].tried)
                fresh = dict(kept)
                fresh.pop(-1, None)
                args = (g, p, h, t[FAIR], t[MARGIN], g.cash[p] - t[RESERVE])
                assert best_offer(*args, kept) == best_offer(*args, fresh)
                # the kept terms were this search's own: it was skipped
                skipped += -1 in cpus[p].tried and cpus[p].tried[-1] == fresh.get(-1)
    assert skipped > 20


def test_a_search_that_found_nothing_for_want_of_cash_or_time_is_made_again():
    # A search keeps its terms only when the board alone said no. Short of cash, or with the
    # partner offered the group lately (left out for four rounds), it keeps none, and finds
    # the offer once the cash is there or the rounds have passed, on the same board.
    g = at({1: 'a', 3: 'b'}, '1500@0,1500@0,1500@0,1500@0')
    t = CpuPlayer(HARD).params
    terms = (g, A, 15, t[FAIR], t[MARGIN])
    offer = best_offer(*terms, 1400, {})
    assert offer and offer[:2] == (B, [3]) and offer[2] > 50
    tried = {}
    assert best_offer(*terms, 50, tried) is None and -1 not in tried
    assert best_offer(*terms, 1400, tried) == offer
    tried = {B * 16 + 0: g.round}
    assert best_offer(*terms, 1400, tried) is None and -1 not in tried
    g.round += 4
    assert best_offer(*terms, 1400, tried) == offer


def test_a_search_that_found_nothing_on_the_board_is_skipped_until_the_board_changes():
    g = at({1: 'a', 3: 'b', 5: 'c'}, '1500@0,1500@0,1500@0,1500@0')
    t = CpuPlayer(HARD).params
    terms = (g, A, 15, t[FAIR], 200)          # a margin no price meets: the board says no
    tried = {}
    assert best_offer(*terms, 1400, tried) is None and -1 in tried
    kept = tried[-1]
    assert best_offer(*terms, 1400, tried) is None and tried[-1] is kept
    g.owner[5] = B                             # any change to the board: searched again
    assert best_offer(*terms, 1400, tried) is None and tried[-1] != kept


# --- make bench ---------------------------------------------------------------------------------

def test_bench_prints_turns_per_second_and_a_profile():
    r = subprocess.run([sys.executable, os.path.join('tools', 'games', 'bench.py'), '--games', '4',
                        '--cpu-games', '1', '--pairs', '1', '--no-heap'], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    # The unix port from .py sources and from .mpy files, as a board imports them.
    for label in ('CPython 3.', 'MicroPython unix port, .py,', 'MicroPython unix port, .mpy,'):
        for kind in ('selfplay (AutoPlayer)', 'CPU players'):
            row = [ln for ln in out.split('\n') if ln.startswith('| %s' % label) and kind in ln]
            assert len(row) == 1 and float(row[0].split('|')[3]) > 0, out
    assert out.count('| function | calls | own time | with callees |') == 2
    assert 'engine/' in out.split('Profile, CPU players')[1]
