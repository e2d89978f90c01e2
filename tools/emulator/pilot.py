"""The scripted sessions of `make bench-board` (PC-only), found by the words on the screen, not
by counting presses or waiting fixed times, so that a screen that gains a row or changes its
drawing still gets the same session: the title to Settings (CPU speed) and back, the New game
setup (players, seats, rules) and its start, and a person who answers every prompt.

A session object s (tools/emulator/bench_board.Session on the emulated firmware, or SimSession
in the simulator) has: s.press(button, kind) (press, then wait until the game waits for the
next press), s.name (the top screen's class), s.rows (the lines it shows), s.sel (the text of
its selected choice) and s.turns (the players whose turn began, in order)."""


class Lost(Exception):
    """The session could not find what it looks for on the screen."""


def find(s, prefix, key='DOWN', limit=40, kind='move'):
    """Move the cursor until the selected choice starts with prefix."""
    for _ in range(limit):
        if s.sel.startswith(prefix):
            return
        s.press(key, kind)
    if not s.sel.startswith(prefix):
        raise Lost('no choice %r on %s (selected: %r; rows: %s)' % (prefix, s.name, s.sel, s.rows))


def set_value(s, want, limit=12):
    """RIGHT on the selected row until its text ends with want (a setup or settings value)."""
    for _ in range(limit):
        if s.sel.endswith(want):
            return
        s.press('RIGHT', 'change')
    if not s.sel.endswith(want):
        raise Lost('%r never reached %r on %s' % (s.sel, want, s.name))


def settings_speed(s, speed='instant'):
    """From the title: open Settings, set the CPU speed, back to the title."""
    find(s, 'Settings')
    s.press('A', 'open:settings')
    find(s, 'CPU speed')
    set_value(s, 'CPU speed: ' + speed)
    s.press('B', 'open:back')


def new_game(s, seats, rules=None):
    """From the title: open the setup, set the rules preset (its name, or None: as it is),
    the number of players and each seat ((kind, style or None): 'Person', 'CPU Normal', ...),
    move to "Start the game", up to the first row and down again (these moves scroll the
    list) and start."""
    find(s, 'New game')
    s.press('A', 'open:setup')
    if rules:
        find(s, 'Rules:')
        set_value(s, 'Rules: ' + rules)
    find(s, 'Players:')
    set_value(s, 'Players: %d' % len(seats))
    for p, (kind, style) in enumerate(seats):
        find(s, '%d ' % (p + 1))
        set_value(s, ': ' + kind)
        if style:
            s.press('DOWN', 'move')
            if not s.sel.startswith('Style:'):
                raise Lost('no style row under seat %d: %r' % (p + 1, s.sel))
            set_value(s, 'Style: ' + style)
    find(s, 'Start the game')
    # Up to the first row and down again: two more page turns, so that a scroll's figure is
    # a median of several (the setup's list shows 12 of its 16 choices on a PicoSystem).
    find(s, 'Edition', key='UP')
    find(s, 'Start the game')
    s.press('A', 'start')


# Screens a person leaves with B (opened by a stray press), and the decline of a CPU's offer.
LEAVE = ('DeedCard', 'Menu', 'DeedAction', 'Holdings', 'TradeScreen', 'LogScreen',
         'HelpScreen', 'SettingsScreen', 'BoardScreen')


class Person:
    """A person who answers every prompt: A (roll, buy, pay, next), passes in auctions,
    declines trade offers, raises the money for a debt by mortgaging (or selling buildings)
    while their deeds can pay it and gives up one they cannot (goes bankrupt), brings back a
    hidden prompt, leaves a screen opened by mistake, and gets out of any loop (a screen seen
    again and again) by trying other choices."""

    def __init__(self, s):
        self.s = s
        self.recent = []        # the last screens answered: (name, rows)

    def answer(self):
        s = self.s
        seen = (s.name, tuple(s.rows))
        loops = self.recent.count(seen)
        self.recent = (self.recent + [seen])[-16:]
        if loops >= 6:
            self.recent = []
            for b in ('B', 'B', 'A'):
                s.press(b, 'answer')
        elif loops >= 3:
            s.press('DOWN', 'answer')
            s.press('A', 'answer')
        elif s.sel == 'Raise money' and [r for r in s.rows
                                         if r.strip(' >').startswith('Go bankrupt')]:
            find(s, 'Go bankrupt', limit=12, kind='answer')     # the deeds cannot pay: give up
            s.press('A', 'answer')
            find(s, 'Yes', limit=4, kind='answer')
            s.press('A', 'answer')
        elif s.sel == 'Raise money':        # the deeds can pay it: a deed's worth at a time
            self.raise_money()
        elif s.name == 'BidPrompt':
            find(s, 'Pass', limit=12, kind='answer')
            s.press('A', 'answer')
        elif s.name == 'OfferScreen':
            for b in ('B', 'DOWN', 'A'):
                s.press(b, 'answer')
        elif s.name in LEAVE:
            s.press('B', 'answer')
        else:
            s.press('A', 'answer')

    def raise_money(self):
        """From a debt's prompt: the menu, a deed mortgaged (or, with none to mortgage, a
        building sold), back to the debt (which then offers to pay, or to raise more)."""
        s = self.s
        s.press('A', 'answer')              # Raise money: the any-time menu
        for verb in ('Mortgage', 'Sell buildings'):
            find(s, verb, limit=12, kind='answer')
            s.press('A', 'answer')          # its list, the first deed it can take selected
            empty = s.sel == 'Back'         # an empty list says why, then Back
            if not empty:
                s.press('A', 'answer')
            s.press('B', 'answer')          # back to the menu
            if not empty:
                break
        s.press('B', 'answer')              # back to the debt


def play_until(s, done, presses=400):
    """The person answers until done(s) (the game's state or the screen) or presses run out
    (then Lost)."""
    person = Person(s)
    for _ in range(presses):
        if done(s):
            return
        person.answer()
    if not done(s):
        raise Lost('not done after %d presses (screen %s: %s)' % (presses, s.name, s.rows))
