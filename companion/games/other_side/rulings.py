"""Readings of the rulebook where it is unclear or silent, as data: each with a stable key (widgets and
docs find it by the key), the section, the point, the reading and why. `RULINGS_BY_PHASE` says which
readings the players meet at each step; `OTHER_SIDE.rulings` is `ruling_index(RULINGS)`."""

from __future__ import annotations

from companion.rulings import Ruling, ruling_index

from .state import Phase

__all__ = ["RULINGS", "RULINGS_BY_PHASE", "RULINGS_BY_KEY"]

RULINGS: tuple[Ruling, ...] = (
    Ruling("range_covers_distance", "Phase 3: Fighting the Creatures",
           "The text says a card's Range must be 'equal to or less than' the distance to the Target.",
           "A card reaches a Creature when its Range of Action is at least the distance.",
           "Every example works that way: Range 1 reaches the room next to the corridor; Hansi's "
           "Range 1 card needs an Artifact's +1 to reach a Creature 2 spaces away."),
    Ruling("breath_token_value", "Phase 4: Battle and Outcome",
           "One face-up Dragon's Breath token's value is not stated in general.",
           "The profile holds the value of a face-up token (breath_token_value), alike for all.",
           "The Phase 4 Example has one token give its Creature +2; nothing says tokens differ."),
    Ruling("breath_supply_of_seven", "Elements of the Game",
           "What happens when a Breath token is due but all 7 are on the Battle board.",
           "A token the rules add (investigating, a room left over, an unconfronted Creature, the crowd in "
           "Phase 6) is not added: the box holds 7. A token the Heroes pay with is another matter "
           "(see unpaid_purchase_refused).",
           "The rulebook never asks for more tokens than the box has; the thresholds (3, 4, 5) "
           "can all be met with 7."),
    Ruling("unpaid_purchase_refused", "Phase 1: Hunt! (Move); Phase 5: Restoration; Blind Guardian's Special Rule",
           "A step, a heal or the Blind Guardian's flip bought with a Dragon's Breath token when all 7 "
           "are on the Battle board.",
           "Refused: what cannot be paid cannot be bought. An extra step needs a token in the supply; a "
           "Wound is healed only while one is left; the Blind Guardian flips back as many tokens as the "
           "supply pays, and the rest stay on Phylax's side until a later Restoration.",
           "Each is offered 'at the price of adding a Dragon's Breath token' (Phase 5) or 'by adding 1 "
           "Dragon's Breath token' (Phase 1): a price, which the Heroes pay or go without. The text "
           "never makes the 7 tokens a limit the Heroes may exceed, nor makes a purchase free."),
    Ruling("paid_steps_in_a_move", "Phase 1: Hunt! (Move); Difference Between Range of Action and Movement",
           "How many extra steps a Hero may buy in one move.",
           "A setting. By default one: 1 step, plus 1 more for a Dragon's Breath token, as Phase 1 says "
           "('they may move 1 additional step'). With many_paid_steps on, any number of extra steps, "
           "1 token each, as long as the supply of 7 pays.",
           "'1 Dragon's Breath token for each step' and Marcus's walk of '3 steps' (Range of Action vs "
           "Movement) can be read as one move of three steps, or as counting how far he is to show what "
           "moving costs; Phase 1 names one additional step. The text does not settle it.",
           setting="many_paid_steps"),
    Ruling("won_without_fragment_discarded", "Phase 4: Battle and Outcome (Phase 4 Example)",
           "Where a won Creature goes that gives no Mirror Fragment.",
           "To the Creature discard pile (so it can come back when the deck is reshuffled); a won "
           "Creature with a Mirror Fragment is set aside to keep track of the fragments.",
           "'Set the card aside to keep track of it' is about the spoils; the Phase 4 Example ends: "
           "'Since there are no Mirror Fragments, all the cards can be moved to their respective "
           "discard piles.'"),
    Ruling("breath_slots", "Phase 1: Hunt!",
           "Where 'the first empty space' for a token is.",
           "Each Creature space has 2 token slots; tokens fill slots from the left, and a token "
           "for a given Creature tries that Creature's 2 slots first.",
           "Phase 1 (Move) speaks of 'both of a Creature's spaces' for tokens."),
    Ruling("torches_by_players", "Dragon Rock: Phylax's Madness",
           "How a new tile's torches line up with its neighbours.",
           "The players line up the torches; the companion checks the cell is free, lies past a "
           "torch of the Hero's space, and that the side is the opposite of every neighbour's.",
           "Torch positions on each tile are not public; the players describe what they placed."),
    Ruling("investigate_where_move_ends", "Phase 1: Hunt!",
           "When a Hero investigates after a move, and which tile.",
           "Once, on the tile where the whole move (with any extra step) ends, even if the Hero "
           "started on that tile.",
           "'After moving, the Hero must investigate' comes with no condition; the extra step is "
           "part of the same move."),
    Ruling("rooms_beyond_battle_board", "Phase 1: Hunt!",
           "A new tile's rooms when the Battle board has fewer free spaces than rooms.",
           "Rooms take Creatures in the order the players list them; each room left over adds one "
           "face-up token.",
           "The rulebook gives one token per room 'instead of drawing a Creature card'."),
    Ruling("walled_in_stays_put", "Phase 1: Hunt!",
           "A Hero who can neither explore nor move.",
           "The Hero stays put (the StayPut step); the companion allows it only then.",
           "The rulebook never has it happen, but a walled-in Hero must not block the turn."),
    Ruling("line_shapes_at_table", "Phase 2: Tactical Plan",
           "The shapes of the Action tiles' notches and the Bond tokens.",
           "Shapes are checked by the players at the table; the companion keeps the line as tiles "
           "and tokens in turn, a tile joining an end that holds a Bond token, and tokens going "
           "only at ends that show a tile.",
           "The shapes are not public; the example's moves all fit this model."),
    Ruling("first_tile_starts_line", "Phase 2: Tactical Plan",
           "Who starts the line if the Leader passes at once.",
           "The first Hero to place a tile starts it.",
           "Otherwise no line could be built that turn, which the rulebook never intends."),
    Ruling("one_of_us_beneficiary", "Symbol Glossary",
           "Which Hero an icon marked One of Us serves, and when.",
           "The player names one Hero for the card's One of Us icons when it is played; that Hero "
           "must be the player or already have a card under that Creature.",
           "The glossary limits it to Heroes 'in the same Fight Line'."),
    Ruling("on_play_icons", "Symbol Glossary",
           "When Magic Step, Heal, Inspiration and Blessing take effect.",
           "As the card is played, after its Range is checked from where the Hero stood; Magic "
           "Step does not investigate; Heal flips a token in the line first; Blessing removes a "
           "face-up token above that Creature first, else a face-down one.",
           "The glossary lists them as effective 'whenever the card is used'; a healed token in "
           "the line counts for the Restoration draw."),
    Ruling("wounds_in_fight_line_order", "Phase 5: Restoration (About Wounds)",
           "More Wounds in a fight than cards in its Fight Line.",
           "Wounds go one per card in Fight Line order, starting again from the first.",
           "'Distributed in order starting from the first Hero'; the Phase 4 Example (two Wounds, "
           "two Heroes) fits."),
    Ruling("no_link_token_left", "Phase 5: Restoration (About Wounds)",
           "A Wound when the Hero has no Link-side Bond token left anywhere.",
           "Nothing more happens.",
           "The rulebook names no further cost."),
    Ruling("bestial_fury_penalty", "Phase 4: Battle and Outcome",
           "The Creature card's 'Additional Penalty' that doubles the die.",
           "It is the Bestial Fury icon; a Creature's icons are Wound, Impact Force and Bestial "
           "Fury (from the glossary).",
           "The glossary's Bestial Fury does exactly what the Phase 4 text says the penalty does."),
    Ruling("hero_die_wound", "Phase 4: Battle and Outcome",
           "A Wound symbol on the Hero die.",
           "If the profile gives the Hero die a Wound face, it wounds like the Creature die's.",
           "'Each Wound icon (whether on the die or on the Creature)' does not say which die."),
    Ruling("impact_force_all_artifacts", "Symbol Glossary",
           "Impact Force on a Creature with several Artifacts in the fight.",
           "Every Artifact used in that fight breaks.",
           "The effect is tied to the Creature, not to one Hero's card."),
    Ruling("heroic_fury_breakage", "Symbol Glossary",
           "Heroic Fury and an Artifact's Breakage Value.",
           "A setting: by default the Breakage Value is compared with the die as rolled (the odds "
           "lab's `breakage_counts_fury` switch is the same choice).",
           "The rulebook is silent; it is a true toss-up.",
           setting="breakage_uses_doubled_die"),
    Ruling("too_much_passion", "Symbol Glossary",
           "Too Much Passion with three such cards, and when they leave.",
           "Two or more such cards in one Fight Line all leave the game, as that fight is cleared.",
           "Clearing the fight or waiting for the end of Phase 4 gives the same table."),
    Ruling("artifact_to_own_discard", "Phase 4: Battle and Outcome",
           "Where an Artifact goes after use when it does not break.",
           "To its Hero's own discard pile (so it is shuffled into their deck later).",
           "Phase 5 reshuffles 'the discards (including Artifacts)'."),
    Ruling("empty_creature_or_artifact_deck", "Setup",
           "An empty Creature deck or Artifact deck.",
           "Its discard pile is shuffled into a new deck; with both empty, a room gets a face-up "
           "token instead of a Creature and no Artifact is drawn.",
           "The rulebook is silent; Action decks are refilled the same way in Phase 5."),
    Ruling("hand_limit_caps_draw", "Phase 5: Restoration",
           "The hand limit of 7.",
           "It caps the Restoration draw only; Artifacts in hand count towards it.",
           "'Up to a maximum of 7 cards in total' is stated in the draw step."),
    Ruling("blind_guardian_flips_all", "Blind Guardian's Special Rule",
           "Wound-side tokens the Blind Guardian flipped in his Personal Area.",
           "He must flip all of them back in Restoration, each for a face-down token (as many as the supply "
           "of 7 can pay: see unpaid_purchase_refused).",
           "He 'cannot choose to keep the token on Phylax's side'."),
    Ruling("one_dragon_tile_per_phase", "Phase 6: Dragon's Awakening",
           "Enough tokens for two Dragon tiles at once.",
           "At most one Dragon tile is added in each Phase 6.",
           "The text says to 'add 1 of the Dragon tiles'."),
    Ruling("leader_passes_clockwise", "Phase 6: Dragon's Awakening",
           "'Pass the Leader token to the left' against 'the leader will change clockwise'.",
           "The next Hero in the seating order given at setup leads.",
           "Both describe the same hand-over."),
    Ruling("wounds_of_a_fight", "Phase 4: Battle and Outcome",
           "How many Wounds a fight costs.",
           "A lost fight costs 1 Wound; a Wound on the Creature die's face and the Creature's Wound icon "
           "each cost one more, won or lost. Under Inhibition the Creature die is not rolled and gives no Wound.",
           "Fights 2 and 3 of the Phase 4 Example add up only this way."),
    Ruling("one_doubling_for_the_creature", "Phase 4: Battle and Outcome",
           "Whether Bestial Fury and the Creature card's penalty stack.",
           "They are one doubling of the Creature die, never four times.",
           "The penalty is the Bestial Fury icon itself (see bestial_fury_penalty): one effect, named twice."),
    Ruling("one_doubling_for_the_heroes", "Symbol Glossary",
           "Heroic Fury (or Inhibition) on two cards of one Fight Line.",
           "One doubling of the Hero die (one skipped Creature roll), not two.",
           "Read as Bestial Fury is: the icon says what happens to the die, not by how much per copy."),
    Ruling("shield_used_up", "Symbol Glossary",
           "Where a Wound goes that a Shield prevents.",
           "It is used up: it is not passed to the next Hero of the Fight Line. The live odds show the "
           "Wounds that land after Shields, as the battle records them.",
           "The glossary says the Shield prevents the Wound; nothing sends it on."),
    Ruling("too_much_passion_on_actions_only", "Symbol Glossary",
           "Too Much Passion printed on an Artifact in a profile.",
           "It counts on Action cards only; on an Artifact it has no effect.",
           "The glossary speaks of Action cards."),
    Ruling("spoils_in_line_order", "Phase 4: Battle and Outcome",
           "In which order the spoils of a won fight are taken, and how many Mirror Fragments there are.",
           "Spoils go to the Heroes in Fight Line order; Mirror Fragments stop at the 12 in the box.",
           "The Fight Line is the order the rulebook uses for everything else in a fight."),
    Ruling("extra_step_token_face_up", "Phase 1: Hunt!",
           "Which face the Breath token paid for an extra step shows.",
           "Face up, so a Creature above it is stronger this turn.",
           "The text lists it with the tokens that add to a Creature, not with the face-down price tokens."),
    Ruling("heal_after_the_draw", "Phase 5: Restoration",
           "Whether healing Wounds for Breath comes before or after the Restoration draw.",
           "After the draw.",
           "The draw is the phase's first step in the text; healing is described after it."),
)

