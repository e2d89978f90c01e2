# Recaps and big moments (issue 21 item 7): what a person took part in is shown to them at
# once with its own title, never kept as "While you waited" (an auction they won or passed in
# that a CPU's pass ended, a CPU's answer to their offer); a card that sends to jail is one
# panel, the card first; a card's panel does not repeat its deck; the token goes where a card
# says only once the card is read.
from engine import codes as C
from ui.device import buttons as K
from ui_helpers import settle, turn_screen
from ui.game.recap import Panel


def pick(d, text):
    """Move a prompt's or a list's cursor (DOWN wraps) to the choice starting with text, A."""
    for _ in range(40):
        top = d.top()
        if hasattr(top, 'labs'):
            sel = [top.current().lstrip()]
        else:
            sel = [t[1:] for t in d.text() if t.startswith('>')]
        if sel and sel[0].startswith(text):
            d.press(K.A)
            return settle(d)
        d.press(K.DOWN)
    raise AssertionError('no choice {!r} in {}'.format(text, d.text()))


def auction(d, bid):
    """From Dog's roll prompt onto Reading (2+3), auction it; Dog bids or passes when asked,
    Hat passes; returns every screen's text on the way."""
    g = d.game
    seen = []
    pick(d, 'Roll dice')
    settle(d)
    pick(d, 'Auction it')
    settle(d)
    while g.pending == C.BID:
        t = d.text()
        seen.append(t)
        if t[0].startswith('Pass to'):
            d.press(K.A)
        else:
            pick(d, 'Bid' if bid and g.actor == 0 else 'Pass')
        settle(d)
    seen.append(d.text())
    return seen


def test_an_auction_won_on_a_cpus_pass_is_shown_to_the_winner_at_once():
    # Dog bids $1, Hat passes, Car (CPU, $5) passes last: Dog wins as Car moves. Hat holds
    # the device and took part: Hat sees it now, as "Auction won"; so does Dog, whose Pass
    # screen does not keep it for later as missed news.
    from positions import set_dice
    d = turn_screen({}, '1500@0,1500@10,5@20')
    set_dice(d.game, 2, 3)
    seen = auction(d, bid=True)
    assert d.game.owner[5] == 0
    assert seen[-1][0] == 'Auction won', seen[-1]
    assert 'Dog wins Reading' in ' '.join(seen[-1])
    assert not any(t[0] == 'While you waited' for t in seen)
    d.press(K.A)
    settle(d)
    assert d.top().text()[0] != 'While you waited'


def test_a_cpus_pass_ending_your_auction_is_not_while_you_waited():
    # Two players: Dog and Car (CPU, $5). Dog bids $1, Car passes: "Auction won" at once.
    from positions import at, set_dice
    from host.driver import Driver
    from ui.game.start import play
    g = at({}, '1500@0,5@10', 'ta')
    set_dice(g, 2, 3)
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x01', tokens=(0, 2), seed=3)
    f.speed = 0
    settle(d)
    pick(d, 'Roll dice')
    settle(d)
    pick(d, 'Auction it')
    settle(d)
    pick(d, 'Bid')
    top = settle(d)
    assert isinstance(top, Panel) and d.text()[0] == 'Auction won', d.text()
    assert not any(e[1].startswith('Dog wins') for e in f.recap)
    d.press(K.A)
    settle(d)
    assert d.text()[0] != 'While you waited' and 'Your cash' not in ' '.join(d.text())


def trade_with_car(d, deed):
    """From Dog's roll prompt: propose to Car (CPU) the deed marked, nothing else."""
    d.press(K.START)
    pick(d, 'Propose a trade')
    while not d.top().current().startswith('With Car'):
        pick(d, 'With ')
    pick(d, '[ ] ' + deed)
    d.press(K.START)
    return settle(d)


def test_a_cpus_answer_to_your_offer_is_shown_to_you_not_kept_as_missed():
    # Dog gives Car Baltic, which completes Car's browns: Car accepts at once, as a CPU.
    d = turn_screen({1: 'c', 3: 'a'})
    g = d.game
    f = d.app.flow
    trade_with_car(d, 'Baltic')
    assert g.owner[3] == 2, d.text()
    assert d.text()[0] == 'Trade made', d.text()
    assert not any((e[2] >> 0) & 1 for e in f.recap)
    d.press(K.A)
    settle(d)
    assert d.text()[0] != 'While you waited'


