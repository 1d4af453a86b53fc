"""IR -> Datalog facts: `extract_facts(module)` fills every input relation of rules/schema.dl.

Instruction ids are lines, block ids are the lines of their first instruction, a
function's entry token id is the line of its `define`. Numbers are ints, symbols str.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from itertools import repeat

from csarules.analysis import aa_facts, alias_pairs, intrinsics, loop_builtins, memops, mmra
from csarules.analysis import cfg as cfg_mod
from csarules.analysis.aa_metadata import MetadataNodes, TbaaFacts
from csarules.analysis.affine import AffineAddress, AffineAnalysis, Poly, format_poly
from csarules.analysis.alias import AliasOracle, PointerAnalysis
from csarules.analysis.bounded import leaf_range
from csarules.analysis.calls import callee_name
from csarules.analysis.choice import Choice, choice_of
from csarules.analysis.clonable import clone_blockers
from csarules.analysis.guard import entry_guard, parse_guard
from csarules.analysis.iteration import (
    dom_order_facts,
    iteration_ipdom_facts,
    ret_ipdom_facts,
)
from csarules.analysis.latch import bound_addresses, continue_test, last_iteration
from csarules.analysis.leaves import guard_names, leaf_blocks
from csarules.analysis.loops import Loop, LoopInfo, find_loops
from csarules.analysis.metadata import MetadataResolver
from csarules.analysis.residue import fixed_address, residue
from csarules.analysis.tripcount import depends, loop_counter, trip_test
from csarules.analysis.types import TypeTable
from csarules.engine.factsio import Vouched
from csarules.ir.model import Function, Instruction, Module

# Every `.input` relation of rules/schema.dl (a test keeps the two in step).
RELATIONS = (
    "function", "block", "entry_block", "cfg_edge", "instr", "terminator", "dominates",
    "postdominates", "idom", "loop", "loop_parent", "loop_block", "backedge",
    "loop_exit_edge", "preheader", "memop", "orderable", "constant_load", "may_load",
    "may_store", "access_size", "atomic_ordering", "volatile_op", "address", "call",
    "intrinsic_call", "call_effect", "call_ptr_arg", "may_alias", "may_alias_unknown",
    "must_alias", "addr_affine", "addr_stride", "addr_stride_const",
    "addr_affine_within", "addr_stride_within", "addr_stride_const_within", "region_entry",
    "region_exit", "section_entry", "section_exit", "spmd_entry", "pipeline_entry",
    "loop_marker_exit", "token_use", "token_phi", "prefetch", "gated_prefetch", "mmra_tag",
    "loop_property", "continue_less", "addr_bound", "addr_residue", "last_iteration",
    "addr_fixed", "iteration_ipdom", "ret_ipdom", "dom_order",
    # loop builtins, for the expansion (rules/loops.dl)
    "loop_builtin", "loop_builtin_text", "lifetime_start", "rerouted_dominates",
    "rerouted_postdominates",
    # LLVM's alias metadata and call knowledge (rules/alias.dl)
    "tbaa_access", "tbaa_tag", "tbaa_errno_tag", "tbaa_parent", "tbaa_field",
    "tbaa_field_count", "alias_scope", "noalias_scope", "scope_decl", "libm_call",
    "identified_access", "call_arg_access", "call_arg_alias",
    # the alias facts per class (csarules/analysis/alias_pairs.py, class_facts)
    "alias_class", "alias_touches", "class_may_alias_unknown", "class_may_alias",
    "may_alias_distance",
    # run-time overlap checks (rules/versioning.dl, rules/runtime_check.dl)
    "trip_test", "trip_operands", "trip_depends", "trip_counts_on", "loop_counter",
    "clone_blocker",
    "check_domain",
    # choices and entry guards (csarules/analysis/choice.py, guard.py)
    "addr_choice", "addr_choice_base", "addr_within_plain", "choice_leaf",
    "choice_candidate", "choice_varies", "choice_range", "choice_guard", "choice_guard_varies",
    "trip_choice", "entry_guard", "guard_varies",
    # where the values of a loop's trip count, guard and addresses come from (leaves.py)
    "trip_leaf_block", "guard_leaf_block", "addr_leaf_block", "addr_pointer",
)

Facts = dict[str, set[tuple]]

# The relations quadratic in a function's size, each tuple two ids (lines, block ids:
# ints) built in bulk: extraction vouches for their kinds, so that the engine checks
# them once per relation instead of per tuple (csarules/engine/factsio.py, Vouched;
# tests/extract/test_extract_vouched.py holds extraction to it).
VOUCHED = {rel: (False, False) for rel in (
    "may_alias_unknown", "may_alias", "must_alias", "dominates", "postdominates")}


@dataclass(frozen=True)
class ModuleTables:
    """What every function's facts read from the module as a whole (types, metadata);
    built once and shared when a large module's functions are extracted group by group."""

    types: TypeTable
    md: MetadataResolver
    nodes: MetadataNodes

    @classmethod
    def of(cls, module: Module) -> ModuleTables:
        return cls(TypeTable(module.canonical), MetadataResolver(module), MetadataNodes(module))


