"""The games and tools the companion serves, and where each one's dashboard lives."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Entry:
    """One card of the index: a game or a tool, its dashboard notebook and rulebook."""

    key: str
    title: str
    kind: str          # how it is played, in a few words
    notebook: str      # file name under notebooks/
    rulebook: str      # file name under shared/rules/, "" for tools
    colour: str        # a game colour word from widgets.kit.theme (always drawn with its title)
    already: str = ""  # what of it is usable before its dashboard exists


GAMES: tuple[Entry, ...] = (
    Entry("fall", "Mysthea: The Fall", "cooperative, 1–5 players", "fall.ipynb",
          "mysthea-the-fall.txt", "orange", "its odds are in the Odds lab"),
    Entry("maliath", "Maliath (Mysthea solo)", "automated opponent", "maliath.ipynb",
          "mysthea-solo-maliath.txt", "purple", "its odds are in the Odds lab"),
    Entry("mystling", "Dragon Eclipse: Mystling Academy", "duel and solo combat",
          "mystling.ipynb", "dragon-eclipse-mystling-academy.txt", "sky", "its odds are in the Odds lab"),
    Entry("mythicals", "Mythicals", "2 players, cards", "mythicals.ipynb",
          "mythicals.txt", "green"),
    Entry("other_side", "From the Other Side", "cooperative, 2–5 heroes",
          "other_side.ipynb", "from-the-other-side.txt", "blue"),
)

TOOLS: tuple[Entry, ...] = (
    Entry("odds", "Odds lab", "exact odds for every game", "odds.ipynb", "", "yellow"),
    Entry("gallery", "Component gallery", "the widgets, live", "gallery.ipynb", "", "red"),
    Entry("plays", "Plays", "every finished game, as charts", "plays.ipynb", "", "brown"),
)


def notebooks_dir() -> Path:
    """The folder holding the dashboards (the repository's notebooks/)."""
    return Path(__file__).resolve().parent.parent / "notebooks"


def is_ready(entry: Entry, folder: Path | None = None) -> bool:
    """Whether the entry's dashboard exists, so its card may link to it."""
    return ((folder or notebooks_dir()) / entry.notebook).is_file()
