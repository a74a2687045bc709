"""canon-trace: trace encoding, run directories, fingerprints and replay comparison (not built yet)."""

from canon_trace._version import __version__

__all__ = ["__version__"]
