"""AppTest: a chapter shows its callouts under their sections, each kind in its own style."""

from __future__ import annotations

import pytest

from companion.rulebook.callouts import load_callouts
from companion.rulebook.loader import load_rulebook
from companion.ui.common.state import RULES_PLAYERS
from tests.app.conftest import open_app

STYLE = {
    "remember": ("info", ":material/lightbulb:"),
    "mistake": ("warning", ":material/warning:"),
    "printed": ("error", ":material/menu_book:"),
}
LABEL = {
    "en": {
        "remember": "Remember:",
        "mistake": "Common mistake:",
        "printed": "In the printed Hungarian rulebook",
    },
    "hu": {
        "remember": "Ne feledd:",
        "mistake": "Gyakori hiba:",
        "printed": "A nyomtatott szabályfüzetben",
    },
}


def plain(value: object) -> str:
    return str(value).replace("\\", "")


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("chapter", ["action", "seaside"])
def test_a_chapter_shows_its_callouts_in_their_style(lang: str, chapter: str):
    at = open_app("rules", lang=lang, chapter=chapter)
    assert not at.exception
    wanted = [c for c in load_callouts() if c.chapter == chapter]
    assert {c.kind for c in wanted} == set(STYLE)
    for c in wanted:
        kind, icon = STYLE[c.kind]
        first_words = c.text(lang).split("{")[0]
        boxes = [e for e in at.get(kind) if first_words in plain(e.value)]
        assert len(boxes) == 1, (c.id, first_words)
        assert plain(boxes[0].value).startswith(f"**{LABEL[lang][c.kind]}** ")
        assert boxes[0].icon == icon


def test_numbers_follow_the_player_count_and_each_box_follows_its_sections_text():
    at = open_app("rules", lang="en", chapter="seaside")
    at.session_state[RULES_PLAYERS] = 4
    at.run()
    assert not at.exception
    order = [
        plain(n.value)
        for n in at.main
        if getattr(n, "type", None) in ("subheader", "error", "warning", "info")
    ]
    island = next(i for i, t in enumerate(order) if "Island pile has" in t)
    assert "**12** cards" in order[island]
    titles = [s.title.en for s in load_rulebook().chapter("seaside").sections]  # type: ignore[union-attr]
    mats = order.index(titles[titles.index("Mats and tokens")])
    assert mats < island < order.index(titles[titles.index("Mats and tokens") + 1])
