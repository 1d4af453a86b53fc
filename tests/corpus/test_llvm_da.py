"""benchmarks/llvm_da.py lines csarules' pairs up with LLVM's DependenceAnalysis and
aa-eval verdicts (through instnamer'd names) on benchmark kernels, classifies the `none`
verdicts that say nothing of bytes, and runs on a miniature TSVC."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from scriptload import load_script

REPO = Path(__file__).resolve().parents[2]
llvm_da = load_script("benchmarks/llvm_da.py")


@pytest.fixture(autouse=True)
def _opt() -> None:
    if shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")


def test_copy_alias_pairs(tmp_path: Path) -> None:
    pairs = llvm_da.analyse(REPO / "benchmarks/kernels/copy_alias.ll", None, tmp_path)
    # the load of src[i] and the store to dst[i]: DA cannot tell (dst may be src + 1),
    # csarules orders them within an iteration and across the loop
    (pair,) = pairs
    assert pair.da == "confused" and pair.aa == "MayAlias"
    assert "same" in pair.ordered and any(c.startswith("loop@") for c in pair.ordered)


def test_lu_gap_is_reported(tmp_path: Path) -> None:
    pairs = llvm_da.analyse(REPO / "benchmarks/kernels/lu.ll", None, tmp_path)
    s = llvm_da.summary(pairs)
    assert s["da_dependent_csarules_unordered"] == 0
    # store a[i][k] and load a[k][j] (j > k, i > k) never meet; csarules orders them
    gap = [p for p in pairs if p.da_independent and p.ordered]
    assert len(gap) == 1 and gap[0].src_text.startswith("store double")


@pytest.mark.parametrize(("src", "dst", "kind"), [
    # constant offsets of one global: bytes 140..155 and 144..159 meet, 140..155 and
    # 156..171 do not
    ("%x = load <4 x float>, ptr getelementptr inbounds (i8, ptr @a, i64 140), align 4",
     "store <4 x float> %v, ptr getelementptr inbounds (i8, ptr @a, i64 144), align 16",
     "overlap"),
    ("%x = load <4 x float>, ptr getelementptr inbounds (i8, ptr @a, i64 140), align 4",
     "store <4 x float> %v, ptr getelementptr inbounds (i8, ptr @a, i64 156), align 16", ""),
    ("%x = load <8 x float>, ptr @a, align 64",
     "store float %v, ptr getelementptr inbounds (i8, ptr @a, i64 4), align 4", "overlap"),
    ("%x = load float, ptr @a, align 64",
     "store float %v, ptr getelementptr inbounds (i8, ptr @b, i64 0), align 4", ""),
    ("%x = load <8 x float>, ptr %p, align 4", "store float %v, ptr %q, align 4", "sizes"),
    ("%x = load i8, ptr %p, align 1", "store i32 %v, ptr %q, align 4", "sizes"),
    ("%x = load <4 x float>, ptr %p, align 4", "store <4 x float> %v, ptr %q, align 4",
     "vector"),
    ("%x = load float, ptr %p, align 4", "store float %v, ptr %q, align 4", ""),
    ("store atomic i32 1, ptr %p seq_cst, align 4", "%x = load i32, ptr %q, align 4", ""),
])
def test_classify(src: str, dst: str, kind: str) -> None:
    assert llvm_da.classify(src, dst) == kind


OVERLAPPING_VECTORS = """@a = global [16 x float] zeroinitializer, align 64

define void @f() {
  %x = load <4 x float>, ptr getelementptr inbounds (i8, ptr @a, i64 4), align 4
  store <4 x float> %x, ptr @a, align 64
  ret void
}
"""


def test_da_says_none_for_overlapping_vectors(tmp_path: Path) -> None:
    """The premise of the classification, on LLVM 19 itself: a `<4 x float>` load at byte
    4 and a store at byte 0 share 12 bytes, and DA still says `none`."""
    path = tmp_path / "vectors.ll"
    path.write_text(OVERLAPPING_VECTORS)
    (pair,) = llvm_da.analyse(path, None, tmp_path)
    assert pair.da == "none" and pair.da_bytes == "overlap" and pair.ordered == ["same"]
    s = llvm_da.summary([pair])
    assert (s["gap"], s["gap_classified"], s["gap_classified_of"]) == (1, 0, 0)


ZERO_STRIDE = """define void @f(ptr noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = mul nsw i64 %i, %n
  %p = getelementptr inbounds float, ptr %a, i64 %x
  store float 1.0, ptr %p, align 4
  %i1 = or disjoint i64 %i, 1
  %y = mul nsw i64 %i1, %n
  %q = getelementptr inbounds float, ptr %a, i64 %y
  store float 2.0, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 2
  %d = icmp eq i64 %i.next, 40
  br i1 %d, label %exit, label %loop
exit:
  ret void
}
"""


def test_da_says_none_where_a_zero_stride_meets(tmp_path: Path) -> None:
    """TSVC s171's a[i*n] and a[(i+1)*n] (unrolled by two): with n = 0 both stores write
    a[0] in every iteration, yet LLVM 19's DA says `none`; csarules orders them."""
    path = tmp_path / "zero_stride.ll"
    path.write_text(ZERO_STRIDE)
    (pair,) = llvm_da.analyse(path, None, tmp_path)
    assert pair.da == "none" and pair.da_bytes == "" and "same" in pair.ordered


def test_tsvc_mode_on_a_miniature(tmp_path: Path) -> None:
    if shutil.which("clang-19") is None or shutil.which("llvm-extract-19") is None:
        pytest.skip("clang-19 / llvm-extract-19 not installed")
    from test_real_build import ARRAY_DEFS, COMMON_C, COMMON_H, TSVC_C

    src = tmp_path / "src"
    src.mkdir()
    for name, text in (("common.h", COMMON_H), ("array_defs.h", ARRAY_DEFS),
                       ("tsvc.c", TSVC_C), ("common.c", COMMON_C), ("dummy.c", "")):
        (src / name).write_text(text)
    out = tmp_path / "da.json"
    assert llvm_da.main(["--tsvc", str(src), "--builds", "o1nv", "--len-1d", "10",
                         "--len-2d", "4", "-j", "2", "--json", str(out)]) == 0
    doc = json.loads(out.read_text())
    (title,) = doc
    assert title == "TSVC o1nv" and doc[title]["modules"] == 2
    functions = {p["function"] for p in doc[title]["pairs"]}
    assert functions == {"k1", "k2"}  # the kernels only, not main or time_function
    assert doc[title]["summary"]["da_dependent_csarules_unordered"] == 0
