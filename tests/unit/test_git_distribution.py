"""Git as the distribution layer: clones of one store, a local bare remote, real merges.

memstore commands run in-process (fast); git runs for real, and calls the real merge driver
(`python -m memstore git-merge`) as a subprocess, exactly as on a person's machine.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import storecheck
from click.testing import CliRunner, Result

from memstore.cli import cli
from memstore.core.fileformat import render

GIT_ENV = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
           "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def git(folder: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV})
    if check and done.returncode != 0:
        raise AssertionError(f"git {' '.join(args)}: {done.stdout}{done.stderr}")
    return done


class Clone:
    """One person's working copy of the shared repository, with the store in memory/."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.store = folder / "memory"

    def ms(self, *args: str, now: str, ok: bool = True) -> Result:
        result = CliRunner().invoke(cli, ["--store", str(self.store), "--now", now, *args],
                                    catch_exceptions=False)
        if ok:
            assert result.exit_code == 0, result.output
        return result

    def commit(self, message: str) -> None:
        git(self.folder, "add", "-A", ".")
        git(self.folder, "commit", "-q", "--allow-empty", "-m", message)

    def sync(self) -> subprocess.CompletedProcess[str]:
        """Pull (merging) and push; the pull's output tells about conflicts."""
        pulled = git(self.folder, "pull", "--no-rebase", "--no-edit", "origin", "main",
                     check=False)
        if pulled.returncode == 0:
            git(self.folder, "push", "-q", "origin", "HEAD:main")
        return pulled

    def entries(self) -> dict[str, bytes]:
        return {k: v for k, v in storecheck.snapshot_tree(self.store, drop_events=()).items()
                if k.split("/")[0] in ("working", "long_term", "archive")}


def write(store: Path, rel: str, body: str, **meta: object) -> None:
    path = store / rel
    path.write_text(render({"id": path.stem, **meta}, body), encoding="utf-8")


@pytest.fixture
def remote(tmp_path: Path) -> Path:
    """A bare remote holding a repository with an initialized store (seeded by `seed`)."""
    origin = tmp_path / "origin.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    seed = Clone(tmp_path / "seed")
    git(tmp_path, "clone", "-q", str(origin), str(seed.folder))
    seed.ms("init", str(seed.store), now="2026-11-01T00:00:00Z")
    assert "git-merge" in git(seed.folder, "config", "--get", "merge.memstore.driver").stdout
    write(seed.store, "long_term/the-build-uses-make-aaaa.md", "- The build uses make.\n",
          title="The build uses make", kind="fact", status="active", source="agent",
          created="2025-06-01T09:00:00Z", last_confirmed="2025-06-01T09:00:00Z",
          confirmations=1, provenance=[{"at": "2025-06-01T09:00:00Z", "source": "agent"}],
          schema=1)
    write(seed.store, "long_term/use-ruff-for-linting-bbbb.md", "- Use ruff for linting.\n",
          title="Use ruff for linting", kind="convention", status="active", source="user",
          created="2026-10-01T09:00:00Z", last_confirmed="2026-10-01T09:00:00Z",
          confirmations=1, provenance=[{"at": "2026-10-01T09:00:00Z", "source": "user"}],
          schema=1)
    seed.ms("index", now="2026-11-01T00:00:00Z")
    seed.commit("seed")
    git(seed.folder, "push", "-q", "origin", "main")
    return origin


def clone(remote: Path, name: str, *, doctor: bool = True) -> Clone:
    copy = Clone(remote.parent / name)
    git(remote.parent, "clone", "-q", str(remote), str(copy.folder))
    if doctor:  # a fresh clone has no merge driver in its config until doctor installs it
        copy.ms("doctor", "--apply", now="2026-11-01T00:00:00Z")
    return copy


def _conflicted(pulled: subprocess.CompletedProcess[str]) -> bool:
    return pulled.returncode != 0 or "CONFLICT" in pulled.stdout + pulled.stderr


