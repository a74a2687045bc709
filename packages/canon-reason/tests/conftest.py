"""The rule tests' shared module, ``pipeline_judge``, is importable by name from this folder.

The suite runs in importlib mode (test module names repeat across packages), which puts no test folder on
``sys.path``; this folder's helper module has a name no other package's tests use.
"""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
