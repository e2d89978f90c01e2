# The engine package's dict and sys.modules are given their room as a game starts
# (engine.room): a dict grows only when full, to a table made at that moment, and mid-game
# that table stayed where the step's garbage had been (docs/bench.md, "Heap rules the code
# follows").
import ast
import os

import engine

HERE = os.path.dirname(engine.__file__)


def test_the_engine_has_room_for_every_module_of_it_at_once():
    modules = [f for f in os.listdir(HERE) if f.endswith('.py') and f != '__init__.py']
    with open(os.path.join(HERE, '__init__.py')) as f:
        tree = ast.parse(f.read())
    own = {'__name__', '__file__', '__path__'}      # what a board's import puts in it
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Assign):
            own.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            own.update((a.asname or a.name).split('.')[0] for a in node.names)
    assert len(modules) + len(own) <= engine.ROOM, (
        'engine has %d modules and %d names of its own: raise engine.ROOM to at least %d'
        % (len(modules), len(own), len(modules) + len(own)))


def test_the_keys_that_made_the_room_are_gone():
    before = dict(vars(engine))
    engine.room()
    assert vars(engine) == before


def test_a_game_makes_the_room_as_it_starts(tmp_path, monkeypatch):
    from host.driver import Driver
    from ui.device import buttons as K
    from ui.game import start
    from ui.main import main
    made = []
    monkeypatch.setattr(start, 'room', lambda: made.append(start.play))
    d = Driver('pybadge', screen=False)
    d.app = main(d.profile, str(tmp_path), seed=5)
    assert made == []                  # the title
    d.press(K.A)
    d.press(K.UP, K.A)                 # Setup's defaults, started
    assert d.game is not None and len(made) == 1


def test_after_the_room_sys_modules_takes_that_many_modules_without_a_new_table():
    """On the MicroPython unix port (a board's dicts: CPython's sys.modules already holds
    hundreds): after room(), sys.modules filled to engine.MODULES allocates nothing; without
    it, the same filling makes a new table."""
    import subprocess
    import sys
    root = os.path.dirname(HERE)
    code = ("import gc, sys, engine\n"
            "%s\n"
            "n = len(sys.modules)\n"
            "k = 0\n"                   # every global made before the measure
            "gc.collect()\n"
            "a = gc.mem_alloc()\n"
            "for k in range(engine.MODULES - n):\n"
            "    sys.modules[k] = 0\n"
            "print(n, gc.mem_alloc() - a)\n")
    mp = os.path.join(root, '.venv', 'bin', 'micropython')
    got = []
    for first in ('engine.room()', 'pass'):
        r = subprocess.run([mp, '-c', code % first], cwd=root, capture_output=True, text=True,
                           timeout=60)
        assert r.returncode == 0, r.stdout + r.stderr
        got.append([int(w) for w in r.stdout.split()])
    (n, grown), (_, grown_without) = got
    assert n < engine.MODULES and grown == 0 and grown_without > 0, (got, sys.version)
