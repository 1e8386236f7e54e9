"""The table page's pure parts: example replays, next-hand odds, saved games, the score to beat."""
