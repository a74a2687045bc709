"""Per-execution overhead of the agent kernel, against the same scenario on junjo when it is importable.

Scenario: one agent whose scripted driver asks for one tool call, then returns a final output (two model
requests, one tool call). Every execution is timed on its own inside one running event loop, after a
warm-up, in CPU time of this process (``time.process_time_ns``: user and system time, so writing the trace
or the spans counts, but time spent waiting for a CPU that other processes hold does not). The scenarios
are interleaved: the runs are split into rounds and each round runs every scenario's share in turn (the
order reversed every other round), so load from other processes falls on all of them alike. The report
gives each median (and p90) in microseconds, the ratio of every scenario's median to the first one's, and
the two rows of the performance table with their goals:

- junjo with its OpenTelemetry spans written to a file / canon-kernel recording on   [at least 100]
- canon-kernel recording on / recording off                                          [at most 2]

Recording needs a lifecycle ticket per invocation, so the recording-on scenario also runs the lifecycle
kernel, and its agent answers with an ``AgentOutput`` (what an entry records) where the recording-off agent
answers with a one-field model. Two more scenarios split the recording-on cost into those parts: the same
agent alone, and the same agent with the lifecycle but no recorder (rows printed for context, without a
goal).

Recording on means each execution also becomes one trace entry (events, hashes, one canonical line) in an
open trace file; junjo's spans go through the OpenTelemetry SDK's simple span processor to a JSON-lines file.

    python tools/bench/kernel_bench.py [--runs 2000] [--warmup 200] [--json]
    python tools/bench/kernel_bench.py --profile --runs 500   # where recording's time goes (cProfile)

junjo is never installed into the project's environment; run this script from a throwaway one that has
junjo and the canon packages (see ``docs`` or the bench nox session).

Adding a scenario: write a function returning an ``async`` callable that performs one execution, decorate
it with ``@scenario("name")``, and raise ``Unavailable`` from it when it cannot run here. Scenarios run in
registration order; the first is the baseline of the ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

Execution = Callable[[], Awaitable[Any]]


class Unavailable(Exception):
    """A scenario cannot run in this environment; the message says why."""


@dataclass(frozen=True)
class Scenario:
    name: str
    build: Callable[[], Execution]


SCENARIOS: list[Scenario] = []


def scenario(name: str) -> Callable[[Callable[[], Execution]], Callable[[], Execution]]:
    def register(build: Callable[[], Execution]) -> Callable[[], Execution]:
        SCENARIOS.append(Scenario(name, build))
        return build

    return register


def scenario_models() -> tuple[Any, Any, Any, Any, Any]:
    """The scenario's pydantic types and tool service, shared by the canon and junjo scenarios."""
    from pydantic import BaseModel

    class Question(BaseModel):
        text: str

    class Answer(BaseModel):
        answer: str

    class CityArgs(BaseModel):
        city: str

    class Weather(BaseModel):
        celsius: float

    async def weather(args: CityArgs, context: Any) -> Weather:
        return Weather(celsius=21.5)

    return Question, Answer, CityArgs, Weather, weather


# --- canon --------------------------------------------------------------------------------------------------


def build_canon_agent() -> tuple[Any, Any]:
    """The benchmark agent on canon-kernel and its input; reusable by other canon scenarios."""
    from canon_kernel import Agent, AgentLimits, FinalOutputResponse, Tool, ToolCallRequest, ToolCallsResponse
    from canon_kernel.testing import ScriptedModelDriver

    Question, Answer, CityArgs, Weather, weather = scenario_models()

    tool = Tool(
        key="weather",
        description="Weather for a city.",
        input_type=CityArgs,
        output_type=Weather,
        service=weather,
    )
    script = [
        ToolCallsResponse(
            calls=[ToolCallRequest(call_id="call-1", tool="weather", arguments={"city": "Oslo"})]
        ),
        FinalOutputResponse(output={"answer": "It is 21.5 degrees in Oslo."}),
    ]
    agent = Agent(
        key="forecast",
        name="Forecast",
        instructions="Answer the question about the weather, using the weather tool.",
        input_type=Question,
        output_type=Answer,
        model=ScriptedModelDriver.per_run(script),
        tools=[tool],
        limits=AgentLimits(model_requests=4, tool_calls=4),
    )
    return agent, Question(text="How warm is it in Oslo?")


