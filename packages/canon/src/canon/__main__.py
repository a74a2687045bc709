"""``python -m canon``: the ``canon`` command.

The guard matters: worker processes started with the ``spawn`` method (``canon eval --workers N``) import the
main module again, and must not run the command a second time.
"""

import sys

from canon._cli import main

if __name__ == "__main__":
    sys.exit(main())
