"""A derivation told in one sentence: the rule chain in words.

The sentence is read off the derivation tree, never from the pair alone: its head says
what the root tuple means (waits for, need not wait for, cannot meet), and each clause
after it comes from a node of the tree that a phrase below knows (`PHRASES`, one entry
per relation of the shipped rules that says something a reader needs: which op writes,
what synchronises, which relaxation released the pair, through which op an edge is
implied, why two addresses cannot meet). Nodes without a phrase are looked through to
their children, except the plumbing of `STRUCTURE` (what an op is, paths between
blocks), which says nothing a reader asks. A relation of a user's rules file has no
phrase: a rule deriving it is named by its file and line, and its children are read on.
"""

from __future__ import annotations

from collections.abc import Callable

from csarules.audit.names import Names
from csarules.audit.tree import short_paths
from csarules.engine.provenance import Derivation

# relations whose derivations are plumbing (what an op is, paths between blocks):
# neither phrased nor looked into
STRUCTURE = frozenset("""
op instr orderable mem_access is_prefetch ret_op entry_token op_block idom_op source
loop_within common_loop blocks_share_loop innermost_common child_loop_has_both
forward_path node_reach node_edge level_node level outermost_loop in_some_loop
same_iteration op_loop at function block entry_block cfg_edge loop loop_block
conflict_key conflict_kind class_conflict relaxable pred_kind
""".split())

Phrase = Callable[["Reader", Derivation], list[str]]


class Reader:
    """Walks one derivation and gathers its clauses, each once, in tree order."""

    def __init__(self, names: Names) -> None:
        self.names = names
        self.clauses: list[str] = []

    def add(self, *texts: str) -> None:
        for text in texts:
            if text and text not in self.clauses:
                self.clauses.append(text)

    def read(self, node: Derivation) -> None:
        if node.kind == "condition":
            text = node.condition or ""
            if text.startswith("!"):
                relation = text[1:].split("(", 1)[0]
                phrase = NEGATIONS.get(relation)
                if phrase is not None:
                    self.add(phrase(self, _negated_args(text)))
            return
        relation = node.relation or ""
        phrase = PHRASES.get(relation)
        if phrase is not None:
            self.add(*phrase(self, node))
            return
        if relation in STRUCTURE or node.kind == "fact":
            return
        if node.location and not _shipped(node.location):
            self.add(f"{relation}{_args(node)} by the rule at {short_paths(node.location)}")
        self.children(node)

    def children(self, node: Derivation, skip: tuple[str, ...] = ()) -> None:
        for child in node.children:
            if child.relation not in skip:
                self.read(child)

    def op(self, line: int) -> str:
        return self.names.op(line)


def _shipped(location: str) -> bool:
    """Whether a rule location is in the package's own rules directory."""
    import os

    from csarules.rules_dir import rules_dir

    return os.path.normpath(location).startswith(os.path.normpath(rules_dir()) + os.sep)


def _args(node: Derivation) -> str:
    return "(" + ", ".join(map(str, node.tuple or ())) + ")"


def _negated_args(condition: str) -> list[str]:
    """The arguments of `!rel(1, "x", _) holds` as written."""
    inner = condition[condition.index("(") + 1: condition.rindex(")")]
    return [part.strip().strip('"') for part in inner.split(",")]


def _child(node: Derivation, relation: str) -> Derivation | None:
    for child in node.children:
        if child.relation == relation:
            return child
    return None


def _facts(node: Derivation, relation: str) -> list[tuple]:
    """The tuples of node's children of `relation` (facts or derived)."""
    return [c.tuple for c in node.children if c.relation == relation and c.tuple is not None]


# ------------------------------------------------------------------ what must be ordered
_FAMILY = {
    "location": "location order",
    "synchronisation": "synchronisation",
    "entry": "the function entry",
    "return": "the return",
    "prefetch": "prefetch order",
}


def _want(r: Reader, node: Derivation) -> list[str]:
    a, b, ctx, rule = node.tuple  # type: ignore[misc]
    r.add(_FAMILY.get(rule, rule))
    if rule == "entry":
        if _child(node, "ret_op") is not None:
            r.add(f"{r.names.line(b)} returns, and nothing ends before the function's entry")
        else:
            r.add("nothing starts before the function's entry")
    elif rule == "return":
        r.add(f"{r.names.line(b)} returns, so it waits for every memory access on the paths "
              "into it")
    elif ctx:
        r.add(f"both are in {r.names.loop(ctx)}")
    elif _child(node, "same_iteration") is not None and not r.names.is_entry(a):
        r.add(f"a path leads from {r.names.line(a)} to {r.names.line(b)} within one "
              "iteration")
    r.children(node)
    return []


