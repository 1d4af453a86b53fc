"""Auditing the ordering: `why` (a pair's reason, a sentence then its derivation) and
`report` (an HTML page of a module's edges beside its source)."""
