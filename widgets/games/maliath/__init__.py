"""Maliath's dashboard."""
