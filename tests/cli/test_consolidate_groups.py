"""Groups of restatements through the real `consolidate --apply`: three or four notes of one
piece of knowledge end as one entry, around the one the others restate (its core), and a
merged entry never absorbs what only resembles one of its facts (no chain through a union)."""

from __future__ import annotations

from pathlib import Path

from memstore.core.fileformat import parse


def note(write_entry, layer: str, entry_id: str, text: str, day: int,
         confirmations: int = 1) -> None:
    body = text if text.startswith("- ") else f"- {text}\n"
    title = body.splitlines()[0][2:].rstrip(".")[:70]
    write_entry(layer, entry_id, body, title=title, kind="convention",
                status="candidate" if layer == "working" else "active", source="agent",
                created=f"2026-11-{day:02d}T10:00:00Z", confirmations=confirmations)


def ends(root: Path, *ids: str) -> list[str]:
    """Where each entry ended: its own id while live, else the id it was merged into."""
    out = []
    for entry_id in ids:
        path = next(root.glob(f"*/{entry_id}.md"))
        meta = parse(path.read_text()).meta
        out.append(meta.get("superseded_by") or entry_id)
    return out


def test_three_notes_end_as_one_around_the_note_both_others_restate(
        run, root: Path, write_entry) -> None:
    # The oldest note and the second share too little to be called the same, but the third
    # restates both: it is the core, and the group ends whole (it used to end as two).
    note(write_entry, "working", "hooks", "Set up the git hooks right after cloning: "
         "`lefthook install`.", 10)
    note(write_entry, "working", "hooks-why", "Run lefthook install once per clone so eslint "
         "and the commit-message check run on every commit.", 11)
    note(write_entry, "working", "hooks-terse", "new clone? -> lefthook install", 12)
    assert run("consolidate", "--apply").exit_code == 0
    assert len(set(ends(root, "hooks", "hooks-why", "hooks-terse"))) == 1


def test_a_note_the_judge_is_unsure_of_joins_a_clear_group_it_is_close_to(
        run, root: Path, write_entry) -> None:
    # Two notes restate the first; the terse fourth is only "maybe the same" as each of the
    # three, but within a group that clear it is one more restatement. ("after git pull ->
    # bundle install" was such a note until the judge read "git pull" as "pull".)
    note(write_entry, "working", "bundle", "Run `bundle install` after every pull.", 10)
    note(write_entry, "working", "bundle-agent", "Agent note: specs failed with LoadError "
         "until I ran bundle install; gems had changed upstream. Bundle after pulling.", 11)
    note(write_entry, "working", "bundle-terse", "post-pull: bundle install", 12)
    note(write_entry, "working", "bundle-wordy", "Remember to install the gems (`bundle "
         "install`) whenever you pull main, the Gemfile.lock changes often.", 13)
    assert run("consolidate", "--apply").exit_code == 0
    assert set(ends(root, "bundle", "bundle-agent", "bundle-terse", "bundle-wordy")) == {
        "bundle"}
    report = run("consolidate").stdout
    assert "Merged" not in report  # and the next run has nothing left to do


def test_an_uncertain_pair_alone_is_never_merged(run, root: Path, write_entry) -> None:
    note(write_entry, "working", "bundle", "Run `bundle install` after every pull.", 10)
    note(write_entry, "working", "bundle-terse", "post-pull: bundle install", 12,
         confirmations=2)
    assert run("consolidate", "--apply").exit_code == 0
    assert ends(root, "bundle", "bundle-terse") == ["bundle", "bundle-terse"]


def test_a_general_note_never_pulls_two_look_alikes_into_one_entry(
        run, root: Path, write_entry) -> None:
    # "Create YAML files in config/" resembles each specific note, but the two specific notes
    # name two different files: one entry of all three would hold two things as one.
    note(write_entry, "working", "yaml", "Create YAML files in `config/` directory for the "
         "2027 tenants", 10)
    note(write_entry, "working", "yaml-acme", "Create new YAML file in "
         "`config/acme/tenant.yaml`", 11)
    note(write_entry, "working", "yaml-globex", "Create new YAML file in "
         "`config/globex/tenant.yaml`", 12)
    assert run("consolidate", "--apply").exit_code == 0
    where = ends(root, "yaml", "yaml-acme", "yaml-globex")
    assert where[1] != where[2]


def test_a_merged_entry_never_absorbs_a_look_alike_of_one_of_its_facts() -> None:
    # A long-term entry that holds a general fact and a specific one (an earlier merge made
    # it): a note about another specific file may match the general fact, but it is a
    # look-alike of the specific one, so the union is no chain to pull it in. (The judge now
    # also tells the general fact from a file inside its folder; this is the rule beneath.)
    from memstore.core.entry import Entry
    from memstore.core.grouping import look_alike_inside

    merged = Entry("long_term/json.md", {"id": "json", "title": "Create JSON files"},
                   "- Create JSON files in `data/` directory for 2026-2027\n"
                   "- Create new JSON file in `data/soli/YEAR.json`\n")
    other = Entry("working/pension.md", {"id": "pension", "title": "Create new JSON file"},
                  "- Create new JSON file in `data/pension_factors/YEAR.json`\n")
    again = Entry("working/soli.md", {"id": "soli", "title": "New soli file"},
                  "- Create new JSON file in `data/soli/YEAR.json`\n")
    assert "look-alike of its fact" in look_alike_inside(merged, other)
    assert "look-alike of its fact" in look_alike_inside(other, merged)
    assert look_alike_inside(merged, again) == ""  # it restates one of the facts as it is


def test_three_notes_each_maybe_the_same_as_the_others_end_as_one(
        run, root: Path, write_entry) -> None:
    # No pair of the three is sure enough to merge alone, but each is "maybe the same" as both
    # others (one pair close to a duplicate): one piece of knowledge said three ways.
    note(write_entry, "working", "canary", "Nightlies go to the canary channel on Vercel.", 10)
    note(write_entry, "working", "canary-wordy", "The nightly build is deployed to the Vercel "
         "canary channel.", 11)
    note(write_entry, "working", "canary-cli", "We push each nightly to Vercel (channel: "
         "canary) with the CLI.", 12)
    assert run("consolidate", "--apply").exit_code == 0
    assert len(set(ends(root, "canary", "canary-wordy", "canary-cli"))) == 1
    assert "Merged" not in run("consolidate").stdout  # and the next run has nothing to do


def test_a_triangle_of_unsure_pairs_merges_only_when_one_pair_is_close() -> None:
    # Three parallel items of one file are often each half like the others: without one pair
    # close to a duplicate (CLOSE), three "maybe the same" stay three entries.
    from memstore.core.entry import Entry
    from memstore.core.grouping import CLOSE, Pairs, Uncertain, clusters

    def entry(entry_id: str, day: int) -> Entry:
        return Entry(f"working/{entry_id}.md", {
            "id": entry_id, "title": entry_id, "kind": "convention", "status": "candidate",
            "created": f"2026-11-{day:02d}T10:00:00Z"}, f"- {entry_id}\n")

    notes = [entry("a", 10), entry("b", 11), entry("c", 12)]
    for best, whole in ((CLOSE - 5, False), (CLOSE + 5, True)):
        pairs = Pairs()
        for (x, y), score in zip([(0, 1), (0, 2), (1, 2)], [CLOSE - 8, CLOSE - 6, best],
                                 strict=True):
            a, b = notes[x], notes[y]
            pairs.uncertain[(a.id, b.id)] = Uncertain(a, b, "maybe_same", "maybe", score)
        found = clusters(notes, [], pairs)
        assert (len(found) == 1) is whole
