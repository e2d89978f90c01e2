# Fixtures shared by the test modules.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope='session')
def mpy_tree(tmp_path_factory):
    """The firmware as the board loads it, built once per run for MicroPython's unix port: the
    compiled .mpy files (MicroPython's header byte 'M' put back), consts inlined, assets."""
    sys.path.insert(0, ROOT)
    from tools.build import firmware as F
    return F.build_for_micropython(str(tmp_path_factory.mktemp('firmware')))
