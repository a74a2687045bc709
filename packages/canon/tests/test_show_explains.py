"""``canon show`` explains a run: the passages each retrieval returned, what claims cite, why it abstained."""

from __future__ import annotations

# ``lake_runs`` is the session fixture of conftest.py: an answer with its citation and an abstention.
import json
import re
from typing import Any

from canon._cli import main


def _show(capsys: Any, *args: str) -> str:
    assert main(["show", *args]) == 0
    return str(capsys.readouterr().out)


def test_an_answer_shows_the_passage_it_cites_and_what_else_was_retrieved(
    lake_runs: Any, capsys: Any
) -> None:
    out = _show(capsys, str(lake_runs.answered))
    assert f"question     {lake_runs.answered_question}" in out
    retrievals = out.split("\nRetrievals\n")[1].split("\nIterations\n")[0]
    documents = re.findall(r"^    \d+\. [\d.]+  (\S+) \[\d+-\d+\]", retrievals, re.MULTILINE)
    assert {"lake.md", "ship.md"} <= set(documents)
    claims = out.split("\nClaims\n")[1]
    assert 'cites ship.md: "Its hull is 64 metres long."' in claims
    assert re.search(r"from passage ship\.md(#\d+)? \(rank \d, score \d+\.\d{3}\) of \"", claims)
    assert re.search(r"^Trace: intact and valid, (\d+)/\1 checks passed", out, re.MULTILINE)
    assert "not that the answer is right" in out


def test_an_abstention_shows_its_reason_and_no_contradiction(lake_runs: Any, capsys: Any) -> None:
    out = _show(capsys, str(lake_runs.abstained))
    assert f"question     {lake_runs.abstained_question}" in out
    iterations = out.split("\nIterations\n")[1].split("\nAnswer\n")[0]
    assert re.search(r"^  0\s+abstains\s+accepts the abstention\s+", iterations, re.MULTILINE)
    assert not re.search(r"^  \d+\s+pass\b", iterations, re.MULTILINE)
    answer = out.split("\nAnswer\n")[1]
    assert re.search(r"^  abstained    \S.*Lake Varn", answer, re.MULTILINE)
    assert "decision     veto (does not stand behind an answer)" in answer
    assert "\nRetrievals\n" in out and "lake.md" in out.split("\nRetrievals\n")[1]


def test_plan_arguments_are_shown_in_full(lake_runs: Any, capsys: Any) -> None:
    out = _show(capsys, str(lake_runs.answered))
    plan = out.split("\nPlan\n")[1].split("\nRetrievals\n")[0]
    assert "…" not in plan
    explained = json.loads(_show(capsys, str(lake_runs.answered), "--json"))
    for node in explained["plan"]:
        assert json.dumps(node["arguments"], ensure_ascii=False, sort_keys=True) in plan


def test_show_json_holds_the_explanation(lake_runs: Any, capsys: Any) -> None:
    explained = json.loads(_show(capsys, str(lake_runs.answered), "--json"))
    assert explained["run_id"] == lake_runs.answered.name and explained["status"] == "DONE"
    assert explained["integrity"]["summary"].startswith("intact and valid")
    assert explained["answer"]["outcome"] == "answered" and explained["answer"]["decision"] == "pass"
    (claim, *_) = explained["claims"]
    assert claim["cites"][0]["doc_id"] == "ship.md" and claim["cites"][0]["passage"]["doc_id"] == "ship.md"
    passages = [p for r in explained["retrievals"] for p in r["passages"]]
    assert all(isinstance(p["score"], float) for p in passages)
    steps = {step["index"]: step for step in explained["steps"]}
    phases = ["INIT", "PLAN", "EXECUTE", "JUDGE", "VERIFY", "FINALIZE"]
    assert [p["phase"] for p in explained["phases"]] == phases
    assert any(call["tool"] == "corpus_search" for step in steps.values() for call in step["tool_calls"])
    assert json.loads(_show(capsys, str(lake_runs.answered), "--json")) == explained  # stable


def test_runs_json_lists_every_run_newest_first(lake_runs: Any, capsys: Any) -> None:
    assert main(["runs", "--runs-dir", str(lake_runs.runs_dir), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [run["run_id"] for run in listed] == [lake_runs.abstained.name, lake_runs.answered.name]
    assert listed[0]["decision"] == "veto" and listed[0]["answer"] == "insufficient_evidence"
    assert listed[1]["run_dir"] == str(lake_runs.answered) and listed[1]["status"] == "DONE"
