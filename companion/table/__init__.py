"""The table page's plain modules: the view model, taps, the log and the sandbox game."""
