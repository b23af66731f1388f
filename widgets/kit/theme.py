"""The look shared by every dashboard: a colour-blind-safe palette and readable sizes."""

from __future__ import annotations

# Okabe & Ito (2008), "Color Universal Design": eight colours that stay distinct
# for the common forms of colour blindness. Game colours map onto them by name.
OKABE_ITO: dict[str, str] = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}

# Shapes drawn in these need no label: they carry no game meaning by colour.
NEUTRALS: dict[str, str] = {
    "paper": "#FFFFFF",
    "table": "#F4F1EA",
    "line": "#4D4D4D",
    "ink": "#1A1A1A",
    "muted": "#BBBBBB",
    "grey": "#999999",
    "highlight": "#000000",
}

# The games' own colour words, each drawn in an Okabe-Ito colour.
GAME_COLOURS: dict[str, str] = {
    "red": OKABE_ITO["vermillion"],
    "orange": OKABE_ITO["orange"],
    "yellow": OKABE_ITO["yellow"],
    "green": OKABE_ITO["bluish_green"],
    "blue": OKABE_ITO["blue"],
    "sky": OKABE_ITO["sky_blue"],
    "purple": OKABE_ITO["reddish_purple"],
    "pink": OKABE_ITO["reddish_purple"],
    "black": OKABE_ITO["black"],
    "grey": NEUTRALS["grey"],
    "brown": "#8C6D46",
}

FONT_FAMILY = "sans-serif"
FONT_SIZE = 15          # px on the canvas; reads across a table on a laptop
FONT_SIZE_SMALL = 13
FONT_SIZE_LARGE = 20
MAX_DASHBOARD_WIDTH = 1240   # fits a 1280x800 screen without sideways scrolling


def colour(name_or_hex: str) -> str:
    """The hex colour for a game colour word, an Okabe-Ito name, a neutral, or a hex string."""
    if name_or_hex.startswith("#"):
        return name_or_hex
    for table in (GAME_COLOURS, OKABE_ITO, NEUTRALS):
        if name_or_hex in table:
            return table[name_or_hex]
    raise ValueError(f"colour: unknown colour name {name_or_hex!r}")


def is_neutral(name_or_hex: str) -> bool:
    """Whether a colour carries no game meaning (so a shape in it needs no label)."""
    value = colour(name_or_hex).upper()
    return any(value == v.upper() for v in NEUTRALS.values())


def text_on(fill: str) -> str:
    """Black or white, whichever reads better on `fill` (WCAG relative luminance)."""
    hex_value = colour(fill).lstrip("#")
    r, g, b = (int(hex_value[i : i + 2], 16) / 255 for i in (0, 2, 4))

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return NEUTRALS["ink"] if luminance > 0.179 else NEUTRALS["paper"]


def font(size: int = FONT_SIZE, bold: bool = False) -> str:
    """A canvas font string at a readable size."""
    return f"{'bold ' if bold else ''}{size}px {FONT_FAMILY}"
