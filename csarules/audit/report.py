"""`csarules report`: what the page shows, gathered function by function.

One engine run per group of functions (as `edges` runs them, without provenance) gives
each function's ops, emitted edges, released pairs, warnings and the pairs a disjointness
rule left unordered; the derivations of a budget of them (`--derivations`: every one of a
small function, the first few edges of every op of a large one) are worked out from the
run's tuples (engine/cone.py) and kept as one table of nodes, a subtree the explainer
shares written once. Everything is plain data for page.py to write.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from csarules.audit.debuginfo import DebugInfo, SourceFile, read_source
from csarules.audit.names import Names, op_kind
from csarules.audit.sentence import sentence
from csarules.audit.tree import short_paths
from csarules.audit.why import DISJOINT, EXPLAINED
from csarules.engine.ast import render_tuple
from csarules.engine.provenance import Derivation
from csarules.ir.model import Function, Module
from csarules.order.input_lines import function_warnings
from csarules.order.versioned_report import copies
from csarules.view.memop_cfg import instruction_text

# what the run keeps beyond the pairs: warnings, and region membership for the CFG
_MEMBERSHIP = ("inside", "ambiguous_membership", "ambiguous_region_id", "marker",
               "bad_sections")
_TARGETS = EXPLAINED + DISJOINT + ("warning",) + _MEMBERSHIP
DEFAULT_DERIVATIONS = 2000
DEFAULT_CFG_BLOCKS = 300
# pairs left unordered listed per function (each may get a derivation within the budget)
UNORDERED_LIMIT = 20000


@dataclass
class Settings:
    mode: str | None = None
    rules: Path | None = None
    engine: str = "embedded"
    souffle: str | None = None
    derivations: int = DEFAULT_DERIVATIONS
    cfg_blocks: int = DEFAULT_CFG_BLOCKS


@dataclass
class Trees:
    """Every derivation node of the page, each subtree the explainer shares once."""

    nodes: list[list[Any]] = field(default_factory=list)  # [atom, rule, height, children]
    rules: list[list[Any]] = field(default_factory=list)  # [location, number, text]
    rule_files: dict[str, list[str]] = field(default_factory=dict)
    _rule_index: dict[tuple, int] = field(default_factory=dict)
    _node_index: dict[int, int] = field(default_factory=dict)  # id(Derivation) -> row

    def new_run(self) -> None:
        """Forget the previous run's objects (their ids may be reused once freed)."""
        self._node_index = {}

    def add(self, tree: Derivation) -> int:
        """The row of `tree`'s root, its subtrees added first (children before parents)."""
        stack: list[tuple[Derivation, bool]] = [(tree, False)]
        while stack:
            node, ready = stack.pop()
            if id(node) in self._node_index:
                continue
            if not ready:
                stack.append((node, True))
                stack.extend((child, False) for child in reversed(node.children)
                             if id(child) not in self._node_index)
                continue
            children = [self._node_index[id(child)] for child in node.children]
            if node.kind == "condition":
                row = [node.condition, -2, 0, children]
            elif node.kind == "fact":
                row = [render_tuple(node.relation or "", node.tuple or ()), -1, 0, children]
            else:
                row = [render_tuple(node.relation or "", node.tuple or ()), self._rule(node),
                       node.height, children]
            self._node_index[id(node)] = len(self.nodes)
            self.nodes.append(row)
        return self._node_index[id(tree)]

    def _rule(self, node: Derivation) -> int:
        key = (node.location, node.rule_number)
        found = self._rule_index.get(key)
        if found is None:
            location = short_paths(node.location or "")
            found = self._rule_index[key] = len(self.rules)
            self.rules.append([location, node.rule_number, node.rule_text])
            self._keep_file(node.location or "", location)
        return found

    def _keep_file(self, location: str, shown: str) -> None:
        path, _, _ = location.rpartition(":")
        name = shown.rpartition(":")[0]
        if name in self.rule_files or not path:
            return
        try:
            self.rule_files[name] = Path(path).read_text(encoding="utf-8").splitlines()
        except OSError:
            self.rule_files[name] = []


