"""Maliath, the automated opponent of Mysthea's solo mode (and of 2 players + Maliath)."""
