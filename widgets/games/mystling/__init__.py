"""Dragon Eclipse: Mystling Academy dashboard."""
