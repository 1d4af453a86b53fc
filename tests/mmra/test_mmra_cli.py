"""`csarules mmra compat|union` as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from csarules.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["mmra", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_compat_json_and_plain(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "compat", "--json", "foo:x,bar:y", "foo:x") == (
        0, '{\n  "compatible": true\n}\n', "")
    code, out, _ = run(capsys, "compat", "--json", "sync-as:1", "sync-as:2")
    assert code == 0 and json.loads(out) == {"compatible": False}
    assert run(capsys, "compat", "foo:x", "") == (0, "compatible\n", "")
    assert run(capsys, "compat", "foo:x,bar:x", "foo:y,bar:y") == (
        0, "incompatible: no common tag with prefix bar, foo\n", "")


def test_union_json_sorted_and_plain(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "union", "--json", "foo:y,foo:x,bar:x", "foo:x,bar:y")
    assert code == 0
    assert json.loads(out) == {"tags": ["bar:x", "bar:y", "foo:x", "foo:y"]}
    assert run(capsys, "union", "foo:x,foo:y", "foo:x,bux:y") == (0, "foo:x,foo:y\n", "")
    assert run(capsys, "union", "", "foo:x,bar:y") == (0, "\n", "")
    code, out, _ = run(capsys, "union", "--json", "foo:x", "bar:y")
    assert json.loads(out) == {"tags": []}


def test_compat_explain_names_the_prefix(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "compat", "--explain", "foo:x,bar:y", "foo:z,bar:y")
    assert code == 0
    lines = out.splitlines()
    assert lines[:3] == ["incompatible: no common tag with prefix foo",
                         "set 1 = {bar:y,foo:x}", "set 2 = {bar:y,foo:z}"]
    assert lines[3].startswith('mmra_incompatible_at(1, 2, "foo")  [mmra_incompatible_at rule')
    assert "rules/mmra_algebra.dl:" in lines[3]
    assert '      mmra_set_tag(2, "foo", "z")  [fact]' in lines
    assert '  !mmra_common_tag(1, 2, "foo") holds' in lines
    assert "bar" not in "".join(lines[3:])  # bar is shared: not a witness


def test_compat_explain_of_compatible_sets(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "compat", "--explain", "foo:x", "")
    assert code == 0
    assert out.splitlines()[0] == "compatible"
    assert "mmra_compatible(1, 2)  [mmra_compatible rule" in out
    assert "!mmra_incompatible(1, 2) holds" in out


def test_explain_json_carries_the_trees(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "compat", "--json", "--explain", "foo:x", "foo:y")
    doc = json.loads(out)
    assert doc["compatible"] is False
    assert [tree["tuple"] for tree in doc["explain"]] == [[1, 2, "foo"]]
    code, out, _ = run(capsys, "union", "--json", "--explain", "foo:x", "foo:y,bar:z")
    doc = json.loads(out)
    assert doc["tags"] == ["foo:x", "foo:y"]
    assert [tree["tuple"] for tree in doc["explain"]] == [[1, 2, "foo", "x"],
                                                           [1, 2, "foo", "y"]]


def test_union_explain(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "union", "--explain", "foo:x,bar:y", "foo:z")
    assert out.splitlines()[0] == "foo:x,foo:z"
    assert 'mmra_union(1, 2, "foo", "x")  [mmra_union rule #1' in out
    assert 'mmra_union(1, 2, "foo", "z")  [mmra_union rule #2' in out


@pytest.mark.parametrize(("arg", "message"), [
    ("foo", "foo: error: tag 'foo' has no ':' (a tag is prefix:suffix)"),
    ("foo:x,bar", "foo:x,bar: error: tag 'bar' has no ':' (a tag is prefix:suffix)"),
    (":x", ":x: error: tag ':x' has an empty prefix"),
    ("foo:", "foo:: error: tag 'foo:' has an empty suffix"),
    ("foo:x,,bar:y", "foo:x,,bar:y: error: empty tag (two commas in a row, or a comma at an "
     "end)"),
    ("foo:x,", "foo:x,: error: empty tag (two commas in a row, or a comma at an end)"),
    ("foo:a\nb", "foo:a\\nb: error: tag 'foo:a\\nb' holds a control character"),
    ("foo:a\tb", "foo:a\\tb: error: tag 'foo:a\\tb' holds a control character"),
])
@pytest.mark.parametrize("command", ["compat", "union"])
def test_malformed_set_is_one_line_exit_2(capsys: pytest.CaptureFixture[str], command: str,
                                          arg: str, message: str) -> None:
    for args in ((arg, "foo:x"), ("foo:x", arg)):
        code, out, err = run(capsys, command, "--json", *args)
        assert (code, out, err) == (2, "", message + "\n")


def test_suffix_may_hold_a_colon(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "union", "--json", "a:b:c", "a:d")
    assert json.loads(out) == {"tags": ["a:b:c", "a:d"]}


def test_as_a_process() -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "csarules", "mmra", *args],
                              capture_output=True, text=True, cwd=ROOT, timeout=120)

    done = cli("compat", "--json", "vulkan:private", "vulkan:nonprivate")
    assert (done.returncode, json.loads(done.stdout), done.stderr) == (
        0, {"compatible": False}, "")
    bad = cli("union", "nocolon", "")
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.splitlines() == ["nocolon: error: tag 'nocolon' has no ':' "
                                       "(a tag is prefix:suffix)"]
    usage = cli("compat", "foo:x")
    assert usage.returncode == 2 and len(usage.stderr.splitlines()) == 1
