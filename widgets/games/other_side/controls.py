"""The phase controls of the From the Other Side dashboard: one small form per phase.

Each form reads the state, offers only what the players must report, and turns a button press
into one event handed to `dash.act`. The rules stay in companion.games.other_side.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import board as mapping
from companion.games.other_side import data
from companion.games.other_side.events import (
    DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, Restore, StayPut,
)
from companion.games.other_side.options import (
    attach_ends, creatures_due, creatures_due_for_move, move_destinations, next_fight_space,
)
from companion.games.other_side.restoration import draws_due
from companion.games.other_side.state import current_hero, hero_state, wounded_tokens
from widgets.games.other_side.forms import (
    NONE, TileForm, button, dropdown, parse_cards, reading, set_options, text,
)
from widgets.games.other_side.fight import BattleForm, FightForm
from widgets.games.other_side.setup import SetupForm
from widgets.kit.style import note, row

SECTIONS = {"setup": "Setup", "hunt": data.PHASE_NAMES["hunt"], "plan": data.PHASE_NAMES["plan"],
            "fight": data.PHASE_NAMES["fight"], "battle": data.PHASE_NAMES["battle"],
            "restore": data.PHASE_NAMES["restore"], "awakening": data.PHASE_NAMES["awakening"],
            "over": "Victory and Defeat"}


def prompt_for(state: Any) -> tuple[str, str]:
    """What to do now, in plain words, and the rulebook section it comes from."""
    phase = state.phase
    who = data.hero_name(current_hero(state)) if phase in ("hunt", "plan", "fight") else ""
    if phase == "setup":
        text_ = "Choose the Heroes and the Leader, lay the Well, and report each Hero's 5 opening cards."
    elif phase == "hunt":
        text_ = f"{who}: explore past a torch of your space, or move 1 step (click a highlighted space)."
    elif phase == "plan":
        text_ = f"{who}: put an Action tile in the Initiative Line (with up to 2 Bond tokens), or pass."
    elif phase == "fight":
        text_ = f"{who}: place an Action card under a Creature in range, or discard a card instead."
    elif phase == "battle":
        text_ = f"Fight in Battle board space {next_fight_space(state)}: roll both dice and report them."
    elif phase == "restore":
        left = [data.hero_name(h.hero) for h in state.heroes if h.hero not in state.acted]
        text_ = f"Each Hero draws and takes back their Bond tokens: {', '.join(left)} still to restore."
    elif phase == "awakening":
        text_ = "The Dragon breathes for the most crowded space: press the button."
    else:
        text_ = ("Victory! The Heroes gathered enough Mirror Fragments." if state.outcome == "won"
                 else "Defeat: Phylax the Dark has fully emerged from the Well.")
    return text_, SECTIONS.get(phase, "Game Flow")


def _deck_options(deck: tuple[str, ...], discard: tuple[str, ...]) -> list:
    pool = deck or discard  # an empty deck is refilled from its discards
    return [(NONE, None)] + [(c, c) for c in pool]


class HuntForm(w.VBox):
    """Phase 1: explore (describe the new tile) or move (click a highlighted space)."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.who = w.HTML()
        self.direction = dropdown("tc-ots-explore-dir", "explore towards torch", width="260px")
        self.tile = TileForm("tc-ots-tile")
        self.entry = dropdown("tc-ots-entry", "step into", width="240px")
        self.tile.spaces.observe(lambda _c: set_options(self.entry, self.tile.names()), names="value")
        self.artifact = dropdown("tc-ots-artifact", "Artifact drawn (entering a room)", width="380px")
        self.creatures = [dropdown(f"tc-ots-creature-{k}", f"Creature card {k}", width="300px") for k in (1, 2, 3, 4)]
        self.due = w.HTML()
        self.due.add_class("tc-ots-due")
        self.explore_button = button("Explore", "tc-ots-explore")
        self.explore_button.on_click(lambda _b: dash.message.guard(self.explore)())
        self.move_to = dropdown("tc-ots-move-to", "move to", width="380px")
        self._quiet = False
        self.move_to.observe(self._move_to_changed, names="value")
        self.move_button = button("Move", "tc-ots-move")
        self.move_button.on_click(lambda _b: dash.message.guard(self.move)())
        self.stay_button = button("Stay put (walled in)", "tc-ots-stay")
        self.stay_button.on_click(lambda _b: dash.message.guard(self.stay)())
        super().__init__([
            self.who,
            w.HTML("<b>Explore</b>: draw a Map tile from the bottom of the pile, place it past the torch, "
                   "and describe it:"),
            row(self.direction, self.entry), self.tile, self.artifact,
            w.HTML("<b>Creature cards revealed</b> (one per room of the tile, left to right on the Battle "
                   "board, while it has space):"),
            self.due, row(*self.creatures[:2]), row(*self.creatures[2:]), self.explore_button,
            w.HTML("<b>Move</b>: 1 step, or 2 paying a Dragon's Breath token. Click a highlighted space "
                   "on the map or choose it here."),
            row(self.move_to, self.move_button, self.stay_button),
            reading("After a move the Hero investigates once, on the tile where the whole move ends.",
                    "A new tile's rooms take Creatures in the order listed; rooms left over add a face-up "
                    "token each. The players line up the torches; the companion checks the side and the cell."),
        ])
        self.add_class("tc-ots-hunt-box")
        set_options(self.entry, self.tile.names())

    def refresh(self) -> None:
        """Offer the directions, destinations and cards of the Hero whose turn it is."""
        state = self.dash.state
        hero = current_hero(state)
        here = hero_state(state, hero).space
        self.who.value = f"<b>{html.escape(data.hero_name(hero))}</b> is in {html.escape(here)}."
        torches = mapping.open_torches(state.board, here) if state.map_tiles_left else ()
        set_options(self.direction, list(torches))
        # Suggest the side the Golden Rule of the Map Tiles calls for beside the Hero's tile.
        self.tile.side.value = "blue" if mapping.tile_of(state.board, here).side == "green" else "green"
        set_options(self.artifact, _deck_options(state.artifact_deck, state.artifact_discard))
        for box in self.creatures:
            set_options(box, _deck_options(state.creature_deck, state.creature_discard))
        dests = move_destinations(state, hero)
        options = [(f"{s} ({'1 step' if c == 0 else '2 steps, 1 Breath token'})", s) for s, c in dests.items()]
        self._quiet = True
        try:
            set_options(self.move_to, [(NONE, None)] + options, keep=False)
        finally:
            self._quiet = False
        free = creatures_due(state, 4)
        self.due.value = (f"<span>The Battle board has {free} free space(s) for Creatures; "
                          "leave the rest at (none).</span>")
        self.stay_button.layout.display = None if not dests and not torches else "none"

    def _move_to_changed(self, change: dict) -> None:
        if not self._quiet and change["new"]:
            self.dash.message.guard(self.dash.choose_space)(change["new"])

    def creature_cards(self) -> tuple[str, ...]:
        """The Creature cards reported, in order."""
        return tuple(b.value for b in self.creatures if b.value)

    def explore(self, direction: str | None = None) -> None:
        """Place the described tile past the torch and step in."""
        direction = direction or self.direction.value
        if not direction:
            raise RuleError("No torch of this space faces an empty spot: move instead.", "Phase 1: Hunt! (Explore)")
        state = self.dash.state
        self.dash.act(Explore(current_hero(state), direction, self.tile.spec(), self.entry.value or "",
                              self.artifact.value, self.creature_cards()))

    def path_to(self, dest: str) -> tuple[str, ...]:
        """The steps to `dest`: one, or two through a shared neighbour."""
        state = self.dash.state
        here = hero_state(state, current_hero(state)).space
        if dest in mapping.movement_neighbours(state.board, here):
            return (dest,)
        for mid in mapping.movement_neighbours(state.board, here):
            if dest in mapping.movement_neighbours(state.board, mid):
                return (mid, dest)
        return (dest,)

    def move(self, dest: str | None = None) -> None:
        """Move to the chosen space (the rules refuse an illegal one)."""
        dest = dest or self.move_to.value
        if not dest:
            raise RuleError("Choose where to move: click a highlighted space or pick it in the list.",
                            "Phase 1: Hunt! (Move)")
        state = self.dash.state
        due = creatures_due_for_move(state, dest)
        cards = self.creature_cards()
        if len(cards) != due:
            self.dash.chosen = f"space:{dest}"
            raise RuleError(f"Moving to {dest} reveals {due} Creature card(s): report them in the Creature "
                            "card lists, then press Move.", "Phase 1: Hunt! (Move, investigate)")
        self.dash.act(Move(current_hero(state), self.path_to(dest), cards))

    def stay(self) -> None:
        """A walled-in Hero stays where they are."""
        self.dash.act(StayPut(current_hero(self.dash.state)))