def test_a_fresh_clone_is_set_up_by_doctor_apply(remote: Path) -> None:
    bare = clone(remote, "fresh", doctor=False)
    assert git(bare.folder, "config", "--get", "merge.memstore.driver", check=False).stdout == ""
    preview = bare.ms("doctor", "--json", now="2026-11-02T00:00:00Z")
    assert '"code": "merge-driver"' in preview.stdout
    bare.ms("doctor", "--apply", now="2026-11-02T00:00:00Z")
    driver = git(bare.folder, "config", "--get", "merge.memstore.driver").stdout.strip()
    assert driver.endswith("-m memstore git-merge %O %A %B %P")
    again = bare.ms("doctor", "--json", now="2026-11-02T00:00:00Z")
    assert '"code": "merge-driver"' not in again.stdout
    assert git(bare.folder, "status", "--porcelain").stdout == ""  # nothing to commit


def test_confirmations_on_two_clones_merge_without_conflict(remote: Path) -> None:
    a, b = clone(remote, "a"), clone(remote, "b")
    a.ms("confirm", "use-ruff", "--session", "s-a", now="2026-11-10T09:00:00Z")
    a.commit("a confirms")
    assert not _conflicted(a.sync())
    b.ms("confirm", "use-ruff", "--session", "s-b", now="2026-11-11T15:00:00Z")
    b.ms("used", "use-ruff", now="2026-11-11T15:05:00Z")
    b.commit("b confirms")
    assert not _conflicted(b.sync())
    assert not _conflicted(a.sync())
    text = (a.store / "long_term" / "use-ruff-for-linting-bbbb.md").read_text()
    assert "confirmations: 3" in text  # 1 + one on each side
    assert "successes: 1" in text
    assert "last_confirmed: 2026-11-11T15:05:00Z" in text  # the successful use, the latest
    assert "session: s-a" in text and "session: s-b" in text
    assert a.entries() == b.entries()
    assert storecheck.problems(a.store) == []


def test_without_the_driver_git_conflicts_and_doctor_resolves_it(remote: Path) -> None:
    a, b = clone(remote, "a"), clone(remote, "b", doctor=False)
    a.ms("confirm", "use-ruff", now="2026-11-10T09:00:00Z")
    a.commit("a confirms")
    a.sync()
    b.ms("confirm", "use-ruff", now="2026-11-11T15:00:00Z")
    b.commit("b confirms")
    pulled = b.sync()
    assert _conflicted(pulled)  # git's line merge: both changed last_confirmed and the count
    rel = "long_term/use-ruff-for-linting-bbbb.md"
    assert "<<<<<<<" in (b.store / rel).read_text()
    found = b.ms("doctor", now="2026-11-11T16:00:00Z")
    assert "conflict" in found.stdout
    b.ms("doctor", "--apply", now="2026-11-11T16:00:00Z")
    text = (b.store / rel).read_text()
    assert "<<<<<<<" not in text and "confirmations: 3" in text
    assert storecheck.problems(b.store) == []
    b.commit("resolved by memstore doctor")
    assert not _conflicted(b.sync())


def test_confirmed_on_one_side_and_pruned_on_the_other(remote: Path) -> None:
    a, b = clone(remote, "a"), clone(remote, "b")
    a.ms("confirm", "the-build", "--session", "s-a", now="2026-11-19T10:00:00Z")
    a.commit("a confirms")
    a.sync()
    pruned = b.ms("prune", "--apply", now="2026-11-20T10:00:00Z")
    assert "the-build-uses-make-aaaa" in pruned.output
    b.commit("b prunes")
    assert not _conflicted(b.sync())
    # The confirmation is evidence the prune never saw: the merge revives the entry, and doctor
    # puts it back where it belongs.
    revived = (b.store / "archive" / "the-build-uses-make-aaaa.md").read_text()
    assert "status: active" in revived and "confirmations: 2" in revived
    assert "restored_at: 2026-11-19T10:00:00Z" in revived
    b.ms("doctor", "--apply", now="2026-11-20T10:00:00Z")
    assert (b.store / "long_term" / "the-build-uses-make-aaaa.md").exists()
    assert not (b.store / "archive" / "the-build-uses-make-aaaa.md").exists()
    assert storecheck.problems(b.store) == []
    again = b.ms("prune", "--json", now="2026-11-20T10:00:00Z")
    assert '"prune"' not in again.stdout.split('"counts"')[1].split("}")[0]  # not pruned again
    b.commit("doctor")
    assert not _conflicted(b.sync())


