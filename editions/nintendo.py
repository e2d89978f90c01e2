# Edition: Nintendo Collector's Edition (USAopoly, 2010). Format: docs/editions.md.
# Named by the rulebook: decks, taxes, railroads, utilities, Power-Ups/Invincibilities,
# tokens; streets ("characters") are not named there, so they keep the classic names.
# Plain ASCII only. Limits: long names 24, short 10. Check: tools/check_edition.py

NAME = 'Nintendo'

# The 40 squares from GO, in board order, one a line: 'long name|short name|'. Every name
# ends with | (so no name may contain one). No commas: the lines make one string.
SQUARES = (
    'GO|GO|'
    'Mediterranean Avenue|Medit Ave|'
    'Block|Block|'
    'Baltic Avenue|Baltic Ave|'
    '1-Up Mushroom|1-Up|'
    'Mario Kart|Mario Kart|'
    'Oriental Avenue|Oriental|'
    '? Block|? Block|'
    'Vermont Avenue|Vermont|'
    'Connecticut Avenue|Conn Ave|'
    'Jail / Just Visiting|Jail|'
    'St. Charles Place|St Charles|'
    'Piranha Plant|Piranha|'
    'States Avenue|States Ave|'
    'Virginia Avenue|Virginia|'
    'Gunship|Gunship|'
    'St. James Place|St James|'
    'Block|Block|'
    'Tennessee Avenue|Tennessee|'
    'New York Avenue|New York|'
    'Free Parking|Free Park|'
    'Kentucky Avenue|Kentucky|'
    '? Block|? Block|'
    'Indiana Avenue|Indiana|'
    'Illinois Avenue|Illinois|'
    'Pikmin Onion|Onion|'
    'Atlantic Avenue|Atlantic|'
    'Ventnor Avenue|Ventnor|'
    'Pipe|Pipe|'
    'Marvin Gardens|Marvin Gdn|'
    'Go To Jail|Go to Jail|'
    'Pacific Avenue|Pacific|'
    'North Carolina Avenue|N Carolina|'
    'Block|Block|'
    'Pennsylvania Avenue|Penn Ave|'
    'Epona|Epona|'
    '? Block|? Block|'
    'Park Place|Park Place|'
    'Treasure Chest Deposit|Treasure|'
    'Boardwalk|Boardwalk|'
)

# Deck 0 replaces Chance, deck 1 Community Chest (the book lists them in that order).
DECKS = (('? Block', '? Block'), ('Block', 'Block'))

# Words as (singular, plural).
HOUSE = ('Power-Up', 'Power-Ups')
HOTEL = ('Invincibility', 'Invincibilities')
STREET = ('Character', 'Characters')
RAILROAD = ('Vehicle', 'Vehicles')
UTILITY = ('utility', 'utilities')
CURRENCY = ('dollar', 'dollars')
MONEY = '${}'  # how an amount is shown; {} is the number

# Six tokens: (name, short name).
TOKENS = (('Star', 'Star'), ('Mushroom', 'Mushroom'), ("Zelda's Sword", 'Sword'),
          ('Gyroid', 'Gyroid'), ("Samus' Helmet", 'Helmet'), ("Pikmin's Rocket", 'Rocket'))

# Colours as 0xRRGGBB. Street groups: brown, light blue, pink, orange, red, yellow, green,
# dark blue.
GROUP_COLOURS = (0xB5651D, 0x6CD0FF, 0xFF5CB8, 0xFF8C00,
                 0xFF2020, 0xFFE000, 0x30D050, 0x4070FF)
BACKGROUND = 0x101018
TEXT = 0xFFFFFF
HIGHLIGHT = 0xFFD000
PLAYER_COLOURS = (0xFF4040, 0x40A0FF, 0x40E040, 0xFF80FF, 0xFF9000, 0x00E0E0)

# Card texts, in the card ids of the classic decks (engine order), one a line, each
# ending with | (so no text may contain one). No commas: the lines make one string.
CHANCE = (
    'Advance to Boardwalk.|'
    'Advance to GO. Collect $200.|'
    'Advance to Illinois Avenue. If you pass GO, collect $200.|'
    'Advance to St. Charles Place. If you pass GO, collect $200.|'
    'Go to the nearest Vehicle. If owned, pay twice the rent.|'
    'Go to the nearest Vehicle. If owned, pay twice the rent.|'
    'Go to Piranha Plant or Pipe, nearest. Owned? Pay 10x roll.|'
    'Bank pays you a dividend of $50.|'
    'Get Out of Jail Free. Keep until needed or sold.|'
    'Go back 3 spaces.|'
    'Go to Jail. Do not pass GO, do not collect $200.|'
    'General repairs: $25 per Power-Up, $100 per Invincibility.|'
    'Speeding fine: pay $15.|'
    'Take a trip to Mario Kart. If you pass GO, collect $200.|'
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
    'Street repairs: $40 per Power-Up, $115 per Invincibility.|'
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
