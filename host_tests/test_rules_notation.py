"""Position notation and saved games: round trips, refusals, and illegal actions that leave the
game exactly as it was (compared byte for byte through the save format)."""
import pytest

from positions import A, B, C, at, line, snapshot
from engine import notation, save
from engine.save_read import from_bytes
from engine.autoplay import AutoPlayer, played
from engine.codes import (BANK, ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, OVER, BUY_IT,
                          GO_BANKRUPT, BID_AMOUNT, DECLINE, ROLL_DICE)
from engine import RuleError, SaveError
from engine.game import Game

P1 = line({}, '1500@0,1500@0', 'ta c-- h32/12 r1')
P2 = line({1: 'a2', 3: 'a2', 6: 'b', 8: 'b', 9: 'b', 16: 'c', 21: 'C', 23: 'C', 37: 'b4',
           39: 'bH'}, '980@12,1210@10j2,75@39', 'tb cac h24/11 r14')
P3 = line({1: 'a', 3: 'a', 12: 'B', 15: 'b', 21: 'cH', 23: 'cH', 24: 'cH'},
          '0@5,2300@27,600@10j1,0@0x1', 'tb c-b h32/9 r40 d1 oauctions=0')
POSITIONS = [P1, P2, P3]


@pytest.mark.parametrize('text', POSITIONS)
def test_notation_round_trip(text):
    g = notation.load(text)
    assert notation.dump(g) == text
    assert notation.dump(from_bytes(save.to_bytes(g))) == text


def test_notation_sets_every_field():
    g = notation.load(P2)
    assert g.owner[1] == A and g.level[1] == 2 and g.owner[5] == BANK and g.owner[8] == B
    assert g.owner[23] == C and g.mortgaged[23] == 1 and g.level[39] == 5 and g.level[37] == 4
    assert list(g.cash) == [980, 1210, 75] and list(g.pos) == [12, 10, 39]
    assert list(g.jail) == [0, 2, 0] and g.turn == B and g.pending == JAIL and g.actor == B
    assert list(g.cards) == [A, C] and (g.houses, g.hotels) == (24, 11) and g.round == 14
    g = notation.load(P3)
    assert g.out[3] == 1 and g.doubles == 1 and g.rules[6] == 0 and g.mortgaged[12] == 1


@pytest.mark.parametrize('text', [
    '',
    '............................ 1500@0 ta',                     # one player
    '........................... 1500@0,1500@0 ta',               # 27 deeds
    '............................. 1500@0,1500@0 ta',             # 29 deeds
    'c........................... 1500@0,1500@0 ta',              # owner c in a 2-player game
    '3........................... 1500@0,1500@0 ta',              # house without a deed
    '............................ 1500@0,1500@0',                 # whose turn?
    '............................ 1500@0,1500@0 tc',
    '............................ 1500@5j1,1500@0 ta',            # jailed off square 10
    '............................ 1500@40,1500@0 ta',             # no square 40
    '............................ -5@0,1500@0 ta',
    '............................ 1500@0,1500@0 ta h31/12',       # stock does not match
    '............................ 1500@0,1500@0 ta ca',
    '............................ 1500@0,1500@0 ta k16,',         # no card 16
    '............................ 1500@0,1500@0 ta ca- k8,',      # card held, not in deck
    '............................ 1500@0,1500@0 ta onope=1',
    '............................ 1500@0,1500@0 ta z1',
])
def test_notation_refuses_bad_lines(text):
    with pytest.raises(SaveError):
        notation.load(text)


def _play(seed, n, steps):
    return played(n, seed, steps)


def test_save_round_trip_mid_game_then_both_copies_play_on_alike():
    g = _play(5, 4, 400)
    data = save.to_bytes(g)
    h = from_bytes(data)
    assert save.to_bytes(h) == data and notation.dump(h) == notation.dump(g)
    a1, a2 = AutoPlayer(99), AutoPlayer(99)
    for _ in range(600):
        if g.pending == OVER:
            break
        a1.step(g)
        a2.step(h)
    assert save.to_bytes(h) == save.to_bytes(g)


def test_save_round_trip_at_every_kind_of_decision():
    seen = set()
    wanted = {ROLL, JAIL, BUY, BID, DEBT, TRADE, LIFT, OVER}
    for seed in range(1, 60):
        if wanted <= seen:
            break
        g = Game(2 + seed % 5, seed=seed)
        ap = AutoPlayer(seed, trade_chance=200)
        for _ in range(3000):
            if g.pending not in seen:
                data = save.to_bytes(g)
                assert save.to_bytes(from_bytes(data)) == data
                seen.add(g.pending)
            if g.pending == OVER:
                break
            ap.step(g)
    assert wanted <= seen


@pytest.fixture(scope='module')
def saved():
    return save.to_bytes(_play(8, 5, 500))


def test_damaged_save_every_truncation_point(saved):
    for k in range(len(saved)):
        with pytest.raises(SaveError):
            from_bytes(saved[:k])


