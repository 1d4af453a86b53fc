"""The checked-in clang output is what the regen scripts produce, byte for byte.

Runs each script into a temporary directory. Skipped, with the reason, when a needed
clang is missing or is not the version that produced the checked-in files (its
`!llvm.ident` line), since another clang build legitimately prints different IR."""

from __future__ import annotations

import filecmp
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# script, compilers it needs, the directory and glob of its checked-in outputs
SCRIPTS = [
    ("tests/inputs/regen.sh", ("clang-14", "clang-19"), "tests/inputs/gen", "*.ll"),
    ("benchmarks/kernels/regen.sh", ("clang-19",), "benchmarks/kernels", "*.ll"),
    ("examples/regen.sh", ("clang-19",), "examples", "*.ll"),
    ("tests/lit/alias/regen.sh", ("clang-19",), "tests/lit/alias", "*.ll"),
    ("tests/lit/clang/regen.sh", ("clang-14", "clang-19"), "tests/lit/clang", "*.ll"),
    ("tests/lit/versioning/regen.sh", ("clang-19",), "tests/lit/versioning", "*.ll"),
    # (the other fuzz tests are hand-reduced IR, not generated)
    ("tests/lit/fuzz/regen.sh", ("clang-14",), "tests/lit/fuzz", "clang14_*.ll"),
    ("tests/lit/prefetch/regen.sh", ("clang-14", "clang-19"), "tests/lit/prefetch",
     "*.clang*.ll"),
]
_IDENT = re.compile(r'^!\d+ = !\{!"(.*clang version [^"]*)"\}$', re.M)


def _checked_in_idents(directory: Path, pattern: str) -> set[str]:
    idents: set[str] = set()
    for path in directory.glob(pattern):
        idents.update(_IDENT.findall(path.read_text(encoding="utf-8")))
    return idents


def _hand_written(path: Path) -> bool:
    with path.open(encoding="utf-8") as text:
        return text.readline().startswith("; Hand-written")


def _installed_ident(compiler: str) -> str:
    first = subprocess.run(
        [compiler, "--version"], capture_output=True, text=True, check=True
    ).stdout.splitlines()[0]
    return first.strip()


@pytest.mark.parametrize("script,compilers,out_dir,pattern", SCRIPTS, ids=[s[0] for s in SCRIPTS])
def test_regen_output_in_sync(
    script: str, compilers: tuple[str, ...], out_dir: str, pattern: str, tmp_path: Path
) -> None:
    missing = [c for c in compilers if shutil.which(c) is None]
    if missing:
        pytest.skip(
            f"{script}: {', '.join(missing)} not installed (apt-get install {' '.join(missing)})"
        )
    checked_in_dir = REPO / out_dir
    wanted = _checked_in_idents(checked_in_dir, pattern)
    have = {_installed_ident(c) for c in compilers}
    if not have <= wanted:
        pytest.skip(
            f"{script}: installed {sorted(have)} differ from the checked-in "
            f"{sorted(wanted)}; output would differ"
        )
    subprocess.run(
        ["bash", str(REPO / script), str(tmp_path)], check=True, capture_output=True, cwd=tmp_path
    )
    fresh = sorted(p.name for p in tmp_path.glob(pattern))
    # a regen script leaves hand-written files (first line "; Hand-written") alone
    checked_in = sorted(p.name for p in checked_in_dir.glob(pattern)
                        if not _hand_written(p))
    assert fresh == checked_in
    differ = [n for n in fresh if not filecmp.cmp(tmp_path / n, checked_in_dir / n, shallow=False)]
    assert not differ, f"out of date (run {script}): {differ}"
