# The import layering, read from the sources (every import, those inside functions too):
# the engine never imports the ui; the rules modules never import the CPU players; screens
# never import the title (they go home through app.go_home); no circle of imports in the
# engine, the editions or the ui (a package's own __init__ and its subpackages included):
# where two modules need each other, the shared part is in a third, or one takes the other
# as an argument.
import ast
import os

import pytest

ROOT = os.path.join(os.path.dirname(__file__), '..')
CPU_PLAYERS = {'engine.cpu', 'engine.cpu_decide', 'engine.cpu_money', 'engine.cpu_tables',
               'engine.cpu_trade', 'engine.autoplay'}
# ui.main builds the app and sets the home action: it is where the title is named.
MAY_IMPORT_TITLE = {'ui.main', 'ui.screens.title'}


def modules(package):
    """{dotted name: path} of the package's modules, its __init__ (as the package) and its
    subpackages' included: a folder of modules is one, with an __init__.py or without (ui's
    packages are namespace packages: docs/ui.md, "Modules")."""
    out = {}
    folder = os.path.join(ROOT, *package.split('.'))
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name == '__init__.py':
            out[package] = path
        elif name.endswith('.py'):
            out[package + '.' + name[:-3]] = path
        elif os.path.isdir(path) and name.isidentifier() and any(
                n.endswith('.py') for n in os.listdir(path)):
            out.update(modules(package + '.' + name))
    return out


def imports(path, known):
    """Every module named by an import anywhere in the file (from P import M counts P.M
    when that is a module)."""
    with open(path) as f:
        tree = ast.parse(f.read())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            for a in node.names:
                if node.module + '.' + a.name in known:
                    out.add(node.module + '.' + a.name)
    return out


def graph(package):
    mods = modules(package)
    known = set(mods) | set(modules('engine')) | set(modules('ui'))
    return {m: imports(p, known) - {m} for m, p in mods.items()}


def test_the_engine_never_imports_the_ui():
    for m, deps in graph('engine').items():
        assert not [d for d in deps if d == 'ui' or d.startswith('ui.')], m


def test_rules_modules_never_import_the_cpu_players():
    for m, deps in graph('engine').items():
        if m not in CPU_PLAYERS:
            assert not deps & CPU_PLAYERS, (m, deps & CPU_PLAYERS)


def test_screens_do_not_import_the_title():
    for m, deps in graph('ui').items():
        if m not in MAY_IMPORT_TITLE:
            assert 'ui.screens.title' not in deps, m


def cycle(g):
    """A circle of imports in g (a list of modules, first == last), or None."""
    state = {}
    path = []

    def visit(m):
        state[m] = 1
        path.append(m)
        for d in sorted(g.get(m, ())):
            if d not in g:
                continue
            if state.get(d) == 1:
                return path[path.index(d):] + [d]
            if d not in state:
                found = visit(d)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(g):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_check_finds_a_circle():
    assert cycle({'a': {'b'}, 'b': {'c'}, 'c': {'a'}}) == ['a', 'b', 'c', 'a']
    assert cycle({'a': {'b'}, 'b': {'c'}, 'c': set()}) is None


@pytest.mark.parametrize('package', ('engine', 'editions', 'ui'))
def test_no_circle_of_imports(package):
    assert cycle(graph(package)) is None


def test_the_graph_sees_subpackages_and_imports_inside_functions():
    g = graph('ui')
    # ui.boards.load() imports a board module inside a function; the board module imports
    # ui.device.profile inside its open(): both edges must be in the graph the circle check reads.
    assert 'ui.boards.pybadge' in g['ui.boards'] and 'ui.device.profile' in g['ui.boards.pybadge']
    assert 'engine.ending' in graph('engine')['engine.turn']
