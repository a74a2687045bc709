"""Make bijux-canon-agent write the foreign traces kept in packages/canon-verify/tests/data/foreign.

Releases 0.3.0, 0.3.5 and 0.3.9 take the same commands and configuration and write traces with the same
members, so nothing here depends on the release. Not part of CI. It needs bijux-canon-agent installed in a
virtual environment of its own (``--bijux-python`` names that environment's interpreter) and canon-kernel
importable here, for its scripted chat server.
Each scenario starts ``canon_kernel.testing.ScriptedChatServer`` on an ephemeral port of 127.0.0.1 with
the replies listed below, points bijux at it, and copies the trace bijux wrote, byte for byte, to
``OUT/<name>.json`` (``--prefix`` replaces the leading ``bijux`` of that name, e.g. ``bijux035``, to tell
releases apart). Its working files (configuration, input, stdout, stderr, the requests the server
received) stay in ``OUT/work/<name>/``. Nothing leaves the machine.

Two of bijux's entry points write a trace with model calls: its CLI (``bijux-canon-agent run``), whose
summarizer asks a DeepSeek-style chat-completions endpoint named in the configuration, and its
workflow-graph orchestrator (``WorkflowOrchestrator``), whose nodes are the caller's own functions; here
each node asks the same kind of endpoint through bijux's ``DeepSeekBackend``.

    python tools/foreign_traces.py --bijux-python /tmp/bijux-venv/bin/python --out DIR [--prefix P] [NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from canon_kernel.testing import ChatReply, RawReply, ScriptedChatServer

#: The provider keys bijux's CLI insists on finding in the environment, even for ``--help``.
DUMMY_ENV_KEY = "dummy"
ENV_KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "HUGGINGFACE_API_KEY", "DEEPSEEK_API_KEY")
#: The key its DeepSeek backend reads from the configuration. bijux copies the whole configuration into
#: the trace (``run_fingerprint.config_snapshot``), so this is a placeholder the scripted server ignores.
CONFIG_KEY = "not-a-key"
INPUT = "The capital of France is Paris."
#: Forty sentences: the summarizer splits them into three chunks of at most 1024 characters, one request each.
LONG_INPUT = " ".join(f"Sentence number {i} says that town {i} has {i * 7} wells." for i in range(40))


def cli_config(endpoint: str, temperature: float = 0.0) -> str:
    """The YAML configuration of a CLI run whose summarizer asks ``endpoint``.

    ``max_repetition`` is raised because the final-result check counts a one-sentence summary repeated in
    several of the result's fields as repetition and fails the run.
    """
    return (
        "model_metadata:\n"
        "  provider: deepseek\n"
        "  model_name: deepseek-chat\n"
        f"  temperature: {temperature}\n"
        "  max_tokens: 512\n"
        "max_repetition: 20\n"
        "backend: deepseek\n"
        "strategy: abstractive\n"
        "llms:\n"
        "  deepseek:\n"
        f"    api_key: {CONFIG_KEY}\n"
        "    model: deepseek-chat\n"
        f"    temperature: {temperature}\n"
        f"    endpoint: {endpoint}\n"
    )


#: Run by bijux's interpreter: a two-node workflow graph whose nodes ask ``argv[1]`` for their text (with
#: the key ``argv[3]``) and whose trace goes to ``argv[2]``. A node whose request fails raises a
#: non-transient ``FATAL`` error, which the orchestrator's default policy treats as a reason to abort.
GRAPH_SCRIPT = """
import asyncio, sys
import aiohttp
from bijux_canon_agent.application.workflow_graph.orchestrator import WorkflowNode, WorkflowOrchestrator
from bijux_canon_agent.contracts.agent_contract import AgentInputSchema, AgentOutputSchema
from bijux_canon_agent.llm.llm_runtime import DeepSeekBackend
from bijux_canon_agent.traces.trace import ModelMetadata

ENDPOINT, TRACE, KEY = sys.argv[1], sys.argv[2], sys.argv[3]
META = {"provider": "deepseek", "model_name": "deepseek-chat", "temperature": 0.0, "max_tokens": 256}
settings = {"api_key": KEY, "model": "deepseek-chat", "temperature": 0.0, "endpoint": ENDPOINT}
backend = DeepSeekBackend(settings)


class NodeFailure(RuntimeError):
    code = "FATAL"
    transient = False


def node_runner(instruction):
    async def run(inputs):
        async with aiohttp.ClientSession() as session:
            reply = await backend.generate(instruction + "\\n\\n" + inputs.task_goal, 256, session)
        if reply.error:
            raise NodeFailure(reply.error)
        metadata = {"contract_version": "1.0", "model_metadata": META}
        metadata["prompt_hash"] = reply.metadata["prompt_hash"]
        scores = {"quality": 0.9}
        return AgentOutputSchema(text=reply.content, confidence=0.9, scores=scores, metadata=metadata)
    return run