@scenario("canon-kernel (recording off)")
def canon_recording_off() -> Execution:
    agent, question = build_canon_agent()

    async def once() -> Any:
        return await agent.execute(question, dependencies=None)

    return once


@scenario("canon-kernel (request digests read)")
def canon_digests_read() -> Execution:
    """What a recorder needs from the kernel beyond the run: every request digest (computed lazily)."""
    agent, question = build_canon_agent()

    async def once() -> Any:
        result = await agent.execute(question, dependencies=None)
        return [request.request_digest for request in result.requests]

    return once


def build_lifecycle() -> tuple[Any, Any, Any, Any]:
    """The benchmark agent with an ``AgentOutput`` (what a recorded entry holds), its question, a one-phase
    pipeline definition and a lifecycle kernel of it: what recording needs beyond the bare agent."""
    from canon_contracts import AgentOutput, AgentRole, Phase, StopReason
    from canon_kernel import (
        WORK_RECORDED,
        Agent,
        AgentLimits,
        FinalOutputResponse,
        LifecycleKernel,
        PhaseSpec,
        PipelineDefinition,
        ToolCallRequest,
        ToolCallsResponse,
    )
    from canon_kernel.testing import ScriptedModelDriver

    base, question = build_canon_agent()
    script = [
        ToolCallsResponse(
            calls=[ToolCallRequest(call_id="call-1", tool="weather", arguments={"city": "Oslo"})]
        ),
        FinalOutputResponse(
            output=AgentOutput.build("It is 21.5 degrees in Oslo.", confidence=0.9).model_dump(mode="json")
        ),
    ]
    agent = Agent(
        key=base.key,
        name=base.name,
        instructions=base.instructions,
        input_type=type(question),
        output_type=AgentOutput,
        model=ScriptedModelDriver.per_run(script),
        tools=list(base.tools),
        limits=AgentLimits(model_requests=4, tool_calls=4),
    )
    definition = PipelineDefinition(
        phases=(Phase.EXECUTE, Phase.DONE, Phase.ABORTED),
        transitions=((Phase.EXECUTE, Phase.DONE), (Phase.EXECUTE, Phase.ABORTED)),
        terminal_phases=(Phase.DONE, Phase.ABORTED),
        specs=(
            PhaseSpec(
                Phase.EXECUTE,
                (AgentRole.EXECUTOR,),
                stop_reasons=(StopReason.COMPLETED, StopReason.USER_INTERRUPTION, StopReason.FATAL_FAILURE),
                exit_conditions=(WORK_RECORDED,),
            ),
        ),
    )
    return agent, question, definition, LifecycleKernel(definition)


SAME_AGENT = "canon-kernel (recording off, AgentOutput)"
LIFECYCLE = "canon-kernel (lifecycle, no recorder)"


@scenario(SAME_AGENT)
def canon_same_agent_off() -> Execution:
    """The recording-on scenario's agent (an ``AgentOutput`` answer) alone: no lifecycle, no recorder."""
    agent, question, _, _ = build_lifecycle()

    async def once() -> Any:
        return await agent.execute(question, dependencies=None)

    return once


@scenario(LIFECYCLE)
def canon_lifecycle() -> Execution:
    """The recording-on scenario without its recorder: a lifecycle ticket around the same agent."""
    from canon_contracts import AgentRole

    agent, question, _, kernel = build_lifecycle()
    counter = iter(range(10**9))

    async def once() -> Any:
        ticket = kernel.run(AgentRole.EXECUTOR, node_id=f"n{next(counter)}")
        result = await agent.execute(question, dependencies=None)
        kernel.complete(ticket)
        return result

    return once


