"""The reusable kit, the lower floor: it knows no table (widgets/table/) and no game.

BoardCanvas and its drawing and geometry helpers, the theme and stylesheet, small controls, pickers,
prompts and the message bar, counters, the odds view, the profile editor and its schema, JSON upload
and lazy parts; components.py gathers the main pieces in one import.
"""
