"""Display names of the catalogue's vocabularies (types, sets, tags), marked for translation."""

from __future__ import annotations

from companion.i18n import N_, Translator

TYPE_LABELS = {
    "action": N_("Action"),
    "treasure": N_("Treasure"),
    "victory": N_("Victory"),
    "curse": N_("Curse"),
    "attack": N_("Attack"),
    "reaction": N_("Reaction"),
    "duration": N_("Duration"),
}
SET_LABELS = {
    "basic": N_("Basic cards"),
    "base-1e": N_("Dominion (1st edition)"),
    "seaside-1e": N_("Seaside (1st edition)"),
}
PHASE_LABELS = {  # mid-sentence: "turn 2, buy phase: ..."
    "start": N_("start of the turn"),
    "action": N_("action phase"),
    "buy": N_("buy phase"),
    "cleanup": N_("clean-up phase"),
    "game_over": N_("end of the game"),  # the engine's phase once the game has ended
}
TAG_LABELS = {
    "village": N_("Village (+2 Actions)"),
    "draw": N_("Draws 2+ cards"),
    "plus_buy": N_("+Buy"),
    "trashing": N_("Trashing"),
    "gaining": N_("Gaining"),
    "terminal": N_("Terminal"),
    "defence": N_("Defence against Attacks"),
    "uses_curses": N_("Uses Curses"),
}
ATTACK_LABELS = {
    "cursing": N_("cursing"),
    "junking": N_("junking"),
    "hand_size": N_("hand size"),
    "deck": N_("deck"),
    "treasure_trashing": N_("trashes Treasures"),
}
COMPONENT_LABELS = {
    "island_mat": N_("Island mat"),
    "native_village_mat": N_("Native Village mat"),
    "pirate_ship_mat": N_("Pirate Ship mat"),
    "coin_tokens": N_("Coin tokens"),
    "embargo_tokens": N_("Embargo tokens"),
    "trash_mat": N_("Trash card"),
}


def types_label(_: Translator, types: tuple[str, ...]) -> str:
    """'Action – Attack' in the chosen language."""
    return " – ".join(_(TYPE_LABELS[t]) for t in types)
