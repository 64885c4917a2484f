"""Commands that measure the store: `health` and the longevity `simulate`."""

from __future__ import annotations

from pathlib import Path

import click

from memstore.cli.common import echo, emit_json, get_store, json_option, needs_extra
from memstore.runtime import clock


@click.command()
@click.option("--probes", "probes_path", metavar="PATH",
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The probe set to run (default: probes.yaml at the store root).")
@json_option
@click.pass_context
def health(ctx: click.Context, probes_path: Path | None, as_json: bool) -> None:
    """Measure the store: entries per layer and status, duplicate rate, ages, stale and
    needs_review shares, probe precision, and whether every archived entry says why.

    Reads only; the same measurement is appended to log/health.jsonl after every applied
    consolidation or retention run. Example: memstore health --json
    """
    from memstore.app import health as metrics

    store = get_store(ctx)
    report = metrics.compute(store, store.load(), probes_path=probes_path)
    if as_json:
        emit_json(report)
    else:
        echo(metrics.format_report(report), nl=False)


@click.command()
@click.option("--weeks", default=8, show_default=True, type=click.IntRange(1, 104),
              help="How many weeks of daily sessions to simulate.")
@click.option("--seed", default=0, show_default=True, type=int,
              help="The random seed: the same seed gives the same timeline.")
@click.option("--out", "out", metavar="DIR", type=click.Path(file_okay=False, path_type=Path),
              help="Where to write store/, timeline.* and verdict.md (default: a new "
              "temporary folder).")
@click.pass_context
def simulate(ctx: click.Context, weeks: int, seed: int, out: Path | None) -> None:
    """Simulate weeks of agent sessions on a fresh store, with the full lifecycle running,
    and judge the store's health over time.

    Writes timeline.jsonl, timeline.csv, context.jsonl (what each session start loaded),
    timeline.png and verdict.md to DIR, and the store (inside a git repository) to
    DIR/store. Starts at --now if given, else 2026-01-05.
    Example: memstore simulate --weeks 8 --seed 0 --out sim/
    """
    import time

    needs_extra("simulate", "sim", "matplotlib")
    from memstore.simulation import simulate as run_simulation

    now = ctx.find_root().params.get("now")
    began = time.perf_counter()
    result = run_simulation(weeks, seed, out, start=clock.parse_time(now) if now else None)
    seconds = time.perf_counter() - began
    echo((result.out / "verdict.md").read_text(encoding="utf-8").split("\n", 1)[0])
    echo(f"\n{len(result.rows)} runs in {seconds:.1f} s; wrote {result.out}/"
               "{timeline.jsonl,timeline.csv,context.jsonl,timeline.png,verdict.md} and the "
               f"store in {result.out}/store/")
