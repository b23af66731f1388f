"""Getting Ready for Mysthea: The Fall, as a form: the Characters, the board file, the islands, the
Machines, the Primal Shards, the extra Monsters, the settings and the Chronicle options.

Every list comes from the core's `setup_offers`; the form builds one `SetUp` (via `draft_setup`) and
the rules check it when it is applied. Sections sit in tabs so the whole setup fits a 1280x800 window;
a tab is built when first opened (`LazyTabs`), and a tab never opened gives the setup its defaults.
CSS classes: tc-fall-setup, tc-fall-count, tc-fall-name-<n>, tc-fall-character-<n>, tc-fall-node-<n>,
tc-fall-cards-<n>, tc-fall-defense, tc-fall-start, tc-fall-tabs, tc-fall-board-file, tc-fall-board-upload,
tc-fall-difficulty, tc-fall-bag-<v>, tc-fall-base-shards, tc-fall-machine-region / -kind / -colour,
tc-fall-machine-add, tc-fall-machines, tc-fall-machine-remove, tc-fall-machine-example, tc-fall-extra-monsters,
tc-fall-setting-<field>, tc-fall-chronicle, tc-fall-wonder-region / -builder, tc-fall-wonder-add,
tc-fall-wonders, tc-fall-era-<era>.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.fall.events import Chronicle, MachineSetup, Settings, WonderSetup
from companion.games.fall.game import FALL
from companion.games.fall.options import (board_file, draft_setup, example_islands, example_machines, parse_cards,
                                          parse_shards, start_nodes)
from widgets.games.fall.board import View
from widgets.kit.controls import classed, dropdown, named
from widgets.kit.lazy import LazyTabs
from widgets.kit.style import folded_note, heading, note, row

NO_BUILDER = "no one playing"
# The tabs' titles whole, a second line of them where the panel is narrow (a title is never cut).
TABS_CSS = (".tc-fall-tabs > .lm-TabBar .lm-TabBar-content { flex-wrap: wrap; } "
            ".tc-fall-tabs > .lm-TabBar { height: auto !important; min-height: 0; } "
            ".tc-fall-tabs > .lm-TabBar .lm-TabBar-tab { flex: 0 0 auto !important; min-width: 0; "
            "max-width: none; padding: 0 8px; } "
            ".tc-fall-tabs > .lm-TabBar .lm-TabBar-tabLabel { overflow: visible; text-overflow: clip; }")


def _uploaded(value: Any) -> tuple[bytes, str]:
    """The one uploaded file's bytes and name (ipywidgets 8: a tuple of dicts; 7: a dict by name)."""
    files = list(value.values()) if isinstance(value, dict) else list(value)
    if len(files) != 1:
        raise RuleError("Load one board file (a .json file).")
    return bytes(files[0]["content"]), str(files[0].get("name", ""))


