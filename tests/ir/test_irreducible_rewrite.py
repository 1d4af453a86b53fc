"""Irreducible control flow gets one header per cycle on reading (csarules/ir/irreducible.py)."""

from __future__ import annotations

from textwrap import dedent

import pytest

from csarules.analysis import cfg
from csarules.errors import CsaError
from csarules.ir.reader import parse_module
from csarules.ir.splice import written_text
from csarules.order.pipeline import order_module
from csarules.order.tokens import LoopForest

TWO_ENTRIES = dedent("""\
    define i32 @f(i1 %c, ptr %p) {
    entry:
      br i1 %c, label %a, label %b

    a:
      %x = phi i32 [ 1, %entry ], [ %y1, %b ]
      store i32 %x, ptr %p
      %x1 = add i32 %x, 1
      br label %b

    b:
      %y = phi i32 [ 2, %entry ], [ %x1, %a ]
      %y1 = add i32 %y, 1
      %more = icmp slt i32 %y1, 9
      br i1 %more, label %a, label %exit

    exit:
      ret i32 %y1
    }
    """)


def _labels(text: str) -> list[str]:
    return [b.label for b in parse_module(text, "t.ll").functions[0].blocks]


def test_every_input_line_keeps_its_number_and_only_edges_and_phis_change() -> None:
    module = parse_module(TWO_ENTRIES, "t.ll")
    given = TWO_ENTRIES.split("\n")[:-1]
    assert len(module.lines) == len(given)
    changed = {n for n, (old, new) in enumerate(zip(given, module.lines, strict=True), 1)
               if old != new}
    # entry's and b's branches, a's and b's phis, a's branch into b, the closing line
    assert changed == {3, 6, 9, 12, 15, 19}
    assert module.lines[18].endswith("}") and module.lines[18].startswith("csarules.irr.0:")
    # instructions of the new blocks have ids after the last line, held by the closing line
    guard = module.functions[0].block_by_label("csarules.irr.0")
    assert all(i.line > len(given) and module.virtual[i.line] == 19
               for i in guard.instructions)


def test_reducible_input_is_left_alone() -> None:
    text = TWO_ENTRIES.replace("br i1 %c, label %a, label %b", "br label %a").replace(
        "[ 2, %entry ], ", "")
    module = parse_module(text, "t.ll")
    assert module.text == text and not module.added


def test_the_output_writes_the_new_blocks_on_lines_of_their_own_and_reads_again() -> None:
    module = parse_module(TWO_ENTRIES, "t.ll")
    written = written_text(module)
    assert "\ncsarules.irr.0:\n  %csarules.irr.0.to = phi i1 " in written
    assert written.endswith("  br label %csarules.irr.0\n}\n")
    again = parse_module(written, "t.ll")
    assert not again.added  # reducible now: nothing more to do
    assert [b.label for b in again.functions[0].blocks] == _labels(TWO_ENTRIES)


def test_names_in_use_are_not_taken_again() -> None:
    text = TWO_ENTRIES.replace("%x1", "%csarules.irr.0").replace("exit:", "csarules.irr.1:")
    text = text.replace("label %exit", "label %csarules.irr.1")
    labels = _labels(text)
    assert "csarules.irr.2" in labels
    module = parse_module(text, "t.ll")
    names = [i.name for i in module.functions[0].instructions() if i.name]
    assert len(names) == len(set(names))


def test_quoted_and_numbered_names() -> None:
    text = (TWO_ENTRIES.replace("%a", '%"a b"').replace("a:", '"a b":')
            .replace("%x ", "%0 ").replace("%x\n", "%0\n").replace("%x,", "%0,"))
    module = parse_module(text, "t.ll")
    guard = module.functions[0].block_by_label("csarules.irr.0")
    heads = [i.name for i in guard.instructions if i.opcode == "phi"]
    assert heads == ["%csarules.irr.0.to", "%csarules.irr.0.0", "%csarules.irr.0.y"]
    assert 'label %"a b"' in guard.terminator.canonical


def test_an_unreachable_predecessor_keeps_its_phi_incoming() -> None:
    text = TWO_ENTRIES.replace("exit:\n", "dead:\n  br label %b\n\nexit:\n").replace(
        "[ %x1, %a ]", "[ %x1, %a ], [ 7, %dead ]")
    module = parse_module(text, "t.ll")
    b = module.functions[0].block_by_label("b")
    assert b.instructions[0].canonical == (
        "%y = phi i32 [ %csarules.irr.0.y, %csarules.irr.0 ], [ 7, %dead ]")


def test_an_invoke_reaches_the_header_through_a_block_of_its_own() -> None:
    text = dedent("""\
        declare void @g()
        declare i32 @__gxx_personality_v0(...)

        define void @f(i1 %c, ptr %p) personality ptr @__gxx_personality_v0 {
        entry:
          br i1 %c, label %a, label %call

        call:
          invoke void @g() to label %b unwind label %pad

        a:
          store i32 1, ptr %p
          br label %b

        b:
          store i32 2, ptr %p
          br i1 %c, label %a, label %exit

        pad:
          %lp = landingpad { ptr, i32 } cleanup
          br label %exit

        exit:
          ret void
        }
        """)
    module = parse_module(text, "t.ll")
    call = module.functions[0].block_by_label("call")
    assert "to label %csarules.irr.0.from.0 unwind label %pad" in call.terminator.canonical
    assert module.functions[0].block_by_label("csarules.irr.0.from.0").successors[0].label == (
        "csarules.irr.0")
    parse_module(order_module(module, "standard"), "out.ll")  # verifies


@pytest.mark.parametrize("mode", ["standard", "linear", "race"])
def test_the_ordered_output_is_reducible_and_verifies(mode: str) -> None:
    out = order_module(parse_module(TWO_ENTRIES, "t.ll"), mode)
    ordered = parse_module(out, "out.ll")
    assert not ordered.added
    func = ordered.functions[0]
    assert LoopForest(func).reducible
    cfg.analyse(func, "out.ll")
    assert out == order_module(parse_module(TWO_ENTRIES, "t.ll"), mode)  # deterministic


def test_a_cycle_entered_by_indirectbr_is_refused_naming_its_line() -> None:
    text = dedent("""\
        define void @f(i1 %c) {
        entry:
          %t = select i1 %c, ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)
          indirectbr ptr %t, [label %a, label %b]
        a:
          br label %b
        b:
          br i1 %c, label %a, label %exit
        exit:
          ret void
        }
        """)
    with pytest.raises(CsaError, match="entered by indirectbr is not supported") as info:
        parse_module(text, "t.ll")
    assert info.value.line == 4


def test_crlf_input_gives_crlf_output() -> None:
    text = TWO_ENTRIES.replace("\n", "\r\n")
    out = order_module(parse_module(text, "t.ll"), "standard")
    lines = out.split("\n")[:-1]
    assert all(line.endswith("\r") for line in lines if line)
    assert "csarules.irr.0:\r" in lines