# relations quadratic in a function's blocks or memory operations, computed only when the
# rules read them (`wanted`): linear and race modes read no alias pair and no dominance
PAIR_RELATIONS = frozenset({"may_alias_unknown", "may_alias", "must_alias",
                            "call_arg_access", "call_arg_alias"})
DOMINANCE_RELATIONS = ("dominates", "postdominates")


def extract_facts(module: Module, functions: Sequence[Function] | None = None,
                  tables: ModuleTables | None = None,
                  wanted: Collection[str] | None = None) -> Facts:
    """The facts of `functions` (default: all of the module's), with the module-level
    TBAA type facts those functions' accesses need: for a group of functions, the facts
    of a module holding only that group. With `wanted` (the relations a program reads),
    the alias pairs and the (post)dominance pairs are left empty unless wanted. Without
    it, every relation."""
    facts: Facts = Vouched({name: set() for name in RELATIONS}, VOUCHED)
    tables = tables or ModuleTables.of(module)
    tbaa = TbaaFacts(tables.nodes)
    if wanted is None:
        wanted = RELATIONS
    wants = frozenset(wanted).__contains__
    for func in module.functions if functions is None else functions:
        _function_facts(func, module, tables.types, tables.md, (tables.nodes, tbaa), facts,
                        wants)
    for rel, tuples in tbaa.facts(module).items():
        facts[rel] |= tuples
    return facts


