# lit configuration for csarules: `lit tests/lit` (or `python -m lit tests/lit`).
# RUN lines call `csarules` and `FileCheck`; both resolve to this checkout's Python:
# csarules runs as `python -m csarules` from the repository, FileCheck is the PyPI
# `filecheck` clone.
import hashlib
import os
import shutil
import sys
import tempfile

import lit.formats

config.name = "csarules"  # noqa: F821 (lit provides `config`)
config.test_format = lit.formats.ShTest(execute_external=False)  # noqa: F821
config.suffixes = [".ll"]  # noqa: F821
config.excludes = ["Inputs", "Output", "README.md"]  # noqa: F821
config.test_source_root = os.path.dirname(os.path.abspath(__file__))  # noqa: F821
# lit's Output/ trees (the tests' %t files) go outside the checkout: inside it, `csarules
# order tests/lit -d OUT` would order them too. One directory per checkout.
config.test_exec_root = os.path.join(  # noqa: F821
    tempfile.gettempdir(),
    "csarules-lit-" + hashlib.sha256(config.test_source_root.encode()).hexdigest()[:12],  # noqa: F821
)

repo_root = os.path.dirname(os.path.dirname(config.test_source_root))  # noqa: F821
python_path = os.environ.get("PYTHONPATH", "")
config.environment["PYTHONPATH"] = (  # noqa: F821
    repo_root + (os.pathsep + python_path if python_path else "")
)
for var in ("HOME", "PATH", "LANG", "LC_ALL", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]  # noqa: F821

filecheck = shutil.which("filecheck") or shutil.which("FileCheck")
if filecheck is None:
    lit_config.fatal("no `filecheck` on PATH: pip install filecheck")  # noqa: F821


# A command word, not part of a path or of a longer name.
def word(name):
    return r"(?<![\w./%-])" + name + r"(?![\w./-])"


config.substitutions.insert(0, (word("csarules"), f'"{sys.executable}" -m csarules'))  # noqa: F821
config.substitutions.insert(0, (word("FileCheck"), f'"{filecheck}"'))  # noqa: F821
config.substitutions.insert(0, (word("filecheck"), f'"{filecheck}"'))  # noqa: F821
# csarules keeps every comment of its input, so the test's own RUN/CHECK lines come back in
# the output; `%strip-checks` drops them before FileCheck reads it (else CHECK-NOT: x
# would match its own line).
config.substitutions.insert(  # noqa: F821
    0, ("%strip-checks", 'grep -v -E "^;[[:space:]]*(RUN|CHECK)"')
)
