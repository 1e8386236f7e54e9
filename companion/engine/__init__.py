"""The rules engine: pure (no I/O, no global random, no UI), driven by answers to decisions."""