@dataclass
class FunctionData:
    """One function of the page: its ops and pairs, as indices into `ops`."""

    name: str
    line: int  # the input line of `define`
    ir_first: int  # the input lines the function spans
    ir_last: int
    ops: list[list[Any]] = field(default_factory=list)
    edges: list[int] = field(default_factory=list)  # flat: src, dst, ctx, rule, derivation
    released: list[list[Any]] = field(default_factory=list)  # [src, dst, ctx, reason, der]
    unordered: list[list[Any]] = field(default_factory=list)  # [a, b, ctx, relation, der]
    unordered_total: int = 0
    loops: list[str] = field(default_factory=list)  # loop labels, ctx k is loops[k - 1]
    rules: list[str] = field(default_factory=list)  # the required rules edges name
    warnings: list[list[Any]] = field(default_factory=list)  # [input line | None, message]
    derived: int = 0  # derivations included
    wanted: int = 0  # derivations there were to include
    svg: str | None = None
    svg_note: str = ""
    sim: dict[str, Any] | None = None


@dataclass
class ReportData:
    path: str
    mode: str
    functions: list[FunctionData]
    derivations: list[list[Any]]  # [sentence, root node]
    trees: Trees
    sources: list[SourceFile]
    settings: Settings
    expanded: bool


def gather(module: Module, path: str, functions: list[Function], settings: Settings,
           progress=None) -> ReportData:
    from csarules.extract import ModuleTables, extract_facts
    from csarules.order.pipeline import GROUP_LINES, derive_function, function_groups

    trees = Trees()
    derivations: list[list[Any]] = []
    debug = DebugInfo(module)
    source_index: dict[str, int] = {}
    sources: list[SourceFile] = []
    out: list[FunctionData] = []
    wanted = {f.name for f in functions}
    tables = ModuleTables.of(module)
    mode = ""
    for group in function_groups(module, GROUP_LINES):
        group = [f for f in group if f.name in wanted]
        if not group:
            continue
        facts = extract_facts(module, group, tables)
        outcome = derive_function(module, group[0], settings.mode, settings.engine,
                                  settings.souffle, settings.rules, targets=_TARGETS,
                                  facts=facts)
        mode = outcome.mode
        trees.new_run()
        gathered = _Gathered(module, outcome, facts)
        for func in group:
            if progress is not None:
                progress(func.name)
            data = gathered.function(func, settings, trees, derivations)
            _sources_of(data, module, func, debug, path, sources, source_index)
            data.svg, data.svg_note = _cfg(outcome, gathered, func, settings)
            out.append(data)
        del outcome, gathered  # the run's tuples go before the next group's
    return ReportData(path, mode, out, derivations, trees, sources, settings,
                      module.origin is not None)


