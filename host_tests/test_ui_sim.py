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


def test_each_board_profile_has_its_own_drive_folder(tmp_path):
    # A CLUE game must not come back as "Resume" on the Feather profile.
    from host.sim import drive_folder
    assert drive_folder('clue') != drive_folder('feather_tft')
    from engine.game import Game
    from host.driver import Driver
    from ui.main import main
    clue = tmp_path / 'sim-drive' / 'clue'
    feather = tmp_path / 'sim-drive' / 'feather_tft'
    assert drive_folder('clue', str(tmp_path)) == str(clue)
    clue.mkdir(parents=True)
    feather.mkdir(parents=True)
    d = Driver('clue', screen=False)
    app = main(d.profile, str(clue), seed=5)
    assert app.saves.save(Game(2, seed=3))
    d2 = Driver('feather_tft', screen=False)
    d2.app = main(d2.profile, str(feather), seed=5)
    assert not [t for t in d2.text() if 'Resume' in t]
    d3 = Driver('clue', screen=False)
    d3.app = main(d3.profile, str(clue), seed=5)
    assert [t for t in d3.text() if 'Resume: round' in t]


def test_two_simulators_of_one_board_run_on_two_drives(tmp_path):
    # Two `make sim` windows of a PyBadge (a linked game on one PC) are two handhelds: the
    # second gets its own drive while the first runs, and the first's again once it ends.
    from host.sim import claim_drive, drive_folder
    first, lock = claim_drive('pybadge', str(tmp_path))
    second, lock2 = claim_drive('pybadge', str(tmp_path))
    assert first == drive_folder('pybadge', str(tmp_path))
    assert second == drive_folder('pybadge-2', str(tmp_path))
    from engine.game import Game
    from ui.main import Drive
    assert Drive(first).save(Game(2, seed=3))
    assert Drive(first).load() is not None and Drive(second).load() is None
    lock.close()                # the first simulator ends
    again, lock3 = claim_drive('pybadge', str(tmp_path))
    assert again == first
    lock2.close()
    lock3.close()


def test_the_window_scale_fits_the_desktop():
    from host.sim import fit_scale
    assert fit_scale((240, 240), (1366, 768)) == 2       # 960 px would not fit
    assert fit_scale((160, 128), (1920, 1080)) == 7
    assert fit_scale((320, 240), (800, 600)) == 2
    assert fit_scale((320, 240), (300, 200)) == 1
    assert fit_scale((240, 240), None) == 3
