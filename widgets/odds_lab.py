"""The odds lab: one calculator per game, every answer exact, updated as soon as an input moves.

Each calculator is a small class holding its input widgets (observed on `value`, no
button), an OddsView for the chart and the answer, and `.widget` to display. Stable
CSS classes (`tc-fall-need`, `tc-fall-answer`, ...) let the browser tests drive it.
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from typing import Callable, Protocol

import ipywidgets as w

from companion.games.fall.data import (
    COMMAND_CARD_SOURCE,
    EVENT_DECK,
    EVENT_DECK_SOURCE,
    FALL_ERAS,
    FALL_MONSTERS,
    PRIMAL_SHARD_BAGS,
    PRIMAL_SHARD_VALUES,
    PRIMAL_SHARDS_PER_GAME,
    era_deck_counts,
)
from companion.games.fall.night import next_night_event, night_deck_left, night_events_within
from companion.games.fall.shards import next_shard
from companion.games.maliath.data import BATTLE_CARDS, BATTLE_CARDS_SOURCE
from companion.games.maliath.odds import arbiter_battle_strength, battle_deck_left, next_battle_strength
from companion.games.mystling.odds import first_slotting_draw
from companion.games.fall.odds import (
    ANUTH_BONUS,
    ANUTH_RELIC_BONUS,
    LONE_SURVIVOR_ORDER,
    ERA_ORDER,
    attack_odds,
)
from companion.games.mythicals.odds import (
    REVEAL_SIZE,
    p_day_next_reveal,
    p_within_reveals,
    reveals_until_day,
)
from companion.games.other_side.odds import fight_odds
from companion.odds import Deck, Die, Face
from widgets import style
from widgets.odds_view import OddsView, percent_and_fraction


class Calculator(Protocol):
    """What the lab needs from a calculator: a widget to show."""

    widget: w.Widget


def _classed(widget: w.Widget, css_class: str) -> w.Widget:
    widget.add_class(css_class)
    return widget


def _message(css_class: str) -> w.HTML:
    return _classed(_classed(w.HTML(), "tc-message"), css_class)


def _show_error(label: w.HTML, text: str, view: OddsView) -> None:
    label.value = f"<span>{html.escape(text)}</span>"
    label.add_class("tc-message-error")
    view.answer.value = "<b>no answer until the input is fixed</b>"


def _clear_error(label: w.HTML) -> None:
    label.value = ""
    label.remove_class("tc-message-error")


# --- Mysthea: The Fall ----------------------------------------------------------------

class FallAttackCalculator:
    """The Fall's Attack: Era decks from the Command Points table, seen cards removed, need, bonus."""

    def __init__(self) -> None:
        self.full_decks = {era: era_deck_counts(era) for era in FALL_ERAS}
        self.need = _classed(w.IntSlider(value=5, min=1, max=15, description="Need (SP)",
                                         continuous_update=False), "tc-fall-need")
        self.monster = _classed(w.Dropdown(
            options=[("— set the need by hand —", None)]
            + [(f"{m.name} (Strength {m.fall_strength})", m.name) for m in FALL_MONSTERS],
            value=None, description="Monster"), "tc-fall-monster")
        self.monster.observe(self._monster_chosen, names="value")
        self.cards = _classed(w.ToggleButtons(options=[("1 card", 1), ("2 cards", 2), ("3 cards", 3)],
                                              value=2, description="Reveal"), "tc-fall-cards")
        self.bonus = _classed(w.IntSlider(value=0, min=0, max=ANUTH_BONUS + ANUTH_RELIC_BONUS + 2,
                                          description="Bonus SP", continuous_update=False), "tc-fall-bonus")
        self.lone_survivor = _classed(w.Checkbox(value=False, description="The Lone Survivor (III, II, I)",
                                                 indent=False), "tc-fall-lone-survivor")
        self.removed: dict[tuple[str, int], w.BoundedIntText] = {}
        deck_boxes = []
        for era in FALL_ERAS:
            pickers = []
            for value, copies in self.full_decks[era].items():
                picker = w.BoundedIntText(value=0, min=0, max=copies, description=f"{value}s out (of {copies})",
                                          layout=w.Layout(width="190px"),
                                          style={"description_width": "110px"})
                _classed(picker, f"tc-fall-removed-{era}-{value}")
                self.removed[(era, value)] = picker
                pickers.append(picker)
            deck_boxes.append(w.VBox([style.heading(f"Era {era} deck", 3), *pickers]))
        self.message = _message("tc-fall-message")
        self.exceed = _classed(w.HTML(), "tc-fall-exceed")
        self.policy = _classed(w.HTML(), "tc-fall-policy")
        self.table = _classed(w.HTML(), "tc-fall-table")
        self.view = OddsView(_placeholder(), success=None, title="")
        self.view.answer.add_class("tc-fall-answer")
        source = style.note(f"Deck contents: the Command Points table, source: {COMMAND_CARD_SOURCE}. "
                            "Enter the cards known to be out of each deck (revealed earlier, discarded).")
        rules = style.note("Rulebook, Attack Enemies / Attack a Monster: one card per Era deck; "
                           "enough Strength Points defeat the target, more than enough earn the "
                           "Eradication Bonus. Anuth adds 2 (her Relic 2 more).")
        self.widget = w.VBox([
            style.heading("Mysthea: The Fall — Attack with Command Cards", 2), rules, source,
            style.row(self.monster, self.need, self.bonus), style.row(self.cards, self.lone_survivor),
            style.row(*deck_boxes), self.message, self.view, self.exceed, self.policy, self.table,
        ])
        self.widget.add_class("tc-fall-attack")
        for control in (self.need, self.cards, self.bonus, self.lone_survivor, *self.removed.values()):
            control.observe(self._update, names="value")
        self._update()

    def _monster_chosen(self, change: dict) -> None:
        # Rulebook "Attack a Monster": defeat it with at least its Strength.
        if change["new"] is not None:
            self.need.value = next(m.fall_strength for m in FALL_MONSTERS if m.name == change["new"])

    def decks(self) -> list[Deck]:
        """The Era decks in reveal order, without the cards entered as out of them."""
        order = LONE_SURVIVOR_ORDER if self.lone_survivor.value else ERA_ORDER
        decks = []
        for era in order:
            out = {value: self.removed[(era, value)].value for value in self.full_decks[era]}
            decks.append(Deck(self.full_decks[era]).without(out))
        return decks

    def _update(self, _change: object = None) -> None:
        decks = self.decks()
        k = self.cards.value
        empty = [era for era, d in zip(LONE_SURVIVOR_ORDER if self.lone_survivor.value else ERA_ORDER, decks)
                 if d.size == 0][:1]
        if empty:
            _show_error(self.message, f"The Era {empty[0]} deck has no card left: the rulebook has its "
                                      "discards shuffled into a new deck, so lower the cards marked out.",
                        self.view)
            return
        _clear_error(self.message)
        odds = attack_odds(decks, self.need.value, bonus=self.bonus.value)
        need = self.need.value
        self.view.update(odds.totals[k - 1], success=lambda total: total >= need,
                         title=f"Strength Points after {k} card{'s' if k > 1 else ''}"
                               f"{' (bonus ' + str(self.bonus.value) + ')' if self.bonus.value else ''}",
                         success_label=f"Defeat (≥ {need}) with {k} card{'s' if k > 1 else ''}")
        self.exceed.value = (f"<b>Eradication Bonus (more than {need}) with {k} card{'s' if k > 1 else ''}: "
                             f"{percent_and_fraction(odds.exceed[k])}</b>")
        self.policy.value = (f"Revealing only while short and still able to reach {need}: defeat "
                             f"{percent_and_fraction(odds.policy_success)}, on average "
                             f"{float(odds.policy_expected_cards):.2f} cards "
                             f"({odds.policy_expected_cards.numerator}/{odds.policy_expected_cards.denominator}).")
        rows = "".join(f"<tr><td>{j}</td><td>{percent_and_fraction(odds.reach[j])}</td>"
                       f"<td>{percent_and_fraction(odds.exceed[j])}</td></tr>" for j in odds.reach)
        self.table.value = ("<table><tr><th>cards</th><th>defeat</th><th>Eradication Bonus</th></tr>"
                            f"{rows}</table>")