def _duplicates(store: Path) -> None:
    for n, (day, words) in enumerate((("15", "every"), ("16", "each"))):
        write(store, f"working/run-pytest-before-commit-{n}c{n}c.md",
              f"- Run the tests with pytest -x before {words} commit.\n",
              title=f"Run the tests with pytest before {words} commit", kind="procedure",
              status="candidate", source="agent", created=f"2026-11-{day}T10:00:00Z",
              last_confirmed=f"2026-11-{day}T10:00:00Z", confirmations=1,
              provenance=[{"at": f"2026-11-{day}T10:00:00Z", "source": "agent"}], schema=1)


def _two_clones_of_duplicates(remote: Path) -> tuple[Clone, Clone]:
    """Two clones, a and b, of a store holding two observations of one procedure."""
    seed = clone(remote, "seed2")
    _duplicates(seed.store)
    seed.commit("two observations of one procedure")
    seed.sync()
    return clone(remote, "a"), clone(remote, "b")


def test_the_same_duplicates_consolidated_on_both_sides_at_different_times(
        remote: Path) -> None:
    a, b = _two_clones_of_duplicates(remote)
    a.ms("consolidate", "--apply", now="2026-11-20T09:00:00Z")
    a.ms("retention", "run", "--apply", now="2026-11-20T09:30:00Z")
    b.ms("consolidate", "--apply", now="2026-11-20T17:45:00Z")
    b.ms("retention", "run", "--apply", now="2026-11-20T18:10:00Z")
    # Entry content never records when a job ran: the two clones wrote the same bytes.
    assert a.entries() == b.entries()
    a.commit("a consolidates")
    b.commit("b consolidates")
    assert not _conflicted(a.sync())
    assert not _conflicted(b.sync())
    assert not _conflicted(a.sync())
    assert a.entries() == b.entries()
    reports = sorted(p.name for p in (a.store / "reports").glob("*.md"))
    assert len(reports) == 4  # both sides' reports, none overwritten
    assert storecheck.problems(a.store) == []


def test_three_clones_add_recall_and_consolidate_then_converge(remote: Path) -> None:
    clones = [clone(remote, name) for name in ("a", "b", "c")]
    before: set[str] = storecheck.facts(clones[0].store)
    for n, person in enumerate(clones):
        hour = f"{8 + n:02d}"
        person.ms("add", f"Service {n} listens on port 80{n}0", "--kind", "fact",
                  now=f"2026-11-0{n + 2}T{hour}:00:00Z")
        person.ms("add", "Run the tests with pytest before each commit", "--kind",
                  "procedure", now=f"2026-11-0{n + 2}T{hour}:05:00Z")
        person.ms("confirm", "use-ruff", now=f"2026-11-0{n + 2}T{hour}:10:00Z")
        person.ms("recall", "ruff", now=f"2026-11-0{n + 2}T{hour}:20:00Z")
        person.ms("consolidate", "--apply", now=f"2026-11-0{n + 4}T{hour}:00:00Z")
        person.commit(f"work of {n}")
        before |= storecheck.facts(person.store)
    for person in (*clones, *clones):
        assert not _conflicted(person.sync())
    heads = {git(p.folder, "rev-parse", "HEAD").stdout for p in clones}
    assert len(heads) == 1
    for person in clones:  # what each person does after pulling: repair, then consolidate
        person.ms("doctor", "--apply", now="2026-11-10T09:00:00Z")
    clones[0].ms("consolidate", "--apply", now="2026-11-10T09:00:00Z")
    clones[0].commit("consolidate after the merge")
    for person in clones:
        assert not _conflicted(person.sync())
    store = clones[2].store
    assert storecheck.problems(store) == []
    assert storecheck.lost_facts(before, store) == set()
    ruff = (store / "long_term" / "use-ruff-for-linting-bbbb.md").read_text()
    assert "confirmations: 4" in ruff  # the seed's 1 and one confirmation per clone
    recalls = (store / "log" / "recall.jsonl").read_text().splitlines()
    assert len(recalls) == 3
    assert clones[0].entries() == clones[1].entries() == clones[2].entries()


