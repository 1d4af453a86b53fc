"""Write derived ordering edges into the IR text (inord/outord/all0/mementry and i1 phis).

Every orderable op B gets `call void @llvm.csa.inord(i1 V)` before it and (unless it is a
`ret`) `%csa.o<B> = call i1 @llvm.csa.outord()` after it. V merges, with all0, the tokens B
must wait for: for each source op A of B's edges, the value of the SSA variable T_A that
`TokenReader` finds for B's contexts (see tokens.py). Sets of phis that many ops wait for
are merged once, by all0s that those ops read (`%csa.s<K>`, see shared.py). The module is
edited line by line (splice.py) and checked with LLVM's verifier before it is returned.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from csarules.errors import CsaError, InternalError
from csarules.ir.constexpr import split_inserted
from csarules.ir.labels import incoming_pattern, retarget
from csarules.ir.model import Block, Function, Instruction, Module
from csarules.ir.names import fresh_name
from csarules.ir.reader import quote_name
from csarules.ir.splice import Splice, delete_declaration, line_indent, renumber
from csarules.ir.verify import verify_ir
from csarules.order.edges import Edge
from csarules.order.gated import GATED, expand
from csarules.order.shared import Input, SharedToken, share_token_sets, takes_all0_at_top
from csarules.order.split import SPLIT_TERMINATORS, SplitFunction, split
from csarules.order.tokens import (
    ENTRY,
    EntryToken,
    LoopForest,
    OpToken,
    PhiToken,
    Token,
    TokenReader,
    deep_recursion,
)

INORD = "llvm.csa.inord"
OUTORD = "llvm.csa.outord"
MEMENTRY = "llvm.csa.mementry"
ALL0 = "llvm.csa.all0"
_DECLARATIONS = {
    INORD: "declare void @llvm.csa.inord(i1)",
    OUTORD: "declare i1 @llvm.csa.outord()",
    MEMENTRY: "declare i1 @llvm.csa.mementry()",
    ALL0: "declare i1 @llvm.csa.all0(...)",
}
# ops that end the function take an input edge only
_NO_OUTORD = ("ret", "resume")


@dataclass
class FunctionPlan:
    orderable: set[int]  # ids of ops that get inord/outord (ret: inord only)
    # dst waits for src in context ctx (already transitively reduced), in any order:
    # Edges or plain (src, dst, ctx) tuples
    edges: Sequence[tuple[int, int, int]]
    remove: set[int] = field(default_factory=set)  # ids of instructions to delete


def materialise(module: Module, plan: dict[str, FunctionPlan]) -> str:
    """The whole module text with `plan` written in, verified by LLVM. `module` is not changed."""
    known = {f.name for f in module.functions}
    unknown = sorted(set(plan) - known)
    if unknown:
        raise InternalError(f"ordering plan names functions the module does not define: {unknown}")
    splice = Splice.of_module(module)
    used: set[str] = set()
    renumbering: dict[str, dict[int, int]] = {}
    removed_callees: set[str] = set()
    replaced: set[int] = set()  # lines of expanded gated prefetches
    added: dict[str, str] = {}  # declarations the expansions call
    for func in module.functions:
        fplan = plan.get(func.name)
        if fplan is None:
            continue
        renumbering[func.name], callees = _remove(module.path, func, fplan.remove, splice)
        removed_callees |= callees
        if fplan.orderable:
            orderer = FunctionOrderer(module, func, fplan)
            used |= orderer.write(splice)
            replaced |= orderer.expanded
            added.update(orderer.declarations)
    for line in replaced:
        inst = module.instruction_at(line)
        if inst is not None and inst.callee:
            removed_callees.add(inst.callee)
    _edit_declarations(module, plan, splice, used, removed_callees, replaced, added)
    text = split_inserted(splice.text(_render(module, splice, renumbering)), module.inserted)
    verify_ir(text)
    return text


def _render(module: Module, splice: Splice, renumbering: dict[str, dict[int, int]]) -> list[str]:
    out: list[str] = []
    done = 0
    for func in module.functions:
        mapping = renumbering.get(func.name)
        if not mapping:
            continue
        out += splice.render(done + 1, func.body_start_line - 1)
        out += renumber(splice.render(func.body_start_line, func.end_line), mapping)
        done = func.end_line
    out += splice.render(done + 1, len(module.lines))
    return out


# -- removal -----------------------------------------------------------------------------


def _remove(
    path: str, func: Function, remove: set[int], splice: Splice
) -> tuple[dict[int, int], set[str]]:
    """Delete the instructions in `remove`; the renumbering their numbered values force."""
    insts = {i.line: i for i in func.instructions()}
    missing = sorted(remove - set(insts))
    if missing:
        raise InternalError(f"@{func.name}: no instructions at lines {missing} to remove")
    callees: set[str] = set()
    for line in sorted(remove):
        inst = insts[line]
        if inst is inst.block.terminator:
            raise InternalError(f"@{func.name}: refusing to remove terminator at line {line}")
        splice.delete(inst.line, inst.end_line)
        if inst.callee:
            callees.add(inst.callee)
    for inst in func.instructions():
        if inst.line in remove:
            continue
        for op in inst.operands:
            target = op.target
            if op.kind == "instruction" and target is not None and target.line in remove:  # type: ignore[union-attr]
                # e.g. -O0 code spilling a region entry's value to memory: the call cannot go
                raise CsaError(
                    path,
                    inst.line,
                    f"@{func.name}: this instruction uses {op.text}, the result of an "
                    f"instruction that ordering removes (line {target.line})",  # type: ignore[union-attr]
                )
    return _numbering_after_removal(func, remove), callees


def _numbering_after_removal(func: Function, remove: set[int]) -> dict[int, int]:
    # LLVM numbers unnamed values and blocks in one sequence; dropping one shifts the rest.
    mapping: dict[int, int] = {}
    dropped = 0
    for block in func.blocks:
        if block.label.isdigit() and dropped:
            mapping[int(block.label)] = int(block.label) - dropped
        for inst in block.instructions:
            number = _number(inst.name)
            if number is None:
                continue
            if inst.line in remove:
                dropped += 1
            elif dropped:
                mapping[number] = number - dropped
    return mapping


def _number(name: str | None) -> int | None:
    if name and name[1:].isdigit():
        return int(name[1:])
    return None


# -- ordering ----------------------------------------------------------------------------


class FunctionOrderer:
    """The inord/outord/all0/phi lines of one function."""

    def __init__(self, module: Module, func: Function, plan: FunctionPlan) -> None:
        self.module = module
        self.func = func
        self.plan = plan
        held = module.added.get(func.end_line)
        # the instructions of blocks added on the function's closing line (lines of their own)
        self.added_ids = {vid for b in held.blocks for vid in b.ids} if held else set()
        # Orders are read on the CFG the output will have: edges out of invoke/callbr split.
        self.split: SplitFunction | None = None
        model = func
        if any(b.terminator.opcode in SPLIT_TERMINATORS for b in func.blocks):
            self.split = split(func, module.path)
            model = self.split.func
        self.model = model
        self.insts = {i.line: i for i in model.instructions()}
        self.loops = LoopForest(model)
        self._blocks_by_id: dict[int, Block] | None = None
        self._original_blocks = {block.id: block for block in func.blocks}
        self._carried: dict[tuple[int, int, frozenset[int]], Token] = {}  # see _input_of
        self._loop_size = {header: len(body) for header, body in self.loops.body.items()}
        self.reader = TokenReader(model, self.loops)
        self.taken = {a.name for a in func.arguments}
        self.taken |= {i.name for i in self.insts.values() if i.name}
        self.taken |= {"%" + quote_name(b.label) for b in model.blocks}
        self.names: dict[object, str] = {}
        # the points that define each source op's token: its outord, or one per split edge
        self._token_points: dict[int, list[int]] = {}
        for line in plan.orderable:
            if self.split is not None and line in self.split.by_call:
                self._token_points[line] = [e.token_id for e in self.split.by_call[line]]
            else:
                self._token_points[line] = [line]
        self.expanded: set[int] = set()  # gated prefetches written as llvm.prefetch
        self.declarations: dict[str, str] = {}  # callee -> `declare` line they need
        # dst -> point -> contexts: the edges grouped by destination and source in plain
        # dicts, one loop (a large function has a million edges or more), then each source
        # replaced by its token points where edges were split
        by_dst: dict[int, dict[int, set[int]]] = {}
        for src, dst, ctx in plan.edges:
            by_src = by_dst.get(dst)
            if by_src is None:
                by_src = by_dst[dst] = {}
            found = by_src.get(src)
            if found is None:
                by_src[src] = {ctx}
            else:
                found.add(ctx)
        self._check_plan(by_dst)
        points = self._token_points
        if self.split is not None:  # (only split calls have other points than themselves)
            for dst, by_src in by_dst.items():
                moved: dict[int, set[int]] = {}
                for src, ctxs in by_src.items():
                    for point in points.get(src, [src]):
                        moved.setdefault(point, set()).update(ctxs)
                by_dst[dst] = moved
        self._contexts = by_dst

    def write(self, splice: Splice) -> set[str]:
        """Add this function's lines to `splice`; the intrinsics they call."""
        with deep_recursion(len(self.reader.func.blocks)):
            inputs = {line: self._input_of(self.insts[line])
                      for line in sorted(self.plan.orderable)}
        self.reader.simplify()
        inputs = {line: self._merge(values) for line, values in inputs.items()}
        phis = self.reader.live_phis([v for values in inputs.values() for v in values])
        inputs, shared = share_token_sets(inputs, self._order_key, self._may_share,
                                          self._shared_block)
        self._name_values(inputs, phis, shared)
        used = {MEMENTRY, INORD} | ({ALL0} if shared else set())
        self._write_block_tops(splice, phis, shared)
        for line, values in inputs.items():
            inst = self.insts[line]
            # (an instruction of an added block is written on a line of its own, indented
            # by two spaces; any other stands on a line of the text)
            indent = "  " if line in self.added_ids else line_indent(
                self.module.lines[self.module.virtual.get(line, line) - 1])
            if inst.callee and inst.callee.startswith(GATED):
                used |= self._write_gated(splice, inst, values, indent)
                continue
            if len(values) > 1:
                args = ", ".join(f"i1 {self._ref(v)}" for v in values)
                splice.insert_before(
                    line, [f"{indent}{self.names[('all0', line)]} = call i1 (...) @{ALL0}({args})"]
                )
                used.add(ALL0)
                token = self.names[("all0", line)]
            else:
                token = self._ref(values[0]) if values else "0"
            splice.insert_before(line, [f"{indent}call void @{INORD}(i1 {token})"])
            if inst.opcode in SPLIT_TERMINATORS:
                used.add(OUTORD)  # written on its edges, below
            elif inst.opcode not in _NO_OUTORD:
                splice.insert_after(
                    inst.end_line, [f"{indent}{self._ref(OpToken(line))} = call i1 @{OUTORD}()"]
                )
                used.add(OUTORD)
        if self.split is not None:
            self._write_split_edges(splice)
        return used

    def _write_split_edges(self, splice: Splice) -> None:
        """The blocks on the edges out of invoke/callbr, and the edits that route through them."""
        assert self.split is not None
        lines = self.module.lines
        # text of each original line we rewrite, edited in place as edits accumulate
        rewritten: dict[int, str] = {}

        def edit(line: int, change) -> None:
            rewritten[line] = change(rewritten.get(line, lines[line - 1]))

        pad_copies: dict[int, list[tuple[str, str]]] = defaultdict(list)  # pad -> (value, block)
        for call, edges in sorted(self.split.by_call.items()):
            term = self.insts[call]
            indent = line_indent(lines[call - 1])
            new_lines: list[str] = []
            for edge in edges:
                label = edge.block.label
                for at in range(term.line, term.end_line + 1):
                    edit(at, lambda text, e=edge: retarget(text, e.target.label, e.block.label))
                body: list[str] = []
                if edge.unwind:
                    pad = self.split.pads[edge.target.id]
                    value = self._fresh(f"%csa.lp{call}")
                    first, *rest = lines[pad.line - 1 : pad.end_line]
                    body.append(indent + value + " = " + first.split("=", 1)[1].lstrip())
                    body.extend(rest)
                    pad_copies[pad.line].append((value, label))
                if call in self.plan.orderable:
                    body.append(f"{indent}{self._ref(OpToken(edge.token_id))} = "
                                f"call i1 @{OUTORD}()")
                body.append(f"{indent}br label %{quote_name(edge.target.label)}")
                new_lines += [f"{quote_name(label)}:", *body]
                # the target's own phis now come from the new block
                source = term.block.label
                for phi in (i for i in edge.target.instructions if i.opcode == "phi"):
                    for at in range(phi.line, phi.end_line + 1):
                        edit(at, lambda text, e=edge, src=source: incoming_pattern(src).sub(
                            lambda m: m.group(1) + quote_name(e.block.label) + m.group(2), text))
            splice.insert_after(term.end_line, ["", *new_lines])
        for pad_line, copies in sorted(pad_copies.items()):
            pad = self.insts[pad_line]
            incoming = ", ".join(f"[ {value}, %{quote_name(block)} ]" for value, block in copies)
            phi = f"{line_indent(lines[pad_line - 1])}{pad.name} = phi {pad.type} {incoming}"
            splice.delete(pad.line, pad.end_line)
            splice.insert_before(pad.line, [phi])
            for at in range(pad.line, pad.end_line + 1):
                rewritten.pop(at, None)
        for line, text in sorted(rewritten.items()):
            if text != lines[line - 1]:
                splice.delete(line)
                splice.insert_before(line, [text])

    def _write_gated(
        self, splice: Splice, inst: Instruction, values: list[Token], indent: str
    ) -> set[str]:
        """Replace a gated prefetch by llvm.prefetch whose input edge is its gate (merged
        with whatever the rules made it wait for: nothing, in the shipped modes)."""
        exp = expand(self.module, inst, self._fresh)
        gate = exp.gate + [self._ref(v) for v in values]
        lines = [indent + text for text in exp.lines]
        used = {OUTORD}
        token = gate[0] if gate else "0"
        if len(gate) > 1:
            token = self._fresh(f"%csa.g{inst.line}.all")
            args = ", ".join(f"i1 {v}" for v in gate)
            lines.append(f"{indent}{token} = call i1 (...) @{ALL0}({args})")
            used.add(ALL0)
        lines += [f"{indent}call void @{INORD}(i1 {token})", indent + exp.call]
        splice.insert_before(inst.line, lines)
        splice.delete(inst.line, inst.end_line)
        splice.insert_after(
            inst.end_line, [f"{indent}{self._ref(OpToken(inst.line))} = call i1 @{OUTORD}()"]
        )
        self.expanded.add(inst.line)
        self.declarations[exp.declaration[0]] = exp.declaration[1]
        return used

    # -- reads ---------------------------------------------------------------------------

    def _input_of(self, dst: Instruction) -> list[Token]:
        """Values dst must wait for, one per (source, read point); a value read more than
        once (the same object) is listed once, as `_merge` would keep it once."""
        contexts = self._contexts.get(dst.line, {})
        loops = self.loops
        own_loops = loops.loops_of[dst.block.id]
        reachable = dst.block.id in loops.reachable
        reader, carried = self.reader, self._carried
        values: dict[int, Token] = {}
        for src in sorted(contexts):
            ctxs = contexts[src]
            cut = own_loops - ctxs
            if 0 in ctxs or not reachable:
                # (in unreachable code there are no loops and every read is the entry token)
                value = reader.read_before(src, dst, cut)
                values.setdefault(id(value), value)
                continue
            # The loops in ctxs all contain dst, so they nest; the read at the innermost
            # header also sees every later iteration of the outer ones (tokens come in order).
            if len(ctxs) == 1:
                (header,) = ctxs
            else:
                header = min(ctxs, key=self._loop_size.__getitem__)
            # A carried read depends on (src, header, cut) only, and in a large loop
            # hundreds of thousands of pairs share a few of those: the reader's answer is
            # final once a read returns (its memo entries never change), so it is kept
            # and resolved again, as the reader would resolve its memo entry.
            key = (src, header, cut)
            value = carried.get(key)
            if value is None:
                value = carried[key] = reader.read_at_top(src, self._block(header),
                                                          cut - {header})
            else:
                value = reader.resolve(value)
            values.setdefault(id(value), value)
        return list(values.values())

    def _may_share(self, block: Block) -> bool:
        """Whether shared all0s may go at the top of `block` (after its phis, where
        _write_block_tops writes them): a block of the input, not a pad's."""
        original = self._original_blocks.get(block.id)
        return original is not None and takes_all0_at_top(original)

    def _shared_block(self, home: Block, lines: list[int]) -> Block:
        """The block nearest to the ops at `lines` that dominates them all (home, whose
        phis they read, dominates them), or the nearest one above it that may take an
        all0 at its top."""
        idom, dominates = self.loops.idom, self.loops.dominates
        at = self.insts[lines[0]].block.id
        for line in lines[1:]:
            block = self.insts[line].block.id
            while at != home.id and not dominates(at, block):
                at = idom[at]
        while at != home.id and not self._may_share(self._block(at)):
            at = idom[at]
        return self._block(at)

    def _merge(self, values: list[Token]) -> list[Token]:
        distinct: dict[tuple, Token] = {}
        for value in values:
            value = self.reader.resolve(value)
            distinct.setdefault(_identity(value), value)
        if len(distinct) > 1:
            distinct.pop(_identity(ENTRY), None)  # every other token comes after mementry
        return sorted(distinct.values(), key=self._order_key)

    def _order_key(self, value: Input) -> tuple:
        if isinstance(value, EntryToken):
            return (self.func.line, 0, 0)
        if isinstance(value, OpToken):
            return (value.line, 0, 0)
        if isinstance(value, SharedToken):
            return (value.block.id, 2, value.seq)
        return (value.block.id, 1, value.seq)

    # -- names ---------------------------------------------------------------------------

    def _name_values(self, inputs: dict[int, list[Input]], phis: list[PhiToken],
                     shared: list[SharedToken]) -> None:
        self.names[ENTRY] = self._fresh("%csa.entry")
        for line in sorted(self.plan.orderable):
            if self.insts[line].opcode in _NO_OUTORD:
                continue
            for k, point in enumerate(self._token_points[line]):
                self.names[OpToken(point)] = self._fresh(f"%csa.o{line}" + (f".{k}" if k else ""))
        for line, values in inputs.items():
            if len(values) > 1:
                self.names[("all0", line)] = self._fresh(f"%csa.a{line}")
        for index, phi in enumerate(phis):
            self.names[id(phi)] = self._fresh(f"%csa.p{index}")
        for merged in shared:
            self.names[id(merged)] = self._fresh(f"%csa.s{merged.seq}")

    def _fresh(self, name: str) -> str:
        return fresh_name(name, self.taken)

    def _ref(self, value: Input) -> str:
        if isinstance(value, SharedToken):
            return self.names[id(value)]
        value = self.reader.resolve(value)
        if isinstance(value, PhiToken):
            return self.names[id(value)]
        return self.names[value]

    # -- placement -----------------------------------------------------------------------

    def _write_block_tops(self, splice: Splice, phis: list[PhiToken],
                          shared: list[SharedToken]) -> None:
        entry_first = self.func.entry.instructions[0]
        splice.insert_before(
            entry_first.line,
            [f"{line_indent(entry_first.source)}{self.names[ENTRY]} = call i1 @{MEMENTRY}()"],
        )
        by_block: dict[int, list[PhiToken]] = defaultdict(list)
        for phi in phis:
            by_block[phi.block.id].append(phi)
        shared_by_block: dict[int, list[SharedToken]] = defaultdict(list)
        for merged in shared:  # (a block's atoms come before the groups reading them)
            shared_by_block[merged.block.id].append(merged)
        for block in self.func.blocks:
            if block.id not in by_block and block.id not in shared_by_block:
                continue
            lines = [self._phi_line(phi) for phi in by_block.get(block.id, ())]
            lines += [self._shared_line(merged) for merged in shared_by_block.get(block.id, ())]
            existing = [i for i in block.instructions if i.opcode == "phi"]
            if existing:
                splice.insert_after(existing[-1].end_line, lines)
            else:
                splice.insert_before(self._block_top(block), lines)

    def _block_top(self, block) -> int:
        """The line new phis go before in a block without phis: its first instruction's,
        or the first of the debug records above it (`#dbg_value`), which belong to that
        instruction: a record above a phi is invalid IR. A block written on a function's
        closing line (a versioned nest's copy) has ids after the file's last line and no
        records."""
        top = block.instructions[0].line
        if top in self.added_ids:
            return top  # (a block added on the closing line holds no debug records)
        lines = self.module.lines
        if top > len(lines):
            return top
        while top > 1 and lines[top - 2].lstrip().startswith("#dbg_"):
            top -= 1
        return top

    def _shared_line(self, merged: SharedToken) -> str:
        args = ", ".join(f"i1 {self._ref(v)}" for v in merged.parts)
        indent = line_indent(merged.block.instructions[0].source)
        return f"{indent}{self.names[id(merged)]} = call i1 (...) @{ALL0}({args})"

    def _phi_line(self, phi: PhiToken) -> str:
        incoming = ", ".join(
            f"[ {self._ref(value)}, %{quote_name(pred.label)} ]" for value, pred in phi.incomings
        )
        indent = line_indent(phi.block.instructions[0].source)
        return f"{indent}{self.names[id(phi)]} = phi i1 {incoming}"

    # -- checks --------------------------------------------------------------------------

    def _block(self, block_id: int) -> Block:
        # Blocks of the model the token reader walks (the copy, when edges were split). A
        # dict, built on first use: a carried read asks once per (source, op) pair, and a
        # large function's loop has hundreds of thousands of them over a thousand blocks.
        if self._blocks_by_id is None:
            self._blocks_by_id = {block.id: block for block in self.model.blocks}
        found = self._blocks_by_id.get(block_id)
        if found is None:
            raise InternalError(f"@{self.func.name}: no block {block_id}")
        return found

    def _check_plan(self, by_dst: dict[int, dict[int, set[int]]]) -> None:
        name = self.func.name
        for line in sorted(self.plan.orderable):
            inst = self.insts.get(line)
            if inst is None:
                raise InternalError(f"@{name}: orderable id {line} is not an instruction of it")
            if inst.opcode == "phi" or line in self.plan.remove:
                raise InternalError(f"@{name}: cannot order {inst.opcode} at line {line}")
        # Each check depends on the source, the destination, or the destination and the
        # context (`by_dst`: the edges grouped): each of those is checked once (a large
        # function has a million edges over a few thousand of them), and the edges are
        # searched only if one fails, for the first bad edge in sorted order, whatever
        # order they come in.
        edges = self.plan.edges
        srcs: set[int] = set().union(*by_dst.values())
        dst_ctxs = {(dst, ctx) for dst, by_src in by_dst.items()
                    for ctx in set().union(*by_src.values())}
        dsts = set(by_dst)
        bad_src = {src for src in srcs if self._problem(Edge(src, 0, 0), "src")}
        bad_dst = {dst for dst in dsts if self._problem(Edge(0, dst, 0), "dst")}
        bad_ctx = {key for key in dst_ctxs
                   if key[0] not in bad_dst and self._problem(Edge(0, *key), "ctx")}
        if bad_src or bad_dst or bad_ctx:
            edge = Edge(*min(e for e in edges if e[0] in bad_src or e[1] in bad_dst
                             or (e[1], e[2]) in bad_ctx))
            for part in ("src", "dst", "ctx"):
                problem = self._problem(edge, part)
                if problem is not None:
                    raise problem

    def _problem(self, edge: Edge, part: str) -> Exception | None:
        """What is wrong with the source of `edge` (part `src`), its destination (`dst`),
        or its context around an orderable destination (`ctx`), if anything."""
        name = self.func.name
        if part == "src":
            src = self.insts.get(edge.src)
            if edge.src != self.func.line and (
                src is None or edge.src not in self.plan.orderable or src.opcode in _NO_OUTORD
            ):
                return InternalError(f"@{name}: {edge} starts at no orderable op with an outord")
            return None
        if part == "dst":
            if edge.dst not in self.plan.orderable:
                return InternalError(f"@{name}: {edge} ends at an op that is not orderable")
            return None
        dst_block = self.insts[edge.dst].block.id
        if (
            edge.ctx
            and edge.ctx not in self.loops.loops_of[dst_block]
            and dst_block in self.loops.reachable
        ):
            if not self.loops.reducible:
                return CsaError(
                    self.module.path,
                    self.func.line,
                    f"@{name}: irreducible control flow is not supported "
                    f"(loop context {edge.ctx} of line {edge.dst} is no natural loop)",
                )
            return InternalError(
                f"@{name}: {edge} names a context that is no loop around its destination"
            )
        return None


