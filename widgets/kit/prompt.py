"""What to do now (StepPrompt) and what went wrong (MessageBar), in plain words."""

from __future__ import annotations

import contextlib
import functools
import html
import logging
from typing import Any, Callable, Iterator, Mapping, Sequence, TypeVar

import ipywidgets as w
import traitlets

from companion.errors import RuleError
from companion.session import SessionError

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])

KINDS = ("", "info", "refusal", "error")
PREFIX = {"info": "Note:", "refusal": "Refused:", "error": "Error:"}
SYMBOL = {"info": "ℹ", "refusal": "✖", "error": "⚠"}


def plain_sentence(exc: BaseException) -> str:
    """An exception as a sentence a player can read: its message, never a traceback or type name."""
    if isinstance(exc, RuleError):
        return str(exc)
    # A saved game that cannot take the move (read-only, changed from another page) says why.
    if isinstance(exc, (ValueError, SessionError)) and str(exc):
        text = str(exc).strip()
        return text[0].upper() + text[1:]
    return (
        "Something went wrong inside the companion "
        f"({type(exc).__name__}); the last action did not complete."
    )


class MessageBar(w.HTML):
    """One line telling the player what happened: a note, a refusal with its section, or an error.

    `text` (plain) and `kind` ("", "info", "refusal", "error") are observable; the css classes
    `tc-message` and `tc-message-<kind>` style it, and a word ("Refused:") says it without colour.
    With no message it is hidden, or shows its resting line (`rest`) where its place is kept.
    """

    text = traitlets.Unicode("")
    kind = traitlets.Unicode("")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("tc-message")
        self.layout.display = "none"
        self.resting = ""

    def rest(self, line: str) -> None:
        """The line shown while no message is (plain text: in the now panel, what the last step did)."""
        self.resting = line
        if not self.kind:
            self._set("", "")

    def _set(self, kind: str, text: str) -> None:
        if self.kind:
            self.remove_class(f"tc-message-{self.kind}")
        self.kind = kind
        self.text = f"{PREFIX[kind]} {text}" if kind else ""
        if kind:
            self.add_class(f"tc-message-{kind}")
            self.value = f"<span>{SYMBOL[kind]} {html.escape(self.text)}</span>"
            self.layout.display = None
        elif self.resting:
            self.value = f"<span class='tc-message-rest'>{html.escape(self.resting)}</span>"
            self.layout.display = None
        else:
            self.value = ""
            self.layout.display = "none"

    def info(self, text: str) -> None:
        """Show a note."""
        self._set("info", text)

    def refuse(self, err: RuleError) -> None:
        """Show a refused move: the rule's message and the rulebook section it rests on."""
        message = err.message if isinstance(err, RuleError) else str(err)
        section = getattr(err, "section", "")
        if message.endswith(".") and not message.endswith("..."):
            message = message[:-1]  # the sentence's own full stop: one at the very end is enough
        self._set("refusal", f"{message} ({section})." if section else f"{message}.")

    def error(self, exc: BaseException) -> None:
        """Show an error as a plain sentence (never a traceback)."""
        self._set("error", plain_sentence(exc))

    def clear(self) -> None:
        """Hide the bar."""
        self._set("", "")

    def show_exception(self, exc: BaseException) -> None:
        """Show any exception the right way: refusals as refusals, the rest as errors."""
        if isinstance(exc, RuleError):
            self.refuse(exc)
        else:
            if not isinstance(exc, (ValueError, SessionError)):
                # A bug, not a player's mistake: keep the traceback in the log, not on screen.
                log.error("unexpected error in a dashboard callback", exc_info=exc)
            self.error(exc)

    @contextlib.contextmanager
    def _guarding(self) -> Iterator[None]:
        self.clear()
        try:
            yield
        except Exception as exc:  # every failure becomes a message, never a traceback
            self.show_exception(exc)

    def guard(self, fn: F | None = None) -> Any:
        """`guard(fn)` wraps a callback, `with guard():` a block: failures become messages here."""
        if fn is None:
            return self._guarding()

        @functools.wraps(fn)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            with self._guarding():
                return fn(*args, **kwargs)
            return None

        return guarded


Choices = Sequence[str] | Mapping[str, Any]


class StepPrompt(w.VBox):
    """The step to do now, the rulebook section it comes from, and the rules' choices as buttons."""

    def __init__(self, text: str = "", section: str = "", choices: Choices = ()) -> None:
        self._text = w.HTML()
        self._text.add_class("tc-prompt-text")
        self._section = w.HTML()
        self._section.add_class("tc-prompt-section")
        self._buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._buttons.add_class("tc-prompt-choices")
        self._callbacks: list[Callable[[Any], None]] = []
        self._choices: dict[str, Any] = {}
        self.messages = MessageBar()
        self.text = ""
        self.section = ""
        self.last_choice: Any = None
        super().__init__([self._text, self._section, self._buttons, self.messages])
        self.add_class("tc-prompt")
        self.show(text, section, choices)

    @property
    def choices(self) -> list[str]:
        """The labels of the choices offered now."""
        return list(self._choices)

    def show(self, text: str, section: str = "", choices: Choices = ()) -> None:
        """Show a new step: its plain-words text, its section, and its choices (labels, or label -> value)."""
        self.text, self.section = text, section
        self._text.value = f"<b style='font-size:18px'>{html.escape(text)}</b>" if text else ""
        self._section.value = f"<i>Rulebook: {html.escape(section)}</i>" if section else ""
        items = choices.items() if isinstance(choices, Mapping) else ((c, c) for c in choices)
        self._choices = {str(label): value for label, value in items}
        buttons = []
        for label in self._choices:
            button = w.Button(description=label, tooltip=label,
                              layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
            button.add_class("tc-prompt-choice")
            button.on_click(functools.partial(self._clicked, label))
            buttons.append(button)
        self._buttons.children = buttons

    def _clicked(self, label: str, _button: w.Button) -> None:
        # A refused choice (or a stale button) becomes a message under the prompt.
        with self.messages.guard():
            self.choose(label)

    def choose(self, label: str) -> None:
        """Act as if the choice button `label` was clicked."""
        if label not in self._choices:
            raise ValueError(f"choice: {label!r} is not offered now; the choices are {self.choices}")
        self.last_choice = self._choices[label]
        for callback in self._callbacks:
            callback(self._choices[label])

    def on_choice(self, callback: Callable[[Any], None]) -> None:
        """Call `callback(choice)` with the chosen value when a choice is made."""
        self._callbacks.append(callback)

    @property
    def buttons(self) -> tuple[w.Button, ...]:
        """The choice buttons, in order."""
        return tuple(self._buttons.children)
