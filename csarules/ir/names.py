"""Fresh names for values and blocks the tool adds to a function."""


def fresh_name(base: str, taken: set[str], sep: str = ".") -> str:
    """`base`, or `base<sep>N` for the smallest N making it new; added to `taken`."""
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}{sep}{n}"
    taken.add(name)
    return name
