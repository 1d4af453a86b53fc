"""Removing parallel region/section intrinsics (and the i32 phis carrying their values)."""

from __future__ import annotations

import re
from pathlib import Path
from textwrap import dedent

import pytest
from materialise_support import (
    assert_each_op_wrapped,
    assert_original_lines_kept,
    line_of,
    module_of,
    order,
    plan,
)

from csarules.errors import CsaError
from csarules.ir.model import Function
from csarules.ir.reader import read_module
from csarules.order.edges import Edge

INPUTS = Path(__file__).resolve().parent / "inputs"
REGION_CALLS = re.compile(r"@llvm\.csa\.parallel\.(region|section)\.(entry|exit)\b")


def removable(func: Function) -> set[int]:
    """Region/section calls, and i32 phis all of whose incomings are removed values."""
    doomed = {
        i.line for i in func.instructions() if i.callee and REGION_CALLS.search("@" + i.callee)
    }
    changed = True
    while changed:
        changed = False
        for inst in func.instructions():
            if inst.opcode != "phi" or inst.line in doomed:
                continue
            fed = [o.target.line for o in inst.operands if o.kind == "instruction"]
            if fed and len(fed) == len(inst.operands) and set(fed) <= doomed:
                doomed.add(inst.line)
                changed = True
    return doomed


def race_plan(func: Function, remove: set[int]):
    ops = [i for i in func.instructions() if i.opcode in ("load", "store", "ret")]
    edges = [Edge(func.line, i.line, 0) for i in ops if i.opcode != "ret"]
    edges += [
        Edge(i.line, r.line, 0) for r in ops if r.opcode == "ret" for i in ops if i.opcode != "ret"
    ]
    return plan({i.line for i in ops}, edges, remove)


def numbering_oracle(lines: list[str], removed: set[int]) -> dict[int, int]:
    """old -> new for every numbered local of a function body, counted from the text."""
    mapping: dict[int, int] = {}
    shift = 0
    for number, line in enumerate(lines, 1):
        m = re.match(r"^\s*%(\d+) = ", line) or re.match(r"^(\d+):", line)
        if not m:
            continue
        if number in removed:
            shift += 1
        else:
            mapping[int(m.group(1))] = int(m.group(1)) - shift
    return mapping


@pytest.mark.parametrize("name", ["regions.clang14.O1.ll", "regions.clang19.O1.ll"])
def test_clang_output_numbered_values_are_renumbered(name):
    module = read_module(INPUTS / name)
    func = module.function("pick_section")
    remove = removable(func)
    phi = line_of(module, "phi i32")
    assert phi in remove and len(remove) == 8  # 2 region entries, 2 exits, 2 section entries, ...
    out = order(module, {"pick_section": race_plan(func, remove)})
    assert "llvm.csa.parallel" not in out  # calls and now-unused declarations gone
    # The output renumbers exactly as counting the kept definitions does.
    body = module.lines[func.body_start_line - 1 : func.end_line]
    oracle = numbering_oracle(module.lines[: func.end_line], remove)
    expected_lines = []
    for number, line in enumerate(body, func.body_start_line):
        if number in remove:
            continue

        def rename(m: re.Match[str]) -> str:
            return f"%{oracle.get(int(m.group(1)), int(m.group(1)))}"

        renamed = re.sub(r"%(\d+)\b", rename, line)
        label = re.match(r"^(\d+):( +)(.*)$", renamed)
        if label:
            new = str(oracle[int(label.group(1))])
            pad = " " * max(1, len(label.group(2)) + len(label.group(1)) - len(new))
            renamed = f"{new}:{pad}{label.group(3)}"
        expected_lines.append(renamed)
    out_lines = out.split("\n")
    pos = 0
    for line in expected_lines:
        while out_lines[pos] != line:
            pos += 1
        pos += 1
    # the second function needs no renumbering and keeps its text
    keep = module.function("keep")
    for number in range(keep.line, keep.end_line + 1):
        assert module.lines[number - 1] in out_lines


