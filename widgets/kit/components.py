"""The kit's reusable pieces in one import (each lives in its own module); the kit knows no table and no game.

The table's session pieces (HistoryPanel, SessionPicker) are imported from widgets.table.history and
widgets.table.session_picker.
"""

from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.counter import Counter
from widgets.kit.odds_view import OddsView
from widgets.kit.pickers import CardPicker, DiePicker
from widgets.kit.profile_editor import ProfileEditor
from widgets.kit.prompt import MessageBar, StepPrompt

__all__ = ["BoardCanvas", "CardPicker", "Counter", "DiePicker", "Frame", "MessageBar", "OddsView",
           "ProfileEditor", "StepPrompt"]
