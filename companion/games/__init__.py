"""One package per game, every one of the same shape, so a newcomer who knows one knows all five.

    data.py       the game's components, each number with its source
    events.py     the events, frozen dataclasses
    state.py      the state as frozen dataclasses, with a `Phase` enum where the game has phases
    rules.py      apply: check an event and return the new state, or raise RuleError (the dispatcher)
    options.py    what may happen next: the step, whose turn, every legal event, what lists may offer
    odds.py       the game's exact odds, built on companion.odds
    rulings.py    RULINGS: the readings of unclear rules, as companion.rulings.Ruling with stable keys
    game.py       GAME: the object a Session plays and a dashboard shows (companion.game.Game)
    scoring.py    score_parts and play_summary_parts: a finished game's scores in parts, rounds and settings,
                  read off the state for its summary (companion.plays)
    board.py      the board's topology, where the game has a map
    profile.py    the component profile, where components are not public
    advisor.py    advice for the player to act, where the game has it
    phases/       one module a phase (or step of a turn), where a game has several

A game's issue may name a module of pure rule functions for others to import (Mystling Academy's
combat.py; Maliath's powers.py, beside her action_deck.py and rewards.py); `tests/test_game_shape.py`
lists each such module and refuses any other.

`tests/test_game_shape.py` holds every game marked ready in companion.catalogue (its dashboard notebook
exists) to the shape, and all five are ready: fall, maliath, mystling, mythicals and other_side each
have their dashboard (widgets/games/<game>/dashboard.py, shown by notebooks/<game>.ipynb).

tally.py, beside the packages, is Tally: a one-module demo game, not one of the five, played by the
session tests and the gallery's session demo (widgets/table/session_demo.py).
"""
