# The docs a newcomer finds their way by agree with the tree: docs/ui.md's module tables name
# every ui module (a pattern such as `ui/link/*.py` counts) and nothing that is gone, and
# README's Tools table names every group of tools/ and every tool at its top.
import fnmatch
import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def first_cells(path):
    """The `...` names in the first cell of every table row of the file."""
    out = []
    with open(os.path.join(ROOT, path)) as f:
        for line in f:
            if line.startswith('| `'):
                out += re.findall(r'`([^`]+)`', line.split('|')[1])
    return out


def test_docs_ui_names_every_ui_module_and_no_other():
    named = [n for n in first_cells('docs/ui.md') if n.startswith('ui/')]
    files = sorted(os.path.relpath(p, ROOT).replace(os.sep, '/')
                   for p in glob.glob(os.path.join(ROOT, 'ui', '**', '*.py'), recursive=True))
    assert len(files) > 60 and named
    missing = [f for f in files if not any(fnmatch.fnmatch(f, n) for n in named)]
    assert missing == [], 'not in docs/ui.md: %s' % missing
    gone = [n for n in named if not any(fnmatch.fnmatch(f, n) for f in files)]
    assert gone == [], 'in docs/ui.md, not in ui/: %s' % gone


def test_readme_s_tools_table_names_every_group_and_tool():
    with open(os.path.join(ROOT, 'README.md')) as f:
        text = f.read()
    table = text[text.index('## Tools'):text.index('## Layout')]
    tools = os.path.join(ROOT, 'tools')
    for name in sorted(os.listdir(tools)):
        path = os.path.join(tools, name)
        if os.path.isdir(path) and os.path.isfile(os.path.join(path, '__init__.py')):
            assert '`tools/%s/`' % name in table, name
        elif name.endswith('.py') and name != '__init__.py':
            assert 'tools/' + name in table, name


def test_the_figures_pages_stay_pages_of_current_figures():
    # docs/bench.md and docs/memory.md say what is now, each under 300 lines; a figure's
    # history goes to CHANGELOG.md ("The figures' history") and git.
    for name in ('docs/bench.md', 'docs/memory.md'):
        with open(os.path.join(ROOT, name)) as f:
            n = len(f.read().splitlines())
        assert n < 300, '%s has %d lines' % (name, n)
