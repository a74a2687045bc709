"""Make the integration tests' shared helper (``chat_roles``) importable from every test module here."""

import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)
