"""`csarules CMD ...` is run by an app holding only CMD (cli._app_for, for start-up time):
its help, its usage errors and its exit status are those of the full app."""

from __future__ import annotations

import pytest

from csarules import cli


def _top_level_commands() -> list[str]:
    cli._register()
    return sorted(info.name for info in cli.app.registered_commands if info.name)


def _run(argv: list[str], capsys, monkeypatch, full: bool) -> tuple[int, str, str]:
    with monkeypatch.context() as patch:
        if full:
            patch.setattr(cli, "_app_for", lambda _argv: cli.app)
        code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("extra", [["--help"], ["--no-such-option"]], ids=["help", "usage"])
def test_every_command_behaves_as_in_the_full_app(extra: list[str], capsys, monkeypatch
                                                  ) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    names = _top_level_commands()
    assert {"order", "edges", "sim", "version"} <= set(names)
    for name in names:
        assert cli._app_for([name, *extra]) is not cli.app
        single = _run([name, *extra], capsys, monkeypatch, full=False)
        full = _run([name, *extra], capsys, monkeypatch, full=True)
        assert single == full, name
        assert single[0] == (0 if extra == ["--help"] else 2), name


def test_the_root_and_groups_get_the_full_app() -> None:
    cli._register()
    for argv in ([], ["--help"], ["rules", "check"], ["mmra", "compat"], ["no-such"]):
        assert cli._app_for(argv) is cli.app