def _writes_either(r: Reader, node: Derivation) -> list[str]:
    out = [f"{r.names.line(x)} writes" for (x,) in _facts(node, "may_store")]
    for a, b in _facts(node, "may_alias_unknown"):
        out.append("both access the same address" if r.names.must_alias(a, b)
                   else "their addresses may alias")
    return out


def _alias_sized(r: Reader, node: Derivation) -> list[str]:
    r.children(node)
    return ["the bytes they access may overlap"] if _facts(node, "may_alias") else []


def _synchronising(r: Reader, node: Derivation) -> list[str]:
    (x,) = node.tuple  # type: ignore[misc]
    why = "synchronises"
    if ("fence",) in [t[1:] for t in _facts(node, "memop")]:
        why = "is a fence"
    elif (found := _facts(node, "atomic_ordering")):
        why = f"is a {found[0][1]} atomic"
    elif _facts(node, "volatile_op"):
        why = "is volatile"
    elif (found := _facts(node, "call_effect")):
        access = {"write": "write", "readwrite": "read and write"}.get(found[0][2], "touch")
        why = f"is a call that may {access} memory it does not name"
    return [f"{r.names.line(x)} {why}, so it is ordered with every access"]


# ------------------------------------------------------------------ prefetches
def _kind_match(r: Reader, node: Derivation) -> list[str]:
    p, x = node.tuple  # type: ignore[misc]
    out = []
    for _, rw in _facts(node, "prefetch_op"):
        out.append(f"{r.names.line(p)} is a {'write' if rw else 'read'} prefetch")
    if _facts(node, "may_load"):
        out.append(f"{r.names.line(x)} may load")
    if _facts(node, "may_store"):
        out.append(f"{r.names.line(x)} may store")
    if ("call",) in [t[1:] for t in _facts(node, "memop")]:
        out.append(f"{r.names.line(x)} is a call")
    return out


def _prefetch_context(r: Reader, node: Derivation) -> list[str]:
    p, h = node.tuple  # type: ignore[misc]
    return [f"{r.names.loop(h)} is the deepest loop holding {r.names.line(p)} and an op of "
            "its kind"]


def _alias_unsized(r: Reader, node: Derivation) -> list[str]:
    x, p = node.tuple  # type: ignore[misc]
    if _facts(node, "may_alias_unknown"):
        return [f"the bytes {r.names.line(p)} prefetches may meet those {r.names.line(x)} "
                "touches (the prefetch's size is unknown)"]
    return []


# ------------------------------------------------------------------ relaxations
def _relax(r: Reader, node: Derivation) -> list[str]:
    a, b, ctx, rule, reason = node.tuple  # type: ignore[misc]
    r.children(node)
    r.add(f"released by {reason} ({short_paths(node.location or '')})")
    return []


def _check_apart(r: Reader, node: Derivation) -> list[str]:
    a, b, _ = node.tuple  # type: ignore[misc]
    r.children(node)
    return [f"{r.names.line(a)} and {r.names.line(b)} are in two groups that check "
            "compares"]


def _check_domain(r: Reader, node: Derivation) -> list[str]:
    _, root = node.tuple  # type: ignore[misc]
    return [f"{r.names.loop(root)} is a versioned nest's copy, entered only when a run-time "
            "check finds its pointer groups apart (the original nest runs otherwise)"]


def _releases(r: Reader, node: Derivation) -> list[str]:
    a, b, ctx, region = node.tuple  # type: ignore[misc]
    return [f"the paths from {r.names.line(a)} to {r.names.line(b)} leave a section of "
            f"parallel region {region} and enter one again, so the two run in different "
            "section instances"]


def _mmra(r: Reader, node: Derivation) -> list[str]:
    a, b, prefix = node.tuple  # type: ignore[misc]
    return [f"their MMRA tag sets share no tag with prefix {prefix}, so program order "
            "between them does not synchronise"]


