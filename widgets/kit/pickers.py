"""CardPicker and DiePicker: the players report the card drawn or the face rolled."""

from __future__ import annotations

import functools
import html
import re
from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence

import ipywidgets as w
import traitlets

from companion.errors import RuleError
from companion.validate import count, is_whole
from widgets.kit import theme
from widgets.kit.prompt import MessageBar
from widgets.kit.style import colour_button

Card = Hashable  # (value, colour) or a bare value


def slug(text: object) -> str:
    """A css-class-safe form of a value: lower case, runs of other characters become '-'."""
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-") or "x"


def split_card(card: Card) -> tuple[Any, str | None]:
    """A card's (value, colour); a bare value has no colour."""
    if isinstance(card, tuple) and len(card) == 2:
        return card[0], (None if card[1] is None else str(card[1]))
    return card, None


def card_text(card: Card) -> str:
    """A card as players say it: "3 red", or "3" for a colourless card."""
    value, colour = split_card(card)
    return f"{value} {colour}" if colour else str(value)


def _deck_counts(deck: Any) -> dict[Card, int]:
    """{card: copies} from a mapping, an object with a `counts` mapping (companion.odds.Deck), or a list."""
    counts = getattr(deck, "counts", deck)
    if callable(counts):
        counts = counts()
    if isinstance(counts, Mapping):
        result = {}
        for card, n in counts.items():
            result[card] = count(n, f"deck: copies of {card_text(card)}")
        return result
    if isinstance(counts, (str, bytes)) or not isinstance(counts, Iterable):
        raise ValueError(f"deck: expected {{card: copies}} or a list of cards, got {deck!r}")
    result = {}
    for card in counts:
        result[card] = result.get(card, 0) + 1
    return result


def _sorted_cards(cards: Iterable[Card]) -> list[Card]:
    try:
        return sorted(cards, key=lambda c: split_card(c)[0])
    except TypeError:
        return sorted(cards, key=lambda c: str(split_card(c)[0]))


