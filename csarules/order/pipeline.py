"""IR -> facts -> rules -> edges -> IR: the path every ordering command takes."""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from csarules.errors import CsaError
from csarules.expand.cleaner import cleaner_removals
from csarules.ir.model import Function, Module
from csarules.rules_dir import default_mode, listed_program, mode_program

# Calls the base pass removes after ordering (CSAMemopOrderingBase).
_REGION_INTRINSICS = (
    "llvm.csa.parallel.region.entry",
    "llvm.csa.parallel.region.exit",
    "llvm.csa.parallel.section.entry",
    "llvm.csa.parallel.section.exit",
)


class Pair(NamedTuple):  # (a named tuple, as Edge: a large function has millions)
    src: int
    dst: int
    ctx: int
    why: str = ""  # the rule that requires it, or the relaxation that released it


@dataclass
class FunctionEdges:
    name: str
    entry: int
    required: list[Pair] = field(default_factory=list)
    required_count: int = 0  # len(required), also when only counted (derive_by_groups)
    emitted: list[Pair] = field(default_factory=list)
    # the emitted (src, dst, ctx) tuples in no particular order: what materialising reads
    # (a large function has a million or more, which need not be sorted or made Pairs)
    edges: list[tuple[int, int, int]] = field(default_factory=list)
    released: list[Pair] = field(default_factory=list)
    warnings: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class Outcome:
    module: Module
    mode: str
    facts: dict[str, set[tuple]]
    result: Any  # csarules.engine Result, kept for explain()
    functions: dict[str, FunctionEdges]
    rules: str | Path | None = None  # the program run instead of a mode's, if one was


def derive(
    module: Module,
    mode: str | None = None,
    engine: str = "embedded",
    souffle_path: str | None = None,
    facts: dict[str, set[tuple]] | None = None,
    rules: str | Path | None = None,
    provenance: bool = True,
) -> Outcome:
    """Run an ordering mode, or the program in `rules` (a file that includes a mode's parts
    and adds or replaces rules), on the module's facts. Without `provenance` the result
    cannot explain its tuples (`why` needs it; ordering does not), which is faster."""
    from csarules.engine import make_engine
    from csarules.extract import extract_facts

    mode, program = _program(mode, rules)
    if facts is None:
        facts = extract_facts(module)
    result = make_engine(engine, souffle_path=souffle_path, provenance=provenance).run(
        program, facts)
    functions = _group_by_function([(f.name, f.line) for f in module.functions], facts,
                                   result)
    return Outcome(module=module, mode=mode, facts=facts, result=result, functions=functions,
                   rules=rules)


def derive_function(
    module: Module,
    func: Function,
    mode: str | None = None,
    engine: str = "embedded",
    souffle_path: str | None = None,
    rules: str | Path | None = None,
    targets: Iterable[str] | None = None,
    facts: dict[str, set[tuple]] | None = None,
) -> Outcome:
    """A run on the facts of one function only, for explaining its tuples: the ordering
    rules relate operations of one function, so its tuples and their derivations are
    those of the whole-module run (tests/order/test_per_function_tools.py) while the cost
    follows the function, not the module. With `targets`, the embedded engine derives
    only those relations and what they read. The run keeps no provenance: explaining a
    tuple works out the heights of the few tuples its tree can use (engine/cone.py), the
    same as a run with provenance would store for them. The outcome is for its `result`:
    its `functions` is left empty (sorting a large function's millions of required pairs
    into Pairs would cost more than explaining one)."""
    from csarules.engine import make_engine
    from csarules.extract import extract_facts

    mode, program = _program(mode, rules)
    if facts is None:  # (given: the function's, already extracted)
        facts = extract_facts(module, [func])
    result = make_engine(engine, souffle_path=souffle_path, provenance=False,
                         targets=targets).run(program, facts)
    return Outcome(module=module, mode=mode, facts=facts, result=result, functions={},
                   rules=rules)


def function_of(module: Module, line: int) -> Function | None:
    """The function whose lines (its `define` to its closing brace) hold `line`."""
    for func in module.functions:
        if func.line <= line <= func.end_line:
            return func
    return None


# A group of functions is evaluated in one engine run once it holds this many IR lines:
# large enough that the per-run cost (planning and compiling the rules, facts in,
# relations out) stays small, small enough that memory follows the largest function
# rather than the module.
GROUP_LINES = 4000


# the relations _group_by_function reads, and those writing the ordered module needs
_READ = ("required", "emitted", "released", "warning")
_MATERIALISED = ("emitted", "released", "warning")


