"""Two spellings the reviewed synonym table learned in session 49 (memstore/data/lexicon.yaml):
pwsh is PowerShell's own command name, and a dotfile is what Unix tools call a hidden file.
Sentences of our own; each pair was apart on the session's start code."""

from __future__ import annotations

from judging import symmetric_kind


def test_pwsh_is_powershell() -> None:
    assert symmetric_kind("The installer script supports bash and PowerShell.",
                          "The installer script supports bash and pwsh.") == "duplicate"


def test_dotfiles_are_hidden_files() -> None:
    assert symmetric_kind("The backup job includes hidden files in home folders.",
                          "The backup job skips dotfiles in home folders.") == "conflict"