class CardPicker(w.VBox):
    """Choose the card just drawn or revealed among those that can still be there.

    `deck` is the full multiset ({(value, colour): copies}, a `companion.odds.Deck`, or a list);
    `remaining` starts equal to it and `remove(card)` takes a seen copy out. A card whose copies
    are all seen is shown but cannot be chosen. `colours` maps the deck's colour words to theme
    colours where they differ (e.g. {"gold": "yellow"}).
    """

    value = traitlets.Any(None, allow_none=True)
    disabled = traitlets.Bool(False)

    def __init__(self, deck: Any, *, colours: Mapping[str, str] | None = None) -> None:
        self.deck = _deck_counts(deck)
        if not self.deck:
            raise ValueError("deck: a card picker needs at least one card")
        self.colours = dict(colours or {})
        self.remaining = dict(self.deck)
        self._callbacks: list[Callable[[Card], None]] = []
        self.buttons: dict[Card, w.Button] = {}
        rows = []
        for colour in self._colour_order():
            cards = _sorted_cards(c for c in self.deck if split_card(c)[1] == colour)
            buttons = [self._button(card) for card in cards]
            rows.append(w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")))
        self._picked = w.HTML("<span>Picked: nothing yet</span>")
        self._picked.add_class("tc-cardpicker-picked")
        self._summary = w.HTML()
        self._summary.add_class("tc-cardpicker-remaining")
        self.messages = MessageBar()
        super().__init__(rows + [w.HBox([self._picked, self._summary],
                                        layout=w.Layout(flex_flow="row wrap")), self.messages])
        self.add_class("tc-cardpicker")
        self._refresh()

    def _colour_order(self) -> list[str | None]:
        seen: list[str | None] = []
        for card in self.deck:
            colour = split_card(card)[1]
            if colour not in seen:
                seen.append(colour)
        known = [c for c in self.colours if c in seen]
        return known + [c for c in seen if c not in known]

    def _fill(self, colour: str | None) -> str | None:
        if colour is None:
            return None
        fill = self.colours.get(colour, colour)
        try:
            theme.colour(fill)
        except ValueError:
            return None  # an unknown colour word: the button's text still names it
        return fill

    def _button(self, card: Card) -> w.Button:
        button = w.Button(layout=w.Layout(width="auto", min_width="92px", margin="2px 4px 2px 0"))
        value, colour = split_card(card)
        button.add_class("tc-cardpicker-card")
        button.add_class(f"tc-card-{slug(value)}" + (f"-{slug(colour)}" if colour else ""))
        colour_button(button, self._fill(colour))
        button.on_click(functools.partial(self._clicked, card))
        self.buttons[card] = button
        return button

    def _clicked(self, card: Card, _button: w.Button) -> None:
        # A click can arrive after the card ran out (the browser lags): refuse it in words.
        with self.messages.guard():
            self.pick(card)

    def _refresh(self) -> None:
        for card, button in self.buttons.items():
            left = self.remaining.get(card, 0)
            button.description = f"{card_text(card)} ×{left}"
            button.tooltip = (f"{card_text(card)}: {left} of {self.deck[card]} copies can still be there"
                              if left else f"{card_text(card)}: all {self.deck[card]} copies seen")
            button.disabled = self.disabled or left == 0
        total = sum(self.remaining.values())
        self._summary.value = (f"<span>&nbsp;· {total} card{'s' if total != 1 else ''} "
                               "can still be there</span>")

    @traitlets.observe("disabled")
    def _disabled_changed(self, _change: dict[str, Any]) -> None:
        self._refresh()

    def _check(self, card: Card) -> None:
        if card not in self.deck:
            raise RuleError(f"{card_text(card)} is not a card of this deck")
        if self.remaining.get(card, 0) == 0:
            copies = (f"All {self.deck[card]} copies" if self.deck[card] > 1
                      else "The only copy")
            raise RuleError(f"{copies} of {card_text(card)} {'have' if self.deck[card] > 1 else 'has'} "
                            "been seen: it cannot be the card drawn")

    def pick(self, card: Card) -> None:
        """Report `card` as the one drawn (refused if no copy can still be there); calls on_pick."""
        if self.disabled:
            raise RuleError("No card is to be reported now")
        self._check(card)
        self.value = card
        self._picked.value = f"<span>Picked: <b>{html.escape(card_text(card))}</b></span>"
        for callback in self._callbacks:
            callback(card)

    def on_pick(self, callback: Callable[[Card], None]) -> None:
        """Call `callback(card)` when a card is picked."""
        self._callbacks.append(callback)

    def remove(self, card: Card) -> None:
        """Take one seen copy of `card` out of the cards that can still be there."""
        self._check(card)
        self.remaining[card] -= 1
        self._refresh()

    def set_remaining(self, remaining: Any) -> None:
        """Show the cards that can still be there, as the game state says (same forms as `deck`)."""
        counts = _deck_counts(remaining)
        for card, n in counts.items():
            if card not in self.deck and n:
                raise ValueError(f"remaining: {card_text(card)} is not a card of this deck")
            if n > self.deck.get(card, 0):
                raise ValueError(f"remaining: {n} copies of {card_text(card)}, the deck has {self.deck[card]}")
        self.remaining = {card: counts.get(card, 0) for card in self.deck}
        self._refresh()


def face_text(face: Any) -> str:
    """A die face as text: "3", or "3 ✶ wound" for a face with the Wound symbol."""
    value = getattr(face, "value", face)
    wound = getattr(face, "wound", False)
    if wound is True:
        return f"{value} ✶ wound"
    if is_whole(wound) and wound > 0:
        return f"{value} {'✶' * wound} {wound} wounds"
    return str(value)


def _face_key(face: Any) -> tuple[Any, Any]:
    return (getattr(face, "value", face), getattr(face, "wound", False))


class DiePicker(w.VBox):
    """Report a die roll by the face showing; equal faces share one button that says how many there are.

    `faces` lists the die's faces (ints, or objects with `.value` and `.wound` such as
    `companion.odds.Face`), or is a die with a `.faces` attribute (`companion.odds.Die`).
    """

    value = traitlets.Any(None, allow_none=True)
    disabled = traitlets.Bool(False)

    def __init__(self, faces: Sequence[Any] | Any) -> None:
        faces = getattr(faces, "faces", faces)
        if isinstance(faces, (str, bytes)) or not faces:
            raise ValueError(f"faces: a die needs at least one face, got {faces!r}")
        self.faces = tuple(faces)
        self._callbacks: list[Callable[[Any], None]] = []
        groups: dict[tuple[Any, Any], list[Any]] = {}
        for face in self.faces:
            groups.setdefault(_face_key(face), []).append(face)
        self._distinct = {key: group[0] for key, group in groups.items()}
        self.buttons: dict[tuple[Any, Any], w.Button] = {}
        for key, group in groups.items():
            text = face_text(group[0]) + (f" (×{len(group)})" if len(group) > 1 else "")
            button = w.Button(description=text,
                              tooltip=f"{face_text(group[0])}: {len(group)} of {len(self.faces)} faces",
                              layout=w.Layout(width="auto", min_width="64px", margin="2px 4px 2px 0"))
            button.add_class("tc-diepicker-face")
            button.add_class(f"tc-face-{slug(face_text(group[0]))}")
            button.on_click(functools.partial(self._clicked, key))
            self.buttons[key] = button
        self._picked = w.HTML("<span>Rolled: nothing yet</span>")
        self._picked.add_class("tc-diepicker-picked")
        self.messages = MessageBar()
        super().__init__([w.HBox(list(self.buttons.values()), layout=w.Layout(flex_flow="row wrap")),
                          self._picked, self.messages])
        self.add_class("tc-diepicker")

    @traitlets.observe("disabled")
    def _disabled_changed(self, change: dict[str, Any]) -> None:
        for button in self.buttons.values():
            button.disabled = change["new"]

    def _clicked(self, key: tuple[Any, Any], _button: w.Button) -> None:
        with self.messages.guard():
            self.pick(self._distinct[key])

    def pick(self, face: Any) -> None:
        """Report `face` as rolled (it must be one of the die's faces); calls on_pick."""
        if self.disabled:
            raise RuleError("No roll is to be reported now")
        key = _face_key(face)
        if key not in self._distinct:
            raise ValueError(f"face: {face_text(face)} is not a face of this die")
        self.value = self._distinct[key]
        self._picked.value = f"<span>Rolled: <b>{html.escape(face_text(self.value))}</b></span>"
        for callback in self._callbacks:
            callback(self.value)

    def on_pick(self, callback: Callable[[Any], None]) -> None:
        """Call `callback(face)` when a face is reported."""
        self._callbacks.append(callback)
