# What the board modules (engine/, editions/, ui/) do not carry (docs/ui.md, "Board modules"):
# a fallback for a module every build ships (code no build reaches), and a const() other than
# MicroPython's own, which its compiler folds into the bytecode.
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ('engine', 'editions', 'ui')

# The only modules that may catch ImportError: each for a module a real build may lack.
MAY_CATCH_IMPORT_ERROR = {
    'ui/widgets/draw.py': 'terminalio, left out of the Japanese, Korean and Russian PyBadge builds; '
                  'bitmaptools, not in every CircuitPython build',
    'ui/widgets/font.py': 'bitmaptools (its readinto reads the font strip), not in every build',
    'ui/device/sound.py': 'audioio or audiopwmio, whichever the board has, or none',
    'ui/drive/saves.py': "binascii's crc32 (a game slot's check), not in every build: format 2 then",
    'ui/drive/settings.py': "an edition the settings name whose file is gone",
    'ui/link/link_radio.py': 'espnow, in the ESP32 builds only (linked play: Feather TFT, M5Stack)',
    'editions/_catalog.py': 'lets ImportError (no such edition) through, past its other checks',
    'ui/app.py': "ui.game.names, which only the firmware's .mpy build writes "
                 '(tools/build/early_names.py): none on a PC or in the .py download',
}


def board_modules():
    out = {}
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, pkg)):
            dirnames[:] = [d for d in dirnames if d != '__pycache__']
            for fn in filenames:
                if fn.endswith('.py'):
                    path = os.path.join(dirpath, fn)
                    rel = os.path.relpath(path, ROOT).replace(os.sep, '/')
                    with open(path) as f:
                        out[rel] = ast.parse(f.read())
    return out


def catches_import_error(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler) and node.type is not None:
            names = node.type.elts if isinstance(node.type, ast.Tuple) else [node.type]
            if any(isinstance(n, ast.Name) and n.id == 'ImportError' for n in names):
                return True
    return False


def test_only_the_listed_modules_catch_import_error():
    catching = {rel for rel, tree in board_modules().items() if catches_import_error(tree)}
    assert catching == set(MAY_CATCH_IMPORT_ERROR), (
        'new: {}; no longer: {}'.format(sorted(catching - set(MAY_CATCH_IMPORT_ERROR)),
                                        sorted(set(MAY_CATCH_IMPORT_ERROR) - catching)))


def test_the_check_finds_a_fallback():
    src = 'try:\n    from ui.screens.offer import X\nexcept (ValueError, ImportError):\n    X = None\n'
    assert catches_import_error(ast.parse(src))
    assert not catches_import_error(ast.parse('try:\n    x = 1\nexcept OSError:\n    pass\n'))


def test_const_is_micropythons_imported_in_one_line():
    users = 0
    for rel, tree in board_modules().items():
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
                 and isinstance(n.func, ast.Name) and n.func.id == 'const']
        defined = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.Lambda,
                                                                ast.Assign))
                   and 'const' in [getattr(t, 'id', None) for t in getattr(n, 'targets', [])]
                   + [getattr(n, 'name', None)]]
        assert not defined, (rel, 'defines its own const')
        top = [s for s in tree.body if isinstance(s, ast.ImportFrom) and s.module == 'micropython'
               and [a.name for a in s.names] == ['const']]
        if calls:
            users += 1
            assert len(top) == 1, (rel, 'const() without a module-level '
                                   '`from micropython import const`')
        else:
            assert not top, (rel, 'imports const without using it')
    assert users >= 10


def test_cpython_gets_const_from_the_root_stand_in():
    # MicroPython's ports use their built-in module; CPython the one at the project's root,
    # found before Blinka's (same const()) wherever the project's modules are importable.
    import micropython
    assert os.path.dirname(os.path.abspath(micropython.__file__)) == ROOT
    assert micropython.const(1 << 29) == 1 << 29


def test_line_pitches_come_from_ui_draw():
    # draw.use() sets LINE (and DENSE, the deed card's table) from the font: a screen that
    # kept its own pitch would be wrong on every other font.
    for rel, tree in board_modules().items():
        if rel.startswith('ui/') and rel != 'ui/widgets/draw.py':
            own = [t.id for s in tree.body if isinstance(s, ast.Assign) for t in s.targets
                   if isinstance(t, ast.Name) and t.id.strip('_') in ('LINE', 'DENSE')]
            assert not own, (rel, own)
