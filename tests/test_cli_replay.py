"""A run whose corpus was edited after the run replays as different, classified as a tool output change."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"


def test_an_edited_corpus_replays_as_a_tool_output_difference(tmp_path: Path, canon) -> None:
    example = tmp_path / "quickstart"
    shutil.copytree(QUICKSTART, example)
    done = canon("run", example / "spec.json", "--runs-dir", tmp_path / "runs")
    assert done.returncode == 0, done.stderr
    run = Path(re.search(r"^Run directory: (.+)$", done.stdout, re.MULTILINE).group(1))
    corpus = example / "corpus"
    assert canon("replay", run, "--corpus", corpus, "--fail-on-diff").returncode == 0

    document = example / "corpus" / "university-of-carrowmere.md"
    document.write_text(document.read_text(encoding="utf-8").replace("1794", "1795"), encoding="utf-8")

    replayed = canon("replay", run, "--corpus", corpus)
    assert replayed.returncode == 0, replayed.stderr
    first = replayed.stdout.splitlines()[0]
    assert re.fullmatch(r"different: first divergence at entry \d+, class tool_output", first), (
        replayed.stdout
    )
    assert "tool_output: entry " in replayed.stdout

    gated = canon("replay", run, "--corpus", corpus, "--fail-on-diff", "--json")
    assert gated.returncode == 2
    diff = json.loads(gated.stdout)
    assert diff["status"] == "different"
    assert diff["changes"][0]["change_class"] == "tool_output"
    assert diff["first_divergent_entry"] == diff["changes"][0]["entry_index"]

    # Served from the trace, the tools cannot see the edit: the replay is equivalent again.
    recorded = canon("replay", run, "--recorded-tools", "--fail-on-diff")
    assert recorded.returncode == 0, recorded.stdout + recorded.stderr
    assert recorded.stdout.splitlines()[0] == "equivalent"


def test_replay_without_a_corpus_names_the_flags_that_help(tmp_path: Path, canon) -> None:
    done = canon("run", QUICKSTART / "spec.json", "--runs-dir", tmp_path / "runs")
    run = Path(re.search(r"^Run directory: (.+)$", done.stdout, re.MULTILINE).group(1))
    refused = canon("replay", run)
    assert refused.returncode == 65
    lines = refused.stderr.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith("canon replay: error: ")
    assert "--recorded-tools" in lines[1] and "--corpus" in lines[1] and "recorded_tools=True" not in lines[1]
