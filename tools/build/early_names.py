"""The names a game's later code interns, interned as the game starts (PC-only; the firmware
build's ui/game/names.mpy).

Why: a board never frees an interned name (a qstr). Its characters go into 128-byte blocks of
the heap, and a name first met mid-game (a module loaded for an auction, a CPU's decision, a
person's prompt) starts such a block wherever that step left room: above the step's garbage,
in the middle of what becomes the largest free area once the garbage is collected, for the
rest of the game. A heap map of the bench's 160x128 game (docs/bench.md) found the first
auction's names block there, cutting the largest block at every later turn line from 24 KB
to 18 KB, and at that line to 9 KB.

So the build writes one more module, NAMES: code that names, as attributes or as strings it
interns, every name of MIDGAME's modules that START's modules do not use. CircuitPython interns
an .mpy's names as it loads it, before running any of its code (the function that names them is
never called); the strings are interned when it runs. ui.app.App.intern_names loads it once a
session, then lets it go: the title calls it once it has shown, while a person reads it (a
game's start called it, 56 ms of that start on an RP2040), and a game's start if the title
never had the time. The names land in the low holes of a heap with no game in it yet, and the
modules loaded later find their names there and add none.

MIDGAME is a judgement, not a rule: the modules (in build paths, without .mpy) that most games
load after their start, again and again. A module left out costs its names mid-game, as
before; one put in costs its names in every game, even one that never loads it (an all-CPU
game never shows a person's prompt). START: the modules every session has loaded once its
game has started (start-up's, the title's, Setup's, the game's start's: those imported after
NAMES intern their names moments later, as low), left out of NAMES so that it holds only what
would be new: a module listed here that a session does not load would keep its names out of
NAMES (host_tests/test_early_names.py checks that every one is loaded, and that on MicroPython,
after START's modules and NAMES, MIDGAME's modules intern no name); one missing from it only
makes NAMES longer (a name interned already is looked up, 20-40 us on an RP2040, and left).
"""
import keyword
import os

from tools.build.mpy_file import names_in

NAMES = 'ui/game/names.mpy'
MIDGAME = (
    # the engine's situational code (engine.turn.SITUATIONS), the end of a game, the score
    'engine/auction', 'engine/cards', 'engine/trade', 'engine/score', 'engine/ending',
    'engine/playbook',
    # a CPU's decision and the trades it weighs (engine.cpu)
    'engine/cpu_decide', 'engine/cpu_money', 'engine/cpu_trade',
    # the autosave at every turn's end (ui.main.Drive)
    'engine/save', 'ui/drive/saves',
    # a person's prompts, the telling of what happened, the hand-over between people
    'ui/game/roll', 'ui/game/decide', 'ui/game/bid', 'ui/game/news', 'ui/game/recap',
    'ui/game/seats', 'ui/game/rare',
    # a trade offered to a person, and the lists it stands on with their hints (the menu's
    # screens use them too)
    'ui/screens/offer', 'ui/screens/deeds', 'ui/screens/listing', 'ui/text/hints',
)
START = (
    # start-up: ui.main and what it loads, the title, the drive's check and the settings
    'ui/__init__', 'ui/main', 'ui/app', 'ui/device/profile', 'ui/device/idle',
    'ui/device/buttons', 'ui/widgets/draw', 'ui/widgets/cursor', 'ui/widgets/prompt',
    'ui/screens/title', 'ui/drive/slots', 'ui/drive/saves_read', 'ui/drive/settings',
    'ui/drive/settings_spec', 'editions/__init__', 'editions/_catalog', 'editions/classic',
    # Setup
    'ui/screens/setup',
    # the game's start: the engine, the flow and the board
    'engine/__init__', 'engine/rules', 'engine/rng',
    'engine/board', 'engine/state', 'engine/money', 'engine/move', 'engine/build',
    'engine/anytime', 'engine/turn', 'engine/game', 'engine/cpu', 'engine/cpu_tables',
    'ui/text/words', 'ui/widgets/dice', 'ui/widgets/ring',
    'ui/widgets/banner', 'ui/game/start', 'ui/game/flow', 'ui/game/board_screen',
)


def early(out, midgame=MIDGAME, start=START):
    """The names of midgame's modules of the built tree out that start's do not use, in a
    stable order. A module the tree lacks is passed over (a project of other modules, as the
    build's tests make; host_tests/test_early_names.py checks that each one named is the
    game's)."""
    def names_of(m):
        path = os.path.join(out, *(m + '.mpy').split('/'))
        return names_in(path) if os.path.isfile(path) else []
    have = set()
    for m in start:
        have.update(names_of(m))
    seen = []
    for m in midgame:
        for q in names_of(m):
            if q not in have and q not in seen:
                seen.append(q)
    return seen


def source(names):
    """Python source whose compiled form interns every name as it loads or runs: identifiers
    as attributes of a function's argument (the function is never called: loading it interns
    them), the others (a module's path, a short text such as '{} bids', a keyword used as a
    text) as strings interned by getattr() when the module runs (a string constant in a
    tuple is stored as an object, not as a name)."""
    ids = [q for q in names if q.isidentifier() and not keyword.iskeyword(q)]
    texts = [q for q in names if q not in ids]
    lines = ['# Generated by tools/build/early_names.py: names interned as a game starts.',
             'def _(x):']
    lines += ['    x.' + q for q in ids] or ['    pass']
    lines.append('for text in (')
    lines += ['    %r,' % q for q in texts]
    lines.append('):')
    lines.append('    getattr(0, text, 0)')
    return '\n'.join(lines) + '\n'


def write(out, compile_mpy):
    """Write NAMES into the built tree out: compile_mpy(src, dest, source_name) compiles.
    Returns its relative path, or None when there are no such names (a project of other
    modules)."""
    names = early(out)
    if not names:
        return None
    src = os.path.join(out, '.early_names.py')
    with open(src, 'w') as f:
        f.write(source(names))
    try:
        compile_mpy(src, os.path.join(out, *NAMES.split('/')), NAMES)
    finally:
        os.remove(src)
    return NAMES.replace('/', os.sep)