def _placeholder():
    from companion.odds import Dist

    return Dist.constant(0)


# --- From the Other Side --------------------------------------------------------------

# EXAMPLE faces: the real Hero and Creature dice are not public; players type their own.
EXAMPLE_HERO_FACES = "1, 2, 3, 4, 5, 6"
EXAMPLE_CREATURE_FACES = "0, 1, 1w, 2, 2w, 3"

_FACE = re.compile(r"^(-?\d+)\s*(w|wound|\+w|\+wound)?$", re.IGNORECASE)


def parse_faces(text: str, name: str) -> Die:
    """A Die from '1, 2, 2w, 3': whole numbers, a trailing w marking the Wound symbol."""
    tokens = [t.strip() for t in re.split(r"[,;]|\s{2,}", text) if t.strip()]
    if not tokens:
        raise ValueError(f"{name}: enter the die's faces, e.g. 1, 2, 2w, 3")
    faces = []
    for token in tokens:
        m = _FACE.match(token)
        if not m:
            raise ValueError(f"{name}: {token!r} is not a face; write a whole number, with w for a Wound symbol")
        faces.append(Face(int(m.group(1)), bool(m.group(2))))
    return Die(faces)


class OtherSideFightCalculator:
    """From the Other Side's fight: fixed totals, the two dice as entered, the Fury and Artifact switches."""

    def __init__(self) -> None:
        self.heroes = _classed(w.IntSlider(value=6, min=0, max=30, description="Heroes",
                                           continuous_update=False), "tc-os-heroes")
        self.creature = _classed(w.IntSlider(value=8, min=0, max=30, description="Creature",
                                             continuous_update=False), "tc-os-creature")
        self.hero_faces = _classed(w.Text(value=EXAMPLE_HERO_FACES, description="Hero die",
                                          continuous_update=False), "tc-os-hero-faces")
        self.creature_faces = _classed(w.Text(value=EXAMPLE_CREATURE_FACES, description="Creature die",
                                              continuous_update=False), "tc-os-creature-faces")
        self.heroic_fury = _classed(w.Checkbox(description="Heroic Fury (double the Hero die)", indent=False),
                                    "tc-os-heroic-fury")
        self.bestial_fury = _classed(w.Checkbox(description="Bestial Fury / penalty (double the Creature die)",
                                                indent=False), "tc-os-bestial-fury")
        self.inhibition = _classed(w.Checkbox(description="Inhibition (Creature die not rolled)", indent=False),
                                   "tc-os-inhibition")
        self.creature_wound = _classed(w.Checkbox(description="Creature shows a Wound icon", indent=False),
                                       "tc-os-creature-wound")
        self.artifact = _classed(w.Checkbox(description="An Artifact is used", indent=False), "tc-os-artifact")
        self.breakage = _classed(w.IntSlider(value=5, min=0, max=12, description="Breakage",
                                             continuous_update=False), "tc-os-breakage")
        self.fury_breaks = _classed(w.Checkbox(description="Heroic Fury counts for Breakage (ruling setting)",
                                               indent=False), "tc-os-fury-breaks")
        self.impact_force = _classed(w.Checkbox(description="Creature has Impact Force", indent=False),
                                     "tc-os-impact-force")
        self.message = _message("tc-os-message")
        self.wounds = _classed(w.HTML(), "tc-os-wounds")
        self.breaks = _classed(w.HTML(), "tc-os-break")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-os-answer")
        banner = _classed(w.HTML("<span>EXAMPLE dice faces: the real dice are not public. Type your own "
                                 "dice's faces, a w after a number for the Wound symbol.</span>"),
                          "tc-example-banner")
        rules = style.note("Rulebook, Phase 4: Battle and Outcome: the Heroes win when their value is at "
                           "least the Creature's (a tie wins); a lost fight costs 1 Wound, each Wound icon "
                           "(die face or Creature) 1 more, won or lost.")
        self.widget = w.VBox([
            style.heading("From the Other Side — one fight", 2), rules, banner,
            style.row(self.heroes, self.creature), style.row(self.hero_faces, self.creature_faces),
            style.row(self.heroic_fury, self.bestial_fury, self.inhibition, self.creature_wound),
            style.row(self.artifact, self.breakage, self.fury_breaks, self.impact_force),
            style.note("Ruling: the rulebook does not say whether Heroic Fury's doubling counts against "
                       "an Artifact's Breakage Value; by default the number the Hero die shows decides "
                       "(tick the setting for the other reading). Wounds are the fight's total, before "
                       "any Shield."),
            self.message, self.view, self.wounds, self.breaks,
        ])
        self.widget.add_class("tc-other-side-fight")
        for control in (self.heroes, self.creature, self.hero_faces, self.creature_faces, self.heroic_fury,
                        self.bestial_fury, self.inhibition, self.creature_wound, self.artifact,
                        self.breakage, self.fury_breaks, self.impact_force):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        try:
            hero_die = parse_faces(self.hero_faces.value, "Hero die")
            creature_die = parse_faces(self.creature_faces.value, "Creature die")
        except ValueError as err:
            _show_error(self.message, str(err), self.view)
            return
        _clear_error(self.message)
        odds = fight_odds(
            self.heroes.value, self.creature.value, hero_die=hero_die, creature_die=creature_die,
            hero_doubled=self.heroic_fury.value, creature_doubled=self.bestial_fury.value,
            creature_rolled=not self.inhibition.value, creature_wound=self.creature_wound.value,
            breakage=self.breakage.value if self.artifact.value else None,
            breakage_counts_fury=self.fury_breaks.value, impact_force=self.impact_force.value,
        )
        self.view.update(odds.margin, success=lambda m: m >= 0,
                         title="Heroes' value minus the Creature's",
                         success_label="Heroes win (margin ≥ 0, a tie wins)")
        self.wounds.value = ("<b>Wounds:</b> " + ", ".join(
            f"{n}: {percent_and_fraction(p)}" for n, p in odds.wounds.items())
            + f"; on average {float(odds.wounds.mean()):.2f}")
        self.breaks.value = ("" if odds.p_break is None else
                             f"<b>The Artifact breaks: {percent_and_fraction(odds.p_break)}</b>")