@dataclass(frozen=True)
class GroupRun:
    """How each group of a module is evaluated: the program (a mode, or the rules file
    run instead) and engine, and what the outcome keeps (`derive_by_groups` says). Small
    and picklable: a worker process is sent it with each group's facts."""

    mode: str | None
    rules: str | Path | None
    engine: str = "embedded"
    souffle_path: str | None = None
    materialise_only: bool = False
    count_required: bool = False

    @property
    def keep(self) -> tuple[str, ...]:
        return _MATERIALISED if self.materialise_only else _READ

    def program(self) -> tuple[str, Any]:
        return _program(self.mode, self.rules, listed=self.materialise_only)

    def runner(self) -> Any:
        from csarules.engine import make_engine

        return make_engine(self.engine, souffle_path=self.souffle_path, provenance=False,
                           keep=self.keep)


def run_group(run: GroupRun, facts: dict[str, set[tuple]],
              functions: Sequence[tuple[str, int]], runner: Any = None
              ) -> dict[str, FunctionEdges]:
    """One engine run on a group's facts: the edges of each of its functions (given by
    name and `define` line), in the order given."""
    _, program = run.program()
    result = (runner or run.runner()).run(program, facts)
    return _group_by_function(functions, facts, result, run.materialise_only,
                              run.count_required)


class GroupPlan:
    """A module's groups of functions, each to be evaluated by one engine run
    (`run_group`), here or in a worker process: a group's facts are extracted only when
    it is about to run, and the outcome merges the groups' edges in function order."""

    def __init__(self, module: Module, run: GroupRun, group_lines: int = GROUP_LINES
                 ) -> None:
        from csarules.engine.embedded import relations_read
        from csarules.extract import ModuleTables

        self.module, self.run = module, run
        self.mode, program = run.program()
        self.runner = run.runner()  # (an unknown engine or a missing souffle fails here)
        # the facts the kept relations are derived from: linear and race modes read no
        # alias pair (a large function's millions); Soufflé's other outputs are not read
        self.wanted = relations_read(program, run.keep)
        self.tables = ModuleTables.of(module)
        self.groups = function_groups(module, group_lines)
        # per group, the facts materialising reads (`instr`, `orderable`)
        self._kept: list[dict[str, set[tuple]]] = [{} for _ in self.groups]

    def facts(self, k: int) -> dict[str, set[tuple]]:
        from csarules.extract import extract_facts

        facts = extract_facts(self.module, self.groups[k], self.tables, self.wanted)
        self._kept[k] = {name: facts[name] for name in ("instr", "orderable")}
        return facts

    def functions(self, k: int) -> list[tuple[str, int]]:
        return [(func.name, func.line) for func in self.groups[k]]

    def cost(self, k: int) -> int:
        """What evaluating group k is expected to cost, to start the dearest first: the
        rules' work grows faster than a function's lines (pairs of its operations)."""
        return sum((func.end_line - func.line + 1) ** 2 for func in self.groups[k])

    def outcome(self, results: Sequence[dict[str, FunctionEdges]]) -> Outcome:
        """The module's outcome from every group's `run_group` result."""
        functions: dict[str, FunctionEdges] = {}
        for result in results:
            functions.update(result)
        kept: dict[str, set[tuple]] = {"instr": set(), "orderable": set()}
        for facts in self._kept:  # in group order, whatever order the groups ran in
            for name in kept:
                kept[name] |= facts.get(name, set())
        ordered = {func.name: functions[func.name] for func in self.module.functions}
        return Outcome(module=self.module, mode=self.mode, facts=kept, result=None,
                       functions=ordered, rules=self.run.rules)


class GroupPool(Protocol):
    """Worker processes evaluating groups (csarules/order/pool.py)."""

    def derive(self, plans: Sequence[GroupPlan]) -> list[Outcome]: ...


def derive_plans(plans: Sequence[GroupPlan], pool: GroupPool | None = None) -> list[Outcome]:
    """Every plan's outcome: its groups evaluated one after the other in this process, or
    by the pool's workers when there is more than one group. The outcomes are the same."""
    if pool is not None and sum(len(plan.groups) for plan in plans) > 1:
        return pool.derive(plans)
    return [plan.outcome([run_group(plan.run, plan.facts(k), plan.functions(k), plan.runner)
                          for k in range(len(plan.groups))])
            for plan in plans]


