"""A parsed module's blocks, instructions, operands and types as addresses, read through
libllvmlite's own functions called directly. llvmlite's objects cost, for every value
walked, a lock, a wrapper object and its disposal: most of reading a module, against a
tenth of that for the same calls made here. An address names one value or type for as
long as the llvmlite module it came from lives; `value_ref` and `type_ref` give
llvmlite's object for what the reader asks LLVM about (once per constant or type).

Calls from one thread only: llvmlite's lock, which these calls skip, guards threads."""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import llvmlite.binding as llvm
from llvmlite.binding import ffi

# (a second handle on the library llvmlite loaded: its functions' argument and result
# types are set here without touching llvmlite's)
_LIB = ctypes.CDLL(ffi.lib._name)
_ADDRESS = ctypes.c_void_p


def _function(name: str, result: type | None = _ADDRESS) -> Callable[..., int | None]:
    fn = getattr(_LIB, name)
    fn.argtypes = [_ADDRESS]
    fn.restype = result
    return fn


def _walker(start: str, step: str, dispose: str) -> Callable[[int], list[int]]:
    """What llvmlite's iterator `start` walks, as addresses (`step` returns NULL at the
    end; the iterator is disposed of)."""
    begin, advance, end = _function(start), _function(step), _function(dispose, None)

    def walk(address: int) -> list[int]:
        it = begin(address)
        found = []
        try:
            while (item := advance(it)) is not None:
                found.append(item)
        finally:
            end(it)
        return found

    return walk


blocks = _walker("LLVMPY_FunctionBlocksIter", "LLVMPY_BlocksIterNext",
                 "LLVMPY_DisposeBlocksIter")
instructions = _walker("LLVMPY_BlockInstructionsIter", "LLVMPY_InstructionsIterNext",
                       "LLVMPY_DisposeInstructionsIter")
operands = _walker("LLVMPY_InstructionOperandsIter", "LLVMPY_OperandsIterNext",
                   "LLVMPY_DisposeOperandsIter")
incoming_blocks = _walker("LLVMPY_PhiIncomingBlocksIter", "LLVMPY_IncomingBlocksIterNext",
                          "LLVMPY_DisposeIncomingBlocksIter")
_type_of = _function("LLVMPY_TypeOf")


def type_of(value: int) -> int:
    return _type_of(value) or 0


def address(ref: llvm.ValueRef | llvm.TypeRef) -> int:
    """The address llvmlite's object holds, read from the object's own bytes
    (`ctypes.cast` would make a reference cycle per call, garbage a paused collector
    never frees)."""
    return _ADDRESS.from_buffer(ref._ptr).value or 0


def value_ref(value: int, kind: str = "operand") -> llvm.ValueRef:
    return llvm.ValueRef(ffi.LLVMValueRef.from_buffer(_ADDRESS(value)), kind, {})


def type_ref(typ: int) -> llvm.TypeRef:
    return llvm.TypeRef(ffi.LLVMTypeRef.from_buffer(_ADDRESS(typ)))
