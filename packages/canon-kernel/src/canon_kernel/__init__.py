"""canon-kernel: lifecycle state machine and the typed agent execution kernel (not built yet)."""

from canon_kernel._version import __version__

__all__ = ["__version__"]
