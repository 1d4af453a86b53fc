"""Facts of LLVM's alias knowledge: TBAA tags and type nodes, scopes, C math calls,
per-argument call access, and nocapture arguments in the escape analysis."""

from __future__ import annotations

from test_extract_facts import facts_of, line_of

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

NOCAPTURE = """
declare void @use(ptr ATTR) memory(argmem: read)
declare void @opaque()

define i32 @f() {
entry:
  %a = alloca i32
  store i32 1, ptr %a
  call void @use(ptr %a)
  call void @opaque()
  %v = load i32, ptr %a
  ret i32 %v
}
"""


def test_a_nocapture_argument_does_not_escape() -> None:
    for attr, escapes in (("nocapture", False), ("captures(none)", False), ("noundef", True)):
        text = NOCAPTURE.replace("ATTR", attr)
        facts = facts_of(text)
        use, opaque = line_of(text, "call void @use"), line_of(text, "call void @opaque")
        load = line_of(text, "%v = load")
        assert (use, load) in facts["may_alias"]  # the call reads it through its argument
        assert ((opaque, load) in facts["may_alias_unknown"]) == escapes, attr


def test_argument_access_follows_parameter_attributes() -> None:
    text = """
declare void @g(ptr readonly, ptr writeonly, ptr readnone, ptr) memory(argmem: readwrite)

define void @f(ptr %p, ptr %q, ptr %r, ptr %s) {
entry:
  call void @g(ptr %p, ptr %q, ptr %r, ptr %s)
  ret void
}
"""
    facts = facts_of(text)
    call = line_of(text, "call void @g")
    assert {(k, a) for i, k, a in facts["call_arg_access"] if i == call} == {
        (0, "read"), (1, "write"), (3, "readwrite")}


def test_libm_calls_need_the_c_prototype_and_no_definition() -> None:
    text = """
declare double @sqrt(double) memory(write)
declare float @expf(float) memory(write)
declare i32 @pow(i32, i32) memory(write)

define float @f(double %x, float %y, i32 %n) {
entry:
  %a = call double @sqrt(double %x)
  %b = call float @expf(float %y)
  %c = call i32 @pow(i32 %n, i32 %n)
  ret float %b
}
"""
    facts = facts_of(text)
    assert {name for _, name in facts["libm_call"]} == {"sqrt", "expf"}


TBAA = """
define void @f(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p, align 4, !tbaa !TAG
  store float 1.0, ptr %q, align 4, !tbaa !4
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"float", !1, i64 0}
!4 = !{!3, !3, i64 0}
!5 = !{!2, !2, i64 0}
"""


def _node(module, text: str) -> str:
    """The printed name of the metadata node whose operands are `text`."""
    return next(ref for ref, body in module.metadata.items() if body == text)


def test_tbaa_tags_and_type_edges() -> None:
    module = parse_module(TBAA.replace("!TAG", "!5"), "t.ll")
    facts = extract_facts(module)
    store = line_of(TBAA, "store i32")
    root = _node(module, '!{!"Simple C/C++ TBAA"}')
    char = _node(module, f'!{{!"omnipotent char", {root}, i64 0}}')
    int_ = _node(module, f'!{{!"int", {char}, i64 0}}')
    tag = _node(module, f"!{{{int_}, {int_}, i64 0}}")
    assert (store, tag) in facts["tbaa_access"]
    assert (tag, int_, int_, 0) in facts["tbaa_tag"]
    assert {(int_, char), (char, root)} <= facts["tbaa_parent"]
    assert {(int_, 0, 0, char), (char, 0, 0, root)} <= facts["tbaa_field"]
    assert facts["tbaa_errno_tag"] == {(f"errno:{int_}",)}


def test_a_scalar_type_node_as_tag_reads_as_llvm_upgrades_it() -> None:
    module = parse_module(TBAA.replace("!TAG", "!2"), "t.ll")
    facts = extract_facts(module)
    int_ = next(ref for ref, body in module.metadata.items() if body.startswith('!{!"int"'))
    (tag,) = [t for i, t in facts["tbaa_access"] if i == line_of(TBAA, "store i32")]
    assert (tag, int_, int_, 0) in facts["tbaa_tag"]


def test_new_format_tags_count_as_untagged() -> None:
    text = """
define void @f(ptr %p) {
entry:
  store i32 1, ptr %p, align 4, !tbaa !2
  ret void
}

!0 = !{!"root"}
!1 = !{!0, i64 4, !"int"}
!2 = !{!1, !1, i64 0, i64 4}
"""
    assert not facts_of(text)["tbaa_access"]


def test_scope_lists_and_declarations() -> None:
    text = """
declare void @llvm.experimental.noalias.scope.decl(metadata)

define void @f(ptr %p, ptr %q) {
entry:
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  store i32 1, ptr %p, align 4, !alias.scope !2, !noalias !4
  store i32 2, ptr %q, align 4, !alias.scope !4, !noalias !2
  ret void
}

!0 = distinct !{!0, !"domain"}
!1 = distinct !{!1, !0, !"p"}
!2 = !{!1}
!3 = distinct !{!3, !0, !"q"}
!4 = !{!3}
"""
    module = parse_module(text, "t.ll")
    facts = extract_facts(module)
    decl, sp = line_of(text, "call void @llvm.exp"), line_of(text, "store i32 1")
    scope_p = next(ref for ref, body in module.metadata.items() if body.endswith('!"p"}'))
    scope_q = next(ref for ref, body in module.metadata.items() if body.endswith('!"q"}'))
    domain = next(ref for ref, body in module.metadata.items() if body.endswith('!"domain"}'))
    assert (decl, scope_p) in facts["scope_decl"]
    assert (sp, scope_p, domain) in facts["alias_scope"]
    assert (sp, scope_q, domain) in facts["noalias_scope"]
