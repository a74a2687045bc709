"""``canon report``: the HTML of a run and of an evaluation, parsed and checked for structure and safety."""

from __future__ import annotations

import json
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from canon._cli import main
from canon_contracts import EvalCaseResult, EvalReport, digest

# ``lake_runs`` is the session fixture of conftest.py: an answer with its citation and an abstention.


class Page(HTMLParser):
    """What a test needs of a page: elements with their attributes, ids, scripts and the visible text."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.scripts: list[str] = []
        self.text: list[str] = []
        self._in_script = False
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, {key: value or "" for key, value in attrs}))
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts.append(data)
        else:
            self.text.append(data)

    def ids(self) -> set[str]:
        return {attrs["id"] for _, attrs in self.elements if "id" in attrs}

    def all(self, tag: str, **match: str) -> list[dict[str, str]]:
        return [
            attrs
            for name, attrs in self.elements
            if name == tag and all(attrs.get(key.replace("_", "-")) == value for key, value in match.items())
        ]


def _report(tmp_path: Path, source: Path, name: str = "report.html") -> tuple[str, Page]:
    output = tmp_path / name
    assert main(["report", str(source), "-o", str(output)]) == 0
    html = output.read_text(encoding="utf-8")
    return html, Page(html)


def _self_contained(page: Page, html: str) -> None:
    """No element loads anything: no external script, style sheet, image, frame or remote link."""
    (csp,) = page.all("meta", http_equiv="Content-Security-Policy")
    assert "default-src 'none'" in csp["content"]
    for tag, attrs in page.elements:
        assert tag not in {"link", "iframe", "img", "object", "embed", "base", "form"}, tag
        assert "src" not in attrs, (tag, attrs)
        href = attrs.get("href", "")
        assert not re.match(r"^[a-z][a-z0-9+.-]*:", href), href  # relative or fragment only
    assert len(page.all("script")) == 1 and "fetch(" not in html and "XMLHttpRequest" not in html


def test_a_run_report_holds_every_section_and_escapes_run_content(
    lake_runs: Any, tmp_path: Path, capsys: Any
) -> None:
    html, page = _report(tmp_path, lake_runs.answered)
    _self_contained(page, html)
    assert {
        "summary",
        "answer",
        "integrity",
        "timeline",
        "plan",
        "retrievals",
        "citations",
        "judge",
    } <= page.ids()
    assert {"steps", "verification", "cite-1"} <= page.ids()
    text = "".join(page.text)
    assert lake_runs.answered_question in text and "64 metres" in text
    assert "intact and valid" in text
    # the hostile title is text on the page, never an element
    assert lake_runs.hostile in text and lake_runs.hostile not in html
    assert "&lt;script&gt;" in html
    # every answer marker links to a citation on the page, and the cited span is highlighted
    links = [attrs["href"] for attrs in page.all("a") if attrs.get("href", "").startswith("#cite-")]
    assert links and all(link[1:] in page.ids() for link in links)
    assert "<mark>Its hull is 64 metres long.</mark>" in html
    explained = json.loads(_show_json(lake_runs.answered, capsys))
    # one box per plan node with its status; one bar per phase; one collapsible block per trace entry
    nodes = {attrs["data-node"]: attrs["data-status"] for attrs in page.all("g", **{"class": "dag-node"})}
    assert nodes == {node["node_id"]: node["status"] for node in explained["plan"]}
    phases = [attrs["data-phase"] for attrs in page.all("g", **{"class": "phase"})]
    assert phases == [span["phase"] for span in explained["phases"]]
    steps = page.all("details", **{"class": "step"})
    assert [s["id"] for s in steps] == [f"entry-{step['index']}" for step in explained["steps"]]
    model_calls = sum(len(step["model_calls"]) for step in explained["steps"])
    assert len(page.all("details", **{"class": "model-call"})) == model_calls > 0
    assert len(page.all("table", **{"class": "passages"})) == len(explained["retrievals"])
    assert "work.citation" in text  # the checks are listed by id


def _show_json(run: Path, capsys: Any) -> str:
    capsys.readouterr()
    assert main(["show", str(run), "--json"]) == 0
    return str(capsys.readouterr().out)


def test_the_same_run_gives_the_same_report(lake_runs: Any, tmp_path: Path) -> None:
    first, _ = _report(tmp_path, lake_runs.abstained, "one.html")
    second, _ = _report(tmp_path, lake_runs.abstained, "two.html")
    assert first == second
    assert "Abstained: " in first and "accepts the abstention" in first


def test_a_report_is_never_written_inside_the_run(lake_runs: Any, capsys: Any) -> None:
    assert main(["report", str(lake_runs.answered), "-o", str(lake_runs.answered / "report.html")]) == 64
    assert not (lake_runs.answered / "report.html").exists()
    assert "inside" in capsys.readouterr().err


def test_a_report_is_never_written_into_another_run(lake_runs: Any, capsys: Any) -> None:
    # A file added to a run's directory would fail that run's verification: any run is refused, not only
    # the one reported on.
    target = lake_runs.abstained / "wrong.html"
    assert main(["report", str(lake_runs.answered), "-o", str(target)]) == 64
    assert not target.exists()
    err = capsys.readouterr().err
    assert f"inside the run directory {lake_runs.abstained}" in err and "Traceback" not in err


def test_a_symlink_to_the_run_does_not_smuggle_a_report_into_it(
    lake_runs: Any, tmp_path: Path, capsys: Any
) -> None:
    run = tmp_path / "run"
    shutil.copytree(lake_runs.answered, run)
    (tmp_path / "via").symlink_to(run, target_is_directory=True)
    before = (run / "trace.jsonl").read_bytes()
    assert main(["report", str(run), "-o", str(tmp_path / "via" / "trace.jsonl")]) == 64
    assert (run / "trace.jsonl").read_bytes() == before
    assert "inside" in capsys.readouterr().err


def test_an_eval_reports_folder_of_run_reports_never_lands_in_the_evaluation(
    lake_runs: Any, tmp_path: Path, capsys: Any
) -> None:
    source = _eval_dir(lake_runs, tmp_path)
    shown = source.rename(tmp_path / "eval-runs")
    before = sorted(p.relative_to(shown) for p in shown.rglob("*"))
    assert main(["report", str(shown), "-o", str(tmp_path / "eval.html")]) == 64
    assert sorted(p.relative_to(shown) for p in shown.rglob("*")) == before
    assert "inside" in capsys.readouterr().err


def _eval_dir(lake_runs: Any, tmp_path: Path) -> Path:
    folder = tmp_path / "eval"
    for run in (lake_runs.answered, lake_runs.abstained):
        shutil.copytree(run, folder / "runs" / run.name)
    cases = [
        EvalCaseResult(
            id="abstain <b>",
            kind="unanswerable",
            question=lake_runs.abstained_question,
            expected=None,
            answer="insufficient_evidence",
            verdict="correct",
            scorer="abstention",
            decision="veto",
            run_dir=f"runs/{lake_runs.abstained.name}",
        ),
        EvalCaseResult(
            id="hull-length",
            kind="single",
            question=lake_runs.answered_question,
            expected=("58 metres",),
            answer="64 metres",
            verdict="wrong",
            confident_wrong=True,
            scorer="numeric",
            decision="pass",
            run_dir=f"runs/{lake_runs.answered.name}",
        ),
        EvalCaseResult(
            id="escape",
            question="q",
            expected=("x",),
            verdict="failed",
            scorer="exact",
            run_dir="outside",  # a symbolic link out of the evaluation directory: never followed
        ),
    ]
    (folder / "outside").symlink_to(lake_runs.answered, target_is_directory=True)
    report = EvalReport.build(
        dataset="lake.jsonl", dataset_digest=digest(["lake"]), scorer="auto", cases=cases
    )
    (folder / "eval.json").write_text(report.model_dump_json(), encoding="utf-8")
    return folder


def test_an_eval_report_lists_confident_wrong_answers_first_and_links_each_run(
    lake_runs: Any, tmp_path: Path
) -> None:
    html, page = _report(tmp_path, _eval_dir(lake_runs, tmp_path), "eval.html")
    _self_contained(page, html)
    assert {"summary", "accuracy", "by-kind", "cases"} <= page.ids()
    rows = page.all("tr", **{"class": "case"})
    assert [row["data-verdict"] for row in rows] == ["wrong", "failed", "correct"]
    assert rows[0]["data-confident-wrong"] == "true"
    assert "Accuracy 33.3%" in "".join(page.text)
    links = [attrs["href"] for attrs in page.all("a")]
    assert links == ["eval-runs/0002-hull-length.html", "eval-runs/0001-abstain-b-.html"]  # none outside
    for link in links:
        linked = Page((tmp_path / link).read_text(encoding="utf-8"))
        assert "summary" in linked.ids()
    assert "&lt;b&gt;" in html


def test_a_run_named_by_many_cases_is_reported_once(
    lake_runs: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import canon._report

    source = _eval_dir(lake_runs, tmp_path)
    shared = EvalReport.model_validate_json((source / "eval.json").read_bytes()).cases[1]
    cases = tuple(shared.model_copy(update={"id": f"case-{n}"}) for n in range(50))
    report = EvalReport.build(
        dataset="lake.jsonl", dataset_digest=digest(["lake"]), scorer="auto", cases=cases
    )
    (source / "eval.json").write_text(report.model_dump_json(), encoding="utf-8")
    rendered: list[object] = []
    render = canon._report.render_run_report
    monkeypatch.setattr(canon._report, "render_run_report", lambda run: rendered.append(run) or render(run))
    assert main(["report", str(source), "-o", str(tmp_path / "eval.html")]) == 0
    assert len(rendered) == 1 and [p.name for p in (tmp_path / "eval-runs").iterdir()] == ["0001-case-0.html"]
    links = {attrs["href"] for attrs in Page((tmp_path / "eval.html").read_text(encoding="utf-8")).all("a")}
    assert links == {"eval-runs/0001-case-0.html"}


def test_an_invalid_eval_report_is_one_line_and_exit_65(tmp_path: Path, capsys: Any) -> None:
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "eval.json").write_text('{"eval_version": 1, "cases": []}', encoding="utf-8")
    assert main(["report", str(tmp_path / "bad"), "-o", str(tmp_path / "x.html")]) == 65
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("canon report: error: ") and "eval.json: not a valid eval report at " in line


def test_a_folder_that_is_neither_is_refused(tmp_path: Path, capsys: Any) -> None:
    assert main(["report", str(tmp_path), "-o", str(tmp_path.parent / "x.html")]) == 65
    assert "neither a run directory" in capsys.readouterr().err


@pytest.mark.parametrize("damage", ["no trace", "no verify.json", "garbled trace", "half a trace"])
def test_a_damaged_run_still_gets_a_report_that_says_so(lake_runs: Any, tmp_path: Path, damage: str) -> None:
    run = tmp_path / "damaged"
    shutil.copytree(lake_runs.answered, run)
    trace = run / "trace.jsonl"
    if damage == "no trace":
        trace.unlink()
    elif damage == "no verify.json":
        (run / "verify.json").unlink()
    elif damage == "garbled trace":
        trace.write_bytes(b"{not json\n")
    else:
        lines = trace.read_bytes().splitlines(keepends=True)
        trace.write_bytes(b"".join(lines[: len(lines) // 2]))
    html, page = _report(tmp_path, run)
    _self_contained(page, html)
    assert "summary" in page.ids()
    text = "".join(page.text)
    if damage == "no verify.json":
        # verified now: the manifest still lists verify.json, so its absence is an integrity finding
        assert "verified now" in text and "the record has problems" in text
    else:
        assert "Incomplete: " in text or "Unreadable: " in text


def test_a_missing_output_folder_is_a_usage_error(lake_runs: Any, tmp_path: Path, capsys: Any) -> None:
    output = tmp_path / "no" / "such" / "report.html"
    assert main(["report", str(lake_runs.answered), "-o", str(output)]) == 64
    assert "is not a folder" in capsys.readouterr().err and not output.exists()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_under_the_output_says_only_what_failed(lake_runs: Any, capsys: Any) -> None:
    assert main(["report", str(lake_runs.answered), "-o", "/dev/full"]) == 74
    assert capsys.readouterr().err.splitlines() == [
        "canon report: environment failure: the disk is full (No space left on device); "
        "cannot write the report to /dev/full"
    ]