def derive_by_groups(
    module: Module,
    mode: str | None = None,
    engine: str = "embedded",
    souffle_path: str | None = None,
    rules: str | Path | None = None,
    group_lines: int = GROUP_LINES,
    materialise_only: bool = False,
    count_required: bool = False,
    pool: GroupPool | None = None,
) -> Outcome:
    """`derive` for ordering, one engine run per group of consecutive functions, so that
    the facts and derived relations held at once are those of one group, not the module's
    (with a `pool`, of one group per worker process). With `materialise_only` the outcome
    holds only what writing the module needs: no `required` pairs (a large function's
    are millions), and the emitted edges only as FunctionEdges.edges, not sorted into
    `emitted`. With `count_required` the required pairs are only counted
    (`required_count`, what the text of `edges` prints), not made.

    The ordering rules relate operations of one function only, so every function's
    edges are those of the whole-module run (tests/order/test_by_groups.py checks it on
    the corpus). The outcome keeps no engine result and, of the facts, only what
    materialising reads (`instr`, `orderable`)."""
    run = GroupRun(mode, rules, engine, souffle_path, materialise_only, count_required)
    return derive_plans([GroupPlan(module, run, group_lines)], pool)[0]


def function_groups(module: Module, group_lines: int) -> list[list[Function]]:
    """Consecutive functions in module order, each group closed once it has
    `group_lines` lines of IR. A module without functions (a C file of constant
    tables) is one empty group: the rules still run once, so a mode, a rules file or
    an engine fails there as on any module, and --show-plan/--profile have a run."""
    groups: list[list[Function]] = []
    current: list[Function] = []
    size = 0
    for func in module.functions:
        current.append(func)
        size += func.end_line - func.line + 1
        if size >= group_lines:
            groups.append(current)
            current, size = [], 0
    if current or not groups:
        groups.append(current)
    return groups


def _program(mode: str | None, rules: str | Path | None,
             listed: bool = False) -> tuple[str, Any]:
    """The program of a rules file, or of a mode. With `listed` (ordering only needs the
    emitted edges), a mode's variant in rules/listed/ when it has one: the same edges from
    the pairs rules/listing.dl lists, not from every pair (tests/rules/test_listed_mode.py)."""
    if rules is not None:
        return Path(rules).stem, _load(_rules_file(rules))
    mode = mode or default_mode()
    if listed and (variant := listed_program(mode)) is not None:
        return mode, _load(variant)
    return mode, _load(mode_program(mode))


def _load(path: Path) -> Any:
    """The parsed program, reused while no rules file beside it or in rules/ changes."""
    from csarules.rules_dir import rules_dir

    files = [*path.parent.glob("*.dl"), *rules_dir().glob("**/*.dl")]
    stamp = tuple(sorted((str(f), f.stat().st_mtime_ns) for f in files))
    return _load_cached(str(path.resolve()), stamp)


@functools.lru_cache(maxsize=16)
def _load_cached(path: str, stamp: tuple[tuple[str, int], ...]) -> Any:
    from csarules.engine import load_program

    return load_program(Path(path))


def _rules_file(rules: str | Path) -> Path:
    path = Path(rules)
    if not path.is_file():
        raise CsaError(str(path), None, "cannot read rules file")
    return path



def _group_by_function(
    functions_given: Sequence[tuple[str, int]], facts: dict[str, set[tuple]], result: Any,
    materialise_only: bool = False, count_required: bool = False,
) -> dict[str, FunctionEdges]:
    owner: dict[int, str] = {}
    for inst, func, *_ in facts.get("instr", ()):
        owner[inst] = func
    functions: dict[str, FunctionEdges] = {}
    for name, line in functions_given:
        owner[line] = name
        functions[name] = FunctionEdges(name=name, entry=line)
    edges_of = {inst: functions[func].edges for inst, func in owner.items()}
    emitted = result.relation("emitted")
    for edge in emitted:
        edges_of[edge[1]].append(edge)
    # Tuples are sorted before they become Pairs, whose field order they share: sorting
    # the dataclasses themselves costs a Python-level comparison each (seconds for a large
    # function's hundreds of thousands of pairs).
    if count_required:
        for _, dst, *_ in result.relation("required"):
            functions[owner[dst]].required_count += 1
    elif not materialise_only:
        for src, dst, ctx, rule in sorted(result.relation("required")):
            functions[owner[dst]].required.append(Pair(src, dst, ctx, rule))
        for fe in functions.values():
            fe.required_count = len(fe.required)
    if not materialise_only:
        for src, dst, ctx in sorted(emitted):
            functions[owner[dst]].emitted.append(Pair(src, dst, ctx))
    for src, dst, ctx, reason in sorted(result.relation("released")):
        functions[owner[dst]].released.append(Pair(src, dst, ctx, reason))
    for func_name, line, message in result.relation("warning"):
        functions[func_name].warnings.append((line, message))
    for fe in functions.values():
        fe.warnings.sort()
    return functions


