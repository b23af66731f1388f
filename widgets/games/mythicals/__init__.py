"""The Mythicals dashboard."""
