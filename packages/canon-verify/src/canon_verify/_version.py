"""Distribution version of canon-verify."""

__version__ = "0.1.0"
