"""The reasoner and its judge never raise, whatever the question and however odd the corpus.

Questions and tiny corpora are built from fragments that reach the readers' special paths: names, numbers
with units, years and year spans, semicolon lists, "Label: value" lines, table rows, pronouns, comparisons,
question words. Every draft is either an abstention with a reason or an answer whose citations are exact
spans of the corpus, and the judge returns a verdict for it.
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canon_contracts import Decision, digest_bytes
from canon_reason._corpus import Corpus, Document
from canon_reason._draft import Outcome
from canon_reason._retrieval import search
from canon_reason.embedded._judge import judge_draft
from canon_reason.embedded._reasoner import reason

NAMES = ["Brantle College", "Ann Lee", "the Old Mill", "Orrin", "Skelby Club", "Warden of Brantle College"]
NAMES += ["It", "She"]
WORDS = ["is", "was", "has", "had", "of", "the", "in", "by", "more than", "older", "than", "and", "its"]
WORDS += ["who"]
WORDS += ["founded", "built", "wide", "long", "holds", "capacity", "students", "volumes", "stills", "became"]
NUMBERS = ["6", "four", "64", "1,020 metres", "£31.5 million", "4,100 barrels", "forty years", "30%", "-"]
YEARS = ["1868", "1900", "2020", "2023", "1919-1936", "(1967-84)", "since 2006"]
MARKS = [";", ":", ",", ".", "\n", "\n\n", "Year:", "Output:", " | ", "- ", "(", ")", "?"]
FRAGMENT = st.sampled_from(NAMES + WORDS + NUMBERS + YEARS + MARKS)
LEADS = ["How many", "How much larger", "How wide is", "How long is", "Which college", "Who was", "When was"]
LEADS += ["What is the capacity of", "In 2020, how many more", "By what percentage did", "Where was", "Is"]

TEXT = st.lists(FRAGMENT, min_size=1, max_size=30).map(" ".join)
QUESTION = st.tuples(st.sampled_from(LEADS), st.lists(FRAGMENT, max_size=10).map(" ".join)).map(
    lambda parts: f"{parts[0]} {parts[1]}?"
)


def corpus_of(texts: list[str]) -> Corpus:
    documents = []
    for i, body in enumerate(texts):
        text = f"# Document {i}\n\n{body}\n"
        documents.append(Document(f"d{i}.md", f"Document {i}", f"d{i}.md", text, digest_bytes(text.encode())))
    return Corpus.from_documents(documents)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(QUESTION, st.lists(TEXT, min_size=1, max_size=3))
def test_the_reasoner_and_judge_never_raise(question, texts):
    corpus = corpus_of(texts)
    draft = reason(question, lambda q: search(corpus, q, 3))
    judgement = judge_draft(draft, min_supports=1, corpus=corpus)
    assert judgement.verdict in (Decision.PASS, Decision.VETO)
    if draft.outcome is Outcome.INSUFFICIENT_EVIDENCE:
        assert draft.reason
    for c in draft.citations:
        assert corpus.document(c.doc_id).text[c.start : c.end] == c.text
