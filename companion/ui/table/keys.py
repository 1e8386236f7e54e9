"""The table page's session keys and its notice place: constants, and builders for the keys of
piles, hand cards, options, examples and saved games."""

from __future__ import annotations

from companion.ui.common.state import of as of  # per-item keys: of(PILE, "moat")

NOTICE_PLACE = "table"  # the table page's place in companion.ui.common.notices (above the board)
TABLE_GAME = "table_game"  # the Sandbox being played (setup + answers; the Game is rebuilt)
TABLE_BOT_MODE = "table_bot_mode"  # "at_once" or "watch": how bots' turns play out
TABLE_PICKS = "table_picks"  # the order picked so far in an "order" decision (option indices)
TABLE_SOURCE = "table_source"  # where the kingdom of a new game comes from
TABLE_RECOMMENDED = "table_recommended"  # the recommended kingdom picked (its id)
TABLE_CODE = "table_code"  # a kingdom code typed in
TABLE_BOTS = "table_bots"  # how many bots
TABLE_SEAT = "table_seat"  # your seat: "random" or 1..4
TABLE_SEED = "table_seed"  # the seed of a new game
TABLE_UPLOAD = "table_upload"  # the save file uploader
TABLE_UPLOADS = "table_uploads"  # how many uploads were read (gives the uploader a fresh key)
BOT_MODES = ("at_once", "watch")
TABLE_MODE = "table_mode"  # what the table shows: "game" or "replays"
TABLE_MODES = ("game", "replays")
REPLAY = "table_replay"  # the id of the replay open (a scenario or a sample game), if any
REPLAY_STEP = "table_replay_step"  # the step shown (0: the starting position)
REPLAY_SEARCH = "table_replay_search"
REPLAY_AUTO = "table_replay_auto"  # auto-play is on
REPLAY_SPEED = "table_replay_speed"  # seconds per step in auto-play
REPLAY_LINK = (
    "table_replay_link"  # the (replay id, step, predict) this session last wrote to the URL
)
GAME_TOKEN = "table_game_token"  # the key of this session's game in the server's game store
GAME_STORE_WARNED = "table_store_warned"  # the game store's trouble was said in this session
SCENARIO = "scenario"  # query parameter of a scenario link (with common.state.STEP)
NEW_GAME = "new"  # query parameter: open the start form of a new game of this kind (WHO_MODES)
GAME = "game"  # query parameter: the running game's key (survives a page reload)
TABLE_SAVE_NAME = "table_save_name"  # the name to save the game under
TABLE_CHARTS = "table_charts"  # the charts expander (open or not)
TABLE_SAVES = "table_saves"  # the saved games expander (open or not)
TABLE_UPLOAD_BOX = "table_upload_box"  # the "Load a save file" expander (open or not)

# widgets and containers (the browser tests and the style sheet find them by these keys)
TABLE_REPLAY_SLIDER = "table_replay_slider"  # the step slider (written before it is drawn)
TABLE_REPLAY_TICK = "table_replay_tick"  # an auto-play run is due: the next run steps on
TABLE_STEP_BOX = "table_step_box"  # the box of the step shown
TABLE_REPLAY_NAV = "table_replay_nav"  # the replay's step buttons
TABLE_FIRST = "table_first"
TABLE_TURN_BACK = "table_turn_back"
TABLE_BACK = "table_back"
TABLE_FORWARD = "table_forward"
TABLE_TURN_FORWARD = "table_turn_forward"
TABLE_LAST = "table_last"
TABLE_LIST = "table_list"  # back to the list of examples
TABLE_CONTINUE = "table_continue"  # "Continue from here"
TABLE_START = "table_start"  # the start form's button
TABLE_STATUS = "table_status"  # the game's status line
TABLE_SUPPLY = "table_supply"  # the supply's piles
TABLE_HAND = "table_hand"  # your hand
TABLE_YOU = "table_you"  # your seat's row
TABLE_DECISION = "table_decision"  # the decision panel
TABLE_BOT_STEP = "table_bot_step"
TABLE_BOTS_ALL = "table_bots_all"
TABLE_END_ACTIONS = "table_end_actions"
TABLE_ALL_TREASURES = "table_all_treasures"
TABLE_BUY_NOTHING = "table_buy_nothing"
TABLE_NONE = "table_none"
TABLE_CONFIRM = "table_confirm"
TABLE_ORD_RESET = "table_ord_reset"
TABLE_ORD_CONFIRM = "table_ord_confirm"
TABLE_LOG = "table_log"  # the log expander
TABLE_TOOLS = "table_tools"  # undo, redo, restart, leave and download
TABLE_UNDO = "table_undo"
TABLE_REDO = "table_redo"
TABLE_RESTART = "table_restart"
TABLE_LEAVE = "table_leave"
TABLE_DOWNLOAD = "table_download"
TABLE_SAVE = "table_save"
TABLE_SCORE = "table_score"  # the score box


