"""Irreducible control flow made reducible before reading, as LLVM's FixIrreducible does.

A cycle with several entry blocks (csmith's gotos make clang write a switch into the
middle of a loop) has no header, so it is no natural loop and the loop analysis cannot
give its iterations a context. Each strongly connected region with more than one entry
gets a new block `csarules.irr.N` that becomes its single header: every edge into one of
the entries, from outside the region and from inside it, is redirected to the new block,
which switches on an i1/i32 phi (`%csarules.irr.N.to`) to the entry that edge meant. Each
entry's phis move into the new block (poison from predecessors that meant another entry)
and the entry's phi takes its value from there. Regions are fixed outermost first; inside
a region whose header is known, its blocks but the header are searched again (cycles that
avoid the header), until every region has one entry.

Dominance is kept: every path into a region now runs through the new block, and a path
through it to an entry E continues as an original path that entered E from outside, so a
block that dominated another before still does (the redirected edges only add paths that
go through the new block, never around a dominator). LLVM's verifier checks the result.

A predecessor branching to two entries of one region gets a block of its own per edge
(`csarules.irr.N.from.K`, a lone `br`), since one predecessor cannot tell the new block's
phi two different values; so does an `invoke`/`callbr` (ordering splits its edges and
rewrites the phis of their targets, which are input lines). An entry reached by
`indirectbr` or unwinding cannot be redirected: that is an error.

As for removed constant expressions (constexpr.py), no line is added: the new blocks are
written at the start of the function's closing-brace line, their instructions get ids
after the file's last line, and each edited branch or phi stays on its own line, so every
line number of the input keeps naming the same text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules import graphs
from csarules.errors import CsaError, InternalError
from csarules.ir.added import AddedBlock, AddedBlocks
from csarules.ir.labels import retarget, successor_labels
from csarules.ir.model import EH_PADS, Block, Function, Instruction, Module
from csarules.ir.names import fresh_name, quote_name
from csarules.ir.text import split_top

GUARD = "csarules.irr."
_REDIRECTABLE = ("br", "switch", "invoke", "callbr")
_SPLIT_PREDS = ("invoke", "callbr")


@dataclass
class Rewrite:
    lines: list[str]
    added: dict[int, AddedBlocks]  # closing line -> the blocks on it


# -- the plan, on a model of the CFG ---------------------------------------------------------


@dataclass(eq=False)
class _Phi:
    name: str  # as written, with '%'
    head: str  # '%p = phi i32' (canonical)
    incoming: list[tuple[str, _Node]]  # (value, predecessor), with multiplicity


@dataclass(eq=False)
class _Node:
    label: str
    block: Block | None = None  # None for a new block
    targets: list[_Node] = field(default_factory=list)  # terminator's, with multiplicity
    phis: list[_Phi] = field(default_factory=list)
    selector: list[tuple[int, _Node]] = field(default_factory=list)  # guard: (entry, pred)
    entries: list[_Node] = field(default_factory=list)  # guard: the blocks it switches to
    selector_name: str = ""  # guard: its phi saying which entry was meant
    index: int = 0  # a deterministic order

    @property
    def opcode(self) -> str:
        return self.block.terminator.opcode if self.block is not None else "br"


class _Planner:
    def __init__(self, func: Function, path: str, taken: set[str], counter: list[int]) -> None:
        self.func = func
        self.path = path
        self.taken = taken
        self.counter = counter
        self.nodes: list[_Node] = []
        by_block: dict[int, _Node] = {}
        for block in func.blocks:
            node = _Node(block.label, block, index=len(self.nodes))
            self.nodes.append(node)
            by_block[id(block)] = node
        self.by_label = {node.label: node for node in self.nodes}
        for node in self.nodes:
            assert node.block is not None
            node.targets = [self.by_label[lbl]
                            for lbl in successor_labels(node.block.terminator.canonical)]
        self.entry = self.nodes[0]
        self.by_block = by_block
        self.added: list[_Node] = []
        self._phis_read: set[int] = set()
        self._preds_cache: tuple[int, dict[_Node, list[_Node]]] | None = None

    # the graph as it stands
    def reachable(self) -> set[_Node]:
        return graphs.reachable(self._graph(self.nodes), self.entry)

    def _graph(self, nodes) -> dict[_Node, list[_Node]]:
        inside = set(nodes)
        return graphs.digraph(nodes, ((n, t) for n in nodes for t in n.targets if t in inside))

    def plan(self) -> bool:
        live = self.reachable()
        self._fix([n for n in self.nodes if n in live], live)
        return bool(self.added)

    def _fix(self, nodes: list[_Node], live: set[_Node]) -> None:
        preds = self._preds(live)
        for scc in graphs.strongly_connected_components(self._graph(nodes)):
            members = set(scc)
            if len(scc) == 1 and scc[0] not in scc[0].targets:
                continue
            entries = sorted((n for n in scc if any(p not in members for p in preds[n])),
                             key=lambda n: n.index)
            if len(entries) <= 1:  # a natural loop (every reachable cycle is entered)
                header = entries[0] if entries else scc[0]
            else:
                header = self._guard(entries, preds, live)
                preds = self._preds(live)
            inner = sorted(members - {header}, key=lambda n: n.index)
            self._fix(inner, live)
            preds = self._preds(live)

    def _preds(self, live: set[_Node]) -> dict[_Node, list[_Node]]:
        # the graph only changes when a block is added: recount then, not once per cycle
        if self._preds_cache is not None and self._preds_cache[0] == len(self.added):
            return self._preds_cache[1]
        preds: dict[_Node, list[_Node]] = {n: [] for n in self.nodes}
        for node in self.nodes:
            if node in live:
                for target in node.targets:
                    preds[target].append(node)
        self._preds_cache = (len(self.added), preds)
        return preds

    def _fresh(self, base: str) -> str:
        return fresh_name(base, self.taken)

    def _new(self, label: str) -> _Node:
        node = _Node(label, index=len(self.nodes))
        self.nodes.append(node)
        self.added.append(node)
        return node

    def _guard(self, entries: list[_Node], preds: dict[_Node, list[_Node]],
               live: set[_Node]) -> _Node:
        while f"{GUARD}{self.counter[0]}" in self.taken:
            self.counter[0] += 1
        label = f"{GUARD}{self.counter[0]}"
        self.counter[0] += 1
        self.taken.add(label)
        guard = self._new(label)
        guard.selector_name = self._fresh(f"{label}.to")
        guard.entries = list(entries)
        guard.targets = list(entries)
        for entry in entries:
            self._check_entry(entry, preds[entry])
        # every edge into an entry, as (the guard's predecessor, the entry it meant); a
        # predecessor meaning two entries (or ending in invoke/callbr) reaches the guard
        # through a block of its own per entry
        edges: list[tuple[_Node, _Node]] = []
        origin: dict[_Node, _Node] = {}  # such a block -> the entry's predecessor
        for pred in sorted({p for e in entries for p in preds[e]}, key=lambda n: n.index):
            meant = [e for e in entries if e in pred.targets]
            split = len(meant) > 1 or pred.opcode in _SPLIT_PREDS
            for entry in meant:
                if split:
                    via = self._new(self._fresh(f"{label}.from.{len(origin)}"))
                    via.targets = [guard]
                    origin[via] = pred
                    live.add(via)
                    pred.targets = [via if t is entry else t for t in pred.targets]
                    edges.append((via, entry))
                else:
                    edges += [(pred, entry)] * pred.targets.count(entry)
                    pred.targets = [guard if t is entry else t for t in pred.targets]
        guard.selector = [(entries.index(entry), via) for via, entry in edges]
        live.add(guard)
        self._move_phis(guard, entries, edges, origin, live)
        return guard

    def _check_entry(self, entry: _Node, preds: list[_Node]) -> None:
        block = entry.block
        if block is not None and block.instructions[0].opcode in EH_PADS:
            raise CsaError(self.path, block.line, "irreducible control flow entered by "
                           "unwinding is not supported")
        for pred in preds:
            if pred.opcode not in _REDIRECTABLE:
                assert pred.block is not None
                raise CsaError(self.path, pred.block.terminator.line,
                               f"irreducible control flow entered by {pred.opcode} is not "
                               "supported")

    def _move_phis(self, guard: _Node, entries: list[_Node], edges: list[tuple[_Node, _Node]],
                   origin: dict[_Node, _Node], live: set[_Node]) -> None:
        for entry in entries:
            self._read_phis(entry)
            for phi in entry.phis:
                values: list[tuple[str, _Node]] = []
                for via, meant in edges:
                    if meant is not entry:
                        values.append(("poison", via))
                        continue
                    source = origin.get(via, via)
                    found = [v for v, p in phi.incoming if p is source]
                    if not found:  # the verifier took the input: it cannot be
                        raise InternalError(f"{phi.name} has no incoming from "
                                            f"%{source.label}")
                    values.append((found[0], via))
                moved = self._fresh(f"{guard.label}.{phi.name[1:].strip(chr(34))}")
                # '%p = phi fast float' -> 'float' (a quoted name may hold ' = ')
                typ = phi.head[len(phi.name):].strip().removeprefix("=").strip()
                typ = typ.removeprefix("phi").strip()
                head = f"%{quote_name(moved)} = phi {_plain_type(typ)}"
                guard.phis.append(_Phi("%" + quote_name(moved), head, values))
                phi.incoming = [("%" + quote_name(moved), guard)] + [
                    (v, p) for v, p in phi.incoming if p not in live]

    def _read_phis(self, node: _Node) -> None:
        if id(node) in self._phis_read or node.block is None:
            return
        self._phis_read.add(id(node))
        for inst in node.block.instructions:
            if inst.opcode != "phi":
                break
            node.phis.append(_phi_of(inst, self.by_block))


def _plain_type(typ: str) -> str:
    """The type of a phi head without fast-math flags ('fast float' -> 'float')."""
    words = typ.split(" ")
    flags = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}
    while len(words) > 1 and words[0] in flags:
        words.pop(0)
    return " ".join(words)


def _phi_of(inst: Instruction, by_block: dict[int, _Node]) -> _Phi:
    text = inst.canonical
    at = text.index(" [ ")
    pairs = split_top(text[at:])
    incoming: list[tuple[str, _Node]] = []
    for pair, block in zip((p for p in pairs if p.startswith("[")), inst.incoming_blocks,
                           strict=False):
        value = split_top(pair.strip()[1:-1].strip())[0]
        incoming.append((value, by_block[id(block)]))
    assert inst.name is not None
    return _Phi(inst.name, text[:at], incoming)


# -- the text --------------------------------------------------------------------------------


def normalise(module: Module) -> Rewrite | None:
    """The module's lines with every function's irreducible regions given one header, or
    None when all are reducible."""
    lines = list(module.lines)
    added: dict[int, AddedBlocks] = {}
    counter = [0]
    taken = _names(module)
    for func in module.functions:
        planner = _Planner(func, module.path, taken, counter)
        if not planner.plan():
            continue
        _write(func, planner, lines)
        blocks = [AddedBlock(n.label, _instructions(n)) for n in planner.added]
        added[func.end_line] = AddedBlocks(blocks, module.lines[func.end_line - 1])
        lines[func.end_line - 1] = added[func.end_line].prefix() + lines[func.end_line - 1]
    if not added:
        return None
    return Rewrite(lines, added)


def _names(module: Module) -> set[str]:
    """Every local name in use, without '%' (blocks and values share one namespace)."""
    names: set[str] = set()
    for func in module.functions:
        names |= {b.label for b in func.blocks}
        names |= {a.name[1:].strip('"') for a in func.arguments}
        names |= {i.name[1:].strip('"') for i in func.instructions() if i.name}
    return names


def _write(func: Function, planner: _Planner, lines: list[str]) -> None:
    for node in planner.nodes:
        block = node.block
        if block is None:
            continue
        term = block.terminator
        original = [planner.by_label[lbl]
                    for lbl in _labels(term)]
        if original != node.targets:
            renames = {}
            for old, new in zip(original, node.targets, strict=True):
                if old is not new:
                    renames[old.label] = new.label
            for at in range(term.line, term.end_line + 1):
                text = lines[at - 1]
                for old_label, new_label in renames.items():
                    text = retarget(text, old_label, new_label)
                lines[at - 1] = text
        if node.phis:
            for inst, phi in zip(block.instructions, node.phis, strict=False):
                old = lines[inst.line - 1]
                indent = old[:len(old) - len(old.lstrip())]
                eol = "\r" if old.endswith("\r") else ""  # CRLF input stays CRLF
                lines[inst.line - 1] = indent + _phi_text(phi) + eol
                for at in range(inst.line + 1, inst.end_line + 1):
                    lines[at - 1] = eol


def _labels(term: Instruction) -> list[str]:
    return successor_labels(term.canonical)


def _phi_text(phi: _Phi) -> str:
    pairs = [f"[ {v}, %{quote_name(p.label)} ]" for v, p in phi.incoming]
    return f"{phi.head} {', '.join(pairs)}"


def _instructions(node: _Node) -> list[str]:
    out: list[str] = []
    if node.entries:
        sel = node.selector_name
        two = len(node.entries) == 2
        pairs = []
        for k, pred in node.selector:
            value = ("true" if k == 0 else "false") if two else str(k)
            pairs.append(f"[ {value}, %{quote_name(pred.label)} ]")
        out.append(f"%{quote_name(sel)} = phi {'i1' if two else 'i32'} {', '.join(pairs)}")
        out.extend(_phi_text(phi) for phi in node.phis)
        if two:
            first, second = (quote_name(e.label) for e in node.targets)
            out.append(f"br i1 %{quote_name(sel)}, label %{first}, label %{second}")
        else:
            targets = [quote_name(e.label) for e in node.targets]
            cases = " ".join(f"i32 {k}, label %{t}" for k, t in enumerate(targets[:-1]))
            out.append(f"switch i32 %{quote_name(sel)}, label %{targets[-1]} [ {cases} ]")
    else:
        out.append(f"br label %{quote_name(node.targets[0].label)}")
    return out
