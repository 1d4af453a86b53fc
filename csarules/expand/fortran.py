"""CSAFortranIntrinsics for the explicit region/section builtins: calls of the Fortran-style
externals the shipped header maps `__builtin_csa_parallel_{region,section}_{entry,exit}` to
become the llvm.csa.parallel.* intrinsics the ordering rules read. Lines are rewritten in
place, so every line keeps its number."""

from __future__ import annotations

import re

from csarules.ir.model import Module

# external -> (intrinsic, its declaration)
EXTERNALS = {
    "builtin_csa_parallel_region_entry_": (
        "llvm.csa.parallel.region.entry", "declare i32 @llvm.csa.parallel.region.entry(i32)"),
    "builtin_csa_parallel_region_exit_": (
        "llvm.csa.parallel.region.exit", "declare void @llvm.csa.parallel.region.exit(i32)"),
    "builtin_csa_parallel_section_entry_": (
        "llvm.csa.parallel.section.entry", "declare i32 @llvm.csa.parallel.section.entry(i32)"),
    "builtin_csa_parallel_section_exit_": (
        "llvm.csa.parallel.section.exit", "declare void @llvm.csa.parallel.section.exit(i32)"),
}


def rename_region_builtins(module: Module) -> str | None:
    """The module text with the externals renamed, or None when it calls none of them."""
    calls = [inst for func in module.functions for inst in func.instructions()
             if inst.callee in EXTERNALS]
    if not calls:
        return None
    lines = list(module.lines)
    for inst in calls:
        old, (new, _) = inst.callee, EXTERNALS[inst.callee]  # type: ignore[index]
        for line in range(inst.line, inst.end_line + 1):
            lines[line - 1] = lines[line - 1].replace(f"@{old}(", f"@{new}(")
    for idx, text in enumerate(lines):
        m = re.match(r"^\s*declare\b[^@]*@([-\w$.]+)\s*\(", text)
        if m and m.group(1) in EXTERNALS:
            # an intrinsic's declaration carries no attributes of the external's
            lines[idx] = EXTERNALS[m.group(1)][1]
    return "\n".join(lines) + ("\n" if module.text.endswith("\n") else "")