# --- Mythicals ------------------------------------------------------------------------

# README "Mythicals": 48 Creature cards, 2 dealt to each of 2 players, plus the Day card.
MYTHICALS_FIRST_DECK = 48 - 2 * 2 + 1


class MythicalsCalculator:
    """Mythicals: when the Day card comes, and the chance to see a wanted card before it."""

    def __init__(self) -> None:
        self.deck = _classed(w.IntSlider(value=MYTHICALS_FIRST_DECK, min=1, max=MYTHICALS_FIRST_DECK,
                                         description="Cards left", continuous_update=False), "tc-myth-deck")
        self.reveals = _classed(w.IntSlider(value=1, min=1, max=15, description="Reveals",
                                            continuous_update=False), "tc-myth-reveals")
        self.copies = _classed(w.IntSlider(value=2, min=0, max=8, description="Wanted copies",
                                           continuous_update=False), "tc-myth-copies")
        self.day_next = _classed(w.HTML(), "tc-myth-day-next")
        self.draw_answer = _classed(w.HTML(), "tc-myth-draw-answer")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-myth-day-answer")
        rules = style.note("Rulebook, setup: the Day card is shuffled with 8 cards under the deck; each "
                           f"reveal turns up {REVEAL_SIZE} cards, and the reveal with the Day card ends "
                           "the game. 'Cards left' counts the deck, the Day card included "
                           f"({MYTHICALS_FIRST_DECK} at the first reveal).")
        self.widget = w.VBox([
            style.heading("Mythicals — the Day card and the draw", 2), rules,
            style.row(self.deck, self.reveals, self.copies), self.day_next, self.view, self.draw_answer,
        ])
        self.widget.add_class("tc-mythicals")
        for control in (self.deck, self.reveals, self.copies):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        size = self.deck.value
        if self.copies.value > size - 1:
            self.copies.value = size - 1   # re-enters _update through observe
            return
        r = self.reveals.value
        self.day_next.value = f"<b>The next reveal shows the Day card: {percent_and_fraction(p_day_next_reveal(size))}</b>"
        self.view.update(reveals_until_day(size), success=lambda k: k <= r,
                         title="Reveals from the deck until the one with the Day card",
                         success_label=f"Day card within {r} reveal{'s' if r > 1 else ''}")
        p = p_within_reveals(self.copies.value, size, r)
        self.draw_answer.value = (f"<b>At least one of {self.copies.value} wanted card"
                                  f"{'s' if self.copies.value != 1 else ''} shows within {r} "
                                  f"reveal{'s' if r > 1 else ''}: {percent_and_fraction(p)}</b>")


