"""Maliath's steps: the setup (setup, then board_facts: the board asked once as pick lists), her turn as a
queue of tasks (turn; her Battles in battle, her Champion's moves in moves, a Command Card gained in gains)
and the Eras' ends and beginnings (era). asking (her questions in the players' words), queue (the pieces
every step is made of) and sections (the rulebook sections cited) serve them."""
