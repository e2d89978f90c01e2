"""The game on real CircuitPython firmware in an emulated PicoSystem (rp2040js): see board.py."""
