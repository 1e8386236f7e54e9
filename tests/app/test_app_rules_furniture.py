"""AppTest: the rules page's furniture (#22 parts 7 and 8): the player-count chip on every
chapter, the search box, the glossary with definitions, „Lásd még”, the scroll to a chapter's
top, the compact counts and the short ruling label, in both languages."""

from __future__ import annotations

import pytest

from companion.catalogue import load
from companion.engine.setup import Setup
from companion.engine.standard import new_game, standard_db
from companion.i18n import translator
from companion.rulebook.glossary import rules_glossary
from companion.rulebook.loader import load_rulebook
from companion.rulebook.numbers import numbers
from companion.table.replay import replay_title
from companion.ui.common.pages import page_url
from companion.ui.rules import keys
from companion.ui.rules.counts import counts_line
from tests.app.conftest import open_app, open_box, texts, toc_button

CHAPTERS = [c.id for c in load_rulebook().chapters]


def chip_caption(at) -> str:
    said = ("A fejezet minden száma", "The numbers in this chapter")
    return next(c.value for c in at.caption if c.value.startswith(said))


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_chapter_has_the_chip_at_its_top_and_no_metric_block(chapter: str):
    at = open_app("rules", lang="hu", chapter=chapter)
    assert not at.exception
    chip = at.segmented_control(key="rules_chip")
    assert chip.value == 2 and chip.label == "Játékosok"
    assert list(chip.options) == ["1", "2", "3", "4"]
    assert "A fejezet minden száma erre érvényes: 2 játékos." in texts(at)
    assert not at.metric  # the widgets' numbers are one line each (part 8c)


@pytest.mark.parametrize(
    ("lang", "players", "said"),
    [("hu", 3, "3 játékos"), ("en", 4, "4 players"), ("en", 1, "Solitaire practice")],
)
def test_the_chip_changes_the_chapters_numbers_and_says_the_count(lang, players, said):
    at = open_app("rules", lang=lang, chapter="end")
    at.segmented_control(key="rules_chip").set_value(players).run()
    provinces = numbers(players)["victory_pile"]  # the engine's setup (piles.supply_sizes)
    word = "Tartomány" if lang == "hu" else "Provinces"
    assert f"**{provinces}** {word}" in texts(at)
    assert said in chip_caption(at)
    at.button(key="rules_previous").click().run()  # the count stays for the next chapter
    assert at.segmented_control(key="rules_chip").value == players
    toc_button(at, "setup").click().run()
    assert at.segmented_control(key="rules_setup_players").value == players


def test_the_setup_widget_moves_the_chip_too():
    at = open_app("rules", lang="hu", chapter="setup")
    at.segmented_control(key="rules_setup_players").set_value(3).run()
    assert at.segmented_control(key="rules_chip").value == 3
    assert f"**{numbers(3)['curse_pile']}** Átok" in texts(at)


@pytest.mark.parametrize(
    "moved", ["rules_chip", "rules_first_players", "rules_setup_players"], ids=lambda k: k
)
def test_the_pages_three_count_controls_always_agree(moved: str):
    """The chip, the first-game box's step 1 and the setup chapter's picker show one count."""
    at = open_app("rules", lang="hu", chapter="setup")
    at.segmented_control(key=moved).set_value(4).run()
    for key in ("rules_chip", "rules_first_players", "rules_setup_players"):
        assert at.segmented_control(key=key).value == 4, key
    assert f"**{numbers(4)['curse_pile']}** Átok" in texts(at)
    at.segmented_control(key=moved).set_value(1).run()
    assert {at.segmented_control(key=k).value for k in ("rules_chip", "rules_first_players")} == {1}


def search(at, query: str):
    at.text_input(key="rules_search").input(query).run()
    assert not at.exception
    return at


