# The two ways the engine says no. The reason is a short phrase for the UI to show or map.


class RuleError(Exception):
    """An action the rules do not allow now; the game is left as it was."""

    @property
    def reason(self):
        """The short reason, as the UI says it."""
        return self.args[0] if self.args else "not allowed"


class SaveError(Exception):
    """A saved game or a position that cannot be trusted."""


def need_int(v, low, high, why):
    """Refuse v (RuleError(why)) unless it is an int with low <= v < high: a bool, a float or
    a number out of range from a caller never reaches the rules (nor a save)."""
    if type(v) is not int or not low <= v < high:
        raise RuleError(why)
