"""canon-verify: independent verification of canon traces and run directories (not built yet)."""

from canon_verify._version import __version__

__all__ = ["__version__"]
