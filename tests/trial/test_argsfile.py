"""Simulation arguments beside the IR: prog.ll.args (TOML) or the directory's kernels.json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from trialkit import KERNELS, ROOT, csarules

from csarules.errors import CsaError
from csarules.sim.argsfile import SimSetup, setups_for


def test_sidecar_positional_named_and_externs(tmp_path: Path) -> None:
    ir = tmp_path / "k.ll"
    ir.write_text("")
    (tmp_path / "k.ll.args").write_text(
        '# two functions\n[f]\nargs = ["i32[4]:iota", "4"]\n\n'
        '["g.h"]\nargs = { n = "8", "%0" = "f32[8]:zero" }\nexterns = ["sink=clobber"]\n')
    setups = setups_for(ir)
    assert setups["f"] == SimSetup("f", ["i32[4]:iota", "4"], (), f"{tmp_path}/k.ll.args:2")
    assert setups["g.h"].args == {"n": "8", "0": "f32[8]:zero"}
    assert setups["g.h"].externs == ("sink=clobber",)
    assert setups["g.h"].origin.endswith("k.ll.args:5")


@pytest.mark.parametrize("text, line, message", [
    ('[f]\nargs = "64"\n', 1, "[f]: args must be a list of SPEC strings"),
    ('[f]\nargs = ["1"]\nextern = ["x"]\n', 1, "[f]: unknown key extern (args, externs)"),
    ('[f]\nargs = ["1"]\nexterns = "x"\n', 1, "[f]: externs must be a list of strings"),
    ('f = 1\n', None, "'f' must be a table"),
    ('[f]\nargs = [\n', 2, "bad TOML"),
    ('[f]\nargs = ["1",, ]\n', 2, "bad TOML"),
])
def test_sidecar_errors_name_their_line(tmp_path: Path, text: str, line: int | None,
                                        message: str) -> None:
    (tmp_path / "k.ll.args").write_text(text)
    with pytest.raises(CsaError) as err:
        setups_for(tmp_path / "k.ll")
    assert err.value.line == line
    assert err.value.path == str(tmp_path / "k.ll.args")
    assert message in err.value.message


def test_manifest_is_read_as_kernels_json_says() -> None:
    doc = json.loads((KERNELS / "kernels.json").read_text())
    for kernel in doc["kernels"]:
        setup = setups_for(KERNELS / kernel["file"])[kernel["entry"]]
        assert list(setup.args) == kernel["arg_order"]
        assert list(setup.args.values()) == [kernel["args"][a] for a in kernel["arg_order"]]
        assert setup.externs == tuple(kernel["externs"])


def test_no_arguments_known(tmp_path: Path) -> None:
    assert setups_for(tmp_path / "k.ll") == {}


def test_sim_reads_sidecar_when_no_arg_given(capsys, monkeypatch, tmp_path: Path) -> None:
    ir = tmp_path / "sum.ll"
    ir.write_text((KERNELS / "sum.ll").read_text())
    (tmp_path / "sum.ll.args").write_text('[sum]\nargs = ["i32[8]:iota", "8"]\n')
    run = csarules(capsys, monkeypatch, "sim", str(ir), "--entry", "sum")
    assert run.code == 0, run.err
    assert run.out.startswith("@sum: returned 28\n")  # 0 + 1 + ... + 7
    # --arg on the command line wins over the file
    run = csarules(capsys, monkeypatch, "sim", str(ir), "--entry", "sum", "--arg",
                   "i32[4]:iota", "--arg", "4")
    assert run.out.startswith("@sum: returned 6\n")
    # kernels.json in the directory of the benchmark kernels
    run = csarules(capsys, monkeypatch, "sim", str(ROOT / "benchmarks/kernels/copy_alias.ll"),
                   "--entry", "copy_alias")
    assert run.code == 0, run.err