RULINGS_BY_KEY = ruling_index(RULINGS)

# The readings met at each step, in the order the step meets them (shown beside the step).
RULINGS_BY_PHASE: dict[Phase, tuple[str, ...]] = {
    Phase.SETUP: ("heroic_fury_breakage", "paid_steps_in_a_move", "leader_passes_clockwise",
                  "empty_creature_or_artifact_deck"),
    Phase.HUNT: ("paid_steps_in_a_move", "unpaid_purchase_refused", "extra_step_token_face_up", "investigate_where_move_ends", "rooms_beyond_battle_board",
                 "torches_by_players", "breath_slots", "walled_in_stays_put"),
    Phase.PLAN: ("line_shapes_at_table", "first_tile_starts_line"),
    Phase.FIGHT: ("range_covers_distance", "one_of_us_beneficiary", "on_play_icons", "breath_token_value",
                  "hero_die_wound"),
    Phase.BATTLE: ("wounds_of_a_fight", "one_doubling_for_the_creature", "one_doubling_for_the_heroes",
                   "shield_used_up", "spoils_in_line_order", "won_without_fragment_discarded", "too_much_passion_on_actions_only",
                   "wounds_in_fight_line_order", "impact_force_all_artifacts", "artifact_to_own_discard",
                   "breath_token_value", "hero_die_wound", "bestial_fury_penalty", "heroic_fury_breakage",
                   "too_much_passion", "no_link_token_left"),
    Phase.RESTORE: ("heal_after_the_draw", "unpaid_purchase_refused", "hand_limit_caps_draw",
                    "blind_guardian_flips_all",
                    "no_link_token_left"),
    Phase.AWAKENING: ("one_dragon_tile_per_phase", "leader_passes_clockwise", "breath_supply_of_seven"),
    Phase.OVER: (),
}
