"""csarules.typer_coerce answers plain command-line values as typer's own (pydantic)
coercion does, for every parameter of every csarules command, and leaves the rest to it."""

from __future__ import annotations

from pathlib import Path

import pytest

typer_main = pytest.importorskip("typer.main")
typer_core = pytest.importorskip("typer.core")

from csarules import typer_coerce  # noqa: E402
from csarules.cli import _register, app  # noqa: E402

VALUES = ["x", "", "-", "a b", "0", "7", "007", "+3", "-1", "-0", "1.5", "-2.25", "1e3",
          "abc", " 4", "4 ", "1_000", "٣", "inf", "nan", "true", "99999999999999999999",
          "dir/f.ll", "./x/../y.ll", "~/f"]


def _parameters():
    _register()
    group = typer_main.get_command(app)
    stack = [(group, ())]
    while stack:
        command, path = stack.pop()
        for param in command.params:
            if isinstance(param, typer_core._TyperParameter):
                yield command, path, param
        for name, sub in sorted(getattr(command, "commands", {}).items()):
            stack.append((sub, (*path, name)))


def _outcome(coerce, value, param, ctx):
    try:
        result = coerce(value, param=param, ctx=ctx)
    except Exception as exc:  # noqa: BLE001 - the error is what is compared
        return ("error", type(exc).__name__, str(exc))
    return ("value", type(result).__name__, repr(result))


def test_plain_values_coerce_as_typer_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir" / "f.ll").write_text("")
    monkeypatch.chdir(tmp_path)  # paths that must exist are looked up here
    checked = answered = 0
    internals = typer_coerce.typer_internals()
    if internals is None:
        pytest.skip("this typer lacks the internals typer_coerce knows: typer coerces alone")
    for command, path, param in _parameters():
        ctx = typer_core._click.Context(command, info_name=" ".join(path) or "csarules")
        theirs = typer_core.build_runtime_param(param.type_descriptor)
        multi = param.multiple or param.nargs == -1
        samples: list[object] = [None, True, False]
        samples += [[v] for v in VALUES] + [VALUES[:3]] if multi else VALUES
        for value in samples:
            expected = _outcome(theirs.coerce, value, param, ctx)
            ours = typer_coerce._PlainFirst(param.type_descriptor, internals)
            got = _outcome(ours.coerce, value, param, ctx)
            assert got == expected, (path, param.name, value)
            checked += 1
            if ours.typer_param is None:
                answered += 1
    assert checked > 500
    assert answered > checked // 2  # the point: most values need no pydantic


def test_installed_on_typer_parameters() -> None:
    if typer_coerce.typer_internals() is None:
        pytest.skip("this typer lacks the internals typer_coerce knows: typer coerces alone")
    assert typer_coerce.install()
    assert typer_core._TyperParameter.get_runtime_param.__module__ == typer_coerce.__name__
