"""Maliath's (Mysthea solo) readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="battle_deck_one_card_per_effect",
        section="Battle Procedure",
        point="What the Battle deck holds, and when revealed Battle cards go back into it.",
        reading="One card per listed effect. Every function takes the cards still in the deck, as the "
                "players see it, and never assumes a reshuffle.",
        why="The components list six Battle cards and the procedure six effects; when the cards "
            "return is not said.",
    ),
    Ruling(
        key="arbiter_pick",
        section="Battle Procedure, 2 players",
        point="The Arbiter draws two Battle cards and keeps one by choice, so the card kept has no odds "
              "of its own.",
        reading="The odds show the best card for a stated aim (by default: weaken Maliath). With one "
                "card left, the Arbiter draws that one.",
        why="The choice is the Arbiter's; a single card leaves nothing to choose.",
    ),
    Ruling(
        key="gold_rule",
        section="Monster rewards",
        point="Gold: \"exceeds\" the Monster's Strength (>) and \"would have defeated the Monster by "
              "yourself\" (>=) disagree.",
        reading="By default Gold needs Strength reaching the Monster's (>=).",
        why="It is the plainer reading of \"defeated\", which the defeat rule grants at equal "
            "Strength; the other reading is a setting.",
        setting="gold_rule",
    ),
    Ruling(
        key="second_player_reward",
        section="Monster rewards, 2 players",
        point="The other player's reward: the rule says one level lower than they are eligible for, "
              "but the worked example keeps Player 1 at Bronze.",
        reading="By default one level below the top player's reward.",
        why="That is what the Utcoro example shows (Player 1 Bronze, Player 2 Silver); the example "
            "uses Utcoro's core Strength 10 (shared/rules README).",
        setting="second_player_reward",
    ),
    Ruling(
        key="two_player_ties",
        section="Monster rewards, 2 players",
        point="The top player tied with Maliath: the solo text gives her the Silver on a tie, while the "
              "2-player rules break every tie between a player and Maliath in the player's favour.",
        reading="By default the specific 2-player rule wins: the player takes Silver, Maliath Bronze. "
                "Solo, ties stay hers.",
        why="The rule written for 2 players is the more specific one.",
        setting="two_player_ties",
    ),
    Ruling(
        key="era_iii_fallback_when_only_era_ii_colour",
        section="Phase 1, Era III",
        point="Only cards of the Era II colour are tucked, so nothing she may pick is tucked.",
        reading="The Development-area fallback applies then too, and the Era II colour is not skipped "
                "there.",
        why="The fallback's condition in the text is that nothing suitable is tucked.",
    ),
    Ruling(
        key="development_fallback_ties",
        section="Phase 1",
        point="Ties in the Development-area fallback, and the order of the Era III steps.",
        reading="Ties are broken by colour preference; in Era III she picks her new colour first, then "
                "swaps in better cards.",
        why="Her other card choices (Develop) break ties by colour preference, and the text gives "
            "the new colour before the swap.",
    ),
)

RULINGS += (
    Ruling(
        key="first_destiny_places_no_marker",
        section="Phase 2 - During an Era: Maliath's Turn",
        point="Whether the first Destiny Card of an Era places an Inclination marker: it has no card below "
              "whose Island icon its arrow could point to.",
        reading="It places none; from the second on, the player reports the Attunement Card the arrow's icon "
                "names.",
        why="The marker is tied to the icon the newly placed card's arrow highlights on the previous one.",
    ),
    Ruling(
        key="inclination_all_full",
        section="Phase 2 - During an Era: Maliath's Turn",
        point="A marker passes down from a full Attunement Card, wrapping to the top; the text does not say "
              "what happens when every card is full.",
        reading="The marker is not placed.",
        why="There is nowhere left for it; passing on would never end.",
    ),
    Ruling(
        key="develop_true_ties",
        section="Maliath's Actions: Develop Command Cards",
        point="Two Development cards of the same colour and Command Points: one is taken at random.",
        reading="The companion picks by position, from its generator seeded by the setup's seed, and names "
                "the position; for her the two are the same card.",
        why="She ignores the cards' abilities, so only which copy stays for you depends on the pick.",
    ),
    Ruling(
        key="anuth_war_battle",
        section="Corrupted Champions: Anuth",
        point="Anuth's Strength is 2 higher \"when resolving the Power of War\": in the Battle it starts too?",
        reading="Yes: in choosing the Region and in the Battle the Power starts; not in Battles you start.",
        why="The Battle is step 2 of the Power's resolution.",
    ),
    Ruling(
        key="battle_deck_reshuffle_when_empty",
        section="Battle Procedure",
        point="When her revealed Battle cards return to the deck is not said.",
        reading="They stay out until the deck is empty; then all six are shuffled into a new deck. At 2 "
                "players the card not kept goes back at once, as the text says.",
        why="It is the least the text allows: a reveal needs a card.",
    ),
    Ruling(
        key="bleeding_unexplained",
        section="Maliath's Cards: Power of Heroism",
        point="Upgrade tokens on the Power of Heroism \"are converted into Bleeding\", relevant when Monsters "
              "are resolved, but no rule says what Bleeding does.",
        reading="Her Heroism Upgrades are counted and shown; they add nothing to her Hit Point reduction.",
        why="The Monster rules count only the Wound counters' reduction; no number is invented.",
    ),
    Ruling(
        key="cr2t1_every_second_region",
        section="Corrupted Champions: CR-2T1",
        point="\"3 Glory Points for every second Region she controls\".",
        reading="3 Glory per two Regions, rounded down (5 Regions: 6 Glory).",
        why="The plain reading of \"every second\".",
    ),
    Ruling(
        key="command_deck_is_era_deck",
        section="Maliath's Actions: Gain a Command Card",
        point="Which Command Cards the draw deck may give.",
        reading="The current Era's deck: the gain is reported as one of that deck's colours and values.",
        why="Develop turns over the top card of the Era Deck; the draw deck in play is the Era's.",
    ),
    Ruling(
        key="era_deck_copies",
        section="Maliath's Actions: Gain a Command Card; Develop Command Cards",
        point="A card reported for her when every copy of it in the Era's deck is accounted for.",
        reading="Refused: the cards she gained this Era (all from its deck) and, for Develop, the cards already "
                "reported in the Development area count against the deck's copies (Era I: 1, 1, 2, 3, 3 a "
                "colour). Her Starting cards and cards of earlier Eras are from other decks and do not count; "
                "copies the players hold are not known and are never counted.",
        why="A deck cannot give more copies of a card than it holds; what the companion does not know is "
            "never refused.",
    ),
    Ruling(
        key="corrupted_champions_seven_of_four",
        section="Components; Corrupted Champions",
        point="The components list 4 Corrupted Champion Cards; the rules give 7 Champions' effects.",
        reading="All seven may be chosen; each one's colour band is entered in the profile.",
        why="Each listed effect needs its card; the rest may come double-sided or from other boxes.",
    ),
    Ruling(
        key="attunement_cards_per_island",
        section="Setup step 5 and 8",
        point="How many Attunement Cards carry Inclination markers.",
        reading="Five, one per Island (The Fall lists 5 Floating Islands).",
        why="Setup step 8 checks \"each corresponding Island\" of the Attunement Cards in turn.",
    ),
    Ruling(
        key="solo_tie_to_maliath",
        section="Ending the Game",
        point="Solo, a tie in Glory.",
        reading="Maliath wins: you must have more Glory. At 2 players a player tied with her wins.",
        why="\"You win if you have more Glory Points than Maliath\"; the 2-player text says \"unlike in "
            "the solo rules\".",
    ),
    Ruling(
        key="heroism_upgrade_fewest",
        section="Maliath's Cards: Power of Heroism",
        point="\"Ignoring Power Cards that already have more Upgrade Tokens\": more than which?",
        reading="Among the Power Cards with the fewest Upgrade tokens, the most preferred gets it.",
        why="Read so, the tokens are spread evenly in her colour order.",
    ),
    Ruling(
        key="kolbor_malabor_era_one",
        section="Corrupted Champions: Kolbor & Malabor",
        point="\"At the beginning of each Era\": Era I too?",
        reading="Yes: with Kolbor & Malabor the second Attunement Card also gets a marker at setup.",
        why="Era I begins at setup, where the first marker is placed.",
    ),
    Ruling(
        key="two_player_arbiter_passes",
        section="Maliath in a 2-Player Game: Starting a Battle",
        point="Who draws her Battle cards, and who holds the deck after.",
        reading="The player who did not start the Battle draws (the Arbiter when she started it); after every "
                "Battle the deck goes to the player who was not the Arbiter before it.",
        why="That is what the three cases of the text come to.",
    ),
    Ruling(
        key="companion_randomness_from_setup_seed",
        section="General Rules and New Concepts",
        point="Her digital shuffles and random tie-breaks must replay exactly.",
        reading="They come from a generator seeded by the setup event's seed (drawn from the session's "
                "generator), and every card flipped is recorded as an event.",
        why="Replaying the log then gives the same deck orders and picks; undo never reshuffles.",
    ),
    Ruling(
        key="region_and_reward_glory_reported",
        section="Phase 3 - End of an Era",
        point="Region Cards' and Monster rewards' Glory are printed on core cards the companion does not hold.",
        reading="The player reports the Glory she scores from Region Cards and from her reward (Celethe "
                "doubles it); the companion says which reward level she earns.",
        why="No number is invented; the reward level comes from rewards.py.",
    ),
)

RULINGS += (
    Ruling(
        key="war_falls_back_on_preparation",
        section="Maliath's Cards: Power of War",
        point="When War finds no Region it resolves the Power of Preparation, whose points come from \"the "
              "Command Card that triggered this Power\".",
        reading="The red card's Command Points, with the Upgrade tokens below the Power of Preparation (and on "
                "the B side its 3 Glory).",
        why="The red card is what set the Power off; the Upgrade tokens belong to the Power resolved.",
    ),
)

RULINGS += (
    Ruling(
        key="island_icons",
        section="Maliath's Cards: Destiny Cards Overview; Phase 2 - During an Era",
        point="Which Island icons a Destiny Card's arrow can point to.",
        reading="The five Islands are named by the five icons her Destiny Cards are named by (Crystal, Sphere, "
                "Volcano, Altar, Tree); the player reports the Island in each space once, and the Attunement "
                "Cards' order each Era.",
        why="Each Destiny Card carries one Island icon; the arrow lines up with one of those icons.",
    ),
    Ruling(
        key="island_regions_distinct",
        section="Maliath's Actions: Move Champion",
        point="Fly moves her to \"the matching Region\" of the next Island with it: one Island's Regions are "
              "taken to be of three different types.",
        reading="Each Island's Regions are reported one by one, clockwise from whichever the player reads "
                "first: three different types (solo, none for a third under a Mirage token).",
        why="\"The matching Region\" names one Region; with two of a type the text would not say which.",
    ),
    Ruling(
        key="start_region_missing",
        section="Setup step 8",
        point="No Island has an open Region of the type on her yellow card.",
        reading="Her Champion starts on the topmost Attunement Card's Island, in the first Region reported "
                "for it (clockwise).",
        why="The text does not say; the topmost Attunement Card is where the search begins.",
    ),
    Ruling(
        key="fly_no_match",
        section="Maliath's Actions: Move Champion (Fly)",
        point="Fly finds no other Island with her Region's type.",
        reading="She stays on her Island and moves on to its next Region in the dominant direction.",
        why="The second step of Fly (\"then\") still applies to the Island she is on.",
    ),
    Ruling(
        key="walk_needs_her_units",
        section="Maliath's Actions: Move Champion (Walk); Battle Procedure (Retreat All)",
        point="Which Walk cases, and which answers to a Retreat's \"which of them does she not control\", can be "
              "true: the player says which Regions she controls, and the companion knows only where it told the "
              "table to put her units.",
        reading="A Region where she never deployed or retreated units is one she does not control, so a Walk "
                "case or a Retreat answer saying she does is not offered. Her Champion's own Region and a Region whose units were "
                "later killed stay possible (the Champion's Strength and the kills' places are not known).",
        why="Control goes by Strength, which a Region without her units cannot give her; what the companion "
            "does not know is never refused.",
    ),
    Ruling(
        key="battles_need_her_units",
        section="Maliath's Cards: Power of War; Battle Procedure",
        point="Which Regions a Battle with her can be in: the companion knows only where it told the table to "
              "put her units.",
        reading="The Power of War's Regions and the place of a Battle you started are offered only where her "
                "records show units of hers (deploys and Retreats; a Region whose units were later killed stays "
                "possible); no Battle against her is offered while every unit of hers is in her supply, and a "
                "Defense counts at least 1 of her units, at most those not in her supply.",
        why="Power of War step 1 looks for \"a Region where both you and Maliath have units\", and a Battle "
            "needs units of both sides; what the companion does not know is never refused.",
    ),
    Ruling(
        key="war_strength_at_least_one",
        section="Maliath's Cards: Power of War",
        point="Her Strength and yours in a Region the Power of War looks at.",
        reading="At least 1 each: 0 is not offered.",
        why="It only looks at Regions where both of you have units, and a unit brings Strength.",
    ),
    Ruling(
        key="move_island_ring",
        section="Destiny Cards #CS007 and #CS008: Move an Island",
        point="How the Islands rotate until the space wanted is free.",
        reading="The five spaces form a ring; each turn of the rotation moves every other Island one space in "
                "the dominant direction, so the ring as a whole turns until her Island drops into the space "
                "wanted (the space of the Island with the topmost Attunement Card but her own).",
        why="Moving her Island to the centre leaves one space free; rotating the Islands moves the free "
            "space with them.",
    ),
    Ruling(
        key="champion_retreats_with_units",
        section="Battle Procedure: Retreat All",
        point="Whether her Champion retreats with her units.",
        reading="Yes, when her Champion was in the Battle Region: it goes where her units go.",
        why="\"Retreat All\": her whole side leaves the Region she lost.",
    ),
    Ruling(
        key="retreat_value_then_control",
        section="Battle Procedure: Retreat All",
        point="\"The highest-valued Region ... preferring one Maliath does not control\": which comes first.",
        reading="Value first; among equally valued Regions, one she does not control; then the one next in "
                "the dominant direction from the Battle.",
        why="That is the order the sentence gives.",
    ),
    Ruling(
        key="celethe_doubles_every_part",
        section="Corrupted Champions: Celethe",
        point="\"Maliath's rewards for fighting Monsters are doubled\": a reward of cards or Encounters.",
        reading="Every part doubles: its Glory, its Experience and Energy (scored as Glory), each Encounter's "
                "Glory (one Encounter Card removed) and the number of Command Cards she gains.",
        why="A reward is all of what it gives.",
    ),
)

RULINGS += (
    Ruling(
        key="easier_artefact_iii",
        section="Adjusting the Difficulty: Making it Easier; Setup step 10",
        point="When you start with Artefact III, the text does not say which Artefact she takes instead (Setup "
              "10A f gives her the III).",
        reading="She takes none; you hold the III where the solo rules give you the II.",
        why="Nothing she does reads an Artefact: she collects no Energy and you are the first player in every "
            "Era, so any Artefact in front of her would change nothing in play.",
    ),
    Ruling(
        key="fallback_tucked_card_is_gained",
        section="Phase 1 - Beginning of an Era, step 2",
        point="With nothing tucked under her Power Cards, two Development cards are used: one joins her Action "
              "deck, the other is tucked. Does either count as a card she gains, for her Upgrade tokens?",
        reading="The tucked one does: it counts towards her first, third and fifth card of its colour, so it "
                "brings an Upgrade token when it is her first. The one shuffled into her Action deck is not "
                "counted.",
        why="The tucked card leaves the Development area for a place under its Power Card, which is what a "
            "gained card does; the other goes straight into her Action deck as her Starting cards did, and "
            "those the count leaves out.",
    ),
    Ruling(
        key="killed_units_reported",
        section="Battle Procedure; Maliath's Actions: Deploy Units",
        point="Her units killed in a Battle go back to her supply, but which of them die is settled by the core "
              "rules on the table, not by her cards.",
        reading="After every Battle with her the table reports how many of her Golems and of her Troops were "
                "killed (0 when none, as after a Retreat All), at most those of hers on the board; her supply "
                "is updated and said at once.",
        why="Her later deploys depend on her supply; asking every time keeps it right, and a reaction card can "
            "kill units even in a Battle she wins or retreats from.",
    ),
)
