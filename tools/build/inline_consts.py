"""Integer constants inlined into the board's bytecode at build time (PC-only; tools/build/firmware.py).

MicroPython substitutes a const() only inside the module that declares it. Everywhere else,
`from engine.codes import ROLL` or `C.ROLL` costs a dict entry in the importing module, a
qstr for the name, a dictionary lookup at every use, and keeps the module of constants
loaded. For the .mpy build, every read of an ALL_CAPS integer constant of another board module
(imported by name, or read as module.NAME through a module-level import) is replaced by its
value, the module's own plain (non-const()) constants likewise, and imports left unused are
dropped. Declaring modules keep their names: code may still read them at run time (e.g.
editions.option_value looks up engine.rules constants by name).

A name is only inlined where it can only mean the constant: a module whose code rebinds the
name anywhere (an assignment, a parameter, a loop variable, a nested import) keeps the lookup,
and a name any module assigns as an attribute (`module.NAME = ...`) is never inlined.
"""
import ast
import re

CAPS = re.compile(r'^_?[A-Z][A-Z0-9_]*$')   # a module's own private ones too
_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
        ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
        ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b,
        ast.BitOr: lambda a, b: a | b, ast.BitAnd: lambda a, b: a & b}


def _value(node, known):
    """The int a constant expression stands for, or None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == 'const' and len(node.args) == 1 and not node.keywords:
        return _value(node.args[0], known)
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        v = _value(node.operand, known)
        return None if v is None else -v
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        a, b = _value(node.left, known), _value(node.right, known)
        if a is not None and b is not None:
            return _OPS[type(node.op)](a, b)
    return None


def bound_names(tree):
    """Every name the module binds, with how many times (imports, assignments, parameters,
    loop and with targets, except handlers, function and class names, globals)."""
    count = {}

    def add(name):
        count[name] = count.get(name, 0) + 1
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                add((a.asname or a.name).split('.')[0])
        elif isinstance(node, ast.arg):
            add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            add(node.name)
        elif isinstance(node, ast.Global):
            for n in node.names:
                add(n)
    return count


def declared(tree):
    """{NAME: int} of the module-level constants: ALL_CAPS names bound once, to an int
    expression of literals and earlier constants (const() or plain)."""
    bound = bound_names(tree)
    out = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
                and isinstance(stmt.targets[0], ast.Name):
            name = stmt.targets[0].id
            if CAPS.match(name) and bound.get(name) == 1:
                v = _value(stmt.value, out)
                if v is not None:
                    out[name] = v
    return out


def _resolve(node, package):
    """The absolute module name of an ImportFrom node (relative imports too)."""
    if not node.level:
        return node.module
    parts = package.split('.')
    base = parts[:len(parts) - node.level + 1]
    return '.'.join(base + ([node.module] if node.module else []))


def table(modules):
    """{module name: {NAME: int}} for {module name: (tree, package)}, including constants a
    module imports by name from another (so importers of the re-export inline them too)."""
    # A name some module sets from outside (`draw.WIDTH = profile.width`) is a setting, not a
    # constant: its reads must see the value set at run time. Module aliases are not
    # resolved, so such a name is never inlined from any module.
    stored = set(n.attr for t, _ in modules.values() for n in ast.walk(t)
                 if isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)))
    consts = {m: {k: v for k, v in declared(t).items() if k not in stored}
              for m, (t, _) in modules.items()}
    changed = True
    while changed:
        changed = False
        for m, (t, pkg) in modules.items():
            bound = bound_names(t)
            for stmt in t.body:
                if isinstance(stmt, ast.ImportFrom):
                    src = consts.get(_resolve(stmt, pkg))
                    for a in stmt.names:
                        local = a.asname or a.name
                        if src and a.name in src and bound.get(local) == 1 \
                                and local not in consts[m]:
                            consts[m][local] = src[a.name]
                            changed = True
    return consts


class _Inline(ast.NodeTransformer):
    def __init__(self, names, modules):
        self.names = names          # local name -> int
        self.modules = modules      # module alias -> {NAME: int}
        self.count = 0

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load) and node.id in self.names:
            self.count += 1
            return ast.copy_location(ast.Constant(self.names[node.id]), node)
        return node

    def visit_Attribute(self, node):
        v = node.value
        if isinstance(node.ctx, ast.Load) and isinstance(v, ast.Name) \
                and v.id in self.modules and node.attr in self.modules[v.id]:
            self.count += 1
            return ast.copy_location(ast.Constant(self.modules[v.id][node.attr]), node)
        self.generic_visit(node)
        return node


def _loads(tree):
    return set(n.id for n in ast.walk(tree) if isinstance(n, ast.Name)
               and isinstance(n.ctx, ast.Load))


def _imports(tree, name, package, consts):
    """({local name: int}, {local name: {NAME: int}}) for the constants and modules of
    constants that imports bind anywhere in the module (module level or inside a function),
    when every binding of the local name is that same import."""
    bound = bound_names(tree)
    seen = {}       # local name -> set of what the imports binding it stand for
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            src_name = _resolve(node, package)
            src = consts.get(src_name, {})
            for a in node.names:
                local = a.asname or a.name
                if a.name in src:
                    what = ('const', src[a.name])
                elif (src_name + '.' + a.name) in consts:
                    what = ('module', src_name + '.' + a.name)
                else:
                    what = ('other', None)
                seen.setdefault(local, []).append(what)
        elif isinstance(node, ast.Import):
            for a in node.names:
                local = (a.asname or a.name).split('.')[0]
                what = ('module', a.name) if a.asname and a.name in consts else ('other', None)
                seen.setdefault(local, []).append(what)
    names, modules = {}, {}
    for local, whats in seen.items():
        if len(whats) != bound.get(local) or len(set(whats)) != 1:
            continue        # bound otherwise too, or imported as different things
        kind, v = whats[0]
        if kind == 'const':
            names[local] = v
        elif kind == 'module':
            modules[local] = consts[v]
    return names, modules


def transform(tree, name, package, consts):
    """Inline the constants into tree (module `name`); returns how many reads were replaced."""
    names, modules = _imports(tree, name, package, consts)
    imported = set(names) | set(modules)
    # The module's own constants too (a const() one MicroPython inlines already; a plain one
    # is a global lookup at every read), except in the statements that declare them.
    mine = set(k for k in consts.get(name, {}) if k not in imported)
    for k in mine:
        names[k] = consts[name][k]
    t = _Inline(names, modules)
    tree.body = [stmt if _assigns(stmt, mine) else t.visit(stmt) for stmt in tree.body]
    # Imports that nothing reads any more go (a module of constants is then never loaded).
    _drop_imports(tree, imported, _loads(tree))
    return t.count


def _drop_imports(tree, imported, left):
    """Remove from every import the names in imported that nothing reads (left: names read);
    an import left empty goes, and a block left empty gets a pass."""
    for node in ast.walk(tree):
        for field in ('body', 'orelse', 'finalbody'):
            block = getattr(node, field, None)
            if not isinstance(block, list) or not block or not isinstance(block[0], ast.stmt):
                continue
            kept = []
            for stmt in block:
                if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                    stmt.names = [a for a in stmt.names
                                  if (a.asname or a.name).split('.')[0] not in imported
                                  or (a.asname or a.name).split('.')[0] in left]
                    if not stmt.names:
                        continue
                kept.append(stmt)
            setattr(node, field, kept or [ast.Pass()])


def _assigns(stmt, names):
    """Is stmt a module-level assignment of one of names (left as it is)?"""
    return isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
        and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id in names


# Modules whose constants some code looks up by a name built at run time (editions'
# option_value: engine.rules; the board profile's SPEAKER and BACKLIGHT), or that PC tools
# import from the firmware's tree (engine.codes: never loaded on the board): they keep the
# names of all their constants.
BY_NAME = ('engine.rules', 'engine.codes', 'editions', 'ui.boards')


class _Private(ast.NodeTransformer):
    def __init__(self, values):
        self.values = values        # NAME -> int, the constants made private

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load) and node.id in self.values:
            return ast.copy_location(ast.Constant(self.values[node.id]), node)
        return node


def privatize(modules, consts):
    """After inlining: a constant that no board module reads by name any more (no attribute
    of that name, no import of it, no string of it anywhere) is declared `_NAME = const(n)`
    (a private one written `_NAME = n` keeps its name), which MicroPython compiles to no
    global at all, so its name is never interned on the board. Every name a loaded module stores takes a place in the interned-string pool, and
    when the pool is full the next one is a single block of several KB allocated wherever
    the game is (docs/memory.md). Returns how many names went."""
    read = set()
    for t, _ in modules.values():
        for n in ast.walk(t):
            if isinstance(n, ast.Attribute):
                read.add(n.attr)
            elif isinstance(n, ast.ImportFrom):
                read.update(a.name for a in n.names)
            elif isinstance(n, ast.Constant) and isinstance(n.value, str):
                read.add(n.value)
    gone = 0
    for m, (t, _) in modules.items():
        if m.startswith(BY_NAME):
            continue
        bound = bound_names(t)
        values = {k: v for k, v in consts.get(m, {}).items()
                  if k not in read and '_' + k not in bound}
        if not values:
            continue
        body = []
        for stmt in t.body:
            if _assigns(stmt, values):
                name = stmt.targets[0].id
                stmt = ast.copy_location(ast.Assign(
                    targets=[ast.Name(name if name[0] == '_' else '_' + name, ast.Store())],
                    value=ast.Call(ast.Name('const', ast.Load()), [ast.Constant(values[name])],
                                   [])), stmt)
            else:
                stmt = _Private(values).visit(stmt)
            body.append(stmt)
        t.body = body
        gone += len(values)
    return gone


def inline_all(sources):
    """{module name: source text} for [(module name, package, source text)]: each module's
    source with the board's integer constants inlined (and made private where nothing reads
    them by name: privatize), and the number of reads replaced."""
    modules = {m: (ast.parse(src), pkg) for m, pkg, src in sources}
    consts = table(modules)
    out = {}
    replaced = 0
    for m, (t, pkg) in modules.items():
        replaced += transform(t, m, pkg, consts)
    privatize(modules, consts)
    for m, (t, _) in modules.items():
        out[m] = ast.unparse(ast.fix_missing_locations(t)) + '\n'
    return out, replaced
