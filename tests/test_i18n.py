"""Both languages are complete: every UI string is translated, with the same placeholders."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import LOCALES_DIR, PROJECT_ROOT
from companion.i18n import translations, translator

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
