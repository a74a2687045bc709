"""Every Python example in the READMEs and docs runs, so the documentation cannot drift from the code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = sorted(
    [ROOT / "README.md", *ROOT.glob("packages/*/README.md"), *ROOT.glob("docs/**/*.md")],
)
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def python_blocks() -> list[tuple[str, str]]:
    found = []
    for document in DOCUMENTS:
        for number, block in enumerate(BLOCK.findall(document.read_text(encoding="utf-8")), start=1):
            found.append((f"{document.relative_to(ROOT)}#{number}", block))
    return found


BLOCKS = python_blocks()


def test_there_are_examples_to_run() -> None:
    assert BLOCKS, "no python examples found in the documentation"


@pytest.mark.parametrize(("where", "code"), BLOCKS, ids=[where for where, _ in BLOCKS])
def test_example_runs(where: str, code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    exec(compile(code, where, "exec"), {"__name__": "__doc_example__"})


def _docs_tools() -> object:
    import importlib.util

    spec = importlib.util.spec_from_file_location("mkdocs_hooks", ROOT / "tools" / "mkdocs_hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_format_page_is_the_one_the_schema_gives() -> None:
    page = (ROOT / "docs" / "spec-format.md").read_text(encoding="utf-8")
    assert page == _docs_tools().spec_format_page(), "run: python tools/mkdocs_hooks.py"  # type: ignore[attr-defined]


def test_the_spec_format_page_lists_every_field_of_the_schema() -> None:
    import json

    schema = json.loads((ROOT / "schemas" / "ProblemSpec.schema.json").read_text(encoding="utf-8"))
    page = (ROOT / "docs" / "spec-format.md").read_text(encoding="utf-8")
    for model in [schema, *schema.get("$defs", {}).values()]:
        for name in model["properties"]:
            assert f"| `{name}` |" in page, name


def test_links_between_repository_files_become_site_links() -> None:
    tools = _docs_tools()
    text = "[format](../../docs/trace-format.md#records) [spec](../../examples/quickstart/spec.json)"
    assert tools.rewrite_links(text, "packages/canon-trace/README.md", "packages/canon-trace.md") == (  # type: ignore[attr-defined]
        "[format](../trace-format.md#records) "
        f"[spec]({tools.REPOSITORY}/blob/main/examples/quickstart/spec.json)"  # type: ignore[attr-defined]
    )


def test_every_decision_record_is_in_the_site_navigation() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for record in sorted((ROOT / "docs" / "adr").glob("*.md")):
        assert f"adr/{record.name}" in nav, record.name
