"""`csarules mmra compat SET SET` and `csarules mmra union SET SET`."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Optional

import typer

from csarules.errors import CsaError

SetArg = Annotated[str, typer.Argument(
    metavar="SET", show_default=False,
    help="Tag set: prefix:suffix tags separated by commas ('' is the empty set).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
ExplainOpt = Annotated[bool, typer.Option(
    "--explain", help="Print the derivation of the answer from rules/mmra_algebra.dl.")]
EngineOpt = Annotated[str, typer.Option("--engine", help="Datalog engine: embedded or souffle.")]
SouffleOpt = Annotated[
    Optional[str],  # noqa: UP045 - typer needs Optional on 3.11
    typer.Option("--souffle", help="Path of the souffle binary (implies --engine souffle)."),
]

app = typer.Typer(no_args_is_help=True, help="The MMRA tag-set algebra of mmra.rst, "
                  "decided by rules/mmra_algebra.dl.")


def _ask(first: str, second: str, engine: str, souffle: str | None, explain: bool):
    from csarules.mmra.query import ask
    from csarules.mmra.tagset import parse_tagset

    sets = parse_tagset(first), parse_tagset(second)
    if souffle:
        engine = "souffle"
    if engine not in ("embedded", "souffle"):
        raise CsaError("--engine", None, f"unknown engine '{engine}' (embedded or souffle)")
    return sets, ask(*sets, engine=engine, souffle=souffle, provenance=explain)


def _derivations(answer, relation: str, tuples: list[tuple]) -> list:
    trees = [answer.result.explain(relation, tup) for tup in tuples]
    return [tree for tree in trees if tree is not None]


def _print(doc: dict, text: str, trees: list, as_json: bool, sets) -> None:
    from csarules.mmra.query import FIRST, SECOND
    from csarules.mmra.tagset import format_tagset
    from csarules.rules_dir import short_rule_paths

    if as_json:
        if trees:
            doc["explain"] = [tree.to_dict() for tree in trees]
        sys.stdout.write(json.dumps(doc, indent=2) + "\n")
        return
    print(text)
    if trees:
        for number, tags in ((FIRST, sets[0]), (SECOND, sets[1])):
            print(f"set {number} = {{{format_tagset(tags)}}}")
        for tree in trees:
            sys.stdout.write(short_rule_paths(tree.render()))


@app.command("compat")
def compat(first: SetArg, second: SetArg, as_json: JsonOpt = False,
           explain: ExplainOpt = False, engine: EngineOpt = "embedded",
           souffle: SouffleOpt = None) -> None:
    """Are the two tag sets compatible? With --explain, which prefix makes them not."""
    from csarules.mmra.query import FIRST, SECOND

    sets, answer = _ask(first, second, engine, souffle, explain)
    trees = []
    if explain and answer.compatible:
        trees = _derivations(answer, "mmra_compatible", [(FIRST, SECOND)])
    elif explain:
        trees = _derivations(answer, "mmra_incompatible_at",
                             [(FIRST, SECOND, p) for p in answer.incompatible_prefixes])
    text = "compatible" if answer.compatible else \
        "incompatible: no common tag with prefix " + ", ".join(answer.incompatible_prefixes)
    _print({"compatible": answer.compatible}, text, trees, as_json, sets)


@app.command("union")
def union(first: SetArg, second: SetArg, as_json: JsonOpt = False,
          explain: ExplainOpt = False, engine: EngineOpt = "embedded",
          souffle: SouffleOpt = None) -> None:
    """The prefix-wise union of the two tag sets, as LLVM combines MMRAs.

    Printed as a SET (the empty set as an empty line)."""
    from csarules.mmra.query import FIRST, SECOND
    from csarules.mmra.tagset import format_tag, format_tagset

    sets, answer = _ask(first, second, engine, souffle, explain)
    trees = []
    if explain:
        trees = _derivations(answer, "mmra_union",
                             [(FIRST, SECOND, p, s) for p, s in answer.union])
    tags = sorted(format_tag(p, s) for p, s in answer.union)
    _print({"tags": tags}, format_tagset(answer.union), trees, as_json, sets)


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="mmra")
