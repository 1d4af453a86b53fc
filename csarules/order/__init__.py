"""Ordering modes (rule sets) and the materialiser that writes their edges into IR."""