@pytest.mark.parametrize(
    ("lang", "query", "chapter", "title"),
    [
        ("hu", "dobópakli keverés", "seaside", "A keverés szabálya minden húzópakli-műveletre"),
        ("en", "three piles", "faq", "Is the Curse pile one of the three piles that end the game?"),
        ("hu", "mikor ér véget a játék", "end", "Mikor ér véget a játék?"),
    ],
)
def test_search_finds_a_section_or_faq_answer_and_opens_its_chapter(lang, query, chapter, title):
    at = search(open_app("rules", lang=lang, chapter="goal"), query)
    shown = texts(at)
    assert f"**{title}**" in shown.replace("\\", "")
    buttons = [b for b in at.button if b.key and b.key.startswith("rules_hit_")]
    assert buttons
    # the hit with this title: its button is the n-th "open" button
    hits = [m.value.replace("\\", "") for m in at.markdown if m.value.startswith("**")]
    n = next(
        i
        for i, h in enumerate(h for h in hits if "Rulebook" in h or "Szabályfüzet" in h)
        if title in h
    )
    faq = chapter == "faq"
    assert (
        buttons[n].label
        == {
            ("hu", True): "A válasz megnyitása",
            ("hu", False): "A fejezet megnyitása",
            ("en", True): "Open the answer",
            ("en", False): "Open the chapter",
        }[lang, faq]
    )
    buttons[n].click().run()
    assert at.query_params["chapter"] == chapter
    assert at.header[0].value == load_rulebook().chapter(chapter).title(lang)
    opened = [e.label.replace("\\", "") for e in at.expander if e.proto.expanded]
    if faq:  # the answer found is open in its chapter, and scrolled to (not the top)
        assert title in opened
        bodies = [h.proto.body for h in at.get("html")]
        assert any("rules_question_" in b for b in bodies)
        assert not any("rules_chapter_top" in b for b in bodies)
    else:
        assert not [label for label in opened if "?" in label]


@pytest.mark.parametrize(
    ("lang", "query", "card"), [("hu", "Polgárőrség", "militia"), ("en", "Moat reveal", "moat")]
)
def test_search_finds_a_ruling_and_links_its_card(lang, query, card):
    at = search(open_app("rules", lang=lang, chapter="goal"), query)
    name = load().cards[card].name(lang)
    shown = texts(at).replace("\\", "")
    assert f"**{name}**" in shown
    label = "Megnyitás a Kártyák oldalon" if lang == "hu" else "Open on the Cards page"
    assert f"[{label}](/cards?card={card}&lang={lang})" in shown


@pytest.mark.parametrize(
    ("lang", "said"), [("hu", "A szabályokban nincs találat"), ("en", "Nothing in the rules")]
)
def test_a_garbage_query_finds_nothing_and_says_so(lang, said):
    at = search(open_app("rules", lang=lang, chapter="goal"), "xyzzyq qwfp")
    assert said in texts(at)
    assert not [b for b in at.button if b.key and b.key.startswith("rules_hit_")]


@pytest.mark.parametrize(
    ("lang", "line", "app_word"),
    [
        ("hu", "**eldob** · discard: ", "kezdőérték"),
        ("en", "**trash a card** · szemétre tesz: ", "seed"),
    ],
)
def test_the_glossary_defines_each_term_once_with_its_chapter(lang, line, app_word):
    at = open_app("rules", lang=lang, chapter="cleanup")
    glossary = [
        e
        for e in at.expander
        if e.label in ("Fogalomtár: a játék szavai", "Glossary: the game's words")
    ]
    assert len(glossary) == 1  # once on the page, not under every chapter
    shown = texts(open_box(at, keys.RULES_GLOSSARY))
    assert line in shown
    assert f"**{app_word}**" not in shown  # the app's own words are left out
    assert f"**{'szemét' if lang == 'hu' else 'trash'}** · " in shown
    first = next(iter(rules_glossary()))
    at.button(key=keys.glossary_key(first)).click().run()
    assert at.query_params["chapter"] == first


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_each_chapter_ends_with_see_also_links(lang):
    at = open_app("rules", lang=lang, chapter="end")
    start = "**Lásd még:**" if lang == "hu" else "**See also:**"
    lines = [v for v in (m.value.replace("\\", "") for m in at.markdown) if v.startswith(start)]
    assert len(lines) == 1
    line = lines[0]
    title = replay_title("province-last-one-ends-game")
    assert title is not None
    assert f"[{title(lang)}]" in line or f": {title(lang)}]" in line
    assert f"(/table?scenario=province-last-one-ends-game&step=0&lang={lang})" in line
    assert f"(/cards?card=gardens&lang={lang})" in line and "(/cards?card=province" in line
    assert line.count("card=gardens") == 1  # a card's two rulings are one link
    faq = open_app("rules", lang=lang, chapter="faq")  # the FAQ has no see-also line
    assert not [m for m in faq.markdown if m.value.replace("\\", "").startswith(start)]


