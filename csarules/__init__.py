"""csarules: memory-operation ordering for dataflow IR, decided by Datalog rules."""

__version__ = "0.1.0"
