"""Where the corpus lives, shared by the extractor tests."""

from __future__ import annotations

import functools
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
OWN_INPUTS = Path(__file__).resolve().parent / "inputs"


def corpus_files() -> list[Path]:
    """Every IR file of the test corpus and the benchmark kernels (sorted, repo-relative)."""
    files = sorted((REPO / "tests" / "inputs").rglob("*.ll"))
    files += sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))
    files += sorted(p for p in OWN_INPUTS.glob("*.ll") if not p.name.startswith("bad_"))
    return files


def corpus_ids(files: list[Path]) -> list[str]:
    return [str(p.relative_to(REPO)) for p in files]


@functools.cache
def cached_module_and_facts(path: Path):
    """(module, facts) of a corpus file, shared by tests that only read them."""
    from csarules.extract import extract_facts
    from csarules.ir.reader import read_module

    module = read_module(path)
    return module, extract_facts(module)


def generated_nest(directory: Path, lines: int = 600):
    """The module benchmarks/scale_gen.py makes: one function of deep loop nests."""
    import subprocess
    import sys

    from csarules.ir.reader import read_module

    out = directory / "nest.ll"
    subprocess.run([sys.executable, str(REPO / "benchmarks" / "scale_gen.py"), "nest",
                    str(lines), "-o", str(out)], check=True)
    return read_module(out)
