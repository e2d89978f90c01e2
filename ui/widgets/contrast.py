# Contrast ratio of two colours (WCAG 2: (L1 + 0.05) / (L2 + 0.05) of relative luminances),
# 1 to 21. Text is held to MIN_TEXT, shapes to MIN_GRAPHIC (host_tests/test_contrast.py).
MIN_TEXT = 4.5      # WCAG AA for normal text: small text on a small screen at arm's length
MIN_GRAPHIC = 3.0   # WCAG 1.4.11 for shapes: strips, pips, tokens, owner bands


def _channel(v):
    v /= 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


def luminance(c):
    """WCAG 2's relative luminance of colour c (0xRRGGBB), 0 (black) to 1 (white).

    >>> luminance(0x000000), luminance(0xFFFFFF)
    (0.0, 1.0)
    """
    return (0.2126 * _channel(c >> 16 & 255) + 0.7152 * _channel(c >> 8 & 255) +
            0.0722 * _channel(c & 255))


def ratio(a, b):
    """The contrast ratio of colours a and b, 1 (the same) to 21 (black on white), either
    order.

    >>> round(ratio(0x000000, 0xFFFFFF), 1), ratio(0x336699, 0x336699)
    (21.0, 1.0)
    """
    la, lb = luminance(a), luminance(b)
    if la < lb:
        la, lb = lb, la
    return (la + 0.05) / (lb + 0.05)


def ink_on(colour):
    """Black or white, whichever has the higher contrast ratio on colour: the better of the
    two is always above 4.5."""
    return 0x000000 if ratio(colour, 0) >= ratio(colour, 0xFFFFFF) else 0xFFFFFF
