"""Distribution version of canon."""

__version__ = "0.1.0"