def test_promoted_on_one_side_and_expired_on_the_other_is_repaired_by_doctor(
        remote: Path) -> None:
    seed = clone(remote, "seed3")
    write(seed.store, "working/deploys-happen-on-fridays-dddd.md",
          "- Deploys happen on Fridays.\n", title="Deploys happen on Fridays", kind="fact",
          status="candidate", source="agent", created="2026-10-01T09:00:00Z",
          last_confirmed="2026-10-01T09:00:00Z", confirmations=1,
          provenance=[{"at": "2026-10-01T09:00:00Z", "source": "agent"}], schema=1)
    seed.commit("a candidate")
    seed.sync()
    a, b = clone(remote, "a"), clone(remote, "b")
    a.ms("confirm", "deploys", now="2026-10-20T09:00:00Z")
    a.ms("consolidate", "--apply", now="2026-10-21T09:00:00Z")  # promoted: long_term/
    assert (a.store / "long_term" / "deploys-happen-on-fridays-dddd.md").exists()
    a.commit("a promotes")
    a.sync()
    b.ms("consolidate", "--apply", now="2026-11-20T09:00:00Z")  # expired: archive/
    assert (b.store / "archive" / "deploys-happen-on-fridays-dddd.md").exists()
    b.commit("b expires")
    pulled = b.sync()
    # Two renames of one file (rename/rename) are a conflict git itself declares; doctor
    # merges the two copies and keeps the one the evidence supports.
    if _conflicted(pulled):
        b.ms("doctor", "--apply", now="2026-11-20T10:00:00Z")
        b.commit("resolved by memstore doctor")
        assert not _conflicted(b.sync())
    else:
        b.ms("doctor", "--apply", now="2026-11-20T10:00:00Z")
    snapshot_ids = storecheck.ids(b.store)
    assert snapshot_ids.count("deploys-happen-on-fridays-dddd") == 1
    assert (b.store / "long_term" / "deploys-happen-on-fridays-dddd.md").exists()
    assert storecheck.problems(b.store) == []


def test_a_store_committed_right_after_init_stays_clean_on_a_clone(tmp_path: Path) -> None:
    """The INDEX.md `init` writes is the one every later refresh writes: a fresh clone's
    `doctor --apply` (and `index`) leave nothing to commit."""
    origin = tmp_path / "origin.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    seed = Clone(tmp_path / "seed")
    git(tmp_path, "clone", "-q", str(origin), str(seed.folder))
    seed.ms("init", str(seed.store), now="2026-11-01T00:00:00Z")
    seed.commit("memory store")
    git(seed.folder, "push", "-q", "origin", "main")
    fresh = clone(origin, "fresh")
    assert git(fresh.folder, "status", "--porcelain").stdout == ""
    fresh.ms("index", now="2026-11-05T00:00:00Z")
    assert git(fresh.folder, "status", "--porcelain").stdout == ""


def _candidate(store: Path, slug: str, fact: str, at: str) -> None:
    write(store, f"working/{slug}.md", f"- {fact}\n", title=fact, kind="fact",
          status="candidate", source="agent", created=at, last_confirmed=at, confirmations=1,
          provenance=[{"at": at, "source": "agent"}], schema=1)