def test_a_cpus_refusal_is_not_kept_as_missed():
    d = turn_screen({1: 'c', 3: 'a'})
    f = d.app.flow
    trade_with_car(d, 'Medit')           # asking Car for its brown, for nothing
    assert d.game.owner[1] == 2
    assert 'rejects' in ' '.join(f.log)
    assert not any('rejects' in e[1] and (e[2] & 1) for e in f.recap)
    assert d.text()[0] != 'While you waited'


def card_turn(card, speed=1):
    """Dog and Car (CPU): Dog rolls 3+4 onto Chance with card `card` on top."""
    from positions import at
    from host.driver import Driver
    from ui.game.start import play
    g = at({}, '1500@0,1500@10', 'ta k%d,0' % card, dice=(3, 4))
    d = Driver('pybadge', game=g, screen=False)
    f = play(d.app, g, b'\x00\x01', tokens=(0, 2), seed=3)
    f.speed = speed
    settle(d)
    d.press(K.A)
    settle(d)
    return d, f


def test_a_card_that_moves_is_read_before_the_token_moves():
    for speed in (0, 1):
        d, f = card_turn(0, speed)                  # Advance to Boardwalk
        base = f.base()
        assert d.text()[:3] == ['Chance', 'Dog: Advance to', 'Boardwalk.'], d.text()
        assert d.game.pos[0] == 39
        assert base.cursor == 7 and (base.ring.seen[7 * 4 + 2] & 1)   # Dog still on Chance
        d.press(K.A)
        settle(d)
        assert base.cursor == 39 and (base.ring.seen[39 * 4 + 2] & 1)
        assert not base.ring.seen[7 * 4 + 2] & 1
        assert 'Boardwalk is for' in d.text()[1]


def test_a_jail_card_is_one_panel_the_card_then_the_jail():
    d, f = card_turn(10)
    t = d.text()
    assert t[0] == 'Chance' and 'draws' not in ' '.join(t), t
    text = ' '.join(t)
    assert text.index('Go to Jail') < text.index('goes to jail: a card'), t
    seen = f.base().ring.seen
    assert seen[7 * 4 + 2] & 1 and not seen[10 * 4 + 3] & 1     # Dog on Chance, not jailed
    d.press(K.A)                                # one OK
    settle(d)
    assert d.text()[0] not in ('Jail', 'Chance'), d.text()
    assert d.game.jail[0] and seen[10 * 4 + 3] & 1 and not seen[7 * 4 + 2] & 1


def test_the_turn_prompt_says_this_moment_in_whole_sentences():
    # A refusal before a trade that was then made is not news any more; a doubles line from
    # an earlier roll is not said after a roll without doubles; a sentence longer than the
    # prompt's room shows in pages as even as the room allows (never a lone last word).
    from engine import codes as C
    from ui.text import words
    from ui.widgets.prompt import Prompt
    from ui.game.roll import RollPrompt
    from ui_helpers import turn_screen
    d = turn_screen({1: 'a', 3: 'a', 39: 'b'})
    app = d.app
    f = app.flow
    g = d.game
    f.close()
    f.news = ['Car rejects the offer']
    from ui.screens.listing import act

    class Screen:
        pass
    s = Screen()
    s.app = app
    assert act(s, lambda: None)         # an any-time action or a proposal: a new moment
    assert f.news == []
    f.news = [words.event(app, (C.EV_DOUBLES, 0, 1, 0)), 'Dog rolls 6 and 1']
    g.doubles = 0
    r = RollPrompt(app, 0)
    assert not [t for t in r.lines if 'doubles' in t], r.lines
    long = ' '.join(['Oriental Avenue'] * 6)
    p = Prompt(app, 'Title', [long], (('OK', 1),))
    app.push(p)
    seen = []
    for beat in range(6):
        p.beat = beat
        body = [t for t in p.body()[1:] if not t.lstrip('> ').startswith('OK')]
        seen.append([t for t in body if t.strip()])
    assert all(len(page) > 1 for page in seen), seen
