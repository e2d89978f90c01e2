# The help's lessons: how to play, in short pages a child can follow (ui.screens.teach shows them).
# Data only, loaded while a page is read and let go after, so the text costs no heap
# outside Help; the titles are one string (not many short names: each would stay interned).
# A page is one string, '\n' between paragraphs, with the edition's words put in by place:
# {0} houses, {1} hotel, {2} GO's salary, {3} the jail fine, {4} and {5} the decks, {6} houses
# before a hotel, {7} house, {8} hotels. Every page fits the smallest screen (29 columns x 6
# lines of the Feather TFT, 23 x 10 of the CLUE): host_tests/test_ui_help.py.

TITLES = ('A turn|Doubles|Jail|Buying, auctions|Rent and sets|Building evenly|Mortgages|'
          'Trading|Debt, bankruptcy|How it ends')

# Each topic's pages, by index: 0 a turn, 1 doubles, 2 jail, 3 jail's exits by the jail rule
# (two pages each), 4 buying, 5 auctions, 6 no auctions, 7 rent, 8 building, 9 mortgages,
# 10 trading, 11 debt.
PAGES = (
    # turn
    (
        'Roll the two dice and move your token that many squares, round the board.',
        'Passing GO pays you {2}.\nA deed nobody owns: you may buy it. Someone\'s deed: pay them '
        'rent.',
        '{4} or {5}: take a card and do what it says.\nThen you may build, mortgage or trade from '
        'the menu.',
        'End your turn and pass the device to the next player. CPU players play by themselves.',
    ),
    # doubles
    (
        'Doubles: both dice show the same number. Move, then roll again for another go!',
        'Three doubles in a row means speeding: go straight to jail. Your turn ends there.',
    ),
    # jail
    (
        'You go to jail by landing on Go to Jail, by a card, or by rolling three doubles.\nYou '
        'do not pass GO.',
        'Landing on Jail with a roll is just visiting: nothing happens.\nIn jail you still roll '
        'on your turn.',
    ),
    # how to leave jail, by the jail rule: classic, Short Game, tournament
    (
        'To get out: pay {3} before rolling, use a Get Out of Jail Free card, or roll doubles.',
        'Doubles move you out with that roll. Miss 3 times and you pay {3} and move.',
        'Short Game: you leave on your next turn. Pay {3}, use a card, or try for doubles.',
        'Miss the doubles and you pay {3} and move with that roll.',
        'Tournament: pay {3} on your first or second jail turn, use a card, or roll doubles.',
        'No doubles by the third try: pay {3} and move with that roll.',
    ),
    # buy
    (
        'Land on a street, railroad or utility nobody owns: you may buy it for its price and '
        'get its deed.',
    ),
    # auction
    (
        'Don\'t want it, or short of cash? It goes to auction. Everyone may bid, you too.',
        'Raise the bid or pass: once you pass you are out. The highest bid buys it. Bid only '
        'what you can pay!',
    ),
    # no auction
    ('Don\'t want it? It stays with the bank until someone lands there and buys it.',),
    # rent
    (
        'Land on someone\'s deed and you pay them rent. Its deed card says how much.\nMortgaged '
        'deeds ask no rent.',
        'A set is all the streets of one colour. Own the whole set and the rent of its empty '
        'streets doubles.',
        'Railroads: rent grows with how many the owner has. Utilities: 4x the dice, or 10x when '
        'one owns both.',
    ),
    # build
    (
        'Own a whole colour set, none of it mortgaged, and you may build {0} on it from the menu.',
        'Build evenly: a street gets another {7} only when each street of its set has as many.',
        'After {6} {0} a street may get a {1}. Each {7} or {1} makes its rent grow.',
        'Selling gives back half the price, evenly too. The bank has 32 {0} and 12 {8}: when '
        'they run out, wait.',
    ),
    # mortgage
    (
        'Need cash? Mortgage a deed: the bank lends you half its price. It asks no rent while '
        'mortgaged.',
        'Sell the {0} of a set before you mortgage any street of it.',
        'Lift the mortgage later: pay back the loan and 10% more. Mortgaged deeds may be traded.',
    ),
    # trade
    (
        'From the menu, propose a trade: deeds, cash and Get Out of Jail Free cards, both ways.',
        'The other player accepts or refuses. A trade that finishes a colour set lets you build!',
        'A set with {0} on it cannot change hands: sell the {0} first.',
    ),
    # debt
    (
        'Owe more than your cash? Raise it: sell {0} (half price back), mortgage deeds or trade.',
        'As soon as your cash covers the debt it is paid, and the game goes on.',
        'If everything you have cannot pay it, you are bankrupt and out. Whoever you owe takes '
        'what is left.',
    ),
)


def titles():
    """The topics' titles (ui.screens.teach.topics adds this game's)."""
    return TITLES.split('|')


def pages(t, auctions, jail_rule):
    """Topic t's pages, not yet filled in (the last topic, How it ends, is ui.screens.teach's)."""
    P = PAGES
    if t == 2:
        return P[2] + P[3][2 * jail_rule:2 * jail_rule + 2]
    if t == 3:
        return P[4] + P[5 if auctions else 6]
    return P[(0, 1, 2, 4, 7, 8, 9, 10, 11)[t]]
