"""The reusable pieces every dashboard is built from, in one import (each lives in its own module)."""

from widgets.canvas import BoardCanvas, Frame
from widgets.counter import Counter
from widgets.history import HistoryPanel
from widgets.odds_view import OddsView
from widgets.pickers import CardPicker, DiePicker
from widgets.profile_editor import ProfileEditor
from widgets.prompt import MessageBar, StepPrompt
from widgets.session_picker import SessionPicker

__all__ = ["BoardCanvas", "CardPicker", "Counter", "DiePicker", "Frame", "HistoryPanel", "MessageBar",
           "OddsView", "ProfileEditor", "SessionPicker", "StepPrompt"]