# --- Mysthea: The Fall, Primal Shards -------------------------------------------------

class FallShardCalculator:
    """The Fall's Investigate the Colossus: the next Primal Shard's value against the pairs you can pay."""

    def __init__(self) -> None:
        self.difficulty = _classed(w.Dropdown(options=[("Easy", "easy"), ("Normal", "normal"),
                                                       ("Difficult (enter the shards)", "difficult")],
                                              value="normal", description="Difficulty"), "tc-shard-difficulty")
        self.face_down: dict[int, w.BoundedIntText] = {
            v: _classed(w.BoundedIntText(value=0, min=0, max=PRIMAL_SHARDS_PER_GAME.value,
                                         description=f"{v}-point shards", layout=w.Layout(width="200px"),
                                         style={"description_width": "110px"}), f"tc-shard-face-down-{v}")
            for v in PRIMAL_SHARD_VALUES.value
        }
        self.pairs = _classed(w.IntSlider(value=2, min=0, max=max(PRIMAL_SHARD_VALUES.value),
                                          description="Pairs you pay", continuous_update=False), "tc-shard-pairs")
        self.message = _message("tc-shard-message")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-shard-answer")
        rules = style.note("Rulebook, Investigate the Colossus: the shard's value is the number of pairs of "
                           "two different Qoam to pay; Getting Ready step 5 gives the 10 shards of each "
                           "difficulty (the Difficult row is empty in the text: enter it). Set the shards "
                           "still face down where you draw from.")
        self.widget = w.VBox([
            style.heading("Mysthea: The Fall — Primal Shards", 2), rules,
            style.row(self.difficulty, self.pairs), style.row(*self.face_down.values()),
            self.message, self.view,
        ])
        self.widget.add_class("tc-fall-shards")
        self.difficulty.observe(self._difficulty_chosen, names="value")
        for control in (self.pairs, *self.face_down.values()):
            control.observe(self._update, names="value")
        self._difficulty_chosen({"new": self.difficulty.value})

    def _difficulty_chosen(self, change: dict) -> None:
        bag = PRIMAL_SHARD_BAGS[change["new"]].value
        if bag is not None:
            for v, picker in self.face_down.items():
                picker.value = bag.get(v, 0)
        self._update()

    def _update(self, _change: object = None) -> None:
        pool = {v: picker.value for v, picker in self.face_down.items()}
        try:
            shard = next_shard(pool)
        except ValueError as err:
            _show_error(self.message, str(err), self.view)
            return
        _clear_error(self.message)
        pairs = self.pairs.value
        self.view.update(shard, success=lambda value: value <= pairs, title="The next Primal Shard's value",
                         success_label=f"Paid with {pairs} pair{'s' if pairs != 1 else ''}")


