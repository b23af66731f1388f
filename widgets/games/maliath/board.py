"""Maliath's area, drawn: her four Power Cards (tucked cards, Upgrades), her Action deck and this Era's
played cards, the Destiny column over the Attunement Cards with their Inclination markers, her supply,
her Glory and the Wound counters per Monster.

Pure drawing on `widgets.kit.canvas.Frame`, one frame per redraw; every number comes from the state or
the core's options (card_face, power_cards, monster_rows). Shapes are named for clicks: `power:<colour>`,
`deck`, `played:<n>`, `card`, `attunement:<n>`, `monster:<name>`, `supply`, `glory` (`setup` before setup).
Every coloured shape carries a label.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.maliath.options import board_lines, card_face, card_label, monster_rows, power_cards, shown_card
from companion.games.maliath.state import MaliathState, Phase
from widgets.kit import theme
from widgets.kit.canvas import TEXT_EM, Frame
from widgets.kit.drawing import badge, bounds, highlight, text_width, token

WIDTH, HEIGHT = 720, 604
MALIATH_FILL = "purple"   # her Destiny Cards and her pieces: always drawn with a label
POWER_W, POWER_H, POWER_GAP = 168, 156, 8
TUCK_H = 19
TUCK_FIT = 6         # tucked cards drawn on a Power Card (two columns of three)
UPGRADE_FIT = 4      # Upgrade tokens drawn beside "Upgrades: n"
SUPPLY_CHARS = 19    # a line of the supply column (250 to the Monsters at 390), in characters
BOARD_LINES_Y = 246  # her Champion's place and the Islands, below the three lower panels


@dataclass(frozen=True)
class View:
    """What a frame shows: the state and the shape last clicked (outlined)."""

    state: MaliathState
    inspected: str | None = None


def short_monster(name: str) -> str:
    """A Monster's first name for tight labels ('Utcoro the Swarmer' -> 'Utcoro')."""
    return name.split(" ")[0]


def era_numeral(era: int) -> str:
    """The Era as the rulebook writes it: I, II or III."""
    return "I" * era


def _title(frame: Frame, state: MaliathState) -> None:
    if state.phase is Phase.SETUP:
        frame.text(10, 20, "Maliath's area: it is laid out once she is set up (the controls on the right)",
                   bold=True, size=theme.FONT_SIZE_SMALL)
        return
    mode = "solo" if state.players == 1 else f"{state.players} players + Maliath"
    side = "B" if state.setup.advanced else "A"
    decks = "digital decks" if state.setup.digital else "physical decks"
    frame.text(10, 20, f"Maliath ({state.champion}) · Era {era_numeral(state.era)} · {mode} · {side} sides · "
               f"{decks}", bold=True)


def _powers(frame: Frame, state: MaliathState, top: float) -> None:
    for i, (colour, power, tucked, upgrades) in enumerate(power_cards(state)):
        x = 8 + i * (POWER_W + POWER_GAP)
        frame.rect(x, top, POWER_W, POWER_H, fill="paper", stroke="ink", name=f"power:{colour}", line_width=2.0)
        frame.rect(x + 3, top + 3, POWER_W - 6, 38, fill=colour, stroke=None,
                   label=f"{power}\n({colour}, preference {i + 1})", font_size=theme.FONT_SIZE_SMALL - 2)
        frame.text(x + 8, top + 58, f"Upgrades: {upgrades}", size=theme.FONT_SIZE_SMALL, bold=True)
        # As many tokens as fit on the card; past UPGRADE_FIT the last place says how many more.
        shown = upgrades if upgrades <= UPGRADE_FIT else UPGRADE_FIT - 1
        for u in range(shown):
            token(frame, x + 108 + u * 16, top + 54, "U", radius=7)
        if upgrades > shown:
            frame.text(x + 101 + shown * 16, top + 58, f"+{upgrades - shown}", size=theme.FONT_SIZE_SMALL - 1,
                       bold=True)
        frame.text(x + 8, top + 78, f"Tucked: {len(tucked)}" if tucked else "Tucked: none",
                   size=theme.FONT_SIZE_SMALL)
        _tucks(frame, x, top, colour, tucked)


