"""Line splicing, `%N` renumbering, and the LLVM verifier wrapper."""

from __future__ import annotations

import pytest

from csarules.errors import InternalError
from csarules.ir.splice import Splice, renumber
from csarules.ir.verify import verify_ir


def test_splice_inserts_around_lines_and_keeps_the_rest():
    splice = Splice(["a", "b", "c"])
    splice.insert_before(2, ["x"])
    splice.insert_after(2, ["y", "z"])
    splice.insert_before(1, ["first"])
    assert splice.text() == "first\na\nx\nb\ny\nz\nc\n"


def test_deleted_lines_keep_the_text_inserted_around_them():
    splice = Splice(["a", "b", "c", "d"], trailing_newline=False)
    splice.insert_before(2, ["before-b"])
    splice.insert_after(3, ["after-c"])
    splice.delete(2, 3)
    assert splice.text() == "a\nbefore-b\nafter-c\nd"


def test_render_covers_a_line_range():
    splice = Splice(["a", "b", "c"])
    splice.insert_after(3, ["end"])
    assert splice.render(2, 3) == ["b", "c", "end"]


def test_crlf_input_gets_crlf_lines():
    splice = Splice(["a\r", "b\r"])
    splice.insert_after(1, ["new"])
    assert splice.render() == ["a\r", "new\r", "b\r"]


def test_out_of_range_line_is_refused():
    splice = Splice(["a"])
    with pytest.raises(ValueError):
        splice.insert_before(2, ["x"])


def test_renumber_values_labels_and_preds_comments():
    lines = [
        "  %7 = add i32 %5, 1",
        "  br i1 %c, label %8, label %10",
        "10:                                               ; preds = %8, %4",
        '  call void @f(ptr @"%7 in a string", i32 %70)',
        "; <label>:10",
        "  %x = phi i32 [ %7, %10 ]",
    ]
    assert renumber(lines, {7: 5, 8: 6, 10: 8}) == [
        "  %5 = add i32 %5, 1",
        "  br i1 %c, label %6, label %8",
        "8:                                                ; preds = %6, %4",
        '  call void @f(ptr @"%7 in a string", i32 %70)',
        "; <label>:8",
        "  %x = phi i32 [ %5, %8 ]",
    ]


def test_renumber_leaves_names_that_only_contain_digits_alone():
    lines = ["  %csa.o12 = call i1 @llvm.csa.outord()", "  %a12 = load i32, ptr %12"]
    assert renumber(lines, {12: 11}) == [
        "  %csa.o12 = call i1 @llvm.csa.outord()",
        "  %a12 = load i32, ptr %11",
    ]


def test_renumber_without_mapping_is_identity():
    lines = ["  %1 = add i32 0, 0"]
    assert renumber(lines, {}) == lines


def test_verify_accepts_good_ir():
    verify_ir("define void @f() {\n  ret void\n}\n")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("define void @f() {\n  %x = add i32 %y, 1\n  ret void\n}\n", "undefined value '%y'"),
        (
            "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\n"
            "a:\n  %v = add i32 1, 1\n  br label %b\nb:\n  %w = add i32 %v, 1\n  ret void\n}\n",
            "dominate",
        ),
    ],
)
def test_verify_reports_llvms_message_as_internal_error(text, message):
    with pytest.raises(InternalError, match=message):
        verify_ir(text)
