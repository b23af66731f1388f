"""Dragon Eclipse: Mystling Academy's readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="reaches_a_slot",
        section="Turn Structure, step 4",
        point="What \"reaches a slot\" means for the odds of a named card.",
        reading="A card reaches a slot within n draws when it is among the next n cards drawn. Past the "
                "end of the deck, the players give the reshuffled discard pile.",
        why="Drawing is the only way into a slot; what the discard pile holds when it is reshuffled "
            "depends on the play until then.",
    ),
    Ruling(
        key="mulligan_draws_first",
        section="Combat Setup, steps 12–13",
        point="In a mulligan, whether the first four cards go back into the deck before the new four "
              "are drawn.",
        reading="The next four are drawn before the first four are shuffled back.",
        why="The text sets the four aside, draws four new cards, then shuffles the previous ones back.",
    ),
    Ruling(
        key="rush_retreat_order",
        section="Enemy Keywords: Rush, Retreat",
        point="How Rush and Retreat pick a space when closeness and the number of moves pull apart.",
        reading="Among the spaces the Enemy can reach within its Movement, first the closest to you by range "
                "(Rush) or the farthest (Retreat); of those, the ones reached in the fewest moves; you choose "
                "among what is left. Rush does not move when already within range 1 of you; either one stays "
                "put when no reachable space is closer (farther) than its own.",
        why="Both rules name the target space first (closest, farthest) and then \"using the fewest number "
            "of possible moves\"; the Example of Enemy Turn leaves ties to the player (Golden Rule 3).",
    ),
    Ruling(
        key="moves_never_through_a_mystling",
        section="Golden Rules of Combat, 4; Combat Keywords: Move",
        point="Whether a Move, Dash, Rush or Retreat may pass through the other Mystling's space.",
        reading="No: a Mystling moves one step at a time and never into the other Mystling's space, so it "
                "goes round it. Terrain that blocks is gone round the same way.",
        why="A Move goes step by step through adjacent spaces, and a standee can never be moved to a space "
            "holding another standee.",
    ),
    Ruling(
        key="range_through_terrain",
        section="Combat Keywords: Range; Enemy Keywords",
        point="Whether \"closest to you\" for Rush and Retreat is counted round Terrain and the Mystlings.",
        reading="Closeness is range, counted through every space (occupied, Terrain or not); only the "
                "Enemy's path avoids the other Mystling and blocking Terrain.",
        why="Range \"is not blocked by Mystlings, tokens, or terrain\", and the rules say \"the highest "
            "range from you\".",
    ),
    Ruling(
        key="prepare_rightmost_empty",
        section="Bonus Actions: Prepare; Turn Structure, 4. Draw cards",
        point="Prepare slides the cards right and draws \"into the rightmost Slot\", which a slide has just "
              "filled.",
        reading="The new card goes into the rightmost empty slot (slot 1 after a full slide), as in step 4's "
                "\"starting from the rightmost available Slot\".",
        why="After sliding right only the leftmost slots are empty; step 4 words the same draw that way.",
    ),
    Ruling(
        key="trigger_optional",
        section="Combat Keywords: Trigger",
        point="Whether a Trigger must be used.",
        reading="It may be declined.",
        why="\"You may use Trigger\"; a Trigger \"allows you\" to resolve another card.",
    ),
    Ruling(
        key="trigger_first_only",
        section="Combat Keywords: Trigger",
        point="Whether declining the turn's first Trigger leaves a later one usable.",
        reading="No: the first Trigger met in a turn, used or declined, is the only one; later ones are "
                "ignored. A Trigger with no other card in the slots does nothing.",
        why="\"If multiple Trigger effects appear in the same turn, only the first one may be used.\"",
    ),
    Ruling(
        key="passive_after_resolving",
        section="Understanding Cards: Passive Effects; Trigger",
        point="When a resolved card's Passive starts, and which Passive holds after a Trigger.",
        reading="A card's Passive starts once it is on top of the discard pile, after its effects. After a "
                "Trigger the Triggered card is discarded first and the original card on top of it, so the "
                "original card's Passive is the one in force.",
        why="Only the top card of the discard pile gives a Passive; a card is discarded after it is "
            "resolved, the Triggered one before the card that Triggered it.",
    ),
    Ruling(
        key="defeat_stops_the_card",
        section="End of Combat: WIN",
        point="What happens to the rest of a card when its Damage defeats the target.",
        reading="The Combat ends at once: nothing further of the card resolves (in a duel too).",
        why="The rulebook's example: \"Deal 2 in range 2. Heal 2.\" that wins with the Deal never Heals; in "
            "PvP a Mystling at 0 Health \"immediately\" loses.",
    ),
    Ruling(
        key="defeated_enemy_tame_check",
        section="End of Combat: WIN, TAME",
        point="Tame wins over Win even when the Enemy's Damage reaches its Health, but the Combat ends the "
              "moment it does.",
        reading="When the Enemy is defeated while Taming conditions remain, the companion asks whether that "
                "same effect fulfilled them; if it fulfilled the last one the Enemy is Tamed, else you Win.",
        why="WIN applies only if \"you didn't fulfill all Taming conditions\"; a Tame happens \"even if an "
            "Enemy has equal to or more Damage than its Health\".",
    ),
    Ruling(
        key="arena_start_iii_optional",
        section="Combat Setup, steps 7-8; Solo Mode: Arena Maps",
        point="Which starting spaces an Arena must have.",
        reading="I and II are needed; III is optional (a duel's second player then starts on II).",
        why="Solo Arenas show \"I, and II (and III for 2 players)\"; the second player chooses II or III.",
    ),
    Ruling(
        key="solo_no_second_power",
        section="Combat Setup, step 14; Enemy Mystling: Combat rules",
        point="Whether anyone gains the second player's 1 Power in solo, where the player goes first.",
        reading="No one: the Enemy holds no Power and the player goes first.",
        why="Enemies spend no Power; \"Turns are taken alternately, starting with the player.\"",
    ),
    Ruling(
        key="solo_pvp_stat_card",
        section="Your Mystling: Mystling Sheet Breakdown; Enemy Mystling: Combat setup, step 5",
        point="Which side of your Mystling's Stat card a solo Combat uses, since only the duel's side is named.",
        reading="The PvP side, in solo as in a duel: your Mystling's Movement, Willpower, Defense, Health, Attack "
                "and token limit are the ones entered for the duel. Only the Enemy has a Stat card of its own.",
        why="The Mystling sheet's note says to use the PvP version of the Stat card always; the solo setup "
            "places your Mystling and leaves the rest as in the duel, whose step 9 takes the Stat card PvP side "
            "up. The solo stats it warns of belong to the other solo game, not to this box.",
    ),
    Ruling(
        key="conceding",
        section="End of Combat: Conceding",
        point="The Conceding section sits in the solo rules and says only that you may give up: who may, when, "
              "and how the Damage is dealt.",
        reading="At any moment after setup until the Combat has ended (not while the companion asks whether the "
                "Enemy's defeat also Tamed it), you may concede: your Damage is raised to your Mystling's Health "
                "at once, with no Defense or Willpower taken off, and you Lose. In a duel either player may "
                "concede, in either player's turn, and loses the duel. A conceded Combat cannot be taken up again.",
        why="Conceding is allowed \"at any time\", the Damage is set so that it equals the Health (nothing reduces "
            "it), and reaching Health is how a Mystling loses in both modes; once the Enemy is defeated the "
            "Combat has already ended.",
    ),
    Ruling(
        key="enemy_deck_empties",
        section="Enemy Turn Order, step 1",
        point="When an empty Enemy deck gives the Fatigue card, and what if the discard is empty too.",
        reading="The moment the last card is drawn: you gain a Fatigue card (or 5 Damage when none is left) "
                "and the Enemy discard, without the slots, becomes the new deck. If that discard was empty, "
                "the deck waits empty: the first cards to reach the discard (slot 5's slide, or the slots the "
                "Special Ability clears) become the new deck straight away, with no second Fatigue card. Only "
                "while every Enemy Attack card sits in the slots does no card come into slot 1.",
        why="\"If the Enemy deck becomes empty at any moment\" holds for as long as it is empty, so the "
            "reshuffle waits for a discard to reshuffle; the Fatigue card marks the deck becoming empty, "
            "which happens once, when the last card leaves it.",
    ),
    Ruling(
        key="fatigue_card",
        section="Enemy Turn Order, step 1",
        point="What a Fatigue card does when it reaches a slot.",
        reading="It has no effect of its own; resolved from a slot it gives the slot's Power and is removed "
                "from play (not discarded). Its count comes from the profile (the Scenario's Fatigue cards).",
        why="Fatigue cards \"may be removed ... by playing them during Combat\"; their text is not in the "
            "rulebook.",
    ),
    Ruling(
        key="token_limit_counts_both",
        section="Other Combat Rules: Token Limit",
        point="Which tokens count toward a Mystling's token limit.",
        reading="Its tokens in the Arena and on its sheet together. At the limit a gain is ignored, and a "
                "placement moves one of its Arena tokens (none in the Arena: the placement is ignored).",
        why="The limit is \"how many Elemental tokens that Mystling may place or gain\".",
    ),
    Ruling(
        key="tokens_off_terrain",
        section="Other Combat Rules: Placement Rules",
        point="\"Tokens cannot be placed on Terrain icons\", and how many tokens share a space in a duel.",
        reading="Not on a space holding Terrain (an icon the Arena card gives Terrain); and at most one token "
                "of each Mystling on a space, in a duel as in solo.",
        why="Terrain goes on the icons the Arena card names; \"one player token and one Enemy token at most\" "
            "is read as one of each side's colour.",
    ),
    Ruling(
        key="enemy_token_at_limit",
        section="Other Combat Rules: Token Limit",
        point="Where the Enemy's farthest token goes when it is at its limit.",
        reading="The Enemy token farthest from you moves to where a new token would go: the open space within "
                "the effect's range of the Enemy nearest to you; you choose among ties (of tokens and spaces).",
        why="\"The Enemy moves the farthest black token toward your Mystling, within the effect's range\"; "
            "an Enemy places \"as close to your Mystling as possible\".",
    ),
    Ruling(
        key="draws_reported",
        section="Combat Setup, steps 11-12; Turn Structure, 4",
        point="Who knows the order of a shuffled deck.",
        reading="The table does: each card drawn (yours or the Enemy's) is reported, and the companion keeps "
                "which cards are left in the deck, not their order.",
        why="The companion sits beside the real cards and never pretends to know what only they know.",
    ),
    Ruling(
        key="deck_other_mystlings_cards",
        section="Deck Construction: Element Restrictions",
        point="Whether a Mystling may hold another Mystling's cards of its own Element, and how Legendary "
              "cards count.",
        reading="No: a card marked with another Mystling's name is never legal. \"No more than 1 Legendary "
                "card\" counts copies: one Legendary card in all.",
        why="\"Mystling-specific cards count as both Elemental and restricted to specific Mystling.\"",
    ),
    Ruling(
        key="conditions_on_the_opponent",
        section="Turn Structure, 5. End of Turn; Enemy Turn Order, step 4",
        point="Condition tokens are named but not described: who gets them and when they go.",
        reading="A card's \"condition\" effect (as entered in the profile) puts that many tokens of the named "
                "Condition on the opponent; what a Condition does is the card's text, applied by the table. At "
                "the end of each side's own turn, 1 token of each type comes off that side.",
        why="Step 5 and the Enemy's end of turn each discard \"1 Condition token of each type\" from the side "
            "whose turn ends; the Conditions' effects are printed on cards, not in the rulebook.",
    ),
    Ruling(
        key="enemy_deck_face_up",
        section="Enemy Mystling: Combat setup, step 4e; Enemy Turn",
        point="The Enemy deck lies face up, so its top card is known before it is drawn.",
        reading="The table reports the face-up top card (or the companion turns one at random for a digital "
                "deck); the Enemy's next draw must be that card, and the new top card is reported after it. After "
                "a reshuffle the new top is reported again. Until it is reported, the draw may be any card left.",
        why="The Enemy Attack cards are placed \"face up in the Enemy deck space\" and the top one is \"always "
            "visible to the player\".",
    ),
    Ruling(
        key="upgrade_slot_one_at_a_time",
        section="Your Mystling: Mystling Sheet Breakdown (Upgrade Slot); Turn Structure, 4. Draw cards",
        point="What happens to the Upgrade already in the slot when another Upgrade card is resolved, and to an "
              "Upgrade at a reshuffle.",
        reading="A resolved Upgrade card goes to the Upgrade slot instead of the discard pile; one already there "
                "goes to the discard pile (the slot stores one at a time). When the deck must be reshuffled the "
                "attached Upgrade is discarded first and shuffled in with the pile. What an Upgrade gives while "
                "attached (stat changes, text) is entered in the profile; it is not a Passive.",
        why="The slot \"can store one Upgrade at a time\" and a resolved card must go somewhere; step 4 says "
            "\"discard all your attached Upgrades, shuffle your discard pile\".",
    ),
    Ruling(
        key="removed_from_play",
        section="Understanding Cards: Removing Cards from Play",
        point="Which cards are removed from play.",
        reading="A card entered as \"goes: remove\" in the profile is set aside out of play once resolved (never "
                "discarded, never reshuffled); any other removal a card's text asks for is applied by the players.",
        why="Removal is \"tied to Special Abilities or particularly powerful effects\" printed on cards the "
            "rulebook does not list.",
    ),
    Ruling(
        key="by_hand_controls",
        section="Combat Keywords; Golden Rules of Combat",
        point="A card's effect the profile holds only as text.",
        reading="The companion shows the text and the players apply it with the generic controls: Damage (the "
                "defeat check as for any Damage), Heal (never more than the Damage taken), a move to an open space "
                "(never onto the other Mystling or blocking Terrain), a token placed or taken off (never on "
                "Terrain, one of each side's a space, within the token limit), a Condition given or taken off. "
                "Then they resolve the text.",
        why="\"Card effects always overwrite the rules\", so what the text says is the players' to read; the "
            "rules the rulebook states for Damage, Heal, Mystlings and tokens still hold.",
    ),
    Ruling(
        key="summons_not_in_text",
        section="Enemy Mystling (Summons); End of Turn",
        point="Summons are described in the printed Advanced Rules, which this rulebook text leaves out; end of "
              "turn effects are printed on cards.",
        reading="Summons are not run by the companion: the players apply them with the generic controls. End of "
                "turn effects entered as text are applied the same way, in the order the players choose.",
        why="The text points to \"page 15 of the printed manual\" for Summons and gives no rule for them.",
    ),
    Ruling(
        key="enemy_damage_odds",
        section="Enemy Turn Order, step 2; Golden Rules of Combat, 3",
        point="What \"the Enemy's next card damages you\" means in the odds, when a Rush or Retreat leaves a tie.",
        reading="The card's effects are resolved in their order from where both Mystlings stand now (a Rush before "
                "an Attack brings the Enemy closer first); among tied spaces you pick the one that hurts you "
                "least. Only the card's effects count, not the Special Ability that may follow, and a text "
                "effect counts for nothing (the players apply it by hand).",
        why="You choose among the Enemy's options (Golden Rule 3), so the least Damage is what the table can "
            "hold it to; Attack is range 1 reduced by Defense, Deal is its range reduced by Willpower.",
    ),
)
