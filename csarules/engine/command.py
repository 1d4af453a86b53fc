"""`csarules run` and `csarules explain`: Soufflé-like command lines over our engines."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from csarules.engine.diagnostics import SYNTAX, EngineError
from csarules.engine.observe_cli import (
    ProfileFileOpt,
    ProfileOpt,
    ShowPlanOpt,
    observed,
    report_profile,
)


def _engine(kind: str, souffle: str | None, provenance: bool):
    from csarules.engine import make_engine

    if souffle and kind == "embedded":
        kind = "souffle"
    return make_engine(kind, souffle_path=souffle, provenance=provenance)


def parse_query(text: str, program) -> tuple[str, tuple]:
    """`rel(1, "x")` -> ("rel", (1, "x")), checked against the declaration."""
    from csarules.engine.ast import Const
    from csarules.engine.lexer import tokenize
    from csarules.engine.parser import Parser
    from csarules.engine.source import Segment

    segments = [Segment("<query>", text, 1)]
    parser = Parser(tokenize(segments), segments)
    atom = parser.atom()
    if parser.tok.kind != "eof":
        raise EngineError("<query>", 1, f"unexpected '{parser.tok.text}' after the query", SYNTAX)
    decl = program.relations.get(atom.relation)
    if decl is None:
        raise EngineError("<query>", 1, f"no relation {atom.relation} in the program", SYNTAX)
    if decl.arity != len(atom.args) or not all(isinstance(a, Const) for a in atom.args):
        raise EngineError("<query>", 1, f"the query needs {decl.arity} constant arguments",
                          SYNTAX)
    values = tuple(a.value for a in atom.args)  # type: ignore[union-attr]
    for (attr, kind), value in zip(decl.attrs, values, strict=True):
        if (kind == "symbol") != isinstance(value, str):
            raise EngineError("<query>", 1, f"{atom.relation}.{attr} is a {kind}", SYNTAX)
    return atom.relation, values


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run(
        program: Annotated[Path, typer.Argument(help="Datalog program (.dl)")],
        facts: Annotated[Path, typer.Option("-F", "--facts", help="facts directory")],
        output: Annotated[str, typer.Option("-D", "--output",
                                            help="output directory, or - for stdout")] = ".",
        engine: Annotated[str, typer.Option(help="embedded or souffle")] = "embedded",
        souffle: Annotated[str | None, typer.Option(help="souffle binary")] = None,
        stats: Annotated[bool, typer.Option(help="print statistics to stderr")] = False,
        show_plan: ShowPlanOpt = False,
        profile: ProfileOpt = False,
        profile_file: ProfileFileOpt = None,
    ) -> None:
        """Evaluate PROG.dl on FACTS_DIR like `souffle -F FACTS -D OUT`."""
        from csarules.engine import load_program
        from csarules.engine.factsio import format_rows, read_facts_dir, write_csv_dir

        prog = load_program(program)
        kind = "souffle" if souffle else engine
        with observed(kind, show_plan, profile, profile_file) as observer:
            result = _engine(engine, souffle, provenance=False).run(
                prog, read_facts_dir(prog, facts))
        report_profile(observer, profile, profile_file, [program])
        if show_plan:
            sys.stdout.write(observer.render_plans())  # type: ignore[union-attr]
            return
        outputs = {name: result.relation(name) for name in prog.outputs}
        if output == "-":
            for name in prog.outputs:
                sys.stdout.write(f"---------------\n{name}\n===============\n")
                sys.stdout.write(format_rows(name, outputs[name]))
                sys.stdout.write("===============\n")
        else:
            write_csv_dir(prog, outputs, output)
        if stats:
            print(json.dumps(result.stats, sort_keys=True), file=sys.stderr)

    @app.command("explain")
    def explain(
        program: Annotated[Path, typer.Argument(help="Datalog program (.dl)")],
        query: Annotated[str, typer.Argument(help='tuple to explain, e.g. \'rel(1,"x")\'')],
        facts: Annotated[Path, typer.Option("-F", "--facts", help="facts directory")],
        engine: Annotated[str, typer.Option(help="embedded or souffle")] = "embedded",
        souffle: Annotated[str | None, typer.Option(help="souffle binary")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="print the tree as JSON")] = False,
    ) -> None:
        """Print the minimal-height derivation tree of one tuple."""
        from csarules.engine import load_program
        from csarules.engine.factsio import read_facts_dir

        prog = load_program(program)
        relation, values = parse_query(query, prog)
        result = _engine(engine, souffle, provenance=True).run(prog, read_facts_dir(prog, facts))
        tree = result.explain(relation, values)
        if tree is None:
            raise EngineError(str(program), None, f"{query} does not hold", SYNTAX)
        if as_json:
            print(json.dumps(tree.to_dict(), indent=2))
        else:
            sys.stdout.write(tree.render())
