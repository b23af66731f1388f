"""From the Other Side: cooperative dice fights against Phylax's Creatures, for 2 to 5 Heroes.

data.py the public component facts with sources; profile.py the non-public components
(validate_profile, the EXAMPLE profile); board.py the map, its two distances and the tile layouts;
events.py / state.py the values (state.Phase, the phases of a turn); phases/ the six phases, one
module each (hunt, plan, fighting, battle, restoration, awakening); rules.apply the dispatcher;
options.py what may happen next (next_step, options, is_over, outcome, setup_events); odds.py the
exact odds of a fight (fight_odds) and what the state hands them (fight_odds_inputs); rulings.py
the readings of unclear rules, by key; game.OTHER_SIDE the Game.
"""
