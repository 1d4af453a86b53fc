"""Run-time meaning of Soufflé operators and functors, shared by compiled rules and explain.

Numbers are Python ints (Soufflé's are 32-bit by default; we do not wrap around).
Integer `/` and `%` truncate toward zero as in C, which is what Soufflé does.
"""

from __future__ import annotations

from collections.abc import Mapping

from csarules.engine.ast import Aggregate, BinOp, Const, Functor, Term, UnOp, Var, Wildcard


class EvalError(ValueError):
    """An expression that has no value (division by zero, bad to_number, ...)."""


def op_div(a, b):
    if b == 0:
        raise EvalError("division by zero")
    if isinstance(a, float) or isinstance(b, float):
        return a / b
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def op_mod(a, b):
    if b == 0:
        raise EvalError("modulo by zero")
    if isinstance(a, float) or isinstance(b, float):
        raise EvalError("% needs integers")
    return a - b * op_div(a, b)


def op_pow(a, b):
    if isinstance(b, int) and b < 0:
        return 0 if abs(a) != 1 else a**b
    return a**b


def op_shr(a, b):
    return a >> b


def op_shru(a, b):
    return (a & 0xFFFFFFFF) >> b


def fn_cat(*parts):
    for part in parts:
        if not isinstance(part, str):
            raise EvalError(f"cat of a non-symbol {part!r}")
    return "".join(parts)


def fn_to_number(text):
    try:
        return int(str(text).strip())
    except ValueError as exc:
        raise EvalError(f"to_number of {text!r}") from exc


def fn_to_string(value):
    return value if isinstance(value, str) else str(value)


def fn_substr(text, start, length):
    if start < 0 or start > len(text) or length < 0:
        raise EvalError(f"substr({text!r}, {start}, {length}) out of range")
    return text[start : start + length]


def fn_ord(text):
    if not text:
        raise EvalError("ord of an empty symbol")
    return ord(text[0])


# Names the generated code refers to.
RUNTIME = {
    "op_div": op_div, "op_mod": op_mod, "op_pow": op_pow, "op_shr": op_shr,
    "op_shru": op_shru, "fn_cat": fn_cat, "fn_to_number": fn_to_number,
    "fn_to_string": fn_to_string, "fn_substr": fn_substr, "fn_ord": fn_ord,
}

# Binary operator -> Python expression template.
BINARY = {
    "+": "({0} + {1})", "-": "({0} - {1})", "*": "({0} * {1})", "/": "op_div({0}, {1})",
    "%": "op_mod({0}, {1})", "^": "op_pow({0}, {1})", "band": "({0} & {1})",
    "bor": "({0} | {1})", "bxor": "({0} ^ {1})", "bshl": "({0} << {1})",
    "bshr": "op_shr({0}, {1})", "bshru": "op_shru({0}, {1})",
    "land": "(1 if ({0}) and ({1}) else 0)", "lor": "(1 if ({0}) or ({1}) else 0)",
}
UNARY = {"-": "(-{0})", "bnot": "(~{0})", "lnot": "(0 if {0} else 1)"}
FUNCTOR = {
    "max": "max({args})", "min": "min({args})", "cat": "fn_cat({args})", "strlen": "len({args})",
    "to_string": "fn_to_string({args})", "to_number": "fn_to_number({args})",
    "substr": "fn_substr({args})", "ord": "fn_ord({args})", "abs": "abs({args})",
    "to_unsigned": "int({args})", "to_float": "float({args})",
}
COMPARE = {"=": "==", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


def python_expr(term: Term, name_of) -> str:
    """Python source for a term; `name_of(term)` names variables and aggregates."""
    if isinstance(term, Const):
        return repr(term.value)
    if isinstance(term, Var | Aggregate):
        return name_of(term)
    if isinstance(term, BinOp):
        return BINARY[term.op].format(python_expr(term.left, name_of),
                                      python_expr(term.right, name_of))
    if isinstance(term, UnOp):
        return UNARY[term.op].format(python_expr(term.operand, name_of))
    if isinstance(term, Functor):
        args = ", ".join(python_expr(a, name_of) for a in term.args)
        return FUNCTOR[term.name].format(args=args)
    raise EvalError("'_' has no value")


def evaluate(term: Term, env: Mapping[str, object], aggregate=None):
    """Interpret a term under `env`; `aggregate(agg, env)` computes aggregates."""
    if isinstance(term, Const):
        return term.value
    if isinstance(term, Var):
        return env[term.name]
    if isinstance(term, Wildcard):
        raise EvalError("'_' has no value")
    if isinstance(term, Aggregate):
        if aggregate is None:
            raise EvalError("aggregate is not constant")
        return aggregate(term, env)
    scope = dict(RUNTIME)
    scope["_x"] = env
    names: dict[int, str] = {}

    def name_of(t: Term) -> str:
        if isinstance(t, Var):
            return f"_x[{t.name!r}]"
        if id(t) not in names:
            if aggregate is None:
                raise EvalError("aggregate is not constant")
            names[id(t)] = f"_g{len(names)}"
            scope[names[id(t)]] = aggregate(t, env)
        return names[id(t)]

    source = python_expr(term, name_of)
    if isinstance(term, BinOp | UnOp | Functor):
        return eval(source, scope)  # noqa: S307 - source built from our own AST
    raise EvalError(f"cannot evaluate {term!r}")


def evaluate_constant(term: Term):
    try:
        return evaluate(term, {})
    except KeyError as exc:
        raise EvalError(f"variable {exc.args[0]} in a fact") from exc
    except (TypeError, ArithmeticError) as exc:
        raise EvalError(str(exc)) from exc
