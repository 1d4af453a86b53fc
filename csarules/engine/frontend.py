"""Text or file -> checked, stratified Program."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from csarules.engine.diagnostics import SYNTAX, EngineError
from csarules.engine.source import preprocess

if TYPE_CHECKING:
    from csarules.engine.ast import Program
    from csarules.engine.source import Segment


def parse_program(text: str, path: str = "<string>", include_dirs=(), *,
                  check_types: bool = True, cache: bool = False) -> Program:
    """Parse and check a program. `check_types=False` skips the number/symbol checks.
    `cache`: reuse the program parsed by an earlier run from the same texts (see cache.py)."""
    dirs = tuple(str(d) for d in include_dirs)
    segments = preprocess(path, text, dirs)
    if cache:
        from csarules.engine import cache as program_cache
        from csarules.engine import codecache

        codecache.use_disk()  # the rule versions compiled from it are kept too
        key = program_cache.program_key(path, text, dirs, check_types, segments)
        program = program_cache.load(key)
        if program is None:
            program = _parse_segments(segments, path, text, dirs, check_types)
            program_cache.store(key, program)
        return program
    return _parse_segments(segments, path, text, dirs, check_types)


def _parse_segments(segments: list[Segment], path: str, text: str, dirs: tuple[str, ...],
                    check_types: bool) -> Program:
    # here, not above: a program found in the cache needs none of them
    from csarules.engine.ast import scope_aggregates
    from csarules.engine.check import check_program
    from csarules.engine.lexer import tokenize
    from csarules.engine.parser import Parser
    from csarules.engine.stratify import stratify

    parser = Parser(tokenize(segments), segments)
    program = parser.parse()
    program.path, program.text, program.include_dirs = path, text, dirs
    program.typed = check_types
    counters: dict[str, int] = {}
    for index, rule in enumerate(program.rules):
        counters[rule.relation] = counters.get(rule.relation, 0) + 1
        rule.number = counters[rule.relation]
        rule.index = index
    for rule in program.rules:
        scope_aggregates(rule)
    check_program(program, check_types)
    program.strata = stratify(program)
    return program


def load_program(path, include_dirs=()) -> Program:
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise EngineError(str(path), None, f"cannot read program: {exc}", SYNTAX) from exc
    return parse_program(text, str(path), include_dirs, cache=True)
