"""`csarules why FILE SRC DST`: why line DST waits for line SRC (or why not), a sentence
first, then the derivation trees.

Lines are lines of FILE as the user gave it: a module with loop markers is explained on
its expansion (`csarules expand`), and SRC and DST are mapped onto it. Each line must hold
a memory operation of one function (SRC may be the function's `define` line: its entry
token); anything else is a one-line error naming what the line holds.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from csarules.audit.names import Names
from csarules.audit.sentence import sentence
from csarules.audit.tree import TreeWriter
from csarules.engine.provenance import Derivation
from csarules.errors import CsaError
from csarules.ir.model import Function, Module

# what `why` explains: the pair's relations (`implied`: why a required pair has no edge of
# its own, in the standard mode), then, when there is no pair, the standard mode's
# relations saying that the two accesses cannot touch the same bytes
EXPLAINED = ("required", "released", "implied", "emitted")
DISJOINT = ("same_iteration_disjoint", "carried_disjoint")
# which tuple of a context speaks for it in the sentence that opens the answer
_FIRST = ("emitted", "implied", "released", "required")


@dataclass
class Explained:
    relation: str
    tuple: tuple
    tree: Derivation | None


@dataclass
class Answer:
    """What `why` found for one pair of lines (of the module explained)."""

    module: Module
    function: Function
    mode: str
    src: int
    dst: int
    names: Names
    pairs: list[Explained]  # the pair's tuples of EXPLAINED
    disjoint: list[Explained]  # when there is no pair: DISJOINT's tuples
    unrelated: str  # when there is neither: why the rules never asked
    copy_hint: str = ""  # when both lines also run in a versioned nest's copy

    def sentences(self) -> list[str]:
        found = self._found()
        return found + [self.copy_hint] if self.copy_hint else found

    def _found(self) -> list[str]:
        if self.pairs:
            by_context: dict[int, Explained] = {}
            for item in self.pairs:
                ctx = item.tuple[2]
                best = by_context.get(ctx)
                if best is None or _FIRST.index(item.relation) < _FIRST.index(best.relation):
                    by_context[ctx] = item
            return [self._sentence(by_context[ctx]) for ctx in sorted(by_context)]
        if self.disjoint:
            return [self._sentence(item) for item in self.disjoint]
        return [self.unrelated]

    def _sentence(self, item: Explained) -> str:
        if item.tree is None:
            return f"{item.relation}{item.tuple} holds (no derivation recorded)."
        return sentence(item.relation, item.tree, self.names)


def parse_line(argument: str, text: str) -> tuple[int, bool]:
    """A line as the user writes it: `N`, or `N'` for the operation of line N in its
    versioned nest's copy (as `edges` prints it); a usage error otherwise."""
    bare = text.strip()
    primed = bare.endswith("'")
    if primed:
        bare = bare[:-1]
    if not bare.isdigit():
        raise CsaError("csarules why", None, f"Invalid value for '{argument}': {text!r} is not "
                       "a line: give a number, or N' for line N in a versioned nest's copy")
    return int(bare), primed


def explain(module: Module, path: str, src: int, dst: int, *, carried_by: str | None,
            mode: str | None, rules: Path | None, engine: str,
            souffle: str | None, src_copy: bool = False, dst_copy: bool = False) -> Answer:
    """The answer for input lines `src` and `dst` of `module` (already expanded); a line
    marked `_copy` names its operation in the versioned nest's copy."""
    from csarules.extract import extract_facts
    from csarules.order.pipeline import derive_function

    msrc, func_src = _op_line(module, path, src, "src")
    mdst, func_dst = _op_line(module, path, dst, "dst")
    if src_copy:
        msrc = _copy_of(module, path, src, msrc)
    if dst_copy:
        mdst = _copy_of(module, path, dst, mdst)
    if func_src is not func_dst:
        raise CsaError(path, dst, f"line {src} is in @{func_src.name} and line {dst} in "
                       f"@{func_dst.name}: an ordering pair relates operations of one function")
    func = func_dst
    facts = extract_facts(module, [func])
    _check_orderable(module, path, facts, src, msrc, func, "src")
    _check_orderable(module, path, facts, dst, mdst, func, "dst")
    ctx_filter = None
    if carried_by is not None:
        ctx_filter = _header_id(func, carried_by.lstrip("%"), path, dst)
    outcome = derive_function(module, func, mode, engine, souffle, rules,
                              targets=EXPLAINED + DISJOINT, facts=facts)
    result = outcome.result
    names = Names(module, facts)

    def found(relations: tuple[str, ...]) -> list[Explained]:
        items = []
        for relation in relations:
            if not result.lists(relation):
                continue
            # the pair's tuples picked before sorting: a large function has millions
            for tup in sorted(t for t in result.relation(relation) if t[:2] == (msrc, mdst)):
                ctx = tup[2] if len(tup) > 2 else 0
                if ctx_filter is not None and ctx != ctx_filter:
                    continue
                items.append(Explained(relation, tup, result.explain(relation, tup)))
        return items

    # (`implied` is no output of the modes: Soufflé does not return it)
    pairs = found(EXPLAINED)
    disjoint = [] if pairs else found(DISJOINT)
    unrelated = "" if pairs or disjoint else _unrelated(names, facts, result, msrc, mdst)
    return Answer(module, func, outcome.mode, msrc, mdst, names, pairs, disjoint, unrelated,
                  _copy_hint(module, path, msrc, mdst, src, dst))


