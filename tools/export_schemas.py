"""Export the JSON Schema of every public canon-contracts model into ``schemas/``.

Every name in ``canon_contracts.__all__`` that is a pydantic model becomes ``<Name>.schema.json``, written as
indented JSON with sorted keys so that the files are stable and diff well. ``*.schema.json`` files that no
model produces any more are removed. With ``--check`` nothing is written: the command exits 1 and names every
file that has drifted, is missing or is stale, which is how CI keeps the committed schemas honest.

Usage: ``python tools/export_schemas.py [--check] [--out DIR]`` (normally through ``nox -s schemas``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

import canon_contracts

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "schemas"
SUFFIX = ".schema.json"


def public_models() -> dict[str, type[BaseModel]]:
    """Return the pydantic models that ``canon_contracts`` exports, keyed by their public name.

    Field-less base classes (``ContractModel``, ``OutputModel``) describe no data and are skipped.
    """
    exported: Sequence[str] = getattr(canon_contracts, "__all__", ())
    models: dict[str, type[BaseModel]] = {}
    for name in exported:
        candidate = getattr(canon_contracts, name)
        if isinstance(candidate, type) and issubclass(candidate, BaseModel) and candidate.model_fields:
            models[name] = candidate
    return models


def render(model: type[BaseModel]) -> str:
    """Return the exact file text of one model's schema."""
    return json.dumps(model.model_json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def expected_files() -> dict[str, str]:
    """Map each schema file name to the text it must contain."""
    return {f"{name}{SUFFIX}": render(model) for name, model in sorted(public_models().items())}


def compare(out: Path, expected: dict[str, str]) -> list[str]:
    """Describe every difference between ``out`` and ``expected``, one line per file; empty when in sync."""
    present = {path.name for path in out.glob(f"*{SUFFIX}")} if out.is_dir() else set()
    problems: list[str] = []
    for name, text in expected.items():
        path = out / name
        if name not in present:
            problems.append(f"missing: {path}")
        elif path.read_text(encoding="utf-8") != text:
            problems.append(f"drifted: {path}")
    problems.extend(f"stale: {out / name}" for name in sorted(present - expected.keys()))
    return problems


def write(out: Path, expected: dict[str, str]) -> None:
    """Make ``out`` hold exactly the expected schema files (other files, such as a README, are left alone)."""
    out.mkdir(parents=True, exist_ok=True)
    for name, text in expected.items():
        (out / name).write_text(text, encoding="utf-8", newline="\n")
    for path in out.glob(f"*{SUFFIX}"):
        if path.name not in expected:
            path.unlink()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the exporter; return the process exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if any file is out of date"
    )
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    out: Path = args.out
    expected = expected_files()

    if args.check:
        problems = compare(out, expected)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print(
                f"{len(problems)} schema file(s) out of date; run `nox -s schemas` to regenerate.",
                file=sys.stderr,
            )
            return 1
        print(f"schemas up to date: {len(expected)} file(s) in {out}")
        return 0

    write(out, expected)
    print(f"wrote {len(expected)} schema file(s) to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