def removable_intrinsics(module: Module) -> dict[str, set[int]]:
    """Per function, the region/section intrinsic calls and the i32 phis that only carry them."""
    out: dict[str, set[int]] = {}
    for func in module.functions:
        doomed = {i.line for i in func.instructions() if i.callee in _REGION_INTRINSICS}
        doomed |= cleaner_removals(func)  # spmdization / pipeline.loop (CSAIntrinsicCleaner)
        users: dict[int, list[int]] = defaultdict(list)
        for inst in func.instructions():
            for op in inst.operands:
                if op.kind == "instruction":
                    users[op.target.line].append(inst.line)  # type: ignore[union-attr]
        phis = [i for i in func.instructions() if i.opcode == "phi"]
        changed = True
        while changed:
            changed = False
            for phi in phis:
                if phi.line in doomed:
                    continue
                feeds = users.get(phi.line, [])
                fed = [op.target.line for op in phi.operands if op.kind == "instruction"]  # type: ignore[union-attr]
                if fed and all(src in doomed for src in fed) and all(u in doomed for u in feeds):
                    doomed.add(phi.line)
                    changed = True
        out[func.name] = doomed
    return out


def order_module(
    module: Module,
    mode: str | None = None,
    engine: str = "embedded",
    souffle_path: str | None = None,
    rules: str | Path | None = None,
) -> str:
    """The ordered module text (verified), for `mode` (or the program in `rules`)."""
    return materialise_outcome(derive(module, mode, engine, souffle_path, rules=rules))


def materialise_outcome(outcome: Outcome) -> str:
    from csarules.order.materialise import FunctionPlan, materialise

    orderable_by_func: dict[str, set[int]] = defaultdict(set)
    owner = {inst: func for inst, func, *_ in outcome.facts.get("instr", ())}
    for (inst,) in outcome.facts.get("orderable", ()):
        orderable_by_func[owner[inst]].add(inst)
    removals = removable_intrinsics(outcome.module)
    plan = {
        name: FunctionPlan(
            orderable=orderable_by_func.get(name, set()),
            edges=fe.edges,
            remove=removals.get(name, set()),
        )
        for name, fe in outcome.functions.items()
    }
    return materialise(outcome.module, plan)


def header_label(module: Module, function: str, ctx: int) -> str | None:
    """The label (no %) of the loop header a context names; None for context 0."""
    if ctx == 0:
        return None
    for block in module.function(function).blocks:
        if block.id == ctx:
            return block.label
    return str(ctx)


def edges_document(outcome: Outcome) -> dict[str, Any]:
    from csarules.order import versioned_report
    from csarules.order.input_lines import function_warnings, point

    module = outcome.module
    doc: list[dict[str, Any]] = []
    for func in module.functions:
        fe = outcome.functions[func.name]

        def pair(p: Pair, extra: str | None = None, name: str = func.name) -> dict[str, Any]:
            # (an instruction's line, a function entry's `define` line, or a copy's op)
            item: dict[str, Any] = {
                "src": point(module, p.src),
                "dst": point(module, p.dst),
                "carried_by": header_label(module, name, p.ctx),
            }
            if extra:
                item[extra] = p.why
            return item

        rule_of = {(p.src, p.dst, p.ctx): p.why for p in sorted(fe.required)}
        emitted = []
        for p in fe.emitted:
            item = pair(p)
            item["rule"] = rule_of.get((p.src, p.dst, p.ctx))
            emitted.append(item)
        doc.append(
            {
                "name": func.name,
                "line": func.line,
                "mode": outcome.mode,
                "required": [pair(p, "rule") for p in fe.required],
                "emitted": emitted,
                "released": [pair(p, "reason") for p in fe.released],
                "warnings": [
                    {"line": line, "message": message}
                    for line, message in function_warnings(module, func, fe.warnings)
                ],
            }
        )
        versioning = versioned_report.document(module, func.name)
        if versioning is not None:
            doc[-1]["versioning"] = versioning
    return {"functions": doc}
