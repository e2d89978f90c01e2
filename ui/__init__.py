# The game's version, written here and nowhere else: the title's last line and Diagnostics
# show it, tools/build/firmware.py writes it into firmware.txt and tools/build/bundle.py into the
# download's names; CHANGELOG.md's newest entry is this version, and a release is tagged
# 'v' + this (the release workflow checks both). In the ui package, which every board loads
# anyway: no module of its own to hold on the heap.
VERSION = '1.0.0'


# The folder that holds ui/ and the data beside it (font/, text/): '' on a board, whose ui/ is
# at the drive's top; the checkout or the bundle's folder on a PC. Worked out once here, for
# ui.widgets.font and ui.text.words, which read their files from it.
HOME = __file__[:max(__file__.rfind('/'), __file__.rfind('\\'))]       # .../ui
HOME = HOME[:max(HOME.rfind('/'), HOME.rfind('\\')) + 1]