# ------------------------------------------------------------------ the reduction
# the rules of `implied` (ordering.dl's transitive reduction) and how each finds the op b
# that stands between a and c
_HOW_IMPLIED = {
    "implied_in_block": "{b} lies between them in one block",
    "implied_across": "every path between their blocks passes {b}",
    "dom_via": "every path to {c} passes {b} after {a}, across loop levels",
    "ahead_of": "every iteration runs {b} before {c}",
    "behind_of": "every iteration runs {b} after {a}",
}


def _pairs_below(node: Derivation) -> list[tuple]:
    """The required_pair tuples of an `implied` rule's body, and of the reduction
    relations in it that hold the op between (implied_in_block, implied_across and its
    level_via, dom_via)."""
    found: list[tuple] = []
    for child in node.children:
        if child.relation == "required_pair" and child.tuple is not None:
            found.append(child.tuple)
        elif child.relation in ("implied_in_block", "implied_across", "dom_via", "level_via"):
            found += _pairs_below(child)
    return found


def _implied(r: Reader, node: Derivation) -> list[str]:
    a, c, ctx = node.tuple  # type: ignore[misc]
    if any(ch.relation in ("entry_token", "waits_for_op") for ch in node.children):
        return [f"{r.names.line(c)} waits for another op, and every op's token comes after "
                "the function's entry token"]
    pairs = _pairs_below(node)
    if ctx and (a, c, 0) in [p[:3] for p in pairs] and not any(
            ch.relation in _HOW_IMPLIED for ch in node.children):
        return [f"the same pair is ordered within the iteration, and {r.names.line(a)} "
                f"comes before {r.names.line(c)} in every iteration, so waiting for this "
                f"iteration's {r.names.line(a)} waits for every earlier one"]
    out = []
    for first in pairs:
        for second in pairs:
            if first[0] == a and first[1] == second[0] and second[1] == c:
                b = first[1]
                how = next((_HOW_IMPLIED[ch.relation] for ch in node.children
                            if ch.relation in _HOW_IMPLIED), "")
                if how:
                    out.append(how.format(a=r.names.line(a), b=r.names.line(b),
                                          c=r.names.line(c)))
                out.append(f"{r.names.line(c)} waits for {r.op(b)}"
                           f"{r.names.context(b, c, second[2])}, which waits for "
                           f"{r.names.line(a)}{r.names.context(a, b, first[2])}")
    return out


# ------------------------------------------------------------------ disjointness
def _affine_in_step(r: Reader, node: Derivation) -> list[str]:
    a, b, oa, sa, ob, sb = node.tuple  # type: ignore[misc]
    return [f"from one base, {r.names.line(a)} accesses bytes {_span(oa, sa)} and "
            f"{r.names.line(b)} bytes {_span(ob, sb)} in every iteration, which do not "
            "overlap"]


def _span(offset: int, size: int) -> str:
    return f"{offset}..{offset + size - 1}"


def _stays_below(r: Reader, node: Derivation) -> list[str]:
    a, b = node.tuple  # type: ignore[misc]
    return [f"{r.names.line(a)}'s bytes stay below where {r.names.line(b)}'s begin, however "
            "the loops they do not share move them"]


def _residue(r: Reader, node: Derivation) -> list[str]:
    a, b = node.tuple  # type: ignore[misc]
    classes = [c.tuple for c in node.children if c.tuple and c.relation in (
        "residue_classes_apart", "fixed_before_residue", "residue_before_fixed")]
    modulus = ""
    if classes and node.children[0].relation == "residue_classes_apart":
        modulus = f" modulo {classes[0][1]}"
    return [f"their addresses lie in residue classes{modulus} whose bytes never meet"]


def _carried_affine(r: Reader, node: Derivation) -> list[str]:
    a, b, loop, stride, delta, sa, sb = node.tuple  # type: ignore[misc]
    return [f"in {r.names.loop(loop)} both addresses move by {stride} bytes an iteration, "
            f"{delta} bytes apart"]


def _tbaa(r: Reader, node: Derivation) -> list[str]:
    a, b = node.tuple  # type: ignore[misc]
    tags = [c.tuple for c in _walk(node) if c.relation == "tbaa_access" and c.tuple]
    named = " and ".join(f"{t[1]}" for t in tags[:2])
    return [f"their TBAA tags ({named}) cannot alias (TypeBasedAA)" if named else
            "their TBAA tags cannot alias (TypeBasedAA)"]


