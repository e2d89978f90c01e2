# The events' sentences are data on the drive (text/events.txt), read by ui.text.words when one is
# made: each event code has its sentence in the edition's names and money, and a drive
# without the file tells nothing rather than failing.
import os

import pytest

from editions import load
from engine import codes as C
from ui.game import news, roll

from ui.text import words
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class App:
    """What ui.text.words reads of the app: the names, the edition, the game (for rents)."""

    def __init__(self, edition='classic', game=None):
        self.names = ['Hat', 'Dog']
        self.edition = load(edition)
        self.game = game


class Game:
    doubles = 1
    turn = 0
    jail = bytearray(2)


@pytest.fixture
def no_file(monkeypatch):
    monkeypatch.setattr(words, '_EVENTS', 'text/no-such-file.txt')


def test_each_event_reads_its_own_line():
    app = App()
    said = {
        (C.EV_FIRST, 0, 9, 0): 'Hat rolls 9 to start',
        (C.EV_ROLL, 1, 3, 4): 'Dog rolls 3+4',
        (C.EV_MOVE, 0, 0, 39): 'Hat to Boardwalk',
        (C.EV_GO, 0, 200, 0): 'Hat passes GO: +$200',
        (C.EV_RENT, 0, 1, 50): 'Hat pays $50 to Dog',
        (C.EV_TAX, 1, 4, 200): 'Dog pays $200 (Income Tax)',
        (C.EV_BUY, 0, 39, 400): 'Hat buys Boardwalk for $400',
        (C.EV_WON, C.BANK, 39, 0): 'No bids for Boardwalk',
        (C.EV_JAIL, 1, 1, 0): 'Dog goes to jail (card)',
        (C.EV_FREED, 0, 0, 0): 'Hat leaves jail paying the fine',
        (C.EV_FREED, 0, 3, 0): 'Hat leaves jail, fine paid',
        (C.EV_TRADE, 0, 1, 0): 'Dog rejects the offer',
        (C.EV_TRADE, 0, 1, 2): 'Hat offers a trade',
        (C.EV_DOUBLES, 1, 1, 0): 'Dog: doubles, roll again',
        (C.EV_TURN, 0, 3, 0): 'Round 3: Hat to play',
    }
    for ev, text in said.items():
        assert words.event(app, ev) == text
    # Every event code has a sentence, with nothing left to fill in.
    for k in range(C.EV_FIRST, C.EV_TURN + 1):
        t = words.event(app, (k, 0, 1, 1))
        assert t and '{' not in t, (k, t)
    assert words.event(app, (C.EV_TURN + 1, 0, 0, 0)) is None


def test_the_file_has_a_line_for_each_sentence_each_as_wide():
    # ui.text.words finds line k at (k - 1) x _WIDTH: a longer sentence needs a wider _WIDTH (and
    # every line padded to it), never a line of its own width.
    with open(os.path.join(ROOT, 'text', 'events.txt'), 'rb') as f:
        data = f.read()
    lines = data.split(b'\n')
    assert lines[-1] == b''         # ends with a newline
    assert words._FREED + 3 < news._RENT        # the events' last: the fine forced
    assert len(lines) - 1 == news._PRICE        # the telling's last
    for t in lines[:-1]:
        assert len(t) + 1 == words._WIDTH, t
        t.decode('ascii')           # the font's characters only
    assert len(data) == (len(lines) - 1) * words._WIDTH


def test_a_drive_without_the_sentences_tells_nothing_and_plays_on(no_file):
    app = App(game=Game())
    assert words.event(app, (C.EV_ROLL, 1, 3, 4)) == ''
    assert words.event(app, (C.EV_JAIL, 1, 1, 0)) == ''
    assert roll.again(app, 0) == []     # no empty line on the roll prompt
