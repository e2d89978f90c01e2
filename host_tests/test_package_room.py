# The engine package's dict is made with its room as the board starts (engine.ROOM): a dict
# grows only when full, to a table made at that moment, and mid-game that table stayed where
# the step's garbage had been (docs/bench.md, "Heap rules the code follows").
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
    assert [k for k in vars(engine) if not isinstance(k, str)] == []
