"""Both languages are complete: every UI string is translated, with the same placeholders."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import LOCALES_DIR, PROJECT_ROOT
from companion.catalogue import LANGS as CATALOGUE_LANGS
from companion.catalogue import load
from companion.i18n import LANGS, lang_of, translations, translator

PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def catalog(lang: str):
    with (LOCALES_DIR / lang / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        return read_po(fh, locale=lang)


def test_catalogs_are_up_to_date_with_the_code():
    result = subprocess.run(
        [sys.executable, str(Path(PROJECT_ROOT) / "scripts" / "update_locales.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def update_locales():
    path = Path(PROJECT_ROOT) / "scripts" / "update_locales.py"
    spec = importlib.util.spec_from_file_location("update_locales", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PLACEHOLDERS = ("PROJECT", "VERSION", "FULL NAME", "EMAIL@ADDRESS", "LL@li.org", "ORGANIZATION")


@pytest.mark.parametrize(("lang", "team"), [("hu", "Hungarian"), ("en", "English")])
def test_the_header_names_the_project_language_and_team(lang, team):
    headers = dict(catalog(lang).mime_headers)
    assert headers["Project-Id-Version"] == "dominion-companion 0.1.0"
    assert headers["Last-Translator"] == "dominion-companion team"
    assert headers["Report-Msgid-Bugs-To"] == "dominion-companion team"
    assert headers["Language-Team"] == team and headers["Language"] == lang
    text = (LOCALES_DIR / lang / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8")
    head = text.split("\n\n", 1)[0]
    assert not [word for word in PLACEHOLDERS if word in head], head


BABEL_HEADER = """# Hungarian translations for PROJECT.
# Copyright (C) 2026 ORGANIZATION
# FIRST AUTHOR <EMAIL@ADDRESS>, 2026.
#
msgid ""
msgstr ""
"Project-Id-Version: PROJECT VERSION\\n"
"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
"Language: {lang}\\n"
"Language-Team: {lang} <LL@li.org>\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Seed"
msgstr "{seed}"
"""


def test_update_locales_mends_babels_placeholder_header(tmp_path):
    script = update_locales()
    shutil.copy(Path(PROJECT_ROOT) / "pyproject.toml", tmp_path)
    seeds = {"hu": "Véletlenmag", "en": ""}
    for lang, seed in seeds.items():
        po = script.po_path(lang, tmp_path)
        po.parent.mkdir(parents=True)
        po.write_text(BABEL_HEADER.format(lang=lang, seed=seed), encoding="utf-8")
    assert script.unfinished(tmp_path) == [  # what --check reports
        f"locales/{lang}/LC_MESSAGES/messages.po: header or English msgstr out of date"
        for lang in ("en", "hu")
    ]
    for lang, seed in seeds.items():
        text = script.finished(lang, tmp_path).decode()
        assert not [word for word in PLACEHOLDERS if word in text], text
        assert '"Project-Id-Version: dominion-companion 0.1.0\\n"' in text
        assert '"Last-Translator: dominion-companion team\\n"' in text
        assert f'msgid "Seed"\nmsgstr "{seed or "Seed"}"' in text  # the messages are kept
        script.po_path(lang, tmp_path).write_text(text, encoding="utf-8")
    assert script.unfinished(tmp_path) == []


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_message_is_translated(lang):
    cat = catalog(lang)
    missing = []
    for message in cat:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings) or message.fuzzy:
            missing.append(message.id)
    assert not missing, f"untranslated in {lang}: {missing[:10]}"
    assert not list(cat.check())


def test_same_messages_and_placeholders_in_both_languages():
    hu, en = catalog("hu"), catalog("en")
    assert {m.id if isinstance(m.id, str) else m.id[0] for m in hu} == {
        m.id if isinstance(m.id, str) else m.id[0] for m in en
    }
    for message in hu:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        # Every form names every placeholder; a plural's singular may leave one out ("one card").
        assert set(PLACEHOLDER.findall(strings[0])) <= wanted, (message.id, strings[0])
        if len(ids) == 1:
            assert set(PLACEHOLDER.findall(strings[0])) == wanted, (message.id, strings[0])
        for s in strings[1:]:
            assert set(PLACEHOLDER.findall(s)) == wanted, (message.id, s)


def test_languages_really_load():
    assert translations("hu").gettext("Cost: {cost}") == "Ár: {cost} érme"
    assert translator("en")("Cost: {cost}", cost=3) == "Cost: 3"


def test_hungarian_plurals_and_numbers():
    _ = translator("hu")
    assert _.ngettext("{n} scenario checked", "{n} scenarios checked", 1) == (
        "1 forgatókönyv ellenőrizve"
    )
    assert _.num(1234567) == "1\u00a0234\u00a0567"
    assert translator("en").num(1234567) == "1,234,567"
    assert _.num(0.5, 1) == "0,5"


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match=r"unknown language 'de' \(use one of: hu, en\)"):
        translator("de")


@pytest.mark.parametrize(("ui", "names"), [("hu", "hu"), ("en", "en")])
def test_card_names_follow_the_ui_language(ui, names):
    """One narrowing from a UI language to the catalogue's: Hungarian UI, Hungarian names."""
    assert lang_of(translator(ui)) == names
    assert (
        load().card("throne_room").name(lang_of(translator(ui)))
        == {
            "hu": "Trónterem",
            "en": "Throne Room",
        }[names]
    )


def test_every_ui_language_has_card_names():
    assert set(LANGS) == set(CATALOGUE_LANGS)
    assert {lang_of(translator(lang)) for lang in LANGS} == set(CATALOGUE_LANGS)
