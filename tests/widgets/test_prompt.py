"""StepPrompt and MessageBar: plain words, sections, choices, and no tracebacks."""

from __future__ import annotations

import logging

import pytest

from companion.errors import RuleError
from widgets.kit.prompt import MessageBar, StepPrompt, plain_sentence


def test_prompt_shows_text_section_and_choice_buttons():
    prompt = StepPrompt()
    prompt.show("Move the scout <now>", "§ 4.2", ["North", "South"])
    assert "Move the scout &lt;now&gt;" in prompt._text.value
    assert "Rulebook: § 4.2" in prompt._section.value
    assert [b.description for b in prompt.buttons] == ["North", "South"]
    assert all("tc-prompt-choice" in b._dom_classes for b in prompt.buttons)


def test_a_choice_click_calls_back_with_its_value():
    prompt = StepPrompt("Pay?", "§ 1", {"Pay 2 crystals": ("pay", 2), "Pass": ("pass", 0)})
    got = []
    prompt.on_choice(got.append)
    prompt.buttons[0].click()
    assert got == [("pay", 2)] and prompt.last_choice == ("pay", 2)
    prompt.show("Next", "", ["Done"])
    assert prompt.choices == ["Done"] and prompt._section.value == ""
    with pytest.raises(ValueError, match="not offered"):
        prompt.choose("Pass")


def test_a_refused_choice_is_shown_under_the_prompt():
    prompt = StepPrompt("Attack?", "§ 5", ["Attack"])

    def refuse(_choice):
        raise RuleError("The scout has no strength left", "§ 5.1")

    prompt.on_choice(refuse)
    prompt.buttons[0].click()
    assert prompt.messages.text == "Refused: The scout has no strength left (§ 5.1)."


def test_message_bar_kinds_carry_words_not_only_colour():
    bar = MessageBar()
    assert bar.layout.display == "none" and bar.text == ""
    bar.info("Round 2 begins")
    assert bar.text == "Note: Round 2 begins" and "tc-message-info" in bar._dom_classes
    bar.refuse(RuleError("The stash is full", "§ 3.1"))
    assert bar.text == "Refused: The stash is full (§ 3.1)."
    assert "tc-message-refusal" in bar._dom_classes and "tc-message-info" not in bar._dom_classes
    bar.error(KeyError("x"))
    assert bar.text.startswith("Error: Something went wrong inside the companion (KeyError)")
    assert "Traceback" not in bar.value
    bar.clear()
    assert bar.kind == "" and bar.layout.display == "none"


def test_between_messages_the_slot_says_the_last_step_and_a_refusal_takes_its_place():
    bar = MessageBar()
    bar.rest("Last step: Peare moves to <2,1>")
    assert bar.layout.display is None and bar.kind == "" and bar.text == ""
    assert "Last step: Peare moves to &lt;2,1&gt;" in bar.value and "tc-message-rest" in bar.value
    bar.refuse(RuleError("Peare has no move left", "Combat"))
    assert "Peare has no move left" in bar.value and "Last step" not in bar.value
    bar.clear()
    assert "Last step: Peare moves to" in bar.value and bar.layout.display is None
    bar.rest("")
    assert bar.value == "" and bar.layout.display == "none"


def test_message_is_escaped():
    bar = MessageBar()
    bar.info("<script>alert(1)</script>")
    assert "<script>" not in bar.value


def test_guard_turns_failures_into_messages(caplog):
    bar = MessageBar()

    @bar.guard
    def refused():
        raise RuleError("Not your turn", "§ 2")

    def bad_value():
        raise ValueError("power: must be at most 10, got 12")

    def bug():
        return {}["missing"]

    assert refused() is None and bar.text == "Refused: Not your turn (§ 2)."
    bar.guard(bad_value)()
    assert bar.text == "Error: Power: must be at most 10, got 12"
    with caplog.at_level(logging.ERROR):
        bar.guard(bug)()
    assert "KeyError" in bar.text and "inside the companion" in bar.text
    assert "Traceback" not in bar.text
    assert any(r.exc_info for r in caplog.records)    # the traceback goes to the log only
    assert bar.guard(lambda: 42)() == 42 and bar.text == ""   # success clears the last message


def test_guard_as_a_context_manager():
    bar = MessageBar()
    with bar.guard():
        raise RuleError("No", "§ 9")
    assert bar.kind == "refusal"
    with bar.guard():
        pass
    assert bar.kind == ""


def test_plain_sentence():
    assert plain_sentence(RuleError("No", "§ 1")) == "No (§ 1)"
    assert plain_sentence(ValueError("bad input")) == "Bad input"
    assert "TypeError" in plain_sentence(TypeError("x"))


def test_a_move_refused_by_the_saved_game_reads_as_a_sentence():
    from companion.storage import SessionConflictError
    from widgets.kit.prompt import MessageBar

    bar = MessageBar()
    with bar.guard():
        raise SessionConflictError("evening was changed from another page since this page opened it")
    assert bar.kind == "error"
    assert bar.text == "Error: Evening was changed from another page since this page opened it"


def test_a_refusal_that_ends_with_a_full_stop_gets_no_second_one():
    from companion.errors import RuleError
    from widgets.kit.prompt import MessageBar

    bar = MessageBar()
    bar.refuse(RuleError("g.jsonl is closed; open the saved game again to make moves."))
    assert bar.text == "Refused: g.jsonl is closed; open the saved game again to make moves."
    bar.refuse(RuleError("André draws 5 different cards.", "Setup (Player Setup)"))
    assert bar.text == "Refused: André draws 5 different cards (Setup (Player Setup))."
