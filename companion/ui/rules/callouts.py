"""A section's callouts, one short box each: a bulb and Remember (info), a warning sign and
Common mistake (warning), a book and the printed rulebook's mistake with the correction (error),
so each kind looks different."""

from __future__ import annotations

import streamlit as st

from companion.i18n import Translator
from companion.rulebook.callouts import Callout, callouts_for
from companion.rulebook.model import fill

# Streamlit's own icon font: unlike emoji, it shows on a machine without an emoji font too.
ICONS = {
    "remember": ":material/lightbulb:",
    "mistake": ":material/warning:",
    "printed": ":material/menu_book:",
}


def body(_: Translator, callout: Callout, values: dict[str, int]) -> str:
    """The callout's Markdown: its label in bold, then its text (and a printed one's correction)."""
    text = fill(callout.text(_.lang), values, _.num)
    if callout.kind == "remember":
        label = _("Remember:")
        return f"**{label}** {text}"
    if callout.kind == "mistake":
        label = _("Common mistake:")
        return f"**{label}** {text}"
    label, fact = _("In the printed Hungarian rulebook"), _("In fact:")
    right = fill(callout.correction(_.lang), values, _.num) if callout.correction else ""
    return f"**{label}** {text} **{fact}** {right}"


def render_callouts(
    _: Translator, chapter_id: str, section_id: str, values: dict[str, int]
) -> None:
    """Every callout of the section, in the order callouts_for gives."""
    show = {"remember": st.info, "mistake": st.warning, "printed": st.error}
    for callout in callouts_for(chapter_id, section_id):
        show[callout.kind](body(_, callout, values), icon=ICONS[callout.kind])
