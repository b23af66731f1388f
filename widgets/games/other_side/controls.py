"""The phase controls of the From the Other Side dashboard: one small form per phase.

Each form reads the state, offers only what the players must report, and turns a button press
into one event handed to `dash.act`. The rules stay in companion.games.other_side.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import (
    DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, Restore, StayPut,
)
from companion.games.other_side.options import (
    counted, creatures_due_for_move, draws_due, free_battle_spaces, move_path, space_said,
)
from companion.games.other_side.profile import card_name, card_names
from companion.games.other_side.state import Phase, current_hero, hero_state, wounded_tokens
from widgets.games.other_side.forms import (
    NONE, NO_PICK, CardPicks, TileForm, button, card_pairs, dropdown, parse_cards, picked,
    set_options, text,
)
from widgets.games.other_side.fight import BattleForm, FightForm
from widgets.games.other_side.setup import SetupForm
from widgets.kit.style import row


def card_options(profile: Any, cards: tuple[str, ...]) -> list:
    """A card list offering "(none)" and the cards the core says can come, each by its name (the id behind it);
    "(none)" reads back as None (`picked`)."""
    return [(NONE, None)] + card_pairs(profile, cards)


class HuntForm(w.VBox):
    """Phase 1: move (click a highlighted space, or pick it) or explore (describe the new tile).

    The whole step fits the now panel within a laptop's or a tablet's view (issue #22): the move first (one
    line), then the exploration as short rows, the tile's drawing folded until asked for (and folded again
    for the next Hero)."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.who = w.HTML()
        self.direction = dropdown("tc-ots-explore-dir", "past the torch", width="160px")
        self.tile = TileForm("tc-ots-tile", folded=True)
        self.tile.preset.layout.width, self.tile.side.layout.width = "280px", "125px"
        self.entry = dropdown("tc-ots-entry", "step into", width="190px")
        self.tile.spaces.observe(lambda _c: set_options(self.entry, self.tile.names()), names="value")
        self.artifact = dropdown("tc-ots-artifact", "Artifact drawn (entering a room)", width="350px")
        self.creatures = [dropdown(f"tc-ots-creature-{k}", f"Creature {k}", width="175px")
                          for k in range(1, data.BATTLE_SPACES + 1)]
        self.due = w.HTML()
        self.due.add_class("tc-ots-due")
        self.explore_button = button("Explore", "tc-ots-explore")
        self.explore_button.on_click(lambda _b: dash.message.guard(self.explore)())
        self.move_to = dropdown("tc-ots-move-to", "Move to", width="280px")
        self._quiet = False
        self._turn: Any = None
        self.move_to.observe(self._move_to_changed, names="value")
        self.move_button = button("Move", "tc-ots-move")
        self.move_button.on_click(lambda _b: dash.message.guard(self.move)())
        self.stay_button = button("Stay put (walled in)", "tc-ots-stay")
        self.stay_button.on_click(lambda _b: dash.message.guard(self.stay)())
        super().__init__([
            self.who,
            # The list says what each move costs; a click on a highlighted space of the map moves as well.
            row(self.move_to, self.move_button, self.stay_button),
            w.HTML("<b>Or explore</b>: draw the bottom Map tile, lay it past a torch:"),
            row(self.direction, self.entry), self.tile, self.artifact,
            self.due, row(*self.creatures[:2]), row(*self.creatures[2:]), self.explore_button,
        ])
        self.add_class("tc-ots-hunt-box")
        set_options(self.entry, self.tile.names())

    def refresh(self) -> None:
        """Offer the directions, destinations and cards the core offers the Hero whose turn it is."""
        state = self.dash.state
        hero = current_hero(state)
        here = hero_state(state, hero).space
        opts = self.dash.options()
        offers = opts.offers
        self.who.value = f"<b>{html.escape(data.hero_name(hero))}</b> is in {html.escape(space_said(state, here))}."
        turn = (state.turn, hero)
        fresh = turn != self._turn  # a new Hero's turn: nothing chosen for the last one carries over
        self._turn = turn
        if fresh:  # the drawing opened for the last Hero's tile closes: the step is back within the view
            self.tile.fold()
        set_options(self.direction, list(offers.get("explore", ())))
        if offers.get("tile_side"):  # the side the Golden Rule of the Map Tiles calls for
            self.tile.side.value = offers["tile_side"][0]
        set_options(self.artifact, card_options(state.profile, offers.get("artifact", ())), keep=not fresh)
        for k, box in enumerate(self.creatures, start=1):
            set_options(box, card_options(state.profile, offers.get(f"creature:{k}", ())), keep=not fresh)
        self._quiet = True
        try:
            set_options(self.move_to, [(NONE, None)] + list(offers.get("destinations", ())), keep=False)
        finally:
            self._quiet = False
        free = free_battle_spaces(state)
        self.due.value = (f"<span><b>Creature cards revealed</b>, one a room, left to right: the Battle board has "
                          f"{counted(free, 'free space')}; leave the rest at {html.escape(NONE)}.</span>")
        walled_in = any(isinstance(c.event, StayPut) for c in opts.choices)
        self.stay_button.layout.display = None if walled_in else "none"

    def show_destination(self, space: str) -> None:
        """Show a destination clicked on the map in the list, without acting."""
        self._quiet = True
        try:
            self.move_to.value = space
        finally:
            self._quiet = False

    def _move_to_changed(self, change: dict) -> None:
        if not self._quiet and change["new"] not in (None, NO_PICK):
            self.dash.message.guard(self.dash.choose_space)(change["new"])

    def creature_cards(self) -> tuple[str, ...]:
        """The Creature cards reported, in order."""
        return tuple(v for v in map(picked, self.creatures) if v is not None)

    def explore(self, direction: str | None = None) -> None:
        """Place the described tile past the torch and step in."""
        direction = direction or self.direction.value
        if not direction:
            raise RuleError("No torch of this space faces an empty spot: move instead.", f"{Phase.HUNT.heading} (Explore)")
        state = self.dash.state
        self.dash.act(Explore(current_hero(state), direction, self.tile.spec(), self.entry.value or "",
                              picked(self.artifact), self.creature_cards()))

    def path_to(self, dest: str) -> tuple[str, ...]:
        """The steps to `dest`, as the core lays them out."""
        state = self.dash.state
        return move_path(state, current_hero(state), dest)

    def move(self, dest: str | None = None) -> None:
        """Move to the chosen space (the rules refuse an illegal one)."""
        dest = dest or picked(self.move_to)
        if not dest:
            raise RuleError("Choose where to move: click a highlighted space or pick it in the list.",
                            f"{Phase.HUNT.heading} (Move)")
        state = self.dash.state
        due = creatures_due_for_move(state, dest)
        cards = self.creature_cards()
        if len(cards) != due:
            self.dash.chosen = f"space:{dest}"
            them = "it" if due == 1 else "them"
            raise RuleError(f"Moving to {space_said(state, dest)} reveals {counted(due, 'Creature card')}: "
                            f"report {them} in the Creature card lists, then press Move.",
                            f"{Phase.HUNT.heading} (Move, investigate)")
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
        self._turn: Any = None
        super().__init__([self.who, row(self.end, self.bond_left, self.bond_right), row(self.place, self.passing)])
        self.add_class("tc-ots-plan-box")

    def refresh(self) -> None:
        state = self.dash.state
        h = hero_state(state, current_hero(state))
        turn = (state.turn, len(state.line), len(state.acted), h.hero)
        if turn != self._turn:  # the next Hero's turn: the Bond token boxes start as they first stood
            self._turn = turn
            self.bond_left.value, self.bond_right.value = False, True
        self.who.value = (f"<b>{html.escape(data.hero_name(h.hero))}</b>: {counted(h.action_tiles, 'Action tile')}, "
                          f"{counted(h.bonds_ready, 'usable Bond token')}, "
                          f"{wounded_tokens(state, h.hero)} on the Wound side.")
        set_options(self.end, list(self.dash.options().offers.get("ends", ())))

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
        self.picks = CardPicks("tc-ots-restore-draw", "card drawn")
        self.picks.on_pick = self._ready
        # The same draw typed as card ids, for power users (used when filled in).
        self.drawn = text("tc-ots-restore-drawn", "or type the ids", width="420px")
        self.drawn.observe(lambda _c: self._ready(), names="value")
        self.show_text = w.Checkbox(value=False, indent=False, description="type the cards (for power users)")
        self.show_text.add_class("tc-ots-restore-show-text")
        self.drawn.layout.display = "none"
        self.show_text.observe(lambda c: setattr(self.drawn.layout, "display", None if c["new"] else "none"),
                               names="value")
        self.heal = dropdown("tc-ots-heal", f"heal Wounds ({data.HEAL_BREATH_COST} face-down Breath each)",
                             width="360px")
        self.go = button("Restore", "tc-ots-restore")
        self.go.on_click(lambda _b: dash.message.guard(self.submit)())
        self._hero: Any = None
        super().__init__([row(self.hero, self.due), self.picks, row(self.show_text, self.drawn),
                          row(self.heal, self.go)])
        self.add_class("tc-ots-restore-box")

    def refresh(self) -> None:
        left = self.dash.options().offers.get("heroes", ())
        set_options(self.hero, [(data.hero_name(h), h) for h in left])
        self._hero_changed()

    def _hero_changed(self) -> None:
        state = self.dash.state
        hero = self.hero.value
        offers = self.dash.options().offers
        if f"heal:{hero}" not in offers:
            return
        pool = offers[f"restore_pool:{hero}"]
        due = draws_due(state, hero)
        pick = f"; pick {'it' if due == 1 else 'each'} in the list{'' if due == 1 else 's'} below" if due else ""
        names = ", ".join(card_name(state.profile, c) for c in pool)
        self.due.value = (f"<span class='tc-ots-draws'>draws <b>{due}</b> {'card' if due == 1 else 'cards'} "
                          f"from: {html.escape(names or 'nothing')}{pick}</span>")
        self.drawn.placeholder = ", ".join(pool)
        fresh = hero != self._hero
        if fresh:  # another Hero: the last one's cards do not carry over
            self._hero = hero
            self.drawn.value = ""
        self.picks.show(offers.get(f"restore_draws:{hero}", ()), keep=not fresh, names=card_names(state.profile))
        heals = offers[f"heal:{hero}"]
        set_options(self.heal, [(counted(n, "Wound") if n else "none", n) for n in heals], keep=False)
        self._ready()

    def _ready(self) -> None:
        """Restore waits until every card drawn is picked (or typed): the lists start with none picked."""
        self.go.disabled = not (self.picks.complete() or self.drawn.value.strip())
        self.go.tooltip = "" if not self.go.disabled else "Pick every card drawn first"

    def submit(self) -> None:
        drawn = parse_cards(self.drawn.value) if self.drawn.value.strip() else self.picks.values()
        self.dash.act(Restore(self.hero.value or "", drawn, int(self.heal.value or 0)))
        self.drawn.value = ""
        self.picks.clear()


