# The import layering, read from the sources (every import, those inside functions too):
# the engine never imports the ui; the rules modules never import the CPU players; screens
# never import the title (they go home through app.go_home); no circle among ui modules.
import ast
import os

ROOT = os.path.join(os.path.dirname(__file__), '..')
CPU_PLAYERS = {'engine.cpu', 'engine.cpu_decide', 'engine.cpu_tables', 'engine.cpu_trade',
               'engine.autoplay'}
# ui.main builds the app and sets the home action: it is where the title is named.
MAY_IMPORT_TITLE = {'ui.main', 'ui.title'}
# Known and kept (the test says when the edge is gone): ui.saves loads its reading half inside
# its functions, for the calls that read, while ui.saves_read takes the file layout from
# ui.saves (a third module for the layout would cost the board a module's heap at every
# autosave); likewise ui.slots (the drive's check, and making the slots' files once), which
# ui.saves loads inside check and a save that finds its slot missing. Nothing else may close a
# circle.
KNOWN_EDGES = {('ui.saves', 'ui.saves_read'), ('ui.saves', 'ui.slots')}


def modules(package):
    out = {}
    folder = os.path.join(ROOT, package)
    for name in sorted(os.listdir(folder)):
        if name.endswith('.py') and name != '__init__.py':
            out[package + '.' + name[:-3]] = os.path.join(folder, name)
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
    return {m: imports(p, known) for m, p in mods.items()}


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
            assert 'ui.title' not in deps, m


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


def test_no_circle_among_ui_modules():
    g = graph('ui')
    for a, b in KNOWN_EDGES:
        assert b in g[a], 'edge {} -> {} is gone: drop it from KNOWN_EDGES'.format(a, b)
        g[a] = g[a] - {b}
    assert cycle(g) is None