def _function_facts(func: Function, module: Module, types: TypeTable,
                    md: MetadataResolver, aa_md: tuple[MetadataNodes, TbaaFacts],
                    facts: Facts, wants: Callable[[str], bool]) -> None:
    path = module.path
    for inst in func.instructions():
        memops.check_supported(inst, path)
    cfg = cfg_mod.analyse(func, path)
    loops = find_loops(cfg)
    _structure(func, cfg, facts, wants)
    _loops(loops, md, facts)

    pa = PointerAnalysis(func, module, types)

    def is_constant_address(operand) -> bool:
        locs = pa.locations(operand)
        return bool(locs) and all(
            obj[0] == "global" and module.globals.get(str(obj[1])) is not None
            and module.globals[str(obj[1])].constant
            for obj, _ in locs
        )

    ops = []
    for inst in func.instructions():
        m = memops.classify(inst, module, types, path, is_constant_address)
        if inst.opcode == "call":
            _call_facts(inst, facts)
        for tag in mmra.tags(inst, md, path):
            facts["mmra_tag"].add((inst.line, tag[0], tag[1]))
        if m is None:
            continue
        ops.append(m)
        _memop_facts(m, facts)

    aa_facts.metadata_facts(func, module, ops, pa, aa_md, facts)
    affine = AffineAnalysis(func, loops, types)
    choices = _Choices(affine, loops, facts)
    affine_of: dict[int, AffineAddress] = {}
    affine_polys: list[tuple[Instruction, Poly]] = []  # the memops with affine addresses
    for m in ops:
        if m.address is None:
            continue
        poly = affine.value(m.address)
        found = residue(poly, affine) if poly is not None else None
        if found is not None:
            facts["addr_residue"].add((m.inst.line, found.base, found.modulus, found.residue))
        fixed = fixed_address(poly, affine) if poly is not None else None
        if fixed is not None:
            facts["addr_fixed"].add((m.inst.line, *fixed))
        addr = affine.address_within(m.inst, m.address)
        if addr is None or poly is None:
            continue
        if addr.varies_in is None:
            affine_of[m.inst.line] = addr
            affine_polys.append((m.inst, poly))
            facts["addr_affine"].add((m.inst.line, addr.base, addr.offset))
            _stride_facts(m.inst.line, addr, "", facts)
            if wants("addr_leaf_block"):
                names = {f for mono in poly for f in mono if not f.startswith("iv@")}
                facts["addr_leaf_block"].update(
                    (m.inst.line, b) for b in leaf_blocks(names, affine.definitions))
                _pointer_facts(m.inst.line, names, func, affine, facts)
            continue
        innermost = loops.innermost(m.inst.block)
        if (innermost is not None and addr.varies_in == innermost.header.id
                and not _bounded_in(poly, innermost, affine, choices)):
            # (a[idx[i]]: no loop inside the one it varies in holds it; a choice made in
            # the access's own loop: checking its candidates costs more than it frees,
            # the loops after such a choice being entered on tests of the choice itself;
            # a[idx[i] & 63] stays within a range the check bounds, as a choice)
            continue
        # affine only within one entry of the loops inside addr.varies_in (or, what varies
        # being choices, with each candidate): for the run-time checks of nests there,
        # never for the ordering's dependence tests
        facts["addr_affine_within"].add((m.inst.line, addr.base, addr.offset, addr.varies_in))
        _stride_facts(m.inst.line, addr, "_within", facts)
        if wants("addr_pointer"):
            _pointer_facts(m.inst.line, {f for mono in poly for f in mono
                                         if not f.startswith("iv@")}, func, affine, facts)
        split = _choice_split(m.inst, addr, poly, affine, loops, choices)
        if split is not None:
            terms, rest, plain = split
            facts["addr_choice"].update((m.inst.line, leaf, coef) for leaf, coef in terms)
            facts["addr_choice_base"].add((m.inst.line, rest))
            if plain is not None:
                facts["addr_within_plain"].add((m.inst.line, plain))

    _continue_tests(affine_polys, loops, affine, facts)
    if wants("trip_test"):
        _trip_facts(func, module, loops, affine, choices, facts, wants("trip_leaf_block"))

    pair_wanted = any(map(wants, PAIR_RELATIONS))
    class_wanted = any(map(wants, alias_pairs.CLASS_RELATIONS))
    if pair_wanted or class_wanted:
        oracle = AliasOracle(pa, loops, affine_of)
        accesses = [oracle.access(m) for m in ops]
        prep = alias_pairs.Prepared(oracle, accesses)
        if wants("may_alias") or wants("may_alias_unknown"):
            grouped = alias_pairs.pair_facts(oracle, accesses, facts, prep)
            aa_facts.call_argument_facts(grouped, module, facts)
        elif pair_wanted:
            # must_alias and the calls' argument pairs only (few), not the millions of
            # may_alias pairs of a large function that the listed program never reads
            alias_pairs.must_facts(prep, facts)
            aa_facts.call_argument_facts(prep.grouped, module, facts)
        if class_wanted:
            alias_pairs.class_facts(oracle, accesses, facts, prep)

    for rel, tuples in intrinsics.collect(func, path).items():
        facts[rel] |= tuples
    for rel, tuples in loop_builtins.collect(func, module, cfg, loops).items():
        facts[rel] |= tuples


def _pointer_leaf(name: str, func: Function, affine: AffineAnalysis) -> bool:
    """The leaf `name` of an address is a pointer (an argument, a global, a pointer-valued
    instruction): the object the address is into."""
    if name.startswith("@"):
        return True
    inst = affine.leaf_instruction(name)
    if inst is not None:
        return inst.type.startswith("ptr")
    return any(a.name == name and a.type.startswith("ptr") for a in func.arguments)


def _pointer_facts(line: int, names: set[str], func: Function, affine: AffineAnalysis,
                   facts: Facts) -> None:
    """addr_pointer of one address, whose leaves (counters left out) are `names`."""
    facts["addr_pointer"].update((line, name) for name in names
                                 if _pointer_leaf(name, func, affine))


