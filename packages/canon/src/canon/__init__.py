"""canon: the command line and a facade over the public API of every canon package (not built yet)."""

from canon._version import __version__

__all__ = ["__version__"]
