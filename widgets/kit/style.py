"""The theme for ipywidgets: readable sizes, the palette on buttons, and a page that fits 1280x800."""

from __future__ import annotations

import html

import ipywidgets as w

from widgets.kit import theme

# ipywidgets 8 sizes its controls from these CSS variables; raising them inside `.tc-page`
# makes every control readable across a table without touching widgets outside the page.
CSS = f"""
.tc-page {{
  --jp-widgets-font-size: 16px;
  --jp-widgets-inline-height: 34px;
  --jp-widgets-inline-label-width: 120px;
  font-family: {theme.FONT_FAMILY};
  font-size: 16px;
  max-width: {theme.MAX_DASHBOARD_WIDTH}px;
  box-sizing: border-box;
  overflow-x: hidden;
}}
.tc-page .widget-button, .tc-page .widget-toggle-button {{ font-size: 16px; }}
.tc-page h2 {{ font-size: 22px; margin: 14px 0 4px 0; }}
.tc-page h3 {{ font-size: 18px; margin: 10px 0 2px 0; }}
.tc-note {{ color: {theme.NEUTRALS["line"]}; }}
.tc-message {{ padding: 4px 8px; border-left: 6px solid {theme.NEUTRALS["muted"]}; }}
.tc-message-info {{ border-left-color: {theme.OKABE_ITO["sky_blue"]}; }}
.tc-message-refusal {{ border-left-color: {theme.OKABE_ITO["orange"]}; font-weight: bold; }}
.tc-message-error {{ border-left-color: {theme.OKABE_ITO["vermillion"]}; font-weight: bold; }}
.tc-message-rest {{ font-style: italic; }}
.tc-example-banner {{
  background: {theme.OKABE_ITO["yellow"]}; color: {theme.NEUTRALS["ink"]};
  font-weight: bold; padding: 4px 8px; border: 2px dashed {theme.NEUTRALS["ink"]};
}}
/* No label cut off: a button is never narrower than its text. */
.tc-page .jupyter-button, .tc-table-root .jupyter-button {{ min-width: fit-content; }}
.tc-page .widget-checkbox {{ width: auto; max-width: 100%; }}
.tc-export-download {{
  display: inline-block; padding: 3px 12px; margin: 0 6px; border: 1px solid {theme.NEUTRALS["line"]};
  border-radius: 3px; background: {theme.NEUTRALS["table"]}; color: {theme.NEUTRALS["ink"]}; text-decoration: none;
}}
/* ipywidgets 8 draws a Tab's unselected titles and an Accordion's headers in --jp-ui-font-color2 (black at
   54 %) on --jp-layout-color2 (#eeeeee): 4.45:1, under WCAG 2.1 AA's 4.5:1 for text. The palette's line grey
   reads 7.3:1 there and still sets the unselected titles apart from the selected one (black on white). */
.jupyter-widget-tab > .lm-TabBar .lm-TabBar-tab:not(.lm-mod-current) > .lm-TabBar-tabLabel,
.jupyter-widget-Collapse-header > span {{ color: {theme.NEUTRALS["line"]}; }}
/* A checkbox named for screen readers only (controls.named): its words stay in the page, off the screen. */
.tc-named-box {{ flex: 0 0 auto !important; }}
.tc-named-box .widget-label-basic {{ position: relative; overflow: hidden; }}
.tc-named-box .widget-label-basic > span {{
  position: absolute !important; width: 1px !important; height: 1px !important; margin: -1px !important;
  padding: 0 !important; border: 0 !important; overflow: hidden !important; clip: rect(0 0 0 0);
  white-space: nowrap;
}}
.tc-field-error {{ color: {theme.OKABE_ITO["vermillion"]}; font-weight: bold; }}
/* A phone at the table (issue #16): below 640 px the board shrinks to the screen's width (keeping its
   shape; ipycanvas maps a click on a scaled canvas back to its own coordinates), rows wrap and no
   box is wider than the screen. Wider screens (1280x800) are not touched. */
@media (max-width: 640px) {{
  .tc-page canvas.board-canvas, .tc-table-root canvas.board-canvas {{
    max-width: 100% !important; height: auto !important;
  }}
  .tc-page .widget-box, .tc-table-root .widget-box {{ max-width: 100%; min-width: 0; }}
  .tc-page .widget-hbox, .tc-table-root .widget-hbox {{ flex-wrap: wrap; }}
  .tc-page .widget-inline-hbox, .tc-page .widget-textarea, .tc-table-root .widget-inline-hbox,
  .tc-table-root .widget-textarea {{
    max-width: calc(100% - 2 * var(--jp-widgets-margin, 2px)); box-sizing: border-box;
  }}
  /* A list box (the saved games) cuts a long line at the screen's edge rather than scroll it. */
  .tc-page select, .tc-table-root select {{ overflow-x: hidden; text-overflow: ellipsis; }}
}}
"""


def stylesheet() -> w.HTML:
    """An HTML widget carrying the theme's CSS; show it once per page (`page` does)."""
    sheet = w.HTML(f"<style>{CSS}</style>", layout=w.Layout(height="0px", margin="0"))
    sheet.add_class("tc-stylesheet")
    return sheet


def page(*children: w.Widget, title: str | None = None) -> w.VBox:
    """A dashboard page: the stylesheet, an optional title, and the children, at most 1240 px wide."""
    head: list[w.Widget] = [stylesheet()]
    if title:
        head.append(heading(title, level=2))
    box = w.VBox(
        head + list(children),
        layout=w.Layout(max_width=f"{theme.MAX_DASHBOARD_WIDTH}px", width="100%"),
    )
    box.add_class("tc-page")
    return box


def row(*children: w.Widget) -> w.HBox:
    """Children side by side, wrapping onto the next line rather than scrolling sideways."""
    return w.HBox(list(children), layout=w.Layout(flex_flow="row wrap", align_items="flex-start",
                                                  max_width="100%"))


def heading(text: str, level: int = 3) -> w.HTML:
    """A heading (h2 or h3) with the text escaped."""
    if level not in (2, 3):
        raise ValueError(f"level: must be 2 or 3, got {level}")
    return w.HTML(f"<h{level}>{html.escape(text)}</h{level}>")


def note(text: str) -> w.HTML:
    """A line of explanation in muted ink, escaped."""
    label = w.HTML(f"<span>{html.escape(text)}</span>")
    label.add_class("tc-note")
    return label


def folded_note(summary: str, text: str) -> w.HTML:
    """A muted explanation folded under a one-line summary the reader opens (escaped)."""
    label = w.HTML(f"<details><summary>{html.escape(summary)}</summary><span>{html.escape(text)}</span></details>")
    label.add_class("tc-note")
    return label


def colour_button(button: w.Button, colour: str | None) -> None:
    """Paint a button in a game colour, its text in black or white to stay readable."""
    if colour is None:
        button.style.button_color = None
        button.style.text_color = None
        return
    button.style.button_color = theme.colour(colour)
    button.style.text_color = theme.text_on(colour)
