"""Cards and rulings: the filterable catalogue, a forgiving search, one card with its rulings."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from companion.catalogue import Card, Catalogue, load
from companion.catalogue.frame import cards_frame
from companion.catalogue.model import KINGDOM_SETS, TAGS, TYPES
from companion.catalogue.search import Hit, cards_in, find, suggest
from companion.echo import clip
from companion.i18n import N_, Translator
from companion.kingdom.messages import names
from companion.labels import SET_LABELS, TAG_LABELS, TYPE_LABELS
from companion.rulebook.loader import load_rulebook, search_docs
from companion.rulebook.model import fill
from companion.rulebook.numbers import numbers
from companion.table.replay import ReplayInfo, replay_for_ruling, replays
from companion.ui.cards import keys
from companion.ui.common import links, state
from companion.ui.common.components import SEARCH_CHARS, md, scroll_to, type_badges
from companion.ui.common.pages import page_url

TOPIC_LABELS = {
    "setup": N_("Setup"),
    "turn": N_("The turn"),
    "glossary": N_("Terms on the cards"),
    "shuffling": N_("Shuffling"),
    "information": N_("What you may look at"),
    "order": N_("Order of effects"),
    "gain_limits": N_("Gain limits"),
    "choices": N_("Choices"),
    "game_end": N_("End of the game"),
    "duration": N_("Duration cards"),
    "in_play": N_("In play"),
    "look_at": N_("Look at"),
    "types": N_("Cards with two types"),
    "example": N_("Worked examples"),
}


def replay_list(lang: str) -> list[ReplayInfo]:
    """Every example replay: which rulings they show (parsed once per process and language
    in `table.replay`; a Streamlit cache would unpickle all of them on every run)."""
    return replays(load(), lang)


@st.cache_data(show_spinner=False)
def frame(lang: str) -> pd.DataFrame:
    """The catalogue table in one language (cached per language)."""
    return cards_frame(load(), lang)  # type: ignore[arg-type]


def open_card(card_id: str) -> None:
    """Show this card in the card view and bring the view to the eye (button callback).

    On a phone the view sits under the search results, a screen or more below the button.
    """
    st.session_state[keys.CARD_VIEW] = card_id
    state.focus(keys.CARD_BOX)


def use_suggestion(card_id: str, name: str) -> None:
    """Search for the suggested card and show it (button callback)."""
    st.session_state[keys.SEARCH] = name
    st.session_state[keys.CARD_VIEW] = card_id
    state.focus(keys.CARD_BOX)


def ref_text(_: Translator, card_set: str, page: int, section: str) -> str:
    return _("{book}, p. {page}", book=_(SET_LABELS[card_set]), page=page) + f" · {section}"


def render_card(_: Translator, cat: Catalogue, card: Card) -> None:
    lang = _.lang
    st.subheader(md(card.name(lang)))
    st.markdown(
        f"{type_badges(_, card)} · "
        + md(_("Cost: {cost}", cost=card.cost))
        + " · "
        + md(_(SET_LABELS[card.set]))
    )
    st.markdown(md(card.text(lang)))
    other = card.name("en" if lang == "hu" else "hu")
    aliases = [*card.aliases["hu"], *card.aliases["en"]]
    st.caption(md(", ".join([other, *aliases])))
    if card.rulings:
        st.markdown("**" + md(_("Rulings:")) + "**")
        for r in card.rulings:
            st.markdown("- " + md(r.text(lang)))
            st.caption(md(ref_text(_, r.ref.book, r.ref.page, r.ref.section)))
            scenario = replay_for_ruling(replay_list(lang), r.id)
            if scenario is not None:
                link = page_url("table", scenario=scenario, step=0, lang=lang)
                label = md(_("Show it on the table"))
                st.markdown(f"[{label}]({link})")
            if r.note:
                st.info(md(r.note(lang)), icon="ℹ️")


def chapter_link(_: Translator, chapter_id: str, title: str) -> None:
    label = _("Open the chapter “{title}”", title=title)
    st.markdown(f"[{md(label)}]({page_url('rules', chapter=chapter_id, lang=_.lang)})")


def render_section_hit(_: Translator, hit_id: str, expanded: bool = False) -> None:
    """A rulebook section found by the search, with a link to its chapter."""
    book = load_rulebook()
    chapter_id, _slash, section_id = hit_id.partition("/")
    chapter = book.chapter(chapter_id)
    section = next((s for s in chapter.sections if s.id == section_id), None) if chapter else None
    if chapter is None or section is None:
        return
    lang = _.lang
    with st.expander(_("Rulebook: {title}", title=md(section.title(lang))), expanded=expanded):
        st.markdown(fill(section.text(lang), numbers(state.players()), _.num))
        chapter_link(_, chapter.id, chapter.title(lang))


def render_faq_hit(_: Translator, hit_id: str, expanded: bool = False) -> None:
    """A question of the rulebook's FAQ found by the search: its answer and its chapter."""
    chapter_id, _slash, question_id = hit_id.partition("/")
    chapter = load_rulebook().chapter(chapter_id)
    question = (
        next((q for q in chapter.questions if q.id == question_id), None) if chapter else None
    )
    if chapter is None or question is None:
        return
    lang = _.lang
    with st.expander(
        _("Players ask: {question}", question=md(question.q(lang))), expanded=expanded
    ):
        st.markdown(md(question.a(lang)))
        chapter_link(_, chapter.id, chapter.title(lang))


