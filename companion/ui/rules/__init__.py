"""The rulebook page: chapters and their widgets."""
