"""Poker after R. F. Foster, *Practical Poker* (1905)."""