def render_rule_hit(_: Translator, cat: Catalogue, hit: Hit, expanded: bool = False) -> None:
    """A general rule found by the search, with the rulebook page it comes from."""
    rule = next((r for r in cat.rules if r.id == hit.id), None)
    if rule is None:
        return
    lang = _.lang
    with st.expander(_("Rule: {title}", title=md(rule.title(lang))), expanded=expanded):
        st.markdown(md(rule.text(lang)))
        st.caption(md(ref_text(_, rule.ref.book, rule.ref.page, rule.ref.section)))


def take_query_link() -> None:
    """Fill the search box from a /cards?q=... link (cut to the box's length), once."""
    linked = st.query_params.get(keys.QUERY)
    if linked is None:
        return
    del st.query_params[keys.QUERY]
    text = "".join(ch if ch.isprintable() else " " for ch in linked[:SEARCH_CHARS])
    st.session_state[keys.SEARCH] = text


def render_search(_: Translator, cat: Catalogue) -> None:
    query = st.text_input(
        _("Search cards and rulings"),
        key=keys.SEARCH,
        placeholder=_("e.g. kapolna, trone, Lighthouse attack"),
        help=_("You may also ask a rules question, e.g. “what if my deck runs out?”"),
        max_chars=SEARCH_CHARS,
    )
    if not query.strip():
        return
    found = find(cat, query, extra=search_docs(load_rulebook()))
    hits = found.hits
    lang = _.lang
    if not hits:
        st.warning(_("Nothing found for “{query}”.", query=md(clip(query))))
        near = suggest(cat, query)
        if near:
            name = cat.cards[near].name(lang)
            st.button(
                _("Did you mean “{name}”?", name=name),
                key=keys.SUGGESTION,
                on_click=use_suggestion,
                args=(near, name),
            )
        return
    st.caption(_.ngettext("{n} result", "{n} results", len(hits)))
    named = cards_in(cat, query)
    if found.question:
        st.caption(_("Read as a question: the best answers first, the first one open."))
    elif len(named) > 1:
        together = names(_, cat, named)
        st.caption(md(_("First the rulings about {cards} together.", cards=together)))
    for i, hit in enumerate(hits[:20]):
        opened = found.question and i == 0
        if hit.kind == "section":
            render_section_hit(_, hit.id, opened)
            continue
        if hit.kind == "faq":
            render_faq_hit(_, hit.id, opened)
            continue
        if hit.kind == "rule":
            render_rule_hit(_, cat, hit, opened)
            continue
        card = cat.cards[hit.card or hit.id]
        cols = st.columns([3, 1], vertical_alignment="center")
        if hit.kind == "card":
            cols[0].markdown(f"**{md(card.name(lang))}** · {md(card.text(lang))}")
        else:
            ruling = next(r for r in card.rulings if r.id == hit.id)
            cols[0].markdown(f"**{md(card.name(lang))}**: {md(ruling.text(lang))}")
        cols[1].button(_("Open"), key=keys.open_key(i, hit.id), on_click=open_card, args=(card.id,))


