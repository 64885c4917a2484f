"""Where a thing lives or listens, read on text the judge was not tuned on (the bioinformatics
lab's notes, tests/natural/dev_bioinfo.jsonl): the same place written two ways is one place;
two places for one thing conflict; the same shape about another file, folder, host or service
is a look-alike."""

from __future__ import annotations

import pytest
from judging import both_ways

from memstore.core.judge.claims import claims

# A path said from where the reader stands: "./metadata/samplesheets" is the folder
# "metadata/samplesheets", not the absolute "/metadata/samplesheets".
SAME_PLACE = [
    ("Sample sheets go in `metadata/samplesheets/` in the project repo.",
     "put sample sheets under ./metadata/samplesheets"),
    ("Coverage tracks are written to tracks/bigwig/.",
     "The pipeline writes the coverage tracks into ./tracks/bigwig"),
    ("Put new sample sheets in metadata/samplesheets.",
     "./metadata/samplesheets is where sample sheets go"),
]


@pytest.mark.parametrize(("a", "b"), SAME_PLACE)
def test_the_same_place_written_two_ways_is_never_a_conflict(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}, (a, b)


def test_a_relative_path_keeps_its_way_up_and_loses_only_its_dot() -> None:
    (claim,) = claims("Logs go to ./logs/slurm, refs to ../shared/refs, run ./mvnw")
    assert {v for k, v in claim.values if k == "path"} == {
        "logs/slurm", "../shared/refs", "mvnw"}


# A path and a URL both say where a thing is: one slot, so a folder against a bucket conflicts.
PATH_AGAINST_URL = [
    ("Reference genomes live in /shared/refs/ on the cluster.",
     "Reference genomes moved to s3://lab-refs/ last month."),
    ("The lab's conda channel mirror is at /shared/conda-mirror.",
     "Our conda channel mirror lives at https://conda.lab.internal/ now."),
    ("Nightly Kraken2 databases are kept in /data/kraken2/.",
     "The Kraken2 databases are kept in gs://lab-kraken-db/ now."),
]


@pytest.mark.parametrize(("a", "b"), PATH_AGAINST_URL)
def test_a_folder_against_a_bucket_for_one_thing_conflicts(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}, (a, b)


PLACES_OF_TWO_THINGS = [
    ("Final BAMs are uploaded to s3://lab-seq-data/bams/.",
     "Final VCFs are kept in results/vcfs/."),
    ("Reference genomes live in /shared/refs/ on the cluster.",
     "Gene annotations are mirrored to s3://lab-annotations/."),
]


@pytest.mark.parametrize(("a", "b"), PLACES_OF_TWO_THINGS)
def test_a_folder_and_a_bucket_of_two_things_are_no_conflict(a: str, b: str) -> None:
    assert not both_ways(a, b) & {"conflict", "duplicate"}, (a, b)


def test_when_a_place_changed_is_not_what_the_claim_is_about() -> None:
    # "last month" after the new place says when it moved, not another thing that moved
    assert both_ways("The Kraken2 databases live in /data/kraken2/ on the cluster.",
                     "The Kraken2 databases moved to gs://lab-kraken-db/ last month.") == {
        "conflict"}
    assert both_ways("JupyterHub listens on port 8000 on the login node.",
                     "JupyterHub was moved to port 8443 two weeks ago.") == {"conflict"}


# A file or folder renamed or moved by its path: the old path no longer holds.
RENAMED = [
    ("The Snakemake entry point is `workflow/Snakefile`.",
     "We renamed workflow/Snakefile to workflow/main.smk, so pass `-s workflow/main.smk`."),
    ("QC thresholds are read from config/qc.yaml.",
     "Moved config/qc.yaml to conf/qc_thresholds.yaml."),
]


@pytest.mark.parametrize(("a", "b"), RENAMED)
def test_a_path_renamed_or_moved_away_conflicts_with_the_old_path(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}, (a, b)