@scenario("canon-kernel (recording on)")
def canon_recording_on() -> Execution:
    """Each execution also becomes one trace entry (events, hashes, one canonical line) in an open trace."""
    import atexit
    import shutil
    import tempfile

    from canon_contracts import AgentRole
    from canon_kernel import RunRecorder

    agent, question, definition, kernel = build_lifecycle()
    folder = tempfile.mkdtemp(prefix="canon-kernel-bench-")
    atexit.register(shutil.rmtree, folder, True)
    recorder = RunRecorder.open(
        f"{folder}/trace.jsonl",
        run_id="bench",
        definition=definition,
        config={"agent": agent.structural_id},
        input=question,
        model=agent.model.descriptor,
        kernel=kernel,
    )
    counter = iter(range(10**9))

    async def once() -> Any:
        ticket = kernel.run(AgentRole.EXECUTOR, node_id=f"n{next(counter)}")
        started = recorder.now()
        result = await agent.execute(question, dependencies=None)
        kernel.complete(ticket)
        recorder.record_result(ticket, result, input=ticket.agent_input(question.text), started_at=started)
        return result

    return once


# --- junjo --------------------------------------------------------------------------------------------------

JUNJO = "junjo (OTel spans to a file)"


def spans_to_a_file() -> None:
    """Send every OpenTelemetry span of this process to a JSON-lines file, one span written as it ends."""
    import atexit
    import tempfile

    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import ConsoleSpanExporter, SimpleSpanProcessor

    handle = tempfile.NamedTemporaryFile("w", prefix="junjo-spans-", suffix=".jsonl", delete=True)
    atexit.register(handle.close)
    provider = TracerProvider()
    exporter = ConsoleSpanExporter(out=handle, formatter=lambda span: span.to_json(indent=None) + "\n")
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(provider)


@scenario(JUNJO)
def junjo_agent() -> Execution:
    try:
        import junjo
        from junjo import Agent, AgentLimits, ModelDriverBinding, ModelDriverDescriptor
        from junjo.agent import FinalOutputResponse, Tool, ToolCall, ToolCallsResponse
        from junjo.agent.testing import ScriptedModelDriver

        spans_to_a_file()
    except ImportError as exc:
        raise Unavailable(f"junjo or the OpenTelemetry SDK is not importable here ({exc})") from None
    Question, Answer, CityArgs, Weather, weather = scenario_models()

    tool = Tool(
        name="weather",
        description="Weather for a city.",
        input_type=CityArgs,
        output_type=Weather,
        shared_service=weather,
    )
    script = [
        ToolCallsResponse(tool_calls=[ToolCall(id="call-1", name="weather", arguments={"city": "Oslo"})]),
        FinalOutputResponse(output={"answer": "It is 21.5 degrees in Oslo."}),
    ]
    agent = Agent(
        key="forecast",
        name="Forecast",
        instructions="Answer the question about the weather, using the weather tool.",
        input_type=Question,
        model=ModelDriverBinding.per_run(
            descriptor=ModelDriverDescriptor(driver_key="scripted", provider="junjo", model="scripted-v1"),
            factory=lambda: ScriptedModelDriver(script),
        ),
        tools=[tool],
        output_type=Answer,
        limits=AgentLimits(model_requests=4, tool_calls=4),
    )
    question = Question(text="How warm is it in Oslo?")
    del junjo

    async def once() -> Any:
        return await agent.execute(question, dependencies=None)

    return once


# --- measurement --------------------------------------------------------------------------------------------


async def measure(execute: Execution, runs: int, samples: list[int]) -> None:
    clock = time.process_time_ns
    for _ in range(runs):
        start = clock()
        await execute()
        samples.append(clock() - start)


def summarize(samples: list[int]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_us": statistics.median(ordered) / 1000,
        "p90_us": ordered[int(len(ordered) * 0.9)] / 1000,
        "min_us": ordered[0] / 1000,
    }