class AwakenForm(w.VBox):
    """Phase 6: one button; the prompt says what the crowd costs."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.go = button("Dragon's Awakening", "tc-ots-awaken")
        self.go.on_click(lambda _b: dash.message.guard(dash.act)(DragonAwakens()))
        super().__init__([self.go])
        self.add_class("tc-ots-awaken-box")

    def refresh(self) -> None:
        pass


class PhaseControls(w.VBox):
    """Shows the form of the phase under way and hides the others."""

    def __init__(self, dash: Any) -> None:
        self.forms = {Phase.SETUP: SetupForm(dash), Phase.HUNT: HuntForm(dash), Phase.PLAN: PlanForm(dash),
                      Phase.FIGHT: FightForm(dash), Phase.BATTLE: BattleForm(dash), Phase.RESTORE: RestoreForm(dash),
                      Phase.AWAKENING: AwakenForm(dash)}
        super().__init__(list(self.forms.values()))
        self.add_class("tc-ots-controls")

    def refresh(self, state: Any) -> None:
        shown = [form for phase, form in self.forms.items() if phase is state.phase and not state.outcome]
        for form in self.forms.values():
            form.layout.display = None if form in shown else "none"
        # Only the phase's own form is on the page (a hidden form's canvas is no first canvas to find).
        if list(self.children) != shown:
            self.children = shown
        for form in shown:
            form.refresh()
