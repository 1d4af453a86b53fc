"""The cache of parsed rule programs (csarules/engine/cache.py): reused while the texts are
the same, never trusted when damaged, invalidated by an edit of any included file, out of
the way when it cannot be written, and safe with processes loading at once."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from csarules.engine import cache, frontend
from csarules.engine.frontend import load_program

ROOT = Path(__file__).resolve().parents[2]

MAIN = """#include "facts.dl"
.decl path(x: number, y: number)
.output path
path(x, y) :- edge(x, y).
path(x, z) :- path(x, y), edge(y, z).
"""
FACTS = """.decl edge(x: number, y: number)
.input edge
"""


@pytest.fixture
def program_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CSARULES_CACHE_DIR", str(tmp_path / "cache"))
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "main.dl").write_text(MAIN)
    (rules / "facts.dl").write_text(FACTS)
    return rules


def _entries(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob("*.pickle"))


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Count the real parses from now on."""
    calls: list[str] = []
    real = frontend._parse_segments

    def counting(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(frontend, "_parse_segments", counting)
    return calls


def test_second_load_comes_from_the_cache(program_dir: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    parses = _parses(monkeypatch)
    first = load_program(program_dir / "main.dl")
    assert len(_entries(tmp_path)) == 1
    second = load_program(program_dir / "main.dl")
    assert parses == [str(program_dir / "main.dl")]  # parsed once
    assert second == first and second is not first
    assert second.strata == first.strata and [r.number for r in second.rules] == [1, 2]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty", "other key"])
def test_a_damaged_entry_is_ignored_and_replaced(program_dir: Path, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 damage: str) -> None:
    expected = load_program(program_dir / "main.dl")
    (entry,) = _entries(tmp_path)
    data = entry.read_bytes()
    if damage == "garbage":
        entry.write_bytes(b"not a pickle at all\n" * 10)
    elif damage == "truncated":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "empty":
        entry.write_bytes(b"")
    else:  # a well-formed entry made for other texts, under this entry's name
        assert cache.write_entry(entry, pickle.dumps(("0" * 64, expected)))
    parses = _parses(monkeypatch)
    assert load_program(program_dir / "main.dl") == expected
    assert len(parses) == 1  # parsed again, not read from the damaged entry
    assert entry.read_bytes() == data  # and the entry written again
    assert load_program(program_dir / "main.dl") == expected
    assert len(parses) == 1


def test_editing_an_included_file_invalidates(program_dir: Path, tmp_path: Path) -> None:
    before = load_program(program_dir / "main.dl")
    (program_dir / "facts.dl").write_text(FACTS + "edge(1, 2).\n")
    after = load_program(program_dir / "main.dl")
    assert before.facts == {} and list(after.facts) == ["edge"]
    (program_dir / "main.dl").write_text(MAIN + "path(x, x) :- edge(x, _).\n")
    assert len(load_program(program_dir / "main.dl").rules) == 3
    assert len(_entries(tmp_path)) == 3


def test_a_new_file_shadowing_an_include_invalidates(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # #include looks beside the including file first, then in include_dirs
    monkeypatch.setenv("CSARULES_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "facts.dl").write_text(FACTS)
    (tmp_path / "main.dl").write_text(MAIN)
    assert load_program(tmp_path / "main.dl", [tmp_path / "lib"]).facts == {}
    (tmp_path / "facts.dl").write_text(FACTS + "edge(3, 4).\n")
    assert list(load_program(tmp_path / "main.dl", [tmp_path / "lib"]).facts) == ["edge"]


def test_an_unwritable_cache_is_no_error(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "file").write_text("a file where the cache directory would go")
    monkeypatch.setenv("CSARULES_CACHE_DIR", str(tmp_path / "file" / "cache"))
    (tmp_path / "main.dl").write_text(MAIN)
    (tmp_path / "facts.dl").write_text(FACTS)
    assert len(load_program(tmp_path / "main.dl").rules) == 2
    assert len(load_program(tmp_path / "main.dl").rules) == 2


def test_empty_setting_turns_the_cache_off(program_dir: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CSARULES_CACHE_DIR", "")
    load_program(program_dir / "main.dl")
    assert not (tmp_path / "cache").exists()


def test_xdg_cache_home_is_the_default_place(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CSARULES_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "csarules"


def test_old_entries_are_pruned(program_dir: Path, tmp_path: Path,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "MAX_ENTRIES", 2)
    for n in range(4):
        (program_dir / "facts.dl").write_text(FACTS + f"edge({n}, 0).\n")
        load_program(program_dir / "main.dl")
    assert len(_entries(tmp_path)) == 2


def _load_in_child(path: str) -> tuple:
    program = load_program(path)
    return (len(program.rules), program.strata)


def test_processes_loading_at_once_agree(program_dir: Path, tmp_path: Path) -> None:
    context = multiprocessing.get_context(
        "fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with context.Pool(4) as pool:
        results = pool.map(_load_in_child, [str(program_dir / "main.dl")] * 16)
    assert len(set(map(repr, results))) == 1
    assert len(_entries(tmp_path)) == 1
    assert not [p for p in (tmp_path / "cache").iterdir() if p.suffix != ".pickle"]


def test_order_output_is_the_same_cold_and_warm(tmp_path: Path) -> None:
    example = ROOT / "examples" / "saxpy.ll"
    outputs = []
    for _ in range(2):  # the first run parses and writes the cache, the second reads it
        env = {**os.environ, "CSARULES_CACHE_DIR": str(tmp_path / "cache"),
               "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        done = subprocess.run([sys.executable, "-m", "csarules", "order", str(example)],
                              capture_output=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
        assert list((tmp_path / "cache").glob("*.pickle"))
    assert outputs[0] == outputs[1]


@pytest.fixture
def fresh_codecache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """codecache as at the start of a process, its file in tmp_path/cache."""
    from csarules.engine import codecache

    monkeypatch.setenv("CSARULES_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(codecache, "_codes", {})
    monkeypatch.setattr(codecache, "_stored", None)
    monkeypatch.setattr(codecache, "_added", {})
    monkeypatch.setattr(codecache, "_disk", True)
    monkeypatch.setattr(codecache.atexit, "register", lambda fn: None)  # saved by the test
    return codecache


SOURCE = "def run(D, N):\n    N.add(len(D))\n"


def _run_code(code) -> set:
    scope: dict = {}
    exec(code, scope)  # noqa: S102
    out: set = set()
    scope["run"]([1, 2], out)
    return out


def test_rule_code_is_kept_between_processes(fresh_codecache, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    first = fresh_codecache.compiled(SOURCE, "<rule r#1>")
    assert fresh_codecache.compiled(SOURCE, "<rule r#1>") is first
    assert _run_code(first) == {2}
    fresh_codecache._save()
    (saved,) = (tmp_path / "cache").glob("rule-code-*.marshal")
    # a new process: the code comes from the file, compile() is not called
    monkeypatch.setattr(fresh_codecache, "_codes", {})
    monkeypatch.setattr(fresh_codecache, "_stored", None)
    monkeypatch.setattr(fresh_codecache, "compile", _no_compile, raising=False)
    again = fresh_codecache.compiled(SOURCE, "<rule r#1>")
    assert _run_code(again) == {2} and again.co_filename == "<rule r#1>"
    # a damaged file is ignored: compiled again
    saved.write_bytes(saved.read_bytes()[:-10])
    monkeypatch.setattr(fresh_codecache, "_codes", {})
    monkeypatch.setattr(fresh_codecache, "_stored", None)
    monkeypatch.delattr(fresh_codecache, "compile")
    assert _run_code(fresh_codecache.compiled(SOURCE, "<rule r#1>")) == {2}
    assert fresh_codecache._added  # and will be written again


def _no_compile(*_args: object) -> None:
    raise AssertionError("compiled although cached")
