"""The odds lab: every game's exact odds, one calculator each."""
