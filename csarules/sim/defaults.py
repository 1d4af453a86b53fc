"""Defaults the `sim` command shows in its help, kept apart from the simulator so that
building the command line does not import it."""

DEFAULT_MAX_STEPS = 2_000_000
