# Every ```python block in README.md and docs/engine-api.md runs as written (each in a fresh
# interpreter, from the project's root), so the examples a newcomer copies stay true as the code
# changes. (docs/editions.md's block shows a file's layout with `...` elisions: not a program.)
# The examples in the docstrings of the engine's public methods run too, as doctests.
import doctest
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def examples():
    found = []
    for path in ('README.md', os.path.join('docs', 'engine-api.md')):
        with open(os.path.join(ROOT, path)) as f:
            lines = f.read().split('\n')
        block = None
        for i, line in enumerate(lines):
            if block is None and line.strip() == '```python':
                block, start = [], i + 2
            elif block is not None and line.strip() == '```':
                found.append(pytest.param('\n'.join(block), id='%s:%d' % (path, start)))
                block = None
            elif block is not None:
                block.append(line)
    return found


def test_the_docs_have_examples():
    # README's rules example and the engine interface's game set-up, at least.
    ids = [p.id for p in examples()]
    assert any(i.startswith('README.md') for i in ids), ids
    assert any(i.startswith('docs/engine-api.md') for i in ids), ids


@pytest.mark.parametrize('code', examples())
def test_example_runs(code):
    r = subprocess.run([sys.executable, '-c', code], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr[-2000:]


# The names a docstring example may use without importing them: every engine code, and
# notation's load for a position in one line.
def _example_names():
    from engine import codes
    from engine.notation import load
    names = {k: v for k, v in vars(codes).items() if k.isupper()}
    names['load'] = load
    return names


# The engine's public methods carry examples, and the widgets' where one helps (the colours'
# contrast check): (module, the least examples it carries).
@pytest.mark.parametrize('module,least', [('engine.game', 5), ('engine.anytime', 5),
                                          ('ui.widgets.contrast', 2)])
def test_docstring_examples_run(module, least):
    import importlib
    sys.path.insert(0, ROOT)
    mod = importlib.import_module(module)
    result = doctest.testmod(mod, extraglobs=_example_names(), report=True)
    assert result.attempted >= least, result
    assert result.failed == 0, result
