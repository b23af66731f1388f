"""The odds lab's Mysthea: The Fall calculators: the Attack, the Primal Shards and the Night."""

from __future__ import annotations

import html

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
from companion.games.fall.phases.night_odds import next_night_event, night_deck_left, night_events_within
from companion.games.fall.odds import (
    ANUTH_BONUS,
    ANUTH_RELIC_BONUS,
    LONE_SURVIVOR_ORDER,
    ERA_ORDER,
    attack_odds,
)
from companion.games.fall.phases.shards import next_shard
from companion.odds import Deck
from widgets.kit import style
from widgets.lab.common import classed, clear_error, message, placeholder, plain, read_whole, show_error, whole_box
from widgets.kit.odds_view import OddsView, percent_and_fraction

__all__ = ["FallAttackCalculator", "FallNightCalculator", "FallShardCalculator"]


class FallAttackCalculator:
    """The Fall's Attack: Era decks from the Command Points table, seen cards removed, need, bonus."""

    def __init__(self) -> None:
        self.full_decks = {era: era_deck_counts(era) for era in FALL_ERAS}
        self.need = classed(w.IntSlider(value=5, min=1, max=15, description="Need (SP)",
                                         continuous_update=False), "tc-fall-need")
        self.monster = classed(w.Dropdown(
            options=[("— set the need by hand —", None)]
            + [(f"{m.name} (Strength {m.fall_strength})", m.name) for m in FALL_MONSTERS],
            value=None, description="Monster"), "tc-fall-monster")
        self.monster.observe(self._monster_chosen, names="value")
        self.cards = classed(w.ToggleButtons(options=[("1 card", 1), ("2 cards", 2), ("3 cards", 3)],
                                              value=2, description="Reveal"), "tc-fall-cards")
        self.bonus = classed(w.IntSlider(value=0, min=0, max=ANUTH_BONUS + ANUTH_RELIC_BONUS + 2,
                                          description="Bonus SP", continuous_update=False), "tc-fall-bonus")
        self.lone_survivor = classed(w.Checkbox(value=False, description="The Lone Survivor (III, II, I)",
                                                 indent=False), "tc-fall-lone-survivor")
        self.removed: dict[tuple[str, int], w.Text] = {}
        deck_boxes = []
        for era in FALL_ERAS:
            pickers = []
            for value, copies in self.full_decks[era].items():
                picker = whole_box(0, f"{value}s out (of {copies})", f"tc-fall-removed-{era}-{value}",
                                   width="190px")
                self.removed[(era, value)] = picker
                pickers.append(picker)
            deck_boxes.append(w.VBox([style.heading(f"Era {era} deck", 3), *pickers]))
        self.message = message("tc-fall-message")
        self.exceed = classed(w.HTML(), "tc-fall-exceed")
        self.policy = classed(w.HTML(), "tc-fall-policy")
        self.table = classed(w.HTML(), "tc-fall-table")
        self.view = OddsView(placeholder(), success=None, title="")
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
            out = {value: read_whole(self.removed[(era, value)], f"Era {era}, {value}s out", low=0, high=copies)
                   for value, copies in self.full_decks[era].items()}
            decks.append(Deck(self.full_decks[era]).without(out))
        return decks

    def _update(self, _change: object = None) -> None:
        try:
            decks = self.decks()
        except ValueError as err:
            show_error(self.message, str(err), self.view)
            self.exceed.value = self.policy.value = self.table.value = ""
            return
        k = self.cards.value
        empty = [era for era, d in zip(LONE_SURVIVOR_ORDER if self.lone_survivor.value else ERA_ORDER, decks)
                 if d.size == 0][:1]
        if empty:
            show_error(self.message, f"The Era {empty[0]} deck has no card left: the rulebook has its "
                                      "discards shuffled into a new deck, so lower the cards marked out.",
                        self.view)
            self.exceed.value = self.policy.value = self.table.value = ""
            return
        clear_error(self.message, self.view)
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


class FallShardCalculator:
    """The Fall's Investigate the Colossus: the next Primal Shard's value against the pairs you can pay."""

    def __init__(self) -> None:
        self.difficulty = classed(w.Dropdown(options=[("Easy", "easy"), ("Normal", "normal"),
                                                       ("Difficult (enter the shards)", "difficult")],
                                              value="normal", description="Difficulty"), "tc-shard-difficulty")
        self.face_down: dict[int, w.Text] = {
            v: whole_box(0, f"{v}-point shards", f"tc-shard-face-down-{v}") for v in PRIMAL_SHARD_VALUES.value
        }
        self.pairs = classed(w.IntSlider(value=2, min=0, max=max(PRIMAL_SHARD_VALUES.value),
                                          description="Pairs you pay", continuous_update=False), "tc-shard-pairs")
        self.message = message("tc-shard-message")
        self.view = OddsView(placeholder(), success=None)
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
                picker.value = str(bag.get(v, 0))
        self._update()

    def _update(self, _change: object = None) -> None:
        try:
            pool = {v: read_whole(picker, f"{v}-point shards", low=0, high=PRIMAL_SHARDS_PER_GAME.value)
                    for v, picker in self.face_down.items()}
        except ValueError as err:
            show_error(self.message, str(err), self.view)
            return
        if not any(pool.values()):
            show_error(self.message, "No shard is face down: enter how many shards of each value are still "
                                     "face down where you draw from.", self.view)
            return
        try:
            shard = next_shard(pool)
        except ValueError as err:
            show_error(self.message, plain(str(err)), self.view)
            return
        clear_error(self.message, self.view)
        pairs = self.pairs.value
        self.view.update(shard, success=lambda value: value <= pairs, title="The next Primal Shard's value",
                         success_label=f"Paid with {pairs} pair{'s' if pairs != 1 else ''}")


class FallNightCalculator:
    """The Fall's Night: the Event cards revealed this cycle, the next event, a Colossus Card within n Nights."""

    def __init__(self) -> None:
        self.revealed: dict[str, w.Text] = {
            card: whole_box(0, f"{card} (of {count})", "tc-night-revealed-" + card.lower().replace(" ", "-"),
                            width="230px", label_width="150px")
            for card, count in EVENT_DECK.items()
        }
        self.nights = classed(w.IntSlider(value=1, min=1, max=8, description="Nights",
                                           continuous_update=False), "tc-night-nights")
        self.message = message("tc-night-message")
        self.next_event = classed(w.HTML(), "tc-night-next")
        self.view = OddsView(placeholder(), success=None)
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
        try:
            seen = [card for card, picker in self.revealed.items()
                    for _ in range(read_whole(picker, f"{card} revealed", low=0, high=EVENT_DECK[card]))]
            left = night_deck_left(seen)
            kinds = next_night_event(left)
            colossi = night_events_within(left, self.nights.value)
        except ValueError as err:
            show_error(self.message, plain(str(err)), self.view)
            self.next_event.value = ""
            return
        clear_error(self.message, self.view)
        self.next_event.value = ("<b>Next Night:</b> " + "; ".join(
            f"{html.escape(str(event))}: {percent_and_fraction(p)}" for event, p in kinds.items()))
        n = self.nights.value
        self.view.update(colossi, success=lambda hits: hits >= 1,
                         title=f"Colossus Cards in the next {n} Night{'s' if n > 1 else ''}",
                         success_label=f"A Colossus Card within {n} Night{'s' if n > 1 else ''}")
