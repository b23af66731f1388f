"""Mythicals' turn, one module per step: setup, collect (1.), tiles (2.), reinforce (2., after a
tile), ending (the end of a turn and of the game); turn holds what every step shares."""
