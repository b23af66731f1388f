"""The page read at a glance (issue #22), checked in the page itself at the three viewports.

`check_page(page, stage)` resizes the page to a laptop, a tablet and a phone in turn and checks, at
each: every control of the step (the now panel's buttons, pick lists and fields) lies inside the
viewport once the page is scrolled to the now panel; no two visible texts or controls overlap; no
label or button cuts its text; nothing scrolls sideways; and, on the laptop with a game open, the
board starts above y = 120, and no text shows an internal name; once a game is under way, axe-core
finds no critical or serious violation. It restores the laptop view at the end.
"""

from __future__ import annotations

from tests.e2e import harness

VIEWPORTS = {"laptop": (1280, 800), "tablet": (1024, 768), "phone": (390, 844)}

# The leaves a player reads or uses: controls, labels, texts, canvases (containers are not leaves).
LEAVES = ("button, input, select, textarea, label, canvas, .widget-html-content, .widget-label, "
          ".widget-label-basic, summary")

# Every visible leaf: its box in page coordinates, what it is, and its text.
LEAVES_JS = """(sel) => {
  const out = [];
  for (const e of document.querySelectorAll(sel)) {
    if (e.offsetParent === null && getComputedStyle(e).position !== 'fixed') continue;
    if (e.closest('[hidden], details:not([open]) > :not(summary)')) continue;
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || s.display === 'none' || +s.opacity === 0) continue;
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (e.matches('.widget-html-content') && !e.innerText.trim()) continue;
    if (e.matches('label, .widget-label') && !e.innerText.trim()) continue;
    out.push({x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height,
              what: e.tagName.toLowerCase() + '.' + [...e.classList].slice(0, 3).join('.') +
                    ' in ' + [...(e.closest('.widget-box, .widget-inline-hbox')?.classList || [])]
                    .filter(c => c.startsWith('tc-')).join('.'),
              text: (e.innerText || e.value || e.getAttribute('aria-label') || '').trim().slice(0, 50),
              idx: out.length, el: null});
    e.dataset.tcLeaf = out.length - 1;
  }
  // Two leaves overlap when their boxes share more than a pixel each way and neither holds the other.
  const all = [...document.querySelectorAll('[data-tc-leaf]')];
  const pairs = [];
  for (let i = 0; i < all.length; i++) {
    const a = out[+all[i].dataset.tcLeaf];
    for (let j = i + 1; j < all.length; j++) {
      if (all[i].contains(all[j]) || all[j].contains(all[i])) continue;
      const b = out[+all[j].dataset.tcLeaf];
      const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (dx > 1 && dy > 1) pairs.push([a.what + ' "' + a.text + '"', b.what + ' "' + b.text + '"',
                                        Math.round(dx) + 'x' + Math.round(dy)]);
    }
  }
  for (const e of all) delete e.dataset.tcLeaf;
  return pairs;
}"""

# Labels and buttons whose text does not fit (a label drawn zero wide is one kept for screen readers only).
CUT_JS = """() => [...document.querySelectorAll('button, .widget-label, .widget-label-basic, label')]
  .filter(b => b.offsetParent !== null && b.clientWidth > 0 && b.scrollWidth > b.clientWidth + 1)
  .map(b => (b.innerText || b.textContent).trim())"""

# Scroll the page so the now panel's top is at the view's top (or as near as the page allows), then
# name each of its visible controls that is not wholly inside the viewport.
NOW_OUT_OF_VIEW_JS = """() => {
  const now = document.querySelector('.tc-now');
  if (!now) return document.querySelector('.tc-table-root') ? ['no now panel'] : [];  // a game page has one
  now.scrollIntoView({block: 'start'});
  now.scrollTop = 0;
  const out = [];
  for (const e of now.querySelectorAll('button, select, input, textarea')) {
    if (e.offsetParent === null || e.closest('.tc-rulings, .tc-now-extra')) continue;
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
      out.push((e.innerText || e.value || e.className).trim().slice(0, 40) + ' at ' +
               [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)].join(','));
  }
  return out;
}"""

# Internal names a player must never read (issue #22 item 7): a shape's name ("node:city-0",
# "mystling:0"), a snake_case id ("era_end"), an object's repr, Python's own wording of an error.
RAW_PATTERNS = (r"\b[a-z]+:[a-z0-9][\w,-]*", r"\b\d+:[a-z]\w*", r"\b[a-z]+_[a-z0-9_]+\b", r"\b[A-Z]\w+\([a-z_]+=", r"<[\w.]+ object at",
                r"\bPhase\.\w+", r"'[a-z_]+' is not (an?|in|one of)\b", r"\bNone\b", r"\bTraceback\b")


def enum_values() -> list[str]:
    """Every value of the games' enums (Phase, Task, Ask...), which a page must never show as a whole text."""
    import enum
    import importlib
    import pkgutil

    import companion.games as games

    values: set[str] = set()
    for info in pkgutil.walk_packages(games.__path__, "companion.games."):
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if isinstance(obj, type) and issubclass(obj, enum.Enum) and obj.__module__ == module.__name__:
                values.update(e.value for e in obj if isinstance(e.value, str) and len(e.value) > 2)
    return sorted(values)


