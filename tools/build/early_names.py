"""The names a game's later code interns, interned as the game starts (PC-only; the firmware
build's ui/game/start.mpy carries them).

Why: a board never frees an interned name (a qstr). Its characters go into 128-byte blocks of
the heap, and a name first met mid-game (a module loaded for an auction, a CPU's decision, a
person's prompt) starts such a block wherever that step left room: above the step's garbage,
in the middle of what becomes the largest free area once the garbage is collected, for the
rest of the game. A heap map of the bench's 160x128 game (docs/bench.md) found the first
auction's names block there, cutting the largest block at every later turn line from 24 KB
to 18 KB, and at that line to 9 KB.

So the build appends to HOST's source, before it compiles it, code that names, as attributes
or as strings it interns, every name of MIDGAME's modules that START's modules do not use.
CircuitPython interns an .mpy's names as it loads it, before running any of its code (the
function that names them is never called, and the appended code deletes it); the strings are
interned when it runs. HOST is the game's start, which Setup imports once it has emptied the
heap (App.clear), and the title's resume and a linked game likewise: the names land low in a
heap just emptied, with the game's own first objects, and the modules loaded later find
their names there and add none. HOST lets itself go once the game has started
(ui.game.start.play), and its code, the strings' tuple and its table of names with it: in
the flow, which stays all game, they kept 6 KB (the unix port). In a module of their own
they cost the game's start an import more (13-18 ms on an RP2040: the file's open and a
collection). On a PC and in the .py download HOST is its source as it is.

MIDGAME is a judgement, not a rule: the modules (in build paths, without .mpy) that most games
load after their start, again and again. A module left out costs its names mid-game, as
before; one put in costs its names in every game, even one that never loads it (an all-CPU
game never shows a person's prompt). START: the modules every session has loaded once its
game has started (start-up's, the title's, Setup's, the game's start's: those imported after
HOST intern their names moments later, as low), left out of the names so that they are only
what would be new: a module listed here that a session does not load would keep its names out
(host_tests/test_early_names.py checks that every one is loaded, and that on MicroPython,
after START's modules, MIDGAME's modules intern no name); one missing from it only makes the
list longer (a name interned already is looked up, 20-40 us on an RP2040, and left).
"""
import keyword
import os

from tools.build.mpy_file import names_in

HOST = 'ui/game/start'    # its .mpy carries the names (a module every game loads as it starts)
MIDGAME = (
    # the engine's situational code (engine.turn.SITUATIONS), the end of a game, the score
    'engine/auction', 'engine/cards', 'engine/trade', 'engine/score', 'engine/ending',
    'engine/playbook',
    # a CPU's decision and the trades it weighs (engine.cpu)
    'engine/cpu_decide', 'engine/cpu_trade',
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
    'engine/__init__', 'engine/errors', 'engine/rules', 'engine/rng',
    'engine/board', 'engine/state', 'engine/money', 'engine/move', 'engine/build',
    'engine/anytime', 'engine/turn', 'engine/game', 'engine/cpu', 'engine/cpu_tables',
    'ui/text/words', 'ui/widgets/dice', 'ui/widgets/ring',
    'ui/widgets/banner', 'ui/game/start', 'ui/game/flow', 'ui/game/board_screen',
)


def early(out, midgame=MIDGAME, start=START):
    """The names of midgame's modules of the built tree out that start's do not use, in a
    stable order. HOST's own names are not counted as start's: the same whether HOST's .mpy
    carries them yet or not (a name it holds twice is interned once). A module the tree lacks
    is passed over (a project of other modules, as the build's tests make;
    host_tests/test_early_names.py checks that each one named is the game's)."""
    def names_of(m):
        path = os.path.join(out, *(m + '.mpy').split('/'))
        return names_in(path) if os.path.isfile(path) else []
    have = set()
    for m in start:
        if m != HOST:
            have.update(names_of(m))
    seen = []
    for m in midgame:
        for q in names_of(m):
            if q not in have and q not in seen:
                seen.append(q)
    return seen


def source(names):
    """Python source, to append to HOST's, whose compiled form interns every name as it loads
    or runs: identifiers as attributes of a function's argument (the function is never
    called: loading it interns them), the others (a module's path, a short text such as
    '{} bids', a keyword used as a text) as strings interned by getattr() as the module
    runs (a string constant in a tuple is stored as an object, not as a name). It leaves
    HOST nothing: the function and the loop's variable (one name, '_') are deleted, and
    with them the function's code."""
    ids = [q for q in names if q.isidentifier() and not keyword.iskeyword(q)]
    texts = [q for q in names if q not in ids]
    lines = ['', '', '# Appended by tools/build/early_names.py: the names of a game\'s later code,',
             '# interned as this module loads.', 'def _(x):']
    lines += ['    x.' + q for q in ids] or ['    pass']
    lines.append('for _ in (')
    lines += ['    %r,' % q for q in texts]
    lines.append('):')
    lines.append('    getattr(0, _, 0)')
    lines.append('del _')
    return '\n'.join(lines) + '\n'


def write(out, compile_mpy, host_source):
    """Compile HOST again into the built tree out, from host_source (the source it was built
    from) with the names appended: compile_mpy(src, dest, source_name) compiles. Returns
    HOST's .mpy's relative path, or None when there are no such names or no HOST (a project
    of other modules)."""
    names = early(out)
    dest = os.path.join(out, *(HOST + '.mpy').split('/'))
    if not names or not os.path.isfile(dest):
        return None
    with open(host_source) as f:
        text = f.read()
    if not text.endswith('\n'):
        text += '\n'
    src = os.path.join(out, '.early_names.py')
    with open(src, 'w') as f:
        f.write(text + source(names))
    try:
        compile_mpy(src, dest, HOST + '.mpy')
    finally:
        os.remove(src)
    return HOST.replace('/', os.sep) + '.mpy'