def render_table(_: Translator, cat: Catalogue) -> None:
    df = frame(_.lang)
    cols = st.columns(4)
    sets = cols[0].multiselect(
        _("Sets"),
        ["basic", *KINGDOM_SETS],
        default=list(KINGDOM_SETS),
        format_func=lambda s: _(SET_LABELS[s]),
        key=keys.SETS,
        placeholder=_("Choose sets"),
        select_all=False,  # Streamlit writes that option in English
    )
    cost = cols[1].slider(_("Cost"), 0, 8, (0, 8), key=keys.COST)
    types = cols[2].multiselect(
        _("Types"),
        list(TYPES),
        format_func=lambda x: _(TYPE_LABELS[x]),
        key=keys.TYPES,
        placeholder=_("All"),
        select_all=False,  # Streamlit writes that option in English
    )
    tags = cols[3].multiselect(
        _("Attributes"),
        list(TAGS),
        format_func=lambda x: _(TAG_LABELS[x]),
        key=keys.TAGS,
        placeholder=_("All"),
        select_all=False,  # Streamlit writes that option in English
    )
    mask = df["set"].isin(sets) & df["cost"].between(*cost)
    for ty in types:
        mask &= df["types"].str.split(", ").apply(lambda ts, ty=ty: ty in ts)
    for tag in tags:
        mask &= df[tag]
    shown = df[mask].copy()
    shown["set"] = shown["set"].map(lambda s: _(SET_LABELS[s]))
    shown["types"] = shown["types"].map(
        lambda ts: " – ".join(_(TYPE_LABELS[x]) for x in ts.split(", "))
    )
    shown["attributes"] = [
        ", ".join(_(TAG_LABELS[tag]) for tag in TAGS if row[tag]) for _i, row in shown.iterrows()
    ]
    table = shown[["name", "set", "cost", "types", "attributes", "rulings"]].rename(
        columns={
            "name": _("Name"),
            "set": _("Set"),
            "cost": _("Cost"),
            "types": _("Types"),
            "attributes": _("Attributes"),
            "rulings": _("Rulings"),
        }
    )
    st.caption(_.ngettext("{n} card", "{n} cards", len(table)))
    st.dataframe(table, hide_index=True, width="stretch")


def render_rules(_: Translator, cat: Catalogue) -> None:
    lang = _.lang
    topics: dict[str, list] = {}  # type: ignore[type-arg]
    for rule in cat.rules:
        topics.setdefault(rule.topic, []).append(rule)
    for topic, rules in topics.items():
        with st.expander(_(TOPIC_LABELS.get(topic, topic))):
            for rule in rules:
                st.markdown(f"**{md(rule.title(lang))}**  \n{md(rule.text(lang))}")
                st.caption(md(ref_text(_, rule.ref.book, rule.ref.page, rule.ref.section)))
                if rule.note:
                    st.info(md(rule.note(lang)), icon="ℹ️")


def render() -> None:
    _ = state.t()
    cat = load()
    st.title(_("Cards and rulings"))
    linked = st.query_params.get(keys.CARD)  # a link from the rulebook: /cards?card=<id>
    if linked is not None:
        del st.query_params[keys.CARD]
        if linked in cat.cards:
            st.session_state[keys.CARD_VIEW] = linked
        else:
            st.warning(_("Unknown card “{value}” in the link.", value=md(linked[: links.SHOWN])))
    take_query_link()
    search_col, card_col = st.columns([1, 1], gap="large")
    with search_col:
        render_search(_, cat)
    with card_col, st.container(key=keys.CARD_BOX):
        ids = sorted(cat.cards, key=lambda c: cat.cards[c].name_key(_.lang))
        if st.session_state.get(keys.CARD_VIEW) not in cat.cards:
            st.session_state[keys.CARD_VIEW] = "throne_room"
        card_id = st.selectbox(
            _("Card"),
            ids,
            key=keys.CARD_VIEW,
            format_func=lambda c: cat.cards[c].name(_.lang),
            placeholder=_("Choose a card"),
        )
        render_card(_, cat, cat.cards[card_id])
    wanted = state.take_focus()
    if wanted is not None:
        scroll_to(*wanted)
    render_tabs(_, cat)


def render_tabs(_: Translator, cat: Catalogue) -> None:
    """The card table and the general rules as tabs; only the open one runs (the rules' 150
    hidden elements made the first page slow to draw)."""
    parts = {_("All cards"): render_table, _("General rules"): render_rules}
    if st.session_state.get(keys.TAB) not in parts:
        st.session_state.pop(keys.TAB, None)  # the other language's label
    tabs = st.tabs(list(parts), key=keys.TAB, on_change="rerun")
    for tab, part in zip(tabs, parts.values(), strict=True):
        if tab.open:
            with tab:
                part(_, cat)
