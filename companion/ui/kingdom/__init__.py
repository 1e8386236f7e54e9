"""The kingdom page: the randomizer, the setup sheet, charts and the kingdom insight."""
