# Words for the rules options on the setup screen: a label (at most 16 characters) and a help
# text (at most 3 lines of 26 characters), in engine/rules.py NAMES order. Data only; the
# sources of each rule and the decisions behind it are in docs/variants.md.
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
