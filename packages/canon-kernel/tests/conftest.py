"""Make the shared test helpers (``kernel_agents``) importable from every test module of canon-kernel."""

import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)
