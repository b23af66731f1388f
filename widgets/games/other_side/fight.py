"""Phase 3 and Phase 4 controls: placing Action cards under Creatures, and settling each fight."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import DiscardInstead, PlayAction, ResolveFight
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.options import (
    card_contribution, counted, fight_setup, heroes_win, next_fight_space, space_said, spoils_due, totals,
)
from companion.games.other_side.profile import card_name, card_names, index
from companion.games.other_side.state import Phase, current_hero
from widgets.games.other_side.forms import (
    NONE, CardPicks, button, card_pairs, dropdown, parse_cards, picked, set_options, text,
)
from widgets.games.other_side.odds import fight_picture, p_win_text
from widgets.kit.odds_view import percent_and_fraction
from widgets.kit.pickers import DiePicker
from widgets.kit.style import row


class FightForm(w.VBox):
    """Phase 3: the Hero with the leftmost Action tile places a card under a Creature, or discards.

    The whole step fits the now panel within a laptop's, a tablet's and a phone's view (issue #22): what is
    playable in a line or two, the card on its own line, then the other choices two by two, the card's effect
    on P(win) (the chance that decides the step), and Play beside Discard. Every pick list reads as the game
    says it (a Hero's name, a card's name as printed, "the hall on the Well"); the value behind each option
    stays the id."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.who = w.HTML()
        self.playable = self.who  # whose turn and what is playable: one short paragraph
        self.playable.add_class("tc-ots-playable")
        self.card = dropdown("tc-ots-card", "Action card", width="432px")
        self.space = dropdown("tc-ots-space", "Creature", width="240px")
        self.artifact = dropdown("tc-ots-fight-artifact", "Artifact", width="184px")
        self.discards = text("tc-ots-range-discards", "discard for range", width="320px",
                             placeholder="cards, with commas")
        self.beneficiary = dropdown("tc-ots-beneficiary", "serves", width="184px")
        self.beneficiary.tooltip = "The Hero the card's One of Us icons serve"
        self.drawn = CardPicks("tc-ots-drawn", "card drawn (Inspiration)")
        self.draw_note = w.HTML()
        self.draw_note.add_class("tc-ots-drawn-note")
        self.step_to = dropdown("tc-ots-step-to", "Magic Step to", width="240px")
        self.preview = w.HTML()
        self.preview.add_class("tc-ots-preview")
        for box in (self.card, self.space, self.artifact):
            box.observe(lambda _c: dash.message.guard(self._changed)(), names="value")
        self.space.observe(lambda _c: dash.message.guard(self._relabel)(), names="value")
        self.beneficiary.observe(lambda _c: dash.message.guard(self._served)(), names="value")
        self.play = button("Play card", "tc-ots-play")
        self.play.on_click(lambda _b: dash.message.guard(self.submit)())
        self.discard_card = dropdown("tc-ots-discard-card", "or discard", width="190px")
        self.discard = button("Discard instead", "tc-ots-discard")
        self.discard.on_click(lambda _b: dash.message.guard(self.discard_instead)())
        self._quiet = False
        super().__init__([
            # Each line a row, so that no pick list is wider than the panel (a phone's included).
            self.who, row(self.card), row(self.space, self.artifact), row(self.beneficiary, self.step_to),
            row(self.discards, self.draw_note, self.drawn), self.preview,
            row(self.play, self.discard_card, self.discard),
        ])
        self.add_class("tc-ots-fight-box")

    def refresh(self) -> None:
        state = self.dash.state
        hero = current_hero(state)
        offers = self.dash.options().offers
        plays = offers.get("playable", ())
        profile = state.profile
        self.who.value = (f"<div><b>{html.escape(data.hero_name(hero))}</b> (leftmost Action tile) can play: "
                          + (html.escape("; ".join(
                              f"{card_name(profile, p.card)} → space {p.space}: adds {self._adds(p.card, p.space)}"
                              + (f", discard {p.discards_needed} for range" if p.discards_needed else "")
                              for p in plays))
                              or "no card matches a Creature: discard one instead") + "</div>")
        self._quiet = True
        try:
            first = plays[0] if plays else None
            set_options(self.space, [(f"space {i}: {card_name(profile, state.battle[i - 1].card)}", i)
                                     for i in offers.get("spaces", ())])
            if first and not any(p.card == self.card.value and p.space == self.space.value for p in plays):
                self.space.value = first.space
            self._relabel()
            if first and not any(p.card == self.card.value and p.space == self.space.value for p in plays):
                self.card.value = first.card
            set_options(self.artifact, [(NONE, None)] + card_pairs(profile, offers.get("artifacts", ())))
            set_options(self.beneficiary, [(data.hero_name(x), x) for x in offers.get("beneficiaries", ())])
            self.beneficiary.value = hero
            self._served()
            set_options(self.discard_card, card_pairs(profile, offers.get("discard", ())))
        finally:
            self._quiet = False
        self._changed()

    def _adds(self, card: str, space: int) -> str:
        """What the card adds against that Creature, as the core counts it ("+7: Guile +5, Frontline +2")."""
        state = self.dash.state
        total, parts = card_contribution(state, current_hero(state), card, space)
        return f"{total:+d}" + (f" ({', '.join(parts)})" if parts else " (nothing matches)")

    def _card_label(self, c: Any, space: Any) -> str:
        icons = f" · {', '.join(icon.replace('_', ' ') for icon in c.icons)}" if c.icons else ""  # the card's words
        adds = f"adds {self._adds(c.id, int(space))} against space {space}" if space else \
            f"{c.creature_type} {c.type_strength}, {c.mastery} {c.mastery_strength}"
        return f"{card_name(self.dash.state.profile, c.id)}: {adds} · range {c.range}{icons}"

    def _relabel(self) -> None:
        """Label each card with what it adds against the Creature chosen (the odds beside it move by that)."""
        state = self.dash.state
        if state.phase is not Phase.FIGHT:
            return
        idx = index(state.profile)
        cards = self.dash.options().offers.get("cards", ())
        quiet, self._quiet = self._quiet, True
        try:
            set_options(self.card, [(self._card_label(idx.action_cards[c], self.space.value), c) for c in cards])
        finally:
            self._quiet = quiet

    def _served(self) -> None:
        """A Magic Step goes from the space of the Hero it serves: that Hero's neighbours, from the core."""
        state = self.dash.state
        if state.phase is not Phase.FIGHT:
            return
        offers = self.dash.options().offers
        served = self.beneficiary.value or current_hero(state)
        # Each place as the game says it ("the hall on the Well"); the value behind it stays the space's id.
        set_options(self.step_to, [(NONE, None)] + [(space_said(state, s), s) for s in
                                                    offers.get(f"step_to:{served}", offers.get("step_to", ()))],
                    keep=False)
        self._draws()

    def _draws(self) -> None:
        """A pick list per card the chosen play draws by Inspiration, from the core's pools."""
        state = self.dash.state
        hero = current_hero(state)
        served = self.beneficiary.value or hero
        found = [(drawer, pools) for key, drawer, pools in self.dash.options().offers.get("inspiration", ())
                 if key == (self.card.value, picked(self.artifact), served)]
        drawer, pools = found[0] if found else (None, ())
        self.drawn.show(pools, names=card_names(state.profile))
        self.draw_note.value = (f"<span>Inspiration: {html.escape(data.hero_name(drawer))} draws</span>"
                                if drawer and pools else "")

    def event(self) -> PlayAction:
        """The PlayAction the form describes."""
        state = self.dash.state
        hero = current_hero(state)
        if not self.card.value or not self.space.value:
            raise RuleError("Choose an Action card and a Creature.", Phase.FIGHT.heading)
        beneficiary = self.beneficiary.value if self.beneficiary.value != hero else None
        return PlayAction(hero, self.card.value, int(self.space.value), picked(self.artifact),
                          parse_cards(self.discards.value), beneficiary, self.drawn.values(),
                          picked(self.step_to))

    def _changed(self) -> None:
        """Preview the chosen card's effect on P(win), and show that Creature's odds."""
        if self._quiet or self.dash.state.phase is not Phase.FIGHT:
            return
        self._draws()
        state = self.dash.state
        space = self.space.value
        if space:
            self.dash.odds.select(int(space))
            self.dash.chosen = f"creature:{space}"
            self.dash.redraw()
        try:
            after = OTHER_SIDE.apply(state, self.event())
            now, then = fight_picture(state, int(space)), fight_picture(after, int(space)) \
                if after.battle[int(space) - 1] is not None else None
        except (RuleError, ValueError, KeyError) as exc:
            self.preview.value = f"<i>Not playable as chosen: {html.escape(getattr(exc, 'message', str(exc)))}</i>"
            return
        if then is not None:
            # One line: the chance that decides the step, before and after the card.
            self.preview.value = (f"<b>If played:</b> P(win) in space {space} {percent_and_fraction(now.odds.p_win)} → "
                                  f"<b>{percent_and_fraction(then.odds.p_win)}</b>")

    def submit(self) -> None:
        self.dash.act(self.event())
        self.discards.value = ""
        self.drawn.clear()

    def discard_instead(self) -> None:
        state = self.dash.state
        self.dash.act(DiscardInstead(current_hero(state), self.discard_card.value))