# --- Mysthea: The Fall, the Night ----------------------------------------------------

class FallNightCalculator:
    """The Fall's Night: the Event cards revealed this cycle, the next event, a Colossus Card within n Nights."""

    def __init__(self) -> None:
        self.revealed: dict[str, w.BoundedIntText] = {
            card: _classed(w.BoundedIntText(value=0, min=0, max=count, description=f"{card} (of {count})",
                                            layout=w.Layout(width="230px"), style={"description_width": "150px"}),
                           "tc-night-revealed-" + card.lower().replace(" ", "-"))
            for card, count in EVENT_DECK.items()
        }
        self.nights = _classed(w.IntSlider(value=1, min=1, max=8, description="Nights",
                                           continuous_update=False), "tc-night-nights")
        self.message = _message("tc-night-message")
        self.next_event = _classed(w.HTML(), "tc-night-next")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-night-answer")
        rules = style.note(f"Rulebook, Night Phase (deck: {EVENT_DECK_SOURCE}): enter the Event Cards revealed "
                           "since the deck was last reshuffled, the setup reveals included.")
        self.widget = w.VBox([
            style.heading("Mysthea: The Fall — the Night", 2), rules, self.nights,
            style.row(*self.revealed.values()), self.message, self.next_event, self.view,
        ])
        self.widget.add_class("tc-fall-night")
        for control in (self.nights, *self.revealed.values()):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        seen = [card for card, picker in self.revealed.items() for _ in range(picker.value)]
        try:
            left = night_deck_left(seen)
            kinds = next_night_event(left)
            colossi = night_events_within(left, self.nights.value)
        except ValueError as err:
            _show_error(self.message, str(err), self.view)
            self.next_event.value = ""
            return
        _clear_error(self.message)
        self.next_event.value = ("<b>Next Night:</b> " + "; ".join(
            f"{html.escape(str(event))}: {percent_and_fraction(p)}" for event, p in kinds.items()))
        n = self.nights.value
        self.view.update(colossi, success=lambda hits: hits >= 1,
                         title=f"Colossus Cards in the next {n} Night{'s' if n > 1 else ''}",
                         success_label=f"A Colossus Card within {n} Night{'s' if n > 1 else ''}")


