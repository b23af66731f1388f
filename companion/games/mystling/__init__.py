"""Dragon Eclipse: Mystling Academy, Peare vs Arboro: the duel (PvP) and the solo Combat.

data.py holds the components the rulebook prints, with their sources; combat.py the arithmetic
and the Arena distances as pure functions (slot Power, the Power cap, Physical and Magic Damage,
Move, Rush and Retreat); board.py the Arena map the players lay out; profile.py the components the
rulebook does not print (the deck check, and the helpers that edit a profile in the page, from
phases/profile_editing.py); state.py, events.py, rules.py, options.py and game.py the Combat
itself (with the face-up Enemy deck and the generic controls for free-text effects), rules.apply
dispatching to phases/, one module a part of the rulebook; odds.py a card's odds of reaching a slot
and of the Enemy's next Attack card; rulings.py the readings of what the rulebook leaves open.
"""
