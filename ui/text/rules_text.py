# Words for the rules options: on the setup screen a label (at most 16 characters) and a help
# text (at most 3 lines of 26 characters), in engine/rules.py NAMES order; in the help's
# "Rules:" pages, teach(): what each one means at the table. The sources of each rule and the
# decisions behind it are in docs/variants.md.
LABELS = (
    'Rules', 'Double rent', 'Jail', 'Hotel after', 'Game ends', 'Round limit',
    'Auctions', 'Free Parking pot', 'Double GO pay', 'No rent in jail', 'Sell hotel whole',
    'Shortage bids', 'Trade on turn', 'Mortgage on need', 'Referee', 'Free deeds',
    'Income tax', 'Luxury tax', 'Salary', 'Start cash', 'Jail fine',
)

HELP = (
    ('Classic, Short Game or', 'tournament family: picks', 'the end-of-game scoring.'),
    ('0: no street of the group', 'mortgaged. 1: each one', 'not mortgaged doubles.'),
    ('Classic: 3 tries. Short:', 'leave next turn. Tourney:', 'fine on turns 1-2 only.'),
    ('Houses on each street of', 'the group before a hotel', '(Short Game: 3).'),
    ('Last standing, first', 'bankruptcy (Short Game),', 'or a time/round limit.'),
    ('0: none. Else the game', 'ends after this many', 'rounds, any rules.'),
    ('Off: a deed nobody buys', 'stays with the bank.', ''),
    ('Taxes and fines go to a', 'pot won on Free Parking.', 'Rulebooks discourage it.'),
    ('House rule: landing', 'exactly on GO pays double', 'salary.'),
    ('House rule: an owner in', 'jail collects no rent.', ''),
    ('Tournament: a group\'s', 'hotels may be sold back', 'at once, to bare land.'),
    ('Tournament: shortage bids', 'start at the cheapest', 'house the bidders want.'),
    ('Tournament: trade only on', 'the turn of one of the', 'two players.'),
    ('Tournament: mortgage only', 'to pay a debt, or to buy', 'the deed you landed on.'),
    ('Tournament: refuse a trade', 'where one side gets over', '3x what it gives.'),
    ('Deeds dealt free to each', 'player at the start', '(Short Game: 3).'),
    ('Amount of the tax on', 'square 4 (Tuition Fees', 'in the playbook: $200).'),
    ('Amount of the tax on', 'square 38.', ''),
    ('Paid for passing GO.', '', ''),
    ('Each player\'s cash at', 'the start.', ''),
    ('Paid to leave jail.', '', ''),
)


def teach(i, v, ed):
    """The help's page for rules option i at value v (a game's rules that differ from
    classic): what it means at the table, in whole sentences and the edition's words (its
    houses, hotels, money), where HELP above is the setup screen's three short lines."""
    from editions import square_name
    t = _teach(i, v)
    return t.format(money(ed, v), house=ed.HOUSE[1], hotel=ed.HOTEL[0], hotels=ed.HOTEL[1],
                    one=money(ed, 1), tax=square_name(ed, 4 if i == 16 else 38))


def money(ed, n):
    return ed.MONEY.format(n)


def _teach(i, v):
    if i == 1:
        return ('Rent doubles on each unmortgaged street of a colour group you own whole, '
                'even when another street of it is mortgaged.' if v else
                'Rent doubles on a street only when you own its whole colour group and none '
                'of it is mortgaged.')
    if i == 2:
        return ('Jail is short: on your first turn there you may pay the fine, use a card or '
                'roll for doubles; a roll without doubles pays the fine at once and moves you '
                'by that roll.', 'You may pay the fine before you roll on your first or second '
                'turn in jail; on the third you must roll, and without doubles you pay the '
                'fine and move by that roll. Doubles that free you give no extra roll.',
                'Three tries to roll doubles; pay the fine or use a card before any of them; '
                'a third roll without doubles pays the fine and moves you.')[v - 1 if v else 2]
    if i == 3:
        return ('A {hotel} needs %d {house} on each street of its group first. It earns the '
                'printed {hotel} rent and sells back as %d buildings.' % (v, v + 1))
    if i == 4:
        return ('The game ends when one player is left.',
                'The game ends as soon as the first player goes bankrupt; the richest of the '
                'others wins.',
                'The game ends at its round or time limit, and the richest wins.')[v % 3]
    if i == 5:
        return ('The game ends when round %d is complete, whatever else the rules say; the '
                'richest then wins.' % v if v else 'No round limit.')
    if i == 6:
        return ('A deed its lander does not buy goes to auction among all the players.' if v
                else 'No auctions: a deed nobody buys stays with the bank. Scarce {house} still go to '
                'auction when there are too few for everyone who wants them.')
    if i == 7:
        return ('Taxes, fines and card fees go into a pot, and whoever lands on Free Parking '
                'takes it. The rulebooks advise against this house rule.' if v else
                'Taxes and fines go to the bank.')
    if i == 8:
        return ('Landing exactly on GO pays twice the salary; passing it pays the usual '
                'salary.' if v else 'Landing on GO pays the usual salary.')
    if i == 9:
        return ('A player in jail collects no rent.' if v else
                'A player in jail still collects rent.')
    if i == 10:
        return ('You may sell all the {hotels} and {house} of a colour group back at once, to '
                'bare land, at half what they cost: no {house} are needed from the bank.' if v
                else 'Buildings are sold back one at a time.')
    if i == 11:
        return ('When {house} are short and go to auction, the bidding starts at the price '
                'of the cheapest one a bidder wants, not at {one}.' if v else
                'Auctions of scarce {house} start at {one}.')
    if i == 12:
        return ('Trades may be made only on the turn of one of the two players; a Get Out of '
                'Jail Free card alone may be sold at any time.' if v else
                'Trades may be made at any time.')
    if i == 13:
        return ('You may mortgage only to pay a debt, or on your turn to buy the deed you '
                'landed on, and only while you are still short.' if v else
                'You may mortgage at any time.')
    if i == 14:
        return ('The referee refuses a trade in which one side gets more than three times '
                'what it gives, when that is more than a tenth of the loser\'s worth.' if v
                else 'Every trade both players agree to is made.')
    if i == 15:
        return ('At the start each player is dealt %d deeds, free.' % v if v else
                'Nobody is dealt deeds at the start.')
    return ('Landing on {tax} costs {}.', 'Landing on {tax} costs {}.',
            'Passing GO pays {}.', 'Each player starts with {}.',
            'Leaving jail by paying costs {}.')[i - 16]
