"""Alias soundness on random programs: hypothesis builds small loops of loads and stores
through arguments, allocas (escaping or not), globals, selects, pointer induction
variables and loaded pointers; the tracer runs them and every overlapping pair of
dynamic accesses must be covered by may_alias / may_alias_unknown."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_extract_alias_soundness import trace_function, violations

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

BASES = ["%A", "%B", "%l1", "%l2", "@g", "%sel", "%pv", "%ld", "%cst"]
TYPES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8}


@st.composite
def programs(draw) -> str:
    escape = draw(st.booleans())
    noalias = draw(st.booleans())
    ops: dict[str, list[str]] = {"pre": [], "body": [], "post": []}
    counter = 0
    for where in ops:
        for _ in range(draw(st.integers(1 if where == "body" else 0, 4))):
            counter += 1
            base = draw(st.sampled_from(BASES))
            ty = draw(st.sampled_from(sorted(TYPES)))
            const = draw(st.integers(0, 3))
            if where == "body":
                mult = draw(st.sampled_from([0, 1, 2]))
                index = f"%ix{counter}"
                lines = [f"  %m{counter} = mul nuw nsw i64 %i, {mult}",
                         f"  {index} = add nuw nsw i64 %m{counter}, {const}"]
            else:
                index, lines = str(const), []
            if base == "%pv" and where != "body":
                base = "%A"
            if draw(st.integers(0, 5)) == 0:
                # a call that writes through its argument and into @g
                ops[where].append(f"  call void @touch(ptr {base})")
                continue
            addr = f"%p{counter}"
            lines.append(f"  {addr} = getelementptr {ty}, ptr {base}, i64 {index}")
            if draw(st.booleans()):
                lines.append(f"  store {ty} {counter}, ptr {addr}")
            else:
                lines.append(f"  %v{counter} = load {ty}, ptr {addr}")
            ops[where] += lines
    escape_line = "  store ptr %l1, ptr @gp\n" if escape else ""
    arg_attr = "noalias " if noalias else ""
    return f"""
@g = global [128 x i8] zeroinitializer
@gp = global ptr @g
@c = constant [128 x i8] zeroinitializer

define void @touch(ptr %p) {{
entry:
  %q = getelementptr i8, ptr %p, i64 5
  store i16 7, ptr %q
  %h = getelementptr i8, ptr @g, i64 9
  %v = load i32, ptr %h
  store i32 %v, ptr @g
  ret void
}}

define void @f(ptr {arg_attr}%A, ptr %B, i64 %n, i1 %c) {{
entry:
  %l1 = alloca [128 x i8]
  %l2 = alloca [128 x i8]
{escape_line}  %sel = select i1 %c, ptr %l1, ptr @g
  %ld = load ptr, ptr @gp
  %cst = getelementptr i8, ptr @g, i64 16
{chr(10).join(ops["pre"])}
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pv = phi ptr [ %B, %entry ], [ %pv.next, %loop ]
{chr(10).join(ops["body"])}
  %pv.next = getelementptr i8, ptr %pv, i64 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
{chr(10).join(ops["post"])}
  ret void
}}
"""


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_programs_are_sound(text: str) -> None:
    module = parse_module(text, "random.ll")
    facts = extract_facts(module)
    func = module.function("f")
    noalias = "noalias" in text
    for shared in (False,) if noalias else (False, True):
        trace = trace_function(module, func, shared)
        missing = violations(trace, facts)
        assert not missing, f"shared={shared}: {missing}\n{text}"
