"""From the Other Side: cooperative dice fights against Phylax's Creatures, for 2 to 5 Heroes.

data.py public component facts with sources; profile.py the non-public components (validate_profile,
the EXAMPLE profile); board.py the map and its two distances; events.py / state.py the values;
hunt, plan, fighting, battle, restoration, awakening: the six phases; rules.apply the dispatcher;
game.OTHER_SIDE the Game; live_odds.fight_odds_inputs for the odds; options.py what is legal next;
rulings.py the readings of unclear rules. odds.py (fight_odds) is written separately.
"""