class BattleForm(w.VBox):
    """Phase 4: the next fight from the left; the players report both dice, or let the companion roll."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.summary = w.HTML()
        self.summary.add_class("tc-ots-fight-summary")
        self.dice = w.VBox()
        self.totals = w.HTML()
        self.totals.add_class("tc-ots-fight-totals")
        self.spoils = [dropdown(f"tc-ots-spoil-{k}", f"Spoil {k}", width="200px") for k in (1, 2)]
        self.roll = button("Roll for us", "tc-ots-roll")
        self.roll.on_click(lambda _b: dash.message.guard(self.roll_for_us)())
        self.resolve = button("Resolve fight", "tc-ots-resolve")
        self.resolve.on_click(lambda _b: dash.message.guard(self.submit)())
        self.hero_die: DiePicker | None = None
        self.creature_die: DiePicker | None = None
        self._key: Any = None
        # The spoils and the two buttons on one line (the step fits the now panel within the view, issue #22).
        super().__init__([self.summary, self.dice, self.totals, row(*self.spoils, self.roll, self.resolve)])
        self.add_class("tc-ots-battle-box")

    def refresh(self) -> None:
        state = self.dash.state
        space = next_fight_space(state)
        setup = fight_setup(state, space)
        key = (len(self.dash.session), space, state.profile.name)
        if key != self._key:  # a new fight: fresh dice
            self._key = key
            self.hero_die = DiePicker(state.profile.hero_die)
            self.hero_die.add_class("tc-ots-hero-die")
            self.creature_die = DiePicker(state.profile.creature_die)
            self.creature_die.add_class("tc-ots-creature-die")
            for picker in (self.hero_die, self.creature_die):
                picker.on_pick(lambda _f: self.dash.message.guard(self._rolled)())
            self.dice.children = [w.HTML("<b>Hero die</b>" + (" (doubled: Heroic Fury)" if setup.hero_doubled else "")),
                                  self.hero_die,
                                  w.HTML("<b>Creature die</b>" + (" (doubled)" if setup.creature_doubled else "")
                                         + ("" if setup.creature_rolled else " — not rolled: Inhibition")),
                                  self.creature_die]
            self.creature_die.disabled = not setup.creature_rolled
            offers = self.dash.options().offers
            for k, box in enumerate(self.spoils, start=1):
                set_options(box, [(NONE, None)] + card_pairs(state.profile, offers.get(f"spoil:{k}", ())),
                            keep=False)
                # as many pick lists as the Creature can yield Artifacts (the core offers that many)
                box.layout.display = None if f"spoil:{k}" in offers else "none"
            self.totals.value = ""
        creature = index(state.profile).creatures[setup.creature]
        order = ", ".join(data.hero_name(h) for h in setup.fight_order)
        said = card_name(state.profile, setup.creature)
        self.summary.value = (f"<b>Fight in space {space}</b>: {html.escape(said)} (core {creature.strength}, "
                              f"fixed {setup.creature_fixed}) against {html.escape(order)} (fixed {setup.heroes_fixed}). "
                              f"{p_win_text(fight_picture(state, space))}. "
                              f"Spoils if won: {counted(creature.mirror_fragments, 'Mirror Fragment')}, "
                              f"{counted(creature.artifacts, 'Artifact')}.")

    def _rolled(self) -> None:
        state = self.dash.state
        setup = fight_setup(state, next_fight_space(state))
        if self.hero_die.value is None or (setup.creature_rolled and self.creature_die.value is None):
            return
        c = self.creature_die.value.value if setup.creature_rolled else None
        heroes, creature = totals(setup, self.hero_die.value.value, c)
        won = heroes_win(heroes, creature)
        due = spoils_due(state, setup, won)
        self.totals.value = (f"<b>Heroes {heroes} vs Creature {creature}: {'won' if won else 'lost'}</b>"
                             + (f" — report the {counted(due, 'Artifact')} drawn as spoils." if due else ""))

    def roll_for_us(self) -> None:
        """The companion rolls both dice with the session's generator; the faces go into the pickers."""
        state = self.dash.state
        rng = self.dash.session.rng
        self.hero_die.pick(rng.choice(state.profile.hero_die))
        if not self.creature_die.disabled:
            self.creature_die.pick(rng.choice(state.profile.creature_die))
        self.dash.message.info("Rolled for you: check the dice above, name any Artifact won, then resolve.")

    def submit(self) -> None:
        state = self.dash.state
        space = next_fight_space(state)
        if self.hero_die.value is None:
            raise RuleError("Report the Hero die first (or press Roll for us).", Phase.BATTLE.heading)
        creature = self.creature_die.value if not self.creature_die.disabled else None
        if not self.creature_die.disabled and creature is None:
            raise RuleError("Report the Creature die too.", Phase.BATTLE.heading)
        spoils = tuple(v for v in map(picked, self.spoils) if v is not None)
        self.dash.act(ResolveFight(space, self.hero_die.value.value, creature.value if creature else None,
                                   creature_wound=bool(creature and creature.wound),
                                   hero_wound=self.hero_die.value.wound, artifacts_drawn=spoils))
