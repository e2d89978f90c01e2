# Two commands set everything up on a fresh machine: `make sim` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test sim bench clean

$(STAMP): requirements-host.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-host.txt
	touch $@

# Every test: pytest suites, engine suites under the MicroPython unix port, mpy-cross compile check.
test: $(STAMP)
	$(BIN)/python -m pytest -q host_tests

bench: $(STAMP)
	$(BIN)/python tools/bench.py

clean:
	rm -rf $(VENV) build .pytest_cache
