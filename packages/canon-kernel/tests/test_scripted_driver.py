"""ScriptedModelDriver plays its script in order and refuses exhaustion and interleaved sharing explicitly."""

import asyncio
from typing import Any

import pytest

from canon_kernel import (
    Agent,
    FinalOutputResponse,
    KernelConfigurationError,
    ModelDriverBinding,
    ProviderError,
    ScriptedDriverError,
    Tool,
    ToolCallRequest,
    ToolCallsResponse,
)
from canon_kernel.testing import SCRIPTED_DESCRIPTOR, ScriptedModelDriver, sample_agent
from canon_kernel.testing import SampleAnswer as Answer
from canon_kernel.testing import SampleQuestion as Question
from canon_kernel.testing import SampleToolInput as Args
from canon_kernel.testing import SampleToolOutput as Out


async def echo(args: Args, context: object) -> Out:
    await asyncio.sleep(0)
    return Out(n=args.n)


TOOL = Tool(key="echo", description="Echo.", input_type=Args, output_type=Out, service=echo)
CALL = ToolCallsResponse(calls=[ToolCallRequest(call_id="c1", tool="echo", arguments={"n": 1})])
FINAL = FinalOutputResponse(output={"answer": "done"})


def make_agent(model: ModelDriverBinding) -> Agent:
    return sample_agent(model, [TOOL])


def shared(driver: ScriptedModelDriver) -> ModelDriverBinding:
    return ModelDriverBinding.shared(descriptor=SCRIPTED_DESCRIPTOR, driver=driver)


def test_script_is_served_in_order_and_requests_are_kept() -> None:
    driver = ScriptedModelDriver([CALL, FINAL])
    result = asyncio.run(make_agent(shared(driver)).execute(Question(text="q"), dependencies=None))
    assert result.output == Answer(answer="done")
    assert driver.requests == result.requests
    assert driver.remaining == 0


def test_mapping_steps_are_validated_when_the_script_is_built() -> None:
    driver = ScriptedModelDriver([{"kind": "final_output", "output": {"answer": "done"}}])
    assert asyncio.run(driver.respond(_request())) == FINAL
    with pytest.raises(KernelConfigurationError, match="step 1"):
        ScriptedModelDriver([FINAL, {"kind": "final_output"}])
    with pytest.raises(KernelConfigurationError, match="step 0"):
        ScriptedModelDriver(["final"])


def test_an_exhausted_script_is_an_explicit_provider_error() -> None:
    agent = make_agent(ScriptedModelDriver.per_run([CALL]))
    with pytest.raises(ProviderError) as caught:
        asyncio.run(agent.execute(Question(text="q"), dependencies=None))
    assert isinstance(caught.value.__cause__, ScriptedDriverError)
    assert "used up after 1" in str(caught.value)


def test_scripted_exceptions_are_raised_for_their_request() -> None:
    agent = make_agent(ScriptedModelDriver.per_run([CALL, TimeoutError("slow provider")]))
    with pytest.raises(ProviderError) as caught:
        asyncio.run(agent.execute(Question(text="q"), dependencies=None))
    assert isinstance(caught.value.__cause__, TimeoutError)
    assert caught.value.state.counters.model_requests == 2


def test_a_shared_driver_serves_sequential_runs_from_one_script() -> None:
    driver = ScriptedModelDriver([CALL, FINAL, FINAL])
    agent = make_agent(shared(driver))

    async def sequential() -> list[Any]:
        return [await agent.execute(Question(text="q"), dependencies=None) for _ in range(2)]

    first, second = asyncio.run(sequential())
    assert first.counters.model_requests == 2 and second.counters.model_requests == 1
    assert driver.remaining == 0


def test_concurrent_runs_on_a_shared_driver_do_not_interleave_silently() -> None:
    driver = ScriptedModelDriver([CALL, CALL, FINAL, FINAL])
    agent = make_agent(shared(driver))

    async def concurrent() -> list[Any]:
        runs = [agent.execute(Question(text=f"q{i}"), dependencies=None) for i in range(2)]
        return await asyncio.gather(*runs, return_exceptions=True)

    outcomes = asyncio.run(concurrent())
    failures = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
    assert failures, "interleaving must be reported"
    for failure in failures:
        assert isinstance(failure, ProviderError)
        assert isinstance(failure.__cause__, ScriptedDriverError)
        assert "per_run" in str(failure.__cause__)


def test_per_run_binding_gives_each_concurrent_run_its_own_script() -> None:
    agent = make_agent(ScriptedModelDriver.per_run([CALL, FINAL]))

    async def concurrent() -> list[Any]:
        return await asyncio.gather(
            *(agent.execute(Question(text="q"), dependencies=None) for _ in range(20))
        )

    results = asyncio.run(concurrent())
    assert all(result.output == Answer(answer="done") for result in results)
    assert len({result.run_id for result in results}) == 20


def test_per_run_binding_uses_the_scripted_descriptor_by_default() -> None:
    binding = ScriptedModelDriver.per_run([FINAL])
    assert binding.descriptor is SCRIPTED_DESCRIPTOR
    assert binding.descriptor.model_metadata().is_complete
    assert binding.descriptor.temperature == 0.0
    assert binding.factory is not None and binding.factory() is not binding.factory()


def _request() -> Any:
    result = asyncio.run(
        make_agent(ScriptedModelDriver.per_run([FINAL])).execute(Question(text="q"), dependencies=None)
    )
    return result.requests[0]


def test_testing_module_surface() -> None:
    from canon_kernel import testing

    assert testing.__all__ == [
        "ChatReply",
        "HOSTILE_TIMEOUT",
        "HostileCase",
        "LOOKUP_TOOL",
        "LookupArgs",
        "Passage",
        "RawReply",
        "SAMPLE_API_KEY",
        "SCRIPTED_DESCRIPTOR",
        "SampleAnswer",
        "SampleQuestion",
        "SampleToolInput",
        "SampleToolOutput",
        "ScriptedChatServer",
        "ScriptedModelDriver",
        "ScriptedTransport",
        "ServerReply",
        "SourcedAnswer",
        "TransportReply",
        "chat_completion",
        "final_body",
        "hostile_cases",
        "lookup_agent",
        "run_sample",
        "sample_agent",
    ]
