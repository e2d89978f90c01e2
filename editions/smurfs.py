# Edition: The Smurfs Collector's Edition (USAopoly, 2013). Format: docs/editions.md.
# Named by the rulebook: decks, taxes, railroads, utilities, Crops/Harvests, tokens;
# streets are not named there, so they keep the classic names.
# Plain ASCII only. Limits: long names 24, short 10. Check: tools/check_edition.py

NAME = 'The Smurfs'

# The 40 squares from GO, in board order, one a line: 'long name|short name|'. Every name
# ends with | (so no name may contain one). No commas: the lines make one string.
SQUARES = (
    'GO|GO|'
    'Mediterranean Avenue|Medit Ave|'
    'Surprises|Surprises|'
    'Baltic Avenue|Baltic Ave|'
    'Gargamel|Gargamel|'
    'Snail|Snail|'
    'Oriental Avenue|Oriental|'
    'Potions|Potions|'
    'Vermont Avenue|Vermont|'
    'Connecticut Avenue|Conn Ave|'
    'Jail / Just Visiting|Jail|'
    'St. Charles Place|St Charles|'
    'Windmill|Windmill|'
    'States Avenue|States Ave|'
    'Virginia Avenue|Virginia|'
    'Train|Train|'
    'St. James Place|St James|'
    'Surprises|Surprises|'
    'Tennessee Avenue|Tennessee|'
    'New York Avenue|New York|'
    'Free Parking|Free Park|'
    'Kentucky Avenue|Kentucky|'
    'Potions|Potions|'
    'Indiana Avenue|Indiana|'
    'Illinois Avenue|Illinois|'
    'Boat|Boat|'
    'Atlantic Avenue|Atlantic|'
    'Ventnor Avenue|Ventnor|'
    'Dam|Dam|'
    'Marvin Gardens|Marvin Gdn|'
    'Go To Jail|Go to Jail|'
    'Pacific Avenue|Pacific|'
    'North Carolina Avenue|N Carolina|'
    'Surprises|Surprises|'
    'Pennsylvania Avenue|Penn Ave|'
    'Plane|Plane|'
    'Potions|Potions|'
    'Park Place|Park Place|'
    'Azrael|Azrael|'
    'Boardwalk|Boardwalk|'
)

# Deck 0 replaces Chance, deck 1 Community Chest (the book lists Potions first, as Chance).
DECKS = (('Potions', 'Potions'), ('Surprises', 'Surprises'))

# Words as (singular, plural).
HOUSE = ('Crop', 'Crops')
HOTEL = ('Harvest', 'Harvests')
STREET = ('Location', 'Locations')
RAILROAD = ('Transport', 'Transports')
UTILITY = ('utility', 'utilities')
CURRENCY = ('Smurfberry', 'Smurfberries')
MONEY = '{} SB'  # how an amount is shown; {} is the number

# Six tokens: (name, short name).
TOKENS = (('Papa Smurf', 'Papa'), ('Smurfette', "Sm'ette"), ('Brainy', 'Brainy'),
          ('Grouchy', 'Grouchy'), ('Vanity', 'Vanity'), ('Jokey', 'Jokey'))

# Colours as 0xRRGGBB. Street groups: brown, light blue, pink, orange, red, yellow, green,
# dark blue.
GROUP_COLOURS = (0x8B4513, 0x5BC8F5, 0xE0309E, 0xF08000,
                 0xE01010, 0xE8C000, 0x10A040, 0x1040C0)
BACKGROUND = 0xEAF4FF
TEXT = 0x0A1E50
HIGHLIGHT = 0xD02020
PLAYER_COLOURS = (0x1E64DC, 0xD02020, 0x297D1C, 0xAC5600, 0x8A2BE2, 0x6B4423)

# Card texts, in the card ids of the classic decks (engine order), one a line, each
# ending with | (so no text may contain one). No commas: the lines make one string.
CHANCE = (
    'Advance to Boardwalk.|'
    'Advance to GO. Collect 200 SB.|'
    'Advance to Illinois Avenue. If you pass GO, collect 200 SB.|'
    'Advance to St. Charles Place. Pass GO? Collect 200 SB.|'
    'Go to the nearest Transport. If owned, pay twice the rent.|'
    'Go to the nearest Transport. If owned, pay twice the rent.|'
    'Go to Windmill or Dam, nearest. If owned, pay 10x a roll.|'
    'Bank pays you a dividend of 50 SB.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go back 3 spaces.|'
    'Go to Jail. Do not pass GO, do not collect 200 SB.|'
    'General repairs: pay 25 SB per Crop, 100 SB per Harvest.|'
    'Speeding fine: pay 15 SB.|'
    'Take a trip to the Snail. If you pass GO, collect 200 SB.|'
    'Elected Chairman of the Board: pay each player 50 SB.|'
    'Your building loan matures: collect 150 SB.|'
)
CHEST = (
    'Advance to GO. Collect 200 SB.|'
    'Bank error in your favor: collect 200 SB.|'
    "Doctor's fee: pay 50 SB.|"
    'From sale of stock you get 50 SB.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go to Jail. Do not pass GO, do not collect 200 SB.|'
    'Holiday fund matures: receive 100 SB.|'
    'Income tax refund: collect 20 SB.|'
    'It is your birthday: collect 10 SB from every player.|'
    'Life insurance matures: collect 100 SB.|'
    'Pay hospital fees of 100 SB.|'
    'Pay school fees of 50 SB.|'
    'Receive 25 SB consultancy fee.|'
    'Street repairs: pay 40 SB per Crop, 115 SB per Harvest.|'
    'Second prize in a beauty contest: collect 10 SB.|'
    'You inherit 100 SB.|'
)

# Default rules: (option, value) pairs over the engine's classic rules (names: engine/rules.py).
OPTIONS = (('variant', 'classic'), ('income_tax', 200), ('luxury_tax', 100))

# Other rule sets the setup screen offers: (name, pairs applied over OPTIONS).
PRESETS = (
    ('Short Game', (('variant', 'short'), ('jail_rule', 'short'), ('hotel_houses', 3),
                    ('end_rule', 'first_bankruptcy'), ('deal_deeds', 3))),
)
