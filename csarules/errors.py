"""User-facing errors: one line naming file:line, exit status 2."""

from __future__ import annotations


class CsaError(Exception):
    """An error in the user's input. Printed as `file:line: error: message`."""

    exit_code = 2

    def __init__(self, path: str, line: int | None, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.line = line
        self.message = message

    def render(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        # Keep the report to one line whatever the underlying message looked like.
        text = " ".join(self.message.split())
        return f"{where}: error: {text}"

    def __reduce__(self) -> tuple:
        # whatever a subclass's __init__ takes: an error met in a worker process reaches
        # the main process whole (pickling an exception calls its class with `args`)
        return (_rebuilt, (type(self), self.args, self.__dict__))


def _rebuilt(cls: type[CsaError], args: tuple, state: dict) -> CsaError:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class InternalError(Exception):
    """A bug in csarules (e.g. it produced IR that LLVM's verifier rejects). Exit status 1."""