# per-item keys: a prefix, then the item's ids joined by "_" (`of(PILE, "moat")`)
BOT = "table_bot_"  # the bot picker of the n-th bot (0-based)
UPLOAD = TABLE_UPLOAD + "_"  # the uploader after n files read (a new key, so a file can come again)
ITEM = "table_item_"  # the box of an example in the replay list (its id)
OPEN = "table_open_"  # its "Open" button
INFO = "table_info_"  # the "Text" popover of a card on the board ("pile" or "hand", card id)
PILE = "table_pile_"  # the buy button of a supply pile (card id)
HAND = "table_hand_"  # the play button of a card in your hand (card id)
SEAT = "table_seat_"  # the row of another seat (its index)
OPTION = "table_opt_"  # the button of a decision's i-th option
MULTI = "table_multi_"  # the several-picks panel of a decision (its kind, how many options)
ORDER = "table_ord_"  # the button that picks the i-th option next in an "order" decision
SAVED = "table_g"  # the row of a saved game (its id)
RESUME = "table_resume_"  # its "Resume" button
DELETE = "table_delete_"  # its "Delete" button

# the coach (issue 21: refusals where the tap was, undo anyway, hints, what comes next)
NOTICE_TOAST = "table_toast"  # a notice place: shown as a toast (on screen wherever one tapped)
TABLE_FORCE_OFFER = "table_force_offer"  # undo was refused at this many answers: offer undo anyway
TABLE_UNDO_FORCE = "table_undo_force"  # the "Undo anyway" button
TABLE_UNDO_SHOWN = "table_undo_shown"  # (answers, lines): what a refused undo's moves showed
TABLE_BUY_STATUS = "table_buy_status"  # the turn's numbers right above the supply
TABLE_HINT_BOT = "table_hint_bot"  # the bot whose hint is asked
TABLE_HINT_BUTTON = "table_hint_button"  # the "Hint" button
TABLE_HINT = "table_hint"  # (answers so far, the hint's sentence) of the last hint asked
TABLE_HINT_BOX = "table_hint_box"  # the hint's sentence on the page
TABLE_REASONS = "table_reasons"  # the log shows the rule behind each bot move
TABLE_REASONS_CACHE = "table_reasons_cache"  # (game key, {answer index: reason}) of the log
TABLE_NEXT_TURN = "table_next_turn"  # the lines of what the next turns bring
NOT_NOW = "table_not_now_"  # the dimmed box of a pile you cannot buy now (card id)
TABLE_TREASURES_DONE = "table_treasures_done"  # stop playing Treasures, go on to buying

# pass-and-play and the guided first game (companion/ui/table/pass_play.py, guided.py)
TABLE_WHO = "table_who"  # who plays a new game: "bots" (you and bots), "people", "guided"
WHO_MODES = ("bots", "people", "guided")
PP_SEATS = "table_pp_seats"  # how many seats a pass-and-play table has (2-4)
PP_KIND = "table_pp_kind_"  # the n-th seat's player: "person" or a bot's name (0-based)
PP_NAME = "table_pp_name_"  # the n-th seat's person's name
PP_START = "table_pp_start"  # the pass-and-play start button
PP_COVER = "table_pp_cover"  # the cover screen between two people
PP_SHOW = "table_pp_show"  # its "It's me, show" button
PP_LEAVE = "table_pp_leave"  # its "New game" button (puts the game away unseen)
GUIDED = "table_guided"  # the guided game's notes: {"seen": [kinds], "now": the one shown,
# "turn": in which turn of yours, "game": the setup it belongs to}
GUIDED_START = "table_guided_start"  # the guided game's start button
GUIDED_PROMPT = "table_guided_prompt"  # the box of the prompt shown
HINTS_ON = "table_hints_on"  # True: the table shows hints without a tap (the guided game sets
# it at its start; the coach's "Tipp" reads it, a new game of another kind clears it)

# predict mode on a replay (issue 21): state, the link's parameter, widgets
PREDICT = "table_predict"  # the "Predict the moves" toggle: predict mode is on
PREDICT_PARAM = "predict"  # query parameter: predict=1 opens a replay in predict mode
PREDICT_SCORES = "table_predict_scores"  # {replay id: predict.Score} of this session
PREDICT_VERDICT = "table_predict_verdict"  # (replay id, Verdict, counted zones): the last guess
PREDICT_ROUND = "table_predict_round"  # {replay id: steps to practise} (missed ones), if any
PREDICT_ROUND_SCORE = "table_predict_round_score"  # {replay id: Score} of that practice round
PREDICT_BOX = "table_predict_box"  # the question, its options and the verdict
PREDICT_SCORE = "table_predict_score"  # the score line
PREDICT_NOTHING = "table_predict_nothing"  # the "nothing" / "no" option
PREDICT_ALL = "table_predict_all"  # "Play all Treasures"
PREDICT_CONFIRM = "table_predict_confirm"  # confirms several picks
PREDICT_NEXT = "table_predict_next"  # „Tovább”: on to the next question
PREDICT_PRACTISE = "table_predict_practise"  # replay only the missed steps
PREDICT_AGAIN = "table_predict_again"  # predict the whole replay again
PREDICT_OPTION = "table_predict_opt_"  # the button of the i-th option (or i-th candidate)
PREDICT_PICKS = "table_predict_picks_"  # the several-picks pills (step)
PREDICT_BOOK = "table_predict_book"  # the rulebook's move after a wrong guess, with its narration
