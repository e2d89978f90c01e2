# The game on real CircuitPython firmware: CircuitPython 10.2.1 for the Pimoroni PicoSystem in
# an emulated RP2040 (rp2040js, tools/emulator/), its real displayio, terminalio, keypad, heap
# and garbage collector. It boots to the title, sets the CPU speed and starts a game (a person
# and two CPUs) with button presses on the GPIO pins, plays three of the person's turns, opens
# the board; the screens decoded from the display's SPI traffic are compared with the
# simulator's after the same presses (tools/emulator/play.py). The game's autosaves land in
# the emulated flash (tools/emulator/flash.mjs), so the same run's last autosave is cut at a
# few points and each cut drive boots again (tools/emulator/powercut.py). Skipped, saying why,
# without the firmware: FIRMWARE=path/to.uf2 (make test) or ../shared/board-emu/ beside the
# repository.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.emulator import board as EB  # noqa: E402

FIRMWARE = EB.firmware_path()
WHY = EB.problem(FIRMWARE)
pytestmark = pytest.mark.skipif(WHY is not None, reason='emulated board: %s' % WHY)

# The game's budget: 120 KB of the 143 KB a PyBadge/PyGamer code.py gets, which leaves 23 KB of
# its heap free for fragmentation (docs/memory.md). The PicoSystem gives a code.py more (about
# 166 KB) and its 240x240 screens take more, so its check is that room: at the title and at the
# start of every turn, after a collection, at least 23 KB stay free.
ROOM = 23 * 1024
# The largest block that can be allocated (tools/emulator/probe.py, after a collection), at
# the title and at the start of every turn: mem_free() hides fragmentation. Measured at
# 0dcbc99 on this run: 61.3 KB at the title, 20.0-30.3 KB at turns (least 20.0 KB, with
# 41.9 KB free). The floor, 12 KB, is the 240x240 target at a PyBadge-sized heap
# (8 KB) with a margin, and 8 KB (40%) under what is measured here, where the heap is 23 KB
# larger: ordinary changes pass; a regression that pins objects across the free space (the
# profile at 143 KB found 4-6 KB blocks with 13-16 KB free) breaks it.
BLOCK = 12 * 1024
# What may differ between the firmware's screen and the simulator's, in RGB565 pixels of
# 57,600: nothing. The title and the prompt are pixel for pixel the same (0 when this was
# written). The board screen is not: on the firmware a 1-pixel frame line stays round the
# centre where the closed prompt's frame was (377 pixels, the pink of its edge), which the
# simulator redraws; a finding of this check, not of its decoding (which gives the other
# screens exactly). Strict: once it is redrawn alike this passes, and the mark must go.
# This check also found, and the branch fixed: every label cut at x = 160 on 240-pixel boards
# (the build inlined ui.draw.WIDTH), and the ring's backdrop never drawn (a Group scale of 128
# or more wraps on CircuitPython 10: ui/ring.py).
# (At 0dcbc99 the board shot compared two different games, 4,554 px apart: an A pressed at
# once after a panel was ignored in the simulator and taken on the firmware, and the script
# followed the firmware's turns. play.PAUSE_A keeps them in step; the 377 px are again the
# only difference.)
# (On wt-teach, issue 21, the board shot matched to 0 px: the line is no longer caught there;
# the scripted game's turns changed with the recaps and the held token, and no single change
# of that branch was found to be the cause, so the firmware's redraw may still leave it.)
PIXELS = 0
KNOWN = {}


@pytest.fixture(scope='module')
def played(tmp_path_factory):
    os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')
    sys.path.insert(0, os.path.join(ROOT, 'tools'))
    import firmware as F
    tree = str(tmp_path_factory.mktemp('firmware') / 'CIRCUITPY')
    F.main(['build', '--out', tree])
    from tools.emulator import play
    return play.game(FIRMWARE, tree, str(tmp_path_factory.mktemp('shots')))


def test_no_exception_on_the_console(played):
    assert played['errors'] == [], played['console'][-3000:]


