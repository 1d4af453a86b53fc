"""Issue 19: a call's effects come from its own attribute group, whatever the module around
it. For random modules of several functions whose calls carry varied attribute groups,
each function's call facts are the same alone in a module as among the others, and equal
what the group says."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])

# attribute group body -> the call_effect tuples it allows (callees declare nothing)
ALL = {("argmem", "readwrite"), ("inaccessiblemem", "readwrite"), ("other", "readwrite")}
GROUPS = {
    "nounwind": ALL,
    "nounwind memory(none)": set(),
    "memory(read)": {("argmem", "read"), ("inaccessiblemem", "read"), ("other", "read")},
    "nounwind willreturn memory(argmem: readwrite)": {("argmem", "readwrite")},
    "memory(write, argmem: none)": {("inaccessiblemem", "write"), ("other", "write")},
    "nocallback memory(inaccessiblemem: read)": {("inaccessiblemem", "read")},
}
BODIES = sorted(GROUPS)

# a function: the attribute-group body of each of its calls
functions = st.lists(st.lists(st.sampled_from(BODIES), min_size=1, max_size=4),
                     min_size=2, max_size=5)


def _module(funcs: list[list[str]], keep: list[int]) -> tuple[str, dict[str, list[str]]]:
    """Module text with the functions of `keep`; attribute groups numbered in order of
    first use over the whole module (so the numbers differ from any one function's)."""
    numbers: dict[str, int] = {}
    for calls in funcs:
        for body in calls:
            numbers.setdefault(body, len(numbers))
    lines = [f"declare void @ext{k}(ptr)" for k in range(len(BODIES))]
    expected: dict[str, list[str]] = {}
    for f in keep:
        lines += [f"define void @f{f}(ptr %p) {{", "entry:"]
        for c, body in enumerate(funcs[f]):
            lines.append(f"  store i32 {c}, ptr %p")
            lines.append(f"  call void @ext{BODIES.index(body)}(ptr %p) #{numbers[body]}")
        lines += ["  ret void", "}"]
        expected[f"f{f}"] = funcs[f]
    lines += [f"attributes #{n} = {{ {body} }}" for body, n in numbers.items()]
    return "\n".join(lines) + "\n", expected


def _call_effects(text: str) -> dict[str, list[set[tuple[str, str]]]]:
    """Per function, its calls in order, each with its call_effect (loc, access) pairs."""
    module = parse_module(text)
    facts = extract_facts(module)
    result: dict[str, list[set[tuple[str, str]]]] = {}
    for func in module.functions:
        calls = sorted(i.line for i in func.instructions() if i.opcode == "call")
        result[func.name] = [
            {(loc, acc) for (i, loc, acc) in facts["call_effect"] if i == line} for line in calls
        ]
    return result


@SETTINGS
@given(functions)
def test_call_facts_do_not_depend_on_the_other_functions(funcs: list[list[str]]) -> None:
    whole_text, expected = _module(funcs, list(range(len(funcs))))
    whole = _call_effects(whole_text)
    for f, bodies in expected.items():
        assert whole[f] == [GROUPS[b] for b in bodies], f"{f} in\n{whole_text}"
    for f in range(len(funcs)):
        alone_text, _ = _module(funcs, [f])
        assert _call_effects(alone_text)[f"f{f}"] == whole[f"f{f}"], alone_text
