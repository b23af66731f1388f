"""Mystling Academy's steps, one module a part of the rulebook: the sections named in refusals, the
sheets read, the bookkeeping, Combat Setup, the Turn Structure, the Combat Keywords, the Enemy Turn Order, the
End of Combat and the generic controls; and profile_editing, the edits of a profile in the page (profile.py
re-exports them). `rules.apply` dispatches each event here; nothing here imports rules."""
