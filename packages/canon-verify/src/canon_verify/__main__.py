"""``python -m canon_verify``: the ``canon-verify`` command."""

import sys

from ._cli import main

sys.exit(main())
