"""mkdocs hooks: pages made from the sources they document, so the site cannot drift from them.

- ``tour.md`` is the repository's README, ``packages/<dist>.md`` each package's README (made at build time).
- ``cli.md`` is the ``--help`` of ``canon``, of each of its commands, and of ``canon-verify`` (build time).
- ``docs/spec-format.md`` renders ``schemas/ProblemSpec.schema.json``: every field, its type, default and
  meaning. It is kept in the repository, so that it reads on its own: ``python tools/mkdocs_hooks.py``
  rewrites it, ``python tools/mkdocs_hooks.py --check`` reports drift (``nox -s docs`` and a test run it).

Links between these files are written for the repository (``../../docs/trace-format.md``); they are rewritten
to the site's pages, and links to files the site does not hold go to the repository.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mkdocs.structure.files import Files

ROOT = Path(__file__).resolve().parents[1]
#: The repository's address, as the packages' metadata states it (``[project.urls] Repository``).
REPOSITORY = tomllib.loads((ROOT / "packages" / "canon-contracts" / "pyproject.toml").read_text("utf-8"))[
    "project"
]["urls"]["Repository"]
#: Where links to repository files the site does not publish point.
REPOSITORY_BLOB = f"{REPOSITORY}/blob/main/"
PACKAGES = ("canon-contracts", "canon-trace", "canon-verify", "canon-kernel", "canon-reason", "canon")
#: Site page -> the repository file it is made from (pages made from no one file map to None).
GENERATED: dict[str, str | None] = {
    "tour.md": "README.md",
    **{f"packages/{dist}.md": f"packages/{dist}/README.md" for dist in PACKAGES},
    "cli.md": None,
}
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^```.*?^```", re.S | re.M)


# ------------------------------------------------------------------------------------------- spec format


def _type_of(schema: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in schema:
        return f"object ({schema['$ref'].rsplit('/', 1)[-1]})"
    if "const" in schema:
        return f"`{json.dumps(schema['const'])}`"
    if "enum" in schema:
        return "one of " + ", ".join(f"`{json.dumps(value)}`" for value in schema["enum"])
    if "anyOf" in schema:
        return " or ".join(_type_of(option, defs) for option in schema["anyOf"])
    kind = str(schema.get("type", "any"))
    bounds = [
        f"≥ {schema['minimum']}" if "minimum" in schema else "",
        f"≤ {schema['maximum']}" if "maximum" in schema else "",
    ]
    if "minLength" in schema:
        bounds.append(f"at least {schema['minLength']} character(s)")
    return kind + (" (" + ", ".join(b for b in bounds if b) + ")" if any(bounds) else "")


def _default_of(name: str, schema: dict[str, Any], required: list[str]) -> str:
    if name in required:
        return "required"
    if "default" in schema:
        return f"`{json.dumps(schema['default'])}`"
    return "its fields' defaults" if "$ref" in schema else "optional"


def _table(schema: dict[str, Any], defs: dict[str, Any]) -> list[str]:
    required = list(schema.get("required", []))
    rows = ["| field | type | default | meaning |", "|---|---|---|---|"]
    for name, field in sorted(schema.get("properties", {}).items()):
        meaning = " ".join(str(field.get("description", "")).split()).replace("|", "\\|")
        rows.append(
            f"| `{name}` | {_type_of(field, defs)} | {_default_of(name, field, required)} | {meaning} |"
        )
    return rows


SPEC_FORMAT_PAGE = ROOT / "docs" / "spec-format.md"


def spec_format_page(schema_path: Path = ROOT / "schemas" / "ProblemSpec.schema.json") -> str:
    """The spec-format page: every field of ``ProblemSpec`` and of the objects it holds, from the schema."""
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    defs = schema.get("$defs", {})
    example = (ROOT / "examples" / "quickstart" / "spec.json").read_text(encoding="utf-8").strip()
    lines = [
        "# The spec format",
        "",
        "A problem spec is the JSON file `canon run` takes: the question, the corpus it may use and the",
        "bounds of the run. Unknown fields are refused, and every error names the field. This page is",
        "made from `schemas/ProblemSpec.schema.json` by `tools/mkdocs_hooks.py`; canon-contracts exports",
        "that schema from the `ProblemSpec` model, and `canon schema ProblemSpec` prints it.",
        "",
        "A spec and its corpus are untrusted input, refused at once (`canon run` exits 65, nothing is",
        "written) when over a limit: a spec file of more than 1 MiB (`canon_reason.MAX_SPEC_BYTES`), a",
        "question of more than 2,000 characters (`canon_contracts.MAX_QUESTION_CHARS`), JSON nested deeper",
        "than 128 levels, holding a key twice or more than 2,000,000 `[` and `{` characters",
        "(`canon_trace.MAX_CONTAINERS`), TOML with a dotted key or table name of more than 64 parts",
        "(`canon_reason.MAX_TOML_NAME_PARTS`), a document of more than 4 MiB",
        "(`canon_reason.MAX_DOCUMENT_BYTES`), a corpus of more than 64 MiB",
        "(`canon_reason.MAX_CORPUS_BYTES`).",
        "Only regular files are read (a FIFO or device is refused, never waited on), and a corpus reached",
        "through a symlink must stay inside the spec's folder.",
        "",
        "```json",
        example,
        "```",
        "",
        "## ProblemSpec",
        "",
        " ".join(str(schema.get("description", "")).split()),
        "",
        *_table(schema, defs),
    ]
    for name, definition in sorted(defs.items()):
        lines += [
            "",
            f"## {name}",
            "",
            " ".join(str(definition.get("description", "")).split()),
            "",
            *_table(definition, defs),
        ]
    lines += [
        "",
        "## The model section",
        "",
        "Beside these fields a spec file may carry a `model` section, which canon-reason reads before the",
        "rest validates as a `ProblemSpec`: the model every role uses (`embedded`, the default, or",
        "`provider:model`), how to reach it, and per-role overrides. The canon-reason README describes it.",
    ]
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------------------- CLI reference


def _help(*command: str) -> str:
    # The commands installed beside the interpreter that builds the site, else the first on PATH.
    beside = Path(sys.executable).parent / command[0]
    executable = str(beside) if beside.exists() else shutil.which(command[0])
    if executable is None:
        raise RuntimeError(f"the CLI reference needs the {command[0]!r} command installed")
    env = {**os.environ, "COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb"}
    done = subprocess.run(
        [executable, *command[1:], "--help"], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout.rstrip()


def cli_page() -> str:
    """The CLI reference: the ``--help`` of ``canon``, of each of its commands, and of ``canon-verify``."""
    top = _help("canon")
    listed = top.split("Commands:", 1)[1] if "Commands:" in top else ""
    commands = re.findall(r"^  ([a-z][a-z-]*)\s", listed.split("\n\n", 1)[0], re.M)
    lines = [
        "# Command-line reference",
        "",
        "The `--help` of every command, as the installed commands print it: this page is made from them.",
        "",
        "## canon",
        "",
        "```text",
        top,
        "```",
    ]
    for command in commands:
        lines += ["", f"## canon {command}", "", "```text", _help("canon", command), "```"]
    lines += ["", "## canon-verify", "", "```text", _help("canon-verify"), "```"]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------------ links


def _site_page_of(repository_path: str) -> str | None:
    if repository_path.startswith("docs/"):
        return repository_path.removeprefix("docs/")
    for page, source in GENERATED.items():
        if source == repository_path:
            return page
    return None


def rewrite_links(markdown: str, source: str, page: str) -> str:
    """Links in ``markdown`` (the text of repository file ``source``) made to work from site page ``page``."""

    def rewrite(match: re.Match[str]) -> str:
        target = match.group(1)
        if "://" in target or target.startswith(("#", "mailto:")):
            return match.group(0)
        path, _, anchor = target.partition("#")
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(source), path))
        site = _site_page_of(resolved)
        if site is None:
            new = REPOSITORY_BLOB + resolved
        else:
            new = posixpath.relpath(site, posixpath.dirname(page) or ".")
        return f"]({new}{'#' + anchor if anchor else ''})"

    # Code blocks are left as they are: only prose holds links.
    pieces, last = [], 0
    for fence in _FENCE.finditer(markdown):
        pieces += [_LINK.sub(rewrite, markdown[last : fence.start()]), fence.group(0)]
        last = fence.end()
    pieces.append(_LINK.sub(rewrite, markdown[last:]))
    return "".join(pieces)


# ------------------------------------------------------------------------------------------------ hooks


def on_files(files: Files, config: Any) -> Files:
    """Add the generated pages to the site."""
    from mkdocs.structure.files import File

    for page, source in GENERATED.items():
        content = cli_page() if source is None else (ROOT / source).read_text(encoding="utf-8")
        files.append(File.generated(config, page, content=content))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    """Rewrite the repository links of every page to the site's pages."""
    uri = page.file.src_uri
    source = GENERATED.get(uri) or f"docs/{uri}"
    return rewrite_links(markdown, source, uri)


def main(argv: list[str]) -> int:
    """Write ``docs/spec-format.md``, or with ``--check`` report whether it differs from the schema's."""
    expected = spec_format_page()
    if "--check" in argv:
        current = SPEC_FORMAT_PAGE.read_text(encoding="utf-8") if SPEC_FORMAT_PAGE.exists() else ""
        if current != expected:
            print(
                f"{SPEC_FORMAT_PAGE.relative_to(ROOT)} is stale: run python tools/mkdocs_hooks.py",
                file=sys.stderr,
            )
            return 1
        return 0
    SPEC_FORMAT_PAGE.write_text(expected, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