def test_one_entry_merged_with_different_entries_on_two_clones_keeps_both_sides(
        remote: Path) -> None:
    """Both clones merge observations into the same candidate, which moves it working/ ->
    long_term/ on each side. When git sees that move as a rename on one side only (the other
    side changed the file too much), it stops on a rename/delete conflict: the file is left
    unmerged, with no markers, holding at best a merge made without the common ancestor
    (confirmations: the larger side's, one side's observations lost). doctor finds it and
    merges the two sides against the merge base's copy in working/."""
    seed = clone(remote, "seed4")
    _candidate(seed.store, "export-runs-nightly-e1e1", "Export at 02:00.", "2026-11-02T09:00:00Z")
    with (seed.store / "working/export-runs-nightly-e1e1.md").open("a") as file:
        file.write("- The export covers every station with a reading in the last 24 hours.\n"
                   "- It writes one Parquet file per station and a manifest per night.\n"
                   "- A rerun of the same night replaces that night's files.\n")
    seed.commit("an observation")
    seed.sync()
    a, b = clone(remote, "a"), clone(remote, "b")
    _candidate(b.store, "export-bucket-e3e3", "Export to S3.", "2026-11-03T09:00:00Z")
    b.ms("resolve", "export-runs-nightly", "--merge", "export-bucket", now="2026-11-04T09:00:00Z")
    b.commit("b merges one into it")
    assert not _conflicted(b.sync())
    facts = {"export-retention-e5e5": "Exports older than 35 days are deleted by the "
                                      "bucket's lifecycle rule, not by the job itself.",
             "export-owner-e7e7": "The data team owns the export job; its code lives in "
                                  "`jobs/export/` and its alerts in `alerts/export.yaml`.",
             "export-backfill-e8e8": "Backfill a missed night with `make export DAY=...`; "
                                     "a backfill never touches the nights around it.",
             "export-duration-e9e9": "A full export takes about 40 minutes; over 90 means "
                                     "TimescaleDB is compressing chunks at the same time."}
    for n, (slug, fact) in enumerate(facts.items()):
        _candidate(a.store, slug, fact, f"2026-11-03T1{n}:00:00Z")
        a.ms("resolve", "export-runs-nightly", "--merge", slug, now="2026-11-05T09:00:00Z")
    a.commit("a merges four into it")
    assert _conflicted(a.sync())
    kept = "long_term/export-runs-nightly-e1e1.md"
    unmerged = git(a.store, "diff", "--name-only", "--diff-filter=U", "--relative").stdout
    assert kept in unmerged.split()
    assert "<<<<<<<" not in (a.store / kept).read_text()
    found = json.loads(a.ms("doctor", "--json", now="2026-11-05T10:00:00Z").stdout)["findings"]
    assert ("conflict", kept) in [(f["code"], f["path"]) for f in found]
    a.ms("doctor", "--apply", now="2026-11-05T10:00:00Z")
    text = (a.store / kept).read_text()
    for fact in ("Export at 02:00.", "a manifest per night", "Export to S3.",
                 *facts.values()):
        assert fact in text
    assert "confirmations: 6" in text  # the seed's one and each merged observation, once
    a.commit("merged with doctor")
    assert not _conflicted(a.sync())
    assert not _conflicted(b.sync())
    assert a.entries() == b.entries()
    assert storecheck.problems(a.store) == []
    assert json.loads(a.ms("doctor", "--json", now="2026-11-05T11:00:00Z").stdout)[
        "findings"] == []


def _confirmations(store: Path) -> dict[str, int]:
    return {p.stem: int(p.read_text().split("confirmations: ", 1)[1].split("\n", 1)[0])
            for p in store.glob("*/run-pytest-before-commit-*.md")}


def test_confirmed_on_one_side_after_the_other_merged_it_counts_on_the_survivor(
        remote: Path) -> None:
    """Clone a merged two notes while clone b, not pulled yet, confirmed the one a merged
    away three times: the pull kept b's confirmations on the archived note, the live entry
    never counted them (its age ran from before them), and doctor said nothing. doctor
    --apply now counts them on the survivor, once, whichever clone repairs."""
    a, b = _two_clones_of_duplicates(remote)
    a.ms("consolidate", "--apply", now="2026-11-20T09:00:00Z")
    a.commit("a consolidates")
    assert not _conflicted(a.sync())
    absorbed = next(p.stem for p in a.store.glob("archive/run-pytest-*.md"))
    survivor = next(p.stem for p in a.store.glob("long_term/run-pytest-*.md"))
    for hour in ("10", "11", "12"):
        b.ms("confirm", absorbed, now=f"2026-11-21T{hour}:00:00Z")
    b.commit("b confirms")
    assert not _conflicted(b.sync())
    assert _confirmations(b.store) == {absorbed: 4, survivor: 2}
    found = b.ms("doctor", now="2026-11-22T09:00:00Z")
    assert f"archive/{absorbed}.md: stranded-confirmations: confirmed 3 times" in found.output
    b.ms("doctor", "--apply", now="2026-11-22T09:00:00Z")
    assert _confirmations(b.store)[survivor] == 5
    text = (b.store / "long_term" / f"{survivor}.md").read_text()
    assert "last_confirmed: 2026-11-21T12:00:00Z" in text
    assert "No problems found" in b.ms("doctor", now="2026-11-22T09:00:00Z").output
    # The other clone repairs too before it pulls: the two repairs count the three once.
    assert not _conflicted(a.sync())
    a.ms("doctor", "--apply", now="2026-11-22T10:00:00Z")
    a.commit("a repairs")
    b.commit("b repairs")
    assert not _conflicted(b.sync())
    assert not _conflicted(a.sync())
    assert _confirmations(a.store)[survivor] == 5 and a.entries() == b.entries()
    assert storecheck.problems(a.store) == []
