"""The practice table page: a game against bots, replays, saves and charts."""