def test_a_renamed_path_takes_back_only_that_path() -> None:
    assert not both_ways("QC thresholds are read from config/qc.yaml.",
                         "We renamed config/adapters.fa to config/adapters_v2.fa.") & {
        "conflict", "duplicate"}


def test_when_a_change_was_made_is_a_clause_of_its_own() -> None:
    # "when we put TLS in front of it" says when the port changed, not what listens on it
    assert both_ways("JupyterHub on the login node listens on port 8000.",
                     "JupyterHub moved to 8443 when we put TLS in front of it.") == {"conflict"}
    # a "when" that is a rule's condition stays in its clause
    assert both_ways("Restart the Slurm exporter when the head node reboots.",
                     "Restart the Slurm exporter when the head node reboots.") == {"duplicate"}


def test_sibling_folders_named_by_what_both_speak_of_are_one_thing_moved() -> None:
    # "multiqc/" names the tool both claims are about: its report moved, not a second report
    assert both_ways("The MultiQC report is written to results/qc/multiqc_report.html.",
                     "MultiQC puts its report in results/multiqc/multiqc_report.html.") == {
        "conflict"}
    assert both_ways("The fastp output is written to work/trim/sample.fq.gz.",
                     "fastp writes its output to work/fastp/sample.fq.gz.") == {"conflict"}
    # each folder named by its own service: two items of one collection
    assert not both_ways("The ledger service's protos live in `proto/ledger/v1/`.",
                         "The inventory service's protos live in `proto/inventory/v1/`.") & {
        "conflict", "duplicate"}


def test_one_address_but_for_its_port_is_one_endpoint() -> None:
    # the same URL with another port: however else each names what answers there
    assert both_ways("Seqera Platform is at https://tower.lab.internal:8443.",
                     "Our Tower / Seqera instance answers on https://tower.lab.internal:9443.") == {
        "conflict"}
    # a word of each side's own in one place still tells two things apart
    assert not both_ways("Grafana for the GPU nodes: http://mon01:3000",
                         "Grafana for the CPU nodes: http://mon01:3001") & {"conflict", "duplicate"}


def test_one_time_said_at_either_end_of_the_sentence_is_not_two_orders() -> None:
    assert both_ways("Raw FASTQs land in /data/sequencing/incoming/ after each run.",
                     "after a sequencing run the raw fastq files show up in "
                     "/data/sequencing/incoming") == {"duplicate"}
    # two steps put in two orders still differ
    assert not both_ways("Run MultiQC after trimming the reads.",
                         "Trim the reads after running MultiQC.") & {"duplicate"}


def test_written_to_ties_a_place_to_its_subject() -> None:
    # "written to" says where, as "land in" or "stored in" do: not a word of what is stored
    assert both_ways("Backups are written to /var/backups/pg/.",
                     "pg backups land in /backup/postgres/ since the disk swap.") == {"conflict"}


def test_a_port_set_as_a_variable_or_a_flag_is_a_port() -> None:
    assert both_ways("Start the app with PORT=3000.",
                     "The app expects PORT=8080 in every environment.") == {"conflict"}
    assert both_ways("Start the app with PORT=3000.",
                     "The app listens on port 3000 (set via PORT).") == {"duplicate"}
    assert both_ways("Run the LIMS API with `gunicorn --bind 0.0.0.0 --port=5000`.",
                     "Run the LIMS API with `gunicorn --bind 0.0.0.0 --port=8000`.") == {"conflict"}
    # two variables, each its own port
    assert not both_ways("API_PORT=9000 in the compose file.",
                         "ADMIN_PORT=9001 in the compose file.") & {"conflict", "duplicate"}


def test_words_after_the_new_value_say_more_of_the_value() -> None:
    # "(the OTel default)" says what 9464 is, not another thing that listens
    assert both_ways("The metrics endpoint is served on port 9090.",
                     "Metrics moved to port 9464 (the OTel default).") == {"conflict"}
