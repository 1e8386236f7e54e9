"""Hungarian language helpers: alphabetical order, articles and inflected card names."""
