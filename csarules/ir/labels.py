"""Block labels as IR text names them: where a terminator or a phi names a block, and
that text naming another block instead (reading and ordering both redirect edges)."""

from __future__ import annotations

import re

from csarules.ir.names import quote_name


def label_pattern(label: str) -> re.Pattern[str]:
    """`label %L` (quoted or not) as written in a terminator, not followed by more name."""
    quoted = re.escape(quote_name(label))
    return re.compile(r"(label\s+%)" + quoted + r"(?![-\w$.])")


def retarget(text: str, old: str, new: str) -> str:
    """`text` with every `label %old` naming `new` instead."""
    return label_pattern(old).sub(lambda m: m.group(1) + quote_name(new), text)


def incoming_pattern(label: str) -> re.Pattern[str]:
    """A phi incoming `[ value, %L ]` naming block L."""
    quoted = re.escape(quote_name(label))
    return re.compile(r"(\[\s*[^\[\]]*?,\s*%)" + quoted + r"(\s*\])")


_LABEL_REF = re.compile(r'\blabel %((?:[-a-zA-Z$._0-9]+)|(?:"[^"]*"))')


def successor_labels(canonical: str) -> list[str]:
    """Target labels of a terminator in text order, without '%' (duplicates kept)."""
    return [m.strip('"') for m in _LABEL_REF.findall(canonical)]
