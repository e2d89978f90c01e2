# `make sim` without a display explains itself and points to the headless options.
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_sim_without_display_says_so():
    env = dict(os.environ)
    env.pop('DISPLAY', None)
    env.pop('WAYLAND_DISPLAY', None)
    env.pop('SDL_VIDEODRIVER', None)
    r = subprocess.run([sys.executable, '-m', 'host.sim'], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert 'no display' in r.stderr
    assert 'make screenshots' in r.stderr


def test_screenshots_render(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER='dummy')
    r = subprocess.run([sys.executable, '-m', 'host.screenshots', str(tmp_path)], cwd=ROOT,
                       env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    pngs = sorted(p.name for p in tmp_path.glob('*.png'))
    assert 'board-pybadge.png' in pngs and len(pngs) >= 4
