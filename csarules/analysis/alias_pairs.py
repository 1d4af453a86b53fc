"""The alias facts of every two memops of a function (may_alias_unknown, may_alias,
must_alias, call_arg_alias), with the verdicts of AliasOracle's per-pair answers but not
one query per pair.

What an unsized may_alias answer reads of an access is a handful of properties (does it
touch memory, 'other' or inaccessible memory, only private allocas, and the set of
objects it may point to): accesses with the same properties get the same answer against
any access. So the accesses are grouped by those properties once, and the answer is
asked once per pair of groups. The sized answer and must_alias read more (offsets,
blocks, affine forms, the SSA root of the address): those are worked out once per op
(_Op) and compared per pair, taking the oracle's steps in its order, and only for the
pairs that can be true: sized only where the unsized answer is true (it implies it),
must_alias only where two ops share an affine form, an address operand or their one
(object, offset). tests/extract/test_alias_pairs_oracle.py holds this to the per-pair
answers (AliasOracle.may_alias / must_alias stay the reference definitions).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from itertools import product

from csarules.analysis.alias import Access, AliasOracle

Facts = dict[str, set[tuple]]
_NO_ADDRESS = ("call", "fence", "ret")  # must_alias is false for these (AliasOracle)


def _unsized_key(oracle: AliasOracle, acc: Access) -> tuple:
    """Everything AliasOracle.may_alias(., ., sized=False) reads of acc."""
    objs = frozenset(obj for locs in acc.locs for obj, _ in locs)
    return (acc.touches_memory, acc.everything, acc.inaccessible,
            oracle._only_private(acc), objs)


def _unsized(oracle: AliasOracle, kx: tuple, ky: tuple) -> bool:
    """AliasOracle.may_alias(x, y, sized=False) for accesses of keys kx and ky."""
    tx, ex, ix, px, ox = kx
    ty, ey, iy, py, oy = ky
    if not tx or not ty:
        return False
    if ex and not py or ey and not px:
        return True
    if ix and (iy or ey) or iy and (ix or ex):
        return True
    distinct = oracle.pa.distinct
    return any(a == b or not distinct(a, b) for a in ox for b in oy)


def _groups(keys: Iterable[Hashable]) -> list[list[int]]:
    """Indices of equal keys, in first-seen order, each list ascending."""
    found: dict[Hashable, list[int]] = {}
    for i, key in enumerate(keys):
        found.setdefault(key, []).append(i)
    return list(found.values())


def _pairs_of(first: list[int], second: list[int] | None) -> Iterator[tuple[int, int]]:
    """(i, j), i < j, for i, j in one group (second None) or across two."""
    if second is None:
        for n, i in enumerate(first):
            for j in first[n + 1:]:
                yield i, j
        return
    for i in first:
        for j in second:
            yield (i, j) if i < j else (j, i)


class _Op:
    """What the sized may_alias and must_alias answers read of one access, computed once."""

    __slots__ = ("line", "block", "size", "affine", "offset", "root", "locs", "operand",
                 "defined_by", "single")

    def __init__(self, oracle: AliasOracle, acc: Access) -> None:
        m = acc.memop
        self.line = m.inst.line
        self.block = m.inst.block
        self.size = acc.size
        # _affine_distance is defined for two ops exactly when both have this key and it
        # is the same: one base, the same non-zero strides, and each op inside every loop
        # it moves in (a stride of "0" on one side and none on the other are alike)
        found = oracle.affine.get(self.line)
        self.affine: tuple | None = None
        self.offset = 0
        if found is not None:
            moving = {h: s for h, s in found.strides.items() if s != "0"}
            if all(self.block in oracle._loop_at[h].blocks for h in moving):
                self.affine = (found.base, frozenset(moving.items()))
            self.offset = found.offset
        self.root = oracle.root(acc) if m.address is not None else None
        self.locs = acc.locs[0] if acc.locs else frozenset()
        address = m.address
        self.operand = None if address is None else (address.kind, address.text)
        # the instruction the address operand is, as an object (for _stable)
        self.defined_by = None if address is None or address.kind != "instruction" else (
            "inst", address.target.line)  # type: ignore[union-attr]
        self.single = next(iter(self.locs)) if len(self.locs) == 1 else None


class _Pairs:
    """AliasOracle's sized may_alias and must_alias of two loads, stores, atomics or
    prefetches (no call, fence or ret), from their _Op: the same steps, in the same order."""

    def __init__(self, oracle: AliasOracle) -> None:
        self.oracle = oracle
        self.distinct = oracle.pa.distinct
        self._inside: dict[tuple, bool] = {}
        self._classes: dict[tuple, bool] = {}

    def stable(self, obj: tuple, a, b) -> bool:
        """AliasOracle._stable(obj, a, b), per (object, block) once."""
        inside = self._inside
        ka, kb = (obj, a), (obj, b)
        if ka not in inside:
            inside[ka] = self.oracle._stable(obj, a, a)
        if kb not in inside:
            inside[kb] = self.oracle._stable(obj, b, b)
        return inside[ka] and inside[kb]

    def affine_distance(self, x: _Op, y: _Op) -> int | None:
        if x.affine is None or x.affine != y.affine:
            return None
        return y.offset - x.offset

    def distance_sized(self, x: _Op, y: _Op) -> bool | None:
        """The sized may_alias answer where it reads the distance between the two
        addresses (both sizes known, one affine key or one root object), else None: the
        answer is then that of their size classes (class_sized)."""
        sx, sy = x.size, y.size
        if sx is None or sy is None:
            return None
        dist = self.affine_distance(x, y)
        if dist is None:
            rx, ry = x.root, y.root
            if rx is not None and ry is not None and rx[0] == ry[0] and (
                    rx[0][0] != "inst" or self.stable(rx[0], x.block, y.block)):
                dist = ry[1] - rx[1]
        if dist is None:
            return None
        return dist < sx and -dist < sy

    def size_class(self, x: _Op) -> tuple:
        """What the sized answer reads of x when it reads no distance: its locations,
        its size, and for each object whether x's block is inside the loops it is
        defined in (stable() of two blocks is that of each)."""
        inside = frozenset((obj, self.stable(obj, x.block, x.block)) for obj, _ in x.locs)
        return (x.locs, x.size, inside)

    def class_sized(self, kx: tuple | None, ky: tuple | None) -> bool:
        """The sized answer for two accesses of size classes kx and ky whose answer reads
        no distance (None: a call, whose sized answer is the unsized one: True)."""
        if kx is None or ky is None:
            return True
        key = (kx, ky)
        found = self._classes.get(key)
        if found is None:
            found = self._classes[key] = self._class_sized(kx, ky)
        return found

    def _class_sized(self, kx: tuple, ky: tuple) -> bool:
        """AliasOracle's sized loop over the locations, for two accesses of these classes
        (the same steps: pa.distinct and the overlap test are symmetric, so either
        access may come first; for one object, stable() of the two blocks is whether
        each block is inside its loops)."""
        (locs_x, sx, in_x), (locs_y, sy, in_y) = kx, ky
        inside_x, inside_y = dict(in_x), dict(in_y)
        for ox, offx in locs_x:
            for oy, offy in locs_y:
                if ox != oy:
                    if not self.distinct(ox, oy):
                        return True
                    continue
                if not (inside_x[ox] and inside_y[oy]):
                    return True
                if offx is None or offy is None or sx is None or sy is None:
                    return True
                if offx < offy + sy and offy < offx + sx:
                    return True
        return False

    def must_alias(self, x: _Op, y: _Op) -> bool:
        if self.affine_distance(x, y) == 0:
            return True
        if x.operand == y.operand:
            if x.defined_by is None:
                return True
            return self.stable(x.defined_by, x.block, y.block)
        sx, sy = x.single, y.single
        if sx is None or sy is None:
            return False
        return sx[0] == sy[0] and sx[1] is not None and sx[1] == sy[1] and self.stable(
            sx[0], x.block, y.block)


class Prepared:
    """What both kinds of alias facts start from: each access's line, unsized group, _Op
    (None for calls, fences and rets) and size class."""

    def __init__(self, oracle: AliasOracle, accesses: list[Access]) -> None:
        self.lines = [acc.memop.inst.line for acc in accesses]
        self.grouped = UnsizedGroups(oracle, accesses)
        self.ops = [None if acc.memop.kind in _NO_ADDRESS else _Op(oracle, acc)
                    for acc in accesses]
        self.pairs = _Pairs(oracle)
        self.sizes = [None if op is None else self.pairs.size_class(op) for op in self.ops]
        self.group_of = [0] * len(accesses)
        for g, group in enumerate(self.grouped.groups):
            for i in group:
                self.group_of[i] = g


def pair_facts(oracle: AliasOracle, accesses: list[Access], facts: Facts,
               prep: Prepared | None = None) -> UnsizedGroups:
    """Add may_alias_unknown, may_alias and must_alias over `accesses` to `facts`,
    exactly what asking the oracle about every two of them (the earlier first) gives.

    Nearly every pair a large function's unsized answer holds for, the sized one holds
    for too (1.34M of 1.35M on a 10k-line nest), so the pairs are not visited one by one:
    the unsized pairs are added a pair of groups at a time (at C speed), the sized ones
    copied from them (sharing their tuples), less the pairs of two size classes the class
    answer refuses, then the few pairs whose sized answer reads a distance are asked
    one by one. `prep`: the accesses' Prepared, if made already."""
    prep = prep or Prepared(oracle, accesses)
    lines, grouped, ops, pairs, classes = (prep.lines, prep.grouped, prep.ops, prep.pairs,
                                           prep.sizes)
    keys, groups = grouped.keys, grouped.groups
    # the pairs of groups (g <= h, asked in that order, as the oracle asked the earlier
    # access first) the unsized answer holds for
    aliased = [(g, h) for g, first in enumerate(groups) for h in range(g, len(groups))
               if _unsized(oracle, keys[first[0]], keys[groups[h][0]])]
    group_lines = [[lines[i] for i in group] for group in groups]
    unknown = {(a, a) for a, key in zip(lines, keys, strict=True) if key[0]}
    for g, h in aliased:
        unknown.update(product(group_lines[g], group_lines[h]))
        if g != h:
            unknown.update(product(group_lines[h], group_lines[g]))
    sized = set(unknown)
    sized.difference_update([(a, a) for a in lines])
    by_class = [_by_class(group, classes, lines) for group in groups]
    for g, h in aliased:
        for n, (kx, xs) in enumerate(by_class[g]):
            for ky, ys in by_class[g][n:] if g == h else by_class[h]:
                if not pairs.class_sized(kx, ky):
                    sized.difference_update(product(xs, ys))
                    sized.difference_update(product(ys, xs))
    group_of = prep.group_of
    held = set(aliased)
    for i, j in sorted(_distance_candidates(ops)):
        if (group_of[i], group_of[j]) not in held and (group_of[j], group_of[i]) not in held:
            continue
        exact = pairs.distance_sized(ops[i], ops[j])  # type: ignore[arg-type]
        if exact is not None and exact != pairs.class_sized(classes[i], classes[j]):
            both = ((lines[i], lines[j]), (lines[j], lines[i]))
            if exact:
                sized.update(both)
            else:
                sized.difference_update(both)
    _merge(facts, "may_alias_unknown", unknown)
    _merge(facts, "may_alias", sized)
    must_facts(prep, facts)
    return grouped


