"""The style sheet that shows Streamlit's own texts in the UI language: escaped, translated."""

from __future__ import annotations

import re

import pytest

from companion.i18n import LANGS, Translator
from companion.ui.common.chrome import NO_RESULTS, UPLOAD_BUTTON, chrome_css, css_string


def test_css_string_escapes_what_could_end_the_string_or_the_style():
    text = css_string("a\"b\\c</style>\n{x};'")
    assert text == '"a\\000022b\\00005cc\\00003c/style\\00003e\\00000a\\00007bx\\00007d;\\000027"'
    assert css_string("Fájl „kiválasztása” · 16 MB…") == '"Fájl „kiválasztása” · 16 MB…"'


@pytest.mark.parametrize("lang", LANGS)
def test_chrome_css_has_the_catalog_texts_and_nothing_else(lang):
    _ = Translator(lang)
    css = chrome_css(_)
    assert css.startswith("<style>") and css.endswith("</style>")
    assert css.count("<") == 2  # no markup inside
    contents = re.findall(r'content:("[^"]*")', css)
    assert css_string(_(UPLOAD_BUTTON)) in contents and css_string(_(NO_RESULTS)) in contents
    assert len(contents) == css.count("content:")  # every content is one whole string


def test_hungarian_texts_are_translated():
    css = chrome_css(Translator("hu"))
    assert "Fájl kiválasztása" in css and "Nincs találat" in css
    assert "Choose a file" not in css
