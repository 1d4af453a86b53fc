"""`csarules why` and `csarules report`."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt
from csarules.order.command import EngineOpt, InputArg, ModeOpt, RulesOpt, SouffleOpt


def why(
    input: InputArg,
    src: Annotated[int, typer.Argument(help="Line of the op waited for (or of `define`).")],
    dst: Annotated[int, typer.Argument(help="Line of the waiting op.")],
    carried_by: Annotated[
        Optional[str],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("--carried-by", help="Loop header label (no %) of the context to explain."),
    ] = None,
    brief: Annotated[bool, typer.Option("--brief", help="Only the sentence.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="The sentences and the trees as "
                                          "JSON.")] = False,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
) -> None:
    """Explain why line DST waits for line SRC (or why not): a sentence, then the
    derivation trees from the rules. Lines are lines of INPUT."""
    from csarules.audit.why import explain, write_json, write_text
    from csarules.gcpause import paused_gc
    from csarules.order.command import _engine, _read_unordered

    if brief and as_json:
        raise CsaError("csarules why", None, "--brief and --json exclude each other")
    # The collector stays paused until the function's millions of tuples are freed (when
    # this returns): each pass of it over them would cost seconds.
    with paused_gc():
        module = _read_unordered(input, no_expand, no_storage_check)
        answer = explain(module, str(input), src, dst, carried_by=carried_by, mode=mode,
                         rules=rules, engine=_engine(engine, souffle), souffle=souffle)
        if as_json:
            write_json(answer, str(input))
        else:
            write_text(answer, brief)


def register(app: typer.Typer) -> None:
    app.command("why")(why)
