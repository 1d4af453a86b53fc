"""The `csarules` command line. Each area registers its own commands."""

from __future__ import annotations

import os
import sys
import traceback

import typer

from csarules.errors import CsaError, InternalError
from csarules.typer_coerce import install as install_plain_coercion

try:  # typer >= 0.20 carries its own copy of click
    from typer._click import exceptions as click_exceptions
except ImportError:  # pragma: no cover - older typer on click
    from click import exceptions as click_exceptions

_APP_SETTINGS = dict(
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="Decide and materialise memory ordering edges for CSA dataflow IR, with Datalog rules.",
)
app = typer.Typer(**_APP_SETTINGS)  # type: ignore[arg-type]


@app.callback()
def _root() -> None:
    """Decide and materialise memory ordering edges for CSA dataflow IR, with Datalog rules."""


@app.command("version")
def version() -> None:
    """Print the csarules version."""
    from csarules import __version__

    print(__version__)


_registered = False


def _register() -> None:
    # Imported here so that one area's missing optional dependency cannot break the others.
    global _registered
    if _registered:
        return
    from csarules import commands

    commands.register(app)
    _registered = True


def _app_for(argv: list[str]) -> typer.Typer:
    """The app with only the top-level command `argv` names, if it names one. Typer turns
    every command's signature into click parameters on each run (a tenth of the start-up
    of `csarules order`); a command's parsing, help and errors do not depend on its
    siblings, so only the root's own help and errors need them all."""
    name = argv[0] if argv else ""
    found = [info for info in app.registered_commands if info.name == name]
    if name.startswith("-") or len(found) != 1:
        return app
    single = typer.Typer(**_APP_SETTINGS)  # type: ignore[arg-type]
    single.callback()(_root)
    single.registered_commands.append(found[0])
    return single


def main(argv: list[str] | None = None) -> int:
    _register()
    install_plain_coercion()  # typer without pydantic for plain values: see typer_coerce.py
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        # Not standalone: usage errors come back here and get the one-line form below
        # instead of click's multi-line box.
        code = _app_for(args)(args=args, prog_name="csarules", standalone_mode=False)
        if isinstance(code, int) and code:
            return code
    except click_exceptions.NoArgsIsHelpError:
        return 0  # typer has printed the help already
    except click_exceptions.UsageError as err:
        where = err.ctx.command_path if err.ctx is not None else "csarules"
        text = " ".join(err.format_message().split())
        print(f"{where}: error: {text} (see '{where} --help')", file=sys.stderr)
        return 2
    except CsaError as err:
        print(err.render(), file=sys.stderr)
        return err.exit_code
    except InternalError as err:
        print(f"csarules: internal error: {err}", file=sys.stderr)
        return 1
    except SystemExit as ex:
        return int(ex.code or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # noqa: BLE001 - the last line of defence against tracebacks
        if os.environ.get("CSARULES_DEBUG"):
            traceback.print_exc()
        print(f"csarules: internal error: {type(err).__name__}: {err}", file=sys.stderr)
        return 1
    return 0


def entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    entry()