def _identity(value: Token) -> tuple:
    if isinstance(value, EntryToken):
        return ("entry",)
    if isinstance(value, OpToken):
        return ("op", value.line)
    return ("phi", id(value))


# -- declarations ------------------------------------------------------------------------


def _edit_declarations(
    module: Module,
    plan: dict[str, FunctionPlan],
    splice: Splice,
    used: set[str],
    removed_callees: set[str],
    replaced: set[int],
    added: dict[str, str],
) -> None:
    missing = [
        _DECLARATIONS[name]
        for name in (INORD, OUTORD, MEMENTRY, ALL0)
        if name in used and name not in module.declarations
    ]
    missing += [added[name] for name in sorted(added) if not _declares(module, name)]
    if missing:
        splice.insert_after(module.functions[-1].end_line, ["", *missing])
    still_used = _referenced_functions(module, plan, replaced)
    for callee in sorted(removed_callees - still_used):
        delete_declaration(module, splice, callee)


def _declares(module: Module, callee: str) -> bool:
    # as written: a typed module's @llvm.prefetch.p0i8 is @llvm.prefetch.p0 to llvmlite
    pattern = re.compile(r"^\s*declare\b[^@]*@" + re.escape(callee) + r"\s*\(")
    return any(pattern.match(line) for line in module.lines)


def _referenced_functions(
    module: Module, plan: dict[str, FunctionPlan], replaced: set[int]
) -> set[str]:
    names: set[str] = set()
    for func in module.functions:
        removed = plan[func.name].remove if func.name in plan else set()
        for inst in func.instructions():
            if inst.line in removed or inst.line in replaced:
                continue
            names |= {
                op.text.lstrip("@").strip('"') for op in inst.operands if op.kind == "function"
            }
    return names


