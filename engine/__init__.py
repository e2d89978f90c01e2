# The rules of the game (engine.game is the entry point), the two ways the engine says no
# (RuleError, SaveError), and the one way this project lets code go: a board keeps every
# loaded module's bytecode and globals in its heap for as long as sys.modules names it, so
# code that one job needs is loaded for the job and forgotten after it (job()), and a caller
# that knows a module is done with forgets it (forget()). Here, below the ui and the CPU
# players alike, so that both use the same two functions.
import sys


# The two ways the engine says no. Here, in the package that every module of the engine and
# the ui loads first: in a module of their own (engine.errors) they were one import more at
# start-up on a board, each import a collection of the heap. The reason is a short phrase for
# the UI to show or map.


class RuleError(Exception):
    """An action the rules do not allow now; the game is left as it was."""

    @property
    def reason(self):
        """The short reason, as the UI says it."""
        return self.args[0] if self.args else "not allowed"


class SaveError(Exception):
    """A saved game or a position that cannot be trusted."""


def need_int(v, low, high, why):
    """Refuse v (RuleError(why)) unless it is an int with low <= v < high: a bool, a float or
    a number out of range from a caller never reaches the rules (nor a save)."""
    if type(v) is not int or not low <= v < high:
        raise RuleError(why)


def forget(name):
    """Forget module name (sys.modules and its package's attribute) so that its bytecode and
    globals are collected once nothing uses them; the next import loads it again. Only for a
    module whose functions and classes nothing still holds: else the next import makes a
    second copy beside the first."""
    m = sys.modules.pop(name, None)
    dot = name.rfind('.')
    pkg = sys.modules.get(name[:dot]) if dot > 0 else None
    if m is not None and pkg is not None and getattr(pkg, name[dot + 1:], None) is m:
        delattr(pkg, name[dot + 1:])


def job(code, module, name, *args):
    """Call function name of module with args, its code resident only for the call: every
    module of code (module and what it imports that nothing else holds) that the call loads
    is forgotten when it returns, those loaded before it stay. What it returns must be data,
    not a function or class of those modules."""
    had = [n for n in code if n in sys.modules]
    try:
        __import__(module)
        return getattr(sys.modules[module], name)(*args)
    finally:
        let_go(code, had)


def let_go(code, had):
    """Forget the modules of code loaded since had (those of code loaded then) was taken;
    returns their names."""
    gone = [n for n in code if n not in had and n in sys.modules]
    for n in gone:
        forget(n)
    return gone


# A dict grows only when it is full, and then to a new, larger table made at that moment:
# mid-step, above the step's garbage, where it stays for the rest of the game. Two dicts grow
# as modules load, and heap maps at a CLUE's heap found both tables splitting the largest
# free area:
# - this package's dict names each of its modules loaded (an import adds the name, forget()
#   takes it off again); its table (240 B) grew when a CPU weighed a trade in an auction, the
#   most modules of the package at once. ROOM: every module of the package and its own names
#   at once (host_tests/test_package_room.py).
# - sys.modules names every module loaded: its table grew from 37 to 47 slots (384 B) a few
#   turns into a game, between free holes of 1.8 and 7.7 KB, where they would have made one
#   of 9.7 KB. MODULES: a table of 59 slots (CircuitPython's py/map.c sizes them 29, 37,
#   47, 59, 73), where a game holds about 40 modules at a turn's start and a CPU's trade or
#   a rare screen from the menu adds a few more.
# So room() makes both tables as a game starts.
ROOM = 40
MODULES = 59


def room():
    """Grow this package's dict to hold ROOM keys and sys.modules to hold MODULES, as a game
    starts (ui.game.start.play, just after a collection, so that the tables lie low in the heap;
    made at start-up it was 3 ms more before the title): keys put in and deleted again (a
    dict keeps its table). Numbers, not names: a name is interned for good (the modules'
    names, 27, took 1.2 KB at the title on an RP2040), and dir(builtins) probes every
    interned name (54 ms). A dict that held a key other than a name compares the keys it
    probes by value, not only by address, until it grows again: a few instructions a probe,
    and these dicts are probed once an import."""
    for d, n in ((globals(), ROOM), (sys.modules, MODULES)):
        keys = range(max(n - len(d), 0))
        for k in keys:
            d[k] = 0
        for k in keys:
            del d[k]
