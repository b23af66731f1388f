"""Every ruling names a real section of the rulebook and says what it decides."""

from pathlib import Path

from companion.games.other_side.events import Settings
from companion.games.other_side.rulings import RULINGS

RULEBOOK = Path("/work/shared/rules/from-the-other-side.txt")


def test_each_ruling_names_a_section_heading_of_the_rulebook():
    text = RULEBOOK.read_text(encoding="utf-8") if RULEBOOK.exists() else None
    for r in RULINGS:
        assert r.point and r.reading and r.why
        if text is not None:
            assert r.section.split(" (")[0] in text, r.section


def test_settings_named_by_rulings_exist():
    for r in RULINGS:
        if r.setting:
            assert hasattr(Settings(), r.setting)