def _walk(node: Derivation):
    stack = [node]
    while stack:
        item = stack.pop()
        yield item
        stack.extend(item.children)


def _scoped(r: Reader, node: Derivation) -> list[str]:
    return ["one's !alias.scope scopes are all in the other's !noalias list "
            "(ScopedNoAliasAA)"]


def _errno(r: Reader, node: Derivation) -> list[str]:
    a, b = node.tuple  # type: ignore[misc]
    return ["one is a C math library call, which writes only errno, and the other cannot "
            "touch errno"]


def _call_args(r: Reader, node: Derivation) -> list[str]:
    return ["the call reaches memory only through its pointer arguments, and none of them "
            "may reach the other access in a conflicting way (BasicAA)"]


def _continue_less(r: Reader, node: Derivation) -> list[str]:
    loop = node.tuple[0]  # type: ignore[index]
    return [f"{r.names.loop(loop)} continues only while its lower index is below its upper "
            "one, which keeps the two sides apart"]


def _last_iteration(r: Reader, node: Derivation) -> list[str]:
    loop, last = node.tuple  # type: ignore[misc]
    return [f"{r.names.loop(loop)} runs at most {last + 1} iterations"]


PHRASES: dict[str, Phrase] = {
    "want": _want,
    "writes_either": _writes_either,
    "alias_sized": _alias_sized,
    "synchronising": _synchronising,
    "kind_match": _kind_match,
    "prefetch_context": _prefetch_context,
    "alias_unsized": _alias_unsized,
    "relax": _relax,
    "releases": _releases,
    "check_apart": _check_apart,
    "check_domain": _check_domain,
    "mmra_incompatible_at": _mmra,
    "implied": _implied,
    "affine_in_step": _affine_in_step,
    "stays_below": _stays_below,
    "residue_disjoint": _residue,
    "carried_affine": _carried_affine,
    "tbaa_disjoint": _tbaa,
    "scoped_apart": _scoped,
    "errno_apart": _errno,
    "call_args_apart": _call_args,
    "continue_less": _continue_less,
    "last_iteration": _last_iteration,
}

NEGATIONS: dict[str, Callable[[Reader, list[str]], str]] = {
    "same_iteration_disjoint": lambda r, args: "no rule shows their bytes apart within an "
                                               "iteration",
    "carried_disjoint": lambda r, args: "no rule shows them apart across iterations of "
                                        f"{r.names.loop(int(args[2]))}",
    "relaxed": lambda r, args: "no relaxation lifts it",
    "implied": lambda r, args: "no other chain of edges implies it",
    "carried_overlap": lambda r, args: "no iteration the loop runs reaches the bytes the "
                                       "other accessed",
    "keeps": lambda r, args: "no path keeps them in one section",
    "fallback": lambda r, args: "",
    "required_pair": lambda r, args: "",
}


# ------------------------------------------------------------------ the sentence
def sentence(relation: str, tree: Derivation, names: Names) -> str:
    """One sentence for the derivation of `relation(tuple)`, the tuple being the tree's."""
    values = tree.tuple or ()
    reader = Reader(names)
    if relation in ("required", "emitted", "implied", "released"):
        a, b, ctx = values[:3]
        where = names.context(a, b, ctx)
        if relation == "released":
            head = f"{names.op(b)} need not wait for {names.op(a)}{where}"
        elif relation == "implied":
            head = f"{names.op(b)} waits for {names.op(a)}{where} without an edge of its own"
        else:
            head = f"{names.op(b)} waits for {names.op(a)}{where}"
        reader.read(tree)
    elif relation == "same_iteration_disjoint":
        a, b = values[:2]
        head = f"{names.op(b)} does not wait for {names.op(a)}{names.context(a, b, 0)}"
        reader.add("the two never access the same bytes within one iteration")
        reader.children(tree)
    elif relation == "carried_disjoint":
        a, b, loop = values[:3]
        head = f"{names.op(b)} does not wait for {names.op(a)}{names.context(a, b, loop)}"
        reader.add(f"the two never access the same bytes across iterations of "
                   f"{names.loop(loop)}")
        reader.children(tree)
    else:
        head = f"{relation}{_args(tree)} holds"
        reader.read(tree)
    body = "; ".join(reader.clauses)
    return f"{_capital(head)}: {body}." if body else f"{_capital(head)}."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
