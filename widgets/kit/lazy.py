"""Parts of a page built the first time they are needed, so a page sends fewer widgets before its board paints.

Every widget is a model the kernel opens and the browser builds before anything shows: a closed tab,
a folded section or a chart hidden until play starts costs start-up time and nothing else. `LazyTabs`
and `LazyAccordion` build a section when it is first opened; `Deferred` holds one part built when it is
first asked for (`part`) or shown (`show(True)`).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import ipywidgets as w

__all__ = ["Deferred", "LazyAccordion", "LazyTabs"]

Section = tuple[str, Callable[[], w.Widget]]


class Deferred(w.VBox):
    """A box whose one part is built by `build` on first use; hidden until shown."""

    def __init__(self, build: Callable[[], w.Widget]) -> None:
        super().__init__(layout=w.Layout(display="none"))
        self._build = build
        self._part: Any = None

    @property
    def built(self) -> bool:
        """Whether the part exists yet."""
        return self._part is not None

    @property
    def part(self) -> Any:
        """The part (built now if it was not yet)."""
        if self._part is None:
            self._part = self._build()
            self.children = (self._part,)
        return self._part

    def show(self, on: bool) -> None:
        """Show the part (building it) or hide it (never building it)."""
        if on:
            self.part  # noqa: B018 - built on first showing
        self.layout.display = None if on else "none"


class _Lazy:
    """The shared half of the lazy Tab and Accordion: one empty box per section, filled on first opening."""

    def _sections(self, sections: Sequence[Section]) -> list[w.VBox]:
        self._builders = [build for _, build in sections]
        self._parts: list[Any] = [None] * len(sections)
        return [w.VBox() for _ in sections]

    def built(self, k: int) -> bool:
        """Whether section `k` has been built."""
        return self._parts[k] is not None

    def section(self, k: int) -> Any:
        """Section `k`'s content, built now if it was not yet (without opening it)."""
        if self._parts[k] is None:
            self._parts[k] = self._builders[k]()
            self.children[k].children = (self._parts[k],)
        return self._parts[k]

    def _opened(self, change: dict[str, Any]) -> None:
        if change["new"] is not None:
            self.section(change["new"])


class LazyTabs(_Lazy, w.Tab):
    """Tabs whose content is built when a tab is first opened (the first one at once)."""

    def __init__(self, sections: Sequence[Section]) -> None:
        w.Tab.__init__(self, children=self._sections(sections), titles=[title for title, _ in sections])
        self.observe(self._opened, names="selected_index")
        self.section(0)


class LazyAccordion(_Lazy, w.Accordion):
    """An Accordion, all folded, whose sections are built when first unfolded."""

    def __init__(self, sections: Sequence[Section]) -> None:
        w.Accordion.__init__(self, children=self._sections(sections), titles=[title for title, _ in sections])
        self.observe(self._opened, names="selected_index")