class SetupForm(w.VBox):
    """Getting Ready: Characters and nodes, board file, islands, Machines, shards, settings, Chronicle."""

    # The widgets of a tab not opened yet (None until its builder runs; the form reads defaults instead).
    board_label = upload = island_box = None
    m_region = m_kind = m_colour = m_list = None
    bag_box = extra = base = None
    chronicle = w_region = w_builder = w_list = wonder_box = era_box = None

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.board_json: Any = None       # the board file loaded here (its JSON), None: the table's board
        self.preview = FALL.initial_state(dash.session.profile or {})
        self.offers = FALL.options(self.preview).offers
        self.machines: list[MachineSetup] | None = None  # None: the EXAMPLE draft
        self.wonders: list[WonderSetup] = []
        self.islands: dict[str, tuple[w.Dropdown, ...]] = {}  # the Board tab's pick lists, once opened
        self.island_types = self._default_islands()  # crater -> its three region types, Golem region first
        self.bag: dict[int, w.IntText] = {}
        self.settings: dict[str, w.Checkbox] = {}
        self.eras: dict[str, w.Text] = {}
        self.tabs = classed(LazyTabs((("Characters", self._characters_tab), ("Board", self._board_tab),
                                       ("Machines", self._machines_tab), ("Shards", self._shards_tab),
                                       ("Settings", self._settings_tab), ("Chronicle", self._chronicle_tab))),
                             "tc-fall-tabs")
        self.start = classed(w.Button(description="Start the game", button_style="primary"), "tc-fall-start")
        self.start.on_click(lambda _b: dash.message.guard(self.submit)())
        self.count.observe(lambda _c: self._show(), names="value")
        self.difficulty.observe(lambda _c: self._show(), names="value")
        # Start beside the heading, above the tabs: at 1280x800 a tall tab (Settings) put it below the fold.
        super().__init__([row(heading("Getting Ready"), self.start), self.tabs])
        self.add_class("tc-fall-setup")
        self._board_changed()

    # ----- the tabs -----
    def _characters_tab(self) -> w.VBox:
        offers = self.offers
        defense, shards = offers["example"]
        max_defense, max_shards = offers["limits"]
        self.count = classed(dropdown(offers["players"], offers["players"][0], "Characters", "150px"), "tc-fall-count")
        self.solo = w.Checkbox(value=False, description="solo (one player, two Characters)", indent=False,
                               layout=w.Layout(width="260px"))
        self.difficulty = classed(dropdown(offers["difficulties"], "normal", "Difficulty", "200px"),
                                   "tc-fall-difficulty")
        # Plain number fields: a value out of range is refused by the core with its reason, never clamped.
        # Each label beside a field wide enough for its number (the note under them says they are EXAMPLEs).
        self.defense = classed(w.IntText(value=defense, description="City Defense (EXAMPLE)",
                                          style={"description_width": "initial"},
                                          layout=w.Layout(width="280px")), "tc-fall-defense")
        self.shards = classed(w.IntText(value=shards, description="Colossus shards (EXAMPLE)",
                                         style={"description_width": "initial"}, layout=w.Layout(width="300px")),
                               "tc-fall-shards")
        limits = note(f"City Defense and the Colossus's shards start as EXAMPLE values: enter your own "
                      f"(at most {max_defense} and {max_shards}); a value out of range is refused, never changed.")
        self.colossus = dropdown(offers["ring"], offers["ring"][0], "Colossus on", "200px")
        chars = offers["characters"]
        self.names, self.chars, self.nodes, self.cards = [], [], [], []
        for i in range(max(offers["players"])):
            self.names.append(classed(named(w.Text(value=f"Player {i + 1}", layout=w.Layout(width="120px")),
                                             f"Player {i + 1}'s name"), f"tc-fall-name-{i + 1}"))
            self.chars.append(classed(dropdown(chars, offers["default_draft"][i], "", "170px",
                                               name=f"Player {i + 1}'s Character"), f"tc-fall-character-{i + 1}"))
            self.nodes.append(classed(dropdown((), None, "starts on", "170px"), f"tc-fall-node-{i + 1}"))
            self.cards.append(classed(named(w.Text(placeholder="Command Cards from Mysthea: value banner, ...",
                                                    layout=w.Layout(width="360px")),
                                             f"Player {i + 1}'s Command Cards"), f"tc-fall-cards-{i + 1}"))
            self.chars[i].observe(lambda _c, k=i: (self._nodes_from(k), self._show()), names="value")
            self.nodes[i].observe(lambda _c, k=i: (self._nodes_from(k + 1), self._show_machines()), names="value")
            self.names[i].observe(lambda _c: self._builders(), names="value")
            self._nodes_for(i)
        self.rows = [w.HBox([n, c, d, k]) for n, c, d, k in zip(self.names, self.chars, self.nodes, self.cards)]
        return w.VBox([row(self.count, self.solo, self.difficulty), *self.rows,
                       row(self.defense, self.shards, self.colossus), limits])

    def _board_tab(self) -> w.VBox:
        self.board_label = classed(w.HTML(), "tc-fall-board-file")
        self.upload = classed(w.FileUpload(accept=".json,application/json", multiple=False,
                                            description="Load a board file (.json)",
                                            layout=w.Layout(width="auto")), "tc-fall-board-upload")
        self.upload.observe(lambda change: self.dash.message.guard(self.load_board)(change["new"]), names="value")
        self.island_box = w.VBox()
        self._label_board()
        self._island_rows()
        return w.VBox([row(self.upload, self.board_label),
                       note("Islands: the three region types of each crater's island, the Golem region first."),
                       self.island_box])

    def _machines_tab(self) -> w.VBox:
        # the Machines: an add row and the list entered (an EXAMPLE draft until the players change it)
        offers = self.offers
        self.m_region = classed(dropdown(offers["regions"], None, "Region", "200px"), "tc-fall-machine-region")
        self.m_kind = classed(dropdown(offers["machine_kinds"], None, "kind", "170px"), "tc-fall-machine-kind")
        self.m_colour = classed(dropdown(offers["colours"], None, "colour", "150px"), "tc-fall-machine-colour")
        self.m_add = classed(w.Button(description="Add the Machine", layout=w.Layout(width="auto")),
                              "tc-fall-machine-add")
        self.m_add.on_click(lambda _b: self.dash.message.guard(self.add_machine)())
        self.m_list = classed(named(w.SelectMultiple(options=(), rows=6, layout=w.Layout(width="520px")),
                                    "the Machines entered"), "tc-fall-machines")
        self.m_remove = classed(w.Button(description="Remove the selected", layout=w.Layout(width="auto")),
                                 "tc-fall-machine-remove")
        self.m_remove.on_click(lambda _b: self.dash.message.guard(self.remove_machines)())
        self.m_example = classed(w.Button(description="Back to the EXAMPLE draft", layout=w.Layout(width="auto")),
                                  "tc-fall-machine-example")
        self.m_example.on_click(lambda _b: self.example_draft())
        self.m_clear = w.Button(description="Clear all", layout=w.Layout(width="auto"))
        self.m_clear.on_click(lambda _b: self.clear_machines())
        self._show_machines()
        return w.VBox([note(offers["machine_note"][0]), row(self.m_region, self.m_kind, self.m_colour, self.m_add),
                       self.m_list, row(self.m_remove, self.m_example, self.m_clear)])

    def _shards_tab(self) -> w.VBox:
        # the Primal Shards (Difficult: entered) and the extra Monsters
        offers = self.offers
        self.bag = {v: classed(w.IntText(value=0,
                                                 description=f"shards of value {v}",
                                                 style={"description_width": "initial"},
                                                 layout=w.Layout(width="200px")), f"tc-fall-bag-{v}")
                    for v in offers["shard_values"]}
        self.bag_box = w.VBox([note(offers["difficult_note"][0]), row(*self.bag.values())])
        values = ", ".join(map(str, offers["shard_values"]))
        # The label above its field: beside it, the long label left the field 18 px wide in the now panel.
        self.base = classed(named(w.Text(placeholder=f"e.g. {values} (leave empty if not known)",
                                         layout=w.Layout(width="96%")),
                                  "the values of the shards on the Colossus's base"), "tc-fall-base-shards")
        base_label = w.HTML("The values of the shards on the Colossus's base, if you know them:")
        self.extra = classed(w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"),
                                         description="the extra Monsters: " + ", ".join(offers["extra_monsters"])),
                              "tc-fall-extra-monsters")
        self._show()
        known = note("Known, they make the Investigate odds exact; not known, those odds are an estimate over the "
                     "bag's mix (our reading of Investigate the Colossus).")
        return w.VBox([self.bag_box, base_label, self.base, known, self.extra])

    def _settings_tab(self) -> w.VBox:
        # the settings: each reading the players choose, with its ruling
        setting_rows = []
        defaults = Settings()
        for name, point, reading in self.offers["settings"]:
            # the point as HTML beside the box: a Checkbox's own description is cut to one line
            box = classed(named(w.Checkbox(value=getattr(defaults, name), description="", indent=False,
                                            layout=w.Layout(width="28px")), point), f"tc-fall-setting-{name}")
            self.settings[name] = box
            # the reading folded: five of them open put the tab past a laptop's height in the now panel
            default = "ticked" if getattr(defaults, name) else "not ticked"
            ticked = self.offers["settings_ticked"][name]
            # What a tick does beside the box; the open question and its reading folded under it (the tab
            # stays within a laptop's height in the now panel).
            setting_rows += [w.HBox([box, w.HTML(f"<b>Ticked: {html.escape(ticked)}</b> "
                                                 f"<i>({default} by default)</i>")]),
                             folded_note("The question, the default and the ruling", f"{point} {reading}")]
        return w.VBox(setting_rows)

    def _chronicle_tab(self) -> w.VBox:
        # the Chronicle Game System: which games came before, the Wonders, the Era decks left
        offers = self.offers
        self.chronicle = classed(dropdown(offers["chronicle"], self._mode(), "Game", "340px"), "tc-fall-chronicle")
        self.chronicle.observe(lambda _c: self._show(), names="value")
        self.w_region = classed(dropdown(offers["regions"], None, "Wonder in", "220px"), "tc-fall-wonder-region")
        self.w_builder = classed(dropdown((), None, "built by", "220px"), "tc-fall-wonder-builder")
        self.w_add = classed(w.Button(description="Add the Wonder", layout=w.Layout(width="auto")), "tc-fall-wonder-add")
        self.w_add.on_click(lambda _b: self.add_wonder())
        self.w_list = classed(named(w.SelectMultiple(options=(), rows=4, layout=w.Layout(width="440px")),
                                    "the Wonders entered"), "tc-fall-wonders")
        self.w_remove = w.Button(description="Remove the selected", layout=w.Layout(width="auto"))
        self.w_remove.on_click(lambda _b: self.remove_wonders())
        self.eras = {e: classed(w.Text(description=f"Era {e} deck left", placeholder="value banner, ...",
                                        style={"description_width": "initial"}, layout=w.Layout(width="520px")),
                                 f"tc-fall-era-{e}") for e in offers["eras"]}
        self.wonder_box = w.VBox([note("Wonders built in Icaion stay on the board; each builder gains a crystal of "
                                       "its Region's kind, and an Enemy Attack there destroys the Wonder instead "
                                       "of a Machine."),
                                  row(self.w_region, self.w_builder, self.w_add), self.w_list, row(self.w_remove)])
        self.era_box = w.VBox([note("After both games the Era decks hold only the remaining Command Cards: enter "
                                    "them (a deck of fewer than three cards is not used)."), *self.eras.values()])
        self._show()
        return w.VBox([self.chronicle, note("Personal decks: a Champion (from Mysthea) types the Command Cards "
                                            "gathered there beside their name, on the Characters tab."),
                       self.wonder_box, self.era_box])

    # ----- the board -----
    @property
    def board(self) -> Any:
        """The board the setup is made on: the file loaded here, or the table's."""
        return self.preview.board

    def load_board(self, value: Any) -> None:
        """A board file uploaded: checked by the core; refused with the field named, the board unchanged."""
        if not value:
            return
        try:
            board, raw = board_file(*_uploaded(value))
        finally:
            self.upload.value = ()  # so the same file may be chosen again after a fix
        self.preview = FALL.initial_state({"board": raw})
        self.board_json = raw
        self.offers = FALL.options(self.preview).offers
        self.machines = None if self.machines is None else [m for m in self.machines if board.has_region(m.region)]
        self.wonders = [x for x in self.wonders if board.has_region(x.region)]
        before = self._picks()
        self._board_changed()
        after = self._picks()
        reset = [what for what, was in before.items() if after.get(what) != was]
        self.dash.message.info("Board file loaded: the setup is made on it; "
                               + (f"not on this board, so set to its first choice: {', '.join(reset)}." if reset
                                  else "every island, starting node and the Colossus's node you picked is kept."))

    def _picks(self) -> dict[str, Any]:
        """The picks a new board may not have: each island's types, each player's starting node, the Colossus's."""
        picks: dict[str, Any] = {f"the island on {c}": t for c, t in self.island_types.items()}
        picks.update({f"{self.names[k].value.strip() or f'Player {k + 1}'}'s starting node": self.nodes[k].value
                      for k in range(self.count.value)})
        picks["the Colossus's node"] = self.colossus.value
        return picks

    def _board_changed(self) -> None:
        offers = self.offers
        self._label_board()
        # A pick the new board still has is kept (a board file corrects the map, not the players' choices).
        kept = self.colossus.value
        self.colossus.options = offers["ring"]
        self.colossus.value = kept if kept in offers["ring"] else offers["ring"][0]
        for box in (self.m_region, self.w_region):
            if box is not None:
                box.options = offers["regions"]
        held, types = self.island_types, offers["region_types"]
        self.island_types = {crater: held[crater] if crater in held and all(t in types for t in held[crater])
                             else default for crater, default in self._default_islands().items()}
        self._island_rows()
        for k in range(len(self.chars)):
            self._nodes_for(k)
        self._show()
        if self.board_json is not None:
            self.dash.board.show(View(self.preview))

    def _label_board(self) -> None:
        if self.board_label is None:
            return
        reconstruction, board_note = self.offers["board"]
        origin = "the board file loaded" if self.board_json is not None else "the shipped board"
        label = "a reconstruction, not the printed map" if reconstruction else "as printed"
        self.board_label.value = (f"<b>Board:</b> {html.escape(origin)} ({html.escape(label)}); a board file is "
                                  f"JSON, at most {self.offers['board_bytes'][0]} bytes<br>"
                                  f"<small>{html.escape(board_note)}</small>")

    def _default_islands(self) -> dict[str, tuple[str, ...]]:
        """Each crater's island types until the players enter theirs: the core's first draft."""
        return dict(example_islands(self.board))

    def _island_rows(self) -> None:
        """The Board tab's pick lists for the island types held now (once the tab is open)."""
        if self.island_box is None:
            return
        types = self.offers["region_types"]
        self.islands, island_rows = {}, []
        for k, (crater, held) in enumerate(self.island_types.items()):
            picks = tuple(dropdown(types, held[j], "", "150px",
                                   name=f"{crater}: region type {j + 1}" + (" (the Golem region)" if j == 0 else ""))
                          for j in range(3))
            for j, pick in enumerate(picks):
                pick.add_class(f"tc-fall-island-{k + 1}-{j + 1}")
                pick.observe(lambda _c, c=crater: self._island_picked(c), names="value")
            self.islands[crater] = picks
            island_rows.append(w.HBox([w.HTML(f"<b>{html.escape(crater)}</b>", layout=w.Layout(width="90px")), *picks]))
        self.island_box.children = island_rows

    def _island_picked(self, crater: str) -> None:
        self.island_types[crater] = tuple(d.value for d in self.islands[crater])

    def _nodes_from(self, k: int) -> None:
        """Player k's starting nodes and every later player's: a node taken by an earlier one is never kept."""
        for j in range(k, len(self.nodes)):
            self._nodes_for(j)

    def new_game(self) -> None:
        """A new game's setup: the table's picks are kept, but solo is asked again (it is one table's choice)."""
        self.solo.value = False

    def _nodes_for(self, k: int) -> None:
        nodes = start_nodes(self.board, self.chars[k].value)
        taken = {self.nodes[j].value for j in range(k) if j < len(self.nodes)}
        box = self.nodes[k]
        kept = box.value
        box.options = nodes
        box.value = kept if kept in nodes and kept not in taken else next((n for n in nodes if n not in taken), nodes[0])

    # ----- showing -----
    def _mode(self) -> tuple[bool, bool]:
        """(after Mysthea, after Icaion): the Chronicle tab's pick, or the first offer before it is opened."""
        return self.chronicle.value if self.chronicle is not None else self.offers["chronicle"][0][1]

    def _champion(self, k: int) -> bool:
        """Whether player k brings a personal deck (a Champion of Mysthea, in a Chronicle after Mysthea)."""
        return self._mode()[0] and self.chars[k].value in self.offers["champions"]

    def _show(self) -> None:
        after_mysthea, after_icaion = self._mode()
        for k, r in enumerate(self.rows):
            r.layout.display = None if k < self.count.value else "none"
            self.cards[k].layout.display = None if self._champion(k) else "none"
        if self.bag_box is not None:
            self.bag_box.layout.display = None if self.difficulty.value == "difficult" else "none"
        if self.wonder_box is not None:
            self.wonder_box.layout.display = None if after_icaion else "none"
            self.era_box.layout.display = None if after_mysthea and after_icaion else "none"
        self._builders()
        self._show_machines()

    def _builders(self) -> None:
        if self.w_builder is None:
            return
        names = [t.value.strip() for t in self.names[:self.count.value] if t.value.strip()]
        kept = self.w_builder.value
        self.w_builder.options = (*names, NO_BUILDER)
        self.w_builder.value = kept if kept in self.w_builder.options else self.w_builder.options[0]
        self.w_list.options = [(self._wonder_text(x), i) for i, x in enumerate(self.wonders)]

    @staticmethod
    def _wonder_text(x: WonderSetup) -> str:
        return f"Wonder in {x.region}, built by {x.builder or NO_BUILDER}"

    def _show_machines(self) -> None:
        if self.m_list is None:
            return  # the Machines tab is not open yet
        example = self.machines is None
        shown = self.current_machines()
        self.m_list.options = [(("EXAMPLE · " if example else "") + f"{m.kind} in {m.region}, {m.colour}", i)
                               for i, m in enumerate(shown)]

    # ----- the Machines and Wonders -----
    def current_machines(self) -> list[MachineSetup]:
        """The Machines the form holds: the ones entered, or the EXAMPLE draft around the starting nodes."""
        if self.machines is not None:
            return list(self.machines)
        return list(example_machines(self.board, self.event_players()))

    def add_machine(self) -> None:
        """Add the Machine in the add row (checked with the rest when the game starts)."""
        if self.m_region.value is None or self.m_kind.value is None or self.m_colour.value is None:
            raise ValueError("Pick the Machine's Region, kind and colour first.")
        self.machines = self.current_machines() + [MachineSetup(self.m_region.value, self.m_kind.value,
                                                                self.m_colour.value)]
        self._show_machines()

    def remove_machines(self) -> None:
        """Remove the Machines selected in the list."""
        gone = set(self.m_list.value)
        self.machines = [m for i, m in enumerate(self.current_machines()) if i not in gone]
        self._show_machines()

    def clear_machines(self) -> None:
        """No Machine at all (the players add theirs one by one)."""
        self.machines = []
        self._show_machines()

    def example_draft(self) -> None:
        """Back to the EXAMPLE draft."""
        self.machines = None
        self._show_machines()

    def add_wonder(self) -> None:
        """Add the Wonder in the add row."""
        if self.w_region.value is None:
            return
        builder = self.w_builder.value if self.w_builder.value not in (None, NO_BUILDER) else ""
        self.wonders.append(WonderSetup(self.w_region.value, builder))
        self._builders()

    def remove_wonders(self) -> None:
        """Remove the Wonders selected in the list."""
        gone = set(self.w_list.value)
        self.wonders = [x for i, x in enumerate(self.wonders) if i not in gone]
        self._builders()

    # ----- the event -----
    def event_players(self) -> Any:
        """The players as the draft places them (names, Characters, nodes), for the EXAMPLE Machines."""
        return draft_setup(self.board, tuple(c.value for c in self.chars[:self.count.value]),
                           names=tuple(t.value for t in self.names[:self.count.value]),
                           nodes=tuple(d.value for d in self.nodes[:self.count.value]), machines=()).players

    def event(self) -> Any:
        """The SetUp the form holds (checked by the rules when it is applied)."""
        n = self.count.value
        after_mysthea, after_icaion = self._mode()
        cards = tuple(parse_cards(self.cards[k].value, self.names[k].value.strip() or self.names[k].placeholder)
                      if self._champion(k) else () for k in range(n))
        eras = (tuple(parse_cards(box.value, f"Era {e} deck") for e, box in self.eras.items())
                if after_mysthea and after_icaion else ())
        chronicle = Chronicle(after_mysthea, after_icaion, tuple(self.wonders) if after_icaion else (), eras)
        difficult = self.difficulty.value == "difficult"
        return draft_setup(self.board, tuple(c.value for c in self.chars[:n]),
                           names=tuple(t.value for t in self.names[:n]), difficulty=self.difficulty.value,
                           city_defense=self.defense.value, colossus_shards=self.shards.value,
                           colossus_node=self.colossus.value,
                           islands=dict(self.island_types),
                           nodes=tuple(d.value for d in self.nodes[:n]), solo=self.solo.value,
                           machines=None if self.machines is None else tuple(self.machines),
                           difficult_bag=self._bag() if difficult else (),
                           extra_monsters=self.extra is not None and self.extra.value,
                           settings=Settings(**{k: b.value for k, b in self.settings.items()}),
                           chronicle=chronicle, command_cards=cards, board_file=self.board_json,
                           colossus_base=parse_shards(self.base.value) if self.base is not None else ())

    def _bag(self) -> tuple[int, ...]:
        """The Difficult bag entered on the Shards tab (none of each value before it is opened)."""
        return tuple(self.bag[v].value if v in self.bag else 0 for v in self.offers["shard_values"])

    def submit(self) -> None:
        """Start the game with what the form holds."""
        self.dash.act(self.event())