# --- Maliath --------------------------------------------------------------------------

class MaliathBattleCalculator:
    """Maliath's Battle card: the Strength it adds, solo or picked by the 2-player Arbiter."""

    def __init__(self) -> None:
        self.revealed: dict[int, w.Checkbox] = {
            i: _classed(w.Checkbox(value=False, description=f"{card.name} revealed", indent=False),
                        f"tc-maliath-revealed-{i}")
            for i, card in enumerate(BATTLE_CARDS)
        }
        self.mode = _classed(w.ToggleButtons(options=[("Solo", "solo"), ("Arbiter weakens", "weaken"),
                                                      ("Arbiter strengthens", "strengthen")],
                                             value="solo", description="Battle"), "tc-maliath-mode")
        self.at_most = _classed(w.IntSlider(value=1, min=0, max=max(c.strength for c in BATTLE_CARDS),
                                            description="At most", continuous_update=False), "tc-maliath-at-most")
        self.message = _message("tc-maliath-message")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-maliath-answer")
        rules = style.note(f"Battle cards: {BATTLE_CARDS_SOURCE}. Tick the cards revealed since her Battle "
                           "deck was last shuffled. Two players: the Arbiter draws two and keeps one.")
        self.widget = w.VBox([
            style.heading("Maliath — her next Battle card", 2), rules,
            style.row(self.mode, self.at_most), style.row(*self.revealed.values()), self.message, self.view,
        ])
        self.widget.add_class("tc-maliath")
        for control in (self.mode, self.at_most, *self.revealed.values()):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        try:
            left = battle_deck_left([BATTLE_CARDS[i].name for i, box in self.revealed.items() if box.value])
            strength = (next_battle_strength(left) if self.mode.value == "solo"
                        else arbiter_battle_strength(left, aim=self.mode.value))
        except ValueError as err:
            _show_error(self.message, str(err), self.view)
            return
        _clear_error(self.message)
        cap = self.at_most.value
        self.view.update(strength, success=lambda s: s <= cap, title="Strength her Battle card adds",
                         success_label=f"She adds at most {cap}")


# --- Dragon Eclipse: Mystling Academy -------------------------------------------------

