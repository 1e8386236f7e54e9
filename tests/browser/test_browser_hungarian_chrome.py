"""Browser: every page in Hungarian on a phone (390 px) shows no English left over, neither
ours nor Streamlit's own ("Upload", "200MB per file", "Choose an option", "Press Enter to
apply", "No results"), with the widgets in the states that show those texts; the save file
uploader still loads a save file. The rulebook's chapters are scanned on the walk through them
in test_browser_rules_furniture.py."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import TIMEOUT_MS, open_uploader, wait_ready
from tests.browser.test_browser_table import tap

pytestmark = pytest.mark.browser

# Streamlit's English texts (its frontend writes them, no parameter of ours).
STREAMLIT_PHRASES = (
    "Drag and drop",
    "Browse files",
    "Upload",
    "Limit",
    "per file",
    "Choose an option",
    "Choose options",
    "No results",
    "Press Enter",
    "to apply",
    "Running",
    "Deploy",
    "Stop",
    "Skip to main content",
    "File must be",
    "are not allowed",
    "Please wait",
)
STOP_WORDS = frozenset(
    "the and of your you to with for from this that or on in at by are was here no "  # noqa: SIM905
    "card cards player players other turn turns hand deck discard pile game games step steps "
    "choose option options file files results press upload running deploy stop skip select "
    "matches all available coins buys actions play supply trash score points".split()
)
# Intended English: names the notes explain (bots, sets), and the language picker's "English".
ALLOWED = (
    "Big Money Ultimate",
    "Big Money",
    "BMU",
    "X-BM",
    "Dominion",
    "Seaside",
    "English",
)
# Screen-reader labels that Streamlit writes in English on its icon buttons and links: no
# widget parameter and no style sheet reaches an attribute (see docs/app.md), so they are
# tolerated here by their exact English text (and "Remove …", "Help for …").
STREAMLIT_ARIA = frozenset(
    {
        "App pages",
        "Clear all",
        "Decrement",
        "Download as CSV",
        "Expand sidebar",
        "file upload",
        "Fullscreen",
        "Increment",
        "Link to heading",
        "Main menu",
        "Open",
        "progress",
        "Running...",
        "Search",
        "Selected values",
        "Show/hide columns",
        "Sidebar",
    }
)
STREAMLIT_ARIA_PREFIXES = ("Remove ", "Help for ")
# What a list announces to a screen reader as it opens or filters (a hidden live region).
STREAMLIT_ANNOUNCEMENT = re.compile(r"\d+ options? available\.")

# What a person sees: the text of rendered, non-zero-size elements (document.body.innerText
# without text hidden at font size 0 and without Material icon names such as "upload"),
# the generated text of ::before/::after (where our style sheet puts its texts), and the
# placeholders, aria-labels and titles of elements.
_READ = """() => {
  const text = [], attrs = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode, el = node.parentElement;
    if (!el || !node.textContent.trim()) continue;
    if (el.closest('[data-testid=stIconMaterial], script, style, noscript')) continue;
    if (!el.checkVisibility({visibilityProperty: true})) continue;
    if (parseFloat(getComputedStyle(el).fontSize) === 0) continue;
    text.push(node.textContent);
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.checkVisibility()) continue;
    for (const pseudo of ['::before', '::after']) {
      const c = getComputedStyle(el, pseudo).content;
      if (c && c.startsWith('"') && c.length > 3) text.push(JSON.parse(c));
    }
    for (const a of ['placeholder', 'aria-label', 'title']) {
      const v = el.getAttribute(a);
      if (v && v.trim()) attrs.push([a, v]);
    }
  }
  return [text, attrs];
}"""


def _words(text: str) -> set[str]:
    for name in ALLOWED:
        text = text.replace(name, " ")
    return {w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in STOP_WORDS}


def english_left(text: str) -> list[str]:
    """Why this text looks English: Streamlit phrases and English stop words (whole words)."""
    found = [f"phrase {p!r}" for p in STREAMLIT_PHRASES if p in text]
    found += [f"word {w!r}" for w in sorted(_words(text))]
    return found


def tolerated_aria(value: str) -> bool:
    return value in STREAMLIT_ARIA or value.startswith(STREAMLIT_ARIA_PREFIXES)


def leftovers(page) -> list[str]:
    """Every English leftover on the page as 'what: why' lines (none is the goal)."""
    wait_ready(page)
    page.wait_for_timeout(300)
    texts, attrs = page.evaluate(_READ)
    out: list[str] = []
    for text in dict.fromkeys(t.strip() for t in texts):
        if STREAMLIT_ANNOUNCEMENT.fullmatch(text):
            continue
        if why := english_left(text):
            out.append(f"text {text[:120]!r}: {', '.join(why)}")
    for name, value in dict.fromkeys((n, v.strip()) for n, v in attrs):
        if name == "aria-label" and tolerated_aria(value):
            continue
        if why := english_left(value):
            out.append(f"{name} {value[:120]!r}: {', '.join(why)}")
    return out


class Scan:
    """The leftovers of each page state visited, failed on all together at the end."""

    def __init__(self, page) -> None:
        self.page = page
        self.found: dict[str, list[str]] = {}

    def __call__(self, where: str) -> None:
        if found := leftovers(self.page):
            self.found[where] = found

    def check(self) -> None:
        lines = [f"{where}:\n  " + "\n  ".join(found) for where, found in self.found.items()]
        assert not lines, "English left on Hungarian pages:\n" + "\n".join(lines)


def type_without_enter(page, locator, text: str) -> None:
    """Type into an input and leave it unapplied: Streamlit then shows its instructions."""
    locator.click()
    locator.fill(text)
    expect(page.locator("[data-testid=InputInstructions]").first).to_be_visible(timeout=TIMEOUT_MS)


def filter_to_nothing(page, locator) -> None:
    """Type a filter that matches no option: the list shows its empty state."""
    locator.click()
    locator.fill("qqxqq")
    expect(page.locator("[role=listbox][data-empty=true]").first).to_be_attached(timeout=TIMEOUT_MS)


def generated(locator, pseudo: str = "::after") -> str:
    return str(locator.evaluate(f"e => getComputedStyle(e, '{pseudo}').content"))


def test_detector_finds_english_and_passes_hungarian():
    assert english_left("Drag and drop file here")
    assert english_left("Choose the cards of your deck")
    assert english_left("200MB per file • JSON")
    assert not english_left("Válassz kártyát a kezedből")
    assert not english_left("Big Money + Kovácsműhely a Big Money Ultimate (BMU) ellen, X-BM")
    assert not english_left("Dominion (1. kiadás) · Seaside · Nyelv: English")
    assert tolerated_aria("Increment") and tolerated_aria("Help for A pontszámod")
    assert not tolerated_aria("Choose options")


def test_kingdom_and_cards_pages(app_url, phone):
    scan = Scan(phone)
    phone.goto(f"{app_url}/?lang=hu")
    scan("kingdom")
    phone.locator(".st-key-kingdom_options summary").click()
    wait_ready(phone)
    type_without_enter(phone, phone.locator(".st-key-opt_card_filter input"), "kov")
    scan("kingdom, randomizer options, a filter typed")
    phone.locator("[data-testid=stMultiSelect] input").first.click()
    expect(phone.get_by_role("listbox").first).to_be_visible()
    scan("kingdom, a card picker open")
    phone.keyboard.press("Escape")
    phone.goto(f"{app_url}/cards?lang=hu")
    wait_ready(phone)
    scan("cards")
    type_without_enter(phone, phone.locator("[data-testid=stTextInput] input").first, "falu")
    scan("cards, a search typed")
    phone.keyboard.press("Enter")  # apply it now: a rerun on blur would close the list below
    wait_ready(phone)
    filter_to_nothing(phone, phone.locator("[data-testid=stMultiSelect] input").first)
    scan("cards, a set filter with no match")
    phone.keyboard.press("Escape")
    types = phone.locator(".st-key-cards_types input")
    types.click()
    types.fill("a")
    expect(phone.get_by_role("listbox").first).to_be_visible()
    scan("cards, a type filter with matches")
    phone.keyboard.press("Escape")
    filter_to_nothing(phone, phone.locator("[data-testid=stSelectbox] input").first)
    empty = phone.locator("[role=listbox][data-empty=true] [role=option]").first
    assert generated(empty) == '"Nincs találat"'
    scan("cards, the card picker with no match")
    scan.check()


def test_table_start_form_uploader_and_game(app_url, phone, tmp_path):
    scan = Scan(phone)
    phone.goto(f"{app_url}/table?lang=hu")
    wait_ready(phone)
    phone.locator(".st-key-table_bots").get_by_text("1", exact=True).click()
    wait_ready(phone)
    scan("table, start form with a bot")
    phone.locator(".st-key-table_upload_box summary").click()  # the uploader, on demand
    zone = phone.locator("[data-testid=stFileUploaderDropzone]")
    expect(zone).to_be_visible()
    assert generated(zone.locator("button [data-testid=stMarkdownContainer]")) == (
        '"Fájl kiválasztása"'
    )
    hint = zone.locator("[data-testid=stFileUploaderDropzoneInstructions] > div")
    assert generated(hint) == '"vagy húzd ide"'
    expect(phone.locator("[data-testid=stMain]")).to_contain_text(
        "Mentett játék (JSON-fájl), legfeljebb 2 MB."
    )
    type_without_enter(phone, phone.locator(".st-key-table_seed input"), "2024")
    instructions = phone.locator("[data-testid=InputInstructions]").first
    assert generated(instructions, "::before") == '"Érvényesítés: Enter"'
    scan("table, a seed typed")
    drag = phone.evaluate_handle(
        "() => { const d = new DataTransfer();"
        " d.items.add(new File(['{}'], 'x.json', {type: 'application/json'})); return d; }"
    )
    zone.dispatch_event("dragenter", {"dataTransfer": drag})
    expect(zone.locator("> div:not([data-testid])")).to_have_count(1)
    scan("table, a file dragged over the uploader")
    zone.dispatch_event("dragleave", {"dataTransfer": drag})
    phone.locator(".st-key-table_seed input").press("Enter")
    wait_ready(phone)

    phone.locator(".st-key-table_start button").click()
    wait_ready(phone)
    expect(phone.locator(".st-key-table_decision")).to_be_visible(timeout=TIMEOUT_MS)
    scan("table, a game started")
    with phone.expect_download() as download:
        phone.locator(".st-key-table_download button:visible").click()
    save = tmp_path / "game.json"
    save.write_text(download.value.path().read_text(encoding="utf-8"), encoding="utf-8")
    assert json.loads(save.read_text(encoding="utf-8"))["format"] == "dominion-companion-game"
    phone.locator(".st-key-table_leave button:visible").click()
    wait_ready(phone)
    expect(phone.locator(".st-key-table_start button")).to_be_visible()
    open_uploader(phone).set_input_files(str(save))
    wait_ready(phone)
    expect(phone.locator("[data-testid=stAlert]").first).to_contain_text(
        "A mentett játék az asztalon", timeout=TIMEOUT_MS
    )
    expect(phone.locator(".st-key-table_decision")).to_be_visible()
    scan("table, a save file loaded")
    scan.check()


@pytest.mark.parametrize(
    ("scenario", "last"),
    [("example-first-turns", 9), ("example-duration", 12), ("council_room-others-draw", 5)],
)
def test_replay(app_url, phone, scenario, last):
    """Every step of a replay, its checks opened: seats, checks and moves in Hungarian words.

    The replay opens by its link once and is stepped by its forward button, as a reader does."""
    scan = Scan(phone)
    phone.goto(f"{app_url}/table?scenario={scenario}&step=0&lang=hu")
    wait_ready(phone)
    box = phone.locator(".st-key-table_step_box")
    for step in range(last + 1):
        if step:
            tap(phone, "table_forward")
        expect(box).to_contain_text(
            "A kiinduló helyzet" if step == 0 else f"{step}.\u00a0lépés / {last}"
        )
        closed = box.locator("[data-testid=stExpander] details:not([open]) summary")
        if closed.count():
            closed.first.click()
        if box.locator("[data-testid=stExpander]").count():
            expect(box).to_contain_text("✓")
        scan(f"{scenario}, step {step}")
    scan.check()


def test_rulebook_attacks_chapter_pickers(app_url, phone):
    """The Moat's pickers; every chapter's own scan is on the walk through the chapters
    (test_browser_rules_furniture.py)."""
    scan = Scan(phone)
    phone.goto(f"{app_url}/rules?chapter=attacks&lang=hu")
    wait_ready(phone)
    phone.locator(".st-key-rules_attacks_moat_reveal label").click()
    wait_ready(phone)
    picker = phone.locator(".st-key-rules_attacks_moat_discard_True input")
    expect(picker).to_have_attribute("placeholder", "Válassz kártyákat")
    scan("rulebook, attacks, the Moat not revealed")
    filter_to_nothing(phone, picker)
    scan("rulebook, attacks, the discard picker with no match")
    scan.check()
