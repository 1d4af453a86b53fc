"""Local names: as LLVM writes them, and fresh ones for values and blocks the tool adds
to a function."""

import re


def quote_name(name: str) -> str:
    """A local name as LLVM writes it after '%': quoted unless it is a plain identifier."""
    if re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+", name):
        return name
    return '"' + name + '"'


def fresh_name(base: str, taken: set[str], sep: str = ".") -> str:
    """`base`, or `base<sep>N` for the smallest N making it new; added to `taken`."""
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}{sep}{n}"
    taken.add(name)
    return name
