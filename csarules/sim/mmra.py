"""Memory model relaxation annotations (mmra.rst): tag sets and their compatibility."""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Module

_MD_STRING = re.compile(r'!"((?:[^"\\]|\\.)*)"')


def mmra_tags(module: Module, inst: Instruction) -> frozenset[tuple[str, str]]:
    """The MMRA tag set of `inst`: `!{!"p", !"v"}` or `!{!1, !2}` of such pairs."""
    ref = inst.metadata.get("mmra")
    if ref is None:
        return frozenset()
    body = module.metadata.get(ref, "")
    strings = _MD_STRING.findall(body)
    if len(strings) == 2 and not re.search(r"!\d", _MD_STRING.sub("", body)):
        return frozenset([(strings[0], strings[1])])
    tags = []
    for item in re.findall(r"![-\w.]+", _MD_STRING.sub("", body)):
        pair = _MD_STRING.findall(module.metadata.get(item, ""))
        if len(pair) == 2:
            tags.append((pair[0], pair[1]))
    return frozenset(tags)


def mmra_compatible(a: frozenset[tuple[str, str]], b: frozenset[tuple[str, str]]) -> bool:
    """mmra.rst: for every prefix in both sets, some tag with that prefix is in both."""
    if not a or not b:
        return True
    common = {p for p, _ in a} & {p for p, _ in b}
    return all(any(t in b for t in a if t[0] == p) for p in common)
