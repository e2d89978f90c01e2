# Edition: Family Guy Collector's Edition (USAopoly, 2010). Format: docs/editions.md.
# Named by the rulebook: decks, taxes, railroads, Homes/Mansions, tokens; streets
# ("locations in Quahog") and utilities are not named there, so they keep classic names.
# Plain ASCII only. Limits: long names 24, short 10. Check: tools/check_edition.py

NAME = 'Family Guy'

# The 40 squares from GO, in board order, one a line: 'long name|short name|'. Every name
# ends with | (so no name may contain one). No commas: the lines make one string.
SQUARES = (
    'GO|GO|'
    'Mediterranean Avenue|Medit Ave|'
    'Giggity Giggity Giggity|Giggity!|'
    'Baltic Avenue|Baltic Ave|'
    'Volcano Insurance|Volcano|'
    "Peter's Fishing Boat|Fish Boat|"
    'Oriental Avenue|Oriental|'
    'What the Deuce?|Deuce?|'
    'Vermont Avenue|Vermont|'
    'Connecticut Avenue|Conn Ave|'
    'Jail / Just Visiting|Jail|'
    'St. Charles Place|St Charles|'
    'Electric Company|Electric|'
    'States Avenue|States Ave|'
    'Virginia Avenue|Virginia|'
    'Hinden-Peter|Hinden-Ptr|'
    'St. James Place|St James|'
    'Giggity Giggity Giggity|Giggity!|'
    'Tennessee Avenue|Tennessee|'
    'New York Avenue|New York|'
    'Free Parking|Free Park|'
    'Kentucky Avenue|Kentucky|'
    'What the Deuce?|Deuce?|'
    'Indiana Avenue|Indiana|'
    'Illinois Avenue|Illinois|'
    'Peter-Copter|Ptr-Copter|'
    'Atlantic Avenue|Atlantic|'
    'Ventnor Avenue|Ventnor|'
    'Water Works|Water Wks|'
    'Marvin Gardens|Marvin Gdn|'
    'Go To Jail|Go to Jail|'
    'Pacific Avenue|Pacific|'
    'North Carolina Avenue|N Carolina|'
    'Giggity Giggity Giggity|Giggity!|'
    'Pennsylvania Avenue|Penn Ave|'
    'Pope Mobile|Popemobile|'
    'What the Deuce?|Deuce?|'
    'Park Place|Park Place|'
    'Sensitivity Training|Sens Train|'
    'Boardwalk|Boardwalk|'
)

# Deck 0 replaces Chance, deck 1 Community Chest (the book lists them in that order).
# The book's deck is "Giggity! Giggity! Giggity!" (26 chars): shortened to fit 24.
DECKS = (('What the Deuce?', 'Deuce?'), ('Giggity Giggity Giggity', 'Giggity!'))

# Words as (singular, plural).
HOUSE = ('Home', 'Homes')
HOTEL = ('Mansion', 'Mansions')
STREET = ('Location', 'Locations')
RAILROAD = ('Conveyance', 'Conveyances')
UTILITY = ('utility', 'utilities')
CURRENCY = ('dollar', 'dollars')
MONEY = '${}'  # how an amount is shown; {} is the number

# Six tokens: (name, short name).
TOKENS = (('Peter', 'Peter'), ('Brian', 'Brian'), ('Stewie', 'Stewie'),
          ('Chris', 'Chris'), ('Lois', 'Lois'), ('Meg', 'Meg'))

# Colours as 0xRRGGBB. Street groups: brown, light blue, pink, orange, red, yellow, green,
# dark blue.
GROUP_COLOURS = (0x8B4513, 0x5BC8F5, 0xE0309E, 0xF08000,
                 0xE01010, 0xE8C000, 0x10A040, 0x1040C0)
BACKGROUND = 0xFFF4D6
TEXT = 0x202020
HIGHLIGHT = 0x1E6BB8
PLAYER_COLOURS = (0x2E7D32, 0x606060, 0xC62828, 0x1565C0, 0xC14400, 0xAD1457)

# Card texts, in the card ids of the classic decks (engine order), one a line, each
# ending with | (so no text may contain one). No commas: the lines make one string.
CHANCE = (
    'Advance to Boardwalk.|'
    'Advance to GO. Collect $200.|'
    'Advance to Illinois Avenue. If you pass GO, collect $200.|'
    'Advance to St. Charles Place. If you pass GO, collect $200.|'
    'Go to the nearest Conveyance. If owned, pay twice the rent.|'
    'Go to the nearest Conveyance. If owned, pay twice the rent.|'
    'Go to the nearest utility. If owned, pay 10x a dice roll.|'
    'Bank pays you a dividend of $50.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go back 3 spaces.|'
    'Go to Jail. Do not pass GO, do not collect $200.|'
    'General repairs: pay $25 per Home, $100 per Mansion.|'
    'Speeding fine: pay $15.|'
    "Take a trip to Peter's Fishing Boat. Pass GO? Collect $200.|"
    'Elected Chairman of the Board: pay each player $50.|'
    'Your building loan matures: collect $150.|'
)
CHEST = (
    'Advance to GO. Collect $200.|'
    'Bank error in your favor: collect $200.|'
    "Doctor's fee: pay $50.|"
    'From sale of stock you get $50.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go to Jail. Do not pass GO, do not collect $200.|'
    'Holiday fund matures: receive $100.|'
    'Income tax refund: collect $20.|'
    'It is your birthday: collect $10 from every player.|'
    'Life insurance matures: collect $100.|'
    'Pay hospital fees of $100.|'
    'Pay school fees of $50.|'
    'Receive $25 consultancy fee.|'
    'Street repairs: pay $40 per Home, $115 per Mansion.|'
    'Second prize in a beauty contest: collect $10.|'
    'You inherit $100.|'
)

# Default rules: (option, value) pairs over the engine's classic rules (names: engine/rules.py).
OPTIONS = (('variant', 'classic'), ('income_tax', 200), ('luxury_tax', 100))

# Other rule sets the setup screen offers: (name, pairs applied over OPTIONS).
PRESETS = (
    ('Short Game', (('variant', 'short'), ('jail_rule', 'short'), ('hotel_houses', 3),
                    ('end_rule', 'first_bankruptcy'), ('deal_deeds', 3))),
)
