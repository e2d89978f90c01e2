"""Module-private names made short and shared in the board's build (PC-only; tools/build/firmware.py).

CircuitPython interns every name a module's bytecode uses when the module loads and never
frees one. The names fill pools of 20, 40, ... 640 names, and the name after the 1260th
allocates a 7th pool of 1280 names: one 7.5 KB block, all at once (docs/memory.md, "The qstr
pool"). A person who opens the game's screens one after another on a PyBadge reached that
name mid-game, when the heap's largest free block was 6.6 KB, and the game stopped with "Out
of memory" (measured on the emulated firmware at a PyBadge's heap).

The functions and values a module keeps to itself (`def _step(...)`, `_TABLES = (...)`, a
helper no other module names) each cost a name of their own. Here every such name is renamed,
in the module's source after tools/build/inline_consts.py, to one of a short sequence shared by all
modules (`_a`, `_b`, ...): the modules' globals are apart, so the same short name in two
modules is two variables but one interned name. What is renamed is only what can only mean
the module's own global:

- a name bound at the module's top level (a def, an assignment), not a class (a class keeps
  its name: the screens are told apart by their class's name);
- never a name read as an attribute (`x.name`), imported (`from m import name`), passed as a
  keyword (`f(name=...)`) or written as a string anywhere in the board's modules (getattr
  and the like), nor any name the code outside them uses (code.py, boot.py, the PC's tools
  and tests, the emulated board's harness), nor a dunder;
- never in a module whose names are looked up at run time (inline_consts.BY_NAME);
- never a name a class body binds, or an import binds, in that module.

Within the module every use and binding of the name is renamed alike (a parameter or local
of the same name too, which is then renamed with it), so the program means what it meant.
host_tests/test_short_names.py checks that the board's games from the renamed tree match
CPython's from the sources, digest for digest.
"""
import ast
import builtins
import os
import string

from tools.build.inline_consts import BY_NAME

# Never renamed: what a name can mean without being bound in the module (a builtin:
# a parameter `type` in one function and type() in another), and `self` (a traceback's word).
BUILTINS = set(dir(builtins)) | {'const', 'self'}


def identifiers(tree):
    """Every name the tree uses in any role, and every string constant in it."""
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            out.add(n.id)
        elif isinstance(n, ast.Attribute):
            out.add(n.attr)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
        elif isinstance(n, ast.arg):
            out.add(n.arg)
        elif isinstance(n, ast.keyword) and n.arg:
            out.add(n.arg)
        elif isinstance(n, ast.alias):
            out.update((n.asname or '', n.name.split('.')[-1], n.name.split('.')[0]))
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            out.update(n.names)
        elif isinstance(n, ast.ExceptHandler) and n.name:
            out.add(n.name)
        elif isinstance(n, ast.Constant) and isinstance(n.value, str):
            out.add(n.value)
    return out


def shared(trees):
    """Names no module may rename: read as attributes, imported, passed as keywords or
    written as strings in any board module, and every class's name."""
    out = set()
    for t in trees:
        for n in ast.walk(t):
            if isinstance(n, ast.Attribute):
                out.add(n.attr)
            elif isinstance(n, ast.alias):
                out.update((n.asname or '', n.name.split('.')[-1]))
            elif isinstance(n, ast.keyword) and n.arg:
                out.add(n.arg)
            elif isinstance(n, ast.Constant) and isinstance(n.value, str):
                out.add(n.value)
            elif isinstance(n, ast.ClassDef):
                out.add(n.name)
    return out


def _top_level(tree):
    """The statements run at the module's top level (inside if, try, for and with blocks
    too, not inside a def or a class)."""
    todo = list(tree.body)
    while todo:
        s = todo.pop()
        yield s
        if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for field in ('body', 'orelse', 'finalbody', 'handlers'):
                todo.extend(x for x in getattr(s, field, ()) if isinstance(x, ast.stmt)
                            or isinstance(x, ast.excepthandler))


