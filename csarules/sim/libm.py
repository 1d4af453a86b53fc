"""C math library calls (C11 7.12) computed by the simulator, with their errno writes.

The calls recognised are those `csarules.analysis.calls.libm_function` recognises for
the rules (a declared function with a C math name and prototype), so the simulator and
the rules agree on what a call is: rules/alias.dl lets such a call write errno and
nothing else. Here it does exactly that: it computes its value and, when C says it sets
errno (a domain error: EDOM, a pole or an overflow: ERANGE, as glibc does), writes errno,
an `int` object of its own that `__errno_location()` returns. A call that sets nothing
touches no memory, which is what perfect run-time disambiguation (the oracle) sees.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from csarules.sim.memory import Memory
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.timing import Latency
from csarules.sim.values import round_float

EDOM = 33
ERANGE = 34
ERRNO_REGION = "errno"

# name -> (value function, errno rule); the rule says which errno (0: none) a call sets
_Rule = Callable[..., int]


def _none(*_: float) -> int:
    return 0


def _sqrt_rule(x: float) -> int:
    return EDOM if x < 0 else 0


def _log_rule(x: float) -> int:
    return EDOM if x < 0 else ERANGE if x == 0 else 0


def _log1p_rule(x: float) -> int:
    return EDOM if x < -1 else ERANGE if x == -1 else 0


def _trig_rule(x: float) -> int:
    return EDOM if math.isinf(x) else 0


def _arc_rule(x: float) -> int:
    return EDOM if abs(x) > 1 else 0


def _pow_rule(x: float, y: float) -> int:
    if x < 0 and math.isfinite(y) and y != math.floor(y):
        return EDOM
    if x == 0 and y < 0:
        return ERANGE
    return 0


def _fmod_rule(x: float, y: float) -> int:
    return EDOM if y == 0 or math.isinf(x) else 0


def _safe(f: Callable[..., float], nan_on_error: bool = True) -> Callable[..., float]:
    def g(*xs: float) -> float:
        try:
            return f(*xs)
        except ValueError:
            return math.nan
        except OverflowError:
            return math.inf
    return g if nan_on_error else f


def _log(f: Callable[[float], float]) -> Callable[[float], float]:
    return lambda x: -math.inf if x == 0 else math.nan if x < 0 else f(x)


def _pow(x: float, y: float) -> float:
    if x == 0 and y < 0:
        return math.copysign(math.inf, x) if y == math.floor(y) and int(y) % 2 else math.inf
    try:
        return math.pow(x, y)
    except ValueError:
        return math.nan
    except OverflowError:
        neg = x < 0 and y == math.floor(y) and int(y) % 2
        return -math.inf if neg else math.inf


def _round_half_away(x: float) -> float:
    if not math.isfinite(x):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)


_FUNCTIONS: dict[str, tuple[Callable[..., float], _Rule]] = {
    "sqrt": (_safe(math.sqrt), _sqrt_rule),
    "cbrt": (lambda x: math.copysign(abs(x) ** (1 / 3), x) if math.isfinite(x) else x, _none),
    "exp": (_safe(math.exp), _none),
    "exp2": (_safe(lambda x: 2.0 ** x), _none),
    "expm1": (_safe(math.expm1), _none),
    "log": (_log(math.log), _log_rule),
    "log2": (_log(math.log2), _log_rule),
    "log10": (_log(math.log10), _log_rule),
    "log1p": (lambda x: -math.inf if x == -1 else math.nan if x < -1 else math.log1p(x),
              _log1p_rule),
    "pow": (_pow, _pow_rule),
    "sin": (_safe(math.sin), _trig_rule),
    "cos": (_safe(math.cos), _trig_rule),
    "tan": (_safe(math.tan), _trig_rule),
    "asin": (_safe(math.asin), _arc_rule),
    "acos": (_safe(math.acos), _arc_rule),
    "atan": (math.atan, _none),
    "atan2": (math.atan2, _none),
    "sinh": (_safe(math.sinh), _none),
    "cosh": (_safe(math.cosh), _none),
    "tanh": (math.tanh, _none),
    "fabs": (abs, _none),
    "floor": (lambda x: float(math.floor(x)) if math.isfinite(x) else x, _none),
    "ceil": (lambda x: float(math.ceil(x)) if math.isfinite(x) else x, _none),
    "trunc": (lambda x: float(math.trunc(x)) if math.isfinite(x) else x, _none),
    "round": (_round_half_away, _none),
    "rint": (lambda x: float(round(x)) if math.isfinite(x) else x, _none),
    "nearbyint": (lambda x: float(round(x)) if math.isfinite(x) else x, _none),
    "fmod": (_safe(math.fmod), _fmod_rule),
    "hypot": (_safe(math.hypot), _none),
    "fmin": (lambda x, y: y if math.isnan(x) else x if math.isnan(y) else min(x, y), _none),
    "fmax": (lambda x, y: y if math.isnan(x) else x if math.isnan(y) else max(x, y), _none),
    "fdim": (lambda x, y: x - y if x > y else 0.0, _none),
}


def libm_base(name: str) -> str | None:
    """'sqrtf' -> 'sqrt'; None when the simulator does not compute `name`."""
    if name in _FUNCTIONS:
        return name
    if name[-1:] in ("f", "l") and name[:-1] in _FUNCTIONS:
        return name[:-1]
    return None


def errno_address(mem: Memory) -> int:
    """The simulated `int errno` (allocated on first use)."""
    found = mem.start_of(ERRNO_REGION)
    return found if found is not None else mem.allocate(4, 4, ERRNO_REGION)


def build_libm(op: SOp, name: str, args: list[Src], bits: int, mem: Memory,
               latency: Latency) -> SOp:
    """A call of C math function `name` on `bits`-wide floats: value, and errno when set."""
    base = libm_base(name)
    if base is None:
        raise ValueError(f"no simulation of @{name}")
    f, rule = _FUNCTIONS[base]
    gs = [getter(s) for s in args]
    errno = errno_address(mem)
    # a memory operation (it may write errno), pipelined like a load or a store: unlike
    # a call into code, the next instance need not wait for this one to return
    op.kind = K_MEM
    op.sync = False
    op.touches = True
    op.lat = latency.call

    def ev(v: object, memory: Memory) -> tuple[object, tuple[Access, ...]]:
        xs = [g(v) for g in gs]
        value = round_float(f(*xs), bits)
        err = rule(*xs)
        if not err and math.isinf(value) and all(math.isfinite(x) for x in xs):
            err = ERANGE  # overflow (of the float result, for the f forms)
        if not err:
            return value, ()
        memory.write(errno, err.to_bytes(4, "little"))
        return value, ((errno, 4, True),)

    op.ev = ev
    return op


def build_errno_location(op: SOp, mem: Memory) -> SOp:
    """`__errno_location()`: the address of the simulated errno (no memory access)."""
    addr = errno_address(mem)
    op.lat = 1
    op.ev = lambda v: addr
    return op