def _copy_hint(module: Module, path: str, msrc: int, mdst: int, src: int, dst: int) -> str:
    """A pointer to the pair's twin in a versioned nest's copy, when both lines have one."""
    from csarules.order.versioned_report import copies

    copied = {original: label for original, label in copies(module).values()}
    if msrc in copied and copied.get(mdst) == copied[msrc]:
        return (f"Both lines also run in %{copied[msrc]}, the copy of a versioned nest that "
                f"runs when its run-time check passes: `csarules why {path} \"{src}'\" "
                f"\"{dst}'\"` explains the pair there.")
    return ""


def _op_line(module: Module, path: str, line: int, role: str) -> tuple[int, Function]:
    """The module's line for input line `line` and its function; a one-line error when the
    line holds nothing that can be ordered."""
    from csarules.order.pipeline import function_of

    origin_lines = module.origin.input_lines if module.origin is not None else module.lines
    if line < 1:
        raise CsaError(path, None, f"there is no line {line}: lines count from 1")
    if line > len(origin_lines):
        raise CsaError(path, None, f"line {line} is past the end of the file "
                       f"({len(origin_lines)} lines)")
    text = origin_lines[line - 1].strip()
    mline = module.module_line(line)
    if mline is None:
        raise CsaError(path, line, f"line {line} holds {_quoted(text)}, which the loop-builtin "
                       "expansion removes: not a memory operation")
    func = function_of(module, mline)
    if func is None:
        raise CsaError(path, line, f"line {line} holds {_quoted(text)}, outside every "
                       "function: not a memory operation")
    if mline == func.line:
        if role == "dst":
            raise CsaError(path, line, f"line {line} is the `define` of @{func.name}: its entry "
                           "token waits for nothing (give it as the first line)")
        return mline, func
    inst = module.instruction_at(mline)
    if inst is None:
        raise CsaError(path, line, f"line {line} holds {_quoted(text)} in @{func.name}, not an "
                       "instruction: not a memory operation")
    return mline, func


def _copy_of(module: Module, path: str, line: int, mline: int) -> int:
    """The id of the copy of module line `mline` in its versioned nest's copy."""
    from csarules.order.versioned_report import copies

    for vid, (original, _) in sorted(copies(module).items()):
        if original == mline:
            return vid
    raise CsaError(path, line, f"line {line}' names a copy of line {line}, but no versioned "
                   "loop nest holds it (`csarules edges` lists the versioned nests)")


def _check_orderable(module: Module, path: str, facts, line: int, mline: int,
                     func: Function, role: str) -> None:
    from csarules.order.input_lines import text_of

    if mline == func.line:
        return
    inst = next(i for i in func.instructions() if i.line <= mline <= i.end_line)
    text = _quoted(text_of(module, inst.line))
    if (inst.line,) not in facts["orderable"]:
        raise CsaError(path, line, f"line {line} holds {text}, an instruction that takes no "
                       "ordering edges (it does not access memory)")
    if any(i == inst.line for i, *_ in facts.get("gated_prefetch", ())):
        raise CsaError(path, line, f"line {line} holds {text}, a data-gated prefetch: it "
                       "takes no ordering edges (its gate is its input edge)")
    if role == "src" and any(i == inst.line for i, kind in facts["memop"] if kind == "ret"):
        raise CsaError(path, line, f"line {line} holds {text}: nothing waits for a return "
                       "(give it as the second line)")


