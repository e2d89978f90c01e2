# Appended by `make bench-board` (tools/emulator/bench_board.py) to ui/boards/pybadge.py in the
# bench's own copy of the tree, never shipped: the PyBadge's 160x128 profile on the emulated
# PicoSystem. A 160x128 ST7789 display on the PicoSystem's LCD pins (displayio keeps it outside
# the heap, as a PyBadge's board.DISPLAY) and the PicoSystem's buttons; the rest of the
# profile (its font, layout, KEYS) is the PyBadge's own. This open() replaces the one above.
_PICO = ((UP, UP, 0), (DOWN, DOWN, 0), (LEFT, LEFT, 0), (RIGHT, RIGHT, 0),      # noqa: F821
         (A, A, 0), (B, B, 0), (SELECT, SELECT, 0), (START, START, 0))          # noqa: F821


def open(board_id=''):      # noqa: F811
    import board
    import busio
    import displayio
    import fourwire
    import busdisplay
    import keypad
    from ui.device.buttons import Reader
    from ui.device.profile import Profile
    displayio.release_displays()
    spi = busio.SPI(board.LCD_SCLK, board.LCD_MOSI)
    bus = fourwire.FourWire(spi, command=board.LCD_DC, chip_select=board.LCD_CS,
                            reset=board.LCD_RESET, baudrate=60000000)
    disp = busdisplay.BusDisplay(bus, b'\x01\x80\x05\x11\x80\x05\x29\x80\x05', width=160,
                                 height=128, backlight_pin=board.BACKLIGHT)
    pins = (board.SW_UP, board.SW_DOWN, board.SW_LEFT, board.SW_RIGHT,
            board.SW_A, board.SW_B, board.SW_X, board.SW_Y)
    keys = keypad.Keys(pins, value_when_pressed=False, pull=True)
    return Profile('pybadge', disp, Reader(((keys, _PICO),)), KEYS)     # noqa: F821
