"""`csarules why`: the sentence each rule family's derivation reads as, the trees after it,
the JSON form, and the lines it refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from csarules.cli import main

REPO = Path(__file__).resolve().parents[2]
LIT = REPO / "tests" / "lit"


def why(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> tuple[int, str, str]:
    code = main(["why", str(path), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def brief(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> list[str]:
    code, out, err = why(capsys, path, *args, "--brief")
    assert code == 0, err
    return out.splitlines()


# (file, src, dst, the sentence's expected pieces, in order): one or more pairs per family
FAMILIES = {
    "location": (LIT / "standard" / "store_after_load.ll", "6", "8", [
        "Line 8 (store to %p) waits for line 6 (load of %p): location order",
        "a path leads from line 6 to line 8 within one iteration", "line 8 writes",
        "both access the same address", "the bytes they access may overlap",
        "no rule shows their bytes apart within an iteration", "no relaxation lifts it",
        "no other chain of edges implies it."]),
    "carried": (LIT / "standard" / "loop_recurrence.ll", "18", "15", [
        "Line 15 (load of %src) waits for line 18 (store to %dst) of an earlier iteration of "
        "loop %loop: "
        "location order", "both are in loop %loop", "line 18 writes",
        "no rule shows them apart across iterations of loop %loop"]),
    "synchronising": (REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll", "8", "9", [
        "Line 9 (store to %1) waits for line 8 (store to %0): synchronisation",
        "line 9 is a release atomic, so it is ordered with every access"]),
    "call": (LIT / "standard" / "call_in_loop.ll", "14", "15", [
        "Line 15 (call @sink) waits for line 14 (load of %p) in the same iteration: "
        "synchronisation",
        "line 15 is a call that may read and write memory it does not name"]),
    "entry": (LIT / "standard" / "ret_every_path.ll", "5", "10", [
        "Line 10 (store to %a) waits for the entry of @diamond (line 5): the function entry",
        "nothing starts before the function's entry"]),
    "ret": (LIT / "standard" / "call_in_loop.ll", "16", "22", [
        "Line 22 (ret) waits for line 16 (store to %p): the return",
        "line 22 returns, so it waits for every memory access on the paths into it"]),
    "region": (LIT / "builtins" / "parallel_loop.ll", "29", "32", [
        "Line 32 (store to %13) need not wait for line 29 (load of %10) of an earlier "
        "iteration of loop %8",
        "both are in loop %8", "the paths from line 29 to line 32 leave a section of parallel "
        "region 1000 and enter one again", "released by parallel_section (rules/regions.dl:"]),
    "prefetch": (LIT / "prefetch" / "rule2_kinds.ll", "12", "13", [
        "Line 13 (call @llvm.prefetch.p0) waits for line 12 (load of %p): prefetch order",
        "line 13 is a read prefetch", "line 12 may load",
        "the bytes line 13 prefetches may meet those line 12 touches"]),
    "mmra": (LIT / "mmra" / "example1.ll", "13", "14", [
        "Line 14 (store to %ptr3) need not wait for line 13 (store to %ptr2): "
        "synchronisation",
        "their MMRA tag sets share no tag with prefix sync-as",
        "released by mmra (rules/mmra.dl:"]),
    "implied": (LIT / "standard" / "carried_ahead_same_block.ll", "19", "17", [
        "Line 17 (load of %p) waits for line 19 (store to %p) of an earlier iteration of "
        "loop %loop without an edge of its own", "every iteration runs line 16 before line 17",
        "line 17 waits for line 16 (store to %p) in the same iteration, which waits for line "
        "19 of an earlier iteration of loop %loop"]),
    "implied-entry": (LIT / "standard" / "loop_recurrence.ll", "7", "24", [
        "Line 24 (ret) waits for the entry of @recurrence (line 7) without an edge of its own",
        "every op's token comes after the function's entry token"]),
    "disjoint-tbaa": (LIT / "alias" / "tbaa_int_float.ll", "27", "29", [
        "Line 29 (load of %12) does not wait for line 27 (store to %10) in the same "
        "iteration",
        "their TBAA tags (!9 and !5) cannot alias (TypeBasedAA)"]),
    "disjoint-continue": (LIT / "standard" / "crossing_swap.ll", "22", "18", [
        "Line 18 (load of %pi) does not wait for line 22 (store to %pj) of an earlier "
        "iteration of loop %loop",
        "loop %loop continues only while its lower index is below its upper one"]),
    "disjoint-affine": (LIT / "standard" / "carried_apart_by_trip_count.ll", "22", "19", [
        "from one base, line 22 accesses bytes 32..35 and line 19 bytes 0..3 in every "
        "iteration, which do not overlap",
        "in loop %loop both addresses move by 4 bytes an iteration, -32 bytes apart"]),
    "unrelated": (LIT / "standard" / "exclusive_paths_no_loop.ll", "17", "21", [
        "Line 21 (load of %x) does not wait for line 17 (store to %x)",
        "no path leads from line 17 to line 21 within an iteration, and no loop holds both"]),
}


@pytest.mark.parametrize("family", FAMILIES)
def test_sentence_of_each_rule_family(family: str, capsys) -> None:
    path, src, dst, pieces = FAMILIES[family]
    text = "\n".join(brief(capsys, path, src, dst))
    at = 0
    for piece in pieces:
        found = text.find(piece, at)
        assert found >= 0, f"{piece!r} not in order in {text!r}"
        at = found + len(piece)


def test_a_users_relaxation_is_named_by_its_rule(capsys) -> None:
    """A rules file's own relaxation has no phrase of ours: the sentence names the reason
    and the rule that released the pair, and still reads the shipped rules around it."""
    rules = REPO / "examples" / "guarded_sides.dl"
    (line,) = brief(capsys, LIT / "standard" / "crossing_swap.ll", "18", "22",
                    "--rules", str(rules))
    assert line.startswith("Line 22 (store to %pj) need not wait for line 18 (load of %pi) "
                           "in the same iteration: location order")
    assert line.endswith("; released by guarded_sides (examples/guarded_sides.dl:10).")


def test_one_sentence_per_context(capsys) -> None:
    lines = brief(capsys, LIT / "builtins" / "parallel_loop.ll", "29", "32")
    assert [line.split(":")[0] for line in lines] == [
        "Line 32 (store to %13) waits for line 29 (load of %10) in the same iteration",
        "Line 32 (store to %13) need not wait for line 29 (load of %10) of an earlier "
        "iteration of loop %8"]
    only = brief(capsys, LIT / "builtins" / "parallel_loop.ll", "29", "32",
                 "--carried-by", "8")
    assert only == lines[1:]


def test_text_is_the_sentence_then_the_trees_each_subtree_once(capsys) -> None:
    code, out, _ = why(capsys, LIT / "standard" / "loop_recurrence.ll", "18", "15")
    assert code == 0
    first, blank, *rest = out.splitlines()
    assert first.startswith("Line 15 (load of %src) waits for line 18 (store to %dst)")
    assert blank == ""
    assert rest[0] == "required(18, 15, 12, 'location'):"
    assert "emitted(18, 15, 12):" in rest
    # the emitted tree refers to the required tree written above it instead of repeating it
    assert out.count('want(18, 15, 12, "location")  [want rule') == 1
    assert 'required(18, 15, 12, "location")  (as ref 1 above)' in out
    # every reference is to a subtree written, marked, earlier
    marked = [line for line in rest if "(ref " in line]
    for number, line in enumerate(marked, 1):
        assert f"(ref {number})" in line
    for line in rest:
        if "(as ref " in line:
            number = int(line.split("(as ref ")[1].split()[0])
            assert 1 <= number <= len(marked)
            assert out.index(f"(ref {number})") < out.index(line)


def test_json_holds_sentences_and_trees(capsys) -> None:
    code, out, _ = why(capsys, LIT / "standard" / "loop_recurrence.ll", "18", "15", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["function"] == "recurrence" and doc["ordered"] is True
    assert doc["src"] == {"line": 18, "text": "store i32 %w, ptr %dst, align 4"}
    assert doc["sentences"][0].startswith("Line 15 (load of %src) waits for line 18")
    relations = [d["relation"] for d in doc["derivations"]]
    assert relations == ["required", "emitted"]
    required, emitted = doc["derivations"]
    assert required["carried_by"] == "loop" and required["tree"]["id"] == 1
    assert required["tree"]["rule"]["location"].startswith("rules/ordering.dl:")
    # emitted -> required_pair -> the required tree, referred to
    assert emitted["tree"]["children"][0]["children"][0] == {"ref": 1}


def test_json_of_no_pair_has_the_disjointness(capsys) -> None:
    code, out, _ = why(capsys, LIT / "standard" / "crossing_swap.ll", "22", "18", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["ordered"] is False
    assert [d["relation"] for d in doc["derivations"]] == ["carried_disjoint"]


@pytest.mark.parametrize(("args", "message"), [
    (("1", "15"), "line 1 holds `; A[i] = A[i-1] + 1: the load of iteration i reads what the"),
    (("0", "0"), "there is no line 0: lines count from 1"),
    (("18", "99999"), "line 99999 is past the end of the file (46 lines)"),
    (("12", "15"), "line 12 holds `%i = phi i64 [ 1, %entry ], [ %i.next, %loop ]`, an "
     "instruction that takes no ordering edges"),
    (("18", "11"), "line 11 holds `loop:` in @recurrence, not an instruction"),
    (("18", "22"), "line 22 holds nothing (a blank line)"),
    (("18", "7"), "line 7 is the `define` of @recurrence: its entry token waits for nothing"),
    (("24", "15"), "nothing waits for a return"),
    (("18", "15", "--carried-by", "nope"), "no block %nope in @recurrence"),
])
def test_lines_of_no_pair_are_one_line_errors(args, message: str, capsys) -> None:
    code, out, err = why(capsys, LIT / "standard" / "loop_recurrence.ll", *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err, err


def test_lines_of_two_functions_are_an_error(capsys) -> None:
    path = REPO / "tests" / "inputs" / "gen" / "two_pointer.clang19.O2.ll"
    code, out, err = why(capsys, path, "17", "43")
    assert (code, out) == (2, "")
    assert err.rstrip("\n").endswith("line 17 is in @reverse and line 43 in @fold: an ordering "
                                     "pair relates operations of one function")