def _stride_facts(line: int, addr: AffineAddress, suffix: str, facts: Facts) -> None:
    """addr_stride and addr_stride_const (or their `_within` twins) of one address."""
    for header, stride in addr.strides.items():
        facts["addr_stride" + suffix].add((line, header, stride))
    for header, stride in addr.const_strides.items():
        facts["addr_stride_const" + suffix].add((line, header, stride))


class _Choices:
    """The choices among a function's leaves (asked once per leaf), their facts written
    when first met."""

    def __init__(self, affine: AffineAnalysis, loops: LoopInfo, facts: Facts) -> None:
        self.affine = affine
        self.loops = loops
        self.facts = facts
        self.known: dict[str, Choice | None] = {}
        # a leaf -> its range and the loop defining it, None when no range bounds it
        self.ranges: dict[str, tuple[tuple[int, int], int] | None] = {}

    def of(self, leaf: str) -> Choice | None:
        if leaf.startswith("iv@"):
            return None
        if leaf not in self.known:
            found = self.known[leaf] = choice_of(leaf, self.affine, self.loops)
            if found is not None:
                self.facts["choice_leaf"].add((leaf, found.defined))
                self.facts["choice_candidate"].update(
                    (leaf, format_poly(p) or "0") for p in found.candidates)
                self.facts["choice_varies"].update((leaf, v) for v in found.varies)
                for poly, guard in zip(found.candidates, found.guards, strict=True):
                    if guard is not None:
                        value = format_poly(poly) or "0"
                        self.facts["choice_guard"].add((leaf, value, guard.text))
                        self.facts["choice_guard_varies"].update(
                            (leaf, value, v) for v in guard.varies)
        return self.known[leaf]

    def bounded(self, leaf: str) -> tuple[int, int] | None:
        """The range of a leaf defined in some loop and confined to a few values there
        (csarules/analysis/bounded.py), written as a choice whose candidates are the
        range's ends: a member's range over them is the hull over every value between."""
        self.range_of(leaf)
        known = self.ranges[leaf]
        if known is None:
            return None
        (lo, hi), holder = known
        self.facts["choice_leaf"].add((leaf, holder))
        self.facts["choice_candidate"].update({(leaf, str(lo)), (leaf, str(hi))})
        self.facts["choice_range"].add((leaf, lo, hi))
        return lo, hi

    def range_of(self, leaf: str) -> tuple[int, int] | None:
        """bounded's range, no fact written."""
        if leaf not in self.ranges:
            inst = self.affine.leaf_instruction(leaf)
            holder = self.loops.innermost(inst.block) if inst is not None else None
            found = leaf_range(leaf, inst) if holder is not None else None
            self.ranges[leaf] = None if found is None or holder is None else (
                found, holder.header.id)
        known = self.ranges[leaf]
        return None if known is None else known[0]

    def split(self, poly: Poly) -> tuple[Poly, set[str]]:
        """(poly with its choice leaves dropped from every term, those leaves)."""
        rest: Poly = {}
        chosen: set[str] = set()
        for mono, coef in poly.items():
            kept = tuple(f for f in mono if self.of(f) is None)
            chosen.update(f for f in mono if f not in kept)
            rest[kept] = rest.get(kept, 0) + coef
        return rest, chosen


def _counter_factors(poly: Poly) -> set[str]:
    """The leaves multiplying a loop's counter in `poly`: the factors of its strides."""
    return {f for mono in poly if any(f.startswith("iv@") for f in mono)
            for f in mono if not f.startswith("iv@")}


def _bounded_in(poly: Poly, loop: Loop, affine: AffineAnalysis, choices: _Choices) -> bool:
    """Every leaf of the address `poly` that takes new values in `loop` is bounded, and
    none is a factor of a counter's term (a stride the check could not read)."""
    strides = _counter_factors(poly)
    return all(f not in strides and choices.range_of(f) is not None
               for mono in poly for f in mono
               if not f.startswith("iv@") and affine.defined_in(f, loop))


