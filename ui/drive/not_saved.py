# What a player can do about a save that failed, by the drive's problem, in the board's own
# words: the button boot.py reads at reset (which leaves the drive to the computer) differs
# from board to board. Loaded only when a save failed.

# profile name -> how the drive is left to the computer at reset (boot.py, _held)
_RESET = {'clue': 'hold the right button (B) at reset', 'm5stack': 'hold the middle button at reset',
          'feather_tft': 'press D0 just after reset'}


def reset_action(prof):
    """How the person at this board gives the drive to a computer (boot.py)."""
    if prof.name == 'feather_tft' and 'D1' in prof.words:      # the Reverse: D1 at reset
        return 'hold D1 at reset'
    return _RESET.get(prof.name, 'hold B at reset')


def todo(prof, why):
    """What to do about why (the drive's problem), or None when nothing is said."""
    if 'full' in why:
        return 'free space on it from a computer (%s)' % reset_action(prof)
    if 'read-only' in why:
        return 'the computer had the drive (%s): reset without it' % reset_action(prof)
    return 'play on: saving is tried again each turn'