#: The performance table's rows: (name, numerator scenario, denominator scenario, goal test, goal text).
ROWS = (
    (
        "junjo with OTel / canon recording on",
        JUNJO,
        "canon-kernel (recording on)",
        lambda r: r >= 100,
        ">= 100",
    ),
    (
        "canon recording on / recording off",
        "canon-kernel (recording on)",
        "canon-kernel (recording off)",
        lambda r: r <= 2,
        "<= 2",
    ),
)
#: Rows printed for context, with no goal: (name, numerator scenario, denominator scenario).
CONTEXT_ROWS = (
    ("canon recording on / lifecycle, no recorder", "canon-kernel (recording on)", LIFECYCLE),
    ("canon recording on / same agent, off", "canon-kernel (recording on)", SAME_AGENT),
    ("canon lifecycle, no recorder / recording off", LIFECYCLE, "canon-kernel (recording off)"),
    ("canon same agent, off / recording off", SAME_AGENT, "canon-kernel (recording off)"),
)


async def run_all(runs: int, warmup: int, rounds: int = 10) -> dict[str, Any]:
    report: list[dict[str, Any]] = []
    built: list[tuple[dict[str, Any], Execution, list[int]]] = []
    for entry in SCENARIOS:
        try:
            execute = entry.build()
        except Unavailable as reason:
            report.append({"scenario": entry.name, "skipped": str(reason)})
            continue
        row: dict[str, Any] = {"scenario": entry.name, "runs": runs}
        report.append(row)
        built.append((row, execute, []))
    for _, execute, _ in built:
        for _ in range(warmup):
            await execute()
    gc.collect()
    share = max(1, runs // rounds)
    for attempt in range(rounds):
        for _, execute, samples in built if attempt % 2 == 0 else reversed(built):
            await measure(execute, share, samples)
    for row, _, samples in built:
        row.update(summarize(samples), runs=len(samples))
    measured = {row["scenario"]: row for row in report if "median_us" in row}
    if measured:
        baseline = next(iter(measured.values()))["median_us"]
        for row in measured.values():
            row["ratio_to_baseline"] = row["median_us"] / baseline
    table = []
    for name, top, bottom, met, goal in ROWS:
        if top in measured and bottom in measured:
            ratio = measured[top]["median_us"] / measured[bottom]["median_us"]
            table.append({"row": name, "ratio": ratio, "goal": goal, "met": met(ratio)})
        else:
            table.append({"row": name, "ratio": None, "goal": goal, "met": None})
    for name, top, bottom in CONTEXT_ROWS:
        if top in measured and bottom in measured:
            ratio = measured[top]["median_us"] / measured[bottom]["median_us"]
            table.append({"row": name, "ratio": ratio, "goal": "-", "met": None})
    return {"scenarios": report, "table": table}


def profile(runs: int, warmup: int) -> int:
    """Print where an execution with recording on spends its time, top 25 by cumulative time."""
    import cProfile
    import pstats

    execute = canon_recording_on()

    async def repeat(count: int) -> None:
        for _ in range(count):
            await execute()

    asyncio.run(repeat(warmup))
    profiler = cProfile.Profile()
    profiler.enable()
    asyncio.run(repeat(runs))
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000, help="timed executions per scenario (default 2000)")
    parser.add_argument("--warmup", type=int, default=200, help="untimed executions first (default 200)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quick", action="store_true", help="200 runs after 20 warm-ups, for a smoke run")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="instead of measuring, print the cProfile of --runs executions with recording on",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.warmup = 200, 20
    if args.profile:
        return profile(args.runs, args.warmup)
    outcome = asyncio.run(run_all(args.runs, args.warmup))
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], **outcome}, indent=2))
        return 0
    python = sys.version.split()[0]
    print(f"per-execution overhead, 2 model requests + 1 tool call, {args.runs} runs (python {python})")
    for row in outcome["scenarios"]:
        if "skipped" in row:
            print(f"  {row['scenario']:<38} skipped: {row['skipped']}")
        else:
            print(
                f"  {row['scenario']:<38} median {row['median_us']:8.1f} us   p90 {row['p90_us']:8.1f} us"
                f"   x{row['ratio_to_baseline']:.2f} of baseline"
            )
    for row in outcome["table"]:
        ratio = "-" if row["ratio"] is None else f"{row['ratio']:.2f}"
        met = "-" if row["met"] is None else ("yes" if row["met"] else "NO")
        print(f"  {row['row']:<38} ratio {ratio:>8}   goal {row['goal']:<6} met {met}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
