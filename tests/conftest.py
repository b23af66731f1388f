"""Shared test settings: hypothesis profiles keep the suite fast and repeatable."""

from hypothesis import settings

settings.register_profile("ci", deadline=None, derandomize=True, max_examples=60)
settings.register_profile("dev", deadline=None, max_examples=60)
settings.load_profile("ci")
