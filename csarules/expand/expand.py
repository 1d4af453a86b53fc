"""expand_module: Fortran-style externals renamed, markers expanded (rules decide, Python
splices), the result verified and read back."""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.errors import CsaError
from csarules.expand import fortran
from csarules.expand.decide import Decisions, decide
from csarules.expand.surgery import splice_expansion
from csarules.ir.model import Module

_SECTION_ENTRY = "llvm.csa.parallel.section.entry"


@dataclass
class Expansion:
    module: Module  # the expanded module (the input itself when nothing changed)
    warnings: list[tuple[int, str]] = field(default_factory=list)  # input lines
    decisions: Decisions | None = None


def needs_rules(module: Module) -> bool:
    """Whether the rules have anything to decide: a marker, or a section entry and a
    lifetime.start for the storage check."""
    from csarules.analysis.loop_builtins import MARKERS

    callees = {i.callee for f in module.functions for i in f.instructions() if i.callee}
    if callees & set(MARKERS):
        return True
    return _SECTION_ENTRY in callees and any(c.startswith("llvm.lifetime.start")
                                             for c in callees)


def expand_module(module: Module, storage_check: bool = True) -> Expansion:
    from csarules.ir.reader import parse_module
    from csarules.ir.verify import verify_ir

    renamed = fortran.rename_region_builtins(module)
    if renamed is not None:
        verify_ir(renamed)
        module = parse_module(renamed, module.path, inserted=module.inserted,
                              added=module.added)
    if not needs_rules(module):
        return Expansion(module)
    decisions = decide(module, storage_check)
    if not decisions.markers:
        return Expansion(module, decisions.warnings, decisions)
    if module.added:
        # the loops' edits would fall on lines the input does not have
        line = min(decisions.markers)
        raise CsaError(module.path, line, "loop builtins in a module with irreducible control "
                       "flow are not supported")
    ids = [r for _i, r in decisions.facts["region_entry"]]
    text = splice_expansion(module, decisions, ids)
    verify_ir(text)
    return Expansion(parse_module(text, module.path), decisions.warnings, decisions)
