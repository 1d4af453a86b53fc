"""What LLVM's alias metadata says about memops: `!tbaa` tags and their type DAG, the
`!alias.scope` / `!noalias` lists and `llvm.experimental.noalias.scope.decl`.

Metadata nodes are known by their '!N' in the module print: the printer writes every
node once, so two references name the same node exactly when their names are equal
(the identity LLVM's analyses compare). Nothing here decides aliasing; the rules in
rules/alias.dl do, from these facts.

TBAA: only the struct-path format clang writes (tags `!{base, access, i64 offset}`,
type nodes `!{!"name", parent-or-field, i64 offset, ...}`) is reported (LLVM upgrades a
scalar type node used as a tag to (t, t, 0) when it reads the file). A tag in the
new size-aware format, or one whose type nodes are malformed (field offsets not in
order, operands of the wrong kind), is left out: its access counts as untagged, which
aliases everything.
"""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Module
from csarules.ir.text import split_top

MDOperand = str | int | None  # '!N' (node), '"text"' (string), int, None (null/other)
ERRNO_TAG_PREFIX = "errno:"


class MetadataNodes:
    """Operands of metadata nodes, without resolving them (node identity matters)."""

    def __init__(self, module: Module) -> None:
        self._text = module.metadata
        self._cache: dict[str, list[MDOperand] | None] = {}

    def operands(self, ref: str) -> list[MDOperand] | None:
        if ref not in self._cache:
            self._cache[ref] = self._parse(self._text.get(ref))
        return self._cache[ref]

    @staticmethod
    def _parse(text: str | None) -> list[MDOperand] | None:
        if text is None:
            return None
        t = text.strip()
        if t.startswith("distinct "):
            t = t[len("distinct "):].strip()
        if not (t.startswith("!{") and t.endswith("}")):
            return None
        out: list[MDOperand] = []
        for item in split_top(t[2:-1]):
            if re.fullmatch(r"![-\w.]+", item):
                out.append(item)
            elif item.startswith('!"') and item.endswith('"'):
                out.append(item[1:])
            else:
                m = re.fullmatch(r"i\d+ (-?\d+)", item)
                out.append(int(m.group(1)) if m else None)
        return out


def _is_node(x: MDOperand) -> bool:
    return isinstance(x, str) and x.startswith("!")


# ---------------------------------------------------------------- TBAA