# Each visible text leaf (and each option of a pick list) that shows an internal name: what and where.
RAW_NAMES_JS = """([patterns, exact]) => {
  const res = patterns.map(p => new RegExp(p));
  const exactSet = new Set(exact);
  const out = [];
  const seen = new Set();
  for (const e of document.querySelectorAll('button, option, label, summary, li, td, th, b, i, span, p, ' +
                                             '.widget-html-content, .widget-label, h1, h2, h3')) {
    if (e.tagName !== 'OPTION' && e.offsetParent === null) continue;
    // The saved-game menu, the open game's name and the live line hold what the players typed (a game named 'other_side
    // night' is theirs to name), not the companion's words.
    if (e.closest('script, style, .tc-stylesheet, .tc-shell-stylesheet, .tc-menu, .tc-current-session, .tc-follow')) continue;
    // innerText: what is shown (a <style> inside an HTML widget is not); an option's own text.
    const text = ((e.tagName === 'OPTION' ? e.textContent : e.innerText) || '').trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const hit = res.find(r => r.test(text));
    if (hit || exactSet.has(text)) out.push(text.slice(0, 80) + (hit ? ' (' + hit.source + ')' : ' (an enum value)'));
  }
  return out;
}"""

BOARD_TOP_JS = """() => { scrollTo(0, 0); const c = document.querySelector('.tc-board-area canvas.board-canvas');
  return c ? c.getBoundingClientRect().top : null; }"""


def settle(page, seconds: float = 0.2) -> None:
    """Let a resize's reflow and the widget updates it starts come to rest."""
    page.wait_for_timeout(int(seconds * 1000))
    harness.wait_still(lambda: page.evaluate("() => document.documentElement.scrollHeight"), timeout=5)


def problems(page, stage: str, view: str, *, game_open: bool = True) -> list[str]:
    """What is wrong with the page as it stands at this viewport (empty when it reads at a glance)."""
    found = [f"{stage}/{view}: overlap {a} with {b} ({size})" for a, b, size in page.evaluate(LEAVES_JS, LEAVES)]
    found += [f"{stage}/{view}: text cut: {t!r}" for t in page.evaluate(CUT_JS)]
    found += [f"{stage}/{view}: scrolls sideways: {s}" for s in page.evaluate(harness.SIDEWAYS_SCROLL_JS)]
    if view == "laptop":
        found += [f"{stage}: an internal name on screen: {t}" for t in raw_names(page)]
    found += [f"{stage}/{view}: out of view with the page at the now panel: {c}"
              for c in page.evaluate(NOW_OUT_OF_VIEW_JS)]
    if view != "phone":  # the game bar is one line (about 48 px) beside a laptop's or a tablet's board
        bar = page.evaluate("() => document.querySelector('.tc-game-bar')?.getBoundingClientRect().height")
        if bar is not None and bar > 50:
            found.append(f"{stage}/{view}: the game bar is {bar:.0f} px high, more than one line")
    if view == "laptop" and game_open:
        top = page.evaluate(BOARD_TOP_JS)
        if top is None or top >= 120:
            found.append(f"{stage}/{view}: the board starts at y = {top}, not above 120")
    return found


def raw_names(page) -> list[str]:
    """The texts on the page that show an internal name (RAW_PATTERNS, or a whole text that is an enum value)."""
    return page.evaluate(RAW_NAMES_JS, [list(RAW_PATTERNS), enum_values()])


# The dashboards already scanned by axe-core mid-game in this test run: once a game is enough (a scan costs
# seconds); tests/e2e/test_accessibility.py scans every dashboard at setup.
AXE_MID_GAME: set[str] = set()


def axe_blocking(page) -> list[str]:
    """axe-core's critical and serious violations of the page as it is now, one line each with its nodes."""
    from tests.e2e.test_accessibility import BLOCKING, axe_violations, describe

    blocking = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
    return [describe(blocking, page)] if blocking else []


def check_page(page, stage: str, *, game_open: bool = True) -> None:
    """Check the page at the laptop, tablet and phone viewports (see the module's docstring); the first
    check of a game under way on each dashboard also runs axe-core on it at the laptop view."""
    found: list[str] = []
    dashboard = page.url.split("?")[0].rsplit("/", 1)[-1]
    if game_open and dashboard not in AXE_MID_GAME:
        AXE_MID_GAME.add(dashboard)
        found += [f"{stage}: axe-core mid-game: {line}" for line in axe_blocking(page)]
    try:
        for view, (width, height) in VIEWPORTS.items():
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            found += problems(page, stage, view, game_open=game_open)
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        settle(page, 0.1)
        page.evaluate("() => scrollTo(0, 0)")
    assert not found, "\n".join(found)
