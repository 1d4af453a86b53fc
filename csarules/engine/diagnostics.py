"""Engine errors: a CsaError that also names its kind, so adapters can tell kinds apart."""

from __future__ import annotations

from csarules.errors import CsaError

# Kinds of program errors the front end reports.
SYNTAX = "syntax"
UNDECLARED = "undeclared"
ARITY = "arity"
UNGROUNDED = "ungrounded"
UNGROUNDED_NEGATION = "ungrounded_negation"  # a variable occurs only in a negated atom
WILDCARD_HEAD = "wildcard_head"
UNSTRATIFIABLE = "unstratifiable"
TYPE = "type"
RUNTIME = "runtime"
FACTS = "facts"
BACKEND = "backend"


class EngineError(CsaError):
    """A CsaError raised by the engine; `kind` is one of the constants above."""

    def __init__(self, path: str, line: int | None, message: str, kind: str) -> None:
        super().__init__(path, line, message)
        self.kind = kind