class TbaaFacts:
    """tbaa_access / tbaa_tag / tbaa_parent / tbaa_field / tbaa_field_count tuples."""

    def __init__(self, nodes: MetadataNodes) -> None:
        self.nodes = nodes
        self.tags: dict[str, tuple[str, str, int] | None] = {}
        self.parents: set[tuple[str, str]] = set()
        self.fields: set[tuple[str, int, int, str]] = set()
        self.field_counts: set[tuple[str, int]] = set()
        self._types: dict[str, bool] = {}  # type node -> well-formed (old format) closure

    def tag_of(self, inst: Instruction) -> str | None:
        ref = inst.metadata.get("tbaa")
        if ref is None:
            return None
        if ref not in self.tags:
            self.tags[ref] = self._tag(ref)
        return ref if self.tags[ref] is not None else None

    def _tag(self, ref: str) -> tuple[str, str, int] | None:
        ops = self.nodes.operands(ref)
        if not ops or len(ops) < 3 or not (_is_node(ops[0]) and _is_node(ops[1])) \
                or not isinstance(ops[2], int) or ops[2] < 0:
            return None
        base, access, offset = str(ops[0]), str(ops[1]), ops[2]
        if len(ops) >= 4 and self._new_format(access):
            return None
        if not (self._type_ok(base) and self._type_ok(access)):
            return None
        return base, access, offset

    def _new_format(self, type_ref: str) -> bool:
        ops = self.nodes.operands(type_ref) or []
        return len(ops) >= 3 and _is_node(ops[0])

    def _type_ok(self, ref: str) -> bool:
        """Check the type DAG below `ref` and record its parent and field edges."""
        if ref in self._types:
            return self._types[ref]
        self._types[ref] = True  # a cycle is checked once; LLVM rejects cyclic TBAA anyway
        ok = self._record_type(ref)
        self._types[ref] = ok
        return ok

    def _record_type(self, ref: str) -> bool:
        ops = self.nodes.operands(ref)
        if ops is None or not ops or _is_node(ops[0]) and len(ops) >= 3:
            return False  # unknown, empty, or a new-format type node
        if len(ops) < 2:
            return True  # a root
        if _is_node(ops[1]):
            self.parents.add((ref, str(ops[1])))
        if len(ops) <= 3:
            # getField's fast path: one edge, at the node's third operand (or 0)
            start = ops[2] if len(ops) == 3 else 0
            if not isinstance(start, int) or start < 0:
                return False
            if _is_node(ops[1]):
                self.fields.add((ref, 0, start, str(ops[1])))
                self.field_counts.add((ref, 1))
                return self._type_ok(str(ops[1]))
            return True
        pairs = ops[1:]
        if len(pairs) % 2:
            return False
        last = -1
        edges = []
        for k in range(0, len(pairs), 2):
            field, start = pairs[k], pairs[k + 1]
            if not _is_node(field) or not isinstance(start, int) or start < last:
                return False  # getField assumes fields in offset order
            last = start
            edges.append((str(field), start))
        for idx, (field, start) in enumerate(edges):
            self.fields.add((ref, idx, start, field))
        self.field_counts.add((ref, len(edges)))
        return all(self._type_ok(field) for field, _ in edges)

    def errno_tags(self, module: Module) -> dict[str, tuple[str, str, int]]:
        """Tags errno may be accessed with (errno is an `int` object, C11 7.5): those of
        the module's !llvm.errno.tbaa when it has one (TypeBasedAA::aliasErrno), else
        (int, int, 0) for every scalar type node named "int"."""
        listed = self.nodes.operands("!llvm.errno.tbaa")
        if listed is not None:
            refs = [str(r) for r in listed if _is_node(r)]
            return {ERRNO_TAG_PREFIX + r: t for r in refs
                    if (t := self._tag(r)) is not None}
        ints = [ref for ref, text in module.metadata.items()
                if re.match(r'!\{!"int", ![-\w.]+(, i64 0)?\}$', text.strip())]
        if ints:
            return {ERRNO_TAG_PREFIX + r: (r, r, 0) for r in sorted(ints) if self._type_ok(r)}
        # No int in the module's type tree: errno's type would be a child of clang's
        # `omnipotent char`, like int; a node of its own there says the same.
        chars = [ref for ref, text in module.metadata.items()
                 if re.match(r'!\{!"omnipotent char", ![-\w.]+(, i64 0)?\}$', text.strip())
                 and self._type_ok(ref)]
        out = {}
        for char in sorted(chars):
            node = ERRNO_TAG_PREFIX + "int:" + char
            self.parents.add((node, char))
            self.fields.add((node, 0, 0, char))
            self.field_counts.add((node, 1))
            out[node] = (node, node, 0)
        return out

    def facts(self, module: Module) -> dict[str, set[tuple]]:
        errno = self.errno_tags(module)
        tags = {ref: t for ref, t in self.tags.items() if t is not None}
        return {
            "tbaa_tag": {(ref, *t) for ref, t in (tags | errno).items()},
            "tbaa_errno_tag": {(ref,) for ref in errno},
            "tbaa_parent": set(self.parents),
            "tbaa_field": set(self.fields),
            "tbaa_field_count": set(self.field_counts),
        }


# ---------------------------------------------------------------- scoped noalias


def scope_list(nodes: MetadataNodes, ref: str | None) -> list[tuple[str, str]]:
    """(scope, domain) of every scope in an !alias.scope / !noalias list that has a
    domain (ScopedNoAliasAA ignores the others)."""
    if ref is None:
        return []
    ops = nodes.operands(ref)
    if ops is None:
        return []
    out = []
    for scope in ops:
        if not _is_node(scope):
            continue
        sops = nodes.operands(str(scope)) or []
        if len(sops) >= 2 and _is_node(sops[1]):
            out.append((str(scope), str(sops[1])))
    return sorted(set(out))


# The name csarules gives the scope domain of a versioned loop nest's run-time check
# (csarules/version/rewrite.py): the prefix, then the label of the copy's outermost
# loop header, the loop whose every entry the check precedes.
CHECK_DOMAIN_PREFIX = "csarules.runtime_check:"


def check_domain_root(nodes: MetadataNodes, domain: str) -> str | None:
    """The header label a csarules run-time check domain names, else None."""
    ops = nodes.operands(domain) or []
    for op in ops[1:2]:
        if isinstance(op, str) and op.startswith('"' + CHECK_DOMAIN_PREFIX):
            return op[1 + len(CHECK_DOMAIN_PREFIX):-1]
    return None


_DECL_ARG = re.compile(r"@llvm\.experimental\.noalias\.scope\.decl\(metadata (![-\w.]+)\)")


def declared_scopes(nodes: MetadataNodes, inst: Instruction) -> list[str]:
    """The scopes an llvm.experimental.noalias.scope.decl call declares (module numbering)."""
    m = _DECL_ARG.search(inst.module_text or "")
    if m is None:
        return []
    return [scope for scope, _ in scope_list(nodes, m.group(1))]