def must_facts(prep: Prepared, facts: Facts) -> None:
    """Add must_alias over the prepared accesses to `facts` (few pairs: the candidates
    share an address value, an object and offset, or an affine address)."""
    ops, lines, pairs = prep.ops, prep.lines, prep.pairs
    must: list[tuple[int, int]] = []
    for i, j in _must_candidates(ops):
        if pairs.must_alias(ops[i], ops[j]):  # type: ignore[arg-type]
            a, b = lines[i], lines[j]
            must += ((a, b), (b, a))
    facts["must_alias"].update(must)


# The alias facts per class, for rules that decide conflicts without listing every pair
# (docs/large-functions.md): each access's class (its unsized group and its size class),
# the two answers per pair of classes, and the pairs whose sized answer reads a distance
# and differs from their classes'. They hold exactly what the pair facts hold:
#   may_alias_unknown(a, b) :- alias_class(a, k), alias_class(b, m), class_may_alias_unknown(k, m).
#   may_alias_unknown(a, a) :- alias_touches(a).
#   may_alias(a, b) :- alias_class(a, k), alias_class(b, m), a != b, class_may_alias(k, m),
#       !may_alias_distance(a, b, 0).
#   may_alias(a, b) :- may_alias_distance(a, b, 1).
# (tests/extract/test_alias_classes.py runs those rules against pair_facts.)
CLASS_RELATIONS = ("alias_class", "alias_touches", "class_may_alias_unknown",
                   "class_may_alias", "may_alias_distance")


