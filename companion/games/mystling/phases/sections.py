"""The rulebook sections a Mystling Academy refusal names, and the kinds of effect each step takes."""

from __future__ import annotations

from .. import data
from ..state import Phase


SETUP = "Combat Setup"


SOLO_SETUP = "Enemy Mystling: Combat setup"


TURN = "Turn Structure"


STEP = {1: "Turn Structure, 1. Use Bonus Action(s)", 2: "Turn Structure, 2. Resolving one Action card",
        3: "Turn Structure, 3. Use Bonus Action(s)", 4: "Turn Structure, 4. Draw cards",
        5: "Turn Structure, 5. End of Turn"}


BONUS = "Bonus Actions"


KEYWORDS = "Combat Keywords"


TOKENS = "Other Combat Rules: Elemental Tokens"


ENEMY_TURN = "Enemy Turn Order"


ENEMY_KEYWORDS = "Enemy Keywords"


END = "End of Combat"


NO_CHOICE = ("attack", "heal", "deal", "gain_token", "condition", "text")


BASIC_BONUS = {"dash": data.DASH_COST, "prepare": data.PREPARE_COST}


PILES = ("discard", "remove", "upgrade")  # where a resolved card goes (profile.CARD_GOES)


IN_PLAY = (Phase.BEFORE_CARD, Phase.CARD, Phase.AFTER_CARD, Phase.DRAW, Phase.END, Phase.ENEMY)


TOP_SECTION = "Enemy Mystling: Combat setup, step 4e; Enemy Turn"


BY_HAND = ("damage", "heal", "move", "token", "untoken", "condition", "uncondition")


BY_HAND_SECTION = {"damage": KEYWORDS, "heal": "Combat Keywords: Heal", "move": "Golden Rules of Combat, 4",
                   "token": "Elemental Tokens: Placement Rules, Token Limit", "untoken": TOKENS,
                   "condition": STEP[5], "uncondition": STEP[5]}
