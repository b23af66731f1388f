"""The kit's lazy parts: a tab, a folded section or a hidden part is built only when first opened or shown,
once, and what it built stays."""

from __future__ import annotations

import ipywidgets as w

from widgets.kit.lazy import Deferred, LazyAccordion, LazyTabs


def counting(label: str, built: list[str]):
    """A builder that records each call, for checking when (and how often) a section is built."""
    def build() -> w.HTML:
        built.append(label)
        return w.HTML(label)
    return build


def test_lazy_tabs_build_the_first_tab_at_once_and_another_when_it_is_opened():
    built: list[str] = []
    tabs = LazyTabs([(t, counting(t, built)) for t in ("Characters", "Board", "Shards")])
    assert built == ["Characters"] and [tabs.built(k) for k in range(3)] == [True, False, False]
    assert tabs.get_title(1) == "Board" and tabs.children[1].children == ()
    tabs.selected_index = 2
    assert built == ["Characters", "Shards"] and tabs.children[2].children[0].value == "Shards"
    tabs.selected_index = 0
    tabs.selected_index = 2  # opened again: not built again, the same widgets kept
    assert built == ["Characters", "Shards"]


def test_a_lazy_section_asked_for_by_code_is_built_without_opening_it():
    built: list[str] = []
    tabs = LazyTabs([(t, counting(t, built)) for t in ("Characters", "Board")])
    part = tabs.section(1)
    assert part.value == "Board" and tabs.selected_index == 0 and tabs.section(1) is part and built.count("Board") == 1


def test_a_lazy_accordion_starts_folded_and_builds_a_section_when_unfolded():
    built: list[str] = []
    folds = LazyAccordion([(t, counting(t, built)) for t in ("Challenge Cards", "Profile")])
    assert folds.selected_index is None and built == []
    folds.selected_index = 1
    assert built == ["Profile"] and folds.built(1) and not folds.built(0)
    folds.selected_index = None  # folded again: nothing is built or lost
    assert built == ["Profile"] and folds.built(1)


def test_a_deferred_part_is_hidden_and_unbuilt_until_shown():
    built: list[str] = []
    box = Deferred(counting("chart", built))
    box.show(False)
    assert built == [] and not box.built and box.layout.display == "none" and box.children == ()
    box.show(True)
    assert built == ["chart"] and box.layout.display is None and box.children == (box.part,)
    box.show(False)
    box.show(True)
    assert built == ["chart"]
