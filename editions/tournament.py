# Edition: the SMOOnopoly tournament playbook (2018): the classic board and long rules,
# refereed, with a time limit. Format: docs/editions.md. The playbook names one square:
# "Tuition Fees", a $200 tax, i.e. the classic Income Tax square (4); the rest stay classic.
# Plain ASCII only. Limits: long names 24, short 10. Check: tools/check_edition.py

NAME = 'SMOOnopoly Tournament'

# The 40 squares from GO, in board order, one a line: 'long name|short name|'. Every name
# ends with | (so no name may contain one). No commas: the lines make one string.
SQUARES = (
    'GO|GO|'
    'Mediterranean Avenue|Medit Ave|'
    'Community Chest|Comm Chest|'
    'Baltic Avenue|Baltic Ave|'
    'Tuition Fees|Tuition|'
    'Reading Railroad|Reading RR|'
    'Oriental Avenue|Oriental|'
    'Chance|Chance|'
    'Vermont Avenue|Vermont|'
    'Connecticut Avenue|Conn Ave|'
    'Jail / Just Visiting|Jail|'
    'St. Charles Place|St Charles|'
    'Electric Company|Electric|'
    'States Avenue|States Ave|'
    'Virginia Avenue|Virginia|'
    'Pennsylvania Railroad|Penn RR|'
    'St. James Place|St James|'
    'Community Chest|Comm Chest|'
    'Tennessee Avenue|Tennessee|'
    'New York Avenue|New York|'
    'Free Parking|Free Park|'
    'Kentucky Avenue|Kentucky|'
    'Chance|Chance|'
    'Indiana Avenue|Indiana|'
    'Illinois Avenue|Illinois|'
    'B. & O. Railroad|B&O RR|'
    'Atlantic Avenue|Atlantic|'
    'Ventnor Avenue|Ventnor|'
    'Water Works|Water Wks|'
    'Marvin Gardens|Marvin Gdn|'
    'Go To Jail|Go to Jail|'
    'Pacific Avenue|Pacific|'
    'North Carolina Avenue|N Carolina|'
    'Community Chest|Comm Chest|'
    'Pennsylvania Avenue|Penn Ave|'
    'Short Line|Short Line|'
    'Chance|Chance|'
    'Park Place|Park Place|'
    'Luxury Tax|Luxury Tax|'
    'Boardwalk|Boardwalk|'
)

# Deck 0 is drawn on Chance squares, deck 1 on Community Chest squares.
DECKS = (('Chance', 'Chance'), ('Community Chest', 'Comm Chest'))

# Words as (singular, plural).
HOUSE = ('house', 'houses')
HOTEL = ('hotel', 'hotels')
STREET = ('street', 'streets')
RAILROAD = ('railroad', 'railroads')
UTILITY = ('utility', 'utilities')
CURRENCY = ('dollar', 'dollars')
MONEY = '${}'  # how an amount is shown; {} is the number

# Six tokens: (name, short name).
TOKENS = (('Scottie Dog', 'Dog'), ('Top Hat', 'Hat'), ('Race Car', 'Car'),
          ('Battleship', 'Ship'), ('Thimble', 'Thimble'), ('Boot', 'Boot'))

# Colours as 0xRRGGBB. Street groups: brown, light blue, pink, orange, red, yellow, green,
# dark blue.
GROUP_COLOURS = (0x8B4513, 0x5BC8F5, 0xE0309E, 0xF08000,
                 0xE01010, 0xE8C000, 0x10A040, 0x1040C0)
BACKGROUND = 0xFFFFFF
TEXT = 0x000000
HIGHLIGHT = 0x0070C0
PLAYER_COLOURS = (0xD00000, 0x0040E0, 0x008000, 0x9000C0, 0xB45A00, 0x007070)

# Card texts, in the card ids of the classic decks (engine order), one a line, each
# ending with | (so no text may contain one). No commas: the lines make one string.
CHANCE = (
    'Advance to Boardwalk.|'
    'Advance to GO. Collect $200.|'
    'Advance to Illinois Avenue. If you pass GO, collect $200.|'
    'Advance to St. Charles Place. If you pass GO, collect $200.|'
    'Go to the nearest railroad. If owned, pay twice the rent.|'
    'Go to the nearest railroad. If owned, pay twice the rent.|'
    'Go to the nearest utility. If owned, pay 10x a dice roll.|'
    'Bank pays you a dividend of $50.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go back 3 spaces.|'
    'Go to Jail. Do not pass GO, do not collect $200.|'
    'General repairs: pay $25 per house, $100 per hotel.|'
    'Speeding fine: pay $15.|'
    'Take a trip to Reading Railroad. Pass GO? Collect $200.|'
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
    'Street repairs: pay $40 per house, $115 per hotel.|'
    'Second prize in a beauty contest: collect $10.|'
    'You inherit $100.|'
)

# Default rules: (option, value) pairs over the engine's classic rules (names: engine/rules.py).
# The playbook's time limit is kept by the handheld; round_limit 30 is our stand-in when
# no clock is used (the playbook gives no number).
OPTIONS = (('variant', 'tournament'), ('double_rent', 1), ('jail_rule', 'tournament'),
           ('end_rule', 'limit'), ('round_limit', 30), ('hotel_breakup', 1),
           ('shortage_start', 1), ('trade_turn', 1), ('mortgage_need', 1), ('referee', 1),
           ('income_tax', 200), ('luxury_tax', 100))

# Other rule sets the setup screen offers: (name, pairs applied over OPTIONS).
PRESETS = (
    ('Classic rules', (('variant', 'classic'), ('double_rent', 0), ('jail_rule', 'classic'),
                       ('end_rule', 'last_standing'), ('round_limit', 0),
                       ('hotel_breakup', 0), ('shortage_start', 0), ('trade_turn', 0),
                       ('mortgage_need', 0), ('referee', 0))),
)
