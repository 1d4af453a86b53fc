"""Token sets that several ops wait for, merged once by an all0 that all of them read.

In a large loop an op often waits for the header's phis of dozens or hundreds of source
ops (a load of an interpreter's dispatch loop may read what any case stored in an earlier
iteration), and the ops of the loop wait for much the same phis: `luaV_execute` at -O2
had 760 all0s reading 129,480 tokens, 103,082 of them phis of one block. An all0 of
all0s waits for exactly the tokens its inputs wait for, so merging a set once and
reading the merged token changes no ordering (and, as an all0 costs no time in the
simulator, no cycle count); it changes how much IR, and how many all0 inputs the
hardware has to build, the ordering costs.

The phis of one block D that several ops read are factored in two steps:
- atoms: phis read by exactly the same ops are merged by one all0 (`%csa.s...`);
- groups: ops that then read the same atoms and phis share one all0 of those.
Each shared all0 is written at the top of the block nearest to its readers that
dominates them all (after that block's phis): D dominates every op reading one of its
phis, so that block is D or one D dominates, and the merged token is defined wherever it
is read. (An all0 at the loop header runs in every iteration; one in a case's block runs
only when the case does.) A set is shared only where that saves at least `MIN_SAVED`
all0 inputs, so that small functions keep one all0 per op, which reads more easily.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from csarules.ir.model import EH_PADS, Block
from csarules.order.tokens import PhiToken, Token

# all0 inputs a shared set must save (k tokens read by u ops: k*u inputs become k + u)
MIN_SAVED = 16


@dataclass(eq=False)
class SharedToken:
    """An all0 at the top of `block`, after its phis, merging `parts`."""

    block: Block
    parts: list[Token | SharedToken]
    seq: int  # creation order within the function: a deterministic name and place

    def __repr__(self) -> str:
        return f"<shared#{self.seq} in %{self.block.label}>"


Input = Token | SharedToken


def share_token_sets(inputs: dict[int, list[Input]], order_key: Callable[[Input], tuple],
                     eligible: Callable[[Block], bool],
                     place: Callable[[Block, list[int]], Block],
                     ) -> tuple[dict[int, list[Input]], list[SharedToken]]:
    """Each op's inputs with shared sets in place of the tokens they merge, and the shared
    sets (atoms of a block before its groups, blocks in function order). Only phis of
    blocks `eligible` says may take all0s at their top are shared; `place(D, lines)` is
    the block, D or one D dominates, where a set of D's phis read by the ops at `lines`
    is merged."""
    by_block: dict[int, dict[int, list[PhiToken]]] = defaultdict(dict)
    blocks: dict[int, Block] = {}
    for line, values in inputs.items():
        phis_by_block: dict[int, list[PhiToken]] = defaultdict(list)
        for value in values:
            if isinstance(value, PhiToken) and eligible(value.block):
                phis_by_block[value.block.id].append(value)
                blocks[value.block.id] = value.block
        for block_id, phis in phis_by_block.items():
            if len(phis) > 1:
                by_block[block_id][line] = phis
    shared: list[SharedToken] = []
    replaced: dict[int, dict[int, list[Input]]] = defaultdict(dict)  # line -> block -> new
    for block_id in sorted(by_block, key=lambda b: blocks[b].index):
        readers = by_block[block_id]
        if len(readers) < 2:
            continue
        for line, parts in _factor(blocks[block_id], readers, order_key, place,
                                   shared).items():
            replaced[line][block_id] = parts
    if not shared:
        return inputs, []
    out: dict[int, list[Input]] = {}
    for line, values in inputs.items():
        new = replaced.get(line)
        if not new:
            out[line] = values
            continue
        kept: list[Input] = [v for v in values
                             if not (isinstance(v, PhiToken) and v.block.id in new)]
        for parts in new.values():
            kept.extend(parts)
        out[line] = sorted(kept, key=order_key)
    return out, shared


def _factor(block: Block, readers: dict[int, list[PhiToken]],
            order_key: Callable[[Input], tuple], place: Callable[[Block, list[int]], Block],
            shared: list[SharedToken]) -> dict[int, list[Input]]:
    """The inputs from `block` of each reader (op line -> its phis of the block) once
    atoms and groups are shared; `shared` gets the new all0s."""
    lines = sorted(readers)
    read_by: dict[int, set[int]] = defaultdict(set)  # phi -> lines reading it
    phi_of: dict[int, PhiToken] = {}
    for line in lines:
        for phi in readers[line]:
            read_by[id(phi)].add(line)
            phi_of[id(phi)] = phi
    # atoms: the phis read by one set of ops (an atom is a key into `atoms` here)
    by_readers: dict[frozenset[int], list[PhiToken]] = defaultdict(list)
    for key, users in read_by.items():
        by_readers[frozenset(users)].append(phi_of[key])
    atoms: list[tuple[list[PhiToken], list[int]]] = sorted(
        ((sorted(phis, key=order_key), sorted(users)) for users, phis in by_readers.items()
         if _saves(len(phis), len(users))), key=lambda atom: order_key(atom[0][0]))
    atom_at = {id(phi): index for index, (phis, _) in enumerate(atoms) for phi in phis}
    # each reader's set, atoms in place of their phis: (index,) for an atom, else the phi
    sets: dict[int, tuple] = {}
    for line in lines:
        members = {(atom_at[id(phi)],) if id(phi) in atom_at else phi for phi in readers[line]}
        sets[line] = tuple(sorted(members, key=lambda m: _member_key(m, atoms, order_key)))
    # groups: readers of the very same set
    by_set: dict[tuple, list[int]] = defaultdict(list)
    for line in lines:
        by_set[tuple(m if isinstance(m, tuple) else id(m) for m in sets[line])].append(line)
    groups = [users for users in sorted(by_set.values())
              if len(sets[users[0]]) > 1 and _saves(len(sets[users[0]]), len(users))]
    # an atom is kept if it still saves for the readers it has once groups read it (one
    # group reading it: it saves nothing); else its readers read its phis
    atom_readers: dict[int, int] = defaultdict(int)
    grouped = {line for users in groups for line in users}
    for users in groups:
        for member in sets[users[0]]:
            if isinstance(member, tuple):
                atom_readers[member[0]] += 1
    for line in lines:
        if line not in grouped:
            for member in sets[line]:
                if isinstance(member, tuple):
                    atom_readers[member[0]] += 1
    made: dict[int, SharedToken] = {}
    for index, (phis, users) in enumerate(atoms):
        if _saves(len(phis), atom_readers[index]):
            made[index] = SharedToken(place(block, users), list(phis), len(shared))
            shared.append(made[index])

    def values(members: tuple) -> list[Input]:
        out: list[Input] = []
        for member in members:
            if not isinstance(member, tuple):
                out.append(member)
            elif member[0] in made:
                out.append(made[member[0]])
            else:
                out += atoms[member[0]][0]
        return sorted(out, key=order_key)

    result = {line: values(sets[line]) for line in lines}
    for users in groups:
        group = SharedToken(place(block, users), result[users[0]], len(shared))
        shared.append(group)
        for line in users:
            result[line] = [group]
    return result


def _member_key(member, atoms: list, order_key: Callable[[Input], tuple]) -> tuple:
    return order_key(atoms[member[0]][0][0]) if isinstance(member, tuple) else order_key(member)


def _saves(tokens: int, readers: int) -> bool:
    return readers > 1 and tokens > 1 and tokens * readers - (tokens + readers) >= MIN_SAVED


def takes_all0_at_top(block: Block) -> bool:
    """Whether an all0 may follow the block's phis (not where a pad must come first)."""
    first = next((i for i in block.instructions if i.opcode != "phi"), None)
    return first is not None and first.opcode not in EH_PADS
