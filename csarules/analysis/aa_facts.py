"""Facts of what LLVM already knows about aliasing (rules/alias.dl decides with them):
TBAA tags, scoped-noalias lists and declarations, C math calls, accesses to identified
objects, and how calls access memory through each pointer argument."""

from __future__ import annotations

from csarules.analysis import memops
from csarules.analysis.aa_metadata import (
    MetadataNodes,
    TbaaFacts,
    check_domain_root,
    declared_scopes,
    scope_list,
)
from csarules.analysis.alias import Access, PointerAnalysis
from csarules.analysis.alias_pairs import UnsizedGroups
from csarules.analysis.calls import argument_access, libm_function, param_attributes
from csarules.ir.model import Function, Module

Facts = dict[str, set[tuple]]

_TAGGED_KINDS = ("load", "store", "atomic_load", "atomic_store", "atomicrmw", "cmpxchg",
                 "call")


def metadata_facts(func: Function, module: Module, ops: list[memops.Memop],
                   pa: PointerAnalysis, aa_md: tuple[MetadataNodes, TbaaFacts],
                   facts: Facts) -> None:
    """TBAA tags, scoped-noalias lists and declarations, C math calls, and accesses to
    identified objects (which cannot be errno)."""
    nodes, tbaa = aa_md
    by_line = {m.inst.line: m for m in ops}
    scoped: set[tuple[str, tuple]] = set()
    decls_readable = True
    for inst in func.instructions():
        if inst.callee == "llvm.experimental.noalias.scope.decl":
            declared = declared_scopes(nodes, inst)
            decls_readable &= bool(declared)
            scoped |= {("scope_decl", (inst.line, s)) for s in declared}
        m = by_line.get(inst.line)
        kind = m.kind if m is not None else None
        if m is None or kind not in _TAGGED_KINDS:
            continue
        tag = tbaa.tag_of(inst)
        if tag is not None:
            facts["tbaa_access"].add((inst.line, tag))
        for rel, kind_name in (("alias_scope", "alias.scope"), ("noalias_scope", "noalias")):
            for scope, domain in scope_list(nodes, inst.metadata.get(kind_name)):
                scoped.add((rel, (inst.line, scope, domain)))
        if kind == "call":
            name = libm_function(inst, module)
            if name is not None:
                facts["libm_call"].add((inst.line, name))
        elif m.address is not None and pa.identified(m.address):
            facts["identified_access"].add((inst.line,))
    if decls_readable:  # else a scope's declarations are unknown: use none of them
        for rel, t in scoped:
            facts[rel].add(t)
    labels = {block.label: block.id for block in func.blocks}
    for domain in sorted({t[2] for rel, t in scoped if rel == "alias_scope"}):
        root = check_domain_root(nodes, domain)
        if root is not None and root in labels:
            facts["check_domain"].add((domain, labels[root]))


def call_argument_facts(grouped: UnsizedGroups, module: Module, facts: Facts) -> None:
    """Per pointer argument of a call that accesses argument memory: how the call
    accesses it (call_arg_access) and which memops may touch what it points to
    (call_arg_alias)."""
    for x in grouped.accesses:
        m = x.memop
        if m.kind != "call" or "argmem" not in m.effects:
            continue
        params = param_attributes(m.inst, module)
        for idx, arg in enumerate(m.inst.call_args):
            if not arg.type.startswith("ptr"):
                continue
            access = argument_access(m.effects["argmem"], params[idx])
            if access is not None:
                facts["call_arg_access"].add((m.inst.line, idx, access))
            through = Access(m, [grouped.oracle.pa.locations(arg)], None)
            facts["call_arg_alias"].update(
                (m.inst.line, idx, line) for line in grouped.aliased_by(through, x))
