"""Writing a versioned loop nest: a check block on the nest's entry edge and a copy of the
nest that runs when the check finds the compared pointer groups disjoint.

As for irreducible control flow (csarules/ir/irreducible.py), no line of the input moves:
the check block and the copy are blocks written at the start of the function's closing
line, their instructions getting ids after the file's last line; the entry edge's branch,
the header's phis (their entry now comes from the check block) and the exit blocks'
phis (a value from each exit edge of the copy) are edited on their own lines; the scope
metadata is appended after the last line. The copy's accesses carry LLVM's scoped-noalias
metadata in a domain of csarules's own (named after the copy's outermost header), so the
module says to any reader what the check established; rules/runtime_check.dl reads it.

    P:  br label %H            ->   br label %csa.v0.check
    csa.v0.check:  <bounds, comparisons>  br i1 %overlap, label %H, label %csa.v0.H
    H:  %i = phi [ 0, %P ] ... ->   %i = phi [ 0, %csa.v0.check ] ...
    csa.v0.H: ...              (the copy, values and labels renamed csa.v0.<name>)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from csarules.analysis.aa_metadata import CHECK_DOMAIN_PREFIX
from csarules.analysis.cfg import CfgInfo, analyse
from csarules.analysis.loops import Loop, LoopInfo, find_loops
from csarules.errors import CsaError, InternalError
from csarules.ir.added import AddedBlock, AddedBlocks
from csarules.ir.linemap import strip_comment
from csarules.ir.model import Block, Function, Instruction, Module
from csarules.ir.names import fresh_name
from csarules.ir.reader import quote_name
from csarules.ir.text import split_top
from csarules.version.bounds import best_check
from csarules.version.decide import Decision, Nest
from csarules.version.hoist import place

# a local name (quoted or plain), or a string to leave alone
_TOKEN = re.compile(r'%"(?:[^"\\]|\\.)*"|%[-\w$.]+|"(?:[^"\\]|\\.)*"')
_SCOPE_ATTACHMENT = re.compile(r",\s*!(alias\.scope|noalias)\s+(!\d+)")
# a scope list named by an attachment or by llvm.experimental.noalias.scope.decl's operand
_SCOPE_REF = re.compile(r"(,\s*!(?:alias\.scope|noalias)\s+|noalias\.scope\.decl\(metadata\s+)"
                        r"(!\d+)")
_MD_DEF = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$")
# any numbered node (a tuple, a !DILocation, a distinct !DISubprogram ...): new nodes are
# numbered after the largest of them
_MD_NUMBER = re.compile(r"^!(\d+)\s*=")
_PREDS = re.compile(r"(;\s*preds\s*=\s*)(.*?)\s*$")


@dataclass
class VersionedNest:
    """What `edges` reports of a versioned nest (lines are the input's)."""

    function: str
    root: int  # header id of the original nest
    root_label: str
    copy_label: str  # header label of the copy
    check_label: str
    nest: Nest
    bounds: dict[int, tuple[str, str]]  # group -> (low, high) as text
    copies: dict[int, int] = field(default_factory=dict)  # copy's instruction id -> line
    # copy's block label -> the input lines of the block's instructions the ordered module
    # keeps (its parallel markers removed), in order
    blocks: dict[str, list[int]] = field(default_factory=dict)


@dataclass
class Versioned:
    module: Module
    nests: list[VersionedNest]
    refusals: dict[str, list[tuple[int, str]]]
    # a line whose access took a scope in place (a loop run before a nest) -> its text
    # before: what the commands show of it
    scoped: dict[int, str] = field(default_factory=dict)


def rewrite(module: Module, decision: Decision) -> Versioned:
    """`module` with every nest of `decision` versioned (read again, verified)."""
    if not decision.nests:
        return Versioned(module, [], decision.refusals)
    lines = list(module.lines)
    added = dict(module.added)
    inserted = {line: list(texts) for line, texts in module.inserted.items()}
    md = _Metadata(module.lines)
    written: list[tuple[VersionedNest, list[tuple[AddedBlock, list[Instruction]]]]] = []
    counter = 0
    refusals = {name: list(found) for name, found in decision.refusals.items()}
    scoped: dict[int, str] = {}
    intrinsics: set[str] = set()
    for func in module.functions:
        nests = decision.nests.get(func.name)
        if not nests:
            continue
        cfg = analyse(func, module.path)
        loops = find_loops(cfg)
        taken = _local_names(func)
        touched: set[Block] = set()
        blocks: list[AddedBlock] = []
        # a line -> the scopes of loops run before nests it took in place, which its
        # copies take too
        prior_scopes: dict[int, list[str]] = {}
        writers: list[_NestWriter] = []
        for nest in nests:
            loop = next(lp for lp in loops.loops if lp.header.id == nest.root)
            entry = next(p for p in loop.header.predecessors if p not in loop.blocks)
            clash = _clash(loop, entry, touched)
            if clash is not None:
                refusals.setdefault(func.name, []).append((nest.root, clash))
                continue
            writers.append(_NestWriter(module, func, loop, entry, nest, counter, taken, md,
                                       lines, _Hoisting(cfg, loops, inserted), prior_scopes,
                                       scoped))
            touched |= loop.blocks | {entry} | {dst for _, dst in loop.exit_edges()}
            counter += 1
        # every nest's scopes before any copy is written: a copy of a loop that runs
        # before another nest takes that nest's scopes as the loop does
        for writer in writers:
            writer.make_scopes()
        for writer in writers:
            blocks += writer.write()
            written.append((writer.report(), writer.copied))
            intrinsics |= writer.intrinsics
        if not blocks:
            continue
        held = added.get(func.end_line)
        original = held.original if held is not None else module.lines[func.end_line - 1]
        new = AddedBlocks((held.blocks if held is not None else []) + blocks, original)
        added[func.end_line] = new
        lines[func.end_line - 1] = new.prefix() + original
    lines += [f"declare i128 @{name}(i128, i128)" for name in sorted(intrinsics)
              if name not in module.declarations]
    lines += md.new_lines
    text = "\n".join(lines) + ("\n" if module.text.endswith("\n") else "")
    from csarules.ir.reader import parse_module

    try:
        versioned = parse_module(text, module.path, inserted=inserted, added=added,
                                 globals_of=module)
    except CsaError as exc:
        raise InternalError(f"{module.path}: the versioned module is invalid: "
                            f"{exc.message}") from None
    # the versioned module names the same file lines as the module it was made from
    versioned.origin, versioned.warnings = module.origin, list(module.warnings)
    nests = []
    for report, copied in written:
        # reading gave the copy's instructions their ids (linemap.scan fills AddedBlock.ids)
        for block, sources in copied:
            report.copies.update(
                (vid, src.line) for vid, src in zip(block.ids, sources, strict=True))
            # (the ordering removes the parallel markers a copy holds, as every llvm.csa
            # call of the input: the ordered block lists the others)
            report.blocks[block.label] = [src.line for src in sources
                                          if not (src.callee or "").startswith("llvm.csa.")]
        nests.append(report)
    return Versioned(versioned, nests, refusals, scoped)


def _clash(loop: Loop, entry: Block, touched: set[Block]) -> str | None:
    if loop.header in touched or entry in loop.blocks:
        return "its entry is an exit of a nest versioned before it"
    if loop.blocks & touched:
        return "it shares blocks with a nest versioned before it"
    return None


def _local_names(func: Function) -> set[str]:
    names = {b.label for b in func.blocks}
    names |= {a.name[1:].strip('"') for a in func.arguments}
    names |= {i.name[1:].strip('"') for b in func.blocks for i in b.instructions if i.name}
    return names


class _Metadata:
    """New metadata nodes, numbered after the module's largest."""

    def __init__(self, lines: list[str]) -> None:
        self.defs: dict[str, str] = {}
        top = -1
        for line in lines:
            text = line.strip()
            m = _MD_DEF.match(text)
            if m:
                self.defs[f"!{m.group(1)}"] = m.group(2)
            numbered = _MD_NUMBER.match(text)
            if numbered:
                top = max(top, int(numbered.group(1)))
        self.next = top + 1
        self.new_lines: list[str] = []
        self._lists: dict[tuple[str, ...], str] = {}

    def node(self, body: str, distinct: bool = False) -> str:
        ref = f"!{self.next}"
        self.next += 1
        body = body.replace("!SELF", ref)
        self.new_lines.append(f"{ref} = {'distinct ' if distinct else ''}!{{{body}}}")
        self.defs[ref] = body
        return ref

    def list_of(self, items: list[str]) -> str:
        key = tuple(items)
        if key not in self._lists:
            self._lists[key] = self.node(", ".join(items))
        return self._lists[key]

    def members(self, ref: str) -> list[str] | None:
        body = self.defs.get(ref)
        if body is None:
            return None
        items = split_top(body)
        return items if all(re.fullmatch(r"!\d+", x) for x in items) else None


def _md_string(text: str) -> str:
    return '!"' + "".join(c if c.isprintable() and c not in '"\\' else f"\\{ord(c):02X}"
                          for c in text) + '"'


@dataclass
class _Hoisting:
    """What placing a check's arithmetic above its block needs (csarules/version/hoist.py)."""

    cfg: CfgInfo
    loops: LoopInfo
    inserted: dict[int, list[str]]  # line -> the instructions that open it


class _NestWriter:
    def __init__(self, module: Module, func: Function, loop: Loop, entry: Block, nest: Nest,
                 k: int, taken: set[str], md: _Metadata, lines: list[str],
                 hoisting: _Hoisting, prior_scopes: dict[int, list[str]],
                 scoped: dict[int, str]) -> None:
        self.module = module
        self.func = func
        self.loop = loop
        self.entry = entry
        self.nest = nest
        self.md = md
        self.lines = lines
        self.blocks = sorted(loop.blocks, key=lambda b: b.index)
        self.rename: dict[str, str] = {}
        stem = f"csa.v{k}"
        for block in self.blocks:
            self.rename[block.label] = fresh_name(f"{stem}.{block.label}", taken)
            for inst in block.instructions:
                if inst.name:
                    plain = inst.name[1:].strip('"')
                    self.rename[plain] = fresh_name(f"{stem}.{plain}", taken)
        self.taken = taken
        self.hoisting = hoisting
        self.check_label = fresh_name(f"{stem}.check", taken)
        self.check_prefix = fresh_name(f"{stem}.c", taken) + "."
        self.copied: list[tuple[AddedBlock, list[Instruction]]] = []
        self.scope_copies: dict[str, str] = {}  # scope -> the copy's
        self.bounds: dict[int, tuple[str, str]] = {}
        self.intrinsics: set[str] = set()  # what the check calls (CheckIR.intrinsics)
        self.before: dict[int, str] = {}  # an access run before the nest -> its scope
        self.scopes: dict[int, tuple[str, str]] = {}  # make_scopes: the copy's members'
        self.at_line = {inst.line: inst for inst in func.instructions()}
        # a line -> the scopes it took in place as an access run before a nest: the
        # function's nests share it, and their copies of the line take them too
        self.prior_scopes = prior_scopes
        self.scoped = scoped  # line -> its text before a scope was added in place

    # ------------------------------------------------------------------ the whole nest
    def write(self) -> list[AddedBlock]:
        header = self.loop.header
        check = AddedBlock(self.check_label, self._check_instructions())
        self._retarget_entry()
        self._edit_header_phis()
        self._edit_exit_phis()
        self._edit_preds_comments()
        scopes = self.scopes
        copies = []
        for block in self.blocks:
            texts = []
            for inst in block.instructions:
                text = self._own_scopes(self._copy_text(inst, block is header))
                if inst.line in scopes:
                    text = self._with_scopes(text, *scopes[inst.line])
                for scope in self.prior_scopes.get(inst.line, []):
                    text = self._add_scope(text, scope) or text
                texts.append(text)
            copy = AddedBlock(self.rename[block.label], texts)
            self.copied.append((copy, list(block.instructions)))
            copies.append(copy)
        return [check, *copies]

    def make_scopes(self) -> None:
        """The nest's scopes: its copy's members' (written with the copy), and those of
        the accesses run before it, added on their own lines now."""
        self.scopes = self._scopes()
        for line, scope in sorted(self.before.items()):
            self._scope_in_place(line, scope)

    def report(self) -> VersionedNest:
        return VersionedNest(self.func.name, self.nest.root, self.loop.header.label,
                             self.rename[self.loop.header.label], self.check_label, self.nest,
                             self.bounds)

    # ------------------------------------------------------------------ the check
    def _check_instructions(self) -> list[str]:
        cfg, entry = self.hoisting.cfg, self.entry
        check = best_check(self.module, self.func, self.nest, self.check_prefix,
                           lambda block: cfg.dominates(block, entry))
        self.bounds = check.bounds
        self.intrinsics = check.ir.intrinsics
        header = self.loop.header.label
        branch = (f"br i1 {check.fail}, label %{quote_name(header)}, "
                  f"label %{quote_name(self.rename[header])}")
        hoisting = self.hoisting
        placement = place(self.func, hoisting.cfg, hoisting.loops, self.entry, check.lines,
                          self.check_prefix, self.taken)
        if placement is None:
            return [*check.lines, branch]
        # the check's instructions open the line of that block's terminator, as the
        # reader's inserted instructions do (csarules/ir/constexpr.py); not a line that
        # also holds the block's label
        term = placement.block.terminator
        text = self.lines[term.line - 1]
        indent = text[:len(text) - len(text.lstrip())]
        opening = "".join(f"{seg}  " for seg in hoisting.inserted.get(term.line, []))
        if not text[len(indent):].startswith(opening + term.opcode):
            return [*check.lines, branch]
        self.lines[term.line - 1] = indent + "".join(f"{line}  " for line in placement.lines) + \
            text[len(indent):]
        hoisting.inserted[term.line] = placement.lines + hoisting.inserted.get(term.line, [])
        return [branch]

    # ------------------------------------------------------------------ edits in place
    def _retarget_entry(self) -> None:
        term = self.entry.terminator
        header = re.escape("%" + quote_name(self.loop.header.label))
        pattern = re.compile(r"(label\s+)" + header + r"(?![-\w$.])")
        for line in range(term.line, term.end_line + 1):
            new, count = pattern.subn(lambda m: m.group(1) + "%" + quote_name(self.check_label),
                                      self.lines[line - 1], count=1)
            if count:
                self.lines[line - 1] = new
                return
        raise InternalError(f"{self.module.path}:{term.line}: no branch to the nest's header")

    def _edit_header_phis(self) -> None:
        for phi in self._phis(self.loop.header):
            self.lines[phi.line - 1] = _relabel_incoming(
                self.lines[phi.line - 1], {self.entry.label: self.check_label})

    def _edit_exit_phis(self) -> None:
        exits: dict[Block, list[Block]] = {}
        for src, dst in self.loop.exit_edges():
            exits.setdefault(dst, []).append(src)
        for dst in sorted(exits, key=lambda b: b.index):
            inside = {b.label for b in exits[dst]}
            for phi in self._phis(dst):
                self.lines[phi.line - 1] = _add_incoming(
                    self.lines[phi.line - 1], inside, self._renamed)

    def _edit_preds_comments(self) -> None:
        """clang's `; preds = ...` comments on the labels the new edges reach: a reader
        of the output trusts them (LLVM ignores them)."""
        header = self.loop.header
        self._edit_preds(header, {self.entry.label: self.check_label}, [])
        exits: dict[Block, list[Block]] = {}
        for src, dst in self.loop.exit_edges():
            exits.setdefault(dst, []).append(src)
        for dst, sources in exits.items():
            self._edit_preds(dst, {}, [self.rename[b.label] for b in sources])

    def _edit_preds(self, block: Block, relabel: dict[str, str], more: list[str]) -> None:
        if not block.instructions or block.line == block.instructions[0].line:
            return  # (no label line)
        text = self.lines[block.line - 1]
        found = _PREDS.search(text)
        if found is None:
            return
        names = {"%" + quote_name(old): "%" + quote_name(new) for old, new in relabel.items()}
        items = [names.get(item.strip(), item.strip()) for item in found.group(2).split(",")]
        items += ["%" + quote_name(label) for label in more]
        self.lines[block.line - 1] = text[:found.start(2)] + ", ".join(items)

    @staticmethod
    def _phis(block: Block) -> list[Instruction]:
        found = []
        for inst in block.instructions:
            if inst.opcode != "phi":
                break
            if inst.end_line != inst.line:
                raise InternalError(f"a phi over several lines ({inst.line})")
            found.append(inst)
        return found

    # ------------------------------------------------------------------ the copy
    def _renamed(self, text: str) -> str:
        def swap(m: re.Match[str]) -> str:
            token = m.group(0)
            if not token.startswith("%"):
                return token
            plain = token[1:]
            if plain.startswith('"'):
                plain = plain[1:-1]
            new = self.rename.get(plain)
            return token if new is None else "%" + quote_name(new)

        return _TOKEN.sub(swap, text)

    def _copy_text(self, inst: Instruction, in_header: bool) -> str:
        text = " ".join(strip_comment(line).strip() for line in inst.source.split("\n"))
        text = self._renamed(text.strip())
        if in_header and inst.opcode == "phi":
            text = _relabel_incoming(text, {self.entry.label: self.check_label})
        return text

    def _scopes(self) -> dict[int, tuple[str, str]]:
        """member line -> (its scope list, its noalias list), new metadata nodes."""
        nest = self.nest
        domain = self.md.node(
            f"!SELF, {_md_string(CHECK_DOMAIN_PREFIX + self.rename[self.loop.header.label])}",
            distinct=True)
        scope = {g: self.md.node(f"!SELF, {domain}, "
                                 f"{_md_string('group ' + nest.groups[g].base)}", distinct=True)
                 for g in sorted(nest.groups)}
        apart: dict[int, set[int]] = {g: set() for g in nest.groups}
        for g1, g2 in nest.checks:
            apart[g1].add(g2)
            apart[g2].add(g1)
        out: dict[int, tuple[str, str]] = {}
        for g, group in sorted(nest.groups.items()):
            for i in group.members:
                if group.prior:
                    self.before[i] = scope[g]
                else:
                    out[i] = (scope[g], ",".join(scope[h] for h in sorted(apart[g])))
        return out

    def _scope_in_place(self, line: int, scope: str) -> None:
        """An access of a loop or block run before the nest takes its group's scope on its
        own line, added to the scopes it has, and so do the copies of it other nests
        write: with the !noalias lists of this nest's copy, their pairs are told apart
        (rules/runtime_check.dl). It takes no !noalias: its pairs with the loops before
        the check run whether the check passes or not. (An instruction over several lines
        keeps its text: without the scope nothing is released.)"""
        inst = self.at_line.get(line)
        if inst is None or inst.end_line != line:
            return
        text = self.lines[line - 1]
        code = strip_comment(text).rstrip()
        scoped = self._add_scope(code, scope)
        if scoped is not None:
            self.scoped.setdefault(line, text)
            self.lines[line - 1] = scoped + text[len(code):]
            self.prior_scopes.setdefault(line, []).append(scope)

    def _add_scope(self, code: str, scope: str) -> str | None:
        found = [m for m in _SCOPE_ATTACHMENT.finditer(code) if m.group(1) == "alias.scope"]
        if not found:
            return code + f", !alias.scope {self.md.list_of([scope])}"
        old = found[0]
        members = self.md.members(old.group(2))
        if members is None:
            return None
        return code[:old.start(2)] + self.md.list_of([*members, scope]) + code[old.end(2):]

    def _own_scopes(self, text: str) -> str:
        """A copied instruction with scopes of its own: each scope of its !alias.scope and
        !noalias lists (and of a noalias.scope.decl's) replaced by a new scope of the same
        domain, one per scope and nest. The rules hold a scope without declaration across
        iterations only in a vectorised loop holding all its uses (rules/alias.dl), which
        sharing it with the copy would undo for the original; the copy's accesses keep the
        same relations among themselves."""
        def swap(m: re.Match[str]) -> str:
            ref = self._scope_list(m.group(2))
            if ref is None:  # (a declaration keeps its list; an attachment goes)
                return m.group(0) if m.group(1).startswith("noalias.scope") else ""
            return f"{m.group(1)}{ref}"

        return _SCOPE_REF.sub(swap, text)

    def _scope_list(self, ref: str) -> str | None:
        members = self.md.members(ref)
        if members is None:
            return None  # an unreadable list: the copy drops it, which is always sound
        return self.md.list_of([self._scope(s) for s in members])

    def _scope(self, scope: str) -> str:
        if scope not in self.scope_copies:
            body = self.md.defs.get(scope)
            parts = split_top(body) if body is not None else []
            rest = ", ".join(parts[1:]) if parts and parts[0] == scope else ", ".join(parts)
            self.scope_copies[scope] = self.md.node(
                "!SELF" + (", " + rest if rest else ""), distinct=True)
        return self.scope_copies[scope]

    def _with_scopes(self, text: str, scope: str, noalias: str) -> str:
        old: dict[str, list[str]] = {"alias.scope": [], "noalias": []}
        for kind, ref in _SCOPE_ATTACHMENT.findall(text):
            old[kind] += self.md.members(ref) or []
        text = _SCOPE_ATTACHMENT.sub("", text)
        scopes = self.md.list_of([*old["alias.scope"], scope])
        text += f", !alias.scope {scopes}"
        extra = [x for x in noalias.split(",") if x]
        if old["noalias"] or extra:
            text += f", !noalias {self.md.list_of([*old['noalias'], *extra])}"
        return text


def _phi_items(text: str) -> tuple[str, list[str], str]:
    """(the text up to the first incoming pair, the pairs' texts, what follows them)."""
    m = re.search(r"=\s*phi\b", text)
    if m is None:
        raise InternalError(f"cannot read the phi {text.strip()!r}")
    items = split_top(text[m.end():])
    # the first item is the type (and flags) followed by the first pair
    first = items[0]
    depth, start = 0, len(first)
    for pos in range(len(first) - 1, -1, -1):
        if first[pos] == "]":
            depth += 1
        elif first[pos] == "[":
            depth -= 1
            if depth == 0:
                start = pos
                break
    head = text[:m.end()] + " " + first[:start].strip() + " "
    rest = [first[start:], *items[1:]]
    pairs = [x for x in rest if x.startswith("[")]
    tail = "".join(", " + x for x in rest if not x.startswith("["))
    return head, pairs, tail


def _pair(item: str) -> tuple[str, str]:
    value, label = split_top(item.strip()[1:-1])
    return value, label


def _relabel_incoming(line: str, relabel: dict[str, str]) -> str:
    code = strip_comment(line)
    comment = line[len(code):]
    head, pairs, tail = _phi_items(code)
    out = []
    for item in pairs:
        value, label = _pair(item)
        plain = label[1:].strip('"')
        if plain in relabel:
            label = "%" + quote_name(relabel[plain])
        out.append(f"[ {value}, {label} ]")
    return f"{head}{', '.join(out)}{tail}{comment}"


def _add_incoming(line: str, inside: set[str], renamed) -> str:
    code = strip_comment(line)
    comment = line[len(code):]
    head, pairs, tail = _phi_items(code)
    out = list(pairs)
    for item in pairs:
        value, label = _pair(item)
        plain = label[1:].strip('"')
        if plain in inside:
            out.append(f"[ {renamed(value)}, {renamed(label)} ]")
    return f"{head}{', '.join(out)}{tail}{comment}"