class PlanForm(w.VBox):
    """Phase 2: an Action tile at one end of the Initiative Line and up to 2 Bond tokens, or pass."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.who = w.HTML()
        self.end = dropdown("tc-ots-end", "Action tile at the", width="240px")
        self.bond_left = w.Checkbox(description="Bond token at the left end", indent=False)
        self.bond_left.add_class("tc-ots-bond-left")
        self.bond_right = w.Checkbox(value=True, description="Bond token at the right end", indent=False)
        self.bond_right.add_class("tc-ots-bond-right")
        self.place = button("Place Action tile", "tc-ots-place")
        self.place.on_click(lambda _b: dash.message.guard(self.submit)())
        self.passing = button("Pass", "tc-ots-pass")
        self.passing.on_click(lambda _b: dash.message.guard(self.pass_)())
        super().__init__([self.who, row(self.end, self.bond_left, self.bond_right), row(self.place, self.passing),
                          reading("Shapes are checked at the table: a tile joins an end holding a Bond "
                                  "token; tokens go only at ends showing a tile.",
                                  "If the Leader passes at once, the first Hero to place a tile starts "
                                  "the line.")])
        self.add_class("tc-ots-plan-box")

    def refresh(self) -> None:
        state = self.dash.state
        h = hero_state(state, current_hero(state))
        self.who.value = (f"<b>{html.escape(data.hero_name(h.hero))}</b>: {h.action_tiles} Action tile(s), "
                          f"{h.bonds_ready} usable Bond token(s), {wounded_tokens(state, h.hero)} on the Wound side.")
        set_options(self.end, list(attach_ends(state)))

    def submit(self) -> None:
        bonds = tuple(e for e, box in (("left", self.bond_left), ("right", self.bond_right)) if box.value)
        state = self.dash.state
        self.dash.act(PlaceActionTile(current_hero(state), self.end.value or "right", bonds))

    def pass_(self) -> None:
        self.dash.act(PassPlan(current_hero(self.dash.state)))


class RestoreForm(w.VBox):
    """Phase 5: each Hero reports the cards drawn and may heal Wounds for face-down Breath."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.hero = dropdown("tc-ots-restore-hero", "Hero", width="300px")
        self.hero.observe(lambda _c: dash.message.guard(self._hero_changed)(), names="value")
        self.due = w.HTML()
        self.due.add_class("tc-ots-restore-due")
        self.drawn = text("tc-ots-restore-drawn", "cards drawn", width="420px")
        self.heal = dropdown("tc-ots-heal", "heal Wounds (1 face-down Breath each)", width="360px")
        self.go = button("Restore", "tc-ots-restore")
        self.go.on_click(lambda _b: dash.message.guard(self.submit)())
        super().__init__([row(self.hero, self.due), self.drawn, row(self.heal, self.go),
                          reading("The hand limit of 7 caps the Restoration draw only; Artifacts in "
                                  "hand count towards it.",
                                  "The Blind Guardian must flip every Wound-side token back, each for a "
                                  "face-down Dragon's Breath token.")])
        self.add_class("tc-ots-restore-box")

    def refresh(self) -> None:
        state = self.dash.state
        left = [(data.hero_name(h.hero), h.hero) for h in state.heroes if h.hero not in state.acted]
        set_options(self.hero, left)
        self._hero_changed()

    def _hero_changed(self) -> None:
        state = self.dash.state
        hero = self.hero.value
        if state.phase != "restore" or not hero:
            return
        h = hero_state(state, hero)
        pool = h.deck or h.discard
        self.due.value = (f"<span class='tc-ots-draws'>draws <b>{draws_due(state, hero)}</b> card(s) "
                          f"from: {html.escape(', '.join(pool) or 'nothing')}</span>")
        self.drawn.placeholder = ", ".join(pool)
        wounds = wounded_tokens(state, hero)
        set_options(self.heal, list(range(wounds + 1)), keep=False)
        if hero == data.BLIND_GUARDIAN:
            self.heal.value = wounds

    def submit(self) -> None:
        self.dash.act(Restore(self.hero.value or "", parse_cards(self.drawn.value), int(self.heal.value or 0)))
        self.drawn.value = ""


