"""Dragon Eclipse: Mystling Academy's readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="reaches_a_slot",
        section="Turn Structure, step 4",
        point="What \"reaches a slot\" means for the odds of a named card.",
        reading="A card reaches a slot within n draws when it is among the next n cards drawn. Past the "
                "end of the deck, the players give the reshuffled discard pile.",
        why="Drawing is the only way into a slot; what the discard pile holds when it is reshuffled "
            "depends on the play until then.",
    ),
    Ruling(
        key="mulligan_draws_first",
        section="Combat Setup, steps 12–13",
        point="In a mulligan, whether the first four cards go back into the deck before the new four "
              "are drawn.",
        reading="The next four are drawn before the first four are shuffled back.",
        why="The text sets the four aside, draws four new cards, then shuffles the previous ones back.",
    ),
)