nodes = [
    WorkflowNode("planner", node_runner("Plan the steps.")),
    WorkflowNode("summarizer", node_runner("Summarize."), dependencies=["planner"], max_retries=1),
]
orchestrator = WorkflowOrchestrator(nodes, trace_path=TRACE, model_metadata=ModelMetadata(**META))
goal = AgentInputSchema(task_goal="Summarize: the capital of France is Paris.", context_id="graph-demo")
state = asyncio.run(orchestrator.run(goal))
print("aborted" if state.aborted else "completed", sorted(state.completed), sorted(state.errors))
"""


@dataclass(frozen=True)
class Scenario:
    """One trace to make: how bijux is run and what the scripted server answers, in order."""

    name: str
    kind: str  # "cli" or "graph"
    replies: tuple[Any, ...]
    text: str = INPUT
    temperature: float = 0.0


SCENARIOS = (
    Scenario("bijux_cli_completed", "cli", (ChatReply(content="Paris is the capital of France."),)),
    Scenario("bijux_cli_server_error", "cli", (RawReply.error(503, "scripted overload"),) * 3),
    Scenario(
        "bijux_cli_malformed_reply",
        "cli",
        (RawReply.json({"id": "chatcmpl-1", "object": "chat.completion", "choices": []}),) * 3,
    ),
    Scenario(
        "bijux_cli_midway_failure",
        "cli",
        (ChatReply(content="Forty towns and their wells are listed."),)
        + (RawReply.error(500, "scripted failure midway"),) * 6,
        text=LONG_INPUT,
    ),
    Scenario(
        "bijux_cli_warm_replayable",
        "cli",
        (ChatReply(content="Paris is the capital of France."),),
        temperature=0.7,
    ),
    Scenario("bijux_cli_empty_input", "cli", (), text=""),
    Scenario(
        "bijux_graph_completed",
        "graph",
        (
            ChatReply(content="1. Read the text. 2. Name the capital."),
            ChatReply(content="Paris is the capital."),
        ),
    ),
    Scenario(
        "bijux_graph_aborted",
        "graph",
        (
            ChatReply(content="1. Read the text. 2. Name the capital."),
            RawReply.error(500, "scripted failure"),
        ),
    ),
)


def make(scenario: Scenario, bijux_python: Path, out: Path, prefix: str = "bijux") -> Path:
    """Run ``scenario`` and copy the trace bijux wrote to ``out``; return the copy's path.

    The copy is named after the scenario, with ``prefix`` in place of its leading ``bijux``.
    """
    work = out / "work" / scenario.name
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(work)}
    env.update(dict.fromkeys(ENV_KEYS, DUMMY_ENV_KEY))
    with ScriptedChatServer(scenario.replies, model="deepseek-chat") as server:
        endpoint = server.url + "/chat/completions"
        if scenario.kind == "cli":
            (work / "input.txt").write_text(scenario.text and scenario.text + "\n", encoding="utf-8")
            (work / "config.yaml").write_text(cli_config(endpoint, scenario.temperature), encoding="utf-8")
            cli = bijux_python.parent / "bijux-canon-agent"
            command = [str(cli), "run", "input.txt", "--out", "out", "--config", "config.yaml"]
            trace = work / "out" / "trace" / "run_trace.json"
        else:
            (work / "graph.py").write_text(GRAPH_SCRIPT, encoding="utf-8")
            command = [str(bijux_python), "graph.py", endpoint, "run_trace.json", CONFIG_KEY]
            trace = work / "run_trace.json"
        done = subprocess.run(
            command, cwd=work, env=env, capture_output=True, text=True, timeout=300, check=False
        )
        requests = list(server.requests)
    (work / "stdout.txt").write_text(done.stdout, encoding="utf-8")
    (work / "stderr.txt").write_text(done.stderr, encoding="utf-8")
    (work / "requests.json").write_text(json.dumps(requests, indent=1), encoding="utf-8")
    if not trace.is_file():
        raise SystemExit(f"{scenario.name}: bijux wrote no trace (exit {done.returncode}); see {work}")
    target = out / f"{prefix}{scenario.name.removeprefix('bijux')}.json"
    shutil.copyfile(trace, target)
    print(f"{scenario.name}: exit {done.returncode}, {len(requests)} model requests -> {target}")
    return target


def main(argv: list[str] | None = None) -> int:
    """Make the named scenarios' traces (every one by default)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bijux-python", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--prefix", default="bijux", help="the start of the copies' names (default: bijux)")
    parser.add_argument("names", nargs="*", help="scenarios to run (default: all)")
    args = parser.parse_args(argv)
    unknown = set(args.names) - {s.name for s in SCENARIOS}
    if unknown:
        parser.error(f"no such scenario: {', '.join(sorted(unknown))}")
    chosen = [s for s in SCENARIOS if not args.names or s.name in args.names]
    args.out.mkdir(parents=True, exist_ok=True)
    for scenario in chosen:
        make(scenario, args.bijux_python, args.out, args.prefix)
    return 0


if __name__ == "__main__":
    sys.exit(main())
