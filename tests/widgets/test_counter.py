"""Counter: bounds from the rules, refusals with a message, never silent clamping."""

from __future__ import annotations

import pytest

from companion.errors import RuleError
from widgets.kit.counter import Counter


def stash(value: int = 5) -> Counter:
    return Counter("Crystals", value, minimum=0, maximum=6, source="Rulebook p. 7")


def test_plus_and_minus_change_the_value_and_what_is_shown():
    counter = stash(3)
    seen = []
    counter.observe(lambda change: seen.append(change["new"]), "value")
    counter.plus.click()
    counter.plus.click()
    counter.minus.click()
    assert counter.value == 4
    assert seen == [4, 5, 4]
    assert ">4<" in counter._shown.value
    assert counter.message == ""


def test_plus_at_the_maximum_is_refused_with_the_source():
    counter = stash(6)
    counter.plus.click()
    assert counter.value == 6
    assert counter.message == "Refused: Crystals cannot go above 6 (Rulebook p. 7)."
    assert "tc-message-refusal" in counter.messages._dom_classes
    counter.minus.click()   # a good move clears the refusal
    assert counter.value == 5 and counter.message == ""
    assert counter.messages.layout.display == "none"


def test_minus_at_the_minimum_is_refused():
    counter = stash(0)
    assert counter.decrement() is False
    assert counter.value == 0
    assert "cannot go below 0" in counter.message


def test_set_refuses_out_of_range_without_clamping():
    counter = stash(2)
    assert counter.set(9) is False
    assert counter.value == 2
    assert counter.set(6) is True and counter.value == 6


def test_setting_the_trait_out_of_range_raises_rule_error():
    counter = stash(2)
    with pytest.raises(RuleError) as info:
        counter.value = 7
    assert info.value.section == "Rulebook p. 7"
    assert counter.value == 2
    with pytest.raises(RuleError):
        stash(8)


def test_step_and_bad_bounds():
    counter = Counter("Power", 0, minimum=0, maximum=10, step=2)
    counter.increment()
    assert counter.value == 2
    with pytest.raises(ValueError, match="minimum"):
        Counter("Power", 0, minimum=5, maximum=1)
    with pytest.raises(ValueError, match="step"):
        Counter("Power", 0, minimum=0, maximum=1, step=0)


def test_disabled_counter_refuses_changes():
    counter = stash(3)
    counter.disabled = True
    assert counter.plus.disabled and counter.minus.disabled
    assert counter.set(4) is False
    assert counter.value == 3
    counter.disabled = False
    assert not counter.plus.disabled
    counter.plus.click()
    assert counter.value == 4


def test_css_classes_for_the_browser_tests():
    counter = stash()
    assert "tc-counter-plus" in counter.plus._dom_classes
    assert "tc-counter-minus" in counter.minus._dom_classes
    assert "tc-counter-value" in counter._shown._dom_classes
