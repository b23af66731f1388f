"""The Fall, one module a phase: setup (Getting Ready), day (Move, Collect, Deposit, Investigate, the
Characters' moves), attack (both attacks and the Command decks), machines, relics, night (the Night and
setup step 13); choices and night_choices (the players' picks in a move, as picks.py's Pick and Form),
payment (Qoam, the City's crystals and the wild trades) and draws (the companion's seeded draws for the
table) serve them."""
