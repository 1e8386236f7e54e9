"""Streamlit's own English texts that no widget parameter reaches, shown in the UI language.

Streamlit (1.67) writes a few texts of its own into the page in English: the file uploader's
button, its drop hint and its "200MB per file" line, "Press Enter to apply" under text and
number inputs, a list's "No results", the skip link and the "Stop" button of a long run. A
constant style sheet hides each of them and shows our catalog's text in its place as CSS
generated content (`::before`/`::after`). The texts are ours (the catalog), never user data,
and each is escaped as a CSS string. The selectors are Streamlit's `data-testid`s, checked
against the installed version by tests/browser/test_browser_hungarian_chrome.py.
"""

from __future__ import annotations

from companion.i18n import N_, Translator

# Characters left as they are inside a CSS string; every other one becomes a CSS hex escape,
# so that no text can close the string, the rule or the <style> element.
_PLAIN_PUNCTUATION = frozenset(" .,:;!?()-–—…·/%+„”“’")

UPLOAD_BUTTON = N_("Choose a file")
UPLOAD_HINT = N_("or drag it here")
UPLOAD_DROP = N_("Drop the file here")
PRESS_ENTER = N_("Press Enter to apply")
NO_RESULTS = N_("No results")
SKIP_LINK = N_("Skip to main content")
REFUSED = N_("This file cannot be loaded here.")
STOP = N_("Stop")
STOPPING = N_("Stopping…")

_DROPZONE = "[data-testid=stFileUploaderDropzone]"
_SMALL = "font-size:0.875rem;opacity:0.7;"  # the look of the line it replaces
# (the element whose children are hidden, the message shown after them, its style)
_SWAPS = (
    # The uploader's button: its label is Markdown in a container of its own.
    (f"{_DROPZONE} button [data-testid=stMarkdownContainer]", UPLOAD_BUTTON, ""),
    # "200MB per file • JSON": the table page says its own limit in a caption.
    ("[data-testid=stFileUploaderDropzoneInstructions] > div", UPLOAD_HINT, _SMALL),
    # Shown only while a file is dragged over: a bare div around one span (the list of
    # chosen files is a bare div too, around a div).
    (f"{_DROPZONE} > div:not([data-testid]):has(> span:only-child)", UPLOAD_DROP, ""),
    # The empty list of a selectbox or multiselect whose filter matches nothing.
    ("[role=listbox][data-empty=true] [role=option]", NO_RESULTS, "padding:0.5rem 0.75rem;"),
)


def css_string(text: str) -> str:
    """Text as a double-quoted CSS string: letters, digits and plain punctuation stay, every
    other character (quotes, backslashes, angle brackets, line breaks) is a hex escape."""
    return (
        '"'
        + "".join(
            ch if ch.isalnum() or ch in _PLAIN_PUNCTUATION else f"\\{ord(ch):06x}" for ch in text
        )
        + '"'
    )


def chrome_css(_: Translator) -> str:
    """The style sheet (a <style> element) that puts Streamlit's own texts in the UI language."""
    rules = [
        f"{where} > *{{display:none !important;}}"
        f"{where}::after{{content:{css_string(_(msg))};{style}}}"
        for where, msg, style in _SWAPS
    ]
    # "Press Enter to apply" is the first part of the instructions (a character count such
    # as "3/100" follows it, with its own "•" before it). This app has no forms, so it is
    # never "Press Enter to submit form", and never missing.
    rules.append(
        "[data-testid=InputInstructions] > span:first-child{display:none !important;}"
        f"[data-testid=InputInstructions]::before{{content:{css_string(_(PRESS_ENTER))};}}"
    )
    # Text nodes that sit right in a link or button: their size goes to 0 (a hidden link could
    # no longer be reached by the keyboard), and the text comes back at the usual size.
    for where, msg, size in (
        ("[data-testid=stSkipToContent]", SKIP_LINK, "1rem"),
        # A refused file ("File must be 16.0MB or smaller."): the caption says the limit.
        ("[data-testid=stFileChip] [role=alert]", REFUSED, "0.875rem"),
        ("[data-testid=stStatusWidget] button:not(:disabled)", STOP, "0.875rem"),
        ("[data-testid=stStatusWidget] button:disabled", STOPPING, "0.875rem"),
    ):
        rules.append(
            f"{where}{{font-size:0 !important;}}"
            f"{where}::after{{content:{css_string(_(msg))};font-size:{size};}}"
        )
    return "<style>" + "".join(rules) + "</style>"
