"""rules/mmra_algebra.dl through the engine: compatibility and prefix-wise union of mmra.rst,
as LLVM implements them (MemoryModelRelaxationAnnotations.cpp and its unit test)."""

from __future__ import annotations

import pytest

from csarules.mmra.query import ask
from csarules.mmra.tagset import parse_tagset


def compat(a: str, b: str) -> bool:
    answer = ask(parse_tagset(a), parse_tagset(b))
    # the answer and its witnesses agree: compatible exactly when no prefix breaks it
    assert answer.compatible == (not answer.incompatible_prefixes)
    return answer.compatible


def witnesses(a: str, b: str) -> list[str]:
    return ask(parse_tagset(a), parse_tagset(b)).incompatible_prefixes


def union(a: str, b: str) -> set[str]:
    return {f"{p}:{s}" for p, s in ask(parse_tagset(a), parse_tagset(b)).union}


def both_ways_compat(a: str, b: str) -> bool:
    forward, backward = compat(a, b), compat(b, a)
    assert forward == backward, (a, b)
    return forward


def both_ways_union(a: str, b: str) -> set[str]:
    forward, backward = union(a, b), union(b, a)
    assert forward == backward, (a, b)
    return forward


# ---------------------------------------------------------------- the cases of the issue

@pytest.mark.parametrize("other", ["", "foo:x", "foo:x,foo:y", "foo:x,bar:y,bar:z"])
def test_empty_set_is_compatible_with_anything_and_unions_to_nothing(other: str) -> None:
    assert both_ways_compat("", other)
    assert both_ways_union("", other) == set()


def test_disjoint_prefixes_are_compatible_and_union_to_nothing() -> None:
    assert both_ways_compat("foo:x", "bar:y")
    assert both_ways_union("foo:x", "bar:y") == set()
    assert both_ways_compat("foo:x,foo:y", "bar:x,bux:y")
    assert both_ways_union("foo:x,foo:y", "bar:x,bux:y") == set()


def test_same_prefix_different_suffix_is_incompatible_at_that_prefix() -> None:
    assert not both_ways_compat("foo:x", "foo:y")
    assert witnesses("foo:x", "foo:y") == ["foo"]
    assert both_ways_union("foo:x", "foo:y") == {"foo:x", "foo:y"}


@pytest.mark.parametrize("single", ["foo:x", "foo:y"])
def test_two_suffixes_of_one_prefix_against_each_of_them(single: str) -> None:
    assert both_ways_compat("foo:x,foo:y", single)
    assert both_ways_union("foo:x,foo:y", single) == {"foo:x", "foo:y"}


def test_two_suffixes_of_one_prefix_against_a_third_suffix() -> None:
    assert not both_ways_compat("foo:x,foo:y", "foo:z")
    assert both_ways_union("foo:x,foo:y", "foo:z") == {"foo:x", "foo:y", "foo:z"}


def test_three_tag_sets_over_two_prefixes() -> None:
    # bar breaks it: both use bar, no bar tag in common
    assert not both_ways_compat("foo:x,foo:y,bar:x", "foo:x,foo:z,bar:y")
    assert witnesses("foo:x,foo:y,bar:x", "foo:x,foo:z,bar:y") == ["bar"]
    assert both_ways_union("foo:x,foo:y,bar:x", "foo:x,foo:z,bar:y") == {
        "bar:x", "bar:y", "foo:x", "foo:y", "foo:z"}
    # both prefixes break it, and both are named
    assert witnesses("foo:x,foo:y,bar:x", "foo:z,bar:y,bar:z") == ["bar", "foo"]
    # a common tag under each shared prefix: compatible
    assert both_ways_compat("foo:x,foo:y,bar:x", "foo:y,bar:x,bar:z")
    assert both_ways_union("foo:x,foo:y,bar:x", "foo:y,bar:x,bar:z") == {
        "bar:x", "bar:z", "foo:x", "foo:y"}


# ---------------------------------------------------------------- mmra.rst, Examples 1-4