class _Gathered:
    """The tuples of one run, grouped by the function of their waiting op."""

    def __init__(self, module: Module, outcome, facts) -> None:
        self.module = module
        self.outcome = outcome
        self.result = outcome.result
        self.facts = facts
        self.names = Names(module, facts)
        self.owner = {i: f for i, f, *_ in facts["instr"]}
        for f, e in facts["function"]:
            self.owner[e] = f
        self.by_function: dict[str, dict[str, list[tuple]]] = defaultdict(
            lambda: defaultdict(list))
        for relation in ("emitted", "released") + DISJOINT:
            if self.result.lists(relation):
                for tup in self.result.relation(relation):
                    self.by_function[self.owner[tup[1]]][relation].append(tup)
        self.rule_of: dict[tuple, str] = {}
        emitted = set(self.result.relation("emitted")) if self.result.lists("emitted") else ()
        if self.result.lists("required"):
            for src, dst, ctx, rule in self.result.relation("required"):
                if (src, dst, ctx) in emitted:
                    old = self.rule_of.get((src, dst, ctx))
                    self.rule_of[(src, dst, ctx)] = rule if old is None else min(old, rule)
        self.warnings: dict[str, list[tuple[int, str]]] = defaultdict(list)
        if self.result.lists("warning"):
            for f, line, message in self.result.relation("warning"):
                self.warnings[f].append((line, message))

    def function(self, func: Function, settings: Settings, trees: Trees,
                 derivations: list[list[Any]]) -> FunctionData:
        module = self.module
        first = module.input_line(func.line) or func.line
        last = module.input_line(func.end_line) or func.end_line
        data = FunctionData(func.name, first, first, last)
        gated = {i for i, *_ in self.facts.get("gated_prefetch", ())}
        orderable = {i for (i,) in self.facts["orderable"]} - gated
        op_index: dict[int, int] = {func.line: -1}  # the entry token
        copy_of = copies(module)  # a versioned nest's copy: its ops shown as the lines copied
        address = dict(self.facts.get("address", ()))
        block_loops = _block_loops(self.facts, func)
        labels = sorted({h for hs in block_loops.values() for h in hs},
                        key=lambda h: h)
        loop_index = {h: k + 1 for k, h in enumerate(labels)}
        data.loops = [self.names.label(h)[1:] for h in labels]
        for block in func.blocks:
            for inst in block.instructions:
                if inst.line not in orderable:
                    continue
                op_index[inst.line] = len(data.ops)
                copied = copy_of.get(inst.line)
                data.ops.append([inst.line,
                                 module.input_line(copied[0] if copied else inst.line),
                                 op_kind(inst, address.get(inst.line)),
                                 instruction_text(inst), block.label,
                                 sorted(loop_index[h] for h in block_loops.get(block.id, ()))])
        tuples = self.by_function.get(func.name, {})
        emitted = sorted(tuples.get("emitted", ()), key=lambda t: (t[1], t[2], t[0]))
        released = sorted(tuples.get("released", ()), key=lambda t: (t[1], t[2], t[0]))
        unordered = sorted({(t[0], t[1], t[2] if len(t) > 2 else 0, relation)
                            for relation in DISJOINT for t in tuples.get(relation, ())},
                           key=lambda t: (t[1], t[2], t[0], t[3]))
        data.unordered_total = len(unordered)
        unordered = unordered[:UNORDERED_LIMIT]
        rules: dict[str, int] = {}

        # the derivations this page includes: released pairs, then edges, then pairs left
        # unordered, each op's first ones before any op's later ones
        asked: list[tuple[int, int, int, str, tuple]] = []
        rank: dict[int, int] = defaultdict(int)
        for t in released:
            asked.append((0, 0, 0, "released", t))
        for t in emitted:
            asked.append((1, rank[t[1]], len(asked), "emitted", t))
            rank[t[1]] += 1
        rank.clear()
        for a, b, ctx, relation in unordered:
            tup = (a, b) if relation == "same_iteration_disjoint" else (a, b, ctx)
            asked.append((2, rank[b], len(asked), relation, tup))
            rank[b] += 1
        asked.sort()
        data.wanted = len(asked)
        chosen: dict[tuple[str, tuple], int] = {}
        picked = asked[: max(settings.derivations, 0)]
        prepare = getattr(self.result, "prepare_explain", None)  # (not Soufflé's results)
        if prepare is not None:
            prepare([(relation, tup) for *_, relation, tup in picked])
        for *_, relation, tup in picked:
            tree = self.result.explain(relation, tup)
            if tree is None:
                continue
            chosen[(relation, tup)] = len(derivations)
            derivations.append([sentence(relation, tree, self.names), trees.add(tree)])
        data.derived = len(chosen)

        def ctx_of(ctx: int) -> int:
            return loop_index.get(ctx, 0) if ctx else 0

        for t in emitted:
            rule = self.rule_of.get(t, "")
            data.edges += [op_index[t[0]], op_index[t[1]], ctx_of(t[2]),
                           rules.setdefault(rule, len(rules)), chosen.get(("emitted", t), -1)]
        for t in released:
            data.released.append([op_index[t[0]], op_index[t[1]], ctx_of(t[2]), t[3],
                                  chosen.get(("released", t), -1)])
        for a, b, ctx, relation in unordered:
            tup = (a, b) if relation == "same_iteration_disjoint" else (a, b, ctx)
            if a in op_index and b in op_index:
                data.unordered.append([op_index[a], op_index[b], ctx_of(ctx), relation,
                                       chosen.get((relation, tup), -1)])
        data.rules = list(rules)
        data.warnings = [[line, message] for line, message in
                         function_warnings(module, func, self.warnings.get(func.name, []))]
        return data


def _block_loops(facts, func: Function) -> dict[int, list[int]]:
    blocks = {b.id for b in func.blocks}
    found: dict[int, list[int]] = defaultdict(list)
    for h, b in facts.get("loop_block", ()):
        if b in blocks:
            found[b].append(h)
    return found


def _sources_of(data: FunctionData, module: Module, func: Function, debug: DebugInfo,
                ir_path: str, sources: list[SourceFile], index: dict[str, int]) -> None:
    """Each op's source location, [file index, line] (None when it has none), and the
    header label of the versioned nest's copy it is in (None: not in a copy), appended to
    its row; a copy's op has the source location of the op it copies."""
    copy_of = copies(module)
    for op in data.ops:
        copied = copy_of.get(op[0])
        inst = module.instruction_at(copied[0] if copied else op[0])
        found = debug.location(inst) if inst is not None else None
        if found is None:
            op.append(None)
        else:
            path, line = found
            if path not in index:
                index[path] = len(sources)
                sources.append(read_source(path, ir_path))
            op.append([index[path], line])
        op.append(copied[1] if copied else None)