def test_clang19_renumbered_block_labels_and_preds_comments():
    module = read_module(INPUTS / "regions.clang19.O1.ll")
    func = module.function("pick_section")
    out = order(module, {"pick_section": race_plan(func, removable(func))})
    assert "\n8:                                                ; preds = %24, %4\n" in out
    assert "\n24:                                               ; preds = %19, %14\n" in out
    assert "  br i1 %27, label %8, label %9, !llvm.loop !9\n" in out
    assert "  %csa.entry = call i1 @llvm.csa.mementry()\n  %5 = icmp sgt i32 %3, 0\n" in out


def test_named_values_and_phis_are_removed_without_renumbering():
    module = module_of(
        dedent(
            """\
            define void @f(ptr %a, ptr %b, i1 %c) {
            entry:
              %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
              br i1 %c, label %x, label %y

            x:
              %s0 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
              store i32 1, ptr %a
              br label %join

            y:
              %s1 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
              store i32 2, ptr %b
              br label %join

            join:
              %s = phi i32 [ %s0, %x ], [ %s1, %y ]
              call void @llvm.csa.parallel.section.exit(i32 %s)
              call void @llvm.csa.parallel.region.exit(i32 %reg)
              ret void
            }

            declare i32 @llvm.csa.parallel.region.entry(i32)
            declare i32 @llvm.csa.parallel.section.entry(i32)
            declare void @llvm.csa.parallel.section.exit(i32)
            declare void @llvm.csa.parallel.region.exit(i32)
            """
        )
    )
    func = module.function("f")
    remove = removable(func)
    assert len(remove) == 6
    fplan = race_plan(func, remove)
    out = order(module, {"f": fplan})
    declarations = {n for n, ln in enumerate(module.lines, 1) if ln.startswith("declare")}
    assert_original_lines_kept(module, out, remove | declarations)
    assert_each_op_wrapped(module, out, {"f": fplan.orderable})
    assert "llvm.csa.parallel" not in out
    assert "join:\n  %csa.p0 = phi i1" in out


def test_declaration_stays_while_another_function_still_calls_it():
    text = dedent(
        """\
        define void @f(ptr %a) {
          %r = call i32 @llvm.csa.parallel.region.entry(i32 0)
          store i32 1, ptr %a
          call void @llvm.csa.parallel.region.exit(i32 %r)
          ret void
        }

        define void @g() {
          %r = call i32 @llvm.csa.parallel.region.entry(i32 1)
          call void @llvm.csa.parallel.region.exit(i32 %r)
          ret void
        }

        declare i32 @llvm.csa.parallel.region.entry(i32)

        declare void @llvm.csa.parallel.region.exit(i32)
        """
    )
    module = module_of(text)
    out = order(module, {"f": plan({3, 5}, [Edge(3, 5, 0)], {2, 4})})
    assert "declare i32 @llvm.csa.parallel.region.entry(i32)\n" in out
    assert "declare void @llvm.csa.parallel.region.exit(i32)\n" in out
    assert out.count("@llvm.csa.parallel.region.entry(i32 1)") == 1
    assert "@llvm.csa.parallel.region.entry(i32 0)" not in out


def test_function_with_removals_only_gets_no_ordering():
    text = dedent(
        """\
        define void @f() {
          %1 = call i32 @llvm.csa.parallel.region.entry(i32 0)
          %2 = add i32 1, 2
          call void @llvm.csa.parallel.region.exit(i32 %1)
          ret void
        }

        declare i32 @llvm.csa.parallel.region.entry(i32)

        declare void @llvm.csa.parallel.region.exit(i32)
        """
    )
    out = order(module_of(text), {"f": plan(set(), [], {2, 4})})
    assert out == "define void @f() {\n  %1 = add i32 1, 2\n  ret void\n}\n\n"


def test_removing_a_value_still_in_use_is_an_internal_error():
    text = dedent(
        """\
        define i32 @f() {
          %r = call i32 @llvm.csa.parallel.region.entry(i32 0)
          ret i32 %r
        }

        declare i32 @llvm.csa.parallel.region.entry(i32)
        """
    )
    with pytest.raises(CsaError, match="uses %r") as error:
        order(module_of(text), {"f": plan(set(), [], {2})})
    assert error.value.line == 3
