"""The Fall, one module a phase: setup (Getting Ready), day (Move, Collect, Deposit, Investigate, the
Characters' moves), attack (both attacks and the Command decks), machines, relics, night (the Night and
setup step 13). Serving them: getting_ready (what the setup form may offer, a board file read and
checked); picks (a move's choices as a Pick and a Form), choices and night_choices (the players' picks in
a move and in a Night's report); payment (Qoam, the City's crystals and the wild trades); colossus (where
the Colossus ends up, what its attack costs the City); shards (the next Primal Shard, an Investigation's
cost); night_odds (what the next Event Card will set off); draws (the companion's seeded draws for the
table); clicks (why a click on the board does nothing now); results (the last step, in plain words)."""
