"""The interactive rulebook: chapters read from data/rulebook/*.toml, their numbers and widgets."""