class MystlingSlotCalculator:
    """Mystling Academy: the chance a card reaches a Card Slot within the next draws."""

    def __init__(self) -> None:
        self.deck = _classed(w.IntSlider(value=12, min=1, max=40, description="Cards left",
                                         continuous_update=False), "tc-mystling-deck")
        self.copies = _classed(w.IntSlider(value=1, min=1, max=4, description="Copies in it",
                                           continuous_update=False), "tc-mystling-copies")
        self.draws = _classed(w.IntSlider(value=3, min=1, max=40, description="Draws",
                                          continuous_update=False), "tc-mystling-draws")
        self.view = OddsView(_placeholder(), success=None)
        self.view.answer.add_class("tc-mystling-answer")
        rules = style.note("Rulebook, Turn Structure step 4: a card can only be played from a Card Slot, and "
                           "only a draw brings it there; so it reaches a slot within n draws when it is among "
                           "the next n cards of the deck (draws past the deck need the reshuffled discards).")
        self.widget = w.VBox([
            style.heading("Mystling Academy — a card into a slot", 2), rules,
            style.row(self.deck, self.copies, self.draws), self.view,
        ])
        self.widget.add_class("tc-mystling")
        for control in (self.deck, self.copies, self.draws):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        size = self.deck.value
        if self.copies.value > size:
            self.copies.value = size        # re-enters _update through observe
            return
        if self.draws.value > size:
            self.draws.value = size
            return
        deck = {"wanted": self.copies.value, "other": size - self.copies.value}
        n = self.draws.value
        self.view.update(first_slotting_draw("wanted", deck), success=lambda k: k <= n,
                         title="The draw that first brings a copy into a slot",
                         success_label=f"In a slot within {n} draw{'s' if n > 1 else ''}")


# --- the lab --------------------------------------------------------------------------

def fall_attack_calculator() -> FallAttackCalculator:
    """The Fall's Attack calculator."""
    return FallAttackCalculator()


def other_side_fight_calculator() -> OtherSideFightCalculator:
    """From the Other Side's fight calculator."""
    return OtherSideFightCalculator()


def mythicals_calculator() -> MythicalsCalculator:
    """Mythicals' Day card and draw calculator."""
    return MythicalsCalculator()


def fall_shard_calculator() -> FallShardCalculator:
    """The Fall's Primal Shard calculator (odds from companion.games.fall.shards)."""
    return FallShardCalculator()


def fall_night_calculator() -> FallNightCalculator:
    """The Fall's Night calculator (odds from companion.games.fall.night)."""
    return FallNightCalculator()


def maliath_calculator() -> MaliathBattleCalculator:
    """Maliath's Battle card calculator (odds from companion.games.maliath.odds)."""
    return MaliathBattleCalculator()


def mystling_calculator() -> MystlingSlotCalculator:
    """Mystling Academy's card-to-slot calculator (odds from companion.games.mystling.odds)."""
    return MystlingSlotCalculator()


# The lab shows these in order. A new calculator joins the same way: a class with
# `.widget` whose inputs are observed on `value`, a builder function, one line here.
CALCULATORS: list[tuple[str, Callable[[], Calculator]]] = [
    ("Mysthea: The Fall — Attack", fall_attack_calculator),
    ("From the Other Side — fight", other_side_fight_calculator),
    ("Mythicals — Day card and draw", mythicals_calculator),
    ("Mysthea: The Fall — Primal Shards", fall_shard_calculator),
    ("Mysthea: The Fall — the Night", fall_night_calculator),
    ("Maliath — Battle card", maliath_calculator),
    ("Mystling Academy — card into a slot", mystling_calculator),
]


class OddsLab:
    """The whole lab: every calculator of CALCULATORS, one under the other, on one themed page."""

    def __init__(self) -> None:
        self.calculators = [build() for _, build in CALCULATORS]
        (self.fall, self.other_side, self.mythicals, self.shards, self.night, self.maliath,
         self.mystling) = self.calculators[:7]
        self.widget = style.page(*[c.widget for c in self.calculators], title="Odds lab")
        self.widget.add_class("tc-odds-lab")


def odds_lab() -> OddsLab:
    """Build the odds lab; display `odds_lab().widget`."""
    return OddsLab()


def exact(p: Fraction) -> str:
    """The exact fraction as text, e.g. '5/8' (what the notebook prints)."""
    return f"{p.numerator}/{p.denominator}"
