"""The odds lab's card-deck calculators: Mythicals' Day card, Maliath's Battle card, Mystling's slots."""

from __future__ import annotations

import ipywidgets as w

from companion.games.maliath.data import BATTLE_CARDS, BATTLE_CARDS_SOURCE
from companion.games.maliath.odds import arbiter_battle_strength, battle_deck_left, next_battle_strength
from companion.games.mystling.odds import first_slotting_draw
from companion.games.mythicals.odds import (
    DECK_SIZES,
    REVEAL_SIZE,
    check_deck_left,
    p_day_next_reveal,
    p_within_reveals,
    reveals_until_day,
)
from widgets.kit import style
from widgets.lab.common import classed, clear_error, message, placeholder, plain, show_error
from widgets.kit.odds_view import OddsView, percent_and_fraction

__all__ = ["MYTHICALS_FIRST_DECK", "MaliathBattleCalculator", "MystlingSlotCalculator", "MythicalsCalculator"]

# README "Mythicals": 48 Creature cards, 2 dealt to each of 2 players, plus the Day card.
MYTHICALS_FIRST_DECK = 48 - 2 * 2 + 1


class MythicalsCalculator:
    """Mythicals: when the Day card comes, and the chance to see a wanted card before it."""

    def __init__(self) -> None:
        # Only the sizes a deck can have before a reveal: the first deck, less whole reveals.
        self.deck = classed(w.IntSlider(value=max(DECK_SIZES), min=min(DECK_SIZES), max=max(DECK_SIZES),
                                         step=REVEAL_SIZE, description="Cards left", continuous_update=False),
                            "tc-myth-deck")
        self.reveals = classed(w.IntSlider(value=1, min=1, max=15, description="Reveals",
                                            continuous_update=False), "tc-myth-reveals")
        self.copies = classed(w.IntSlider(value=2, min=0, max=8, description="Wanted copies",
                                           continuous_update=False), "tc-myth-copies")
        self.day_next = classed(w.HTML(), "tc-myth-day-next")
        self.draw_answer = classed(w.HTML(), "tc-myth-draw-answer")
        self.message = message("tc-myth-message")
        self.view = OddsView(placeholder(), success=None)
        self.view.answer.add_class("tc-myth-day-answer")
        rules = style.note("Rulebook, setup: the Day card is shuffled with 8 cards under the deck; each "
                           f"reveal turns up {REVEAL_SIZE} cards, and the reveal with the Day card ends "
                           "the game. 'Cards left' counts the deck, the Day card included "
                           f"({MYTHICALS_FIRST_DECK} at the first reveal).")
        self.widget = w.VBox([
            style.heading("Mythicals — the Day card and the draw", 2), rules,
            style.row(self.deck, self.reveals, self.copies), self.message, self.day_next, self.view,
            self.draw_answer,
        ])
        self.widget.add_class("tc-mythicals")
        for control in (self.deck, self.reveals, self.copies):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        size, copies = self.deck.value, self.copies.value
        try:
            check_deck_left(size)
            if copies > size - 1:
                raise ValueError(f"With {size} cards left, the Day card one of them, at most {size - 1} wanted "
                                 f"cards can still be in the deck, not {copies}: lower the wanted copies")
        except ValueError as err:
            show_error(self.message, str(err), self.view)   # the other inputs stay as the player set them
            self.day_next.value = self.draw_answer.value = ""
            return
        clear_error(self.message, self.view)
        r = self.reveals.value
        self.day_next.value = f"<b>The next reveal shows the Day card: {percent_and_fraction(p_day_next_reveal(size))}</b>"
        self.view.update(reveals_until_day(size), success=lambda k: k <= r,
                         title="Reveals from the deck until the one with the Day card",
                         success_label=f"Day card within {r} reveal{'s' if r > 1 else ''}")
        p = p_within_reveals(self.copies.value, size, r)
        self.draw_answer.value = (f"<b>At least one of {self.copies.value} wanted card"
                                  f"{'s' if self.copies.value != 1 else ''} shows within {r} "
                                  f"reveal{'s' if r > 1 else ''}: {percent_and_fraction(p)}</b>")


# --- Maliath --------------------------------------------------------------------------

class MaliathBattleCalculator:
    """Maliath's Battle card: the Strength it adds, solo or picked by the 2-player Arbiter."""

    def __init__(self) -> None:
        self.revealed: dict[int, w.Checkbox] = {
            i: classed(w.Checkbox(value=False, description=f"{card.name} revealed", indent=False),
                        f"tc-maliath-revealed-{i}")
            for i, card in enumerate(BATTLE_CARDS)
        }
        self.mode = classed(w.ToggleButtons(options=[("Solo", "solo"), ("Arbiter weakens", "weaken"),
                                                      ("Arbiter strengthens", "strengthen")],
                                             value="solo", description="Battle"), "tc-maliath-mode")
        self.at_most = classed(w.IntSlider(value=1, min=0, max=max(c.strength for c in BATTLE_CARDS),
                                            description="At most", continuous_update=False), "tc-maliath-at-most")
        self.message = message("tc-maliath-message")
        self.view = OddsView(placeholder(), success=None)
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
            show_error(self.message, plain(str(err)), self.view)
            return
        clear_error(self.message, self.view)
        cap = self.at_most.value
        self.view.update(strength, success=lambda s: s <= cap, title="Strength her Battle card adds",
                         success_label=f"She adds at most {cap}")


# --- Dragon Eclipse: Mystling Academy -------------------------------------------------

class MystlingSlotCalculator:
    """Mystling Academy: the chance a card reaches a Card Slot within the next draws."""

    def __init__(self) -> None:
        self.deck = classed(w.IntSlider(value=12, min=1, max=40, description="Cards left",
                                         continuous_update=False), "tc-mystling-deck")
        self.copies = classed(w.IntSlider(value=1, min=1, max=4, description="Copies in it",
                                           continuous_update=False), "tc-mystling-copies")
        self.draws = classed(w.IntSlider(value=3, min=1, max=40, description="Draws",
                                          continuous_update=False), "tc-mystling-draws")
        self.message = message("tc-mystling-message")
        self.view = OddsView(placeholder(), success=None)
        self.view.answer.add_class("tc-mystling-answer")
        rules = style.note("Rulebook, Turn Structure step 4: a card can only be played from a Card Slot, and "
                           "only a draw brings it there; so it reaches a slot within n draws when it is among "
                           "the next n cards of the deck (draws past the deck need the reshuffled discards).")
        self.widget = w.VBox([
            style.heading("Mystling Academy — a card into a slot", 2), rules,
            style.row(self.deck, self.copies, self.draws), self.message, self.view,
        ])
        self.widget.add_class("tc-mystling")
        for control in (self.deck, self.copies, self.draws):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        size = self.deck.value
        problem = ""
        if self.copies.value > size:
            problem = (f"The deck holds {size} card{'s' if size != 1 else ''}, so it cannot hold "
                       f"{self.copies.value} copies: lower the copies or raise the cards left")
        elif self.draws.value > size:
            problem = (f"{self.draws.value} draws go past the {size} cards left; the reshuffled discard pile "
                       "is not known here: lower the draws or raise the cards left")
        if problem:
            show_error(self.message, problem, self.view)   # the other inputs stay as the player set them
            return
        clear_error(self.message, self.view)
        deck = {"wanted": self.copies.value, "other": size - self.copies.value}
        n = self.draws.value
        self.view.update(first_slotting_draw("wanted", deck), success=lambda k: k <= n,
                         title="The draw that first brings a copy into a slot",
                         success_label=f"In a slot within {n} draw{'s' if n > 1 else ''}")
