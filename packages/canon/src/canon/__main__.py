"""``python -m canon``: the ``canon`` command."""

import sys

from canon._cli import main

sys.exit(main())