def _quoted(text: str) -> str:
    if not text:
        return "nothing (a blank line)"
    shown = text if len(text) <= 80 else text[:77] + "..."
    return f"`{shown}`"


def _header_id(func: Function, label: str, path: str, line: int) -> int:
    for block in func.blocks:
        if block.label == label:
            return block.id
    raise CsaError(path, line, f"no block %{label} in @{func.name}")


def _unrelated(names: Names, facts, result, a: int, b: int) -> str:
    """Why the rules never asked to order a and b, from the facts they read."""
    head = f"{names.op(b)} does not wait for {names.op(a)}"
    head = head[:1].upper() + head[1:]
    if names.is_entry(a):
        return f"{head}: it is no memory access the entry orders."
    reasons = []
    writes = {i for (i,) in facts.get("may_store", ())}
    kinds = dict(facts.get("memop", ()))
    if kinds.get(b) == "prefetch" or kinds.get(a) == "prefetch":
        reasons.append("the prefetch rules order neither (a prefetch waits only for the "
                       "ops of its kind, and nothing waits for a prefetch)")
    related = result.lists("same_iteration") and (a, b) in result.relation("same_iteration")
    if not related and not (result.lists("op_loop") and _share_loop(result, a, b)):
        reasons.append(f"no path leads from {names.line(a)} to {names.line(b)} within an "
                       "iteration, and no loop holds both")
    if a not in writes and b not in writes:
        reasons.append("neither writes memory, and neither synchronises")
    elif (a, b) not in facts.get("may_alias_unknown", ()):
        reasons.append("the alias facts say their addresses never alias (distinct objects)")
    if not reasons:
        reasons.append("no rule of the mode asks to order them")
    return f"{head}: " + "; ".join(reasons) + "."


def _share_loop(result, a: int, b: int) -> bool:
    loops_a = {h for i, h in result.relation("op_loop") if i == a}
    return any(i == b and h in loops_a for i, h in result.relation("op_loop"))


# ------------------------------------------------------------------ output
def write_text(answer: Answer, brief: bool, write=None) -> None:
    write = write or sys.stdout.write
    for text in answer.sentences():
        write(text + "\n")
    if brief:
        return
    items = answer.pairs or answer.disjoint
    trees = [item.tree for item in items if item.tree is not None]
    if not items:
        return
    if answer.module.origin is not None:
        write("\n(the trees name instructions by their lines in the expanded module: "
              "`csarules expand` prints it)\n")
    writer = TreeWriter(trees)
    for item in items:
        write(f"\n{item.relation}{item.tuple}:\n")
        write(writer.text(item.tree) if item.tree is not None
              else "  (no derivation recorded)\n")


def to_json(answer: Answer, input_path: str) -> dict[str, Any]:
    from csarules.order.input_lines import point
    from csarules.order.pipeline import header_label

    items = answer.pairs or answer.disjoint
    writer = TreeWriter([item.tree for item in items if item.tree is not None])
    derivations = []
    for item in items:
        ctx = item.tuple[2] if len(item.tuple) > 2 and item.relation != "same_iteration_disjoint" \
            else 0
        derivations.append({
            "relation": item.relation,
            "tuple": list(item.tuple),
            "carried_by": header_label(answer.module, answer.function.name, ctx),
            "sentence": answer._sentence(item),
            "tree": writer.json(item.tree) if item.tree is not None else None,
        })
    return {
        "file": input_path,
        "function": answer.function.name,
        "mode": answer.mode,
        "src": point(answer.module, answer.src),
        "dst": point(answer.module, answer.dst),
        "ordered": bool(answer.pairs) and any(i.relation != "released" for i in answer.pairs),
        "sentences": answer.sentences(),
        "derivations": derivations,
    }


def write_json(answer: Answer, input_path: str, write=None) -> None:
    write = write or sys.stdout.write
    limit = sys.getrecursionlimit()
    depth = max((item.tree.height for item in answer.pairs + answer.disjoint
                 if item.tree is not None), default=0)
    sys.setrecursionlimit(max(limit, 40 * depth + 2000))  # trees as deep as their heights
    try:
        write(json.dumps(to_json(answer, input_path), indent=2) + "\n")
    finally:
        sys.setrecursionlimit(limit)
