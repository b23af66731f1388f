"""The Mysthea: The Fall dashboard."""
