"""Address residues: an address is base + residue + modulus * k for some integer k.

Terms whose values change during a run of the function (anything computed inside a loop,
iteration counters) are only known to be integers; their coefficients' gcd is the modulus.
What stays (arguments, globals, values computed outside every loop, each evaluated at most
once per call) is the base. `nodes[p].value` and `nodes[q].next` of an array of two-int
structs are then 0 and 4 modulo 8: never the same bytes, whatever p and q are (the GCD test
of dependence analysis, here also field sensitivity for unknown indices).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

from csarules.analysis.affine import AffineAnalysis, Poly, format_poly


@dataclass(frozen=True)
class Residue:
    base: str
    modulus: int
    residue: int


def residue(address: Poly, affine: AffineAnalysis) -> Residue | None:
    fixed: Poly = {}
    modulus = 0
    for mono, coef in address.items():
        if all(_fixed_per_call(name, affine) for name in mono):
            fixed[mono] = coef
        else:
            modulus = gcd(modulus, coef)
    if modulus < 2:
        return None
    const = fixed.pop((), 0)
    return Residue(format_poly(fixed) or "0", modulus, const % modulus)


def fixed_address(address: Poly, affine: AffineAnalysis) -> tuple[str, int] | None:
    """(base, offset) when no term of address changes during a call: every execution
    of the access in one call touches base + offset (e.g. `a[LEN/2]` of a global array),
    which is then offset modulo any modulus another access's residue uses."""
    if not all(_fixed_per_call(name, affine) for mono in address for name in mono):
        return None
    rest = {mono: coef for mono, coef in address.items() if mono}
    return format_poly(rest) or "0", address.get((), 0)


def _fixed_per_call(name: str, affine: AffineAnalysis) -> bool:
    if name.startswith("iv@"):
        return False
    inst = affine.leaf_instruction(name)
    if inst is None:
        return True  # an argument or a global
    return not affine.loops.loops_of(inst.block)
