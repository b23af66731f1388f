"""Maliath's steps: the setup, her turn (cards, Battles, questions) and the Eras' ends."""