def test_damaged_save_every_single_bit_flip(saved):
    for i in range(len(saved)):
        for bit in range(8):
            bad = bytearray(saved)
            bad[i] ^= 1 << bit
            with pytest.raises(SaveError):
                from_bytes(bytes(bad))


def test_damaged_save_every_byte_inverted(saved):
    # 0x00 <-> 0xFF is what a Fletcher-16 checksum (mod 255) cannot see: the CRC does.
    for i in range(len(saved)):
        bad = bytearray(saved)
        bad[i] ^= 0xFF
        with pytest.raises(SaveError):
            from_bytes(bytes(bad))


def test_wrong_version_empty_foreign_and_extra_data(saved):
    other = bytearray(saved)
    other[3] = save.VERSION + 1
    with pytest.raises(SaveError) as e:
        from_bytes(bytes(other))
    assert 'version' in str(e.value)
    for data in (b'', b'PTG', b'GIF89a' + saved[6:], saved + b'\x00', bytes(len(saved))):
        with pytest.raises(SaveError):
            from_bytes(data)


def test_consistent_checksum_but_impossible_state_is_refused():
    # A fresh game's payload with the bank's house count changed and the checksum redone.
    g = Game(2, seed=1)
    data = bytearray(save.to_bytes(g))
    payload = data[6:-2]
    offset = 1 + 2 * len(g.rules) + 8          # n, rules, rng state, then the scalars
    for name, size in save._SCALARS:
        if name == 'houses':
            break
        offset += size
    assert payload[offset] == 32
    payload[offset] = 31
    crc = save.checksum(payload)
    forged = bytes(data[:6] + payload + bytes((crc & 0xFF, crc >> 8)))
    with pytest.raises(SaveError):
        from_bytes(forged)


def _illegal_cases():
    built = {1: 'a1', 3: 'a', 6: 'b', 8: 'b', 9: 'b', 39: 'c'}
    yield 'answer not offered', built, lambda g: g.act(BUY_IT)
    yield 'build without the group', built, lambda g: g.build(A, 39)
    yield 'build unevenly', built, lambda g: g.build(A, 1)
    yield 'build on a railroad', {5: 'a', 15: 'a'}, lambda g: g.build(A, 5)
    yield 'build off the board', built, lambda g: g.build(A, 40)
    yield 'sell without a building', built, lambda g: g.sell(A, 3)
    yield 'mortgage a built group', built, lambda g: g.mortgage(A, 3)
    yield 'unmortgage an unmortgaged deed', built, lambda g: g.unmortgage(A, 3)
    yield 'trade a built group', built, lambda g: g.propose(A, B, (3,), -10)
    yield 'trade with oneself', built, lambda g: g.propose(A, A, (3,))
    yield 'someone else builds', built, lambda g: g.build(B, 1)
    yield 'no offer to cancel', built, lambda g: g.cancel_offer()
    yield 'not a player', built, lambda g: g.mortgage(7, 3)


@pytest.mark.parametrize('what,tokens,call', list(_illegal_cases()),
                         ids=[c[0] for c in _illegal_cases()])
def test_illegal_action_refused_with_a_reason_and_nothing_changes(what, tokens, call):
    g = at(tokens, '1500@0,1500@0,1500@0')
    before = snapshot(g)
    with pytest.raises(RuleError) as e:
        call(g)
    assert e.value.reason and isinstance(e.value.reason, str)
    assert snapshot(g) == before


def test_illegal_actions_during_decisions_change_nothing():
    # An auction: no any-time action, bids below the minimum or above cash, wrong answers.
    g = at({1: 'a', 3: 'a'}, '1500@0,1500@0,40@0')
    from positions import roll
    roll(g, 2, 3)
    g.act(DECLINE)
    assert g.pending == BID
    before = snapshot(g)
    for call in (lambda: g.build(A, 1), lambda: g.mortgage(A, 1), lambda: g.act(BID_AMOUNT, 0),
                 lambda: g.act(ROLL_DICE), lambda: g.propose(A, B, (1,))):
        with pytest.raises(RuleError):
            call()
        assert snapshot(g) == before
    # A debt that can be covered: no bankruptcy.
    g = at({1: 'a', 39: 'b'}, '20@36,1500@0')
    roll(g, 1, 2)
    before = snapshot(g)
    with pytest.raises(RuleError):
        g.act(GO_BANKRUPT)
    assert snapshot(g) == before
    # A finished game refuses everything.
    g = at({39: 'bH', 37: 'bH'}, '10@36,1500@0')
    roll(g, 1, 2)
    g.act(GO_BANKRUPT)
    assert g.pending == OVER
    before = snapshot(g)
    for call in (lambda: g.act(ROLL_DICE), lambda: g.sell(B, 39), lambda: g.finish_now(0)):
        with pytest.raises(RuleError):
            call()
        assert snapshot(g) == before
