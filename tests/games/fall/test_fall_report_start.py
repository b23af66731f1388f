"""Which report a page shows picked: the cardboard's step starts on its first report, the players' own
step (the Day's Investigate) on none, so a Report click never reports a card the players did not choose."""

from __future__ import annotations

from dataclasses import replace

from companion.games.fall.events import AttackEnemies, Investigate, NightCard, RevealCard
from companion.games.fall.options import options
from companion.games.fall.rules import apply
from companion.games.fall.state import Phase
from tests.games.fall.fall_table import partial, placed, started, with_group
from tests.games.fall.test_fall_day import q


def test_the_days_investigate_is_the_players_pick_not_the_pages():
    s = started()
    opts = options(placed(s, 0, node=s.colossus))  # on the Colossus's node, its shards on its base
    assert s.colossus_shards and any(isinstance(c.event, Investigate) and c.kind == "report" for c in opts.choices)
    assert opts.offers["report_start"] == ()


def test_an_attacks_card_starts_on_the_first_card_offered():
    s = placed(partial(started()), 0, node="ring-1", qoam=q(green=1))
    s = apply(with_group(s, "outer-2", golems=2, troops=1), AttackEnemies("outer-2"))
    opts = options(s)
    (k,) = opts.offers["report_start"]
    assert isinstance(opts.choices[k].event, RevealCard)
    assert all(c.kind != "report" for c in opts.choices[:k])


def test_the_nights_event_card_starts_on_the_first_card_offered():
    s = replace(started(), phase=Phase.NIGHT)
    opts = options(s)
    (k,) = opts.offers["report_start"]
    assert isinstance(opts.choices[k].event, NightCard) and opts.choices[k].kind == "report"