def _choice_split(inst: Instruction, addr: AffineAddress, poly: Poly, affine: AffineAnalysis,
                  loops: LoopInfo, choices: _Choices
                  ) -> tuple[list[tuple[str, str]], str, int | None] | None:
    """For an address whose base holds choices, each in a term of its own (coef * choice,
    coef over other leaves): the (choice, coef) terms, the base without them, and the
    innermost loop around the access in which a term other than a choice (or a coef)
    varies. None when the base holds no choice, or a product of two."""
    terms: dict[str, Poly] = {}
    rest: Poly = {}
    strides = _counter_factors(poly)  # (which must hold no choice)
    for mono, coef in addr.base_poly.items():
        chosen = [f for f in mono
                  if choices.of(f) is not None or choices.bounded(f) is not None]
        if len(chosen) > 1 or (chosen and mono.count(chosen[0]) > 1):
            return None  # a product of choices: no union of a few ranges bounds it
        if not chosen:
            rest[mono] = coef
            continue
        others = list(mono)
        others.remove(chosen[0])
        term = terms.setdefault(chosen[0], {})
        term[tuple(others)] = term.get(tuple(others), 0) + coef
    if not terms or strides & set(terms):
        return None
    names = strides | {f for mono in rest for f in mono} | {
        f for coef in terms.values() for mono in coef for f in mono}
    plain = next((lp.header.id for lp in loops.loops_of(inst.block)  # innermost first
                  if any(affine.defined_in(name, lp) for name in names)), None)
    return ([(leaf, format_poly(coef) or "0") for leaf, coef in sorted(terms.items())],
            format_poly(rest) or "0", plain)


def _continue_tests(affine_polys: list[tuple[Instruction, Poly]], loops: LoopInfo,
                    affine: AffineAnalysis, facts: Facts) -> None:
    by_block: dict[object, list[tuple[Instruction, Poly]]] = {}
    for inst, poly in affine_polys:
        by_block.setdefault(inst.block, []).append((inst, poly))
    for lp in loops.loops:
        last = last_iteration(lp, affine)
        if last is not None:
            facts["last_iteration"].add((lp.header.id, last))
        test = continue_test(lp, affine)
        if test is None:
            continue
        facts["continue_less"].add((test.header, test.test, test.lo_step, test.hi_step))
        # the loop's own accesses, not every access of the function per loop
        for inst, poly in (pair for block in lp.blocks for pair in by_block.get(block, ())):
            for b in bound_addresses(poly, test, lp, affine):
                facts["addr_bound"].add((inst.line, test.header, test.test, b.side,
                                         b.base, b.scale, b.offset))


def _trip_facts(func: Function, module: Module, loops: LoopInfo, affine: AffineAnalysis,
                choices: _Choices, facts: Facts, leaves_wanted: bool) -> None:
    for lp in loops.loops:
        h = lp.header.id
        test = trip_test(lp, affine)
        if test is not None:
            facts["trip_test"].add((h, test.kind, format_poly(test.gap) or "0", test.step,
                                    test.width))
            polys = [test.gap]
            if test.operands is not None:
                lo, lo_step, hi, hi_step = test.operands
                facts["trip_operands"].add((h, format_poly(lo) or "0", lo_step,
                                            format_poly(hi) or "0", hi_step))
                polys += [lo, hi]
            if leaves_wanted:
                names = {f for poly in polys for mono in poly for f in mono}
                facts["trip_leaf_block"].update(
                    (h, b) for b in leaf_blocks(names, affine.definitions))
            for poly in polys:
                # a choice's own loop is no dependence: the rules ask about its candidates
                poly, chosen = choices.split(poly)
                facts["trip_choice"].update((h, c) for c in chosen)
                defined, counters = depends(poly, affine, loops)
                facts["trip_depends"].update((h, d) for d in defined)
                facts["trip_counts_on"].update((h, c) for c in counters)
        guard = entry_guard(lp, loops)
        if guard is not None:
            facts["entry_guard"].add((h, guard.text))
            facts["guard_varies"].update((h, v) for v in guard.varies)
            if leaves_wanted:
                names = guard_names(parse_guard(guard.text))
                facts["guard_leaf_block"].update(
                    (h, b) for b in leaf_blocks(names, affine.definitions))
        counter = loop_counter(lp, affine)
        if counter is not None:
            phi, init, step = counter
            facts["loop_counter"].add((h, phi, format_poly(init) or "0", step))
    # accesses a run-time check of csarules tagged (an ordered module read again)
    domains = {d for d, _ in facts["check_domain"]}
    checked = {i for i, _, d in facts["alias_scope"] if d in domains}
    facts["clone_blocker"].update(clone_blockers(func, module, loops, checked))


