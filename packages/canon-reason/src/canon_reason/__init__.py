"""canon-reason: problem specs, plan DAGs, executors and the assembled pipeline (not built yet)."""

from canon_reason._version import __version__

__all__ = ["__version__"]
