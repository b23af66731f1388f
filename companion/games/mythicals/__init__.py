"""Mythicals, the two-player card game of Creature collections and Mastery tiles."""
