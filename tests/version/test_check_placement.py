"""Where a check's arithmetic is placed (csarules/version/hoist.py): above the check block,
at the end of the deepest block that defines a value it reads, pure instructions of that
block computed again from their operands; never a division (it could trap where the
original never ran), nor anything of a loop before the nest."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from csarules.ir.reader import parse_module

REPO = Path(__file__).resolve().parents[2]

# a copy loop from a to b, running %m times, entered from %pre
LOOP = """\
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %v, ptr %pb, align 4
  %i1 = add nsw i64 %i, 1
  %t = icmp slt i64 %i1, %m
  br i1 %t, label %loop, label %exit

exit:
  ret void
}
"""

NEST = """\
define void @f(ptr %a, ptr %b, i64 %n, i64 %d) {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %pre, label %exit

pre:
  %m = OP i64 %n, %d
  br label %loop

""" + LOOP

# the trip count is read from a loop before the nest: its last value, in no block the
# check may take
AFTER_LOOP = """\
define void @g(ptr %a, ptr %b, i64 %n) {
entry:
  br label %count

count:
  %k = phi i64 [ 0, %entry ], [ %k1, %count ]
  %k1 = add nuw i64 %k, 3
  %more = icmp ult i64 %k1, %n
  br i1 %more, label %count, label %pre

pre:
  %m = and i64 %k1, 1023
  %c = icmp sgt i64 %m, 0
  br i1 %c, label %loop, label %exit

""" + LOOP


def _order(text: str, tmp_path: Path) -> dict[str, list[str]]:
    """The ordered function's blocks: label -> instruction lines, ordering calls left out."""
    path = tmp_path / "nest.ll"
    path.write_text(text)
    run = subprocess.run([sys.executable, "-m", "csarules", "order", str(path)],
                         capture_output=True, text=True, cwd=REPO)
    assert run.returncode == 0, run.stderr
    parse_module(run.stdout, "ordered")  # LLVM's verifier accepts it
    blocks: dict[str, list[str]] = {}
    label = ""
    for line in run.stdout.split("\n"):
        if line.endswith(":") and not line.startswith(" "):
            label = line[:-1]
            blocks[label] = []
        elif line.startswith("  ") and label and "llvm.csa." not in line and \
                not line.strip().startswith("%csa.p"):
            blocks[label].append(line.strip())
    return blocks


def test_pure_inputs_are_computed_again_above_their_block(tmp_path: Path) -> None:
    blocks = _order(NEST.replace("OP", "and"), tmp_path)
    entry = blocks["entry"]
    # (nsw, nuw and the like would make the copy poison where the original is not read)
    assert "%csa.v0.c.r0 = and i64 %n, %d" in entry
    assert any(line.startswith("%csa.v0.c.0 = ") for line in entry)
    assert entry[-1].startswith("br i1 %c, ")
    assert blocks["csa.v0.check"] == [
        next(line for line in blocks["csa.v0.check"] if line.startswith("br i1 %csa.v0.c."))]
    assert not any(line.startswith("%csa.v0.c") for line in blocks["pre"])


def test_flags_are_dropped_from_the_copies(tmp_path: Path) -> None:
    text = NEST.replace("%m = OP i64 %n, %d", "%m = shl nuw nsw i64 %n, %d")
    entry = _order(text, tmp_path)["entry"]
    assert "%csa.v0.c.r0 = shl i64 %n, %d" in entry


@pytest.mark.parametrize("op", ["sdiv", "udiv", "srem"])
def test_a_division_is_never_computed_where_it_did_not_run(op: str, tmp_path: Path) -> None:
    blocks = _order(NEST.replace("OP", op), tmp_path)
    assert not any(line.startswith("%csa.v0.c") for line in blocks["entry"])
    assert len(blocks["csa.v0.check"]) > 1
    assert not any(line.startswith("%csa.v0.c") for line in blocks["pre"])
    check = blocks["csa.v0.check"]
    assert len(check) > 1 and check[-1].startswith("br i1 %csa.v0.c.")


def test_nothing_goes_into_a_loop_before_the_nest(tmp_path: Path) -> None:
    blocks = _order(AFTER_LOOP, tmp_path)
    assert not any(line.startswith("%csa.v0.c") for line in blocks["count"])
    assert not any(line.startswith("%csa.v0.c") for line in blocks["entry"])
    assert len(blocks["csa.v0.check"]) > 1