class AwakenForm(w.VBox):
    """Phase 6: one button; the text says what the crowd costs."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.go = button("Dragon's Awakening", "tc-ots-awaken")
        self.go.on_click(lambda _b: dash.message.guard(dash.act)(DragonAwakens()))
        super().__init__([note("The most Heroes sharing one space (a multi-tile corridor is one space) add "
                               "as many face-down Breath tokens; 3, then 4, then 5 tokens raise a Dragon tile."),
                          self.go,
                          reading("At most one Dragon tile rises in each Phase 6; the Leader passes to "
                                  "the next Hero in the seating order.")])
        self.add_class("tc-ots-awaken-box")

    def refresh(self) -> None:
        pass


class PhaseControls(w.VBox):
    """Shows the form of the phase under way and hides the others."""

    def __init__(self, dash: Any) -> None:
        self.forms = {"setup": SetupForm(dash), "hunt": HuntForm(dash), "plan": PlanForm(dash),
                      "fight": FightForm(dash), "battle": BattleForm(dash), "restore": RestoreForm(dash),
                      "awakening": AwakenForm(dash)}
        super().__init__(list(self.forms.values()))
        self.add_class("tc-ots-controls")

    def refresh(self, state: Any) -> None:
        for phase, form in self.forms.items():
            shown = phase == state.phase and not state.outcome
            form.layout.display = None if shown else "none"
            if shown:
                form.refresh()
