"""One package per game, each of the same shape (data, state, rules, odds, board)."""
