"""Distribution version of canon-reason."""

__version__ = "0.1.0"
