"""MMRA tags of an instruction: `!mmra` is one tag !{!"p", !"s"} or a set !{!0, !1}."""

from __future__ import annotations

from csarules.analysis.metadata import MetadataResolver
from csarules.errors import CsaError
from csarules.ir.model import Instruction


def tags(inst: Instruction, md: MetadataResolver, path: str) -> list[tuple[str, str]]:
    ref = inst.metadata.get("mmra")
    if ref is None:
        return []
    node = md.resolve(ref)
    if _is_tag(node):
        return [node]  # type: ignore[list-item]
    if isinstance(node, tuple) and all(_is_tag(t) for t in node):
        return sorted(set(node))  # type: ignore[arg-type]
    raise CsaError(path, inst.line, "!mmra must be a tag !{!\"prefix\", !\"suffix\"} "
                   "or a tuple of such tags")


def _is_tag(node: object) -> bool:
    return (isinstance(node, tuple) and len(node) == 2
            and all(isinstance(x, str) for x in node))
