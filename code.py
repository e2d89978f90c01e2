# Firmware entry point; the handheld issue fills this in.
