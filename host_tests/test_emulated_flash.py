# The emulated PicoSystem's flash model (tools/emulator/flash.mjs): CircuitPython's writes to
# its drive land in the flash, are journalled, and the power can be cut after any one of them.
# One boot of real CircuitPython 10.2.1 (about 4 emulated seconds: it writes boot_out.txt to a
# new drive before code.py runs). Skipped, saying why, without the firmware.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emulator import board as EB, fat  # noqa: E402

FIRMWARE = EB.firmware_path()
WHY = EB.problem(FIRMWARE)
pytestmark = pytest.mark.skipif(WHY is not None, reason='emulated board: %s' % WHY)


def test_the_firmware_writes_its_drive_and_a_cut_stops_it_where_the_journal_says(tmp_path):
    tree = tmp_path / 'tree'
    tree.mkdir()
    (tree / 'code.py').write_bytes(b'print("EMU ran")\n')
    with EB.Board(FIRMWARE, str(tree)) as b:
        at_boot = b.drive(after=0)
        assert fat.read(at_boot, 'boot_out.txt') is None
        b.cut(20)       # in the middle of CircuitPython writing boot_out.txt (5 sector flushes)
        for _ in range(40):
            b.run(250)
            if not b.powered():
                break
        assert not b.powered()
        ops = b.journal()
        assert len(ops) == 20, ops[-3:]
        assert [op['op'] for op in ops[:2]] == ['erase', 'program']
        # a 4 KB sector erase, then its pages, each taking the chip's time in emulated time
        assert ops[0]['len'] == 4096 and ops[1]['len'] == 256
        assert 44.9 < ops[0]['t1_ms'] - ops[0]['t0_ms'] < 46
        assert 0.7 < ops[1]['t1_ms'] - ops[1]['t0_ms'] < 0.9
        assert all(a['t1_ms'] <= b_['t0_ms'] for a, b_ in zip(ops, ops[1:]))
        cut = b.drive()
        assert cut == b.drive(after=20) != at_boot      # the replay is what the flash holds
        seen = len(b.console)
        b.run(500)
        assert len(b.console) == seen and 'EMU ran' not in b.console   # nothing runs
