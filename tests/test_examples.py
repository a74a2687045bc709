"""The bundled quickstart example is well formed, and its expected answers are grounded in its corpus.

These tests check the ground truth, not the pipeline: every spec validates as a ``ProblemSpec``, its corpus
resolves to the bundled folder, every literal expected answer occurs in the corpus, and every numeric answer
is recomputed here from operands that are quoted from the corpus.
"""

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from canon_contracts import ProblemSpec

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "quickstart"
CORPUS = EXAMPLE / "corpus"
MAIN_SPEC = EXAMPLE / "spec.json"
SPEC_FILES = [MAIN_SPEC, *sorted(path for path in EXAMPLE.glob("*.json") if path != MAIN_SPEC)]
ABSTAIN = "insufficient_evidence"
NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")

# For each numeric spec: the operands, each as (a phrase quoted from the corpus, the number it states), and
# how the expected answer follows from them. The phrases name their entity, so a number that sits beside the
# wrong town or bridge does not count.
Operand = tuple[str, float]
NUMERIC_GROUND_TRUTH: dict[str, tuple[list[Operand], Callable[..., float]]] = {
    "single-salt-output": (
        [("Ostral Saltworks Company produced 14,000 tonnes of salt", 14000)],
        lambda tonnes: tonnes,
    ),
    "arith-bridge-difference": (
        [("Kingfisher Bridge is 412 metres long", 412), ("Tollen Bridge is 276 metres long", 276)],
        lambda kingfisher, tollen: kingfisher - tollen,
    ),
    "arith-population-sum-1951": (
        [
            ("1951 census counted 48,200 residents in Veyport", 48200),
            ("1951 census counted 23,200 residents in Carrowmere", 23200),
        ],
        lambda veyport, carrowmere: veyport + carrowmere,
    ),
    "arith-brindle-ford-growth": (
        [
            ("1921 census counted 6,400 residents in Brindle Ford", 6400),
            ("1951 census counted 9,600 residents in Brindle Ford", 9600),
        ],
        lambda before, after: (after - before) / before * 100,
    ),
    "arith-railway-gap": (
        [
            ("main line of the Ostral Delta Railway opened in 1874", 1874),
            ("Brindle Ford branch of the Ostral Delta Railway opened in 1889", 1889),
        ],
        lambda main_line, branch: branch - main_line,
    ),
}

# For each unanswerable spec: an entity the corpus does mention (so the question sounds answerable), and a
# pattern for the asked value that no corpus sentence naming that entity may match. This guards the gap
# against later edits of the corpus; it is a check on sentences, not a proof.
UNANSWERABLE_GAPS: dict[str, tuple[str, str]] = {
    "unanswerable-tollen-designer": ("Tollen Bridge", r"design|engineer|architect|built by"),
    "unanswerable-college-enrolment": ("Maritime College", r"student|enrol"),
    "unanswerable-saltreach-1921": ("Saltreach", r"1921"),
    "unanswerable-paper-founder-institute": ("Halvard Institute", r"\b1\d{3}\b|founded|established"),
}


def _load(path: Path) -> ProblemSpec:
    return ProblemSpec.model_validate_json(path.read_text(encoding="utf-8"))


def _corpus_text() -> str:
    # Line breaks inside a paragraph are not significant, so quoted phrases may span them.
    texts = (path.read_text(encoding="utf-8") for path in sorted(CORPUS.glob("*.md")))
    return " ".join(" ".join(text.split()) for text in texts)


SPECS = {path: _load(path) for path in SPEC_FILES}
CORPUS_TEXT = _corpus_text()
SENTENCES = re.split(r"(?<=[.!?])\s+|\s*#\s+", CORPUS_TEXT)


def _kind(spec: ProblemSpec) -> str:
    assert spec.id is not None
    return spec.id.split("-", 1)[0]


@pytest.mark.parametrize("path", SPEC_FILES, ids=lambda path: path.stem)
def test_spec_is_a_complete_problem_spec(path: Path) -> None:
    spec = SPECS[path]
    assert spec.id == ("quickstart" if path == MAIN_SPEC else path.stem)
    assert spec.expected_answer is not None and spec.expected_answer == spec.expected_answer.strip()
    assert (path.parent / spec.corpus).resolve() == CORPUS.resolve()
    assert 3 <= spec.constraints.top_k <= 5
    assert spec.constraints.min_supports in (1, 2)


def test_spec_ids_are_unique_and_the_mix_is_covered() -> None:
    ids = [spec.id for spec in SPECS.values()]
    assert len(ids) == len(set(ids))
    kinds = [_kind(spec) for path, spec in SPECS.items() if path != MAIN_SPEC]
    assert set(kinds) == {"single", "multihop", "arith", "unanswerable"}
    assert kinds.count("single") >= 4
    assert kinds.count("multihop") >= 3
    assert kinds.count("arith") >= 3
    assert kinds.count("unanswerable") >= 3
    assert SPECS[MAIN_SPEC].expected_answer != ABSTAIN


def test_corpus_is_a_folder_of_short_titled_documents() -> None:
    documents = sorted(CORPUS.glob("*.md"))
    assert len(documents) >= 20
    assert sorted(CORPUS.iterdir()) == documents, "the corpus folder holds only .md documents"
    for document in documents:
        text = document.read_text(encoding="utf-8")
        assert re.match(r"# \S", text), f"{document.name} does not start with a '# Title' line"
        assert 80 <= len(text.split()) <= 250, f"{document.name} has {len(text.split())} words"


@pytest.mark.parametrize("path", SPEC_FILES, ids=lambda path: path.stem)
def test_expected_answer_is_grounded(path: Path) -> None:
    spec = SPECS[path]
    answer = spec.expected_answer
    assert answer is not None
    if answer == ABSTAIN:
        assert _kind(spec) == "unanswerable"
        assert spec.id not in NUMERIC_GROUND_TRUTH
        entity, asked = UNANSWERABLE_GAPS[spec.id]
        naming = [sentence for sentence in SENTENCES if entity in sentence]
        assert naming, f"the corpus never mentions {entity!r}"
        answering = [sentence for sentence in naming if re.search(asked, sentence, re.IGNORECASE)]
        assert not answering, f"the corpus may answer {spec.id}: {answering}"
        return
    assert _kind(spec) != "unanswerable"
    if spec.expected_output_type != "number":
        assert spec.id not in NUMERIC_GROUND_TRUTH
        assert answer in CORPUS_TEXT, f"{answer!r} does not occur in the corpus"
        return
    assert spec.id in NUMERIC_GROUND_TRUTH, f"numeric spec {spec.id} has no operands in this test"
    operands, combine = NUMERIC_GROUND_TRUTH[spec.id]
    for phrase, value in operands:
        assert phrase in CORPUS_TEXT, f"operand phrase {phrase!r} does not occur in the corpus"
        stated = [float(number.replace(",", "")) for number in NUMBER.findall(phrase)]
        assert value in stated, f"operand phrase {phrase!r} states {stated}, not {value}"
    assert float(answer) == combine(*(value for _, value in operands))


def test_every_ground_truth_entry_belongs_to_a_spec() -> None:
    numeric = {spec.id for spec in SPECS.values() if spec.expected_output_type == "number"}
    abstaining = {spec.id for spec in SPECS.values() if spec.expected_answer == ABSTAIN}
    assert set(NUMERIC_GROUND_TRUTH) <= numeric
    assert set(UNANSWERABLE_GAPS) == abstaining
