"""Exact odds: distributions, dice, decks and staged reveals, all with Fraction probabilities."""

from companion.odds.dice import Face, Die
from companion.odds.decks import Deck, p_any_within
from companion.odds.dist import Dist, p_ge
from companion.odds.staged import StagedOdds, staged_reveal

__all__ = ["Dist", "p_ge", "Face", "Die", "Deck", "p_any_within", "StagedOdds", "staged_reveal"]