def class_facts(oracle: AliasOracle, accesses: list[Access], facts: Facts,
                prep: Prepared | None = None) -> None:
    """Add the per-class alias facts of `accesses` (CLASS_RELATIONS) to `facts`. A class
    number is the function's first access of that class (its line): unique in a module.
    `prep`: the accesses' Prepared, if made already."""
    prep = prep or Prepared(oracle, accesses)
    lines, ops, pairs, sizes, group_of = (prep.lines, prep.ops, prep.pairs, prep.sizes,
                                          prep.group_of)
    keys, groups = prep.grouped.keys, prep.grouped.groups
    first: dict[tuple, int] = {}  # (group, size class) -> the class's first access
    for i in range(len(accesses)):
        first.setdefault((group_of[i], sizes[i]), i)
    classes = list(first.items())
    facts["alias_class"].update(
        (lines[i], lines[first[(group_of[i], sizes[i])]]) for i in range(len(accesses)))
    facts["alias_touches"].update((a,) for a, key in zip(lines, keys, strict=True) if key[0])
    unsized: dict[tuple[int, int], bool] = {}
    for (g, kx), i in classes:
        for (h, ky), j in classes:
            pair = (min(g, h), max(g, h))
            if pair not in unsized:
                unsized[pair] = _unsized(oracle, keys[groups[pair[0]][0]],
                                         keys[groups[pair[1]][0]])
            if unsized[pair]:
                facts["class_may_alias_unknown"].add((lines[i], lines[j]))
                if pairs.class_sized(kx, ky):
                    facts["class_may_alias"].add((lines[i], lines[j]))
    for i, j in sorted(_distance_candidates(ops)):
        if not unsized[(min(group_of[i], group_of[j]), max(group_of[i], group_of[j]))]:
            continue
        exact = pairs.distance_sized(ops[i], ops[j])  # type: ignore[arg-type]
        if exact is not None and exact != pairs.class_sized(sizes[i], sizes[j]):
            facts["may_alias_distance"].update(
                {(lines[i], lines[j], int(exact)), (lines[j], lines[i], int(exact))})