@pytest.mark.parametrize(("a", "b", "expected"), [
    ("sync-as:1,vulkan:nonprivate", "sync-as:0,vulkan:nonprivate", False),  # Example 1
    ("sync-as:1,vulkan:nonprivate", "sync-as:1,vulkan:nonprivate", True),   # Example 2
    ("sync-as:1,vulkan:nonprivate", "vulkan:nonprivate", True),             # Example 3
    ("sync-as:1", "sync-as:2", False),                                      # Example 4
    ("foo:bar", "foo:bar", True), ("foo:baz", "foo:bar", False),            # "Ordering"
])
def test_spec_examples(a: str, b: str, expected: bool) -> None:
    assert both_ways_compat(a, b) is expected


def test_spec_union_examples_follow_the_rule_text_not_the_worked_results() -> None:
    # "Combining Operations": the worked results are {foo:x}, {foo:x} and {}; the rule
    # text (and LLVM's combine) keeps every tag of a prefix both sets use
    assert both_ways_union("foo:x,foo:y,bar:x", "foo:x,bar:y") == {
        "foo:x", "foo:y", "bar:x", "bar:y"}
    assert both_ways_union("foo:x,foo:y", "foo:x,bux:y") == {"foo:x", "foo:y"}
    assert both_ways_union("", "foo:x,bar:y") == set()


# ------------------------------------- LLVM's unittests/IR/MemoryModelRelaxationAnnotationsTest

FOO0, FOO1, FOO10, BAR = "foo:0", "foo:1", "foo:0,foo:1", "bar:y"
MULTI0, MULTI1, MULTI2 = "foo:y,foo:x,bar:z", "foo:z,foo:x,bar:y", "foo:z,foo:x,bux:y"


@pytest.mark.parametrize(("a", "b", "expected"), [
    (FOO0, BAR, True),        # the other set has no tag with the prefix
    (FOO0, "", True), ("", "", True),
    (FOO1, FOO0, False),      # conflicting tags under one prefix
    (FOO0, FOO0, True), (FOO0, FOO10, True), (FOO1, FOO1, True), (FOO1, FOO10, True),
    (MULTI0, MULTI1, False),  # foo:x in common, but bar gets in the way
    (MULTI0, "", True), (MULTI1, "", True),
    (MULTI2, MULTI0, True), (MULTI2, MULTI1, True),  # foo:x common, other prefixes unique
])
def test_llvm_compatibility_cases(a: str, b: str, expected: bool) -> None:
    assert both_ways_compat(a, b) is expected


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("foo:0", "foo:0,foo:1", {"foo:0", "foo:1"}),   # foo in both: all of foo's tags
    ("foo:0", "bar:0", set()),                      # no prefix in common
    ("bar:0,foo:0", "foo:0", {"foo:0"}),            # only foo in common
    ("bar:0,foo:0", "bar:0", {"bar:0"}),            # only bar in common
    ("bar:0,foo:0", "foo:0,foo:1", {"foo:0", "foo:1"}),
])
def test_llvm_combine_cases(a: str, b: str, expected: set[str]) -> None:
    assert both_ways_union(a, b) == expected


# ---------------------------------------------------------------- one definition

def test_the_ordering_rules_release_through_the_algebra() -> None:
    # rules/mmra.dl has no compatibility test of its own: the standard mode includes the
    # algebra, and mmra.dl releases through its witness relation
    from csarules.rules_dir import rules_dir

    assert '#include "../mmra_algebra.dl"' in (rules_dir() / "modes/standard.dl").read_text()
    text = (rules_dir() / "mmra.dl").read_text()
    assert "mmra_incompatible_at(a, b, _)" in text
    assert "!mmra_common" not in text and "mmra_tag(a, p" not in text


@pytest.mark.souffle
@pytest.mark.parametrize(("a", "b"), [
    ("", "foo:x"), ("foo:x", "foo:y"), ("foo:x,foo:y,bar:x", "foo:x,bar:y"), (MULTI2, MULTI0)])
def test_souffle_gives_the_same_answers(a: str, b: str) -> None:
    sets = parse_tagset(a), parse_tagset(b)
    embedded, souffle = ask(*sets), ask(*sets, engine="souffle")
    assert (souffle.compatible, souffle.incompatible_prefixes, souffle.union) == \
        (embedded.compatible, embedded.incompatible_prefixes, embedded.union)
