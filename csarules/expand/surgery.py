"""CLIE's CFG surgery as text splicing: the intrinsics the rules placed go in as new lines
(values named after the spec's examples, never numbered), every marker call goes, and the
declarations follow. The caller verifies the result."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from csarules.expand.decide import Decisions, LoopPlan
from csarules.ir.model import Block, Function, Module
from csarules.ir.names import fresh_name
from csarules.ir.reader import quote_name as _quote
from csarules.ir.splice import Splice, delete_declaration, line_indent

DECLARATIONS = {
    "llvm.csa.parallel.region.entry": "declare i32 @llvm.csa.parallel.region.entry(i32)",
    "llvm.csa.parallel.region.exit": "declare void @llvm.csa.parallel.region.exit(i32)",
    "llvm.csa.parallel.section.entry": "declare i32 @llvm.csa.parallel.section.entry(i32)",
    "llvm.csa.parallel.section.exit": "declare void @llvm.csa.parallel.section.exit(i32)",
    "llvm.csa.spmdization.entry": "declare i32 @llvm.csa.spmdization.entry(i32, i32)",
    "llvm.csa.spmdization.exit": "declare void @llvm.csa.spmdization.exit(i32)",
    "llvm.csa.pipeline.loop.entry": "declare i32 @llvm.csa.pipeline.loop.entry(i32)",
    "llvm.csa.pipeline.loop.exit": "declare void @llvm.csa.pipeline.loop.exit(i32)",
}
# Nesting of one loop's intrinsics, outermost first: at one insertion point openings go
# outer first and closings inner first, so regions and sections nest as the loops do.
_NEST = {"spmdization": 0, "region": 1, "pipeline": 1, "section": 2}
_VALUE_NAME = re.compile(r'%([-a-zA-Z$._][-a-zA-Z$._0-9]*)')


@dataclass(order=True)
class _Insert:
    line: int  # goes in front of this input line
    rank: tuple[int, int]
    seq: int
    text: str


class _FunctionSurgery:
    def __init__(self, module: Module, func: Function, names: set[str]) -> None:
        self.module = module
        self.func = func
        self.names = names
        self.inserts: list[_Insert] = []
        self.used: set[str] = set()
        self.blocks = {b.id: b for b in func.blocks}
        self.depth: dict[int, int] = {}
        self.loop_blocks: dict[int, set[int]] = {}
        self.splits: dict[tuple[int, int], _SplitExit] = {}
        self.preheaders: dict[int, _NewPreheader] = {}

    def fresh(self, base: str) -> str:
        # module-unique names: they also key the region IDs
        return fresh_name(base, self.names, sep="")

    def add(self, line: int, kind: str, opening: bool, depth: int, text: str) -> None:
        level = depth * 4 + _NEST[kind]
        rank = (2, level) if opening else (1, -level)
        indent = line_indent(self.module.lines[line - 1])
        self.inserts.append(_Insert(line, rank, len(self.inserts), indent + text))

    def call(self, callee: str) -> str:
        self.used.add(callee)
        return "@" + callee

    def open_close(self, plan: LoopPlan, kind: str, base: str, entry_call: str,
                   exit_callee: str, exits: list[Block], preheader: Block | None) -> str:
        depth = self.depth[plan.header]
        name = self.fresh(base)
        if preheader is not None:
            self.add(preheader.terminator.line, kind, True, depth, f"%{name} = {entry_call}")
        else:
            new = self._new_preheader(plan)
            rank = (2, depth * 4 + _NEST[kind])
            new.calls.append(_Insert(0, rank, len(new.calls), f"  %{name} = {entry_call}"))
        for block in exits:
            split = self._split_exit(plan.header, block)
            token = self._token_at_exit(plan.header, name, block, split)
            text = f"call void {self.call(exit_callee)}(i32 {token})"
            if split is None:
                first = next(i for i in block.instructions if i.opcode != "phi")
                self.add(first.line, kind, False, depth, text)
            else:
                rank = (1, -(depth * 4 + _NEST[kind]))
                split.calls.append(_Insert(0, rank, len(split.calls), "  " + text))
        return name

    def _token_at_exit(self, header: int, name: str, block: Block,
                       split: _SplitExit | None) -> str:
        """The token an exit of loop `header` closes with: `%name`, or, where the exit
        also leaves a loop around `header` (a `return` inside it), a phi of it in the exit
        block, so that every use of a value of that loop after it is an exit block's phi
        (a run-time check's copy of the loop relies on it: csarules/analysis/clonable.py)."""
        if not any(header in blocks and block.id not in blocks
                   for h, blocks in self.loop_blocks.items() if h != header):
            return f"%{name}"
        token = "%" + self.fresh(f"{name}.exit")
        preds = split.preds if split is not None else list(dict.fromkeys(block.predecessors))
        phi = f"{token} = phi i32 " + ", ".join(f"[ %{name}, %{_quote(p.label)} ]"
                                                for p in preds)
        if split is not None:
            split.phis.append("  " + phi)
        else:
            first = next(i for i in block.instructions if i.opcode != "phi")
            indent = line_indent(self.module.lines[first.line - 1])
            self.inserts.append(_Insert(first.line, (0, 0), len(self.inserts), indent + phi))
        return token

    def _split_exit(self, header: int, block: Block) -> _SplitExit | None:
        """None when every predecessor of the exit block is in the loop (a dedicated exit,
        as LoopSimplify makes them); else the new block the loop's exit edges go through,
        so the exit intrinsics are met only on paths that entered the loop."""
        inside = self.loop_blocks[header]
        preds = list(dict.fromkeys(block.predecessors))
        if all(p.id in inside for p in preds):
            return None
        key = (header, block.id)
        if key not in self.splits:
            defined = {inst.name for b in self.func.blocks if b.id in inside
                       for inst in b.instructions if inst.name}
            self.splits[key] = _SplitExit(self.fresh_label(f"{block.label}.clie_exit"),
                                          block, [p for p in preds if p.id in inside], defined)
        return self.splits[key]

    def _new_preheader(self, plan: LoopPlan) -> _NewPreheader:
        """The block made on the edge into a loop that has no preheader."""
        if plan.header not in self.preheaders:
            header = self.blocks[plan.header]
            self.preheaders[plan.header] = _NewPreheader(
                self.fresh_label(f"{header.label}.clie_ph"), header,
                self.blocks[plan.entered_from])
        return self.preheaders[plan.header]

    def fresh_label(self, base: str) -> str:
        base = base if not base[:1].isdigit() else "bb" + base
        return self.fresh(base)

    def write_splits(self, splice: Splice) -> None:
        for split in self.splits.values():
            _write_split(self.module, splice, split)
        for pre in self.preheaders.values():
            _write_preheader(splice, pre)


@dataclass
class _NewPreheader:
    label: str
    header: Block
    pred: Block  # the one block outside the loop that branches to the header
    calls: list[_Insert] = field(default_factory=list)


def _write_preheader(splice: Splice, pre: _NewPreheader) -> None:
    new, header = _quote(pre.label), pre.header
    old_target = re.compile(r"label %" + re.escape(_quote(header.label)) + r"(?![-\w$.])")
    term = pre.pred.terminator
    for line in range(term.line, term.end_line + 1):
        splice.lines[line - 1] = old_target.sub(f"label %{new}", splice.lines[line - 1])
    old_incoming = re.compile(r",\s*%" + re.escape(_quote(pre.pred.label)) + r"\s*\]")
    for phi in (i for i in header.instructions if i.opcode == "phi"):
        splice.lines[phi.line - 1] = old_incoming.sub(f", %{new} ]", splice.lines[phi.line - 1])
    _rename_preds(splice, header, [pre.pred.label], new)
    body = [f"{new}:", *(c.text for c in sorted(pre.calls)),
            f"  br label %{_quote(header.label)}", ""]
    splice.insert_before(header.line, body)


@dataclass
class _SplitExit:
    label: str
    target: Block
    preds: list[Block]  # the loop's blocks that branch to target
    defined: set[str]  # the names of the loop's values ("%x")
    calls: list[_Insert] = field(default_factory=list)
    phis: list[str] = field(default_factory=list)  # the tokens' (_token_at_exit)


def _write_split(module: Module, splice: Splice, split: _SplitExit) -> None:
    new, target = split.label, split.target
    old_ref = re.compile(r"label %" + re.escape(_quote(target.label)) + r"(?![-\w$.])")
    for pred in split.preds:
        term = pred.terminator
        for line in range(term.line, term.end_line + 1):
            splice.lines[line - 1] = old_ref.sub(f"label %{_quote(new)}",
                                                 splice.lines[line - 1])
    body = [f"{_quote(new)}:"]
    pred_refs = {"%" + _quote(p.label) for p in split.preds}
    for phi in (i for i in target.instructions if i.opcode == "phi"):
        entries = _PHI_ENTRY.findall(module.lines[phi.line - 1])
        from_loop = [(v, lbl) for v, lbl in entries if lbl in pred_refs]
        if len(split.preds) == 1 and not (from_loop and from_loop[0][0] in split.defined):
            value = from_loop[0][0] if from_loop else None
        else:
            # several exiting blocks: their values meet in a phi of the new block; a
            # value of the loop goes through one too, so that every use of it after
            # the loop stays a phi of an exit block (the loop's closed form, which a
            # run-time check's copy of the loop relies on: csarules/analysis/clonable.py)
            value = f"%{split.label}.{phi.name.lstrip('%') if phi.name else 'v'}"
            merged = ", ".join(f"[ {v}, {lbl} ]" for v, lbl in from_loop)
            body.append(f"  {value} = phi {phi.type} {merged}")
        kept = [f"[ {v}, {lbl} ]" for v, lbl in entries if lbl not in pred_refs]
        kept.append(f"[ {value}, %{_quote(new)} ]")
        line = module.lines[phi.line - 1]
        head = line[: line.index("[")]
        splice.lines[phi.line - 1] = head + ", ".join(kept)
    _rename_preds(splice, target, [p.label for p in split.preds], new)
    body += split.phis
    body += [c.text for c in sorted(split.calls)]
    body.append(f"  br label %{_quote(target.label)}")
    last = split.preds[-1].terminator.end_line
    splice.insert_after(last, ["", *body])


def _rename_preds(splice: Splice, block: Block, old: list[str], new: str) -> None:
    """Keep the `; preds = ...` comment of `block`'s label line true: the edges from `old`
    now come from `new`."""
    line = splice.lines[block.line - 1]
    head, sep, preds = line.partition("; preds = ")
    if not sep:
        return
    names = [p.strip() for p in preds.split(",")]
    olds = {"%" + _quote(label) for label in old}
    kept = [n for n in names if n not in olds]
    splice.lines[block.line - 1] = head + sep + ", ".join([*kept, "%" + new])


_PHI_ENTRY = re.compile(r"\[\s*([^\[\]]+?),\s*(%(?:[-a-zA-Z$._0-9]+|\"[^\"]*\"))\s*\]")


def splice_expansion(module: Module, decisions: Decisions, region_ids: list[int]) -> str:
    """The expanded module text. `region_ids`: the IDs already used (kept unique)."""
    facts = decisions.facts
    splice = Splice(list(module.lines), trailing_newline=module.text.endswith("\n"),
                    added=module.added)
    owner = {inst: func for inst, func, *_ in facts["instr"]}
    header_func = {h: f for h, f, _d in facts["loop"]}
    # the names in use (comments, e.g. a test's CHECK lines, do not count)
    names = {n for func in module.functions for inst in func.instructions()
             for n in _VALUE_NAME.findall(inst.canonical)}
    names |= {b.label for func in module.functions for b in func.blocks}
    names |= {a.name.lstrip("%") for func in module.functions for a in func.arguments}
    used_ids = set(region_ids)
    next_id = 1000
    used: set[str] = set()
    surgeries: dict[str, _FunctionSurgery] = {}
    for func in module.functions:
        s = _FunctionSurgery(module, func, names)
        s.depth = {h: d for h, f, d in facts["loop"] if f == func.name}
        for h, b in facts["loop_block"]:
            if h in s.depth:
                s.loop_blocks.setdefault(h, set()).add(b)
        surgeries[func.name] = s
    preheader = dict(facts["preheader"])
    exit_ids: dict[int, set[int]] = {}
    for h, _src, dst in facts["loop_exit_edge"]:
        exit_ids.setdefault(h, set()).add(dst)
    for plan in decisions.loops:
        s = surgeries[header_func[plan.header]]
        pre = s.blocks[preheader[plan.header]] if plan.header in preheader else None
        exits = sorted((s.blocks[b] for b in exit_ids.get(plan.header, ())),
                       key=lambda b: b.index)
        if plan.spmd is not None:
            workers, chunk = plan.spmd
            s.open_close(plan, "spmdization", "spmdization_entry",
                         f"call i32 {s.call('llvm.csa.spmdization.entry')}(i32 {workers}, "
                         f"i32 {chunk})", "llvm.csa.spmdization.exit", exits, pre)
        if plan.pipeline is not None:
            s.open_close(plan, "pipeline", "ilpl_entry",
                         f"call i32 {s.call('llvm.csa.pipeline.loop.entry')}(i32 "
                         f"{plan.pipeline})", "llvm.csa.pipeline.loop.exit", exits, pre)
        if plan.region:
            while next_id in used_ids:
                next_id += 1
            used_ids.add(next_id)
            decisions.region_marks[next_id] = plan.marker
            region = s.open_close(plan, "region", "clie_pre",
                                  f"call i32 {s.call('llvm.csa.parallel.region.entry')}"
                                  f"(i32 {next_id})", "llvm.csa.parallel.region.exit",
                                  exits, pre)
            section = s.fresh("clie_pse")
            depth = s.depth[plan.header]
            assert plan.section_entry_before is not None and plan.section_exit_before is not None
            s.add(plan.section_entry_before, "section", True, depth,
                  f"%{section} = call i32 {s.call('llvm.csa.parallel.section.entry')}"
                  f"(i32 %{region})")
            s.add(plan.section_exit_before, "section", False, depth,
                  f"call void {s.call('llvm.csa.parallel.section.exit')}(i32 %{section})")
    removed_callees: set[str] = set()
    for line in sorted(decisions.markers):
        inst = module.instruction_at(line)
        assert inst is not None and owner.get(line) is not None
        splice.delete(inst.line, inst.end_line)
        removed_callees.add(inst.callee or "")
    for s in surgeries.values():
        used |= s.used
        for ins in sorted(s.inserts):
            splice.insert_before(ins.line, [ins.text])
        s.write_splits(splice)
    missing = [DECLARATIONS[c] for c in sorted(used) if c not in module.declarations]
    if missing:
        splice.insert_after(module.functions[-1].end_line, ["", *missing])
    still_called = {i.callee for f in module.functions for i in f.instructions()
                    if i.line not in decisions.markers}
    for callee in sorted(removed_callees - still_called):
        delete_declaration(module, splice, callee)
    return splice.text()
