"""Per-execution overhead of the agent kernel, against the same scenario on junjo when it is importable.

Scenario: one agent whose scripted driver asks for one tool call, then returns a final output (two model
requests, one tool call). Every execution is timed on its own with ``time.perf_counter_ns`` inside one
running event loop, after a warm-up; the report gives the median (and p90) in microseconds, and the ratio
of every other scenario's median to the first one's.

    python tools/bench/kernel_bench.py [--runs 2000] [--warmup 200] [--json]

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


@scenario("canon-kernel (recording on)")
def canon_recording_on() -> Execution:
    """Each execution also becomes one trace entry (events, hashes, one canonical line) in an open trace."""
    import atexit
    import shutil
    import tempfile

    from canon_contracts import AgentOutput, AgentRole, Phase, StopReason
    from canon_kernel import (
        WORK_RECORDED,
        Agent,
        AgentLimits,
        FinalOutputResponse,
        LifecycleKernel,
        PhaseSpec,
        PipelineDefinition,
        RunRecorder,
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
    folder = tempfile.mkdtemp(prefix="canon-kernel-bench-")
    atexit.register(shutil.rmtree, folder, True)
    kernel = LifecycleKernel(definition)
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


@scenario("junjo")
def junjo_agent() -> Execution:
    try:
        import junjo
        from junjo import Agent, AgentLimits, ModelDriverBinding, ModelDriverDescriptor
        from junjo.agent import FinalOutputResponse, Tool, ToolCall, ToolCallsResponse
        from junjo.agent.testing import ScriptedModelDriver
    except ImportError as exc:
        raise Unavailable(f"junjo is not importable here ({exc}); see the module docstring") from None
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


async def measure(execute: Execution, runs: int, warmup: int) -> list[int]:
    for _ in range(warmup):
        await execute()
    gc.collect()
    samples = []
    clock = time.perf_counter_ns
    for _ in range(runs):
        start = clock()
        await execute()
        samples.append(clock() - start)
    return samples


def summarize(samples: list[int]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_us": statistics.median(ordered) / 1000,
        "p90_us": ordered[int(len(ordered) * 0.9)] / 1000,
        "min_us": ordered[0] / 1000,
    }


async def run_all(runs: int, warmup: int) -> list[dict[str, Any]]:
    report = []
    for entry in SCENARIOS:
        try:
            execute = entry.build()
        except Unavailable as reason:
            report.append({"scenario": entry.name, "skipped": str(reason)})
            continue
        report.append(
            {"scenario": entry.name, "runs": runs, **summarize(await measure(execute, runs, warmup))}
        )
    measured = [row for row in report if "median_us" in row]
    if measured:
        baseline = measured[0]["median_us"]
        for row in measured:
            row["ratio_to_baseline"] = row["median_us"] / baseline
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000, help="timed executions per scenario (default 2000)")
    parser.add_argument("--warmup", type=int, default=200, help="untimed executions first (default 200)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quick", action="store_true", help="200 runs after 20 warm-ups, for a smoke run")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.warmup = 200, 20
    report = asyncio.run(run_all(args.runs, args.warmup))
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "scenarios": report}, indent=2))
        return 0
    python = sys.version.split()[0]
    print(f"per-execution overhead, 2 model requests + 1 tool call, {args.runs} runs (python {python})")
    for row in report:
        if "skipped" in row:
            print(f"  {row['scenario']:<38} skipped: {row['skipped']}")
        else:
            print(
                f"  {row['scenario']:<38} median {row['median_us']:8.1f} us   p90 {row['p90_us']:8.1f} us"
                f"   x{row['ratio_to_baseline']:.2f} of baseline"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
