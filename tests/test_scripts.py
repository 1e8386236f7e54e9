"""scripts/start.sh and test.sh say what they do, in the user's language, and install only when
pyproject.toml changed since the last install."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

LIB = Path(__file__).resolve().parent.parent / "scripts" / "lib.sh"
INSTALLING = {
    "en": "Installing into .venv (about a minute the first time) ...",
    "hu": "Telepítés a .venv mappába (első alkalommal körülbelül egy perc) ...",
}


def bash(script: str, cwd: Path, lang: str = "C") -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ["PATH"], "LANG": lang}
    return subprocess.run(
        ["bash", "-c", f". {LIB}\n{script}"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )


@pytest.mark.parametrize(
    ("lang", "expected"), [("C", "English"), ("en_US.UTF-8", "English"), ("hu_HU.UTF-8", "Magyar")]
)
def test_say_speaks_the_users_language_on_stderr(tmp_path, lang, expected):
    done = bash("say English Magyar", tmp_path, lang)
    assert (done.stdout, done.stderr) == ("", expected + "\n")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_install_says_so_and_runs_only_when_pyproject_changed(tmp_path, lang):
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    fake = tmp_path / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    fake.write_text('#!/usr/bin/env bash\necho "$@" >> pip.log\n')
    fake.chmod(0o755)
    locale = "hu_HU.UTF-8" if lang == "hu" else "C"
    first = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert first.stderr == INSTALLING[lang] + "\n"
    log = tmp_path / "pip.log"
    assert log.read_text() == "-m pip install -q --disable-pip-version-check -e .[test]\n"
    again = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert again.stderr == "" and log.read_text().count("pip install") == 1
    stamp = tmp_path / ".venv" / ".installed-test"
    later = stamp.stat().st_mtime + 10
    os.utime(tmp_path / "pyproject.toml", (later, later))
    third = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert third.stderr == INSTALLING[lang] + "\n" and log.read_text().count("pip install") == 2


def test_start_says_it_installs_then_starts_the_app(tmp_path):
    """start.sh in a copy of the project whose .venv python only logs what it is asked."""
    (tmp_path / "scripts").mkdir()
    for name in ("start.sh", "lib.sh"):
        (tmp_path / "scripts" / name).write_text((LIB.parent / name).read_text())
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    fake = tmp_path / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    fake.write_text('#!/usr/bin/env bash\necho "$@" >> pip.log\n')
    fake.chmod(0o755)
    env = {"PATH": os.environ["PATH"], "LANG": "C"}
    done = subprocess.run(
        ["bash", "scripts/start.sh"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stderr.splitlines() == [
        INSTALLING["en"],
        "Starting the app on http://localhost:8501 ... (Ctrl+C stops it)",
    ]
    assert (tmp_path / "pip.log").read_text().splitlines() == [
        "-m pip install -q --disable-pip-version-check -e .",
        "-m streamlit run server.py --server.headless true",
    ]
