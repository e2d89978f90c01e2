# The settings as the drive's settings file holds them (ui.drive.saves_read) and the settings screen
# changes them. A module of its own, loaded only with the code that reads them: ui.drive.settings
# stays loaded wherever settings are and brings the editions with it, so the reader that a
# game's start calls to remember its seats must not import it (at a CLUE's heap that pinned
# two 3-seat games' heap until they ran out); ui.main.Drive unloads this after each call.

# name, default, lowest, highest (highest None: a name like an edition id)
SETTINGS_SPEC = (('brightness', 8, 1, 10), ('cpu_speed', 2, 0, 3), ('sound', 0, 0, 1),
                 ('edition', 'classic', 0, None), ('seats', '', 0, None))     # seats: ui.screens.setup
