# The two ways the engine says no. The reason is a short phrase for the UI to show or map.


class RuleError(Exception):
    """An action the rules do not allow now; the game is left as it was."""

    @property
    def reason(self):
        return self.args[0] if self.args else "not allowed"


class SaveError(Exception):
    """A saved game or a position that cannot be trusted."""