def test_the_game_started_and_the_person_played_turns(played):
    turns = [w for w in played['lines'] if w[0] == 'turn']
    assert sum(1 for w in turns if w[1] == '0') >= 3
    assert {w[1] for w in turns} >= {'1', '2'}         # both CPUs played
    assert sum(1 for p in played['presses'] if p[0] == 'A') >= 3


@pytest.mark.parametrize('name', [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n
    for n in ('title', 'prompt', 'board')])
def test_the_firmware_draws_what_the_simulator_draws(played, name):
    from tools.emulator.play import difference
    emulated, simulated = played['frames'][name]
    assert len({px for row in emulated for px in row}) > 2      # a real picture, not blank
    n, box = difference(emulated, simulated)
    print('%s: %d pixels differ, within %s' % (name, n, box))
    assert n <= PIXELS, (name, n, box, played['texts'][name])


def test_heap_at_the_title_and_in_the_game_within_the_budget(played):
    from tools.emulator.play import figures
    f = figures(played)
    assert f['free_at_title'] >= ROOM and f['least_free_in_game'] >= ROOM, f
    # and the title is much lighter than the game (screens' modules load and go on demand)
    assert f['free_at_title'] - f['least_free_in_game'] > 20 * 1024, f


def test_a_large_block_can_be_allocated_at_the_title_and_every_turn(played):
    from tools.emulator.play import figures
    f = figures(played)
    assert f['largest_block_at_title'] >= BLOCK and f['least_largest_block_in_game'] >= BLOCK, f


# Power cuts during the run's last autosave (tools/emulator/powercut.py POINTS), each drive
# booted again: it must start the game, offer the last good game and never a damaged one (the
# older save until the new one is whole, then the new one), and resume it. The first three
# below fail on CircuitPython 10.2.1 (docs/saves.md, "Power cuts on the real firmware"): every
# autosave rewrites, through CircuitPython's one-sector write-back, the flash sectors that
# hold the drive's boot sector and FAT and its root directory, and a cut after one of those
# erases, before it is programmed again, loses them. Strict: once saves stop doing that, these
# pass and the marks must go.
KNOWN_CUTS = {
    'first-erase': 'the sector of the root directory (code.py among it) erased: no code.py',
    'boot-sector': 'the boot sector and FAT erased: CircuitPython formats the drive again',
    'slot-erased': "the sector with both slots' data erased: no save offered",
}


@pytest.mark.parametrize('point', [
    pytest.param(p, marks=pytest.mark.xfail(strict=True, reason=KNOWN_CUTS[p]))
    if p in KNOWN_CUTS else p for p in ('before', 'first-erase', 'boot-sector', 'slot-erased',
                                        'slot-half', 'after')])
def test_a_power_cut_during_an_autosave_resumes_the_last_good_game(played, point):
    from tools.emulator import powercut
    cuts = played['cuts']
    older, newer = cuts['before']['saved'], cuts['after']['saved']
    assert older is not None and newer is not None and newer[0] == older[0] + 1, (older, newer)
    if point not in cuts:
        pytest.skip('this autosave has no such moment (%s)' % point)
    # The last good game: the older save until the save is done. The PC's reading of the cut
    # drive, where there is one to read, agrees (never a half-written slot).
    want = newer if point == 'after' else older
    assert cuts[point]['saved'] in (want, None), (point, cuts[point]['saved'], want)
    r = powercut.boot(FIRMWARE, cuts[point]['image'], resume=point == 'after')
    assert r['errors'] == [], r['console'][-2000:]
    assert r['title'], (point, r['console'][-600:])
    assert r['saved'] == powercut.words(want), (point, r['saved'], want)
    if point == 'after':    # a reset after the save: the title offers it and resumes it
        assert r['resumed'] == powercut.words(want)[1:], r['resumed']


def test_every_press_updates_the_screen_quickly(played):
    # Moving the cursor redraws two rows; no press may keep the screen busy for seconds
    # (CPU turns at 'instant' speed and dice animations included).
    from tools.emulator.play import figures
    f = figures(played)
    assert f['press_ms']['move'] < 150 and f['press_bytes']['move'] < 20000, f
