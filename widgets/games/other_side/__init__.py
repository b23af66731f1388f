"""The From the Other Side dashboard."""
