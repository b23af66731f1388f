"""Maliath's area in words, one line a part, for a player who cannot see the canvas (issue #22 item 6).

It says what widgets/games/maliath/board.py draws: her Power Cards with their tucked cards and Upgrades,
her Action deck and this Era's cards, the Attunement Cards with their Inclination markers, her supply and
Glory, the Monsters' Wounds, and the board facts the table reported.
"""

from __future__ import annotations

from companion.games.maliath.options import board_lines, card_face, card_label, monster_rows, power_cards, shown_card
from companion.games.maliath.phases.queue import plural
from companion.games.maliath.state import MaliathState, Phase

__all__ = ["board_text"]


def _era(era: int) -> str:
    return "I" * era  # the rulebook writes the Eras I, II, III


def _card(key: str) -> str:
    """A card's title as its face says it, e.g. 'Gain (yellow, 2 Command Points)'."""
    return card_face(key)[0]


def _title(state: MaliathState) -> str:
    mode = "solo" if state.players == 1 else f"{state.players} players and Maliath"
    side = "B" if state.setup.advanced else "A"
    decks = "digital decks" if state.setup.digital else "physical decks"
    return f"Maliath ({state.champion}), Era {_era(state.era)}, {mode}, {side} sides, {decks}"


def _powers(state: MaliathState) -> tuple[str, ...]:
    out = []
    for i, (colour, power, tucked, upgrades) in enumerate(power_cards(state), start=1):
        under = f"{plural(len(tucked), 'card')} tucked ({', '.join(tucked)})" if tucked else "no card tucked"
        out.append(f"Power Card {power} ({colour}, preference {i}): {plural(upgrades, 'Upgrade token')}, {under}")
    return tuple(out)


def _decks(state: MaliathState) -> tuple[str, ...]:
    commands = [k for k in state.played if card_face(k)[1]]
    destiny = [k for k in state.played if not card_face(k)[1]]
    shown = shown_card(state)
    return (
        f"Action deck: {plural(len(state.deck), 'card')} face down",
        f"Command Cards played this Era: {', '.join(map(_card, commands)) if commands else 'none'}",
        f"Destiny column, first placed first: {', '.join(map(_card, destiny)) if destiny else 'none'}",
        f"{card_label(state)}: {_card(shown)}" if shown
        else "No card flipped yet this Era",
    )


def _attunement(state: MaliathState) -> tuple[str, ...]:
    out = []
    for p, markers in enumerate(state.markers, start=1):
        island = state.attunement[p - 1] if p <= len(state.attunement) else "not reported yet"
        out.append(f"Attunement Card {p} (from the top): {island}, {plural(markers, 'Inclination marker')}")
    return tuple(out)


def _supply(state: MaliathState) -> tuple[str, ...]:
    out = [f"Her supply: {plural(state.golems, 'Golem')} and {plural(state.troops, 'Troop')}",
           f"Her Glory: {state.glory}",
           f"Battle deck: {len(state.battle_deck)} left"]
    if state.battle_card:
        out.append(f"Battle card: {state.battle_card}")
    if state.arbiter:
        out.append(f"Arbiter: Artefact {state.arbiter}")
    return tuple(out)


def _monsters(state: MaliathState) -> tuple[str, ...]:
    # Hit Points left come from the profile's reductions per Wound: an EXAMPLE profile is said so.
    example = " (EXAMPLE profile)" if state.profile is not None and state.profile.example else ""
    return tuple(f"Monster {name}{'' if visible else ' (not visible)'}: {plural(wounds, 'Wound counter')}, "
                 f"{left} of {full} Hit Points left{example}"
                 for name, visible, wounds, left, full in monster_rows(state))


def board_text(state: MaliathState) -> tuple[str, ...]:
    """Her area in words, one line a part, as the canvas shows it."""
    if state.phase is Phase.SETUP or state.setup is None:
        return ("Maliath's area: it is laid out once she is set up (choose her Champion and the switches)",)
    return (_title(state), *_powers(state), *_decks(state), *_attunement(state), *_supply(state),
            *_monsters(state), *board_lines(state))
