"""The table page's parts: the view model, taps, the log, the sandbox game, example replays,
next-hand odds, saved games and the score to beat."""
