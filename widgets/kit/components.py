"""The reusable pieces every dashboard is built from, in one import (each lives in its own module)."""

from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.counter import Counter
from widgets.table.history import HistoryPanel
from widgets.kit.odds_view import OddsView
from widgets.kit.pickers import CardPicker, DiePicker
from widgets.kit.profile_editor import ProfileEditor
from widgets.kit.prompt import MessageBar, StepPrompt
from widgets.table.session_picker import SessionPicker

__all__ = ["BoardCanvas", "CardPicker", "Counter", "DiePicker", "Frame", "HistoryPanel", "MessageBar",
           "OddsView", "ProfileEditor", "SessionPicker", "StepPrompt"]
