"""Mysthea: The Fall, the cooperative game on the Icaion board."""