@pytest.mark.parametrize(("lang", "label"), [("hu", "Szabálymagyarázat"), ("en", "Ruling")])
def test_faq_ruling_links_have_a_short_label(lang, label):
    shown = texts(open_app("rules", lang=lang, chapter="faq")).replace("\\", "")
    assert f"[{label}](/cards?card=" in shown
    assert "Cards and rulings page" not in shown


def scroll_requests(at) -> list[str]:
    return [h.proto.body for h in at.get("html") if "rules_chapter_top" in h.proto.body]


def test_next_previous_and_contents_ask_for_the_chapters_top():
    at = open_app("rules", lang="hu", chapter="goal")
    assert not scroll_requests(at)  # a page load opens at the top by itself
    for chapter in CHAPTERS[1:]:
        at.button(key="rules_next").click().run()
        assert at.query_params["chapter"] == chapter
        assert len(scroll_requests(at)) == 1
    at.button(key="rules_previous").click().run()
    assert len(scroll_requests(at)) == 1
    toc_button(at, "goal").click().run()
    assert len(scroll_requests(at)) == 1
    at.run()  # a rerun without a tap does not scroll again
    assert not scroll_requests(at)


@pytest.mark.parametrize(
    ("lang", "placeholder"), [("hu", "Válassz kártyákat"), ("en", "Choose cards")]
)
def test_the_moat_pickers_placeholder_is_ours(lang, placeholder):
    at = open_app("rules", lang=lang, chapter="attacks")
    at.toggle(key="rules_attacks_moat_reveal").set_value(False).run()
    picker = at.multiselect(key="rules_attacks_moat_discard_True")
    assert picker.placeholder == placeholder


def test_counts_are_one_line():
    _ = translator("hu")
    assert counts_line(_, [("Akciók", 1), ("Vásárlások", 1), ("Érmék", 3)]) == (
        "Akciók **1** · Vásárlások **1** · Érmék **3**"
    )
    assert counts_line(_, [("Pontod", 12)], "30 lap") == "Pontod **12** :gray[(30 lap)]"


def test_a_general_rule_hit_links_the_cards_pages_search_that_finds_it():
    at = search(open_app("rules", lang="hu", chapter="goal"), "dobópakli keverés")
    rule = next(r for r in load().rules if r.id == "shuffle-take-the-rest-first")
    title = rule.title("hu")
    url = page_url("cards", q=title, lang="hu")
    assert f"[Megnyitás a Kártyák oldalon]({url})" in texts(at).replace("\\", "")
    cards = open_app("cards", lang="hu", q=title)
    assert any(title in e.label.replace("\\", "") for e in cards.expander)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_chip_shows_a_real_games_pile_sizes(players):
    """The numbers the chip picks are those of a real game of that many players (Seaside's
    Island, a Victory kingdom card, for its pile)."""
    names = tuple("abcd"[:players])
    game = new_game(standard_db(), Setup(names, ("island", "native_village"), seed=1))
    at = open_app("rules", lang="en", chapter="end")
    at.segmented_control(key="rules_chip").set_value(players).run()
    assert f"**{game.supply['province']}** Provinces" in texts(at)
    toc_button(at, "setup").click().run()
    shown = texts(at)
    assert f"**{game.supply['curse']}** Curses" in shown
    assert at.segmented_control(key="rules_chip").value == players
    assert f"gets a pile of **{game.supply['island']}**" in shown
