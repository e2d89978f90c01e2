# Two commands set everything up on a fresh machine: `make sim` and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test sim screenshots bench clean

$(STAMP): requirements-host.txt requirements-ui.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-host.txt -r requirements-ui.txt
	touch $@

# Every test: pytest suites, engine suites under the MicroPython unix port, mpy-cross compile check.
test: $(STAMP)
	$(BIN)/python -m pytest -q host_tests

# The handheld in a window, scaled up: `make sim BOARD=clue SCALE=3`
# (boards: pybadge feather_tft clue picosystem m5stack). Needs a desktop; says what to do without one.
BOARD ?= pybadge
SCALE ?= 4
sim: $(STAMP)
	$(BIN)/python -m host.sim --board $(BOARD) --scale $(SCALE)

# PNGs of the main screens, rendered headless, for the README.
screenshots: $(STAMP)
	$(BIN)/python -m host.screenshots docs/screenshots

bench: $(STAMP)
	$(BIN)/python tools/bench.py

clean:
	rm -rf $(VENV) build .pytest_cache
