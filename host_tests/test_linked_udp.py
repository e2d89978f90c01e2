# Linked play between separate processes over UDP on the loopback address (host.linked): each
# device a headless app in its own process with its own drive, frames lost, duplicated and
# held back on a seed, one device switched off mid-game (the process killed) and started
# again from its drive; every device ends with the host's digest.
import os
import subprocess
import sys

from host.linked import verdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_devices_in_separate_processes_agree_over_udp():
    r = subprocess.run([sys.executable, '-m', 'host.linked', '--devices', '3', '--cpus', '1',
                        '--seed', '5', '--loss', '10', '--dup', '5', '--reorder', '10',
                        '--restart', '1', '--rounds', '8', '--timeout', '240'],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    lines = [t for t in r.stdout.splitlines() if t.startswith('device=')]
    assert r.returncode == 0 and len(lines) == 3, r.stdout + r.stderr[-3000:]
    assert 'switched off device 1' in r.stdout and 'restarted=1' in lines[1]
    assert len({t.split('digest=')[1] for t in lines}) == 1
    assert all(' round=9 ' in t for t in lines)     # the round limit ended it: the ranking


def test_the_verdict_is_the_host_digest_on_every_line():
    same = ['device=0 role=host digest=aa', 'device=1 role=join digest=aa']
    assert verdict(same) == 0
    assert verdict(same + ['device=2 role=join digest=ab']) == 1
    assert verdict(same + [None]) == 1
