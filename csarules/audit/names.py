"""How the audit names what a derivation mentions: ops by their input line and kind, loops
by their header's label, function entries by their function."""

from __future__ import annotations

from collections.abc import Mapping

from csarules.ir.model import Instruction, Module
from csarules.order.input_lines import shown

_PREPOSITION = {"load": "of", "store": "to", "atomicrmw": "on", "cmpxchg": "on"}


def op_kind(inst: Instruction, address: str | None = None) -> str:
    """A short word for a memory operation: `load`, `store to %5`, `call @f`, `fence`..."""
    if inst.opcode in ("call", "invoke", "callbr"):
        callee = inst.callee
        return f"{inst.opcode} @{callee}" if callee else f"indirect {inst.opcode}"
    if address and inst.opcode in _PREPOSITION and len(address) <= 24:
        return f"{inst.opcode} {_PREPOSITION[inst.opcode]} {address}"
    return inst.opcode


class Names:
    """Names of the ops, loops and entries of one module, for sentences and pages."""

    def __init__(self, module: Module, facts: Mapping[str, set[tuple]]) -> None:
        self.module = module
        self._entry_of = {e: f for f, e in facts.get("function", ())}
        self._label: dict[int, str] = {}
        self._loops_of: dict[int, set[int]] = {}  # block -> loops holding it
        for h, b in facts.get("loop_block", ()):
            self._loops_of.setdefault(b, set()).add(h)
        self._block_of = {i: b for i, _, b, *_ in facts.get("instr", ())}
        self._address = dict(facts.get("address", ()))
        self._must_alias = facts.get("must_alias", set())
        for func in module.functions:
            for block in func.blocks:
                self._label[block.id] = block.label

    def line(self, line: int) -> str:
        """`line 24`, or `line +25` for a line the expansion added."""
        return f"line {shown(self.module, line)}"

    def op(self, line: int) -> str:
        """`line 15 (load)`; a function entry token: `the entry of @f (line 5)`."""
        if line in self._entry_of:
            return f"the entry of @{self._entry_of[line]} ({self.line(line)})"
        inst = self.module.instruction_at(line)
        if inst is None:
            return self.line(line)
        return f"{self.line(line)} ({op_kind(inst, self._address.get(line))})"

    def must_alias(self, a: int, b: int) -> bool:
        """Whether the facts say a and b access the same address."""
        return (a, b) in self._must_alias

    def is_entry(self, line: int) -> bool:
        return line in self._entry_of

    def loop(self, header: int) -> str:
        return f"loop %{self._label.get(header, header)}"

    def label(self, block: int) -> str:
        return f"%{self._label.get(block, block)}"

    def share_loop(self, a: int, b: int) -> bool:
        """Whether some loop holds both ops (an entry token is in none)."""
        loops_a = self._loops_of.get(self._block_of.get(a, -1), set())
        loops_b = self._loops_of.get(self._block_of.get(b, -1), set())
        return bool(loops_a & loops_b)

    def context(self, a: int, b: int, ctx: int) -> str:
        """Where `b` waits for `a`: ` of an earlier iteration of loop %L`, ` in the same
        iteration` (when a loop holds both), or nothing."""
        if ctx:
            return f" of an earlier iteration of {self.loop(ctx)}"
        return " in the same iteration" if self.share_loop(a, b) else ""