def _merge(facts: Facts, relation: str, tuples: set[tuple]) -> None:
    """facts[relation] |= tuples, without copying a large function's million pairs into
    the empty set a module's first function finds (tuples is this call's own)."""
    if facts[relation]:
        facts[relation] |= tuples
    else:
        facts[relation] = tuples


def _by_class(group: list[int], classes: list[Hashable], lines: list[int]
              ) -> list[tuple[Hashable, list[int]]]:
    """The lines of `group`'s accesses by size class, in first-seen order."""
    found: dict[Hashable, list[int]] = {}
    for i in group:
        found.setdefault(classes[i], []).append(lines[i])
    return list(found.items())


def _distance_candidates(ops: list[_Op | None]) -> set[tuple[int, int]]:
    """The pairs (i < j) whose sized answer may read a distance rather than their size
    classes: both sizes known and the same affine key or the same root object."""
    found: set[tuple[int, int]] = set()
    for key in ("affine", "root"):
        by_value: dict[Hashable, list[int]] = {}
        for i, op in enumerate(ops):
            if op is None or op.size is None:
                continue
            value = getattr(op, key)
            if value is not None:
                by_value.setdefault(value if key == "affine" else value[0], []).append(i)
        for group in by_value.values():
            found.update(_pairs_of(group, None))
    return found


def _must_candidates(ops: list[_Op | None]) -> set[tuple[int, int]]:
    """The pairs (i < j) AliasOracle.must_alias may call true: the same affine key (so
    a distance), the same address operand, or one (object, known offset) each and the
    same one. Calls, fences and rets (None) are in none."""
    found: set[tuple[int, int]] = set()
    for key in ("affine", "operand", "single"):
        values = [None if op is None else getattr(op, key) for op in ops]
        if key == "single":
            values = [v if v is not None and v[1] is not None else None for v in values]
        by_value: dict[Hashable, list[int]] = {}
        for i, v in enumerate(values):
            if v is not None:
                by_value.setdefault(v, []).append(i)
        for group in by_value.values():
            found.update(_pairs_of(group, None))
    return found


class UnsizedGroups:
    """A function's accesses grouped by what an unsized may_alias answer reads of them."""

    def __init__(self, oracle: AliasOracle, accesses: list[Access]) -> None:
        self.oracle = oracle
        self.accesses = accesses
        self.keys = [_unsized_key(oracle, acc) for acc in accesses]
        self.groups = _groups(self.keys)

    def aliased_by(self, through: Access, call: Access) -> Iterator[int]:
        """The lines of the accesses (but `call`'s own) AliasOracle.may_alias(through, y,
        sized=False) is true for: what the pointer argument `through` of `call` may touch."""
        kt = _unsized_key(self.oracle, through)
        for group in self.groups:
            if _unsized(self.oracle, kt, self.keys[group[0]]):
                for i in group:
                    if self.accesses[i] is not call:
                        yield self.accesses[i].memop.inst.line
