"""Maliath\x27s dashboard."""
