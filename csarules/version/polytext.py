"""Polynomials as addr_affine and trip_test write them ('%1 + 4*%13', '-1*%8 + 2'), read
back into the form csarules/analysis/affine.py computes with."""

from __future__ import annotations

from csarules.analysis.affine import Poly, format_poly, poly_add


def parse_poly(text: str) -> Poly:
    poly: Poly = {}
    if text.strip() == "0":
        return poly
    for term in text.split(" + "):
        factors = term.strip().split("*")
        coef = 1
        if factors and _is_int(factors[0]):
            coef = int(factors[0])
            factors = factors[1:]
        poly = poly_add(poly, {tuple(sorted(factors)): coef})
    if format_poly(poly) != text.strip():
        raise ValueError(f"not a polynomial of the fact format: {text!r}")
    return poly


def _is_int(text: str) -> bool:
    return text.lstrip("-").isdigit()
