"""Open canon's HTML reports in headless Chromium; fail on any console error, page error or network request.

    python tools/report_browser.py [--screenshots DIR] [--chromium PATH] REPORT.html...
    python tools/report_browser.py --make DIR     make quickstart run (and eval) reports in DIR, open them

Uses the system's Chromium (Debian's ``chromium`` package: ``apt-get install chromium``) through
playwright-python with ``executable_path``; no browser is downloaded. Each page opens in a fresh profile
with networking limited to the page itself: a report is self-contained, so any other request is an error.
A full-page screenshot of every report is saved. Exit status: 0 every page clean, 1 a page logged an error or
tried to fetch something, 2 Chromium is missing.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORT = {"width": 1100, "height": 900}


def _record(page: Any, problems: list[str], allowed: str) -> None:
    """Note every console error, uncaught exception and request for anything outside ``allowed``."""
    page.on("console", lambda m: problems.append(f"console error: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("request", lambda r: None if r.url.startswith(allowed) else problems.append(f"request: {r.url}"))


def check_page(browser_path: str, report: Path, screenshot: Path) -> list[str]:
    """Open ``report`` in a fresh profile and exercise it; return every problem it caused.

    A run report's expand-all button must open every step; an eval report's first case link must open a
    run report. Requests are allowed only for the report itself and, for an eval report, the run reports
    beside it.
    """
    from playwright.sync_api import sync_playwright

    problems: list[str] = []
    url = report.resolve().as_uri()
    with tempfile.TemporaryDirectory(prefix="canon-chromium-") as profile, sync_playwright() as driver:
        context = driver.chromium.launch_persistent_context(
            profile, executable_path=browser_path, args=FLAGS, headless=True, viewport=VIEWPORT
        )
        try:
            page = context.new_page()
            _record(page, problems, url.rsplit("/", 1)[0] + "/")
            page.goto(url, wait_until="load")
            if page.locator("button[data-details=open]").count():
                page.click("button[data-details=open]")
                if page.locator("details.step:not([open])").count():
                    problems.append("the expand-all button left a step closed")
                page.click("button[data-details=close]")
            page.screenshot(path=str(screenshot), full_page=True)
            links = page.locator("#cases a")
            if links.count():
                links.first.click()
                page.wait_for_load_state("load")
                if not page.locator("#summary").count():
                    problems.append("the first case link does not open a run report")
        finally:
            context.close()
    return problems


def _canon(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "canon", *args], capture_output=True, text=True, check=False, cwd=ROOT
    )
    if done.returncode != 0:
        raise SystemExit(f"canon {' '.join(args)} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout


def make_reports(folder: Path) -> list[Path]:
    """A quickstart run's report and, when ``canon eval`` exists, the quickstart eval's report."""
    folder.mkdir(parents=True, exist_ok=True)
    runs = folder / "runs"
    made = json.loads(_canon("run", "examples/quickstart/spec.json", "--runs-dir", str(runs), "--json", "-q"))
    reports = [folder / "quickstart-run.html"]
    _canon("report", made["run_dir"], "-o", str(reports[0]))
    dataset = ROOT / "examples" / "quickstart" / "eval.jsonl"
    has_eval = re.search(r"^  eval\s", _canon("--help"), re.MULTILINE) is not None
    if dataset.is_file() and has_eval:
        _canon("eval", str(dataset), "--corpus", "examples/quickstart/corpus", "--out", str(folder / "eval"))
        reports.append(folder / "quickstart-eval.html")
        _canon("report", str(folder / "eval"), "-o", str(reports[1]))
    else:
        print(
            "report-browser: no quickstart eval here (canon eval or examples/quickstart/eval.jsonl missing)"
        )
    return reports


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="*", type=Path)
    parser.add_argument("--make", type=Path, help="make quickstart reports in this folder first")
    parser.add_argument("--screenshots", type=Path, default=Path("report-screenshots"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    args = parser.parse_args(argv)
    if not Path(args.chromium).is_file():
        print(f"report-browser: no Chromium at {args.chromium} (apt-get install chromium)", file=sys.stderr)
        return 2
    reports = list(args.reports) + (make_reports(args.make) if args.make else [])
    if not reports:
        parser.error("name a report, or --make DIR")
    args.screenshots.mkdir(parents=True, exist_ok=True)
    failed = 0
    for report in reports:
        shot = args.screenshots / (report.stem + ".png")
        problems = check_page(args.chromium, report, shot)
        for problem in problems:
            print(f"{report}: {problem}")
        failed += bool(problems)
        print(f"{report}: {'FAIL' if problems else 'ok'} (screenshot {shot})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