def _structure(func: Function, cfg: cfg_mod.CfgInfo, facts: Facts,
               wants: Callable[[str], bool]) -> None:
    facts["function"].add((func.name, func.line))
    facts["entry_block"].add((func.name, func.entry.id))
    ids = {block: block.id for block in func.blocks}
    for block in func.blocks:
        facts["block"].add((block.id, func.name, block.label, block.index))
        facts["terminator"].add((block.id, block.terminator.line))
        for succ in block.successors:
            facts["cfg_edge"].add((block.id, succ.id))
        for inst in block.instructions:
            facts["instr"].add((inst.line, func.name, block.id, inst.index, inst.opcode,
                                inst.line))
        # the (post)dominance pairs are quadratic in a function's blocks: ids once, in bulk
        for rel in DOMINANCE_RELATIONS:
            if not wants(rel):
                continue
            above = cfg.dom if rel == "dominates" else cfg.postdom
            facts[rel].update(zip(map(ids.__getitem__, above.get(block, (block,))),
                                  repeat(ids[block]), strict=False))  # (repeat is endless)
        if block in cfg.idom:
            facts["idom"].add((block.id, cfg.idom[block].id))
    if wants("ret_ipdom"):
        facts["ret_ipdom"].update(ret_ipdom_facts(func.blocks))
    if wants("dom_order"):
        facts["dom_order"].update(dom_order_facts(cfg))


def _loops(loops: LoopInfo, md: MetadataResolver, facts: Facts) -> None:
    for lp in loops.loops:
        h = lp.header.id
        facts["loop"].add((h, lp.header.function.name, lp.depth))
        if lp.parent is not None:
            facts["loop_parent"].add((h, lp.parent.header.id))
        for b in lp.blocks:
            facts["loop_block"].add((h, b.id))
        for latch in lp.latches:
            facts["backedge"].add((latch.id, h))
            ref = latch.terminator.metadata.get("llvm.loop")
            if ref is not None:
                node = md.resolve(ref)
                for item in node if isinstance(node, tuple) else ():
                    if isinstance(item, tuple) and item and isinstance(item[0], str):
                        facts["loop_property"].add((h, item[0]))
        for src, dst in lp.exit_edges():
            facts["loop_exit_edge"].add((h, src.id, dst.id))
        pre = lp.preheader()
        if pre is not None:
            facts["preheader"].add((h, pre.id))
    facts["iteration_ipdom"].update(iteration_ipdom_facts(loops))


def _memop_facts(m: memops.Memop, facts: Facts) -> None:
    i = m.inst.line
    facts["memop"].add((i, m.kind))
    if m.orderable:
        facts["orderable"].add((i,))
    if m.constant_load:
        facts["constant_load"].add((i,))
    if m.may_load:
        facts["may_load"].add((i,))
    if m.may_store:
        facts["may_store"].add((i,))
    if m.size is not None:
        facts["access_size"].add((i, m.size))
    if m.ordering is not None:
        facts["atomic_ordering"].add((i, m.ordering))
    if m.volatile:
        facts["volatile_op"].add((i,))
    if m.address is not None:
        facts["address"].add((i, m.address.text))
    for loc, access in m.effects.items():
        facts["call_effect"].add((i, loc, access))


def _call_facts(inst, facts: Facts) -> None:
    name = callee_name(inst)
    facts["call"].add((inst.line, name))
    if name.startswith("llvm."):
        facts["intrinsic_call"].add((inst.line, name))
    for idx, arg in enumerate(inst.call_args):
        if arg.type.startswith("ptr"):
            facts["call_ptr_arg"].add((inst.line, idx, arg.text))
