"""scripts/start.sh and test.sh say what they do, in the user's language, and install only when
pyproject.toml changed since the last install (with uv, or with pip where uv fails)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

LIB = Path(__file__).resolve().parent.parent / "scripts" / "lib.sh"
INSTALLING = {
    "en": "Installing into .venv (under half a minute the first time) ...",
    "hu": "Telepítés a .venv mappába (első alkalommal fél percen belül) ...",
}
FALLBACK = {
    "en": "uv did not install; installing with pip instead (about a minute) ...",
    "hu": "Az uv nem telepített; telepítés pip-pel (körülbelül egy perc) ...",
}
PIP_UV = "python -m pip install -q --disable-pip-version-check uv"


def uv_line(target: str) -> str:
    return f"uv pip install -q --python .venv/bin/python --compile-bytecode -e {target}"


def fake_venv(root: Path, uv_works: bool = True) -> Path:
    """A .venv whose python and uv only log what they are asked; returns the log's path."""
    bin_dir = root / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name, code in (("python", 0), ("uv", 0 if uv_works else 1)):
        tool = bin_dir / name
        tool.write_text(f'#!/usr/bin/env bash\necho "{name} $*" >> log\nexit {code}\n')
        tool.chmod(0o755)
    return root / "log"


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
    log = fake_venv(tmp_path)
    locale = "hu_HU.UTF-8" if lang == "hu" else "C"
    first = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert first.stderr == INSTALLING[lang] + "\n"
    assert log.read_text().splitlines() == [PIP_UV, uv_line(".[test]")]
    again = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert again.stderr == "" and log.read_text().count("uv pip install") == 1
    stamp = tmp_path / ".venv" / ".installed-test"
    later = stamp.stat().st_mtime + 10
    os.utime(tmp_path / "pyproject.toml", (later, later))
    third = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert third.stderr == INSTALLING[lang] + "\n" and log.read_text().count("uv pip install") == 2


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_install_falls_back_to_pip_when_uv_fails(tmp_path, lang):
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    log = fake_venv(tmp_path, uv_works=False)
    locale = "hu_HU.UTF-8" if lang == "hu" else "C"
    done = bash("install_into_venv '.[test]' test", tmp_path, locale)
    assert done.stderr.splitlines() == [INSTALLING[lang], FALLBACK[lang]]
    assert log.read_text().splitlines() == [
        PIP_UV,
        uv_line(".[test]"),
        "python -m pip install -q --disable-pip-version-check -e .[test]",
    ]
    assert (tmp_path / ".venv" / ".installed-test").exists()


def test_start_says_it_installs_then_starts_the_app(tmp_path):
    """start.sh in a copy of the project whose .venv python and uv only log what they are asked."""
    (tmp_path / "scripts").mkdir()
    for name in ("start.sh", "lib.sh"):
        (tmp_path / "scripts" / name).write_text((LIB.parent / name).read_text())
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    log = fake_venv(tmp_path)
    env = {"PATH": os.environ["PATH"], "LANG": "C"}
    done = subprocess.run(
        ["bash", "scripts/start.sh"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stderr.splitlines() == [
        INSTALLING["en"],
        "Starting the app on http://localhost:8501 ... (Ctrl+C stops it)",
    ]
    assert log.read_text().splitlines() == [
        PIP_UV,
        uv_line("."),
        "python -m streamlit run server.py --server.headless true",
    ]
