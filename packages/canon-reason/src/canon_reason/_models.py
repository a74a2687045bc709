"""Which model plays the pipeline's roles: the embedded reasoner unless the caller binds another.

The embedded reasoner is one driver among peers. Orchestration never imports ``canon_reason.embedded``; it
loads the package by name here, only when a run names no model, so a run with any other driver never
imports the heuristics at all.
"""

from __future__ import annotations

import importlib

from canon_kernel import ModelDriverBinding

__all__ = ["EMBEDDED_MODULE", "default_binding"]

#: The package holding the default model's binding (``embedded_binding``).
EMBEDDED_MODULE = "canon_reason.embedded"


def default_binding() -> ModelDriverBinding:
    """A fresh binding of the embedded reasoner, the model of a run that names none."""
    embedded = importlib.import_module(EMBEDDED_MODULE)
    binding: ModelDriverBinding = embedded.embedded_binding()
    return binding
