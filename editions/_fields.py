# What every edition file must define, checked by editions.load (loaded for the check and let
# go after it). tools/check_edition.py checks the rest: lengths, contrast, options.
FIELDS = ('NAME', 'SQUARES', 'DECKS', 'HOUSE', 'HOTEL', 'STREET', 'RAILROAD', 'UTILITY',
          'CURRENCY', 'MONEY', 'TOKENS', 'GROUP_COLOURS', 'BACKGROUND', 'TEXT', 'HIGHLIGHT',
          'PLAYER_COLOURS', 'CHANCE', 'CHEST', 'OPTIONS', 'PRESETS')


def problem(ed):
    """What makes module ed unusable as an edition (a missing field, too few tokens or
    colours, packed texts of the wrong length), else None."""
    for name in FIELDS:
        if not hasattr(ed, name):
            return 'no ' + name
    if len(ed.TOKENS) < 6 or len(ed.PLAYER_COLOURS) < 6 or len(ed.GROUP_COLOURS) < 8:
        return 'fewer than 6 tokens or colours'
    for text, items in ((ed.SQUARES, 80), (ed.CHANCE, 16), (ed.CHEST, 16)):
        if type(text) is not str or text.count('|') != items:
            return 'texts need %d items' % items
    for t in ed.TOKENS:
        if len(t) != 2:
            return 'a token needs a long and a short name'
    return None