def _tucks(frame: Frame, x: float, top: float, colour: str, tucked: tuple[str, ...]) -> None:
    """The tucked cards in two columns of three; past TUCK_FIT the last place counts the rest ("+4 more")."""
    shown = tucked if len(tucked) <= TUCK_FIT else tucked[:TUCK_FIT - 1]
    for k, key in enumerate(shown):
        col, r = divmod(k, 3)
        frame.rect(x + 6 + col * 80, top + 86 + r * (TUCK_H + 3), 76, TUCK_H, fill=colour, stroke="line",
                   label=key, font_size=theme.FONT_SIZE_SMALL - 1, line_width=1.0)
    if len(tucked) > len(shown):
        col, r = divmod(len(shown), 3)
        frame.rect(x + 6 + col * 80, top + 86 + r * (TUCK_H + 3), 76, TUCK_H, fill="paper", stroke="line",
                   label=f"+{len(tucked) - len(shown)} more", font_size=theme.FONT_SIZE_SMALL - 1, line_width=1.0)


def _wrap(text: str, width: int) -> list[str]:
    """The words of `text` in lines of at most about `width` characters."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _face(frame: Frame, x: float, y: float, w: float, h: float, key: str, name: str, big: bool = False) -> None:
    title, colour, summary = card_face(key)
    frame.rect(x, y, w, h, fill="paper", stroke="ink", name=name, line_width=3.0 if big else 1.5)
    fill = colour or MALIATH_FILL
    head = title.split(" (")[0] if not big else title.replace(" (", "\n(")
    # A small face's key shrinks to fit its width ('yellow 2'), never below 9 px.
    small = max(9, min(theme.FONT_SIZE_SMALL - 2, int((w - 7) / text_width("m", 1) / max(1, len(key)))))
    frame.rect(x + 3, y + 3, w - 6, h - 6 if not big else 40, fill=fill, stroke=None,
               label=head if big else key, font_size=theme.FONT_SIZE_SMALL if big else small)
    if big:
        size = theme.FONT_SIZE_SMALL - 1  # three lines of a card's summary inside the card, each within its width
        for i, line in enumerate(_wrap(summary, int((w - 16) / (TEXT_EM * size)))):
            frame.text(x + 8, y + 60 + i * 14, line, size=size)


def _decks(frame: Frame, state: MaliathState, top: float) -> None:
    # Small enough that a highlight's arrow fits beside the deck and below the Power Cards.
    frame.text(10, top + 14, "Action deck", bold=True, size=theme.FONT_SIZE_SMALL - 2)
    frame.rect(10, top + 22, 88, 96, fill="grey", stroke="ink", name="deck", line_width=2.0,
               label=f"{len(state.deck)} cards\nface down")
    commands = [(n, k) for n, k in enumerate(state.played, start=1) if card_face(k)[1]]
    destiny = [(n, k) for n, k in enumerate(state.played, start=1) if not card_face(k)[1]]
    frame.text(120, top + 14, f"Command Cards played this Era ({len(commands)})", bold=True,
               size=theme.FONT_SIZE_SMALL)
    for i, (n, key) in enumerate(commands):
        _face(frame, 120 + i * 54, top + 22, 52, 26, key, f"played:{n}")
    frame.text(120, top + 68, f"Destiny column ({len(destiny)}), first placed on the left",
               bold=True, size=theme.FONT_SIZE_SMALL - 2)
    for i, (n, key) in enumerate(destiny):
        if i:
            frame.text(120 + i * 58 - 3, top + 93, "›", size=theme.FONT_SIZE_LARGE, align="center",
                       baseline="middle", colour="line")
        _face(frame, 124 + i * 58, top + 78, 50, 30, key, f"played:{n}")
    shown = shown_card(state)
    frame.text(450, top + 14, card_label(state), bold=True, size=theme.FONT_SIZE_SMALL)
    if shown:
        _face(frame, 450, top + 22, 262, 96, shown, "card", big=True)
    else:
        frame.rect(450, top + 22, 262, 96, fill="paper", stroke="muted", name="card",
                   label="No card flipped\nyet this Era")


def _attunement(frame: Frame, state: MaliathState, top: float) -> None:
    frame.text(10, top + 14, "Attunement Cards (top first)", bold=True, size=theme.FONT_SIZE_SMALL)
    for p, markers in enumerate(state.markers, start=1):
        y = top + 22 + (p - 1) * 36
        frame.text(14, y + 21, "◀", size=theme.FONT_SIZE_LARGE, colour="line")
        frame.rect(36, y, 196, 32, fill="paper", stroke="ink", name=f"attunement:{p}",
                   label=None, line_width=1.5)
        island = state.attunement[p - 1] if p <= len(state.attunement) else "?"
        # The count in words first, the markers as tokens at the card's right end, clear of the words.
        frame.text(44, y + 21, f"{p}. {island} ({markers})", size=theme.FONT_SIZE_SMALL)
        for m in range(markers):
            token(frame, 196 + m * 22, y + 16, "I", fill=MALIATH_FILL, radius=9)
    if state.markers:
        y = top + 22 + len(state.markers) * 36
        frame.text(14, y + 10, "◀ arrows · I: Inclination", size=theme.FONT_SIZE_SMALL - 1, colour="line")
    # Wrapped to the canvas's width (at the kit's width estimate), so a long list of Islands stays inside.
    rows = [(k, part) for k, line in enumerate(board_lines(state))
            for part in _wrap(line, int((WIDTH - 20) / text_width("m", theme.FONT_SIZE_SMALL)))]
    for n, (k, part) in enumerate(rows):
        frame.text(10, top + BOARD_LINES_Y + n * 16, part, size=theme.FONT_SIZE_SMALL, bold=k == 0)


def _supply(frame: Frame, state: MaliathState, top: float) -> None:
    x = 250
    frame.text(x, top + 14, "Her supply", bold=True, size=theme.FONT_SIZE_SMALL)
    badge(frame, x + 56, top + 44, f"Golems: {state.golems}", fill=MALIATH_FILL, name="supply")
    badge(frame, x + 56, top + 80, f"Troops: {state.troops}", fill=MALIATH_FILL, name="supply")
    frame.rect(x + 4, top + 100, 110, 48, fill="yellow", stroke="ink", name="glory",
               label=f"Glory\n{state.glory}", font_size=theme.FONT_SIZE_LARGE)
    # The column is SUPPLY_W wide: a long Battle card's name wraps rather than run into the Monsters.
    lines = [f"Battle deck: {len(state.battle_deck)} left"]
    if state.battle_card:
        lines += ["Battle card:", *_wrap(state.battle_card, SUPPLY_CHARS)]
    if state.arbiter:
        lines.append(f"Arbiter: Artefact {state.arbiter}")
    for k, line in enumerate(lines):
        frame.text(x + 4, top + 164 + k * 16, line, size=theme.FONT_SIZE_SMALL - 2)


def _monsters(frame: Frame, state: MaliathState, top: float) -> None:
    x = 390
    # Hit Points left come from the profile's reductions per Wound: an EXAMPLE profile says so here.
    example = " (EXAMPLE)" if state.profile is not None and state.profile.example else ""
    frame.text(x, top + 14, f"Monsters: W Wounds, HP left{example}", bold=True, size=theme.FONT_SIZE_SMALL)
    for k, (name, visible, wounds, left, full) in enumerate(monster_rows(state)):
        y = top + 22 + k * 27
        frame.rect(x, y, 322, 24, fill="paper", stroke="ink" if visible else "muted", name=f"monster:{name}",
                   line_width=2.0 if visible else 1.0)
        words = f"{short_monster(name)}{'' if visible else ' (not visible)'}"
        frame.text(x + 6, y + 17, words, size=theme.FONT_SIZE_SMALL, bold=visible, colour="ink" if visible else "grey")
        hp = f"{left} of {full} HP"
        frame.text(x + 316, y + 17, hp, size=theme.FONT_SIZE_SMALL - 1, align="right")
        # The Wound tokens between the name and the HP; those that do not fit are counted ("+3").
        first = x + max(120.0, 6 + text_width(words, theme.FONT_SIZE_SMALL) + 12)
        fit = int((x + 316 - text_width(hp, theme.FONT_SIZE_SMALL - 1) - 4 - (first - 8)) // 16)
        shown = wounds if wounds <= fit else max(0, fit - 2)
        for m in range(shown):
            token(frame, first + m * 16, y + 12, "W", fill="red", radius=8)
        if wounds > shown:
            frame.text(first + shown * 16 - 6, y + 17, f"+{wounds - shown}", size=theme.FONT_SIZE_SMALL - 1)


def draw_board(frame: Frame, view: View) -> None:
    """One frame of her area."""
    state = view.state
    frame.clear()
    frame.rect(0, 0, frame.width, frame.height, fill=None, stroke="muted")
    _title(frame, state)
    if state.phase is Phase.SETUP:
        frame.rect(WIDTH / 2 - 150, HEIGHT / 2 - 50, 300, 100, fill=MALIATH_FILL, stroke="ink", name="setup",
                   label="Maliath\nchoose her Champion and the switches", line_width=2.5,
                   font_size=theme.FONT_SIZE_SMALL)
    else:
        _powers(frame, state, 30)
        _decks(frame, state, 192)
        _attunement(frame, state, 320)
        _supply(frame, state, 320)
        _monsters(frame, state, 320)
    shape = next((s for s in frame.shapes if s.name == view.inspected), None)
    if shape is not None:  # the arrow on a side where it overlaps nothing
        highlight(frame, view.inspected, side=frame.clear_side(bounds(shape), theme.FONT_SIZE_LARGE) or "right")
