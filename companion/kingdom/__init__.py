"""Kingdom randomizer: seeded uniform kingdoms with options, swaps, codes and setup sheets.

Typical use (see docs/kingdom.md):

    cat = companion.catalogue.load()
    kingdom = generate(cat, KingdomOptions(require_village=True), seed=42)
    code = encode(kingdom)                      # "K1..." short URL-safe code
    sheet = setup_sheet(cat, kingdom, players=3)
    print(render_sheet(sheet, cat, translator("hu"), "markdown"))

Errors are KingdomError subclasses with a machine-readable `reason`; `describe_error` turns
one into a sentence in either language.
"""

from companion.kingdom.codes import decode, encode
from companion.kingdom.errors import (
    BadKingdomCode,
    ImpossibleKingdom,
    InvalidOptions,
    KingdomError,
    NoReplacement,
    Reason,
)
from companion.kingdom.messages import describe, describe_error
from companion.kingdom.model import Kingdom
from companion.kingdom.options import (
    CHEAP_MAX,
    EXPENSIVE_MIN,
    KINGDOM_SIZE,
    KingdomOptions,
)
from companion.kingdom.problem import History
from companion.kingdom.randomizer import (
    SEED_BITS,
    Randomizer,
    check_options,
    count_kingdoms,
    generate,
)
from companion.kingdom.recommended import find_recommended, recommended_for, recommended_kingdom
from companion.kingdom.render import (
    FORMATS,
    kingdom_markdown,
    kingdom_text,
    markdown_file,
    render_sheet,
    sheet_csv,
    sheet_markdown,
    sheet_text,
    spreadsheet_csv,
)
from companion.kingdom.setup_sheet import Component, Pile, SetupSheet, setup_sheet
from companion.kingdom.swap import SWAP_SAME, SwapSame, swap, swap_candidates

__all__ = [
    "CHEAP_MAX",
    "EXPENSIVE_MIN",
    "FORMATS",
    "KINGDOM_SIZE",
    "SEED_BITS",
    "SWAP_SAME",
    "BadKingdomCode",
    "Component",
    "History",
    "ImpossibleKingdom",
    "InvalidOptions",
    "Kingdom",
    "KingdomError",
    "KingdomOptions",
    "NoReplacement",
    "Pile",
    "Randomizer",
    "Reason",
    "SetupSheet",
    "SwapSame",
    "check_options",
    "count_kingdoms",
    "decode",
    "describe",
    "describe_error",
    "encode",
    "find_recommended",
    "generate",
    "kingdom_markdown",
    "kingdom_text",
    "markdown_file",
    "recommended_for",
    "recommended_kingdom",
    "render_sheet",
    "setup_sheet",
    "sheet_csv",
    "sheet_markdown",
    "sheet_text",
    "spreadsheet_csv",
    "swap",
    "swap_candidates",
]