def _assigned(s):
    """The names statement s assigns (an assignment's or a for loop's targets)."""
    targets = s.targets if isinstance(s, ast.Assign) else [s.target]
    return set(n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name))


def own_globals(tree):
    """Names the module binds at its top level by a def or an assignment."""
    out = set()
    for s in _top_level(tree):
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.add(s.name)
        elif isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For)):
            out |= _assigned(s)
    return out


def own_args(tree):
    """The names of every parameter of the module's functions and lambdas (each is interned
    for keyword matching; a local that is no parameter is not)."""
    return set(n.arg for n in ast.walk(tree) if isinstance(n, ast.arg))


def _class_bound(tree):
    """Names a class body binds directly (class attributes), and names imports bind."""
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.ClassDef):
            for s in n.body:
                if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    out.add(s.name)
                elif isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                    out |= _assigned(s)
        elif isinstance(n, ast.alias):
            out.add((n.asname or n.name).split('.')[0])
    return out


def short(i):
    """The i-th short name: _a ... _z, _aa, _ab, ..."""
    letters = string.ascii_lowercase
    s = ''
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = letters[r] + s
    return '_' + s


class _Rename(ast.NodeTransformer):
    def __init__(self, names):
        self.names = names

    def visit_Name(self, node):
        node.id = self.names.get(node.id, node.id)
        return node

    def visit_arg(self, node):
        node.arg = self.names.get(node.arg, node.arg)
        return node

    def _names(self, node):
        node.names = [self.names.get(n, n) for n in node.names]
        return node

    visit_Global = visit_Nonlocal = _names

    def visit_ExceptHandler(self, node):
        if node.name:
            node.name = self.names.get(node.name, node.name)
        self.generic_visit(node)
        return node

    def visit_FunctionDef(self, node):
        node.name = self.names.get(node.name, node.name)
        self.generic_visit(node)
        return node

    def visit_ClassDef(self, node):
        # A class body's own defs are methods (attributes): their names stay.
        for s in node.body:
            if isinstance(s, ast.FunctionDef):
                name = s.name
                self.visit_FunctionDef(s)
                s.name = name
            else:
                self.visit(s)
        for d in node.decorator_list + node.bases + node.keywords:
            self.visit(d)
        return node


def plan(modules, keep):
    """{module: {old name: short name}} for {module name: tree}; keep: names used outside
    the board's modules."""
    banned = shared(modules.values()) | set(keep) | BUILTINS
    out = {}
    for m, t in sorted(modules.items()):
        if m.startswith(BY_NAME):
            continue
        mine = sorted(n for n in (own_globals(t) | own_args(t)) - banned - _class_bound(t)
                      if not n.startswith('__'))
        if not mine:
            continue
        used = identifiers(t)
        names = {}
        i = 0
        for n in mine:
            while short(i) in used:
                i += 1
            names[n] = short(i)
            i += 1
        out[m] = names
    return out


def shorten(texts, keep=()):
    """({module: source text}, renamed names) for {module name: source text} (the inlined
    board modules): each module's private names renamed to the shared short ones."""
    modules = {m: ast.parse(text) for m, text in texts.items()}
    names = plan(modules, keep)
    out = dict(texts)
    for m, renames in names.items():
        t = _Rename(renames).visit(modules[m])
        out[m] = ast.unparse(ast.fix_missing_locations(t)) + '\n'
    return out, sum(len(r) for r in names.values())


def outside_names(root, board_files):
    """Every name and string the project's other Python files use (code.py, boot.py, the
    PC's host, tools and tests: some run against the board's tree, the emulated board's
    harness reaches into the game): none of them is renamed."""
    board = set(os.path.abspath(p) for p in board_files)
    out = set()
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith('.') and d not in ('build', 'dist')]
        for f in files:
            p = os.path.abspath(os.path.join(folder, f))
            if f.endswith('.py') and p not in board:
                try:        # a file of the user's that is not Python 3 text: none of ours
                    with open(p, encoding='utf-8', errors='replace') as fh:
                        out |= identifiers(ast.parse(fh.read()))
                except (SyntaxError, ValueError):
                    continue
    return out
