"""The one exception a rule raises when it refuses a move."""

from __future__ import annotations


class RuleError(Exception):
    """A refused move: a plain sentence saying why, and the rulebook section it rests on."""

    def __init__(self, message: str, section: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.section = section

    def __str__(self) -> str:
        return f"{self.message} ({self.section})" if self.section else self.message
