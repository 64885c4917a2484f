"""One file said to be in two places, found missed by a probe of fresh sentence pairs
(session 22; docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing").
Two paths that end in the same file name inside a folder both name ("myapp", "nginx") are
one file, however little else the two sentences say alike ("The app reads its config from
..." / "Config file path: ..."; memstore.core.judge.values `_one_file_named`). Sentences of our
own. (Tried and dropped: "build output" and "build artifacts" as one phrase of the synonyms;
read as one term, "Build artifacts" no longer met "the build agents drop their artifacts".)"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app reads its config from /etc/myapp/config.toml.",
                 "Config file path: ~/.config/myapp/config.toml", id="config-file-path"),
    pytest.param("Nginx config is in /etc/nginx/sites-enabled/app.conf.",
                 "The app's nginx vhost is at /etc/nginx/conf.d/app.conf.", id="vhost"),
])
def test_one_file_in_two_places_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The web app's nginx config is /etc/nginx/sites/web/app.conf.",
                 "The admin app's nginx config is /etc/nginx/sites/admin/app.conf.",
                 id="folder-per-app"),
    pytest.param("Staging reads /etc/myapp/staging/config.toml.",
                 "Production reads /etc/myapp/prod/config.toml.", id="folder-per-environment"),
    pytest.param("The CLI reads its config from ~/.config/acme/config.toml.",
                 "The daemon reads its config from /etc/acme/config.toml.", id="two-programs"),
])
def test_one_file_name_of_two_things_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
