# What an empty Build, Sell, Mortgage or Lift list says: why it is empty and what to do (loaded
# only then: ui/screens/build.py).
from ui.text.words import wrap


def nothing(ed, kind, why, cols):
    """Rows that say why the list of kind (ui.screens.build's BUILD, SELL, MORTGAGE, LIFT) is empty and
    what to do, then Back; why: the engine's reason, or ''."""
    if kind == 0:
        t = ('To build {}, own all the streets of one colour, none of them mortgaged: buy '
             'or trade for the rest.').format(ed.HOUSE[1])
    elif kind == 1:
        t = 'You have no {} or {} to sell.'.format(ed.HOUSE[1], ed.HOTEL[1])
    elif kind == 2:
        t = 'No deed to mortgage: yours are all mortgaged, or you have none.'
    else:
        t = 'No mortgage to lift: none of your deeds is mortgaged.'
    if why:
        t = why[0].upper() + why[1:] + '. ' + t
    return wrap(t, cols) + ['Back']