def _cfg(outcome, gathered: _Gathered, func: Function,
         settings: Settings) -> tuple[str | None, str]:
    """The function's memop CFG as SVG (`csarules view`'s drawing), or why it is not drawn."""
    import shutil

    blocks = len(func.blocks)
    if blocks > settings.cfg_blocks:
        return None, (f"not drawn: {blocks} blocks (--cfg-blocks {settings.cfg_blocks}); "
                      "`csarules view --loop LINE` draws one loop")
    if shutil.which("dot") is None:
        return None, "not drawn: Graphviz `dot` is not on PATH"
    from csarules.errors import CsaError
    from csarules.order.pipeline import FunctionEdges, Outcome, Pair
    from csarules.view.dot import render
    from csarules.view.graphviz import render_with_graphviz
    from csarules.view.memop_cfg import Membership, build_views

    emitted = [Pair(*t) for t in sorted(gathered.by_function.get(func.name, {})
                                        .get("emitted", ()))]
    edges = FunctionEdges(func.name, func.line, emitted=emitted)
    shaped = Outcome(gathered.module, outcome.mode, gathered.facts, outcome.result,
                     {func.name: edges})
    try:
        membership = Membership.from_result(outcome.result)
    except Exception:  # noqa: BLE001 - a mode without the region rules: no colours
        membership = Membership({}, {}, set(), {}, {})
    views = build_views(shaped, membership, [func.name], ordered=True)
    dot = render(views, f"@{func.name}")
    try:
        svg = render_with_graphviz(dot, "svg", func.name).decode("utf-8")
    except CsaError as exc:
        return None, f"not drawn: {exc.message}"
    start = svg.find("<svg")
    return (svg[start:] if start >= 0 else svg), ""


def report_functions(module: Module, path: str, function: str | None) -> list[Function]:
    from csarules.errors import CsaError

    if function is None:
        return list(module.functions)
    for func in module.functions:
        if func.name == function:
            return [func]
    names = ", ".join(f.name for f in module.functions) or "none"
    raise CsaError(path, None, f"no function @{function} defined (functions: {names})")


def simulate_functions(module: Module, data: ReportData, args_path: Path,
                       settings: Settings, warn=None) -> None:
    """Run each reported function that the arguments file sets up, on the module ordered
    as `order` orders it; the summary goes into its FunctionData.sim, races at input
    lines."""
    from csarules.errors import CsaError
    from csarules.ir.linediff import lines_back
    from csarules.ir.reader import parse_module
    from csarules.order.pipeline import derive_by_groups, materialise_outcome
    from csarules.sim.api import simulate
    from csarules.sim.argsfile import read_sidecar

    setups = read_sidecar(args_path)
    wanted = [f for f in data.functions if f.name in setups]
    if not wanted:
        return
    outcome = derive_by_groups(module, settings.mode, settings.engine, settings.souffle,
                               settings.rules, materialise_only=True)
    ordered = parse_module(materialise_outcome(outcome), module.path + " (ordered)")
    input_text = module.origin.input_text if module.origin is not None else module.text
    back = lines_back(input_text, ordered.text)
    for func in wanted:
        setup = setups[func.name]
        try:
            result = simulate(ordered, func.name, setup.args, externs=setup.externs,
                              sections_from=module)
        except CsaError as exc:
            line = back.get(exc.line or 0) if exc.line else None
            where = f"line {line}: " if line else ""
            func.sim = {"error": f"{where}{exc.message}", "origin": setup.origin}
            if warn is not None:
                warn(f"{data.path}: warning: @{func.name} not simulated: {where}"
                     f"{exc.message}")
            continue
        races = [[back.get(r["first"]["line"]), back.get(r["second"]["line"])]
                 for r in result.races]
        func.sim = {"cycles": result.cycles, "oracle": result.oracle_cycles,
                    "races": races, "race_count": result.race_count,
                    "matches": result.matches_sequential,
                    "returned": repr(result.return_value), "origin": setup.origin}


def progress_printer(total: int) -> Any:
    """A callback printing `report: k/n @name` on stderr when it is a terminal."""
    if not sys.stderr.isatty():
        return None
    done = [0]

    def show(name: str) -> None:
        done[0] += 1
        sys.stderr.write(f"\rreport: {done[0]}/{total} @{name}\x1b[K")
        if done[0] == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show

