"""Distribution version of canon-kernel."""

__version__ = "0.1.0"
