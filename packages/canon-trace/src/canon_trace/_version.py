"""Distribution version of canon-trace."""

__version__ = "0.1.0"
