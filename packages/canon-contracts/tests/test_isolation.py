"""canon-contracts stays light: producers depend on it alone."""

from __future__ import annotations

import subprocess
import sys

import canon_contracts


def test_import_pulls_in_nothing_heavy() -> None:
    code = (
        "import sys, canon_contracts\n"
        "heavy = ('msgspec', 'attrs', 'cattrs', 'click', 'rich', 'httpx', 'dask',\n"
        "         'canon_trace', 'canon_verify', 'canon_kernel', 'canon_reason', 'canon')\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_all_is_sorted_and_exact() -> None:
    names = canon_contracts.__all__
    assert list(names) == sorted(names)
    public = {n for n in dir(canon_contracts) if not n.startswith("_") and n not in {"errors"}}
    assert public - {"annotations"} == set(names) - {"__version__"}
