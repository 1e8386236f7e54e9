"""AppTest: the picture of the table in the setup and Seaside chapters follows the rulebook's
player count and a kingdom code typed in, and words a bad code in one line."""

from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

from streamlit.testing.v1 import AppTest

from companion.catalogue import load
from companion.engine.piles import pile_sizes
from companion.kingdom.codes import encode
from companion.kingdom.recommended import recommended_kingdom
from tests.app.conftest import open_app

SVG = "{http://www.w3.org/2000/svg}"


def picture_texts(at: AppTest) -> list[str]:
    """The texts of the page's one SVG picture (st.image's data URL, decoded and parsed)."""
    (image,) = at.get("image")
    url = image.proto.imgs[0].url
    head, data = url.split(",", 1)
    assert head == "data:image/svg+xml;base64"
    root = ET.fromstring(base64.b64decode(data))
    return [(t.text or "").replace("\xa0", " ") for t in root.iter(f"{SVG}text")]


def test_the_setup_chapter_draws_first_game_for_the_chosen_count():
    at = open_app("rules", lang="hu", chapter="setup")
    assert not at.exception
    words = picture_texts(at)
    assert {"Húzópakli", "Dobópakli", "Pince", "2. játékos"} <= set(words)
    assert "3. játékos" not in words
    at.segmented_control(key="rules_setup_players").set_value(3).run()
    words = picture_texts(at)
    assert "3. játékos" in words
    coppers = pile_sizes(load(), (), 3)["copper"]
    assert words[words.index("Rézpénz") + 1] == str(coppers) == "39"


def test_a_kingdom_code_changes_the_piles_and_a_bad_one_is_worded():
    at = open_app("rules", lang="en", chapter="setup")
    code = encode(recommended_kingdom(load(), "high_seas"))
    at.text_input(key="rules_setup_table_code").input(code).run()
    assert {"Island mat", "Duration row", "Embargo"} <= set(picture_texts(at))
    assert "Cellar" not in picture_texts(at)
    at.text_input(key="rules_setup_table_code").input("K1garbage").run()
    assert len(at.error) == 1
    at.text_input(key="rules_setup_table_code").input("K1**x**").run()
    (error,) = at.error
    assert error.value == "A kingdom code cannot contain “\\*”\\."  # escaped: not bold
    assert "Cellar" in picture_texts(at)  # back to First Game


def test_the_seaside_chapter_draws_its_mats():
    at = open_app("rules", lang="hu", chapter="seaside")
    assert not at.exception
    joined = " ".join(picture_texts(at))  # a long label is drawn on two lines
    for label in ("Sziget-tábla", "Áthúzódó kártyák sora", "Embargó-jelölők a paklikon"):
        assert label in joined
