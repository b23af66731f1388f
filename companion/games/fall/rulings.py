"""Mysthea: The Fall's readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling, ruling_index

__all__ = ["RULINGS", "RULINGS_BY_KEY"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="attack_needs_a_card",
        section="Attack Enemies / Attack a Monster",
        point="Whether an attack may be started, or resolved, with no Command Card revealed.",
        reading="Only when the attacker's flat Strength (Anuth's) already defeats something: otherwise an "
                "attack is started only if one card can be paid, and resolved only after a card is revealed.",
        why="The Strength Points are the sum of the cards revealed, and 'If not enough Strength Points are "
            "gathered, the attack fails and the player's action is wasted': a cardless attack is only that.",
    ),
    Ruling(
        key="solo_characters_alternate",
        section="Getting Ready, step 9 (Solo Variant)",
        point="Whether the solo player's two Characters must come from different piles, as two players' do.",
        reading="Yes: one Champion from Mysthea's pile and one from Icaion's, in either order.",
        why="The Solo Variant says to set up following the 2-player rules, and step 9 makes each following "
            "player draw from the other pile; 'Choose two Characters' replaces the drawing, not the piles.",
    ),
    Ruling(
        key="eradication_bonus_needs_more",
        section="Attack Enemies / Attack a Monster",
        point="Whether the Eradication Bonus comes with exactly the Strength the target costs, or only with more.",
        reading="Only with strictly more Strength than the cost.",
        why="The Forest example (6 Strength against a cost of 5) earns the bonus; the Utcoro example "
            "(6 against 6) does not.",
    ),
    Ruling(
        key="attack_bonus_alone_pays",
        section="Attack",
        point="What the attacker does when flat Strength already covers the need.",
        reading="The odds policy reveals no card at all when flat Strength (Anuth, her Relic) already "
                "covers what is needed.",
        why="A revealed card costs a Qoam crystal and nothing is left to win by it, but for the "
            "Eradication Bonus, whose odds are shown apart.",
    ),
    Ruling(
        key="attack_empty_era_deck",
        section="Attack",
        point="What an Era deck holds after it runs out.",
        reading="The players give the reshuffled deck; the companion does not guess it.",
        why="The rulebook reshuffles an empty Era deck from its discards, and which cards those are "
            "depends on the play so far.",
    ),
    Ruling(
        key="event_deck_two_per_type",
        section="Components / Night Phase",
        point="How many cards of each Region type the Event deck holds: the text lists its parts but "
              "gives no count per type.",
        reading="Each game's five Region Cards are one per type, so the Event deck holds two cards of "
                "each of the five types, the three Colossus Cards and the Storm: 14 cards.",
        why="The rules for the \"second card of its type\" and for the fifth type ending the cycle "
            "only work with exactly two cards per type.",
    ),
    Ruling(
        key="night_cards_out_are_revealed",
        section="Night Phase",
        point="Which cards are out of the Event deck, and which Region types have already shown.",
        reading="The cards out are exactly those revealed this cycle, so the types already shown are "
                "worked out from the cards left and never entered apart. Cards revealed at setup count "
                "as shown; a Storm revealed at setup goes back into the deck; a Storm revealed during "
                "a cycle stays out until the reshuffle.",
        why="Derived this way, the cards left and the types shown can never disagree.",
    ),
    Ruling(
        key="colossus_shards_without_replacement",
        section="Colossus Card",
        point="Whether Primal Shards drawn by Colossus Cards go back into the bag at once.",
        reading="Shards revealed in one cycle stay out of the bag until the reshuffle, so several "
                "Colossus Cards in one cycle draw without replacement.",
        why="The Night Phase puts the shards back only when the fifth Region type ends the cycle.",
    ),
    Ruling(
        key="colossus_counts_spawned_parasites",
        section="Colossus Card",
        point="Whether the two Parasites the card itself spawns count towards the City's loss.",
        reading="They count: the loss is taken with the Parasites in play after the two are placed.",
        why="The worked example's 6 Parasites make 12 Defense Points, plus Utcoro's 6, for 18; that "
            "only adds up with the two just spawned counted.",
    ),
    Ruling(
        key="boulron_adds_to_strength",
        section="Colossus Card",
        point="Whether Boulron's 10 damage during a Colossus Card comes on top of its Strength 5 or "
              "in its place.",
        reading="By default the 10 is added to its Strength 5.",
        why="The text allows both, so it is a setting.",
        setting="boulron_adds_to_strength",
    ),
    Ruling(
        key="colossus_ring_is_a_parameter",
        section="Board",
        point="Which external nodes the Colossus walks along.",
        reading="The ring is a parameter: its node names in clockwise order, given by the caller, never "
                "invented.",
        why="The board's node list is not public.",
    ),
    Ruling(
        key="known_shard_left_out",
        section="Investigate the Colossus",
        point="A shard whose place is known: a failed attempt puts the revealed shard back in its slot, "
              "and The Machine's Relic can peek at one.",
        reading="Such a shard is taken by choice, not at random, so the odds take only the shards still "
                "unknown: the players leave a known shard out of the pool they enter. Telron's peek at "
                "the top Event card is not modelled in the Night odds.",
        why="A shard picked by choice has no odds; only the unknown ones are drawn at random.",
    ),
    Ruling(
        key="setup_shard_split_entered",
        section="Getting Ready, steps 6–9",
        point="The steps are missing from the text, so how the 16 Primal Shards are split between the "
              "Colossus base (Investigate) and the bag (Colossus Card) is not known.",
        reading="Both functions take the pool the players report.",
        why="Numbers the rulebook does not give are never invented.",
    ),
    Ruling(
        key="difficult_bag_entered",
        section="Getting Ready, step 5",
        point="The \"Difficult\" row of the Primal Shard table is empty.",
        reading="The players enter the Difficult bag (10 shards).",
        why="Numbers the rulebook does not give are never invented.",
    ),
    Ruling(
        key="city_defense_entered",
        section="Getting Ready",
        point="The City's starting Defense Points are not in the text.",
        reading="The players enter them at setup.",
        why="Numbers the rulebook does not give are never invented.",
    ),
    Ruling(
        key="region_borders_from_nodes",
        section="Board",
        point="The board file needs to know which regions border each other (an inner region's three "
              "external neighbours, the green bonus's adjacent region), but the rulebook gives no list.",
        reading="Two regions border each other when a node touches both; the board file lists nodes only.",
        why="Nodes are the crossroads where regions meet, so a shared border always has a node on it.",
    ),
    Ruling(
        key="inner_region_one_per_type",
        section="Night Phase",
        point="The rulebook speaks of \"the inner region of the same kind\" without saying each type has one.",
        reading="The 5 inner regions are one of each type; a board file with two inner regions of a type "
                "is refused.",
        why="An assault needs exactly one inner region per revealed type.",
    ),
    Ruling(
        key="move_free_steps",
        section="Move",
        point="How the free step through a Fortification (or past a Character) counts against a Move of 2 "
              "nodes, and whether free steps chain.",
        reading="A step on from a node the Character has just moved onto is free when that node holds a "
                "Fortification (of any colour) or another Character; free steps do not count against the "
                "1 (2 as first action) nodes, and they chain. Starting on a Fortification gives nothing. "
                "A Move never ends on another Character's node.",
        why="The Blue Player's example passes a Character and then takes a Fortification's free step in "
            "the same Move.",
    ),
    Ruling(
        key="attack_partial_defeat",
        section="Attack Enemies / Enemy Priority",
        point="With too few Strength Points for the whole group, whether some Enemies fall or none.",
        reading="By default none: short of the whole group's cost the attack fails and nothing is defeated. "
                "The setting lets the points defeat what they pay for in priority order (Golems, then Troops, "
                "then Parasites), the attack failing only if not even the first Enemy falls.",
        why="The text says it outright: short of Strength Points, the attack fails and the action is wasted. "
            "Enemy Priority matters without partial defeats: a Refiner takes a single Enemy out of a group, "
            "and the rulebook makes it follow the priority. Priority is said to hold whenever an attack is "
            "resolved, which can still be read as letting part of a group fall: that reading is the setting.",
        setting="partial_attacks",
    ),
    Ruling(
        key="era_deck_reshuffle_when_needed",
        section="Attack Enemies",
        point="When a depleted Era deck is reshuffled: at once, or when a card is next needed.",
        reading="When a card is next needed from it, so the cards of the attack that emptied it are in the "
                "discards by then.",
        why="The note reshuffles the discarded cards; the cards of an attack are discarded when it ends.",
    ),
    Ruling(
        key="bonus_troop_same_island",
        section="Eradication Bonus / Defeating Enemies and Respawn",
        point="Where the Troop defeated by the red bonus goes back to.",
        reading="To a Troop region of an island, the same island as the attack's other defeated units.",
        why="All units defeated in one action go back to one island; the bonus is part of the action.",
    ),
    Ruling(
        key="red_bonus_any_troop",
        section="Eradication Bonus",
        point="Whether the red bonus's Troop must respect Enemy Priority where a Golem stands.",
        reading="No: the Troop is \"of your choosing\" from any region of the Game Board (not an island's).",
        why="The bonus names one Troop, not an attack on a group.",
    ),
    Ruling(
        key="yellow_bonus_free_node",
        section="Eradication Bonus",
        point="Whether the yellow bonus may move a Character onto another Character's node.",
        reading="No: like a Move, it ends on a node with no other Character.",
        why="A Move never ends on another Character's node, and the bonus is a one-node move.",
    ),
    Ruling(
        key="blue_bonus_full_stash",
        section="Eradication Bonus / Collect",
        point="The blue bonus gives a crystal to a player who may already hold 6.",
        reading="They take it and put back a crystal of their choice, as after a Collect.",
        why="No one ever holds more than 6 Qoam.",
    ),
    Ruling(
        key="onygauros_defeated_bonus",
        section="Monster Cards: Onygauros",
        point="Whether defeating Onygauros itself with Strength to spare earns an Eradication Bonus.",
        reading="Yes: it has left play when the bonus is taken.",
        why="Its effect lasts only while it is in play.",
    ),
    Ruling(
        key="investigate_fails_only_unpaid",
        section="Investigate the Colossus",
        point="Whether a player who could pay may still let an Investigation fail.",
        reading="No: a failure is accepted only when the stash, the City's Qoam, the Parasites and the wild "
                "trades together cannot pay it.",
        why="The text fails the attempt \"if you cannot pay the entire amount\".",
    ),
    Ruling(
        key="deposit_several_crystals",
        section="Deposit",
        point="The Deposit text has the player place a crystal on a City space, one, while its worked "
              "example leaves four crystals on four spaces in a single Deposit.",
        reading="One Deposit action places as many crystals from the stash as the player wants, each on its "
                "own available (not besieged) space, replacing a crystal already there if they choose; the "
                "City never holds more than its five spaces.",
        why="The rulebook's guidance is to follow the worked example, and the Blue Player's Deposit of four "
            "crystals is one action.",
    ),
    Ruling(
        key="city_qoam_for_every_payment",
        section="Deposit",
        point="For which payments the City's Qoam may be spent.",
        reading="For every payment, as if it were the player's own (the wild trades included); Parasites "
                "never go to the City.",
        why="The Deposit text says so, and the failed Investigation example counts the City's Qoam.",
    ),
    Ruling(
        key="shards_back_when_victory_impossible",
        section="End of the Game",
        point="When \"you realize\" victory is unachievable.",
        reading="As soon as fewer shards are left on the Colossus than players without a shard, the claimed "
                "shards go back onto the Colossus.",
        why="From then on no sequence of Investigations can give every player a shard.",
    ),
    Ruling(
        key="setup_steps_entered",
        section="Getting Ready, steps 6-9",
        point="The missing setup steps place the Colossus, its Primal Shards and (step 8) the Machines.",
        reading="The players enter the Colossus's starting node (on its ring), how many shards its base "
                "holds (1 to 6: 16 in the box, 10 in the bag) and each Machine's region, kind and colour.",
        why="Numbers and positions the rulebook does not give are never invented.",
    ),
    Ruling(
        key="two_player_extra_fortifications",
        section="Getting Ready",
        point="At two players (and solo) each player takes 2 Fortifications of a non-playing colour.",
        reading="They are kept in the player's reserve beside their own, marked \"non-playing\".",
        why="The text gives no other use for them.",
    ),
    Ruling(
        key="storm_recharge_with_utcoro",
        section="The Storm Card Is Revealed! / Monster Cards: Utcoro",
        point="Utcoro's card says Relics cannot be recharged while it is in play, yet the Storm example "
              "that brings Utcoro ends with the players recharging their Relics.",
        reading="By default the Storm's recharge happens even with Utcoro in play, as in the worked example; "
                "the setting follows Utcoro's card instead. The recharge at the end of a cycle never happens "
                "while Utcoro is in play.",
        why="The worked example and the card disagree; the rules' guidance is to follow the examples, and "
            "the setting keeps the other reading one click away.",
        setting="storm_recharges_despite_utcoro",
    ),
    Ruling(
        key="colossus_parasites_attack",
        section="The Colossus Card Is Revealed! / Enemy Attack",
        point="Whether the two Parasites a Colossus Card places count as Enemies moved into a region, so "
              "that a region reaching three Enemies suffers an Enemy Attack.",
        reading="By default they do; the setting turns it off.",
        why="Enemy Attack follows \"moving Enemies into a Region\"; the Colossus example does not say. A setting.",
        setting="parasites_trigger_attacks",
    ),
    Ruling(
        key="night_release_from_matching_region",
        section="A Region Card Is Revealed!",
        point="Which of an island's regions the Enemies of a first Region Card come from, and which unit "
              "moves.",
        reading="From the island's region(s) of the card's type, as the summary says for the second card; "
                "Golems move before Troops and Parasites never move, everywhere in the Night. Where an "
                "island can send only one, the players say which board region gets it.",
        why="The note on the assault gives Golems priority; the summary names the island region of the type.",
    ),
    Ruling(
        key="nearest_islands_tie",
        section="A Region Card Is Revealed!",
        point="Which are \"the two Islands closest to the Colossus\" when two are as close.",
        reading="Closeness is counted in steps from the Colossus's node to the node beside each island; on a "
                "tie the players say which two.",
        why="The text gives no tie-break; the companion never chooses silently.",
    ),
    Ruling(
        key="enemy_attack_once_per_region",
        section="Enemy Attack",
        point="How many Enemy Attacks a region suffers when several Enemies arrive from one card.",
        reading="One per region per Event Card, after all of the card's moves, when the region then holds "
                "three or more (four beside The Criminal in her Armor, in her own turn). Where a region holds several Machines "
                "of the kind destroyed, the players say whose.",
        why="The Enemy Attack example counts one attack per region for one River card.",
    ),
    Ruling(
        key="criminal_armor_own_turn",
        section="Day Phase / Characters' Abilities and Relic Powers: The Criminal",
        point="Whether The Criminal's Armor (an Enemy Attack beside her needs four Enemies) holds in every "
              "Night, or only in some.",
        reading="Only in her own turn: in her own Night, four Enemies beside her are needed; in another "
                "player's Night, and at setup's Event Cards (no one's turn), three are enough, as everywhere.",
        why="The Day Phase puts every Character's ability in force \"during their player's turn\", and a turn "
            "is its player's Day and Night; the Armor is written among her abilities, not as a lasting effect.",
    ),
    Ruling(
        key="besiege_empty_space_first",
        section="The Storm Card Is Revealed!",
        point="Which City space a besieging Enemy takes.",
        reading="An empty space while there is one (the players say which); only when none is empty does it "
                "replace a Qoam crystal.",
        why="The text replaces a crystal only when every space is unavailable.",
    ),
    Ruling(
        key="monster_holds_return_to_their_regions",
        section="Monster Cards: Cannibarok / Extra Monsters: Obsidusa",
        point="Where the Troops or Golems on Cannibarok's or Obsidusa's card go when it leaves play, and "
              "which of the island's Troops Cannibarok takes.",
        reading="The players say from which regions Cannibarok takes its Troops; both Monsters' units go "
                "back to the regions they were taken from.",
        why="\"Put them back on their Island\" names no region; where they stood is the natural place.",
    ),
    Ruling(
        key="kodror_fortifications_leave_the_game",
        section="Extra Monsters: Kodror",
        point="What becomes of the Fortification each player removes when Kodror arrives.",
        reading="It leaves the game (it does not go back to the player's reserve); a player with none on the "
                "board removes nothing.",
        why="The card removes it \"from the Game Board\" and gives it no other place.",
    ),
    Ruling(
        key="one_monster_per_island",
        section="The Storm Card Is Revealed!",
        point="Whether a Monster can come onto an island that already has one.",
        reading="No: the companion refuses a second Monster on an island; with the Monster deck empty the "
                "Storm brings none.",
        why="Attack a Monster speaks of \"a Monster present on that Island\", one at a time.",
    ),
    Ruling(
        key="relic_in_another_turn",
        section="Use the Relic",
        point="Which Relic powers act on the playing Character when used in another player's turn.",
        reading="Powers that move, give to or act around \"you\" (Sanya, Celethe, The Heir's deposit from the "
                "playing player's stash, Anuth's +2, The Outsider's stay, The Lone Survivor's and Kolbor & "
                "Malabor's Regions around the node, The Cursed's attack) act on the playing Character; Leheir "
                "swaps with the playing Character; Telron's, The Criminal's, CR-2T1's and The Machine's act as "
                "usual. The Creature copies a power as if it were her own, spending her own Relic.",
        why="The note aims the Relic at the playing Character \"if compatible with the ability\".",
    ),
    Ruling(
        key="island_hop_nearest",
        section="Characters: Kolbor & Malabor",
        point="Which are \"the two closest Islands\" for the hop when several are as close.",
        reading="Closeness in steps between the nodes beside the islands; every island tied for the two "
                "nearest may be the hop's goal.",
        why="The text gives no tie-break, and refusing a tied island would invent one.",
    ),
    Ruling(
        key="cursed_one_bonus_per_card",
        section="Characters: The Cursed",
        point="How many bonuses The Cursed takes when an Eradication Bonus is earned.",
        reading="One for each card revealed, each of its card's banner (two blue cards give two blue "
                "bonuses); any may be left untaken.",
        why="\"Benefit from each revealed Command Card\" counts cards, not banners.",
    ),
    Ruling(
        key="relic_defeats_one_island",
        section="Characters: The Lone Survivor / Defeating Enemies and Respawn",
        point="Where the Enemies The Lone Survivor's Relic defeats go back to.",
        reading="By the usual respawn, all to one island; its Parasites are claimed by the playing player.",
        why="The respawn rule sends all the units defeated at once to the same island.",
    ),
    Ruling(
        key="investigate_odds_bag_mix",
        section="Investigate the Colossus / Getting Ready, steps 6-9",
        point="The values of the shards on the Colossus miniature's base are not given (the setup steps that "
              "place them are missing), though the table may know them, having placed them.",
        reading="A table that knows them enters them at setup, and the chance that an Investigation's shard "
                "can be paid is then exact, over the shards still on the base (those claimed leave it). "
                "Otherwise the chance is taken over the mix of shards left in the bag (the only mix the "
                "rulebook gives, step 5's table) and shown as an estimate; beside it, whether each value "
                "1, 2, 3 would be paid is exact either way.",
        why="No number is invented: the entered shards and the bag's mix are the table's own, and the per-value "
            "answer needs neither.",
    ),
    Ruling(
        key="night_cost_as_offered",
        section="Night Phase",
        point="What a coming Event Card costs the City can depend on the players' choices (which Enemy moves, "
              "where a Troop goes, which Monster the Storm reveals).",
        reading="The forecast applies the rules to every report the companion offers for that card and shows "
                "the least and the most Defense Points, Machines and City spaces it costs.",
        why="The companion never chooses for the players; a range covers the choices it offers.",
    ),
    Ruling(
        key="wonder_without_machine",
        section="Chronicle Game System: Playing Mysthea: The Fall After a Game of Icaion (Wonders)",
        point="An Enemy Attack on a Region hosting a Wonder destroys the Wonder \"instead of destroying a "
              "Machine\"; the text does not say what happens when the Region holds no Machine.",
        reading="With a Machine there, the Wonder is destroyed and the Machines stay. With none, the players "
                "choose: the Wonder stands and the City loses 5 Defense Points (the default), or the Wonder "
                "is destroyed instead.",
        why="\"Wonders do shield Machines\" reads as a shield for Machines only, but \"destroy it instead\" "
            "can be read for any attack on its Region: a toss-up, so a setting.",
        setting="wonder_shields_the_city",
    ),
    Ruling(
        key="chronicle_characters_from_that_game",
        section="Chronicle Game System",
        point="\"Players play with the Characters chosen during the previous game\": which of the 14.",
        reading="After Mysthea every Character is one from Mysthea, after Icaion one from Icaion; after both, "
                "the Characters alternate between the two games in order of play (so never more than three "
                "from one game).",
        why="The Characters of the two earlier games are The Fall's Mysthea and Icaion Characters.",
    ),
    Ruling(
        key="chronicle_personal_deck_entered",
        section="Chronicle Game System: Playing Mysthea: The Fall After a Game of Mysthea",
        point="The personal decks hold the cards each player gathered in Mysthea, which only the table knows.",
        reading="Each player enters their cards (value and banner) at setup; together they must fit in "
                "Mysthea's 80 Command Cards. An Attack reveals up to three from the attacker's deck, in any "
                "order of the Eras, and a depleted deck is refilled from that player's discards only.",
        why="The text replaces the three Era decks with the personal deck and keeps the three-card limit.",
    ),
    Ruling(
        key="chronicle_era_decks_entered",
        section="Chronicle Game System: Playing Mysthea: The Fall After Mysthea and Icaion",
        point="After both games the Era decks are formed from \"only the remaining Command Cards\", which "
              "depend on the earlier game; a deck of fewer than three cards is not used.",
        reading="The players enter the cards left in each Era deck. A Seeker (a Character from Icaion) due a "
                "card from an unused deck draws it from the personal deck of a Champion of their choice; "
                "that card is discarded back to that Champion's deck.",
        why="The text sends the Seeker to \"a Mysthea's Champion deck of their choice\" and says no more.",
    ),
    Ruling(
        key="chronicle_own_machine_twice",
        section="Chronicle Game System: Playing Mysthea: The Fall After a Game of Icaion",
        point="Activating one's own Machine \"resolves the effect twice\": whether the second resolution "
              "may be skipped, and which Machine is activated when a Region holds several of the kind.",
        reading="Any Machine may be activated; when one of the player's colour stands there, the player may "
                "resolve its effect a second time, with its own choices (another crystal, Fortification or "
                "Enemy), or stop after one.",
        why="\"They get to resolve the effect twice\" is a benefit, and a second resolution may be impossible "
            "(no Fortification left, no Enemy left).",
    ),
    Ruling(
        key="chronicle_wonder_crystal",
        section="Chronicle Game System: Playing Mysthea: The Fall After a Game of Icaion (Wonders)",
        point="The builder of a Wonder gains 1 Qoam of its Region's kind at the start: once per Wonder or per "
              "builder, and past the stash limit or not.",
        reading="One crystal per Wonder built (each Wonder names its Region's kind), never past the 6 a stash "
                "holds; a Wonder whose builder is not playing gives nothing.",
        why="The crystal is of \"the Region hosting the Wonder\", which only reads for one Wonder at a time.",
    ),
    Ruling(
        key="machines_entered_checks",
        section="Getting Ready, steps 6-9 / Chronicle Game System",
        point="Setup step 8 (the Machines) is missing; the Chronicle text after Icaion says each Region holds "
              "one Machine of each kind, with no colour restrictions.",
        reading="In the standard game each Machine is of a playing colour and a Region holds at most one "
                "Machine of each kind and colour; after Icaion, any colour, and one Machine of each kind a "
                "Region.",
        why="Machines of non-playing colours come only from Icaion's box in the Chronicle text; a double "
            "of the same kind and colour would make no difference anywhere in the rules.",
    ),
    Ruling(
        key="collect_back_any_crystal",
        section="Collect",
        point="Which crystals go back when a Collect (or a blue bonus, a Harvester, Celethe's Relic) takes the "
              "stash past 6.",
        reading="The player picks any of their crystals, those just taken included; the companion asks and "
                "never picks for them.",
        why="\"Discard crystals to the common pool until you get down to a total of 6\" names no kind.",
    ),
)

RULINGS_BY_KEY = ruling_index(RULINGS)
